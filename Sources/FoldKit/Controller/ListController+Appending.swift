extension ListController {
  /// Shows `newSnapshot`, which adds sections and items at the end of the current snapshot,
  /// without comparing the rows already shown: a list that arrives in parts grows at the cost
  /// of the new rows alone.
  ///
  /// `newSnapshot` extends the current snapshot when it holds every current section with the
  /// same ID, header, footer and items (the last section may have more top-level items after
  /// its last), then new sections. That is checked at the edges (the section IDs, headers and
  /// footers, where each section's items start and end, the last current item); the items in
  /// between are taken to be the same. When `newSnapshot` does not extend the current snapshot,
  /// or a filter is active, or either snapshot has items with ``ItemOptions`` or items loaded on
  /// demand, nothing changes and the result is `nil`: use ``update(to:)``.
  ///
  /// The batch update inserts the rows of the new items of the last current section and the new
  /// sections. Expansion and selection stay as they are; the new items start closed.
  ///
  /// - Precondition: The items of `newSnapshot` that the current snapshot holds have the same
  ///   IDs, content and places (checked at the edges only).
  /// - Parameters:
  ///   - newSnapshot: The snapshot to show.
  ///   - listingRows: Whether the batch update lists the inserted rows of the last current
  ///     section one by one. A view that redraws what it shows without animating it, such as a
  ///     terminal's, passes `false` and saves an array of one index path per new row; the batch
  ///     update then leaves those rows out, and says only which sections are new.
  /// - Returns: The batch update, or `nil` when `newSnapshot` cannot be appended.
  /// - Complexity: O(*s* + *k* + log *n*) for *s* sections and *k* new visible elements.
  @inlinable
  public mutating func append(
    extending newSnapshot: ListSnapshot, listingRows: Bool = true
  ) -> Changeset? {
    // What the rest needs of the current snapshot, taken before it is replaced: the current
    // snapshot is then no longer held here, and its storage goes while the new rows are built.
    let oldSectionCount: Int
    let oldEnd: Int?
    do {
      let old = snapshot
      guard filter == nil, !old.hasItemOptions, !newSnapshot.hasItemOptions,
        !old.hasLoadedItems, !newSnapshot.hasLoadedItems,
        Self.extends(newSnapshot, old)
      else { return nil }
      oldSectionCount = old.sections.count
      oldEnd = old.sections.last?.nodes.upperBound
    }
    let pruned = expansion.pruned(to: newSnapshot)
    replaceSnapshot(with: newSnapshot, pruned: pruned)
    let height = self.height
    var changeset = Changeset()
    // The new rows are built and inserted a bounded run at a time, so that a large part never
    // holds all its new rows twice (in a buffer and in the tree) at once.
    var buffer: [VisibleElement] = []
    buffer.reserveCapacity(Self.appendRun)
    if let oldEnd {
      let last = oldSectionCount - 1
      let section = newSnapshot.sections[last]
      if section.nodes.upperBound > oldEnd, !expansion.isCollapsed(section: section.id) {
        let firstRow = rows.rowCount(inSection: last)
        var start = oldEnd
        while start < section.nodes.upperBound {
          // Whole top-level subtrees, about `appendRun` items of them.
          var end = start
          while end < section.nodes.upperBound && end - start < Self.appendRun {
            end = Int(newSnapshot._nodes[end]._subtreeEnd)
          }
          buffer.removeAll(keepingCapacity: true)
          VisibleRows.appendRows(
            of: newSnapshot, nodes: start..<end, section: last,
            sectionStart: section.nodes.lowerBound, expansion: expansion, height: height,
            to: &buffer)
          insertRows(buffer, at: rows.footerPosition(ofSection: last))
          start = end
        }
        let inserted = rows.rowCount(inSection: last) - firstRow
        if listingRows {
          changeset.insertedRows = (0..<inserted).map {
            ListIndexPath(section: last, row: firstRow + $0)
          }
        }
      }
    }
    buffer.removeAll(keepingCapacity: true)
    for section in oldSectionCount..<newSnapshot.sections.count {
      VisibleRows.appendSection(
        section, of: newSnapshot, expansion: expansion, height: height, to: &buffer)
      if buffer.count >= Self.appendRun {
        insertRows(buffer, at: rows.elements.count)
        buffer.removeAll(keepingCapacity: true)
      }
    }
    insertRows(buffer, at: rows.elements.count)
    changeset.insertedSections = Array(oldSectionCount..<newSnapshot.sections.count)
    return changeset
  }

  /// Inserts `elements` into the visible rows at `position` (for ``append(extending:listingRows:)``, whose
  /// body is specialized in the caller's module while the rows' setter stays internal).
  ///
  /// - Complexity: O(log *n* + *k*) for *k* elements.
  @usableFromInline
  mutating func insertRows(_ elements: [VisibleElement], at position: Int) {
    rows.insert(elements, at: position)
  }

  /// About how many items of the last section (or rows of new sections) ``append(extending:listingRows:)``
  /// builds rows for before inserting them.
  @inlinable static var appendRun: Int { 4096 }

  /// Whether `new` extends `old` (see ``append(extending:listingRows:)``), checked at the edges.
  @inlinable
  static func extends(_ new: ListSnapshot, _ old: ListSnapshot) -> Bool {
    guard new.sections.count >= old.sections.count, new.itemCount >= old.itemCount else {
      return false
    }
    for (index, section) in old.sections.enumerated() {
      let other = new.sections[index]
      guard other.id == section.id, other.header == section.header,
        other.footer == section.footer, other.isCollapsible == section.isCollapsible,
        other.nodes.lowerBound == section.nodes.lowerBound
      else { return false }
      let isLast = index == old.sections.count - 1
      guard other.nodes.upperBound == section.nodes.upperBound || isLast else { return false }
    }
    if let lastSection = old.sections.last {
      let end = lastSection.nodes.upperBound
      let grown = new.sections[old.sections.count - 1].nodes.upperBound
      // What the last section gains are new top-level items, after the old ones' subtrees.
      if grown > end && new.nodes[end].depth != 0 { return false }
    }
    guard let lastNode = old.nodes.indices.last else { return true }
    return new.nodes[lastNode].id == old.nodes[lastNode].id
      && new.nodes[lastNode].subtreeEnd == old.nodes[lastNode].subtreeEnd
  }
}
