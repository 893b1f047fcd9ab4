extension Snapshot {
  /// The number of items of the snapshot as built; loaded items follow them.
  ///
  /// - Complexity: O(1).
  @inlinable public var builtItemCount: Int {
    _sections.isEmpty ? 0 : _sections[_sections.count - 1].nodes.upperBound
  }

  /// Whether any item's children were loaded on demand.
  ///
  /// - Complexity: O(1).
  public var hasLoadedItems: Bool { !loaded.isEmpty }

  /// Whether node `index` was loaded on demand rather than built with the snapshot.
  ///
  /// - Complexity: O(1).
  @inlinable public func isLoaded(_ index: Int) -> Bool { index >= builtItemCount }

  /// The node indexes that hold the children of node `index` and their descendants: the nodes
  /// right after it, or the run its loaded children were appended as.
  ///
  /// - Complexity: O(1) on average.
  public func descendantRange(of index: Int) -> Range<Int> {
    loaded.runs[index] ?? (index + 1)..<nodes[index].subtreeEnd
  }

  /// The built item whose loaded descendants include loaded node `index`.
  func anchor(ofLoaded index: Int) -> Int { loaded.anchor[index - builtItemCount] }

  /// The place of node `index` as ``SnapshotError`` names it: section, then sibling positions.
  ///
  /// - Complexity: O(*d*) for depth *d*.
  func place(ofNode index: Int) -> [Int] {
    var path: [Int] = []
    var current: Int? = index
    while let node = current {
      path.append(nodes[node].siblingIndex)
      current = nodes[node].parent
    }
    return [nodes[index].section] + path.reversed()
  }

  /// Appends `items` as the loaded children of node `parent`, with their descendants.
  ///
  /// - Returns: The node indexes of the new nodes.
  /// - Throws: ``SnapshotError`` if an ID is already in the snapshot or used twice in `items`;
  ///   the snapshot is then unchanged.
  /// - Precondition: Node `parent` has no children.
  /// - Complexity: O(*k* + *b*) for *k* new items and *b* items already loaded under the same
  ///   anchor (the nearest item of the snapshot as built), on average.
  mutating func appendLoadedChildren(
    _ items: [ListItem<ItemID, Content>], to parent: Int
  ) throws(SnapshotError) -> Range<Int> {
    precondition(
      nodes[parent].childCount == 0, "item \(nodes[parent].id) already has children")
    let first = nodes.count
    let parentPlace = place(ofNode: parent)
    var places: [ItemID: [Int]] = [:]
    try checkNewIDs(items, place: parentPlace, places: &places)
    if loaded.isEmpty {
      loaded.anchor.reserveCapacity(items.count)
    }
    appendRun(
      items, section: nodes[parent].section, parent: parent, depth: nodes[parent].depth + 1)
    let run = first..<nodes.count
    _nodes[parent]._childCount = Int32(truncatingIfNeeded: items.count)
    // Loaded, even if empty: the item no longer waits for children.
    _nodes[parent].options.remove(.childrenOnDemand)
    loaded.runs[parent] = run
    order(run, under: parent)
    return run
  }

  private func checkNewIDs(
    _ items: [ListItem<ItemID, Content>], place: [Int], places: inout [ItemID: [Int]]
  ) throws(SnapshotError) {
    for (position, item) in items.enumerated() {
      let itemPlace = place + [position]
      if let existing = nodeIndex(of: item.id) {
        throw SnapshotError(
          kind: .duplicateItemID, id: describing(item.id),
          firstPlace: self.place(ofNode: existing), secondPlace: itemPlace)
      }
      if let earlier = places[item.id] {
        throw SnapshotError(
          kind: .duplicateItemID, id: describing(item.id), firstPlace: earlier,
          secondPlace: itemPlace)
      }
      places[item.id] = itemPlace
      try checkNewIDs(item.children, place: itemPlace, places: &places)
    }
  }

  private mutating func appendRun(
    _ items: [ListItem<ItemID, Content>], section: Int, parent: Int, depth: Int
  ) {
    for (position, item) in items.enumerated() {
      let index = nodes.count
      let recorded = _nodes.withUnsafeBufferPointer { nodes in
        nodeIndexByID.insert(item.id, node: index) { nodes[$0].id }
      }
      precondition(recorded == nil, "loaded item \(item.id) was checked new")
      _nodes.append(
        Node(
          id: item.id, content: item.content, hasDetail: item.hasDetail, behavior: item.behavior,
          section: section, parent: parent, depth: depth, subtreeEnd: index + 1,
          childCount: item.children.count, siblingIndex: position))
      if !item.options.isEmpty {
        _nodes[index].options = item.options
        hasItemOptions = true
      }
      // A loaded "agree to all" row shows the mark over every item, as a built one does.
      if item.behavior == .toggleAll { _toggleAllNodes.append(index) }
      appendRun(item.children, section: section, parent: index, depth: depth + 1)
      _nodes[index]._subtreeEnd = Int32(truncatingIfNeeded: nodes.count)
    }
  }

  /// Places the new `run` (the loaded subtree of `parent`) in its anchor's order and ranks it.
  private mutating func order(_ run: Range<Int>, under parent: Int) {
    let firstLoaded = builtItemCount
    let grow = nodes.count - firstLoaded - loaded.anchor.count
    loaded.anchor += repeatElement(0, count: grow)
    loaded.rank += repeatElement(0, count: grow)
    loaded.rankEnd += repeatElement(0, count: grow)
    let anchor = isLoaded(parent) ? loaded.anchor[parent - firstLoaded] : parent
    var order = loaded.orders.removeValue(forKey: anchor) ?? []
    let at = isLoaded(parent) ? loaded.rank[parent - firstLoaded] + 1 : 0
    order.insert(contentsOf: run, at: at)
    // Ranks from the insertion on, and the rank ends of everything (a node's loaded
    // descendants are the nodes after it in the order that are deeper than it).
    var open: [Int] = []
    for (rank, node) in order.enumerated() {
      let slot = node - firstLoaded
      loaded.anchor[slot] = anchor
      loaded.rank[slot] = rank
      while let last = open.last, nodes[last].depth >= nodes[node].depth {
        loaded.rankEnd[last - firstLoaded] = rank
        open.removeLast()
      }
      open.append(node)
    }
    for node in open { loaded.rankEnd[node - firstLoaded] = order.count }
    loaded.orders[anchor] = order
  }

  /// The two-part ordering key of the element of `kind` for item `index`.
  @inlinable
  func elementKey(_ kind: VisibleElement.Kind, node index: Int) -> VisibleKey {
    guard index >= builtItemCount else {
      let section = nodes[index].section
      return VisibleKey(
        VisibleElement.key(
          kind: kind, index: index, section: section,
          sectionStart: sections[section].nodes.lowerBound))
    }
    return loadedElementKey(kind, node: index)
  }

  /// The two-part ordering key of the element of `kind` for loaded item `index`.
  @usableFromInline
  func loadedElementKey(_ kind: VisibleElement.Kind, node index: Int) -> VisibleKey {
    let firstLoaded = builtItemCount
    let anchor = loaded.anchor[index - firstLoaded]
    let rank = loaded.rank[index - firstLoaded]
    let base = elementKey(.status, node: anchor).key
    let offset: UInt32
    switch kind {
    case .row: offset = 0
    case .detail: offset = 1
    default: offset = 2
    }
    return VisibleKey(base, UInt32(4 * (rank + 1)) + offset)
  }

  /// A key past every element of item `index`'s descendants and before whatever follows them.
  func descendantsEndKey(of index: Int) -> VisibleKey {
    let firstLoaded = builtItemCount
    guard index >= firstLoaded else {
      let last = nodes[index].subtreeEnd - 1
      return VisibleKey(elementKey(.status, node: last).key, .max)
    }
    let anchor = loaded.anchor[index - firstLoaded]
    let end = loaded.rankEnd[index - firstLoaded]
    return VisibleKey(elementKey(.status, node: anchor).key, UInt32(4 * end + 3))
  }

  /// The element of `kind` for item `index`, with `height`.
  @usableFromInline func visibleElement(
    _ kind: VisibleElement.Kind, node index: Int, height: Double
  )
    -> VisibleElement
  {
    let key = elementKey(kind, node: index)
    return VisibleElement(
      kind: kind, index: index, key: key.key, minor: key.minor, height: height)
  }
}

