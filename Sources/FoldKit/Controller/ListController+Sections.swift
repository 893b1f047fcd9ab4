extension ListController {
  /// Hides or shows the rows of section `section`.
  ///
  /// A section collapsed while a filter is active stays collapsed when the filter is re-applied
  /// to new items (see ``filter(where:)``).
  ///
  /// - Returns: The batch update: the section's rows deleted or inserted.
  /// - Precondition: `section` is in `0..<numberOfSections`.
  /// - Complexity: O(log *n* + *k*) for *k* rows hidden or shown.
  @discardableResult
  public mutating func setCollapsed(_ collapsed: Bool, section: Int) -> Changeset {
    precondition(
      section >= 0 && section < numberOfSections,
      "section \(section) not in 0..<\(numberOfSections)")
    let id = snapshot.sections[section].id
    guard expansion.isCollapsed(section: id) != collapsed else { return Changeset() }
    expansion.setCollapsed(collapsed, section: id)
    filter?.remember(collapsed, section: id)
    let header = rows.headerPosition(ofSection: section)
    var changeset = Changeset()
    if collapsed {
      let count = rows.rowCount(inSection: section)
      guard count > 0 else { return changeset }
      changeset.deletedRows = (0..<count).map { ListIndexPath(section: section, row: $0) }
      rows.remove((header + 1)..<(header + 1 + count))
    } else {
      var buffer: [VisibleElement] = []
      let nodes = snapshot.sections[section].nodes
      if usesGeneralRules {
        rowRules.appendRows(nodes: nodes, to: &buffer)
      } else {
        VisibleRows.appendRows(
          of: snapshot, nodes: nodes, section: section, sectionStart: nodes.lowerBound,
          expansion: expansion, height: height, to: &buffer)
      }
      guard !buffer.isEmpty else { return changeset }
      rows.insert(buffer, at: header + 1)
      changeset.insertedRows = (0..<buffer.count).map { ListIndexPath(section: section, row: $0) }
    }
    return changeset
  }

  /// Toggles whether section `section` is collapsed.
  ///
  /// - Returns: The batch update; see ``setCollapsed(_:section:)``.
  /// - Complexity: As ``setCollapsed(_:section:)``.
  @discardableResult
  public mutating func toggleSection(_ section: Int) -> Changeset {
    setCollapsed(!expansion.isCollapsed(section: snapshot.sections[section].id), section: section)
  }
}
