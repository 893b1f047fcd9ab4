#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
#if os(iOS) || os(tvOS) || os(visionOS)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif

/// Receives what a ``ListTableView`` sees: a layout pass and ← / → key presses.
@MainActor public protocol ListTableViewEvents: AnyObject {
  /// The table is about to lay out (its width may have changed).
  func tableViewWillLayout(_ tableView: UITableView)
  /// ← (`isRight` false) or → was pressed on a hardware keyboard; returns whether it was used.
  func tableViewDidPressArrow(_ tableView: UITableView, isRight: Bool) -> Bool
}

/// A `UITableView` that tells its ``ListTableAdapter`` about width changes and ← / → keys,
/// without `@objc`: it overrides `layoutSubviews()` and `pressesBegan(_:with:)`.
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

  /// ← collapses or moves to the parent, → expands or moves to the first child.
  override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    var unused = Set<UIPress>()
    for press in presses {
      guard let key = press.key, key.modifierFlags.isEmpty else {
        unused.insert(press)
        continue
      }
      let isLeft = key.keyCode == .keyboardLeftArrow
      let isArrow = isLeft || key.keyCode == .keyboardRightArrow
      if !isArrow || listAdapter?.tableViewDidPressArrow(self, isRight: !isLeft) != true {
        unused.insert(press)
      }
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
    guard focus != nil else { return false }
    receive(.key(isRight: isRight))
    return true
  }
}
#endif
