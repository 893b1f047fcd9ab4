#if os(Linux)
public import Foundation

/// Follows <https://developer.apple.com/documentation/uikit/uitableview>.
///
/// The stand-in caches row counts as UIKit does (read at the first layout, at `reloadData()`, or
/// at the end of a batch), checks each batch by UIKit's rules with UIKit's messages, lays out the
/// rows that intersect its bounds from the delegate's heights, and records every call it makes to
/// its data source and delegate, and every batch, in ``standInLog``.
@MainActor open class UITableView: UIScrollView {
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum>.
  public enum Style: Int, Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/plain>.
    case plain = 0
    /// Follows <https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/grouped>.
    case grouped = 1
    /// Follows <https://developer.apple.com/documentation/uikit/uitableview/style-swift.enum/insetgrouped>.
    case insetGrouped = 2
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/rowanimation>.
  public enum RowAnimation: Int, Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uitableview/rowanimation/fade>.
    case fade = 0
    /// Follows <https://developer.apple.com/documentation/uikit/uitableview/rowanimation/right>.
    case right = 1
    /// Follows <https://developer.apple.com/documentation/uikit/uitableview/rowanimation/left>.
    case left = 2
    /// Follows <https://developer.apple.com/documentation/uikit/uitableview/rowanimation/top>.
    case top = 3
    /// Follows <https://developer.apple.com/documentation/uikit/uitableview/rowanimation/bottom>.
    case bottom = 4
    /// Follows <https://developer.apple.com/documentation/uikit/uitableview/rowanimation/none>.
    case none = 5
    /// Follows <https://developer.apple.com/documentation/uikit/uitableview/rowanimation/middle>.
    case middle = 6
    /// Follows <https://developer.apple.com/documentation/uikit/uitableview/rowanimation/automatic>.
    case automatic = 100
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/automaticdimension>.
  ///
  /// (its value is a guess: UIKit documents only the name).
  public static let automaticDimension: CGFloat = -1

  /// Not UIKit: the default height of a grouped table's header or footer.
  ///
  /// A grouped (or inset grouped) table gives it to a header or footer whose delegate height
  /// is 0. UIKit documents that 0 does not hide them in these styles (only a
  /// tiny positive height such as `CGFloat.leastNormalMagnitude` does; UIKIT-RULES §8.3 and
  /// <https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)>);
  /// the default's value itself is a guess.
  public static let standInGroupedDefaultHeight: CGFloat = 17.5

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/style-swift.property>.
  public let style: Style
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/datasource>.
  open weak var dataSource: (any UITableViewDataSource)?
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/delegate>.
  ///
  /// (UIKit narrows UIScrollView's delegate; Swift cannot, so the scroll view has none here).
  open weak var delegate: (any UITableViewDelegate)?
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/prefetchdatasource>.
  open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/rowheight>.
  open var rowHeight: CGFloat = UITableView.automaticDimension
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight>.
  open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/sectionheaderheight>.
  open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/sectionfooterheight>.
  open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/sectionheadertoppadding>.
  open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/indexpathforselectedrow>.
  ///
  /// (the first selected row, as UIKit returns one of them when several are selected).
  public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
  /// The selected rows, moved with their rows by batches.
  var selectedRows: Set<IndexPath> = []
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/isediting>.
  open var isEditing = false
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/allowsselectionduringediting>.
  open var allowsSelectionDuringEditing = false
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselection>.
  open var allowsMultipleSelection = false
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/allowsmultipleselectionduringediting>.
  open var allowsMultipleSelectionDuringEditing = false
  /// Set while the data source's `tableView(_:moveRowAt:to:)` runs after a reorder: UIKit is
  /// inside its own update then.
  var isCommittingReorder = false
  /// Work the stand-in runs once the current event (a reorder's drop) has been handled, as the
  /// main run loop's next turn would.
  var afterCurrentEvent: [() -> Void] = []

