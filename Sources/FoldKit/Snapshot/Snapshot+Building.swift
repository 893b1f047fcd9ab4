extension Snapshot {
  /// Fills a snapshot's storage in one pre-order pass over its input.
  ///
  /// Each item is stored once and its ID indexed once: `updateValue` both inserts the ID and
  /// tells whether it was there, so a duplicate costs nothing until one is found. Only then are
  /// the places of both occurrences worked out, from the stored parent links.
  @usableFromInline
  struct Builder {
    @usableFromInline var sections: [Section] = []
    @usableFromInline var nodes: [Node] = []
    @usableFromInline var nodeIndexByID: [ItemID: Int] = [:]
    @usableFromInline var sectionIndexByID: [SectionID: Int] = [:]
    @usableFromInline var toggleAllNodes: [Int] = []
    @usableFromInline var hasItemOptions = false

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
      nodeIndexByID.reserveCapacity(count)
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
        let sectionIndex = sections.count
        if let first = sectionIndexByID.updateValue(sectionIndex, forKey: section.id) {
          throw SnapshotError(
            kind: .duplicateSectionID, id: String(describing: section.id), firstPlace: [first],
            secondPlace: [sectionIndex])
        }
        let start = nodes.count
        try append(section.items, section: sectionIndex, parent: -1, depth: 0)
        sections.append(
          Section(
            id: section.id, header: section.header, footer: section.footer,
            isCollapsible: section.isCollapsible, nodes: start..<nodes.count,
            topLevelCount: section.items.count))
      }
    }

    /// Appends `items` (siblings under node `parent`, or top-level items for -1) and their
    /// subtrees in pre-order.
    @inlinable
    mutating func append(
      _ items: [ListItem<ItemID, Content>], section: Int, parent: Int, depth: Int
    ) throws(SnapshotError) {
      let siblingCount = items.count
      for position in items.indices {
        let item = items[position]
        let index = nodes.count
        if let first = nodeIndexByID.updateValue(index, forKey: item.id) {
          throw duplicateItem(
            item.id, first: first, section: section, parent: parent, position: position)
        }
        if item.behavior == .toggleAll { toggleAllNodes.append(index) }
        nodes.append(
          Node(
            id: item.id, content: item.content, hasDetail: item.hasDetail,
            behavior: item.behavior, section: section, parent: parent, depth: depth,
            subtreeEnd: index + 1, childCount: item.children.count, siblingIndex: position,
            siblingCount: siblingCount))
        if !item.options.isEmpty {
          nodes[index].options = item.options
          hasItemOptions = true
        }
        if !item.children.isEmpty {
          try append(item.children, section: section, parent: index, depth: depth + 1)
          nodes[index]._subtreeEnd = Int32(truncatingIfNeeded: nodes.count)
        }
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
        kind: .duplicateItemID, id: String(describing: id), firstPlace: place(ofNode: first),
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
