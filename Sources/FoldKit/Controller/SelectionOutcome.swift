/// Where a scroll should leave a row, as UIKit's `UITableView.ScrollPosition` says.
public enum ScrollPosition: Sendable, Hashable {
  /// The least movement that shows the row fully; none if it is already visible.
  case nearest
  /// The row at the top of the visible area.
  case top
  /// The row in the vertical middle of the visible area.
  case middle
  /// The row at the bottom of the visible area.
  case bottom
}

/// A request to scroll a row into view, part of a selection's outcome.
public struct ScrollRequest: Hashable, Sendable {
  /// The row to show, in the index space after the change.
  public var indexPath: ListIndexPath
  /// Where to leave it.
  public var position: ScrollPosition

  /// Creates a request to scroll `indexPath` to `position`.
  ///
  /// - Complexity: O(1).
  public init(indexPath: ListIndexPath, position: ScrollPosition) {
    self.indexPath = indexPath
    self.position = position
  }
}

/// What selecting a row or a header did.
public struct SelectionOutcome<ItemID: Hashable & Sendable>: Sendable {
  /// The kind of effect a selection had.
  public enum Action: Sendable, Hashable {
    /// An item's detail row opened or closed.
    case toggledDetail(ItemID, isExpanded: Bool)
    /// An item's children were shown or hidden.
    case toggledChildren(ItemID, isExpanded: Bool)
    /// A section's rows were hidden or shown.
    case toggledSection(Int, isCollapsed: Bool)
    /// The row only flashes its selection; nothing else changes.
    case flashed(ItemID)
    /// Check marks changed on these items.
    case checked([ItemID])
    /// Loading this item's children failed before; a new request is out.
    case retriedLoad(ItemID)
    /// Nothing happens (the row is not selectable).
    case none
  }

  /// What the selection did.
  public var action: Action
  /// The batch update for the table view (empty when nothing but the selection changes).
  public var changeset: Changeset
  /// Where to scroll after applying the update, if anywhere.
  public var scroll: ScrollRequest?
  /// A short sentence for assistive technologies, such as "Friend, expanded, 4 items".
  public var announcement: String?

  /// Creates an outcome.
  ///
  /// - Complexity: O(1).
  public init(
    action: Action, changeset: Changeset = Changeset(), scroll: ScrollRequest? = nil,
    announcement: String? = nil
  ) {
    self.action = action
    self.changeset = changeset
    self.scroll = scroll
    self.announcement = announcement
  }
}

#if !hasFeature(Embedded)
extension ScrollPosition: Codable {}
#endif
