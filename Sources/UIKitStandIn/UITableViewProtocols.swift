#if os(Linux)
public import Foundation

// UIKit's `optional` requirements need Objective-C; here they are requirements with default
// implementations, so a misspelled optional method compiles on Linux and is never called on iOS.
// The adapter lists the optional members it implements in one place (ListTableAdapter+DataSource).

/// Follows <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate>.
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)>.
  func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  /// Optional in UIKit: does nothing.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
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
}

extension UITableViewDataSource {
  /// Optional in UIKit: one section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
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
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:accessorybuttontappedforrowwith:)>.
  func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didupdatefocusin:with:)>.
  func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator)
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
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {}
  /// Optional in UIKit: does nothing.
  public func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {}
}
#endif
