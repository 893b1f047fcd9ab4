#if os(Linux)
import Foundation

/// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct>.
public struct UICellAccessory {
  /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate-swift.enum>.
  public enum DisplayedState: Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate-swift.enum/always>.
    case always
    /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate-swift.enum/whenediting>.
    case whenEditing
    /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/displayedstate-swift.enum/whennotediting>.
    case whenNotEditing
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/actionhandler>.
  public typealias ActionHandler = () -> Void

  /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions>.
  public struct OutlineDisclosureOptions {
    /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.enum>.
    public enum Style: Int, Sendable {
      /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.enum/automatic>.
      case automatic = 0
      /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.enum/header>.
      case header = 1
      /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.enum/cell>.
      case cell = 2
    }

    /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/style-swift.property>.
    public var style: Style
    /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions/init(style:ishidden:reservedlayoutwidth:tintcolor:)>.
    ///
    /// (only its `style` parameter: the others are left out).
    public init(style: Style? = nil) { self.style = style ?? .automatic }
  }

  /// Not UIKit: which accessory this is, for tests.
  public enum StandInKind: Sendable {
    /// An outline disclosure.
    case outlineDisclosure
    /// A checkmark.
    case checkmark
    /// A multiselect circle.
    case multiselect
    /// A reorder control.
    case reorder
    /// A delete control.
    case delete
  }

  /// Not UIKit: which accessory this is.
  public let standInKind: StandInKind
  /// Not UIKit: when it shows.
  public let standInDisplayed: DisplayedState
  /// Not UIKit: the outline disclosure's style.
  public var standInStyle: OutlineDisclosureOptions.Style?
  let actionHandler: ActionHandler?

  /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosure(displayed:options:actionhandler:)>.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(
      standInKind: .outlineDisclosure, standInDisplayed: displayed, standInStyle: options.style,
      actionHandler: actionHandler)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/checkmark(displayed:options:)>.
  ///
  /// (without its options).
  public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
    UICellAccessory(standInKind: .checkmark, standInDisplayed: displayed, actionHandler: nil)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/multiselect(displayed:options:)>.
  ///
  /// (without its options).
  public static func multiselect(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(standInKind: .multiselect, standInDisplayed: displayed, actionHandler: nil)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/reorder(displayed:options:)>.
  ///
  /// (without its options).
  public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    UICellAccessory(standInKind: .reorder, standInDisplayed: displayed, actionHandler: nil)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/delete(displayed:options:actionhandler:)>.
  ///
  /// (without its options).
  public static func delete(
    displayed: DisplayedState = .whenEditing, actionHandler: ActionHandler? = nil
  ) -> UICellAccessory {
    UICellAccessory(standInKind: .delete, standInDisplayed: displayed, actionHandler: actionHandler)
  }
}
#endif
