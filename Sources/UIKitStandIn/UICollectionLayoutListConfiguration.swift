#if os(Linux)
public import Foundation

/// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct>.
public struct UICollectionLayoutListConfiguration {
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum>.
  public enum Appearance: Int, Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/plain>.
    case plain = 0
    /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/grouped>.
    case grouped = 1
    /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/insetgrouped>.
    case insetGrouped = 2
    /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/sidebar>.
    case sidebar = 3
    /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.enum/sidebarplain>.
    case sidebarPlain = 4
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum>.
  public enum HeaderMode: Int, Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum/none>.
    case none = 0
    /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum/supplementary>.
    case supplementary = 1
    /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.enum/firstiteminsection>.
    case firstItemInSection = 2
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum>.
  public enum FooterMode: Int, Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum/none>.
    case none = 0
    /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.enum/supplementary>.
    case supplementary = 1
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/swipeactionsconfigurationprovider>.
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/itemseparatorhandler>.
  public typealias ItemSeparatorHandler =
    (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/appearance-swift.property>.
  public let appearance: Appearance
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/showsseparators>.
  public var showsSeparators = true
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/separatorconfiguration>.
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/itemseparatorhandler-swift.property>.
  public var itemSeparatorHandler: ItemSeparatorHandler?
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headermode-swift.property>.
  public var headerMode = HeaderMode.none
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/footermode-swift.property>.
  public var footerMode = FooterMode.none
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/headertoppadding>.
  public var headerTopPadding: CGFloat?
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/leadingswipeactionsconfigurationprovider-swift.property>.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/trailingswipeactionsconfigurationprovider-swift.property>.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct/init(appearance:)>.
  public init(appearance: Appearance) {
    self.appearance = appearance
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }
}

/// Follows <https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct>.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
  /// Follows <https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/visibility-swift.enum>.
  public enum Visibility: Int, Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/visibility-swift.enum/automatic>.
    case automatic = 0
    /// Follows <https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/visibility-swift.enum/visible>.
    case visible = 1
    /// Follows <https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/visibility-swift.enum/hidden>.
    case hidden = 2
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/topseparatorvisibility>.
  public var topSeparatorVisibility = Visibility.automatic
  /// Follows <https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/bottomseparatorvisibility>.
  public var bottomSeparatorVisibility = Visibility.automatic

  /// Follows <https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/init(listappearance:)>.
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}

/// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewlayout>.
@MainActor open class UICollectionViewLayout: NSObject {
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init()>.
  public override init() { super.init() }
}

/// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout>.
@MainActor open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Not UIKit: the list configuration it was made with.
  public let standInListConfiguration: UICollectionLayoutListConfiguration

  init(listConfiguration: UICollectionLayoutListConfiguration) {
    standInListConfiguration = listConfiguration
    super.init()
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)>.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout(listConfiguration: configuration)
  }
}
#endif
