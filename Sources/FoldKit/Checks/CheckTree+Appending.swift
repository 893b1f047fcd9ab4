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
    makeIndexOwn()
    let start = _ids.count
    let mandatoryStart = _mandatory.count
    do {
      try build(roots)
    } catch {
      removeNodes(from: start)
      throw error
    }
    countAppended(from: start, mandatoryFrom: mandatoryStart)
  }

  /// Counts the marks of the nodes appended from `start` on into their ancestors and the
  /// totals, and the unchecked mandatory ones among `_mandatory` from `mandatoryStart` on.
  @inlinable
  mutating func countAppended(from start: Int, mandatoryFrom mandatoryStart: Int) {
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
    guard _indexShift != nil else { return }
    makeIndexOwn()
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
    if let shift = _indexShift {
      _index = _index.keepingNodes(in: shift..<(shift + start))
      _indexShift = 0
    }
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
  /// Whether the tree finds its IDs through an index it shares with a snapshot whose items
  /// before the tree's have entries too (see ``shareIndex(of:from:)``).
  ///
  /// - Complexity: O(1).
  package var sharesIndex: Bool { (_indexShift ?? 0) > 0 }

  /// Gives the tree an index of its own, numbered as the tree is, if it shares a snapshot's or
  /// has none.
  ///
  /// - Complexity: O(1) when the index is the tree's own already; else O(*s*) for the *s*
  ///   slots of the shared index, or O(*n*) for *n* items without an index (every ID hashed).
  @inlinable
  mutating func makeIndexOwn() {
    if let shift = _indexShift {
      guard shift > 0 else { return }
      _index = _index.keepingNodes(in: shift..<(shift + _ids.count))
    } else {
      var table = NodeIndexTable(capacity: _ids.count)
      let duplicate = _ids.withUnsafeBufferPointer { ids in
        table.insertInBatches(0..<ids.count) { ids[$0] }
      }
      precondition(duplicate == nil, "an unindexed check tree holds an ID twice")
      _index = table
    }
    _indexShift = 0
  }

  /// Finds the tree's IDs through `snapshot`'s index from now on, rather than an index of its
  /// own, when the snapshot's items from node `shift` on are the tree's nodes, in pre-order
  /// and with the same IDs (a check list's items after its agree-all row); otherwise the tree
  /// indexes its IDs itself.
  ///
  /// The index is shared, not copied: a list of a million check items saves the 11 MB of a
  /// second index, and the work of hashing and placing every ID again. The tree takes an index
  /// of its own when its items change (an append, or items removed).
  ///
  /// - Returns: Whether the tree shares `snapshot`'s index.
  /// - Complexity: O(*n*) for *n* items (their IDs compared with the snapshot's), plus
  ///   ``makeIndexOwn()``'s when the items differ.
  @inlinable @discardableResult
  package mutating func shareIndex<SectionID: Hashable & Sendable, Content: Sendable>(
    of snapshot: Snapshot<SectionID, ID, Content>, from shift: Int
  ) -> Bool {
    let count = _ids.count
    let same =
      shift >= 0 && snapshot._nodes.count - shift == count
      && _ids.withUnsafeBufferPointer { ids in
        snapshot._nodes.withUnsafeBufferPointer { nodes in
          var index = 0
          while index < count && nodes[shift + index].id == ids[index] { index += 1 }
          return index == count
        }
      }
    guard same else {
      makeIndexOwn()
      return false
    }
    _index = snapshot.nodeIndexByID
    _indexShift = shift
    return true
  }
}

extension CheckTree {
  /// One item of a check tree given in pre-order with the size of its subtree, rather than as a
  /// ``Node`` holding its children: what a reader that meets the items one after another
  /// collects without building a tree of arrays (see ``append(preorder:)``).
  @usableFromInline
  package struct PreorderItem: Sendable {
    /// The item's ID.
    @usableFromInline package var id: ID
    /// The ID index's hash of ``id`` (``Snapshot/Builder/indexHash(of:)``).
    @usableFromInline package var hash: UInt32
    /// The items in its subtree, itself included: 1 for an item without children.
    @usableFromInline package var size: Int32
    @usableFromInline package var isChecked: Bool
    @usableFromInline package var isMandatory: Bool
    @usableFromInline package var isDisabled: Bool

    @inlinable
    package init(
      id: ID, hash: UInt32, size: Int32, isChecked: Bool, isMandatory: Bool, isDisabled: Bool
    ) {
      self.id = id
      self.hash = hash
      self.size = size
      self.isChecked = isChecked
      self.isMandatory = isMandatory
      self.isDisabled = isDisabled
    }
  }

