extension ListController {
  /// Selects the row at `indexPath` and carries out what its behavior says.
  ///
  /// - A row with a detail opens or closes it (moving it under the list's exclusive policy).
  /// - A row with children shows or hides them.
  /// - A checkable row toggles its check mark; an "agree to all" row toggles every mark.
  /// - An error row (children that failed to load) retries the load.
  /// - Any other row flashes; detail rows and loading rows are not selectable.
  ///
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: O(log *n* + *k*) for *k* rows shown or hidden (see ``setExpanded(_:_:origin:)``).
  public mutating func select(at indexPath: ListIndexPath) -> SelectionOutcome<ItemID> {
    let element = rows[indexPath]
    if element.kind == .status {
      let id = snapshot.nodes[element.index].id
      let changeset = retryLoad(of: id)
      guard !changeset.isEmpty else { return SelectionOutcome(action: .none) }
      return SelectionOutcome(action: .retriedLoad(id), changeset: changeset)
    }
    guard element.kind == .row else { return SelectionOutcome(action: .none) }
    let node = snapshot.nodes[element.index]
    switch node.resolvedBehavior {
    case .toggleDetail, .toggleChildren:
      guard node.isExpandable else { return SelectionOutcome(action: .flashed(node.id)) }
      let apartDetail =
        node.opensDetailApart && node.hasDetail
        && node.resolvedBehavior == .toggleDetail
      let changeset = apartDetail ? toggleDetail(node.id) : toggle(node.id)
      let isExpanded =
        apartDetail ? expansion.isDetailOpen(node.id) : expansion.isExpanded(node.id)
      let action: SelectionOutcome<ItemID>.Action =
        node.resolvedBehavior == .toggleDetail
        ? .toggledDetail(node.id, isExpanded: isExpanded)
        : .toggledChildren(node.id, isExpanded: isExpanded)
      return SelectionOutcome(
        action: action, changeset: changeset, announcement: announcement(forNode: element.index))
    case .flash, .automatic:
      return SelectionOutcome(action: .flashed(node.id))
    case .toggleCheck, .toggleAll:
      return toggleCheck(ofNode: element.index)
    case .none:
      return SelectionOutcome(action: .none)
    }
  }

  /// Selects the header of section `section`: a collapsible section hides or shows its rows.
  ///
  /// After showing a section, the outcome asks to scroll its last row to the bottom of the view,
  /// so a person sees what appeared.
  ///
  /// - Precondition: `section` is in `0..<numberOfSections`.
  /// - Complexity: O(log *n* + *k*) for *k* rows hidden or shown.
  public mutating func selectHeader(ofSection section: Int) -> SelectionOutcome<ItemID> {
    precondition(
      section >= 0 && section < numberOfSections,
      "section \(section) not in 0..<\(numberOfSections)")
    guard snapshot.sections[section].isCollapsible else { return SelectionOutcome(action: .none) }
    let changeset = toggleSection(section)
    let collapsed = expansion.isCollapsed(section: snapshot.sections[section].id)
    var scroll: ScrollRequest?
    let count = numberOfRows(inSection: section)
    if !collapsed && count > 0 {
      scroll = ScrollRequest(
        indexPath: ListIndexPath(section: section, row: count - 1), position: .bottom)
    }
    return SelectionOutcome(
      action: .toggledSection(section, isCollapsed: collapsed), changeset: changeset,
      scroll: scroll, announcement: announcement(forSection: section))
  }
}
