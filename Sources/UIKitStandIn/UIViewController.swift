#if os(Linux)
public import Foundation

/// Follows <https://developer.apple.com/documentation/uikit/uiviewcontroller>.
@MainActor open class UIViewController: UIResponder {
  private var loadedView: UIView?

  /// Follows <https://developer.apple.com/documentation/uikit/uiviewcontroller/view>.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uiviewcontroller/title>.
  open var title: String?
  /// Follows <https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem>.
  open var tabBarItem: UITabBarItem?

  /// Follows <https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)>.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates a view controller without a nib (`init(nibName: nil, bundle: nil)`).
  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiviewcontroller/loadviewifneeded()>.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    viewDidLoad()
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()>.
  open func viewDidLoad() {}

  /// Follows <https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)>.
  open func viewDidAppear(_ animated: Bool) {}
}

/// Follows <https://developer.apple.com/documentation/uikit/uitabbaritem>.
@MainActor open class UITabBarItem: NSObject {
  /// Follows <https://developer.apple.com/documentation/uikit/uibaritem/title>.
  open var title: String?
  /// Follows <https://developer.apple.com/documentation/uikit/uitabbaritem/tag>.
  open var tag: Int

  /// Follows <https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)>
  /// (without an image: the stand-in has no `UIImage`).
  public init(title: String?, image: Never?, tag: Int) {
    self.title = title
    self.tag = tag
    super.init()
  }
}

/// Follows <https://developer.apple.com/documentation/uikit/uitabbarcontroller>.
@MainActor open class UITabBarController: UIViewController {
  /// Follows <https://developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers>.
  open var viewControllers: [UIViewController]?
  /// Follows <https://developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex>.
  open var selectedIndex = 0
}
#endif
