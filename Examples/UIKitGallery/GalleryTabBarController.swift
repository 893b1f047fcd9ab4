#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKitScreens
import Foundation

#if os(iOS) || os(tvOS) || os(visionOS)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif

/// The UIKit gallery: a tab bar with the five screens of the terminal gallery.
///
/// Make it the window's root view controller (see README.md beside this file).
@available(iOS 15, tvOS 15, *)
public final class GalleryTabBarController: UITabBarController {
  override public func viewDidLoad() {
    super.viewDidLoad()
    // Korean labels when the person's first preferred language is Korean, as the terminal
    // gallery follows its locale.
    let korean = Locale.preferredLanguages.first?.hasPrefix("ko") == true
    viewControllers = ExampleScreen.all(language: korean ? .korean : .english).map {
      ScreenViewController(screen: $0)
    }
  }
}
#endif
