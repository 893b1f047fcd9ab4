// On Linux (the build against the stand-in, without Objective-C), UIKit's optional protocol members
// are requirements with default implementations: the app delegate's methods are called directly,
// and the proxy answers every call itself. ObjectiveC.swift is the Apple counterpart.
#if os(Linux)
#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif

/// The app delegate's optional methods (their defaults do nothing and answer `nil`).
@available(iOS 15, tvOS 15, *)
@MainActor struct AppDelegateCalls {
  let delegate: any UITableViewDelegate

  func didScroll(_ scrollView: UIScrollView) { delegate.scrollViewDidScroll(scrollView) }
  func willBeginDragging(_ scrollView: UIScrollView) {
    delegate.scrollViewWillBeginDragging(scrollView)
  }
  func didEndDragging(_ scrollView: UIScrollView, _ decelerate: Bool) {
    delegate.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
  }
  func didEndDecelerating(_ scrollView: UIScrollView) {
    delegate.scrollViewDidEndDecelerating(scrollView)
  }
  func focusMoved(
    _ tableView: UITableView, _ context: UITableViewFocusUpdateContext,
    _ coordinator: UIFocusAnimationCoordinator
  ) {
    delegate.tableView(tableView, didUpdateFocusIn: context, with: coordinator)
  }
  func willDisplay(_ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath) {
    delegate.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
  }
  func didEndDisplaying(
    _ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath
  ) {
    delegate.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }
  func leadingSwipe(_ tableView: UITableView, _ indexPath: IndexPath)
    -> UISwipeActionsConfiguration??
  {
    .some(delegate.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath))
  }
  func trailingSwipe(_ tableView: UITableView, _ indexPath: IndexPath)
    -> UISwipeActionsConfiguration??
  {
    .some(delegate.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath))
  }
  func contextMenu(_ tableView: UITableView, _ indexPath: IndexPath, _ point: CGPoint)
    -> UIContextMenuConfiguration??
  {
    .some(
      delegate.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point))
  }
  func editingStyle(_ tableView: UITableView, _ indexPath: IndexPath)
    -> UITableViewCell.EditingStyle?
  {
    delegate.tableView(tableView, editingStyleForRowAt: indexPath)
  }
}
#endif

#if os(Linux)
/// The collection app delegate's optional methods (their defaults do nothing and answer `nil`).
@available(iOS 15, tvOS 15, *)
@MainActor struct CollectionAppDelegateCalls {
  let delegate: any UICollectionViewDelegate

  func didScroll(_ scrollView: UIScrollView) { delegate.scrollViewDidScroll(scrollView) }
  func willBeginDragging(_ scrollView: UIScrollView) {
    delegate.scrollViewWillBeginDragging(scrollView)
  }
  func didEndDragging(_ scrollView: UIScrollView, _ decelerate: Bool) {
    delegate.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
  }
  func didEndDecelerating(_ scrollView: UIScrollView) {
    delegate.scrollViewDidEndDecelerating(scrollView)
  }
  func willDisplay(
    _ collectionView: UICollectionView, _ cell: UICollectionViewCell, _ indexPath: IndexPath
  ) {
    delegate.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
  }
  func didEndDisplaying(
    _ collectionView: UICollectionView, _ cell: UICollectionViewCell, _ indexPath: IndexPath
  ) {
    delegate.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
  }
  func focusMoved(
    _ collectionView: UICollectionView, _ context: UICollectionViewFocusUpdateContext,
    _ coordinator: UIFocusAnimationCoordinator
  ) {
    delegate.collectionView(collectionView, didUpdateFocusIn: context, with: coordinator)
  }
  func contextMenu(_ collectionView: UICollectionView, _ indexPath: IndexPath, _ point: CGPoint)
    -> UIContextMenuConfiguration??
  {
    .some(
      delegate.collectionView(
        collectionView, contextMenuConfigurationForItemAt: indexPath, point: point))
  }
}
#endif
