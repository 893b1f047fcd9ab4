#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit

#if os(Linux)
public import UIKitStandIn
#else
public import UIKit
#endif

/// A `UICollectionView` that tells its ``ListCollectionAdapter`` about width, inset, text size
/// and window changes and ← / → keys, as ``ListTableView`` does for a table.
@available(iOS 15, tvOS 15, *)
open class ListCollectionView: UICollectionView {
  /// The adapter that shows this view (set by the adapter).
  public weak var listAdapter: (any ListCollectionViewEvents)?

  /// The view takes key presses (← and →) when it is first responder.
  override open var canBecomeFirstResponder: Bool { true }

  /// Lets the adapter follow a new width before the items are laid out.
  override open func layoutSubviews() {
    listAdapter?.collectionViewWillLayout(self)
    super.layoutSubviews()
  }

  /// Lets the adapter follow the bars and the keyboard.
  override open func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    listAdapter?.collectionViewInsetsDidChange(self)
  }

  /// Lets the adapter re-measure rows for a new text size.
  override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    listAdapter?.collectionViewTraitsDidChange(self)
  }

  /// Lets the adapter stop waiting for batches of a view that left its window.
  override open func didMoveToWindow() {
    super.didMoveToWindow()
    listAdapter?.collectionViewDidMoveToWindow(self)
  }

  /// ← collapses or moves to the parent, → expands or moves to the first child (the same
  /// reading of hardware keys as ``ListTableView``).
  override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let unused = ListArrowKeys.unused(presses) { isRight in
      self.listAdapter?.collectionViewDidPressArrow(self, isRight: isRight) == true
    }
    if !unused.isEmpty { super.pressesBegan(unused, with: event) }
  }
}

/// Receives what a ``ListCollectionView`` sees.
@MainActor public protocol ListCollectionViewEvents: AnyObject {
  /// The view is about to lay out (its width may have changed).
  func collectionViewWillLayout(_ collectionView: UICollectionView)
  /// ← (`isRight` false) or → was pressed on a hardware keyboard; returns whether it was used.
  func collectionViewDidPressArrow(_ collectionView: UICollectionView, isRight: Bool) -> Bool
  /// The view's `adjustedContentInset` changed.
  func collectionViewInsetsDidChange(_ collectionView: UICollectionView)
  /// The view's traits changed.
  func collectionViewTraitsDidChange(_ collectionView: UICollectionView)
  /// The view entered or left a window.
  func collectionViewDidMoveToWindow(_ collectionView: UICollectionView)
  /// The titles of the ⌘← and ⌘→ key commands.
  func keyCommandTitles() -> (collapse: String, expand: String)
}

@available(iOS 15, tvOS 15, *)
extension ListCollectionAdapter: ListCollectionViewEvents {
  /// Follows a new width: the rows are re-measured and the top row stays still.
  ///
  /// - Complexity: O(1) when the width is unchanged; else that of `ListLayout.setWidth(_:)`.
  public func collectionViewWillLayout(_ collectionView: UICollectionView) {
    let width = listCore.layout.width
    listCore.viewWillLayout(collectionView)
    guard width != listCore.layout.width else { return }
    // The list layout sizes its cells again at the new width: the cells on screen prefer the
    // engine's new heights.
    for item in collectionView.indexPathsForVisibleItems {
      let cell = collectionView.cellForItem(at: item) as? ListCollectionCell
      if let row = row(ofItem: item) {
        cell?.preferredHeight = CGFloat(listCore.rowHeight(at: row, measuring: true))
      } else if item.section < listCore.numberOfSections() {
        cell?.preferredHeight = CGFloat(
          listCore.supplementaryHeight(section: item.section, isHeader: true))
      }
    }
  }

  /// Queues ← or → for the focused row or header.
  ///
  /// - Complexity: O(1), plus the change when it applies now.
  public func collectionViewDidPressArrow(_ collectionView: UICollectionView, isRight: Bool)
    -> Bool
  {
    listCore.pressArrow(isRight: isRight)
  }

  /// Takes the view's new insets into the layout.
  ///
  /// - Complexity: O(*v*) when the insets changed.
  public func collectionViewInsetsDidChange(_ collectionView: UICollectionView) {
    listCore.insetsDidChange()
  }

  /// Re-measures the rows when the text size changed.
  ///
  /// - Complexity: See ``contentSizeCategoryDidChange()``.
  public func collectionViewTraitsDidChange(_ collectionView: UICollectionView) {
    listCore.contentSizeCategoryDidChange()
  }

  /// A view that left its window never ends its batches: the adapter stops waiting.
  ///
  /// - Complexity: O(*v*) for the reload, when batches were running.
  public func collectionViewDidMoveToWindow(_ collectionView: UICollectionView) {
    listCore.didMoveToWindow()
  }
}
#endif
