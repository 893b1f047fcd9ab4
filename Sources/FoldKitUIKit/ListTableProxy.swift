#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if os(Linux)
public import UIKitStandIn
#else
public import UIKit
#endif

// The optional members of UITableViewDataSource, UITableViewDelegate, UIScrollViewDelegate and
// UITableViewDataSourcePrefetching this proxy implements, in one place. Their spelling is the iOS
// SDK's Swift names, checked against Apple's pages (and, with Objective-C's rules, by
// scripts/typecheck-apple.sh), since on Linux a misspelled optional member compiles and on iOS
// it would silently never be called:
//
// data source: numberOfSections(in:), tableView(_:commit:forRowAt:),
//   tableView(_:canMoveRowAt:), tableView(_:moveRowAt:to:)
// delegate: tableView(_:heightForRowAt:), tableView(_:estimatedHeightForRowAt:),
//   tableView(_:heightForHeaderInSection:), tableView(_:heightForFooterInSection:),
//   tableView(_:viewForHeaderInSection:), tableView(_:viewForFooterInSection:),
//   tableView(_:didSelectRowAt:), tableView(_:didDeselectRowAt:),
//   tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:),
//   tableView(_:shouldBeginMultipleSelectionInteractionAt:),
//   tableView(_:didBeginMultipleSelectionInteractionAt:),
//   tableViewDidEndMultipleSelectionInteraction(_:),
//   tableView(_:accessoryButtonTappedForRowWith:), tableView(_:didUpdateFocusIn:with:),
//   tableView(_:willDisplay:forRowAt:), tableView(_:didEndDisplaying:forRowAt:),
//   tableView(_:leadingSwipeActionsConfigurationForRowAt:),
//   tableView(_:trailingSwipeActionsConfigurationForRowAt:),
//   tableView(_:contextMenuConfigurationForRowAt:point:), tableView(_:editingStyleForRowAt:)
// scroll view delegate: scrollViewDidScroll(_:), scrollViewWillBeginDragging(_:),
//   scrollViewDidEndDragging(_:willDecelerate:), scrollViewDidEndDecelerating(_:)
// prefetching: tableView(_:prefetchRowsAt:)
//
// Every other UITableViewDelegate and UIScrollViewDelegate call goes to the app's delegate by
// Objective-C forwarding (ListTableProxy+ObjectiveC.swift).

