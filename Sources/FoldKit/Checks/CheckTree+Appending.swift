extension CheckTree {
  /// Adds `roots` as top-level items after the last one, with their subtrees, as if the tree
  /// had been created with them at the end of its roots.
  ///
  /// A list read part by part grows its check tree with each part this way, rather than
  /// building it again from all the roots so far.
  ///
  /// - Throws: ``CheckTreeError/duplicateID(_:firstPath:secondPath:)`` when an ID in `roots`
  ///   is already in the tree or used twice in `roots`, naming the ID and both paths. Nothing is
  ///   added then.
  /// - Complexity: O(*k*) on average for *k* new nodes, when the tree's storage is not shared;
  ///   O(*n* + *k*) for *n* nodes otherwise (the storage is copied first).
  @inlinable
  public mutating func append(roots: [Node]) throws(CheckTreeError<ID>) {
    let start = _ids.count
    let mandatoryStart = _mandatory.count
    do {
      try build(roots)
    } catch {
      removeNodes(from: start)
      throw error
    }
    let independent = propagation == .independent
    let added = _nodes.withUnsafeMutableBufferPointer {
      Self.accumulateCounts(in: $0, from: start, independent: independent)
    }
    _all.add(added)
    for index in _mandatory[mandatoryStart...] where mark(at: index) != .checked {
      _uncheckedMandatoryCount += 1
    }
  }

  /// Makes room for `count` items in all, so that appending up to that many never grows the
  /// storage (nor hashes the IDs again).
  ///
  /// - Complexity: O(*n*) for *n* items, when the storage grows.
  @inlinable
  public mutating func reserveCapacity(_ count: Int) {
    _ids.reserveCapacity(count)
    _nodes.reserveCapacity(count)
    _index.reserveCapacity(count)
  }

  /// Removes every item from node `start` on (in pre-order), where a top-level item starts or
  /// at the end: the tree keeps its first top-level items, as if created with them alone.
  ///
  /// - Precondition: `start` is the pre-order index of a top-level item, or ``count``.
  /// - Complexity: O(*n* + *m*) for *n* items before the removal and *m* mandatory items (the
  ///   ID index is built again from the entries it keeps, without hashing an ID).
  @inlinable
  public mutating func removeNodes(from start: Int) {
    precondition(
      start == _ids.count || (start < _ids.count && _nodes[start].parent < 0),
      "removeNodes(from:): \(start) is not where a top-level item starts")
    guard start < _ids.count else { return }
    _index = _index.keepingNodes(below: start)
    _ids.removeSubrange(start...)
    _nodes.removeSubrange(start...)
    _mandatory.removeAll { $0 >= start }
    _all = CheckTreeCounts()
    var root = 0
    while root < start {
      _all.add(_nodes[root].counts)
      root = Int(_nodes[root].end)
    }
    countUncheckedMandatory()
  }
}

extension CheckTree {
  /// Gives this copy of a tree an ID index of its own, sized for the items it holds (see
  /// ``Snapshot/Builder/takeOwnIndex()``): the tree it was copied from, still growing, then
  /// never copies its whole index at its next append.
  ///
  /// - Complexity: O(*s*) for *s* slots of the index; no ID is hashed again.
  package mutating func takeOwnIndex() {
    _index = _index.keepingNodes(below: _ids.count)
  }
}
