// The Swift-only parts of UIKit that FoldKit uses, as Apple's UIKit overlay declares them
// (UIKit.framework/Modules/UIKit.swiftmodule of the iOS 17.5 SDK, stored in the reference copy,
// and the documentation pages named beside each declaration). The Objective-C declarations are in
// apple/Headers/UIKit. Type-checking only: the bodies never run.

// https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
// https://developer.apple.com/documentation/foundation/indexpath/row (NSIndexPath+UIKitAdditions.h)
extension IndexPath {
  /// An index path for a row of a table view.
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  /// An index path for an item of a collection view.
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  /// The section (index 0).
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
  /// The row (index 1).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
  /// The item (index 1).
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }
}

// https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal (the importer
// drops an option set's zero value; UIKit's Swift API has it).
extension UIControl.State {
  /// The normal, or default, state of a control: enabled, not selected, not highlighted.
  public static var normal: UIControl.State { [] }
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits (an OptionSet in Swift)
extension UIAccessibilityTraits: OptionSet {}

/// UIKit's accessibility namespace (https://developer.apple.com/documentation/uikit/uiaccessibility).
public enum UIAccessibility {
  /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibility/notification>.
  public typealias Notification = UIAccessibilityNotifications
  /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibility/expandedstatus>.
  @available(iOS 18.0, tvOS 18.0, visionOS 2.0, watchOS 11.0, *)
  public typealias ExpandedStatus = UIAccessibilityExpandedStatus

  /// Follows <https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)>.
  public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    __UIAccessibilityPostNotification(notification, argument)
  }
}

// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
@available(iOS 13.0, tvOS 13.0, *)
extension UIAction {
  /// An action with a title, an image and a handler called when the action runs.
  public convenience init(
    title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
    state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
  ) {
    self.init(__title: title, image: image, identifier: identifier, handler: handler)
  }
}

// https://developer.apple.com/documentation/uikit/uikeycommand/init(title:image:action:input:modifierflags:propertylist:alternates:discoverabilitytitle:attributes:state:)
// (iOS 13, Mac Catalyst, visionOS; not tvOS).
@available(iOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension UIKeyCommand {
  /// A key command with a title, for the keyboard shortcut overlay.
  public convenience init(
    title: String = "", image: UIImage? = nil, action: Selector, input: String,
    modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
    alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
    attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off
  ) {
    self.init(
      __title: title, image: image, action: action, input: input, modifierFlags: modifierFlags,
      propertyList: propertyList)
  }
}

/// The state of a view that a configuration updates for
/// (https://developer.apple.com/documentation/uikit/uiconfigurationstate).
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
public protocol UIConfigurationState {}

/// A view that shows a content configuration
/// (https://developer.apple.com/documentation/uikit/uicontentview).
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
@MainActor public protocol UIContentView: NSObjectProtocol {
  var configuration: any UIContentConfiguration { get set }
}

/// The content and styling of a view, such as a cell's
/// (https://developer.apple.com/documentation/uikit/uicontentconfiguration-9eib5).
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
public protocol UIContentConfiguration {
  /// Makes the view that shows this configuration.
  func makeContentView() -> any UIView & UIContentView
  /// This configuration, updated for `state`.
  func updated(for state: any UIConfigurationState) -> Self
}

/// A content configuration for list-style cells, headers and footers
/// (https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct).
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
  public var text: String?
  public var secondaryText: String?
  public var image: UIImage?

  public static func cell() -> UIListContentConfiguration { fatalError("type-check only") }
  public static func subtitleCell() -> UIListContentConfiguration { fatalError("type-check only") }
  public static func valueCell() -> UIListContentConfiguration { fatalError("type-check only") }
  public static func plainHeader() -> UIListContentConfiguration { fatalError("type-check only") }
  public static func plainFooter() -> UIListContentConfiguration { fatalError("type-check only") }
  public static func groupedHeader() -> UIListContentConfiguration { fatalError("type-check only") }
  public static func groupedFooter() -> UIListContentConfiguration { fatalError("type-check only") }
  public static func header() -> UIListContentConfiguration { fatalError("type-check only") }
  public static func footer() -> UIListContentConfiguration { fatalError("type-check only") }

  public func makeContentView() -> any UIView & UIContentView { fatalError("type-check only") }
  public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}

// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
extension UITableViewCell {
  /// The current content configuration of the cell.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { fatalError("type-check only") }
    set {}
  }
  /// A list content configuration with the cell's default styling.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    fatalError("type-check only")
  }
}

// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/contentconfiguration
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
extension UITableViewHeaderFooterView {
  /// The current content configuration of the view.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { fatalError("type-check only") }
    set {}
  }
  /// A list content configuration with the view's default styling.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    fatalError("type-check only")
  }
}

