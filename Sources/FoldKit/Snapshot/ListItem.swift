/// What selecting a row does, as the list controller interprets it.
public enum RowBehavior: Sendable, Hashable {
  /// Chosen from the item's shape: toggle the detail row if the item has one, else toggle the
  /// children if it has any, else flash.
  case automatic
  /// Open or close the detail row beneath the item.
  case toggleDetail
  /// Show or hide the item's children.
  case toggleChildren
  /// Flash the selection and change nothing else.
  case flash
  /// Toggle the item's check mark (needs a check tree on the controller).
  case toggleCheck
  /// Check or uncheck every item (the "agree to all" control).
  case toggleAll
  /// Not selectable.
  case none
}

/// One item of a snapshot: an ID, a content value, optional children and an optional detail row.
///
/// Items form trees of any depth inside a section. The content's equality decides whether an item
/// was updated between two snapshots.
public struct ListItem<ItemID: Hashable & Sendable, Content: Equatable & Sendable>: Sendable {
  /// The caller's identity for the item, unique across the whole snapshot.
  public var id: ItemID
  /// The value a view draws; equality decides "updated".
  public var content: Content
  /// The item's children, shown beneath it while it is expanded.
  public var children: [ListItem]
  /// Whether the item has a detail row of its own, shown directly beneath it while expanded.
  public var hasDetail: Bool
  /// What selecting the item's row does.
  public var behavior: RowBehavior
  /// Optional behaviors, such as a detail row that opens apart from the children.
  public var options: ItemOptions

  /// Creates an item.
  ///
  /// - Complexity: O(1).
  public init(
    id: ItemID, content: Content, children: [ListItem] = [], hasDetail: Bool = false,
    behavior: RowBehavior = .automatic, options: ItemOptions = []
  ) {
    self.id = id
    self.content = content
    self.children = children
    self.hasDetail = hasDetail
    self.behavior = behavior
    self.options = options
  }
}

/// One section of a snapshot: an ID, optional header and footer content, and its top-level items.
public struct ListSection<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: Sendable {
  /// The caller's identity for the section, unique in the snapshot.
  public var id: SectionID
  /// The header's content, or `nil` for a section without a header.
  public var header: Content?
  /// The footer's content, or `nil` for a section without a footer.
  public var footer: Content?
  /// Whether selecting the header hides and shows the section's rows.
  public var isCollapsible: Bool
  /// The section's top-level items, in order.
  public var items: [ListItem<ItemID, Content>]

  /// Creates a section.
  ///
  /// - Complexity: O(1).
  public init(
    id: SectionID, header: Content? = nil, footer: Content? = nil, isCollapsible: Bool = false,
    items: [ListItem<ItemID, Content>]
  ) {
    self.id = id
    self.header = header
    self.footer = footer
    self.isCollapsible = isCollapsible
    self.items = items
  }
}

#if !hasFeature(Embedded)
extension RowBehavior: Codable {}
#endif
