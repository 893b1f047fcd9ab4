#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
public import FoldKit

#if os(iOS) || os(tvOS) || os(visionOS)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif

/// What one row shows, handed to the app's cell configuration closure.
public struct ListRowContext<ItemID: Hashable & Sendable, Content: Equatable & Sendable>: Sendable {
  /// `.row` for an item's own row, `.detail` for the detail row beneath it.
  public var kind: VisibleElement.Kind
  /// The item (for a detail row, the item it belongs to).
  public var itemID: ItemID
  /// The item's content.
  public var content: Content
  /// The indentation level: 0 for top-level items; a detail row is one deeper than its item.
  public var depth: Int
  /// Whether selecting the row expands or collapses something.
  public var isExpandable: Bool
  /// Whether the item is expanded (its chevron points up).
  public var isExpanded: Bool
  /// The check mark, for rows of a check list.
  public var checkMark: CheckMark?
  /// Level, "3 of 7" and expansion, as assistive technologies read them.
  public var accessibility: RowAccessibility
  /// The row's index path in the table as it is shown now.
  public var indexPath: IndexPath
}

/// What one section header shows, handed to the app's header configuration closure.
public struct ListHeaderContext<SectionID: Hashable & Sendable, Content: Equatable & Sendable>:
  Sendable
{
  /// The section's index in the table as it is shown now.
  public var section: Int
  /// The section's ID.
  public var sectionID: SectionID
  /// The header's content, if the section has one.
  public var content: Content?
  /// Whether tapping the header hides and shows the section's rows.
  public var isCollapsible: Bool
  /// Whether the section's rows are shown.
  public var isExpanded: Bool
  /// Level, "2 of 5" and expansion, as assistive technologies read them.
  public var accessibility: RowAccessibility
}
#endif
