// accessibilityExpandedStatus is iOS 18 API; below that deployment target it needs #available.
// expect: is only available in iOS 18.0 or newer
import UIKit

@MainActor func mark(_ view: UIView) {
  view.accessibilityExpandedStatus = .expanded
}
