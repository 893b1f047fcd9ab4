#if os(Linux)
import Foundation

/// Follows <https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5>.
///
/// (its two requirements are left out: the adapters set configurations and never implement one).
public protocol UIContentConfiguration {}

/// Follows <https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct>.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
  /// Follows <https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text>.
  public var text: String?
  /// Follows <https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext>.
  public var secondaryText: String?

  /// Follows <https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/cell()>.
  public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
}

/// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell>.
@MainActor open class UITableViewCell: UIView {
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle>.
  public enum CellStyle: Int, Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/cellstyle/default>.
    case `default` = 0
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum>.
  public enum AccessoryType: Int, Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/none>.
    case none = 0
    /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/disclosureindicator>.
    case disclosureIndicator = 1
    /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/checkmark>.
    case checkmark = 3
    /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.enum/detailbutton>.
    case detailButton = 4
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/reuseidentifier>.
  public let reuseIdentifier: String?
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration>.
  open var contentConfiguration: (any UIContentConfiguration)?
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/accessorytype-swift.property>.
  open var accessoryType: AccessoryType = .none
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/indentationlevel>.
  open var indentationLevel = 0

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/init(style:reuseidentifier:)>.
  ///
  /// (`required` here so the stand-in can make registered subclasses; UIKit uses the ObjC runtime).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    isAccessibilityElement = true
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()>.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/prepareforreuse()>.
  open func prepareForReuse() {}
}

/// Follows <https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview>.
@MainActor open class UITableViewHeaderFooterView: UIView {
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/reuseidentifier>.
  public let reuseIdentifier: String?
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentview>.
  public let contentView = UIView(frame: .zero)
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentconfiguration>.
  open var contentConfiguration: (any UIContentConfiguration)?

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/init(reuseidentifier:)>.
  ///
  /// (`required` here for the same reason as the cell's initializer).
  public required init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/defaultcontentconfiguration()>.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/prepareforreuse()>.
  open func prepareForReuse() {}
}
#endif
