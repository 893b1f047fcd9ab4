#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if os(Linux)
public import UIKitStandIn
#else
public import UIKit
#endif

// The optional members of UICollectionViewDataSource, UICollectionViewDelegate and
// UIScrollViewDelegate this proxy implements, in one place (their spelling is the iOS SDK's Swift
// names, checked with Objective-C's rules by scripts/typecheck-apple.sh):
//
// data source: numberOfSections(in:), collectionView(_:viewForSupplementaryElementOfKind:at:),
//   collectionView(_:canMoveItemAt:), collectionView(_:moveItemAt:to:)
// delegate: collectionView(_:didSelectItemAt:), collectionView(_:willDisplay:forItemAt:),
//   collectionView(_:didEndDisplaying:forItemAt:), collectionView(_:didUpdateFocusIn:with:),
//   collectionView(_:contextMenuConfigurationForItemAt:point:),
//   collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:
//   toProposedIndexPath:), collectionView(_:didDeselectItemAt:),
//   collectionView(_:shouldBeginMultipleSelectionInteractionAt:),
//   collectionView(_:didBeginMultipleSelectionInteractionAt:),
//   collectionViewDidEndMultipleSelectionInteraction(_:)
// scroll view delegate: scrollViewDidScroll(_:), scrollViewWillBeginDragging(_:),
//   scrollViewDidEndDragging(_:willDecelerate:), scrollViewDidEndDecelerating(_:)
//
// Every other call goes to the app's delegate by Objective-C forwarding (ObjectiveC.swift).

