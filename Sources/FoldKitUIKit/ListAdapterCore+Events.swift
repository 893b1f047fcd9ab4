#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit

#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif

// What the view tells the adapter: taps, accessory taps, focus, scrolling, keys, its window.

@available(iOS 15, tvOS 15, *)
extension ListAdapterCore {
  /// A tap on a row: hands it to the engine (queued while a batch animates).
  func didSelectRow(at indexPath: IndexPath) {
    guard contains(indexPath), let target = target(at: indexPath) else { return }
    focus = target
    receive(.tap(target))
  }

  /// The accessory of a row (an accessory button, a disclosure accessory): shows or hides the
  /// item's detail or children (only the detail for an item whose detail opens apart).
  func accessoryTapped(at indexPath: IndexPath) {
    guard contains(indexPath) else { return }
    let context = rowContext(at: indexPath)
    guard context.kind == .row, context.isExpandable else { return }
    focus = .row(context.itemID)
    receive(
      context.accessibility.isDetailOpen != nil
        ? .toggleDetail(context.itemID) : .toggle(context.itemID))
  }

  /// The focus moved (arrow keys with the focus system on iPad): ← and → act on that row.
  func focusMoved(to indexPath: IndexPath) {
    guard contains(indexPath) else { return }
    focus = target(at: indexPath)
  }

  /// Tells the layout where the view scrolled.
  func didScroll() {
    guard !isSettingOffset else { return }
    syncViewport()
  }

  /// The person started or stopped dragging: offsets wait until the content rests.
  func draggingChanged(isDragging: Bool) {
    self.isDragging = isDragging
    if !isDragging { syncViewport() }
  }

  /// Queues ← or → for the focused row or header; returns whether there is one.
  func pressArrow(isRight: Bool) -> Bool {
    guard focus != nil else { return false }
    receive(.key(isRight: isRight))
    return true
  }

  /// Takes the view's new insets into the layout.
  func insetsDidChange() {
    guard !isAnimating else { return }
    syncViewport()
  }

  /// A view that left its window never ends its batches: the adapter stops waiting.
  func didMoveToWindow() {
    if scrollView?.window == nil && isAnimating {
      abandonBatches()
      drain()
    }
  }
}

/// How both list views read ← and → from a hardware keyboard.
@MainActor enum ListArrowKeys {
  /// Hands each plain ← or → press to `handle` and returns the presses it did not use.
  ///
  /// A hardware keyboard reports the arrow keys with `.numericPad` in their modifier flags
  /// (<https://developer.apple.com/documentation/uikit/uikeymodifierflags/numericpad>), and
  /// caps lock adds `.alphaShift`: those two do not make a press a shortcut; ⌘, ⌥, ⌃ and ⇧ do.
  static func unused(_ presses: Set<UIPress>, handle: (_ isRight: Bool) -> Bool) -> Set<UIPress> {
    var unused = Set<UIPress>()
    for press in presses {
      guard let key = press.key,
        key.modifierFlags.subtracting([.numericPad, .alphaShift]).isEmpty
      else {
        unused.insert(press)
        continue
      }
      let isLeft = key.keyCode == .keyboardLeftArrow
      let isArrow = isLeft || key.keyCode == .keyboardRightArrow
      if !isArrow || !handle(!isLeft) { unused.insert(press) }
    }
    return unused
  }
}
#endif
