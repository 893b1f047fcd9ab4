// The only file with Objective-C-only code (@objc, #selector, Selector, forwarding and optional
// protocol calls). It compiles where Objective-C exists (Apple platforms, and the header check
// of scripts/typecheck-apple.sh); the plain Linux build takes StandInCalls.swift instead.
#if canImport(ObjectiveC) && (os(iOS) || os(tvOS) || os(visionOS))
public import UIKit
import ObjectiveC

// MARK: Forwarding to the app's delegate

@available(iOS 15, tvOS 15, *)
extension ListTableProxy {
  /// The hook a selector belongs to, for the calls the proxy answers only when asked to.
  nonisolated func hook(for selector: Selector) -> ListTableHooks? {
    #if !os(tvOS)
    if selector
      == #selector(ListTableProxy.tableView(_:leadingSwipeActionsConfigurationForRowAt:))
    {
      return .leadingSwipe
    }
    if selector
      == #selector(ListTableProxy.tableView(_:trailingSwipeActionsConfigurationForRowAt:))
    {
      return .trailingSwipe
    }
    if selector
      == #selector(ListTableProxy.tableView(_:contextMenuConfigurationForRowAt:point:))
    {
      return .contextMenu
    }
    if selector == #selector(ListTableProxy.tableView(_:editingStyleForRowAt:))
      || selector == #selector(ListTableProxy.tableView(_:commit:forRowAt:))
    {
      return .editing
    }
    if selector
      == #selector(
        ListTableProxy.tableView(_:shouldBeginMultipleSelectionInteractionAt:))
      || selector
        == #selector(ListTableProxy.tableView(_:didBeginMultipleSelectionInteractionAt:))
      || selector == #selector(ListTableProxy.tableViewDidEndMultipleSelectionInteraction(_:))
    {
      return .multipleSelection
    }
    #endif
    if selector == #selector(ListTableProxy.tableView(_:canMoveRowAt:))
      || selector == #selector(ListTableProxy.tableView(_:moveRowAt:to:))
      || selector
        == #selector(
          ListTableProxy.tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:))
    {
      return .reorder
    }
    return nil
  }

  /// Answers for the proxy's own methods, and for the app delegate's.
  ///
  /// UIKit asks before each optional call (on the main thread). Swipe, menu and editing calls
  /// are answered only when the app set the hook or its delegate implements them, so UIKit adds
  /// no swipe-to-delete or menu of its own.
  override public nonisolated func responds(to aSelector: Selector!) -> Bool {
    let app = (forwardee as? any NSObjectProtocol)?.responds(to: aSelector) == true
    if let hook = hook(for: aSelector) { return hookMirror.contains(hook) || app }
    // Not `super.responds(to:)`: the same answer from the class, for the methods it implements.
    return ListTableProxy.instancesRespond(to: aSelector) || app
  }

  /// Sends every call the proxy does not implement to the app's delegate.
  override public nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
    if let forwardee = forwardee as? any NSObjectProtocol, forwardee.responds(to: aSelector) {
      return forwardee
    }
    return nil
  }
}

/// The app delegate's optional methods, called only when it implements them.
@available(iOS 15, tvOS 15, *)
@MainActor struct AppDelegateCalls {
  let delegate: any UITableViewDelegate

  func didScroll(_ scrollView: UIScrollView) { delegate.scrollViewDidScroll?(scrollView) }
  func willBeginDragging(_ scrollView: UIScrollView) {
    delegate.scrollViewWillBeginDragging?(scrollView)
  }
  func didEndDragging(_ scrollView: UIScrollView, _ decelerate: Bool) {
    delegate.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
  }
  func didEndDecelerating(_ scrollView: UIScrollView) {
    delegate.scrollViewDidEndDecelerating?(scrollView)
  }
  func focusMoved(
    _ tableView: UITableView, _ context: UITableViewFocusUpdateContext,
    _ coordinator: UIFocusAnimationCoordinator
  ) {
    delegate.tableView?(tableView, didUpdateFocusIn: context, with: coordinator)
  }
  func willDisplay(_ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath) {
    delegate.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
  }
  func didEndDisplaying(
    _ tableView: UITableView, _ cell: UITableViewCell, _ indexPath: IndexPath
  ) {
    delegate.tableView?(tableView, didEndDisplaying: cell, forRowAt: indexPath)
  }
  #if !os(tvOS)
  func leadingSwipe(_ tableView: UITableView, _ indexPath: IndexPath)
    -> UISwipeActionsConfiguration??
  {
    delegate.tableView?(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
  }
  func trailingSwipe(_ tableView: UITableView, _ indexPath: IndexPath)
    -> UISwipeActionsConfiguration??
  {
    delegate.tableView?(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
  }
  func contextMenu(_ tableView: UITableView, _ indexPath: IndexPath, _ point: CGPoint)
    -> UIContextMenuConfiguration??
  {
    delegate.tableView?(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
  }
  func editingStyle(_ tableView: UITableView, _ indexPath: IndexPath)
    -> UITableViewCell.EditingStyle?
  {
    delegate.tableView?(tableView, editingStyleForRowAt: indexPath)
  }
  #endif
}

// MARK: Forwarding to the collection app's delegate

@available(iOS 15, tvOS 15, *)
extension ListCollectionProxy {
  /// Answers for the proxy's own methods, and for the app delegate's; the context menu only when
  /// the app set one or its delegate implements it.
  override public nonisolated func responds(to aSelector: Selector!) -> Bool {
    let app = (forwardee as? any NSObjectProtocol)?.responds(to: aSelector) == true
    #if !os(tvOS)
    if aSelector
      == #selector(
        ListCollectionProxy.collectionView(_:contextMenuConfigurationForItemAt:point:))
    {
      return answersContextMenu || app
    }
    #endif
    if aSelector == #selector(ListCollectionProxy.collectionView(_:canMoveItemAt:))
      || aSelector == #selector(ListCollectionProxy.collectionView(_:moveItemAt:to:))
      || aSelector
        == #selector(
          ListCollectionProxy.collectionView(
            _:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:
            toProposedIndexPath:))
    {
      return answersReorder || app
    }
    #if !os(tvOS)
    if aSelector
      == #selector(
        ListCollectionProxy.collectionView(_:shouldBeginMultipleSelectionInteractionAt:))
      || aSelector
        == #selector(
          ListCollectionProxy.collectionView(_:didBeginMultipleSelectionInteractionAt:))
      || aSelector
        == #selector(ListCollectionProxy.collectionViewDidEndMultipleSelectionInteraction(_:))
    {
      return answersMultipleSelection || app
    }
    #endif
    return ListCollectionProxy.instancesRespond(to: aSelector) || app
  }

  /// Sends every call the proxy does not implement to the app's delegate.
  override public nonisolated func forwardingTarget(for aSelector: Selector!) -> Any? {
    if let forwardee = forwardee as? any NSObjectProtocol, forwardee.responds(to: aSelector) {
      return forwardee
    }
    return nil
  }
}