  /// Row counts as last read from the data source; `nil` until the first read.
  var cachedCounts: [Int]?
  /// Row heights by section: the estimate until the row is laid out, then the delegate's
  /// height (marked as measured).
  var rowHeights: [StandInHeights] = []
  var headerHeights: [CGFloat] = []
  var footerHeights: [CGFloat] = []
  var laidOutWidth: CGFloat?
  var cellClasses: [String: UITableViewCell.Type] = [:]
  var headerClasses: [String: UITableViewHeaderFooterView.Type] = [:]
  var reusableCells: [String: [UITableViewCell]] = [:]
  var reusableHeaders: [String: [UITableViewHeaderFooterView]] = [:]
  var visibleCells: [IndexPath: UITableViewCell] = [:]
  var visibleHeaders: [Int: UIView] = [:]
  var batch: BatchRecord?
  var batchDepth = 0
  var pendingCompletions: [((Bool) -> Void)?] = []
  /// Cells being reconfigured: dequeuing at these paths returns the existing cell.
  var reconfiguring: [IndexPath: UITableViewCell] = [:]
  /// Not UIKit: batch completions dropped because the table had no window.
  public internal(set) var standInDroppedCompletionCount = 0
  /// Not UIKit: every call made or received (see `standInLog`).
  var log: [StandInCall] = []
  /// Not UIKit: the batches applied so far, in order.
  public internal(set) var standInBatches: [StandInBatch] = []
  /// Not UIKit: how many times a batch was opened inside another.
  public internal(set) var standInNestedBatchCount = 0

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/init(frame:style:)>.
  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }

  // MARK: Registration and reuse

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/register(_:forcellreuseidentifier:)-4g8xh>.
  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
    cellClasses[identifier] = cellClass as? UITableViewCell.Type
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/register(_:forheaderfooterviewreuseidentifier:)-5vf3d>.
  open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
    headerClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)>.
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
    -> UITableViewCell
  {
    if let cell = reconfiguring[indexPath] { return cell }
    if var pool = reusableCells[identifier], let cell = pool.popLast() {
      reusableCells[identifier] = pool
      cell.prepareForReuse()
      return cell
    }
    guard let type = cellClasses[identifier] else {
      raise(
        "NSInternalInconsistencyException",
        "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class "
          + "for the identifier or connect a prototype cell in a storyboard")
      return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }
    return type.init(style: .default, reuseIdentifier: identifier)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/dequeuereusableheaderfooterview(withidentifier:)>.
  open func dequeueReusableHeaderFooterView(withIdentifier identifier: String)
    -> UITableViewHeaderFooterView?
  {
    if var pool = reusableHeaders[identifier], let view = pool.popLast() {
      reusableHeaders[identifier] = pool
      view.prepareForReuse()
      return view
    }
    return headerClasses[identifier].map { $0.init(reuseIdentifier: identifier) }
  }

  // MARK: Counts

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/numberofsections>.
  open var numberOfSections: Int { counts.count }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/numberofrows(insection:)>.
  open func numberOfRows(inSection section: Int) -> Int { counts[section] }

  /// The cached counts, read from the data source first if never read (as UIKit does).
  var counts: [Int] {
    if cachedCounts == nil { loadData() }
    return cachedCounts ?? []
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/reloaddata()>.
  open func reloadData() {
    if batchDepth > 0 {
      raise("NSInternalInconsistencyException", "reloadData called inside an update block")
    }
    log.append(.reloadData)
    // UIKit forgets the selection on a reload (inferred from its documentation of
    // `reloadData()`: it "clears the current selection").
    selectedRows = []
    visibleCells.values.forEach(recycle)
    visibleCells = [:]
    visibleHeaders = [:]
    loadData()
    setNeedsLayout()
  }

  /// Reads the counts from the data source and every height from the delegate.
  func loadData() {
    cachedCounts = readCounts()
    reloadHeights()
  }

  func readCounts() -> [Int] {
    guard let dataSource else { return [] }
    log.append(.numberOfSections)
    let sections = dataSource.numberOfSections(in: self)
    return (0..<max(0, sections)).map { section in
      log.append(.numberOfRows(section))
      return dataSource.tableView(self, numberOfRowsInSection: section)
    }
  }

  // MARK: Cells on screen

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/cellforrow(at:)>.
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCells[indexPath] }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/indexpathsforvisiblerows>.
  open var indexPathsForVisibleRows: [IndexPath]? { visibleCells.keys.sorted() }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/headerview(forsection:)>.
  open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    visibleHeaders[section] as? UITableViewHeaderFooterView
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)>.
  open func deselectRow(at indexPath: IndexPath, animated: Bool) {
    selectedRows.remove(indexPath)
    log.append(.deselectRow(indexPath))
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/rectforrow(at:)>.
  open func rectForRow(at indexPath: IndexPath) -> CGRect {
    _ = counts
    var y: CGFloat = 0
    for section in 0..<indexPath.section {
      y += headerHeights[section] + rowHeights[section].total + footerHeights[section]
    }
    y += headerHeights[indexPath.section]
    y += rowHeights[indexPath.section].offset(of: indexPath.row)
    return CGRect(
      x: 0, y: y, width: bounds.width,
      height: rowHeights[indexPath.section].height(at: indexPath.row))
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()>.
  ///
  /// (lays out the rows in the bounds; see `layoutRows()`).
  override open func layoutSubviews() {
    super.layoutSubviews()
    layoutRows()
  }

  override func didScroll() {
    log.append(.didScroll(contentOffset.y))
    delegate?.scrollViewDidScroll(self)
  }

  override func willBeginDragging() { delegate?.scrollViewWillBeginDragging(self) }

  override func didEndDragging() {
    delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
  }

  override var isInsideUpdateBlock: Bool { batchDepth > 0 }

  func recycle(_ cell: UITableViewCell) {
    cell.removeFromSuperview()
    guard let identifier = cell.reuseIdentifier else { return }
    reusableCells[identifier, default: []].append(cell)
  }
}
#endif