extension Snapshot.Builder {
  /// Gives this copy of a builder an ID index of its own, sized for the items it holds.
  ///
  /// A copy taken while building goes on (a part of a list shown while the rest is read) shares
  /// the index with the builder it came from, whose next item would then copy the whole index,
  /// room still empty included; with an index of its own, the copy costs only its items' slots
  /// and the builder's index stays unshared.
  ///
  /// - Complexity: O(*s*) for *s* slots of the index; no ID is hashed again.
  package mutating func takeOwnIndex() {
    nodeIndexByID = nodeIndexByID.keepingNodes(below: nodes.count)
  }
}

extension Snapshot.Builder {
  /// Adds an item as ``beginItem(id:content:hasDetail:behavior:options:)`` does, but leaves its
  /// ID out of the index until ``indexItems(from:)``: a reader that adds many items indexes them
  /// in batches, whose slots are fetched from memory together rather than one miss at a time.
  ///
  /// Until then, ``nodeIndex(of:)`` does not find the item, and an ID used twice is not noticed.
  ///
  /// - Precondition: A section is open.
  /// - Complexity: O(1) amortized.
  @inlinable
  package mutating func beginItemIndexedLater(
    id: ItemID, content: consuming Content, hasDetail: Bool = false,
    behavior: RowBehavior = .automatic, options: ItemOptions = []
  ) {
    precondition(hasOpenSection, "beginItem: no section is open")
    let index = nodes.count
    precondition(index < Int(Int32.max), "a snapshot holds fewer than \(Int32.max) items")
    let parent = openItems.last?.node ?? -1
    let position = openItems.last?.children ?? sectionTopLevel
    appendOpenItem(
      id: id, content: content, hasDetail: hasDetail, behavior: behavior, options: options,
      parent: parent, position: position)
  }