/// The calls the non-generic proxy makes into the generic adapter.
@MainActor protocol ListTableProxyTarget: AnyObject {
  func proxyNumberOfSections() -> Int
  func proxyNumberOfRows(inSection section: Int) -> Int
  func proxyCell(for tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell
  func proxyRowHeight(at indexPath: IndexPath, measuring: Bool) -> CGFloat
  func proxySupplementaryHeight(section: Int, isHeader: Bool) -> CGFloat
  func proxyHeaderView(for tableView: UITableView, section: Int) -> UIView?
  func proxyFooterView(for tableView: UITableView, section: Int) -> UIView?
  func proxyDidSelectRow(in tableView: UITableView, at indexPath: IndexPath)
  func proxyAccessoryTapped(at indexPath: IndexPath)
  func proxyFocusMoved(to indexPath: IndexPath)
  func proxyDidScroll()
  func proxyDraggingChanged(isDragging: Bool)
  func proxyDidDeselectRow(in tableView: UITableView, at indexPath: IndexPath)
  func proxyCanMoveRow(at indexPath: IndexPath) -> Bool
  func proxyReorderTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath
  func proxyMoveRow(from source: IndexPath, to destination: IndexPath)
  func proxyShouldBeginMultipleSelection(in tableView: UITableView, at indexPath: IndexPath)
    -> Bool
  func proxyDidBeginMultipleSelection(in tableView: UITableView, at indexPath: IndexPath)
}

/// Which of the typed hooks an app set (the proxy answers `responds(to:)` from it on Apple, so
/// UIKit sees no swipe, menu or editing support the app did not ask for).
struct ListTableHooks: OptionSet {
  let rawValue: Int
  static let leadingSwipe = ListTableHooks(rawValue: 1 << 0)
  static let trailingSwipe = ListTableHooks(rawValue: 1 << 1)
  static let contextMenu = ListTableHooks(rawValue: 1 << 2)
  static let willDisplay = ListTableHooks(rawValue: 1 << 3)
  static let didEndDisplaying = ListTableHooks(rawValue: 1 << 4)
  static let prefetch = ListTableHooks(rawValue: 1 << 5)
  static let editing = ListTableHooks(rawValue: 1 << 6)
  static let reorder = ListTableHooks(rawValue: 1 << 7)
  static let multipleSelection = ListTableHooks(rawValue: 1 << 8)
}

/// The table's data source and delegate: a small non-generic `NSObject` that conforms to UIKit's
/// Objective-C protocols in its main declaration (a generic class cannot), answers from the
/// adapter, and passes everything else to the app's own delegate.
///
/// Make the app's delegate ``appDelegate`` instead of setting the table's `delegate`; the
/// adapter's typed hooks (swipe actions, context menus, display, prefetching, editing) cover the
/// common calls on every platform.
@available(iOS 15, tvOS 15, *)
@MainActor
public final class ListTableProxy: NSObject, UITableViewDataSource, UITableViewDelegate,
  UITableViewDataSourcePrefetching
{
  weak var target: (any ListTableProxyTarget)?
  /// Hooks the adapter exposes as typed closures; the adapter sets them.
  var hooks = ListTableHookClosures() {
    didSet { hookMirror = hooks.set }
  }
  /// The hooks set, readable from `responds(to:)`, which Objective-C declares nonisolated and
  /// UIKit calls on the main thread.
  nonisolated(unsafe) var hookMirror: ListTableHooks = []
  /// The app's own delegate: every delegate and scroll view call FoldKit does not answer itself
  /// reaches it, and it also hears the scroll calls FoldKit follows.
  public weak var appDelegate: (any UITableViewDelegate)? {
    didSet { forwardee = appDelegate }
  }
  /// The app's delegate, readable from `forwardingTarget(for:)`, which Objective-C declares
  /// nonisolated and UIKit calls on the main thread.
  nonisolated(unsafe) weak var forwardee: AnyObject?

  override init() { super.init() }

  // MARK: Data source

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)>.
  public func numberOfSections(in tableView: UITableView) -> Int {
    target?.proxyNumberOfSections() ?? 0
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)>.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    target?.proxyNumberOfRows(inSection: section) ?? 0
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)>.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    guard let target else { preconditionFailure("the adapter of this table is gone") }
    return target.proxyCell(for: tableView, at: indexPath)
  }

  #if !os(tvOS)
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)>.
  public func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    hooks.commitEditing?(editingStyle, indexPath)
  }
  #endif

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:canmoverowat:)>.
  ///
  /// Asked only when the adapter reorders rows (``ListTableAdapter/reordersRows``).
  public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    target?.proxyCanMoveRow(at: indexPath) ?? false
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:moverowat:to:)>.
  public func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    target?.proxyMoveRow(from: sourceIndexPath, to: destinationIndexPath)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching/tableview(_:prefetchrowsat:)>.
  public func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
    hooks.prefetch?(indexPaths)
  }

  // MARK: Heights and views

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)>.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    target?.proxyRowHeight(at: indexPath, measuring: true) ?? 0
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:estimatedheightforrowat:)>.
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    target?.proxyRowHeight(at: indexPath, measuring: false) ?? 0
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)>.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    target?.proxySupplementaryHeight(section: section, isHeader: true) ?? 0
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforfooterinsection:)>.
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  {
    target?.proxySupplementaryHeight(section: section, isHeader: false) ?? 0
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforheaderinsection:)>.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    target?.proxyHeaderView(for: tableView, section: section)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:viewforfooterinsection:)>.
  public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
    target?.proxyFooterView(for: tableView, section: section)
  }

  // MARK: Selection, keys, focus

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)>.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    target?.proxyDidSelectRow(in: tableView, at: indexPath)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:diddeselectrowat:)>.
  public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    target?.proxyDidDeselectRow(in: tableView, at: indexPath)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:targetindexpathformovefromrowat:toproposedindexpath:)>.
  public func tableView(
    _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
    toProposedIndexPath proposedDestinationIndexPath: IndexPath
  ) -> IndexPath {
    target?.proxyReorderTarget(from: sourceIndexPath, proposed: proposedDestinationIndexPath)
      ?? sourceIndexPath
  }

  #if !os(tvOS)
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:shouldbeginmultipleselectioninteractionat:)>.
  public func tableView(
    _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    target?.proxyShouldBeginMultipleSelection(in: tableView, at: indexPath) ?? false
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didbeginmultipleselectioninteractionat:)>.
  public func tableView(
    _ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {
    target?.proxyDidBeginMultipleSelection(in: tableView, at: indexPath)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableviewdidendmultipleselectioninteraction(_:)>.
  public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
  #endif

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:accessorybuttontappedforrowwith:)>.
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    target?.proxyAccessoryTapped(at: indexPath)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didupdatefocusin:with:)>.
  public func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {
    if let next = context.nextFocusedIndexPath { target?.proxyFocusMoved(to: next) }
    callAppDelegate { $0.focusMoved(tableView, context, coordinator) }
  }

  // MARK: Scrolling

  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)>.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    target?.proxyDidScroll()
    callAppDelegate { $0.didScroll(scrollView) }
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)>.
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    target?.proxyDraggingChanged(isDragging: true)
    callAppDelegate { $0.willBeginDragging(scrollView) }
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)>.
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  {
    if !decelerate { target?.proxyDraggingChanged(isDragging: false) }
    callAppDelegate { $0.didEndDragging(scrollView, decelerate) }
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)>.
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    target?.proxyDraggingChanged(isDragging: false)
    callAppDelegate { $0.didEndDecelerating(scrollView) }
  }

  // MARK: Typed hooks

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willdisplay:forrowat:)>.
  public func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    hooks.willDisplay?(cell, indexPath)
    callAppDelegate { $0.willDisplay(tableView, cell, indexPath) }
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didenddisplaying:forrowat:)>.
  public func tableView(
    _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    hooks.didEndDisplaying?(cell, indexPath)
    callAppDelegate { $0.didEndDisplaying(tableView, cell, indexPath) }
  }

  #if !os(tvOS)
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)>.
  public func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    if let hook = hooks.leadingSwipe { return hook(indexPath) }
    return appDelegateAnswer { $0.leadingSwipe(tableView, indexPath) } ?? nil
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)>.
  public func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    if let hook = hooks.trailingSwipe { return hook(indexPath) }
    return appDelegateAnswer { $0.trailingSwipe(tableView, indexPath) } ?? nil
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:)>.
  public func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    if let hook = hooks.contextMenu { return hook(indexPath, point) }
    return appDelegateAnswer { $0.contextMenu(tableView, indexPath, point) } ?? nil
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:editingstyleforrowat:)>.
  public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
    -> UITableViewCell.EditingStyle
  {
    if let hook = hooks.editingStyle { return hook(indexPath) }
    return appDelegateAnswer { $0.editingStyle(tableView, indexPath) } ?? .none
  }
  #endif

  // MARK: The app's delegate

  /// Calls the app's delegate, if it has one, through the platform's calls.
  func callAppDelegate(_ body: (AppDelegateCalls) -> Void) {
    guard let appDelegate else { return }
    body(AppDelegateCalls(delegate: appDelegate))
  }

  /// The app's delegate's answer, or `nil` without a delegate or when it does not implement it.
  func appDelegateAnswer<Answer>(_ body: (AppDelegateCalls) -> Answer?) -> Answer? {
    guard let appDelegate else { return nil }
    return body(AppDelegateCalls(delegate: appDelegate))
  }
}

