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
    makeIDsAndIndexOwn()
    let start = count
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
    if _sharedIDs == nil && knowsIDs { _ids.reserveCapacity(count) }
    _nodes.reserveCapacity(count)
    guard _indexShift != nil else { return }
    makeIDsAndIndexOwn()
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
      start == count || (start < count && _nodes[start].parent < 0),
      "removeNodes(from:): \(start) is not where a top-level item starts")
    guard start < count else { return }
    if let shift = _indexShift {
      _index = _index.keepingNodes(in: shift..<(shift + start))
      _indexShift = 0
    }
    // IDs read from a snapshot stay so: the items kept are its first ones still.
    if _ids.count > start { _ids.removeSubrange(start...) }
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

  /// Whether the tree reads its IDs from a snapshot's items rather than keeping them (see
  /// ``shareIndex(of:from:)``).
  ///
  /// - Complexity: O(1).
  package var readsIDsFromSnapshot: Bool { _sharedIDs != nil }

  /// The bytes of a node's record (structure, flags and counts), beside its ID.
  package static var bytesPerRecord: Int { MemoryLayout<CheckTreeRecord>.stride }

  /// Gives the tree its IDs and an index of its own, numbered as the tree is, if it reads them
  /// from a snapshot or has no index: what a change of its items needs.
  ///
  /// - Precondition: The tree knows its IDs (see ``id(at:)``).
  /// - Complexity: O(1) when both are the tree's own already; else O(*n*) for *n* items to copy
  ///   the IDs, plus O(*s*) for the *s* slots of a shared index, or O(*n*) without an index
  ///   (every ID hashed).
  @inlinable
  mutating func makeIDsAndIndexOwn() {
    if let shared = _sharedIDs {
      _ids = (0..<count).map(shared)
      _sharedIDs = nil
    }
    precondition(knowsIDs, "a check tree changes before a snapshot gives it its IDs")
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
  /// The index is shared, not copied, and so are the IDs: the tree reads them from the
  /// snapshot's items and keeps none. A list of a million check items saves the 11 MB of a
  /// second index and the 16 MB of a second array of IDs, and the work of hashing and placing
  /// every ID again. The tree takes an index and IDs of its own when its items grow (an
  /// append); removing items from the end keeps reading the IDs from the snapshot.
  ///
  /// A tree grown by ``append(unindexed:)`` knows no IDs to compare: the snapshot's items from
  /// `shift` on must then be the tree's nodes, which the reader that grew both ensures.
  ///
  /// - Precondition: A tree that does not know its IDs has as many items as the snapshot has
  ///   from `shift` on.
  /// - Returns: Whether the tree shares `snapshot`'s index.
  /// - Complexity: O(*n*) for *n* items (their IDs compared with the snapshot's, when the tree
  ///   knows them), plus ``makeIDsAndIndexOwn()``'s when the items differ.
  @inlinable @discardableResult
  package mutating func shareIndex<SectionID: Hashable & Sendable, Content: Sendable>(
    of snapshot: Snapshot<SectionID, ID, Content>, from shift: Int
  ) -> Bool {
    let count = self.count
    let fits = shift >= 0 && snapshot._nodes.count - shift == count
    precondition(
      fits || knowsIDs, "a check tree without IDs takes them from a snapshot of other items")
    let same =
      fits
      && (!knowsIDs
        || snapshot._nodes.withUnsafeBufferPointer { nodes in
          var index = 0
          while index < count && nodes[shift + index].id == id(at: index) { index += 1 }
          return index == count
        })
    guard same else {
      makeIDsAndIndexOwn()
      return false
    }
    _index = snapshot.nodeIndexByID
    _indexShift = shift
    let nodes = snapshot._nodes
    _sharedIDs = { nodes[shift + $0].id }
    _ids = []
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
    makeIDsAndIndexOwn()
    let start = count
    let mandatoryStart = _mandatory.count
    do {
      try build(preorder: items)
    } catch {
      removeNodes(from: start)
      throw error
    }
    countAppended(from: start, mandatoryFrom: mandatoryStart)
  }

  /// Adds the trees of `items` as ``append(preorder:)`` does, without indexing their IDs or
  /// keeping them.
  ///
  /// The tree knows no ID until ``shareIndex(of:from:)`` gives it a snapshot's items and index,
  /// which must then hold the tree's items: for a reader whose snapshot holds and indexes the
  /// same IDs, and has found any used twice. Until then, only marks are read and changed by
  /// node (the tree's counts, ``removeNodes(from:)``).
  ///
  /// - Precondition: The tree is empty or was built this way; the IDs of `items` are new.
  /// - Complexity: O(*k*) for *k* items; no ID is hashed or copied.
  @inlinable
  package mutating func append(unindexed items: UnsafeBufferPointer<PreorderItem>) {
    if count == 0 {
      _ids = []
      _sharedIDs = nil
      _index = NodeIndexTable()
      _indexShift = nil
    }
    precondition(
      _indexShift == nil && _sharedIDs == nil && _ids.isEmpty,
      "append(unindexed:) on a check tree that knows its IDs")
    let start = count
    let mandatoryStart = _mandatory.count
    buildRecords(preorder: items, storingIDs: false)
    countAppended(from: start, mandatoryFrom: mandatoryStart)
  }

  /// ``build(_:)`` for items in pre-order with their subtree sizes: the same flags, parents,
  /// ends and index, the open ancestors kept on a stack of plain values.
  @inlinable
  mutating func build(preorder items: UnsafeBufferPointer<PreorderItem>) throws(CheckTreeError<ID>)
  {
    let start = count
    buildRecords(preorder: items, storingIDs: true)
    let duplicate = _ids.withUnsafeBufferPointer { ids in
      _index.insertInBatches(
        start..<ids.count, idOf: { ids[$0] }, hashOf: { items[$0 - start].hash })
    }
    try throwDuplicate(duplicate, start: start)
  }

  /// The records of `items` (and their IDs, when `storingIDs`), in pre-order with their
  /// subtree sizes, after the last node: ``build(preorder:)`` but for the index.
  @inlinable
  mutating func buildRecords(preorder items: UnsafeBufferPointer<PreorderItem>, storingIDs: Bool) {
    let start = count
    let needed = start + items.count
    reserve(adding: items.count, storingIDs: storingIDs)
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
        id: storingIDs ? item.id : nil, parent: open.last?.index ?? -1, end: end, isLeaf: isLeaf,
        isChecked: item.isChecked, isMandatory: item.isMandatory, isDisabled: item.isDisabled,
        inherited: (open.last?.disabled ?? false, open.last?.checked ?? false))
      if !isLeaf { open.append((index, end, disabled, checked)) }
    }
  }
}
