#if os(Linux)
import Foundation

/// Follows <https://developer.apple.com/documentation/uikit/uiaccessibilitytraits>.
public struct UIAccessibilityTraits: OptionSet, Sendable, Hashable {
  /// The traits' bits.
  public let rawValue: UInt64
  /// Creates traits from their bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/none>.
  public static let none = UIAccessibilityTraits([])
  /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button>.
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
}

/// Follows <https://developer.apple.com/documentation/uikit/uiaccessibility>.
public enum UIAccessibility {
  /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibility/expandedstatus>.
  public enum ExpandedStatus: Int, Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibility/expandedstatus/unsupported>.
    case unsupported = 0
    /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibility/expandedstatus/expanded>.
    case expanded = 1
    /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibility/expandedstatus/collapsed>.
    case collapsed = 2
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibility/notification>.
  public struct Notification: Hashable, Sendable, RawRepresentable {
    /// The notification's number.
    public let rawValue: UInt32
    /// Creates a notification from its number.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibility/notification/layoutchanged>.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged>.
    public static let screenChanged = Notification(rawValue: 1000)
    /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement>.
    public static let announcement = Notification(rawValue: 1008)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)>.
  ///
  /// The stand-in models VoiceOver's speech: an announcement is spoken at the end of the run
  /// loop turn (``standInSpeak()``); a layout-changed or screen-changed notification posted after
  /// it in the same turn moves the focus and interrupts it, so it is never heard (observed with
  /// VoiceOver; the announcement page,
  /// <https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement>,
  /// notes that speech can be interrupted).
  @MainActor public static func post(notification: Notification, argument: Any?) {
    standInPosted.append((notification, argument))
    switch notification {
    case .announcement:
      if let text = argument as? String { standInPendingSpeech.append(text) }
    case .layoutChanged, .screenChanged:
      standInPendingSpeech = []
    default:
      break
    }
  }

  /// Not UIKit: every notification posted, in order, for tests.
  @MainActor public static var standInPosted: [(notification: Notification, argument: Any?)] = []
  /// Not UIKit: the announcements VoiceOver finished speaking.
  @MainActor public static var standInSpoken: [String] = []
  @MainActor static var standInPendingSpeech: [String] = []

  /// Not UIKit: the run loop turn ends; pending announcements are spoken.
  @MainActor public static func standInSpeak() {
    standInSpoken += standInPendingSpeech
    standInPendingSpeech = []
  }

  /// Not UIKit: forgets every notification and everything spoken.
  @MainActor public static func standInReset() {
    standInPosted = []
    standInSpoken = []
    standInPendingSpeech = []
  }
}

/// Follows <https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction>.
@MainActor open class UIAccessibilityCustomAction: NSObject {
  /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/handler>.
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool

  /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/name>.
  open var name: String
  let handler: Handler

  /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)>.
  public init(name: String, actionHandler: @escaping Handler) {
    self.name = name
    handler = actionHandler
    super.init()
  }

  /// Not UIKit: VoiceOver performing the action.
  @discardableResult
  public func standInPerform() -> Bool { handler(self) }
}
#endif
