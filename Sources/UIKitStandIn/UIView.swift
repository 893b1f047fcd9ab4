#if os(Linux)
public import Foundation

/// Follows <https://developer.apple.com/documentation/uikit/uiresponder>.
@MainActor open class UIResponder: NSObject {
  /// Follows <https://developer.apple.com/documentation/uikit/uiresponder/next>.
  open var next: UIResponder? { nil }

  /// Follows <https://developer.apple.com/documentation/uikit/uiresponder/canbecomefirstresponder>.
  open var canBecomeFirstResponder: Bool { false }
  /// Follows <https://developer.apple.com/documentation/uikit/uiresponder/isfirstresponder>.
  public internal(set) var isFirstResponder = false

  /// Follows <https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()>.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    isFirstResponder = canBecomeFirstResponder
    return isFirstResponder
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiresponder/pressesbegan(_:with:)>.
  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }
}

/// Follows <https://developer.apple.com/documentation/uikit/uiview>.
@MainActor open class UIView: UIResponder {
  /// Follows <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct>.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Follows <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth>.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// Follows <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight>.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// Follows <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibletopmargin>.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/frame>.
  open var frame: CGRect {
    didSet {
      if frame.size != oldValue.size { setNeedsLayout() }
    }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uiview/bounds>.
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: frame.size) }
    set {
      boundsOrigin = newValue.origin
      frame.size = newValue.size
    }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uiview/subviews>.
  public private(set) var subviews: [UIView] = []
  /// Follows <https://developer.apple.com/documentation/uikit/uiview/superview>.
  public private(set) weak var superview: UIView?
  /// Follows <https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property>.
  open var autoresizingMask: AutoresizingMask = []

  /// Follows <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement>.
  open var isAccessibilityElement = false
  /// Follows <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel>.
  open var accessibilityLabel: String?
  /// Follows <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue>.
  open var accessibilityValue: String?
  /// Follows <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint>.
  open var accessibilityHint: String?
  /// Follows <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits>.
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// Follows <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions>.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
  /// Follows <https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityexpandedstatus>.
  open var accessibilityExpandedStatus: UIAccessibility.ExpandedStatus = .unsupported

  var boundsOrigin = CGPoint.zero
  var needsLayout = true

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/init(frame:)>.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)>.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()>.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  override open var next: UIResponder? { superview }

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/setneedslayout()>.
  open func setNeedsLayout() { needsLayout = true }

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()>.
  open func layoutIfNeeded() {
    guard needsLayout else { return }
    needsLayout = false
    layoutSubviews()
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()>.
  open func layoutSubviews() {
    for view in subviews where !view.autoresizingMask.isEmpty {
      var frame = view.frame
      if view.autoresizingMask.contains(.flexibleWidth) { frame.size.width = bounds.width }
      if view.autoresizingMask.contains(.flexibleHeight) { frame.size.height = bounds.height }
      view.frame = frame
    }
  }
}

/// Follows <https://developer.apple.com/documentation/uikit/uipress>.
@MainActor open class UIPress: NSObject {
  /// Follows <https://developer.apple.com/documentation/uikit/uipress/key>.
  open var key: UIKey? { storedKey }
  let storedKey: UIKey?

  /// Not UIKit (UIKit makes presses itself): a press of `key`, for tests.
  public init(standInKey key: UIKey?) {
    storedKey = key
    super.init()
  }
}

/// Follows <https://developer.apple.com/documentation/uikit/uipressesevent>.
@MainActor open class UIPressesEvent: NSObject {}

/// Follows <https://developer.apple.com/documentation/uikit/uikey>.
@MainActor open class UIKey: NSObject {
  /// Follows <https://developer.apple.com/documentation/uikit/uikey/keycode>.
  open var keyCode: UIKeyboardHIDUsage { storedKeyCode }
  /// Follows <https://developer.apple.com/documentation/uikit/uikey/modifierflags>.
  open var modifierFlags: UIKeyModifierFlags { storedModifiers }
  let storedKeyCode: UIKeyboardHIDUsage
  let storedModifiers: UIKeyModifierFlags

  /// Not UIKit (UIKit makes keys itself): a key with `keyCode`, for tests.
  public init(standInKeyCode keyCode: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
    storedKeyCode = keyCode
    storedModifiers = modifiers
    super.init()
  }
}

/// Follows <https://developer.apple.com/documentation/uikit/uikeymodifierflags>.
public struct UIKeyModifierFlags: OptionSet, Sendable {
  /// The flags' bits.
  public let rawValue: Int
  /// Creates flags from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Follows <https://developer.apple.com/documentation/uikit/uikeymodifierflags/command>.
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
}

/// Follows <https://developer.apple.com/documentation/uikit/uikeyboardhidusage>.
public enum UIKeyboardHIDUsage: Int, Sendable {
  /// Follows <https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardrightarrow>.
  case keyboardRightArrow = 0x4F
  /// Follows <https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardleftarrow>.
  case keyboardLeftArrow = 0x50
}
#endif
