#if os(Linux)
public import Foundation

// UIKit's `optional` requirements need Objective-C; here they are requirements with default
// implementations, so a misspelled optional method compiles on Linux and is never called on iOS.
// The adapter lists the optional members it implements in one place (ListTableAdapter+DataSource).

/// Follows <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate>.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)>.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)>.
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)>.
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)>.
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Optional in UIKit: does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  /// Optional in UIKit: does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  /// Optional in UIKit: does nothing.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {}
  /// Optional in UIKit: does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

/// Follows <https://developer.apple.com/documentation/uikit/uitableviewfocusupdatecontext>.
@MainActor open class UITableViewFocusUpdateContext: NSObject {
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewfocusupdatecontext/nextfocusedindexpath>.
  open var nextFocusedIndexPath: IndexPath? { next }
  let next: IndexPath?

  /// Not UIKit (the focus engine makes contexts): a move of the focus to `next`.
  public init(standInNextFocusedIndexPath next: IndexPath?) {
    self.next = next
    super.init()
  }
}

/// Follows <https://developer.apple.com/documentation/uikit/uifocusanimationcoordinator>.
@MainActor open class UIFocusAnimationCoordinator: NSObject {}

/// Follows <https://developer.apple.com/documentation/uikit/uitableviewdatasource>.
@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)>.
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)>.
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)>.
  func numberOfSections(in tableView: UITableView) -> Int
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)>.
  func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)>.
  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)>.
  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
  /// Optional in UIKit: one section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
  /// Optional in UIKit: does nothing.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {}
  /// Optional in UIKit, where a data source without `tableView(_:moveRowAt:to:)` shows no
  /// reorder control; the stand-in cannot tell and answers `false`.
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    false
  }
  /// Optional in UIKit: does nothing.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {}
}

/// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate>.
@MainActor public protocol UITableViewDelegate: UIScrollViewDelegate {
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)>.
  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforrowat:)>.
  func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)>.
  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)>.
  func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)>.
  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)>.
  func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)>.
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)>.
  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)>.
  func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldbeginmultipleselectioninteractionat:)>.
  func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didbeginmultipleselectioninteractionat:)>.
  func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableviewdidendmultipleselectioninteraction(_:)>.
  func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:accessorybuttontappedforrowwith:)>.
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didupdatefocusin:with:)>.
  func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator)
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)>.
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)>.
  func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)>.
  func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)>.
  func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:)>.
  func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration?
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)>.
  func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
}

extension UITableViewDelegate {
  /// Optional in UIKit: the table's `rowHeight`.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.rowHeight
  }
  /// Optional in UIKit: no estimate (the table's `estimatedRowHeight` applies).
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  { UITableView.automaticDimension }
  /// Optional in UIKit: the table's `sectionHeaderHeight`.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    tableView.sectionHeaderHeight
  }
  /// Optional in UIKit: the table's `sectionFooterHeight`.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  {
    tableView.sectionFooterHeight
  }
  /// Optional in UIKit: no header view.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    nil
  }
  /// Optional in UIKit: no footer view.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    nil
  }
  /// Optional in UIKit: does nothing.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
  /// Optional in UIKit: does nothing.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
  /// Optional in UIKit: the proposed path.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath { proposedDestinationIndexPath }
  /// Optional in UIKit: no two-finger selection.
  public func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool { false }
  /// Optional in UIKit: does nothing.
  public func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {}
  /// Optional in UIKit: does nothing.
  public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
  /// Optional in UIKit: does nothing.
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// Optional in UIKit: does nothing.
  public func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}
  /// Optional in UIKit: does nothing.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Optional in UIKit: does nothing.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {}
  /// Optional in UIKit: no actions.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// Optional in UIKit: no actions.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? { nil }
  /// Optional in UIKit: no menu.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? { nil }
  /// Optional in UIKit (where a table in editing mode then uses `.delete`); the stand-in has no
  /// editing mode and answers `.none`.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  { .none }
}
#endif