/// The collection app delegate's optional methods, called only when it implements them.
@available(iOS 15, tvOS 15, *)
@MainActor struct CollectionAppDelegateCalls {
  let delegate: any UICollectionViewDelegate

  func didScroll(_ scrollView: UIScrollView) { delegate.scrollViewDidScroll?(scrollView) }
  func willBeginDragging(_ scrollView: UIScrollView) {
    delegate.scrollViewWillBeginDragging?(scrollView)
  }
  func didEndDragging(_ scrollView: UIScrollView, _ decelerate: Bool) {
    delegate.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
  }
  func didEndDecelerating(_ scrollView: UIScrollView) {
    delegate.scrollViewDidEndDecelerating?(scrollView)
  }
  func willDisplay(
    _ collectionView: UICollectionView, _ cell: UICollectionViewCell, _ indexPath: IndexPath
  ) {
    delegate.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
  }
  func didEndDisplaying(
    _ collectionView: UICollectionView, _ cell: UICollectionViewCell, _ indexPath: IndexPath
  ) {
    delegate.collectionView?(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
  }
  func focusMoved(
    _ collectionView: UICollectionView, _ context: UICollectionViewFocusUpdateContext,
    _ coordinator: UIFocusAnimationCoordinator
  ) {
    delegate.collectionView?(collectionView, didUpdateFocusIn: context, with: coordinator)
  }
  #if !os(tvOS)
  func contextMenu(_ collectionView: UICollectionView, _ indexPath: IndexPath, _ point: CGPoint)
    -> UIContextMenuConfiguration??
  {
    delegate.collectionView?(
      collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
  }
  #endif
}

// MARK: Key commands

#if !os(tvOS)
@available(iOS 15, *)
extension ListTableView {
  /// ⌘← collapses and ⌘→ expands the focused row.
  ///
  /// They are listed in the iPad's keyboard shortcut overlay
  /// (<https://developer.apple.com/documentation/uikit/uiresponder/keycommands>). Plain ←
  /// and → need no selector: `pressesBegan(_:with:)` handles them and leaves presses with
  /// ⌘ to these commands, so no press acts twice.
  override open var keyCommands: [UIKeyCommand]? {
    let titles = listAdapter?.keyCommandTitles() ?? (collapse: "Collapse", expand: "Expand")
    // https://developer.apple.com/documentation/uikit/uikeycommand/init(title:image:action:input:modifierflags:propertylist:alternates:discoverabilitytitle:attributes:state:)
    return [
      UIKeyCommand(
        title: titles.collapse, action: #selector(collapseFocused),
        input: UIKeyCommand.inputLeftArrow, modifierFlags: .command),
      UIKeyCommand(
        title: titles.expand, action: #selector(expandFocused),
        input: UIKeyCommand.inputRightArrow, modifierFlags: .command),
    ]
  }

  @objc func collapseFocused() {
    _ = listAdapter?.tableViewDidPressArrow(self, isRight: false)
  }

  @objc func expandFocused() {
    _ = listAdapter?.tableViewDidPressArrow(self, isRight: true)
  }
}
#endif

#if !os(tvOS)
@available(iOS 15, *)
extension ListCollectionView {
  /// ⌘← collapses and ⌘→ expands the focused row, as in ``ListTableView``.
  override open var keyCommands: [UIKeyCommand]? {
    let titles = listAdapter?.keyCommandTitles() ?? (collapse: "Collapse", expand: "Expand")
    return [
      UIKeyCommand(
        title: titles.collapse, action: #selector(collapseFocused),
        input: UIKeyCommand.inputLeftArrow, modifierFlags: .command),
      UIKeyCommand(
        title: titles.expand, action: #selector(expandFocused),
        input: UIKeyCommand.inputRightArrow, modifierFlags: .command),
    ]
  }

  @objc func collapseFocused() {
    _ = listAdapter?.collectionViewDidPressArrow(self, isRight: false)
  }

  @objc func expandFocused() {
    _ = listAdapter?.collectionViewDidPressArrow(self, isRight: true)
  }
}
#endif
#endif
