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

  /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions-swift.struct>.
  public struct OutlineDisclosureOptions: Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions-swift.struct/style-swift.property>.
    public var style: OutlineDisclosureStyle
    /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosureoptions-swift.struct/init(style:ishidden:reservedlayoutwidth:tintcolor:)>.
    ///
    /// (only its `style` parameter: the others are left out).
    public init(style: OutlineDisclosureStyle = .automatic) { self.style = style }
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosurestyle>.
  public enum OutlineDisclosureStyle: Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosurestyle/automatic>.
    case automatic
    /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosurestyle/header>.
    case header
    /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosurestyle/cell>.
    case cell
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
  public var standInStyle: OutlineDisclosureStyle?
  let actionHandler: (() -> Void)?

  /// Follows <https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct/outlinedisclosure(displayed:options:actionhandler:)>.
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: (() -> Void)? = nil
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
    displayed: DisplayedState = .whenEditing, actionHandler: (() -> Void)? = nil
  ) -> UICellAccessory {
    UICellAccessory(standInKind: .delete, standInDisplayed: displayed, actionHandler: actionHandler)
  }
}
#endif
