#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKitScreens
import Foundation

#if os(Linux)
public import UIKitStandIn
import SwiftUIStandIn
#else
public import UIKit
#if canImport(SwiftUI)
import SwiftUI
#endif
#endif

/// Which UIKit view the gallery's screens show their lists in.
public enum GalleryAdapterKind: String, CaseIterable, Sendable {
  /// A `UITableView` through `ListTableAdapter` (``ScreenViewController``).
  case table
  /// A `UICollectionView` list through `ListCollectionAdapter`
  /// (``CollectionScreenViewController``).
  case collection
}

/// The UIKit gallery: a tab bar with the five screens of the terminal gallery, in a table or a
/// collection view (the button at the top switches), and the accordion once more in SwiftUI.
///
/// Make it the window's root view controller (see README.md beside this file).
@available(iOS 15, tvOS 15, *)
public final class GalleryTabBarController: UITabBarController {
  /// The view the five screens show their lists in; setting it rebuilds them, keeping the
  /// selected tab.
  public var adapterKind: GalleryAdapterKind = .table {
    didSet { if oldValue != adapterKind && didLoad { showScreens() } }
  }
  /// The button that switches ``adapterKind``.
  public private(set) var kindButton: UIButton?
  private var didLoad = false

  override public func viewDidLoad() {
    super.viewDidLoad()
    didLoad = true
    let button = UIButton(
      type: .system,
      primaryAction: UIAction(title: "Table ⇄ Collection") { [weak self] _ in
        self?.switchAdapterKind()
      })
    button.setTitle("Table ⇄ Collection", for: .normal)
    view.addSubview(button)
    kindButton = button
    showScreens()
  }

  /// Places the switch at the top of the safe area, on the trailing side.
  override public func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard let kindButton else { return }
    let safe = view.safeAreaInsets
    kindButton.frame = CGRect(
      x: view.bounds.width - safe.right - 196, y: safe.top + 4, width: 180, height: 32)
  }

  /// Shows the screens in the other kind of view.
  public func switchAdapterKind() {
    adapterKind = adapterKind == .table ? .collection : .table
  }

  /// The five screens in the current kind of view, then the SwiftUI accordion.
  func showScreens() {
    // Korean labels when the person's first preferred language is Korean, as the terminal
    // gallery follows its locale.
    let korean = Locale.preferredLanguages.first?.hasPrefix("ko") == true
    let screens = ExampleScreen.all(language: korean ? .korean : .english)
    var controllers: [UIViewController] = screens.map { screen in
      switch adapterKind {
      case .table: ScreenViewController(screen: screen)
      case .collection: CollectionScreenViewController(screen: screen)
      }
    }
    #if os(Linux) || canImport(SwiftUI)
    if #available(iOS 16, tvOS 16, *),
      let accordion = screens.first(where: { $0.name == "accordion" })
    {
      let hosting = UIHostingController(rootView: AccordionView(screen: accordion))
      hosting.title = "SwiftUI"
      hosting.tabBarItem = UITabBarItem(title: "SwiftUI", image: nil, tag: 0)
      controllers.append(hosting)
    }
    #endif
    let selected = selectedIndex
    viewControllers = controllers
    if selected < controllers.count { selectedIndex = selected }
  }
}
#endif