  /// Adds an item without children, as ``beginItemIndexedLater(id:content:hasDetail:behavior:options:)``
  /// and ``endItem()`` would, without opening and closing it (a reader adding millions of
  /// leaves).
  ///
  /// - Precondition: A section is open.
  /// - Complexity: O(1) amortized.
  @inlinable
  package mutating func appendLeafIndexedLater(
    id: ItemID, content: consuming Content, hasDetail: Bool = false,
    behavior: RowBehavior = .automatic, options: ItemOptions = []
  ) {
    beginItemIndexedLater(
      id: id, content: content, hasDetail: hasDetail, behavior: behavior, options: options)
    // Closed as it was opened: a node without children already has its end and child count.
    openItems.removeLast()
  }

  /// Indexes the IDs of the items from node `start` on, added with
  /// ``beginItemIndexedLater(id:content:hasDetail:behavior:options:)``, in node order.
  ///
  /// The slots of a batch of items are read together first (their cache misses overlap), then
  /// the IDs are recorded one by one, as ``beginItem(id:content:hasDetail:behavior:options:)``
  /// records them (see ``NodeIndexTable/insertInBatches(_:idOf:)``).
  ///
  /// - Returns: `nil` when every ID is new; else the first node, in node order, whose ID an
  ///   earlier item has, and the error naming both places (the items before it are indexed, it
  ///   and those after it are not).
  /// - Complexity: O(*k*) on average for *k* items.
  @inlinable
  package mutating func indexItems(from start: Int) -> (node: Int, error: SnapshotError)? {
    let duplicate = nodes.withUnsafeBufferPointer { nodes in
      nodeIndexByID.insertInBatches(start..<nodes.count) { nodes[$0].id }
    }
    return duplicateError(duplicate)
  }

  /// ``indexItems(from:)``, with the ``indexHash(of:)`` of each item's ID worked out before (by
  /// a reader that hashed them on another thread): `hashes[i]` for node `start + i`.
  ///
  /// - Precondition: `hashes` has one hash for each item from `start` on.
  /// - Complexity: O(*k*) on average for *k* items.
  @inlinable
  package mutating func indexItems(
    from start: Int, hashes: borrowing [UInt32]
  ) -> (node: Int, error: SnapshotError)? {
    precondition(hashes.count == nodes.count - start, "indexItems: one hash per item")
    let duplicate = nodes.withUnsafeBufferPointer { nodes in
      hashes.withUnsafeBufferPointer { hashes in
        nodeIndexByID.insertInBatches(
          start..<nodes.count, idOf: { nodes[$0].id }, hashOf: { hashes[$0 - start] })
      }
    }
    return duplicateError(duplicate)
  }

  /// The hash bits the ID index keeps of `id`, for ``indexItems(from:hashes:)``.
  ///
  /// - Complexity: O(*k*) for an ID of *k* bytes.
  @inlinable
  package static func indexHash(of id: ItemID) -> UInt32 {
    NodeIndexTable.hashBits(id)
  }

  /// The error for the duplicate ``NodeIndexTable/insertInBatches(_:idOf:hashOf:)`` found, if
  /// any.
  @inlinable
  func duplicateError(
    _ duplicate: (node: Int, earlier: Int)?
  ) -> (node: Int, error: SnapshotError)? {
    guard let (node, earlier) = duplicate else { return nil }
    let error = duplicateItem(
      nodes[node].id, first: earlier, section: nodes[node].section,
      parent: Int(nodes[node]._parent), position: nodes[node].siblingIndex)
    return (node, error)
  }
}
