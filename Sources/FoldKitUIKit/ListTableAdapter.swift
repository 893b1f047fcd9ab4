#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
public import FoldKit

#if os(Linux)
public import UIKitStandIn
#else
public import UIKit
#endif

/// Shows a FoldKit ``ListLayout`` in a `UITableView`: its data source and delegate go through a
/// small non-generic ``ListTableProxy``, and the app keeps a delegate of its own.
///
/// The adapter holds no list logic. Taps on rows and headers, ← and →, calls by item ID and new
/// data go to the engine (`ListLayout`); what comes back (a changeset, the staged changesets of
/// new data, the anchored content offset, the scroll target, the announcement) becomes
/// `performBatchUpdates` calls, offsets and accessibility notifications:
///
/// - the data source answers from the state it shows, switched to the engine's new state inside
///   the batch's update closure (and to each stage's data for staged updates), as UIKit requires;
/// - one batch at a time: input that arrives while a batch animates is queued, by identity, and
///   applied in order once the animation ends (a row that is gone by then is skipped); a table
///   outside a window gets no batch at all (UIKit would never end it), so the queue never stalls;
/// - offsets move inside the batch's update block, so they animate with it, and never while the
///   person drags; the table's `adjustedContentInset` (bars, keyboard) is the layout's inset, so
///   the first row and every scroll target stay clear of the bars;
/// - rows whose content changed keep their cells (`reconfigureRows`);
/// - heights come from the layout (its measurer, or Auto Layout with ``useAutoLayoutHeights()``);
///   a width or text size change re-measures while the top row stays put.
@available(iOS 15, tvOS 15, *)
@MainActor
public final class ListTableAdapter<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
> {
  /// The layout type the adapter shows.
  public typealias Layout = ListLayout<SectionID, ItemID, Content>
  /// The controller type inside the layout.
  public typealias Controller = ListController<SectionID, ItemID, Content>
  /// The context handed to the cell configuration closure.
  public typealias RowContext = ListRowContext<ItemID, Content>
  /// The context handed to the header configuration closure.
  public typealias HeaderContext = ListHeaderContext<SectionID, Content>

  /// The reuse identifier of the adapter's default cell kind.
  public static var cellIdentifier: String { "FoldKitRow" }
  /// The reuse identifier of the adapter's header views.
  public static var headerIdentifier: String { "FoldKitHeader" }
  /// The reuse identifier of the adapter's footer views.
  public static var footerIdentifier: String { "FoldKitFooter" }

  /// The table view.
  public private(set) weak var tableView: UITableView?
  /// The table's data source and delegate (the table holds it weakly; the adapter keeps it).
  public let proxy: ListTableProxy
  /// The engine: data, expansion, checks, heights and the viewport, as the adapter last left it.
  public internal(set) var layout: Layout
  /// Configures a cell for a row; called after the adapter set the cell's accessibility.
  public var configureCell: (UITableViewCell, RowContext) -> Void
  /// Configures a header view; collapsible headers already carry a full-size toggle button,
  /// which stays above whatever content configuration this sets.
  public var configureHeader: ((UITableViewHeaderFooterView, HeaderContext) -> Void)?
  /// Configures a section's footer view (its context's content is the footer's); without it
  /// footers are blank space of the layout's height.
  public var configureFooter: ((UITableViewHeaderFooterView, HeaderContext) -> Void)?
  /// The reuse identifier of the cell kind for a row (registered with
  /// ``register(_:forCellKind:)``); by default ``cellIdentifier`` for every row.
  ///
  /// Choose the kind from what does not change while a row's content does (its `kind`, its
  /// depth, its item): rows whose content changes are reconfigured in place, which keeps their
  /// cell.
  public var cellKind: (RowContext) -> String = { _ in ListTableAdapter.cellIdentifier }
  /// Called with every selection outcome the engine returns, after its batch started.
  public var onSelection: ((SelectionOutcome<ItemID>) -> Void)?
  /// Called with the item whose row the person selected (a tap, or a reveal that selects).
  public var onRowSelected: ((ItemID) -> Void)?
  /// Called with the items open after every change (taps, keys, calls by ID, new data).
  public var onExpansionChange: ((Set<ItemID>) -> Void)?
  /// Called whenever whether the checks can be confirmed may have changed (after checks, new
  /// data, or new check marks), with the engine's answer.
  public var onCanConfirmChange: ((Bool) -> Void)?
  /// Called with each load request or cancellation the engine makes (an item whose children
  /// load on demand opened or closed); answer with ``supplyChildren(_:for:)``.
  public var onLoad: ((LoadEvent<ItemID>) -> Void)?
  /// The animation of inserted, deleted and reloaded rows.
  public var rowAnimation: UITableView.RowAnimation = .fade
  /// The words given to VoiceOver.
  public var accessibilityStrings = ListAccessibilityStrings.english
  /// Whether each cell is one accessibility element (UIKit content); `false` for cells hosting
  /// controls VoiceOver must reach one by one (SwiftUI rows).
  public var cellsAreAccessibilityElements = true
  /// Called before a row's cell appears (`tableView(_:willDisplay:forRowAt:)`).
  public var willDisplay: ((UITableViewCell, RowContext) -> Void)? {
    didSet { installHooks() }
  }
  /// Called after a row's cell left the screen (`tableView(_:didEndDisplaying:forRowAt:)`),
  /// with its index path as shown when it left (its row may be gone).
  public var didEndDisplaying: ((UITableViewCell, IndexPath) -> Void)? {
    didSet { installHooks() }
  }
  /// Called with rows the table expects to show soon (`tableView(_:prefetchRowsAt:)`).
  public var prefetch: (([RowContext]) -> Void)? {
    didSet { installHooks() }
  }
  #if !os(tvOS)
  /// The swipe actions on a row's leading edge.
  public var leadingSwipeActions: ((RowContext) -> UISwipeActionsConfiguration?)? {
    didSet { installHooks() }
  }
  /// The swipe actions on a row's trailing edge.
  public var trailingSwipeActions: ((RowContext) -> UISwipeActionsConfiguration?)? {
    didSet { installHooks() }
  }
  /// The context menu of a row, at a point of the table.
  public var contextMenu: ((RowContext, CGPoint) -> UIContextMenuConfiguration?)? {
    didSet { installHooks() }
  }
  /// The editing style of a row (swipe to delete, insert controls).
  public var editingStyle: ((RowContext) -> UITableViewCell.EditingStyle)? {
    didSet { installHooks() }
  }
  /// Called when the person commits an edit of a row (deleted it by swiping, for instance);
  /// the app changes its data and calls ``apply(_:checks:animated:completion:)``.
  public var commitEditing: ((UITableViewCell.EditingStyle, RowContext) -> Void)? {
    didSet { installHooks() }
  }
  #endif
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
  /// Whether the person is dragging (or the content still decelerates from a drag).
  var isDragging = false
  /// A reveal waiting for the children of an item on its way to load.
  var pendingReveal: PendingReveal?
  /// Sizing cells for Auto Layout heights, by cell kind.
  var sizingCells: [String: UITableViewCell] = [:]
  /// The text size the rows were measured for.
  var measuredSizeCategory: UIContentSizeCategory?

  /// Creates the adapter, makes its proxy `tableView`'s data source and delegate, and registers
  /// its cell and header classes.
  ///
  /// - Parameters:
  ///   - tableView: The table view (a ``ListTableView`` adds keys, insets, text size and
  ///     width changes).
  ///   - layout: The engine; its width, viewport and insets follow the table from now on.
  ///   - configureCell: Fills a cell for a row.
  /// - Complexity: O(1), plus O(*v*) once if the table's insets differ from the layout's.
  public init(
    tableView: UITableView, layout: Layout,
    configureCell: @escaping (UITableViewCell, RowContext) -> Void
  ) {
    self.tableView = tableView
    self.layout = layout
    self.shown = .live
    self.configureCell = configureCell
    self.proxy = ListTableProxy()
    proxy.target = self
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.cellIdentifier)
    tableView.register(
      UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.headerIdentifier)
    tableView.register(
      UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: Self.footerIdentifier)
    tableView.sectionHeaderTopPadding = 0
    tableView.dataSource = proxy
    tableView.delegate = proxy
    tableView.prefetchDataSource = proxy
    if let table = tableView as? ListTableView { table.listAdapter = self }
    measuredSizeCategory = tableView.traitCollection.preferredContentSizeCategory
    syncViewport()
  }

  /// The controller: what the engine shows once every running batch ends.
  public var controller: Controller { layout.controller }

  /// Whether a batch is animating, so new input waits in ``queue``.
  public var isAnimating: Bool { batchesInFlight > 0 }

  /// Registers a cell class for a kind of row: rows for which ``cellKind`` returns `identifier`
  /// are dequeued with it.
  ///
  /// - Complexity: O(1).
  public func register(_ cellClass: UITableViewCell.Type, forCellKind identifier: String) {
    tableView?.register(cellClass, forCellReuseIdentifier: identifier)
    sizingCells[identifier] = nil
  }
}

@available(iOS 15, tvOS 15, *)
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
    /// New data shown at once, without batches or animation.
    case reload(Controller.ListSnapshot, checks: CheckTree<ItemID>?)
    /// An item opened (`true`) or closed by the app.
    case setExpanded(ItemID, Bool)
    /// A change to the engine the app asks for (a filter, loaded children).
    case change(@Sendable (inout Controller) -> Changeset)
    /// Scrolls an item's row into view at a position, optionally selecting it.
    case scroll(ItemID, ScrollPosition, select: Bool, animated: Bool)
    /// The text size changed: every measured row is measured again.
    case remeasure
    /// Runs once everything before it has been applied and its batches have ended.
    case notify(@MainActor @Sendable () -> Void)
  }

  /// A reveal that waits for children to load on its way to the item.
  struct PendingReveal {
    var id: ItemID
    var ancestors: [ItemID]
    var position: ScrollPosition
    var select: Bool
    var animated: Bool
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