// List layouts for collection views: Swift value types over UIKit's Objective-C classes
// (UICollectionLayoutList.h, UICellAccessory.h, UIListSeparatorConfiguration.h), as the pages
// named beside each declaration give them.

/// The configuration of a list layout
/// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration-swift.struct).
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
public struct UICollectionLayoutListConfiguration {
  /// The overall appearance of the list.
  public enum Appearance: Int, Sendable {
    case plain = 0
    case grouped = 1
    @available(tvOS, unavailable) case insetGrouped = 2
    @available(tvOS, unavailable) case sidebar = 3
    @available(tvOS, unavailable) case sidebarPlain = 4
  }
  /// How sections show their headers.
  public enum HeaderMode: Int, Sendable {
    case none = 0
    case supplementary = 1
    case firstItemInSection = 2
  }
  /// How sections show their footers.
  public enum FooterMode: Int, Sendable {
    case none = 0
    case supplementary = 1
  }
  /// Gives the swipe actions of the item at an index path.
  @available(tvOS, unavailable)
  public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) ->
    UISwipeActionsConfiguration?
  /// Gives the separators of the item at an index path, from the section's.
  @available(iOS 14.5, *)
  @available(tvOS, unavailable)
  public typealias ItemSeparatorHandler = (
    _ indexPath: IndexPath, _ sectionSeparatorConfiguration: UIListSeparatorConfiguration
  ) -> UIListSeparatorConfiguration

  public let appearance: Appearance
  public var showsSeparators: Bool
  @available(iOS 14.5, *)
  @available(tvOS, unavailable)
  public var separatorConfiguration: UIListSeparatorConfiguration {
    get { fatalError("type-check only") }
    set {}
  }
  @available(iOS 14.5, *)
  @available(tvOS, unavailable)
  public var itemSeparatorHandler: ItemSeparatorHandler? {
    get { fatalError("type-check only") }
    set {}
  }
  public var headerMode: HeaderMode
  public var footerMode: FooterMode
  @available(iOS 15.0, tvOS 15.0, *)
  public var headerTopPadding: CGFloat? {
    get { fatalError("type-check only") }
    set {}
  }
  @available(tvOS, unavailable)
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
    get { fatalError("type-check only") }
    set {}
  }
  @available(tvOS, unavailable)
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider? {
    get { fatalError("type-check only") }
    set {}
  }

  public init(appearance: Appearance) { fatalError("type-check only") }
}

/// The separators of a list item
/// (https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct).
@available(iOS 14.5, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct UIListSeparatorConfiguration: Hashable, Sendable {
  /// Whether a separator shows.
  public enum Visibility: Int, Sendable {
    case automatic = 0
    case visible = 1
    case hidden = 2
  }
  public var topSeparatorVisibility: Visibility
  public var bottomSeparatorVisibility: Visibility
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
    fatalError("type-check only")
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
extension UICollectionViewCompositionalLayout {
  /// A layout whose every section is a list.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    fatalError("type-check only")
  }
}

/// An accessory of a list cell
/// (https://developer.apple.com/documentation/uikit/uicellaccessory-swift.struct).
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
public struct UICellAccessory {
  /// The editing states in which an accessory shows.
  public enum DisplayedState: Sendable {
    case always
    case whenEditing
    case whenNotEditing
  }
  /// Called when the person uses an accessory.
  public typealias ActionHandler = () -> Void

  /// The options of an outline disclosure.
  @available(tvOS, unavailable)
  public struct OutlineDisclosureOptions {
    /// The style of an outline disclosure.
    public enum Style: Int, Sendable {
      case automatic = 0
      case header = 1
      case cell = 2
    }
    public var style: Style
    public init(style: Style? = nil) { fatalError("type-check only") }
  }

  @available(tvOS, unavailable)
  public static func outlineDisclosure(
    displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
    actionHandler: ActionHandler? = nil
  ) -> UICellAccessory { fatalError("type-check only") }
  public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
    fatalError("type-check only")
  }
  public static func multiselect(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    fatalError("type-check only")
  }
  public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
    fatalError("type-check only")
  }
  @available(tvOS, unavailable)
  public static func delete(
    displayed: DisplayedState = .whenEditing, actionHandler: ActionHandler? = nil
  ) -> UICellAccessory { fatalError("type-check only") }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
extension UICollectionViewCell {
  /// The current content configuration of the cell.
  public var contentConfiguration: (any UIContentConfiguration)? {
    get { fatalError("type-check only") }
    set {}
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories
// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
@available(iOS 14.0, tvOS 14.0, *)
@available(watchOS, unavailable)
extension UICollectionViewListCell {
  /// The accessories the cell shows.
  public var accessories: [UICellAccessory] {
    get { fatalError("type-check only") }
    set {}
  }
  /// A list content configuration with the cell's default styling.
  public func defaultContentConfiguration() -> UIListContentConfiguration {
    fatalError("type-check only")
  }
}