/// The calls the non-generic proxy makes into the generic adapter.
@MainActor protocol ListCollectionProxyTarget: AnyObject {
  func proxyNumberOfSections() -> Int
  func proxyNumberOfItems(inSection section: Int) -> Int
  func proxyCell(for collectionView: UICollectionView, at indexPath: IndexPath)
    -> UICollectionViewCell
  func proxySupplementaryView(
    for collectionView: UICollectionView, kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView
  func proxyDidSelectItem(in collectionView: UICollectionView, at indexPath: IndexPath)
  func proxyFocusMoved(to indexPath: IndexPath)
  func proxyDidScroll()
  func proxyDraggingChanged(isDragging: Bool)
  func proxyCanMoveItem(at indexPath: IndexPath) -> Bool
  func proxyReorderTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath
  func proxyMoveItem(from source: IndexPath, to destination: IndexPath)
  func proxyDidDeselectItem(in collectionView: UICollectionView, at indexPath: IndexPath)
  func proxyShouldBeginMultipleSelection(
    in collectionView: UICollectionView, at indexPath: IndexPath
  ) -> Bool
  func proxyDidBeginMultipleSelection(in collectionView: UICollectionView, at indexPath: IndexPath)
}

/// The collection view's data source and delegate: a small non-generic `NSObject` that conforms
/// to UIKit's Objective-C protocols in its main declaration, answers from the adapter, and passes
/// everything else to the app's own delegate (``appDelegate``).
@available(iOS 15, tvOS 15, *)
@MainActor
public final class ListCollectionProxy: NSObject, UICollectionViewDataSource,
  UICollectionViewDelegate
{
  weak var target: (any ListCollectionProxyTarget)?
  var willDisplay: ((UICollectionViewCell, IndexPath) -> Void)?
  var didEndDisplaying: ((UICollectionViewCell, IndexPath) -> Void)?
  #if !os(tvOS)
  var contextMenu: ((IndexPath, CGPoint) -> UIContextMenuConfiguration?)? {
    didSet { answersContextMenu = contextMenu != nil }
  }
  #endif
  /// Whether the app set a context menu, readable from `responds(to:)`, which Objective-C
  /// declares nonisolated and UIKit calls on the main thread.
  nonisolated(unsafe) var answersContextMenu = false
  /// Whether the adapter reorders items, readable from `responds(to:)` (UIKit asks before
  /// offering the reorder calls).
  nonisolated(unsafe) var answersReorder = false
  /// Whether the adapter takes the two-finger pan, readable from `responds(to:)`.
  nonisolated(unsafe) var answersMultipleSelection = false
  /// The app's own delegate: every call FoldKit does not answer reaches it, and it also hears
  /// the scroll calls FoldKit follows.
  public weak var appDelegate: (any UICollectionViewDelegate)? {
    didSet { forwardee = appDelegate }
  }
  /// The app's delegate, readable from `forwardingTarget(for:)` (nonisolated in Objective-C).
  nonisolated(unsafe) weak var forwardee: AnyObject?

  override init() { super.init() }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)>.
  public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath)
    -> Bool
  {
    target?.proxyCanMoveItem(at: indexPath) ?? false
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)>.
  public func collectionView(
    _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    target?.proxyMoveItem(from: sourceIndexPath, to: destinationIndexPath)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:diddeselectitemat:)>.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {
    target?.proxyDidDeselectItem(in: collectionView, at: indexPath)
  }

  #if !os(tvOS)
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:shouldbeginmultipleselectioninteractionat:)>.
  public func collectionView(
    _ collectionView: UICollectionView,
    shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) -> Bool {
    target?.proxyShouldBeginMultipleSelection(in: collectionView, at: indexPath) ?? false
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didbeginmultipleselectioninteractionat:)>.
  public func collectionView(
    _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
  ) {
    target?.proxyDidBeginMultipleSelection(in: collectionView, at: indexPath)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionviewdidendmultipleselectioninteraction(_:)>.
  public func collectionViewDidEndMultipleSelectionInteraction(
    _ collectionView: UICollectionView
  ) {}
  #endif

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:targetindexpathformoveofitemfromoriginalindexpath:atcurrentindexpath:toproposedindexpath:)>.
  public func collectionView(
    _ collectionView: UICollectionView,
    targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    target?.proxyReorderTarget(from: originalIndexPath, proposed: proposedIndexPath)
      ?? currentIndexPath
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/numberofsections(in:)>.
  public func numberOfSections(in collectionView: UICollectionView) -> Int {
    target?.proxyNumberOfSections() ?? 0
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)>.
  public func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    target?.proxyNumberOfItems(inSection: section) ?? 0
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)>.
  public func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard let target else { preconditionFailure("the adapter of this collection view is gone") }
    return target.proxyCell(for: collectionView, at: indexPath)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:viewforsupplementaryelementofkind:at:)>.
  public func collectionView(
    _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
    at indexPath: IndexPath
  ) -> UICollectionReusableView {
    guard let target else { preconditionFailure("the adapter of this collection view is gone") }
    return target.proxySupplementaryView(for: collectionView, kind: kind, at: indexPath)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)>.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {
    target?.proxyDidSelectItem(in: collectionView, at: indexPath)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplay:foritemat:)>.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    willDisplay?(cell, indexPath)
    callAppDelegate { $0.willDisplay(collectionView, cell, indexPath) }
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)>.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    didEndDisplaying?(cell, indexPath)
    callAppDelegate { $0.didEndDisplaying(collectionView, cell, indexPath) }
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didupdatefocusin:with:)>.
  public func collectionView(
    _ collectionView: UICollectionView,
    didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {
    if let next = context.nextFocusedIndexPath { target?.proxyFocusMoved(to: next) }
    callAppDelegate { $0.focusMoved(collectionView, context, coordinator) }
  }

  #if !os(tvOS)
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemat:point:)>.
  public func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
    point: CGPoint
  ) -> UIContextMenuConfiguration? {
    if let contextMenu { return contextMenu(indexPath, point) }
    guard let appDelegate else { return nil }
    return CollectionAppDelegateCalls(delegate: appDelegate).contextMenu(
      collectionView, indexPath, point) ?? nil
  }

  #endif

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

  func callAppDelegate(_ body: (CollectionAppDelegateCalls) -> Void) {
    guard let appDelegate else { return }
    body(CollectionAppDelegateCalls(delegate: appDelegate))
  }
}
#endif
