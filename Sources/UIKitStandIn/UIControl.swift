#if os(Linux)
public import Foundation

/// Follows <https://developer.apple.com/documentation/uikit/uiactionhandler>.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// Follows <https://developer.apple.com/documentation/uikit/uiaction>.
@MainActor open class UIAction: NSObject {
  /// Follows <https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct>.
  public struct Identifier: Hashable, Sendable, RawRepresentable {
    /// The identifier's string.
    public let rawValue: String
    /// Follows <https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(_:)>.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Follows <https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct/init(rawvalue:)>.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiaction/title>.
  open var title: String
  /// Follows <https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.property>.
  public let identifier: Identifier
  let handler: UIActionHandler

  /// Follows <https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)>.
  ///
  /// (image, discoverability title, attributes and state omitted: the adapters pass none).
  public init(
    title: String = "", identifier: Identifier? = nil, handler: @escaping UIActionHandler
  ) {
    self.title = title
    self.identifier = identifier ?? Identifier(UUID().uuidString)
    self.handler = handler
    super.init()
  }
}

/// Follows <https://developer.apple.com/documentation/uikit/uicontrol>.
@MainActor open class UIControl: UIView {
  /// Follows <https://developer.apple.com/documentation/uikit/uicontrol/event>.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The event's bits.
    public let rawValue: UInt
    /// Creates an event set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Follows <https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside>.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// Follows <https://developer.apple.com/documentation/uikit/uicontrol/event/primaryactiontriggered>.
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicontrol/isenabled>.
  open var isEnabled = true
  var actions: [(action: UIAction, events: Event)] = []

  /// Follows <https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)>.
  open func addAction(_ action: UIAction, for controlEvents: Event) {
    actions.append((action, controlEvents))
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicontrol/removeaction(identifiedby:for:)>.
  open func removeAction(
    identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event
  ) {
    actions.removeAll { $0.action.identifier == actionIdentifier && $0.events == controlEvents }
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:)>.
  open func sendActions(for controlEvents: Event) {
    guard isEnabled else { return }
    for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
      entry.action.handler(entry.action)
    }
  }
}

/// Follows <https://developer.apple.com/documentation/uikit/uibutton>.
@MainActor open class UIButton: UIControl {
  /// Follows <https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum>.
  public enum ButtonType: Int, Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/custom>.
    case custom = 0
    /// Follows <https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system>.
    case system = 1
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.property>.
  public let buttonType: ButtonType

  /// Follows <https://developer.apple.com/documentation/uikit/uibutton/init(type:primaryaction:)>.
  public init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
    self.buttonType = buttonType
    super.init(frame: .zero)
    accessibilityTraits = .button
    isAccessibilityElement = true
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  /// Not UIKit: a person's tap, which UIKit turns into these events.
  public func standInTap() {
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
  }
}
#endif

#if os(Linux)
extension UIButton {
  /// Follows <https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)>.
  public func setTitle(_ title: String?, for state: UIControl.State) {
    standInTitle = title
  }

  /// Not UIKit: the title set for the normal state.
  public var standInTitle: String? {
    get { accessibilityLabel }
    set { accessibilityLabel = newValue }
  }
}

extension UIControl {
  /// Follows <https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct>.
  public struct State: OptionSet, Sendable {
    /// The state's bits.
    public let rawValue: UInt
    /// Creates a state from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Follows <https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal>.
    public static let normal = State([])
    /// Follows <https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/disabled>.
    public static let disabled = State(rawValue: 1 << 1)
  }
}
#endif
