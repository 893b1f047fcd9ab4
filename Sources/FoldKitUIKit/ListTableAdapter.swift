#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
public import FoldKit

#if os(iOS) || os(tvOS) || os(visionOS)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif

/// The data source and delegate of a `UITableView` over a FoldKit ``ListLayout``.
///
/// The adapter holds no list logic. Taps on rows and headers, ← and →, and new data go to the
/// engine (`ListLayout`); what comes back (a selection's changeset, the staged changesets of new
/// data, the anchored content offset, the scroll target, the announcement) becomes
/// `performBatchUpdates` calls, offsets and accessibility notifications:
///
/// - the data source answers from the state it shows, switched to the engine's new state inside
///   the batch's update closure (and to each stage's data for staged updates), as UIKit requires;
/// - one batch at a time: input that arrives while a batch animates is queued, by identity, and
///   applied in order once the animation ends (a row that is gone by then is skipped), so a burst
///   of taps ends in the state the same taps made slowly would reach;
/// - heights come from the layout: `estimatedHeightForRowAt` gives the layout's current height and
///   `heightForRowAt` the measured one, so nothing jumps; a width change keeps the top row still.
@available(iOS 15, tvOS 15, *)
@MainActor
public final class ListTableAdapter<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: NSObject {
  /// The layout type the adapter shows.
  public typealias Layout = ListLayout<SectionID, ItemID, Content>
  /// The controller type inside the layout.
  public typealias Controller = ListController<SectionID, ItemID, Content>
  /// The context handed to the cell configuration closure.
  public typealias RowContext = ListRowContext<ItemID, Content>
  /// The context handed to the header configuration closure.
  public typealias HeaderContext = ListHeaderContext<SectionID, Content>

  /// The reuse identifier of the adapter's cells.
  public static var cellIdentifier: String { "FoldKitRow" }
  /// The reuse identifier of the adapter's header views.
  public static var headerIdentifier: String { "FoldKitHeader" }

  /// The table view, which holds the adapter as its data source and delegate (weakly).
  public private(set) weak var tableView: UITableView?
  /// The engine: data, expansion, checks, heights and the viewport, as the adapter last left it.
  public internal(set) var layout: Layout
  /// Configures a cell for a row; called after the adapter set the cell's accessibility.
  public var configureCell: (UITableViewCell, RowContext) -> Void
  /// Configures a header view; collapsible headers already carry a full-size button.
  public var configureHeader: ((UITableViewHeaderFooterView, HeaderContext) -> Void)?
  /// Called with every selection outcome the engine returns, after its batch started.
  public var onSelection: ((SelectionOutcome<ItemID>) -> Void)?
  /// The animation of inserted, deleted and reloaded rows.
  public var rowAnimation: UITableView.RowAnimation = .fade
  /// The confirm button of a check list: enabled exactly when the checks can be confirmed.
  public weak var confirmControl: UIControl? {
    didSet { updateConfirmControl() }
  }
  /// The row or header that ← and → act on: the last one tapped or reached by a key.
  public internal(set) var focus: Target?
  /// Input received while a batch animates, applied in order when it ends.
  public internal(set) var queue: [Input] = []
  /// Taps, keys and updates skipped because their row had gone when their turn came.
  public internal(set) var skippedInputCount = 0

  /// What the data source shows: the engine's state, the state before a change, or a stage.
  var shown: Shown
  /// Batches started whose completion has not run.
  var batchesInFlight = 0
  /// The stages still to apply, with the offset after the last one.
  var remainingStages: [ChangesetStage<Controller.VisibleModel>] = []
  var offsetAfterStages: Double = 0
  /// Set while the adapter itself moves the content offset.
  var isSettingOffset = false

  /// Creates the adapter, makes it `tableView`'s data source and delegate, and registers its cell
  /// and header classes.
  ///
  /// - Parameters:
  ///   - tableView: The table view (a ``ListTableView`` adds keys and width changes).
  ///   - layout: The engine; its width and viewport follow the table's bounds from the first
  ///     layout pass on.
  ///   - configureCell: Fills a cell for a row.
  /// - Complexity: O(1).
  public init(
    tableView: UITableView, layout: Layout,
    configureCell: @escaping (UITableViewCell, RowContext) -> Void
  ) {
    self.tableView = tableView
    self.layout = layout
    self.shown = .live
    self.configureCell = configureCell
    super.init()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    tableView.register(
      UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.headerIdentifier)
    tableView.sectionHeaderTopPadding = 0
    tableView.dataSource = self
    tableView.delegate = self
    if let table = tableView as? ListTableView { table.listAdapter = self }
  }

  /// The controller: what the engine shows once every running batch ends.
  public var controller: Controller { layout.controller }

  /// Whether a batch is animating, so new input waits in ``queue``.
  public var isAnimating: Bool { batchesInFlight > 0 }
}

extension ListTableAdapter {
  /// A row or header by identity, so it survives index changes while input waits.
  public enum Target: Hashable, Sendable {
    /// An item's own row.
    case row(ItemID)
    /// An item's detail row.
    case detail(ItemID)
    /// A section's header.
    case header(SectionID)
  }

  /// One piece of input, queued while a batch animates.
  public enum Input: Sendable {
    /// A tap on a row or header.
    case tap(Target)
    /// An item's detail or children shown or hidden without selecting it (an accessory button,
    /// a VoiceOver action), for rows whose selection does something else, such as checking.
    case toggle(ItemID)
    /// An item's detail (its text) shown or hidden apart from its children, for an item with
    /// ``ItemOptions/detailApart`` (its accessory button, VoiceOver's second action); for any
    /// other item the same as ``toggle(_:)``.
    case toggleDetail(ItemID)
    /// ← (collapse or go to the parent) or → (expand or go to the first child).
    case key(isRight: Bool)
    /// New data, optionally with new check marks.
    case data(Controller.ListSnapshot, checks: CheckTree<ItemID>?)
  }

  /// What the data source shows.
  enum Shown {
    /// The engine's state, ``layout``.
    case live
    /// The state before a change, until the batch that applies it begins.
    case frozen(Layout)
    /// The data of an intermediate stage of a staged update.
    case stage(Controller.VisibleModel)
  }
}
#endif
