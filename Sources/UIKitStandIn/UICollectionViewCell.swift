#if os(Linux)
public import Foundation

/// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes>.
@MainActor open class UICollectionViewLayoutAttributes: NSObject {
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame>.
  open var frame = CGRect.zero
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/size>.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/indexpath>.
  open var indexPath: IndexPath

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forcellwith:)>.
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    super.init()
  }
}

/// Follows <https://developer.apple.com/documentation/uikit/uicollectionreusableview>.
@MainActor open class UICollectionReusableView: UIView {
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionreusableview/reuseidentifier>.
  public internal(set) var reuseIdentifier: String?

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/init(frame:)>.
  ///
  /// (`required` here so the stand-in can make registered subclasses; UIKit uses the ObjC runtime).
  public required override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionreusableview/prepareforreuse()>.
  open func prepareForReuse() {}

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:)>.
  ///
  /// A self-sizing view answers its own size; the stand-in has no Auto Layout, so by default the
  /// proposed attributes come back unchanged (the layout's estimate stays).
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }
}

/// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewcell>.
@MainActor open class UICollectionViewCell: UICollectionReusableView {
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview>.
  public private(set) var contentView = UIView(frame: .zero)
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration>.
  ///
  /// As for table cells, setting a configuration replaces the content view.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { contentView = replaceContentView(contentView, in: self) }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewcell/isselected>.
  open var isSelected = false

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)>.
  ///
  /// (the stand-in has no Auto Layout: a cell subclass in a test overrides it).
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    CGSize(width: targetSize.width, height: 44)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewcell/init(frame:)>.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }
}

/// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewlistcell>.
@MainActor open class UICollectionViewListCell: UICollectionViewCell {
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/accessories>.
  open var accessories: [UICellAccessory] = []
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentationlevel>.
  open var indentationLevel = 0
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentationwidth>.
  open var indentationWidth: CGFloat = 10
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/indentsaccessories>.
  open var indentsAccessories = true

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()>.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// Not UIKit: the person taps the cell's accessory of `kind`; returns whether it has one.
  ///
  /// An outline disclosure or delete accessory runs its action handler; UIKit's default action
  /// of an outline disclosure without one (toggling a section snapshot) is not modelled.
  @discardableResult
  public func standInTapAccessory(_ kind: UICellAccessory.StandInKind) -> Bool {
    guard let accessory = accessories.first(where: { $0.standInKind == kind }) else {
      return false
    }
    accessory.actionHandler?()
    return true
  }
}
#endif