/// The typed hooks' closures, by index path (the adapter turns them into row contexts).
@available(iOS 15, tvOS 15, *)
struct ListTableHookClosures {
  #if !os(tvOS)
  var leadingSwipe: ((IndexPath) -> UISwipeActionsConfiguration?)?
  var trailingSwipe: ((IndexPath) -> UISwipeActionsConfiguration?)?
  var contextMenu: ((IndexPath, CGPoint) -> UIContextMenuConfiguration?)?
  #endif
  var willDisplay: ((UITableViewCell, IndexPath) -> Void)?
  var didEndDisplaying: ((UITableViewCell, IndexPath) -> Void)?
  var prefetch: (([IndexPath]) -> Void)?
  #if !os(tvOS)
  var editingStyle: ((IndexPath) -> UITableViewCell.EditingStyle)?
  var commitEditing: ((UITableViewCell.EditingStyle, IndexPath) -> Void)?
  var multipleSelection = false
  #endif
  var reorders = false

  var set: ListTableHooks {
    var result: ListTableHooks = []
    #if !os(tvOS)
    if leadingSwipe != nil { result.insert(.leadingSwipe) }
    if trailingSwipe != nil { result.insert(.trailingSwipe) }
    if contextMenu != nil { result.insert(.contextMenu) }
    if editingStyle != nil || commitEditing != nil { result.insert(.editing) }
    if multipleSelection { result.insert(.multipleSelection) }
    #endif
    if reorders { result.insert(.reorder) }
    if willDisplay != nil { result.insert(.willDisplay) }
    if didEndDisplaying != nil { result.insert(.didEndDisplaying) }
    if prefetch != nil { result.insert(.prefetch) }
    return result
  }
}
#endif
