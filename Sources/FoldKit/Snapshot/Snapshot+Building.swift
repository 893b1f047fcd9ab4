extension Snapshot {
  /// Builds a snapshot item by item, in pre-order, without an array of sections first.
  ///
  /// A reader of a large file can build the snapshot as it reads, so no second copy of the items
  /// is ever held:
  ///
  /// ```swift
  /// var builder = Snapshot<String, String, String>.Builder()
  /// try builder.beginSection(id: "family", header: "Family")
  /// try builder.beginItem(id: "kim", content: "김영수", hasDetail: true)
  /// builder.endItem()
  /// builder.endSection()
  /// let snapshot = builder.snapshot()
  /// ```
  ///
  /// Items begun between ``beginItem(id:content:hasDetail:behavior:options:)`` and ``endItem()`` are
  /// children of the item begun there. Each item is stored once and its ID indexed once:
  /// inserting the ID also tells whether it was there, so a duplicate costs nothing until one is
  /// found; only then are the places of both occurrences worked out, from the stored parent links.
  public struct Builder: Sendable {
    @usableFromInline var sections: [Section] = []
    @usableFromInline var nodes: [Node] = []
    @usableFromInline var nodeIndexByID = NodeIndexTable()
    @usableFromInline var sectionIndexByID: [SectionID: Int] = [:]
    @usableFromInline var toggleAllNodes: [Int] = []
    @usableFromInline var hasItemOptions = false
    /// The open section's ID, header, footer and collapsibility, while one is open.
    @usableFromInline var openSection:
      (id: SectionID, header: Content?, footer: Content?, isCollapsible: Bool)?
    {
      didSet { hasOpenSection = openSection != nil }
    }
    /// Whether a section is open: checked for every item, where reading `openSection` would copy
    /// its ID and contents.
    @usableFromInline var hasOpenSection = false
    /// The first node of the open section, and how many top-level items it has so far.
    @usableFromInline var sectionStart = 0
    @usableFromInline var sectionTopLevel = 0
    /// The open items, outermost first: node index and children so far.
    @usableFromInline var openItems: [(node: Int, children: Int)] = []

    /// An empty builder with room for `itemCount` items.
    ///
    /// - Complexity: O(*n*) for *n* = `itemCount` (reserving storage).
    @inlinable
    public init(expectedItemCount itemCount: Int = 0) {
      nodes.reserveCapacity(itemCount)
      nodeIndexByID = NodeIndexTable(capacity: itemCount)
    }

    /// Gives the ID index room for `itemCount` items in all, at once rather than doubling as
    /// they arrive.
    ///
    /// - Complexity: O(*s*) for *s* slots of the index when it grows; nothing when it has the
    ///   room.
    @inlinable
    package mutating func reserveIndex(forItems itemCount: Int) {
      nodeIndexByID.reserveCapacity(itemCount)
    }

    /// An empty builder with room for `itemCount` items, whose ID index starts with room for
    /// `indexCapacity` of them (it grows as they arrive, or at once with ``reserveIndex(forItems:)``).
    ///
    /// The items' storage is reserved, not written: its pages cost memory only as items fill
    /// them. The index is written whole when made, so a reader that shows the first items of a
    /// large file before the rest arrive starts it small rather than at the size of the file.
    ///
    /// - Complexity: O(*c*) for *c* = `indexCapacity`.
    @inlinable
    package init(expectedItemCount itemCount: Int, indexCapacity: Int) {
      nodes.reserveCapacity(itemCount)
      nodeIndexByID = NodeIndexTable(capacity: Swift.min(itemCount, indexCapacity))
    }

    /// Opens a new section at the end.
    ///
    /// - Precondition: No section is open.
    /// - Throws: ``SnapshotError`` when a section already has `id`; nothing is added then.
    /// - Complexity: O(1) on average.
    @inlinable
    public mutating func beginSection(
      id: SectionID, header: Content? = nil, footer: Content? = nil, isCollapsible: Bool = false
    ) throws(SnapshotError) {
      precondition(openSection == nil, "beginSection: section \(sections.count) is still open")
      let index = sections.count
      if let first = sectionIndexByID.updateValue(index, forKey: id) {
        sectionIndexByID[id] = first
        throw SnapshotError(
          kind: .duplicateSectionID, id: describing(id), firstPlace: [first],
          secondPlace: [index])
      }
      openSection = (id, header, footer, isCollapsible)
      sectionStart = nodes.count
      sectionTopLevel = 0
    }

    /// Adds an item after the last one and opens it: items begun before its ``endItem()`` are
    /// its children.
    ///
    /// - Precondition: A section is open.
    /// - Throws: ``SnapshotError`` naming both places when an item already has `id`; nothing is
    ///   added then.
    /// - Complexity: O(1) on average.
    @inlinable
    public mutating func beginItem(
      id: ItemID, content: consuming Content, hasDetail: Bool = false,
      behavior: RowBehavior = .automatic, options: ItemOptions = []
    ) throws(SnapshotError) {
      precondition(hasOpenSection, "beginItem: no section is open")
      let index = nodes.count
      precondition(index < Int(Int32.max), "a snapshot holds fewer than \(Int32.max) items")
      let parent = openItems.last?.node ?? -1
      let position = openItems.last?.children ?? sectionTopLevel
      // Recorded without reading any node unless another ID shares the hash bits.
      let hash = NodeIndexTable.hashBits(id)
      var probe = nodeIndexByID.startInsertion(hash: hash)
      while let first = nodeIndexByID.insert(hash: hash, node: index, probing: &probe) {
        guard nodes[first].id == id else { continue }
        throw duplicateItem(
          id, first: first, section: sections.count, parent: parent, position: position)
      }
      appendOpenItem(
        id: id, content: content, hasDetail: hasDetail, behavior: behavior, options: options,
        parent: parent, position: position)
    }

    /// Appends the node of a new item at `position` among the children of `parent` (-1: the
    /// section's top level) and opens it; the caller has checked its ID, or indexes it later.
    ///
    /// - Complexity: O(1) amortized.
    @inlinable
    mutating func appendOpenItem(
      id: ItemID, content: consuming Content, hasDetail: Bool, behavior: RowBehavior,
      options: ItemOptions, parent: Int, position: Int
    ) {
      let index = nodes.count
      if openItems.isEmpty {
        sectionTopLevel += 1
      } else {
        openItems[openItems.count - 1].children += 1
      }
      if behavior == .toggleAll { toggleAllNodes.append(index) }
      nodes.append(
        Node(
          id: id, content: content, hasDetail: hasDetail, behavior: behavior,
          section: sections.count, parent: parent, depth: openItems.count, subtreeEnd: index + 1,
          childCount: 0, siblingIndex: position))
      if !options.isEmpty {
        nodes[index].options = options
        hasItemOptions = true
      }
      openItems.append((index, 0))
    }

    /// Closes the item begun last.
    ///
    /// - Precondition: An item is open.
    /// - Complexity: O(1).
    @inlinable
    public mutating func endItem() {
      guard let (node, children) = openItems.popLast() else {
        preconditionFailure("endItem: no item is open")
      }
      nodes[node]._subtreeEnd = Int32(truncatingIfNeeded: nodes.count)
      nodes[node]._childCount = Int32(truncatingIfNeeded: children)
    }

    /// Closes the open section.
    ///
    /// - Precondition: A section is open and none of its items is.
    /// - Complexity: O(1) amortized.
    @inlinable
    public mutating func endSection() {
      guard let open = openSection else { preconditionFailure("endSection: no section is open") }
      precondition(openItems.isEmpty, "endSection: \(openItems.count) items are still open")
      sections.append(
        Section(
          id: open.id, header: open.header, footer: open.footer,
          isCollapsible: open.isCollapsible, nodes: sectionStart..<nodes.count,
          topLevelCount: sectionTopLevel))
      openSection = nil
    }

    /// Changes the open section's header, footer and collapsibility (a reader that learns them
    /// after the section's items).
    ///
    /// - Precondition: A section is open.
    /// - Complexity: O(1).
    public mutating func updateOpenSection(
      header: Content?, footer: Content?, isCollapsible: Bool
    ) {
      guard let open = openSection else {
        preconditionFailure("updateOpenSection: no section is open")
      }
      openSection = (open.id, header, footer, isCollapsible)
    }

    /// Removes the open section and its items, leaving the sections closed before it (a reader
    /// that stops in the middle of a section).
    ///
    /// - Precondition: A section is open.
    /// - Complexity: O(*n*) for *n* items kept: their IDs are indexed again.
    public mutating func discardOpenSection() {
      guard let open = openSection else {
        preconditionFailure("discardOpenSection: no section is open")
      }
      sectionIndexByID[open.id] = nil
      nodes.removeSubrange(sectionStart...)
      toggleAllNodes.removeAll { $0 >= sectionStart }
      var table = NodeIndexTable(capacity: nodes.count)
      for index in nodes.indices {
        _ = table.insert(nodes[index].id, node: index) { nodes[$0].id }
      }
      nodeIndexByID = table
      openItems = []
      openSection = nil
    }

    /// Adds `item` and its whole subtree after the last item, as
    /// ``beginItem(id:content:hasDetail:behavior:options:)`` and ``endItem()`` would one by one.
    ///
    /// - Precondition: A section is open.
    /// - Throws: ``SnapshotError`` at the first ID already used; the items before it in
    ///   `item`'s subtree stay added, the builder's open items are then unspecified.
    /// - Complexity: O(*k*) on average for *k* items in the subtree.
    @inlinable
    public mutating func append(_ item: ListItem<ItemID, Content>) throws(SnapshotError) {
      try beginItem(
        id: item.id, content: item.content, hasDetail: item.hasDetail, behavior: item.behavior,
        options: item.options)
      // Through a buffer, so each child is lent in place: iterating the array (or reading it by
      // index) copies every child, retaining its ID, content and children, then frees the copy.
      try item.children.withUnsafeBufferPointer { children throws(SnapshotError) in
        for index in children.indices { try append(children[index]) }
      }
      endItem()
    }

    /// The node index of the item with `id` added so far, or `nil`.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public func nodeIndex(of id: ItemID) -> Int? {
      nodes.withUnsafeBufferPointer { nodes in nodeIndexByID.find(id) { nodes[$0].id } }
    }

    /// The number of items added so far.
    ///
    /// - Complexity: O(1).
    @inlinable
    public var itemCount: Int { nodes.count }

    /// The snapshot built so far.
    ///
    /// - Precondition: No section is open.
    /// - Complexity: O(1).
    @inlinable
    public func snapshot() -> Snapshot {
      precondition(openSection == nil, "snapshot(): section \(sections.count) is still open")
      return Snapshot(built: self)
    }

    /// A builder with room for every section and item of `input`.
    @inlinable
    init(capacityFor input: [ListSection<SectionID, ItemID, Content>]) {
      var count = 0
      for section in input { count += Self.itemCount(section.items) }
      precondition(
        count < Int(Int32.max), "a snapshot holds fewer than \(Int32.max) items, not \(count)")
      sections.reserveCapacity(input.count)
      sectionIndexByID.reserveCapacity(input.count)
      nodes.reserveCapacity(count)
      nodeIndexByID = NodeIndexTable(capacity: count)
    }

    /// The number of items in `items` and all their descendants.
    @inlinable
    static func itemCount(_ items: [ListItem<ItemID, Content>]) -> Int {
      var count = items.count
      for item in items where !item.children.isEmpty { count += itemCount(item.children) }
      return count
    }

    /// Appends every section of `input`, in order.
    @inlinable
    mutating func add(_ input: [ListSection<SectionID, ItemID, Content>]) throws(SnapshotError) {
      for section in input {
        try beginSection(
          id: section.id, header: section.header, footer: section.footer,
          isCollapsible: section.isCollapsible)
        try section.items.withUnsafeBufferPointer { items throws(SnapshotError) in
          for index in items.indices { try append(items[index]) }
        }
        endSection()
      }
    }

    /// The error for item `id` found again at `position` under `parent` in `section`, having
    /// first been stored as node `first`.
    @usableFromInline
    func duplicateItem(
      _ id: ItemID, first: Int, section: Int, parent: Int, position: Int
    ) -> SnapshotError {
      let parentPlace = parent < 0 ? [section] : place(ofNode: parent)
      return SnapshotError(
        kind: .duplicateItemID, id: describing(id), firstPlace: place(ofNode: first),
        secondPlace: parentPlace + [position])
    }

    /// The place of a stored node: its section, then its position among its siblings at each
    /// level from the top down.
    @usableFromInline
    func place(ofNode index: Int) -> [Int] {
      var positions: [Int] = []
      var current = index
      while current >= 0 {
        positions.append(nodes[current].siblingIndex)
        current = Int(nodes[current]._parent)
      }
      return [nodes[index].section] + positions.reversed()
    }
  }
}
