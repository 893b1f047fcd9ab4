#if os(Linux)
public import Foundation

/// Follows <https://developer.apple.com/documentation/uikit/uiscrollview>.
@MainActor open class UIScrollView: UIView {
  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum>.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic>.
    case automatic = 0
    /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes>.
    case scrollableAxes = 1
    /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/never>.
    case never = 2
    /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/always>.
    case always = 3
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset>.
  ///
  /// (UIKit keeps it as the bounds' origin; setting it tells the delegate and lays out again).
  /// The stand-in logs each change the app makes (``standInOffsetChanges``): inside a batch's
  /// update block or not, while the person drags or not.
  open var contentOffset: CGPoint {
    get { boundsOrigin }
    set {
      guard newValue != boundsOrigin else { return }
      if !isStandInUserScroll {
        standInOffsetChanges.append(
          StandInOffsetChange(
            y: newValue.y, isInsideUpdateBlock: isInsideUpdateBlock, isWhileDragging: isDragging))
      }
      boundsOrigin = newValue
      setNeedsLayout()
      didScroll()
    }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/contentsize>.
  open var contentSize = CGSize.zero
  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/contentinset>.
  open var contentInset = UIEdgeInsets.zero {
    didSet { updateAdjustedInset() }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property>.
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
    didSet { updateAdjustedInset() }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset>.
  ///
  /// `contentInset` plus, unless the behaviour is `.never`, the safe area's top and bottom (a
  /// vertically scrolling view: <https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes>).
  public private(set) var adjustedContentInset = UIEdgeInsets.zero
  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/istracking>.
  public internal(set) var isTracking = false
  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/isdragging>.
  public internal(set) var isDragging = false
  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating>.
  public internal(set) var isDecelerating = false

  /// Not UIKit: every change of `contentOffset` made by the app, in order.
  public internal(set) var standInOffsetChanges: [StandInOffsetChange] = []
  var isStandInUserScroll = false
  /// Whether a table's batch update block is running (the table overrides it).
  var isInsideUpdateBlock: Bool { false }

  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)>.
  ///
  /// (the stand-in jumps to the end of the animation at once).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()>.
  open func adjustedContentInsetDidChange() {}

  override open func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    updateAdjustedInset()
  }

  /// Recomputes `adjustedContentInset`; a view resting at the top stays at the (new) top, as a
  /// table placed under a navigation bar starts with its first row below the bar.
  func updateAdjustedInset() {
    let safe = contentInsetAdjustmentBehavior == .never ? UIEdgeInsets.zero : safeAreaInsets
    let new = UIEdgeInsets(
      top: contentInset.top + safe.top, left: contentInset.left,
      bottom: contentInset.bottom + safe.bottom, right: contentInset.right)
    guard new != adjustedContentInset else { return }
    let wasAtTop = contentOffset.y == -adjustedContentInset.top
    adjustedContentInset = new
    if wasAtTop {
      isStandInUserScroll = true
      contentOffset.y = -new.top
      isStandInUserScroll = false
    }
    adjustedContentInsetDidChange()
  }

  /// Tells the delegate; `UITableView` overrides it (its delegate property is its own).
  func didScroll() {}
  /// Tells the delegate that dragging begins; `UITableView` overrides it.
  func willBeginDragging() {}
  /// Tells the delegate that dragging ended; `UITableView` overrides it.
  func didEndDragging() {}

  /// Not UIKit: the person puts a finger down and starts dragging.
  public func standInBeginDragging() {
    isTracking = true
    isDragging = true
    willBeginDragging()
  }

  /// Not UIKit: the person's finger moves the content to `y`.
  public func standInDrag(to y: CGFloat) {
    isStandInUserScroll = true
    contentOffset.y = y
    isStandInUserScroll = false
  }

  /// Not UIKit: the person lifts the finger (no deceleration).
  public func standInEndDragging() {
    isTracking = false
    isDragging = false
    didEndDragging()
  }

  /// Not UIKit: the part of the bounds not covered by bars or the keyboard (the bounds inset by
  /// `adjustedContentInset`).
  public var standInUnobscuredRect: CGRect {
    CGRect(
      x: bounds.minX, y: bounds.minY + adjustedContentInset.top, width: bounds.width,
      height: max(0, bounds.height - adjustedContentInset.top - adjustedContentInset.bottom))
  }
}

/// Not UIKit: one change of a scroll view's offset made by the app.
public struct StandInOffsetChange: Equatable, Sendable {
  /// The new vertical offset.
  public var y: CGFloat
  /// Whether it was made inside a table's batch update block (so it animates with the batch).
  public var isInsideUpdateBlock: Bool
  /// Whether the person was dragging the content at the time.
  public var isWhileDragging: Bool
}
#endif
