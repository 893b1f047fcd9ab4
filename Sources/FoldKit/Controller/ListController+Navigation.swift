/// What a left or right key did: the update to apply and where the focus goes.
public struct NavigationOutcome: Sendable, Hashable {
  /// The batch update (empty if nothing expanded or collapsed).
  public var changeset: Changeset
  /// The position in the visible sequence that has the focus afterwards.
  public var focus: Int

  /// Creates an outcome.
  ///
  /// - Complexity: O(1).
  public init(changeset: Changeset = Changeset(), focus: Int) {
    self.changeset = changeset
    self.focus = focus
  }
}

extension ListController {
  /// Moving right: a collapsed expandable row or header expands; an expanded row with children
  /// moves the focus to its first visible child; anything else stays.
  ///
  /// The first visible child is the first child with a row: children loaded on demand count like
  /// built ones, and while a filter is active a child it leaves out is skipped. An open row whose
  /// children show no row (all filtered out, or still loading) keeps the focus.
  ///
  /// - Parameter position: The focused element's position in the visible sequence.
  /// - Returns: The update and the new focus position.
  /// - Complexity: O(log *n* + *k*) for *k* rows shown.
  public mutating func moveRight(fromPosition position: Int) -> NavigationOutcome {
    let element = rows.elements[position]
    switch element.kind {
    case .header:
      let section = snapshot.sections[element.index]
      guard section.isCollapsible, expansion.isCollapsed(section: section.id) else {
        return NavigationOutcome(focus: position)
      }
      return NavigationOutcome(
        changeset: setCollapsed(false, section: element.index), focus: position)
    case .row:
      let node = snapshot.nodes[element.index]
      guard node.isExpandable else { return NavigationOutcome(focus: position) }
      if !expansion.isExpanded(node.id) {
        let changeset = setExpanded(true, node.id)
        let focus = rows.position(ofNode: element.index, in: snapshot) ?? position
        return NavigationOutcome(changeset: changeset, focus: focus)
      }
      return NavigationOutcome(focus: firstChildPosition(after: position) ?? position)
    case .detail, .status, .footer:
      return NavigationOutcome(focus: position)
    }
  }

  /// The position of the first visible child of the open item whose row is at `position`: the
  /// next element after its row and detail row, if that is a row of one of its children.
  ///
  /// - Complexity: O(log *n*).
  func firstChildPosition(after position: Int) -> Int? {
    let item = rows.elements[position].index
    var next = position + 1
    if next < rows.elements.count, rows.elements[next].kind == .detail { next += 1 }
    guard next < rows.elements.count else { return nil }
    let element = rows.elements[next]
    guard element.kind == .row, snapshot.nodes[element.index].parent == item else { return nil }
    return next
  }

  /// Moving left: an expanded row or header collapses; a child row moves the focus to its
  /// parent, a detail row to its item, a top-level row of a collapsible section to the header.
  ///
  /// - Parameter position: The focused element's position in the visible sequence.
  /// - Returns: The update and the new focus position.
  /// - Complexity: O(log *n* + *k*) for *k* rows hidden.
  public mutating func moveLeft(fromPosition position: Int) -> NavigationOutcome {
    let element = rows.elements[position]
    switch element.kind {
    case .header:
      let section = snapshot.sections[element.index]
      guard section.isCollapsible, !expansion.isCollapsed(section: section.id) else {
        return NavigationOutcome(focus: position)
      }
      return NavigationOutcome(
        changeset: setCollapsed(true, section: element.index), focus: position)
    case .row:
      let node = snapshot.nodes[element.index]
      if node.isExpandable && expansion.isExpanded(node.id) {
        let changeset = setExpanded(false, node.id)
        let focus = rows.position(ofNode: element.index, in: snapshot) ?? position
        return NavigationOutcome(changeset: changeset, focus: focus)
      }
      if let parent = node.parent, let focus = rows.position(ofNode: parent, in: snapshot) {
        return NavigationOutcome(focus: focus)
      }
      if snapshot.sections[node.section].isCollapsible {
        return NavigationOutcome(focus: rows.headerPosition(ofSection: node.section))
      }
      return NavigationOutcome(focus: position)
    case .detail, .status:
      return NavigationOutcome(
        focus: rows.position(ofNode: element.index, in: snapshot) ?? position)
    case .footer:
      return NavigationOutcome(focus: position)
    }
  }
}
