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

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/window>.
  ///
  /// (the nearest ``UIWindow`` among the view and its superviews).
  open var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/safeareainsets>.
  ///
  /// (UIKit derives it from the bars and the screen's edges; here tests set it with
  /// ``standInSetSafeAreaInsets(_:)``, and a subview inherits its superview's, as one that fills
  /// it does in UIKit).
  open var safeAreaInsets: UIEdgeInsets {
    if let ownSafeArea { return ownSafeArea }
    return superview?.safeAreaInsets ?? .zero
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/traitcollection>.
  open var traitCollection: UITraitCollection {
    ownTraits ?? superview?.traitCollection ?? UITraitCollection()
  }

  var boundsOrigin = CGPoint.zero
  var needsLayout = true
  var ownSafeArea: UIEdgeInsets?
  var standInBackgroundColor: UIColor?
  var ownTraits: UITraitCollection?

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/init(frame:)>.
  public init(frame: CGRect) {
    self.frame = frame
    super.init()
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)>.
  open func addSubview(_ view: UIView) {
    let hadWindow = view.window != nil
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    if hadWindow != (view.window != nil) { view.standInWindowChanged() }
    view.standInSafeAreaChanged()
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)>.
  open func insertSubview(_ view: UIView, at index: Int) {
    addSubview(view)
    subviews.removeLast()
    subviews.insert(view, at: min(index, subviews.count))
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()>.
  open func removeFromSuperview() {
    let hadWindow = window != nil
    superview?.subviews.removeAll { $0 === self }
    superview = nil
    if hadWindow { standInWindowChanged() }
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()>.
  open func didMoveToWindow() {}

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/safeareainsetsdidchange()>.
  open func safeAreaInsetsDidChange() {}

  /// Follows <https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)>.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)>.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.remove(at: index)
    subviews.append(view)
  }

  /// Not UIKit: the bars or the keyboard changed the safe area of this view (and of the subviews
  /// that inherit it), as UIKit sets it; UIKit then calls `safeAreaInsetsDidChange()`.
  public func standInSetSafeAreaInsets(_ insets: UIEdgeInsets) {
    ownSafeArea = insets
    standInSafeAreaChanged()
  }

  /// Not UIKit: the person changed a trait (such as the text size, Dynamic Type); UIKit calls
  /// `traitCollectionDidChange(_:)` down the hierarchy.
  public func standInSetTraitCollection(_ traits: UITraitCollection) {
    let previous = traitCollection
    ownTraits = traits
    standInTraitsChanged(from: previous)
  }

  func standInTraitsChanged(from previous: UITraitCollection) {
    traitCollectionDidChange(previous)
    for view in subviews where view.ownTraits == nil { view.standInTraitsChanged(from: previous) }
  }

  func standInSafeAreaChanged() {
    safeAreaInsetsDidChange()
    setNeedsLayout()
    for view in subviews where view.ownSafeArea == nil { view.standInSafeAreaChanged() }
  }

  func standInWindowChanged() {
    didMoveToWindow()
    for view in subviews { view.standInWindowChanged() }
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

/// Follows <https://developer.apple.com/documentation/uikit/uiwindow>.
@MainActor open class UIWindow: UIView {
  /// Follows <https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()>.
  open func makeKeyAndVisible() {}
}

/// Follows <https://developer.apple.com/documentation/uikit/uiedgeinsets>.
public struct UIEdgeInsets: Equatable, Sendable {
  /// Follows <https://developer.apple.com/documentation/uikit/uiedgeinsets/top>.
  public var top: CGFloat
  /// Follows <https://developer.apple.com/documentation/uikit/uiedgeinsets/left>.
  public var left: CGFloat
  /// Follows <https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom>.
  public var bottom: CGFloat
  /// Follows <https://developer.apple.com/documentation/uikit/uiedgeinsets/right>.
  public var right: CGFloat

  /// Follows <https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)>.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiedgeinsets/zero>.
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Follows <https://developer.apple.com/documentation/uikit/uicontentsizecategory>.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// The category's name.
  public let rawValue: String
  /// Creates a category from its name.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Follows <https://developer.apple.com/documentation/uikit/uicontentsizecategory/large>.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  /// Follows <https://developer.apple.com/documentation/uikit/uicontentsizecategory/extralarge>.
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  /// Follows <https://developer.apple.com/documentation/uikit/uicontentsizecategory/accessibilityextralarge>.
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
}

/// Follows <https://developer.apple.com/documentation/uikit/uitraitcollection>.
@MainActor open class UITraitCollection: NSObject {
  /// Follows <https://developer.apple.com/documentation/uikit/uitraitcollection/preferredcontentsizecategory>.
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// Follows <https://developer.apple.com/documentation/uikit/uitraitcollection/init(preferredcontentsizecategory:)>.
  public init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.preferredContentSizeCategory = preferredContentSizeCategory
    super.init()
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitraitcollection/init()>.
  override public convenience init() { self.init(preferredContentSizeCategory: .large) }
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

  /// Not UIKit (UIKit makes keys itself): a key with `keyCode` and exactly `modifiers`, for
  /// tests.
  public init(standInKeyCode keyCode: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
    storedKeyCode = keyCode
    storedModifiers = modifiers
    super.init()
  }

  /// Not UIKit: a key as a hardware keyboard sends it.
  ///
  /// The arrow keys sit on the keypad part of
  /// the HID usage table, and UIKit reports them with `.numericPad` in `modifierFlags` (observed
  /// on iPad with hardware keyboards; the flag's page says it marks keypad keys:
  /// <https://developer.apple.com/documentation/uikit/uikeymodifierflags/numericpad>).
  public convenience init(
    standInHardwareKeyCode keyCode: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []
  ) {
    let arrows: Set<UIKeyboardHIDUsage> = [
      .keyboardLeftArrow, .keyboardRightArrow, .keyboardUpArrow, .keyboardDownArrow,
    ]
    self.init(
      standInKeyCode: keyCode,
      modifiers: arrows.contains(keyCode) ? modifiers.union(.numericPad) : modifiers)
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
  /// Follows <https://developer.apple.com/documentation/uikit/uikeymodifierflags/alphashift>.
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  /// Follows <https://developer.apple.com/documentation/uikit/uikeymodifierflags/shift>.
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  /// Follows <https://developer.apple.com/documentation/uikit/uikeymodifierflags/control>.
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  /// Follows <https://developer.apple.com/documentation/uikit/uikeymodifierflags/alternate>.
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  /// Follows <https://developer.apple.com/documentation/uikit/uikeymodifierflags/numericpad>.
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// Follows <https://developer.apple.com/documentation/uikit/uikeyboardhidusage>.
public enum UIKeyboardHIDUsage: Int, Sendable {
  /// Follows <https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardrightarrow>.
  case keyboardRightArrow = 0x4F
  /// Follows <https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboardleftarrow>.
  case keyboardLeftArrow = 0x50
  /// Follows <https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboarddownarrow>.
  case keyboardDownArrow = 0x51
  /// Follows <https://developer.apple.com/documentation/uikit/uikeyboardhidusage/keyboarduparrow>.
  case keyboardUpArrow = 0x52
}
#endif
