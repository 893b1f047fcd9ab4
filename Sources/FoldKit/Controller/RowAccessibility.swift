/// What assistive technologies need to know about one visible row, the same for every view.
///
/// On iOS 18 and later a view maps ``isExpanded`` to `accessibilityExpandedStatus`; before, it
/// puts ``value`` in `accessibilityValue`, adds the button trait when ``isExpandable``, and offers
/// ``actionName`` as a custom action.
public struct RowAccessibility: Hashable, Sendable {
  /// The hierarchy level, from 1 (section headers and top-level items).
  public var level: Int
  /// The row's position among its siblings, from 1 ("3 of 7").
  public var positionInSet: Int
  /// How many siblings the row has, itself included.
  public var setSize: Int
  /// Whether activating the row expands or collapses something.
  public var isExpandable: Bool
  /// Whether it is expanded.
  public var isExpanded: Bool
  /// Whether the row's detail, which opens apart from its children, is open.
  ///
  /// `nil` for rows without such a detail. A view offers a second action for it ("Show details"
  /// or "Hide details").
  public var isDetailOpen: Bool? = nil

  /// Creates a description.
  ///
  /// - Complexity: O(1).
  public init(level: Int, positionInSet: Int, setSize: Int, isExpandable: Bool, isExpanded: Bool) {
    self.level = level
    self.positionInSet = positionInSet
    self.setSize = setSize
    self.isExpandable = isExpandable
    self.isExpanded = isExpanded
  }

  /// "Expanded" or "Collapsed" for expandable rows, else `nil`.
  public var value: String? {
    guard isExpandable else { return nil }
    return isExpanded ? "Expanded" : "Collapsed"
  }

  /// The second custom action for a detail that opens apart: "Show details", "Hide details", or
  /// `nil`.
  public var detailActionName: String? {
    isDetailOpen.map { $0 ? "Hide details" : "Show details" }
  }

  /// The custom action a view offers: "Collapse", "Expand", or `nil`.
  public var actionName: String? {
    guard isExpandable else { return nil }
    return isExpanded ? "Collapse" : "Expand"
  }

  /// The position as people read it, such as "3 of 7".
  public var positionDescription: String { "\(positionInSet) of \(setSize)" }
}

extension ListController {
  /// The accessibility description of the element at `position` of the visible sequence.
  ///
  /// - Complexity: O(log *n*).
  public func accessibility(atPosition position: Int) -> RowAccessibility {
    let element = rows.elements[position]
    switch element.kind {
    case .header, .footer:
      let section = snapshot.sections[element.index]
      let expandable = element.kind == .header && section.isCollapsible
      return RowAccessibility(
        level: 1, positionInSet: element.index + 1, setSize: numberOfSections,
        isExpandable: expandable,
        isExpanded: expandable && !expansion.isCollapsed(section: section.id))
    case .row:
      let node = snapshot.nodes[element.index]
      var result = RowAccessibility(
        level: node.depth + 1, positionInSet: node.siblingIndex + 1,
        setSize: snapshot.siblingCount(ofNode: element.index),
        isExpandable: node.opensDetailApart ? node.hasChildren : node.isExpandable,
        isExpanded: node.isExpandable && expansion.isExpanded(node.id))
      if node.opensDetailApart && node.hasDetail {
        result.isExpanded = node.hasChildren && expansion.isExpanded(node.id)
        result.isDetailOpen = expansion.isDetailOpen(node.id)
      }
      return result
    case .detail, .status:
      let node = snapshot.nodes[element.index]
      return RowAccessibility(
        level: node.depth + 2, positionInSet: 1, setSize: 1, isExpandable: false, isExpanded: false)
    }
  }

  /// The accessibility description of the row at `indexPath`.
  ///
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: O(log *n*).
  public func accessibility(at indexPath: ListIndexPath) -> RowAccessibility {
    accessibility(atPosition: rows.position(of: indexPath))
  }

  /// The announcement after toggling item `node`: its label, then what now shows beneath it.
  ///
  /// "Label, collapsed" when nothing shows beneath the row. Otherwise "Label, expanded, " and
  /// what shows, in list order: "details shown" for an open detail row, then "4 items" for the
  /// children, or "loading" / "failed to load" while children that load on demand are missing. A
  /// detail row is never counted as an item.
  ///
  /// - Complexity: O(1).
  public func announcement(forNode node: Int) -> String {
    let record = snapshot.nodes[node]
    let label = accessibilityLabel(record.content)
    var shown: [String] = []
    if record.hasDetail
      && (record.opensDetailApart
        ? expansion.isDetailOpen(record.id) : expansion.isExpanded(record.id))
    {
      shown.append("details shown")
    }
    if expansion.isExpanded(record.id) {
      if record.needsChildren {
        if loads[record.id] != nil {
          shown.append(loadFailure(of: record.id) == nil ? "loading" : "failed to load")
        }
      } else if record.hasChildren {
        shown.append(Self.items(record.childCount))
      }
    }
    guard !shown.isEmpty else { return "\(label), collapsed" }
    return "\(label), expanded, " + shown.joined(separator: ", ")
  }

  /// The announcement after toggling section `section`'s header.
  ///
  /// - Complexity: O(log *n*).
  public func announcement(forSection section: Int) -> String {
    let record = snapshot.sections[section]
    let label = record.header.map(accessibilityLabel) ?? "Section \(section + 1)"
    guard !expansion.isCollapsed(section: record.id) else { return "\(label), collapsed" }
    return "\(label), expanded, \(Self.items(numberOfRows(inSection: section)))"
  }

  private static func items(_ count: Int) -> String {
    count == 1 ? "1 item" : "\(count) items"
  }
}
