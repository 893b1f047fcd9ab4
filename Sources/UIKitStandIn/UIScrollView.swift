#if os(Linux)
public import Foundation

/// Follows <https://developer.apple.com/documentation/uikit/uiscrollview>.
@MainActor open class UIScrollView: UIView {
  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset>.
  ///
  /// (UIKit keeps it as the bounds' origin; setting it tells the delegate and lays out again).
  open var contentOffset: CGPoint {
    get { boundsOrigin }
    set {
      guard newValue != boundsOrigin else { return }
      boundsOrigin = newValue
      setNeedsLayout()
      didScroll()
    }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/contentsize>.
  open var contentSize = CGSize.zero

  /// Follows <https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)>.
  ///
  /// (the stand-in jumps to the end of the animation at once).
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Tells the delegate; `UITableView` overrides it (its delegate property is its own).
  func didScroll() {}
}
#endif
