#if os(Linux)
public import UIKitStandIn

/// Follows <https://developer.apple.com/documentation/swiftui/uihostingcontroller>.
///
/// (the stand-in keeps its root view and shows nothing: tests host the view's representable
/// themselves).
@MainActor open class UIHostingController<Content: View>: UIViewController {
  /// Follows <https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview>.
  public var rootView: Content

  /// Follows <https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)>.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }
}
#endif
