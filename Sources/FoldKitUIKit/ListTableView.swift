#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if os(Linux)
public import UIKitStandIn
#else
public import UIKit
#endif

/// Receives what a ``ListTableView`` sees: layout passes, insets, text size, its window and
/// ← / → key presses.
@MainActor public protocol ListTableViewEvents: AnyObject {
  /// The table is about to lay out (its width may have changed).
  func tableViewWillLayout(_ tableView: UITableView)
  /// ← (`isRight` false) or → was pressed on a hardware keyboard; returns whether it was used.
  func tableViewDidPressArrow(_ tableView: UITableView, isRight: Bool) -> Bool
  /// The table's `adjustedContentInset` changed (bars, keyboard).
  func tableViewInsetsDidChange(_ tableView: UITableView)
  /// The table's traits changed (the text size, for instance).
  func tableViewTraitsDidChange(_ tableView: UITableView)
  /// The table entered or left a window.
  func tableViewDidMoveToWindow(_ tableView: UITableView)
  /// The titles of the ⌘← and ⌘→ key commands.
  func keyCommandTitles() -> (collapse: String, expand: String)
}

/// A `UITableView` that tells its ``ListTableAdapter`` about width, inset, text size and window
/// changes and ← / → keys, without `@objc`: it overrides `layoutSubviews()`,
/// `adjustedContentInsetDidChange()`, `traitCollectionDidChange(_:)`, `didMoveToWindow()` and
/// `pressesBegan(_:with:)`.
@available(iOS 15, tvOS 15, *)
open class ListTableView: UITableView {
  /// The adapter that shows this table (set by the adapter).
  public weak var listAdapter: (any ListTableViewEvents)?

  /// The table takes key presses (← and →) when it is first responder; call
  /// `becomeFirstResponder()` once it is on screen.
  override open var canBecomeFirstResponder: Bool { true }

  /// Lets the adapter follow a new width before the rows are laid out.
  override open func layoutSubviews() {
    listAdapter?.tableViewWillLayout(self)
    super.layoutSubviews()
  }

  /// Lets the adapter follow the bars and the keyboard
  /// (<https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()>).
  override open func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    listAdapter?.tableViewInsetsDidChange(self)
  }

  /// Lets the adapter re-measure rows for a new text size
  /// (<https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)>).
  override open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    listAdapter?.tableViewTraitsDidChange(self)
  }

  /// Lets the adapter stop waiting for batches of a table that left its window.
  override open func didMoveToWindow() {
    super.didMoveToWindow()
    listAdapter?.tableViewDidMoveToWindow(self)
  }

  /// ← collapses or moves to the parent, → expands or moves to the first child.
  ///
  /// A hardware keyboard reports the arrow keys with `.numericPad` in their modifier flags
  /// (<https://developer.apple.com/documentation/uikit/uikeymodifierflags/numericpad>), and
  /// caps lock adds `.alphaShift`: those two do not make a press a shortcut; ⌘, ⌥, ⌃ and ⇧ do.
  override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    let unused = ListArrowKeys.unused(presses) { isRight in
      self.listAdapter?.tableViewDidPressArrow(self, isRight: isRight) == true
    }
    if !unused.isEmpty { super.pressesBegan(unused, with: event) }
  }
}

@available(iOS 15, tvOS 15, *)
extension ListTableAdapter: ListTableViewEvents {
  /// Queues ← or → for the focused row or header.
  ///
  /// - Complexity: O(1), plus the change when it applies now.
  public func tableViewDidPressArrow(_ tableView: UITableView, isRight: Bool) -> Bool {
    listCore.pressArrow(isRight: isRight)
  }

  /// Takes the table's new insets into the layout.
  ///
  /// - Complexity: O(*v*) when the insets changed.
  public func tableViewInsetsDidChange(_ tableView: UITableView) {
    listCore.insetsDidChange()
  }

  /// Re-measures the rows when the text size changed.
  ///
  /// - Complexity: See ``contentSizeCategoryDidChange()``.
  public func tableViewTraitsDidChange(_ tableView: UITableView) {
    listCore.contentSizeCategoryDidChange()
  }

  /// A table that left its window never ends its batches: the adapter stops waiting.
  ///
  /// - Complexity: O(*v*) for the reload, when batches were running.
  public func tableViewDidMoveToWindow(_ tableView: UITableView) {
    listCore.didMoveToWindow()
  }
}
#endif
