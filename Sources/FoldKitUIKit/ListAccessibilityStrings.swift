#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
public import FoldKit

/// The words the adapters give assistive technologies: state words, check marks, position and
/// level, hints, custom action names and announcements.
///
/// ``english`` and ``korean`` match the gallery's two languages; an app makes its own value for
/// other languages (from its string catalog, for instance) and sets it on the adapter.
public struct ListAccessibilityStrings: Sendable {
  /// "Expanded".
  public var expanded: String
  /// "Collapsed".
  public var collapsed: String
  /// "Checked".
  public var checked: String
  /// "Partly checked".
  public var partlyChecked: String
  /// "Not checked".
  public var notChecked: String
  /// "3 of 7" from the position and the set's size.
  public var position: @Sendable (_ position: Int, _ count: Int) -> String
  /// "level 2" from the level.
  public var level: @Sendable (_ level: Int) -> String
  /// "Expand".
  public var expand: String
  /// "Collapse".
  public var collapse: String
  /// "Show details".
  public var showDetails: String
  /// "Hide details".
  public var hideDetails: String
  /// "Double-tap to expand" from the action's name.
  public var hint: @Sendable (_ action: String) -> String
  /// "details shown", in an announcement.
  public var detailsShown: String
  /// "4 items" from the count, in an announcement.
  public var items: @Sendable (_ count: Int) -> String
  /// "loading", in an announcement.
  public var loading: String
  /// "failed to load", in an announcement.
  public var failedToLoad: String
  /// "Section 3" for a header without a label, from its index counted from 1.
  public var section: @Sendable (_ number: Int) -> String
  /// The separator between the parts of a value or an announcement (", ").
  public var separator: String

  /// Creates strings; every part is required, so none is left in English by accident.
  ///
  /// - Complexity: O(1).
  public init(
    expanded: String, collapsed: String, checked: String, partlyChecked: String,
    notChecked: String, position: @escaping @Sendable (Int, Int) -> String,
    level: @escaping @Sendable (Int) -> String, expand: String, collapse: String,
    showDetails: String, hideDetails: String, hint: @escaping @Sendable (String) -> String,
    detailsShown: String, items: @escaping @Sendable (Int) -> String, loading: String,
    failedToLoad: String, section: @escaping @Sendable (Int) -> String, separator: String
  ) {
    self.expanded = expanded
    self.collapsed = collapsed
    self.checked = checked
    self.partlyChecked = partlyChecked
    self.notChecked = notChecked
    self.position = position
    self.level = level
    self.expand = expand
    self.collapse = collapse
    self.showDetails = showDetails
    self.hideDetails = hideDetails
    self.hint = hint
    self.detailsShown = detailsShown
    self.items = items
    self.loading = loading
    self.failedToLoad = failedToLoad
    self.section = section
    self.separator = separator
  }

  /// English, the engine's own words.
  public static let english = ListAccessibilityStrings(
    expanded: "Expanded", collapsed: "Collapsed", checked: "Checked",
    partlyChecked: "Partly checked", notChecked: "Not checked",
    position: { "\($0) of \($1)" }, level: { "level \($0)" }, expand: "Expand",
    collapse: "Collapse", showDetails: "Show details", hideDetails: "Hide details",
    hint: { "Double-tap to \($0.lowercased())" }, detailsShown: "details shown",
    items: { $0 == 1 ? "1 item" : "\($0) items" }, loading: "loading",
    failedToLoad: "failed to load", section: { "Section \($0)" }, separator: ", ")

  /// Korean, as the gallery's Korean screens.
  public static let korean = ListAccessibilityStrings(
    expanded: "펼쳐짐", collapsed: "접힘", checked: "선택됨", partlyChecked: "일부 선택됨",
    notChecked: "선택 안 됨", position: { "\($1)개 중 \($0)번째" }, level: { "\($0)단계" },
    expand: "펼치기", collapse: "접기", showDetails: "자세히 보기", hideDetails: "자세히 숨기기",
    hint: { "두 번 탭하여 \($0)" }, detailsShown: "자세한 내용 표시됨", items: { "항목 \($0)개" },
    loading: "불러오는 중", failedToLoad: "불러오지 못함", section: { "섹션 \($0)" },
    separator: ", ")

  /// The state word of an expandable row, or `nil`.
  ///
  /// - Complexity: O(1).
  public func state(of accessibility: RowAccessibility) -> String? {
    guard accessibility.isExpandable else { return nil }
    return accessibility.isExpanded ? expanded : collapsed
  }

  /// The name of the action that toggles the row ("Expand" or "Collapse"), or `nil`.
  ///
  /// - Complexity: O(1).
  public func actionName(of accessibility: RowAccessibility) -> String? {
    guard accessibility.isExpandable else { return nil }
    return accessibility.isExpanded ? collapse : expand
  }

  /// The name of the detail action of an item whose detail opens apart, or `nil`.
  ///
  /// - Complexity: O(1).
  public func detailActionName(of accessibility: RowAccessibility) -> String? {
    accessibility.isDetailOpen.map { $0 ? hideDetails : showDetails }
  }

  /// The word of a check mark.
  ///
  /// - Complexity: O(1).
  public func word(for mark: CheckMark) -> String {
    switch mark {
    case .checked: checked
    case .mixed: partlyChecked
    case .unchecked: notChecked
    }
  }

  /// The announcement after item `node` was toggled: its label, then its state and what shows
  /// beneath it ("Label, expanded, details shown, 4 items"), in these words.
  ///
  /// - Complexity: O(1).
  public func announcement<SectionID, ItemID, Content>(
    forNode node: Int, in controller: ListController<SectionID, ItemID, Content>
  ) -> String {
    let record = controller.snapshot.nodes[node]
    let label = controller.accessibilityLabel(record.content)
    let isExpanded = controller.expansion.isExpanded(record.id)
    var shown: [String] = []
    let detailOpen =
      record.opensDetailApart ? controller.detailIsOpen(ofNode: node) : isExpanded
    if record.hasDetail && detailOpen { shown.append(detailsShown) }
    if isExpanded {
      if record.needsChildren {
        shown.append(controller.loadFailure(of: record.id) == nil ? loading : failedToLoad)
      } else if record.hasChildren {
        shown.append(items(record.childCount))
      }
    }
    guard !shown.isEmpty else {
      return [label, collapsed.lowercased()].joined(separator: separator)
    }
    return ([label, expanded.lowercased()] + shown).joined(separator: separator)
  }

  /// The announcement after section `section`'s header was toggled.
  ///
  /// - Complexity: O(log *n*).
  public func announcement<SectionID, ItemID, Content>(
    forSection section: Int, in controller: ListController<SectionID, ItemID, Content>
  ) -> String {
    let record = controller.snapshot.sections[section]
    let label = record.header.map(controller.accessibilityLabel) ?? self.section(section + 1)
    guard !controller.expansion.isCollapsed(section: record.id) else {
      return [label, collapsed.lowercased()].joined(separator: separator)
    }
    return [label, expanded.lowercased(), items(controller.numberOfRows(inSection: section))]
      .joined(separator: separator)
  }
}
#endif
