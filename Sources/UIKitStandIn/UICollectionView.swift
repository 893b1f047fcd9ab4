#if os(Linux)
public import Foundation

/// Follows <https://developer.apple.com/documentation/uikit/uicollectionview>.
///
/// The stand-in lays its items out as a list layout does, one under the other: a section's
/// header (with `headerMode` `.supplementary`), its items, its footer (with `footerMode`
/// `.supplementary`). Items and supplementary views start at an estimated height and take the
/// height their view prefers (`preferredLayoutAttributesFitting(_:)`) once shown, as self-sizing
/// list cells do. It caches item counts as UIKit does, checks each batch by the collection
/// view's rules with its messages, and records every batch.
@MainActor open class UICollectionView: UIScrollView {
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader>.
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter>.
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  /// Not UIKit: the height an item or supplementary view has until it is shown and sized (the
  /// list layout's own estimate is not documented; this value is a guess).
  public static let standInEstimatedHeight: CGFloat = 44

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout>.
  open var collectionViewLayout: UICollectionViewLayout {
    didSet { resetHeights() }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/datasource>.
  open weak var dataSource: (any UICollectionViewDataSource)?
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/delegate>.
  open weak var delegate: (any UICollectionViewDelegate)?

  var cachedCounts: [Int]?
  /// Item heights by section, marked once sized; estimates for the rest.
  var itemHeights: [StandInHeights] = []
  /// Sized heights of section headers and footers (`nil` while on the estimate).
  var headerSizes: [CGFloat?] = []
  var footerSizes: [CGFloat?] = []
  var laidOutWidth: CGFloat?
  var cellClasses: [String: UICollectionViewCell.Type] = [:]
  var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
  var reusable: [String: [UICollectionReusableView]] = [:]
  var visibleViews: [Element: UICollectionReusableView] = [:]
  var batch: BatchRecord?
  var batchDepth = 0
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/isediting>.
  open var isEditing = false
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselection>.
  open var allowsMultipleSelection = false
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/allowsmultipleselectionduringediting>.
  open var allowsMultipleSelectionDuringEditing = false
  /// The selected items, moved with their items by batches.
  var selectedItems: Set<IndexPath> = []
  /// Set while the data source's `collectionView(_:moveItemAt:to:)` runs after a reorder.
  var isCommittingReorder = false
  /// Work the stand-in runs once the current event (a reorder's drop) has been handled.
  var afterCurrentEvent: [() -> Void] = []
  var pendingCompletions: [((Bool) -> Void)?] = []
  var reconfiguring: [IndexPath: UICollectionViewCell] = [:]
  /// Not UIKit: the batches applied so far, in order.
  public internal(set) var standInBatches: [StandInBatch] = []
  /// Not UIKit: how many times a batch was opened inside another.
  public internal(set) var standInNestedBatchCount = 0
  /// Not UIKit: how many times the data source was asked for a cell.
  public internal(set) var standInCellRequests = 0

  /// One laid-out element.
  enum Element: Hashable {
    case header(Int)
    case item(IndexPath)
    case footer(Int)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/init(frame:collectionviewlayout:)>.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }

  /// The list configuration of the layout, if it is a list.
  var listConfiguration: UICollectionLayoutListConfiguration? {
    (collectionViewLayout as? UICollectionViewCompositionalLayout)?.standInListConfiguration
  }

  // MARK: Registration and reuse

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forcellwithreuseidentifier:)-rqcx>.
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/register(_:forsupplementaryviewofkind:withreuseidentifier:)-wd5l>.
  open func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
    withReuseIdentifier identifier: String
  ) {
    supplementaryClasses[elementKind + "/" + identifier] =
      viewClass as? UICollectionReusableView.Type
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablecell(withreuseidentifier:for:)>.
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    if let cell = reconfiguring[indexPath] { return cell }
    if let cell = reusable[identifier]?.popLast() as? UICollectionViewCell {
      cell.prepareForReuse()
      return cell
    }
    guard let type = cellClasses[identifier] else {
      raise(
        "NSInternalInconsistencyException",
        "could not dequeue a view of kind: UICollectionElementKindCell with identifier "
          + "\(identifier) - must register a nib or a class for the identifier or connect a "
          + "prototype cell in a storyboard")
      return UICollectionViewCell(frame: .zero)
    }
    let cell = type.init(frame: .zero)
    cell.reuseIdentifier = identifier
    return cell
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/dequeuereusablesupplementaryview(ofkind:withreuseidentifier:for:)>.
  open func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = elementKind + "/" + identifier
    if let view = reusable[key]?.popLast() {
      view.prepareForReuse()
      return view
    }
    guard let type = supplementaryClasses[key] else {
      raise(
        "NSInternalInconsistencyException",
        "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must "
          + "register a nib or a class for the identifier or connect a prototype cell in a "
          + "storyboard")
      return UICollectionReusableView(frame: .zero)
    }
    let view = type.init(frame: .zero)
    view.reuseIdentifier = key
    return view
  }

  // MARK: Counts

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections>.
  open var numberOfSections: Int { counts.count }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)>.
  open func numberOfItems(inSection section: Int) -> Int { counts[section] }

  var counts: [Int] {
    if cachedCounts == nil { cachedCounts = readCounts() }
    return cachedCounts ?? []
  }

  func readCounts() -> [Int] {
    guard let dataSource else { return [] }
    let sections = dataSource.numberOfSections(in: self)
    return (0..<max(0, sections)).map {
      dataSource.collectionView(self, numberOfItemsInSection: $0)
    }
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/reloaddata()>.
  open func reloadData() {
    if batchDepth > 0 {
      raise("NSInternalInconsistencyException", "reloadData called inside an update block")
    }
    selectedItems = []
    for view in visibleViews.values { recycle(view) }
    visibleViews = [:]
    cachedCounts = readCounts()
    resetHeights()
    setNeedsLayout()
  }

  func resetHeights() {
    itemHeights = []
    headerSizes = []
    footerSizes = []
    setNeedsLayout()
  }

  // MARK: Views on screen

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/cellforitem(at:)>.
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
    visibleViews[.item(indexPath)] as? UICollectionViewCell
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforvisibleitems>.
  open var indexPathsForVisibleItems: [IndexPath] {
    visibleViews.keys.compactMap { if case .item(let path) = $0 { path } else { nil } }.sorted()
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/supplementaryview(forelementkind:at:)>.
  open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionReusableView?
  {
    let section = indexPath.section
    return elementKind == Self.elementKindSectionHeader
      ? visibleViews[.header(section)] : visibleViews[.footer(section)]
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/deselectitem(at:animated:)>.
  open func deselectItem(at indexPath: IndexPath, animated: Bool) {
    selectedItems.remove(indexPath)
    cellForItem(at: indexPath)?.isSelected = false
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()>.
  ///
  /// (lays out the elements in the bounds, sizing those shown for the first time).
  override open func layoutSubviews() {
    super.layoutSubviews()
    layoutElements()
  }

  override func didScroll() { delegate?.scrollViewDidScroll(self) }
  override func willBeginDragging() { delegate?.scrollViewWillBeginDragging(self) }
  override func didEndDragging() {
    delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
  }
  override var isInsideUpdateBlock: Bool { batchDepth > 0 }

  func recycle(_ view: UICollectionReusableView) {
    view.removeFromSuperview()
    guard let identifier = view.reuseIdentifier else { return }
    reusable[identifier, default: []].append(view)
  }
}
#endif