  /// Adds the trees of `items`, whole subtrees in pre-order, as top-level items after the last
  /// one: the tree is then as ``append(roots:)`` makes it with the same items as nodes.
  ///
  /// - Throws: ``CheckTreeError/duplicateID(_:firstPath:secondPath:)`` as ``append(roots:)``
  ///   does; nothing is added then.
  /// - Precondition: Each item's subtree lies within its parent's, and the last ends with
  ///   `items`; each hash is the index's hash of its ID.
  /// - Complexity: O(*k*) on average for *k* items; no ID is hashed.
  @inlinable
  package mutating func append(
    preorder items: UnsafeBufferPointer<PreorderItem>
  ) throws(CheckTreeError<ID>) {
    makeIndexOwn()
    let start = _ids.count
    let mandatoryStart = _mandatory.count
    do {
      try build(preorder: items)
    } catch {
      removeNodes(from: start)
      throw error
    }
    countAppended(from: start, mandatoryFrom: mandatoryStart)
  }

  /// Adds the trees of `items` as ``append(preorder:)`` does, without indexing their IDs.
  ///
  /// The tree finds no ID until ``shareIndex(of:from:)`` gives it a snapshot's index (or a
  /// change of its items one of its own): for a reader whose snapshot indexes the same IDs, and
  /// has found any used twice.
  ///
  /// - Precondition: The tree is empty or was built this way; the IDs of `items` are new.
  /// - Complexity: O(*k*) for *k* items; no ID is hashed.
  @inlinable
  package mutating func append(unindexed items: UnsafeBufferPointer<PreorderItem>) {
    if _ids.isEmpty {
      _index = NodeIndexTable()
      _indexShift = nil
    }
    precondition(_indexShift == nil, "append(unindexed:) on a check tree with an index")
    let start = _ids.count
    let mandatoryStart = _mandatory.count
    buildRecords(preorder: items)
    countAppended(from: start, mandatoryFrom: mandatoryStart)
  }

  /// ``build(_:)`` for items in pre-order with their subtree sizes: the same flags, parents,
  /// ends and index, the open ancestors kept on a stack of plain values.
  @inlinable
  mutating func build(preorder items: UnsafeBufferPointer<PreorderItem>) throws(CheckTreeError<ID>)
  {
    let start = _ids.count
    buildRecords(preorder: items)
    let duplicate = _ids.withUnsafeBufferPointer { ids in
      _index.insertInBatches(
        start..<ids.count, idOf: { ids[$0] }, hashOf: { items[$0 - start].hash })
    }
    try throwDuplicate(duplicate, start: start)
  }

  /// The records and IDs of `items`, in pre-order with their subtree sizes, after the last
  /// node: ``build(preorder:)`` but for the index.
  @inlinable
  mutating func buildRecords(preorder items: UnsafeBufferPointer<PreorderItem>) {
    let start = _ids.count
    let needed = start + items.count
    reserve(adding: items.count)
    // The items whose subtrees are open: index, end, and what their children inherit.
    var open: [(index: Int, end: Int, disabled: Bool, checked: Bool)] = []
    for position in 0..<items.count {
      let index = start + position
      while let last = open.last, last.end <= index { open.removeLast() }
      let item = items[position]
      let end = index + Int(item.size)
      precondition(
        item.size >= 1 && end <= (open.last?.end ?? needed),
        "append(preorder:): item \(position)'s subtree of \(item.size) does not fit")
      let isLeaf = item.size == 1
      let (disabled, checked) = appendRecord(
        id: item.id, parent: open.last?.index ?? -1, end: end, isLeaf: isLeaf,
        isChecked: item.isChecked, isMandatory: item.isMandatory, isDisabled: item.isDisabled,
        inherited: (open.last?.disabled ?? false, open.last?.checked ?? false))
      if !isLeaf { open.append((index, end, disabled, checked)) }
    }
  }
}
