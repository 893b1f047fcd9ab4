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
>: ListAdapting {
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
  /// The engine, the queue and the batches, shared with ``ListCollectionAdapter``'s kind.
  public let listCore: ListAdapterCore<SectionID, ItemID, Content>
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
  /// The animation of inserted, deleted and reloaded rows.
  public var rowAnimation: UITableView.RowAnimation = .fade
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
  /// Whether rows show reorder controls in editing mode, wired to the engine's interactive
  /// reorder (``moveRule``, ``canMoveItem``); see ``ListTableAdapter`` "Editing".
  public var reordersRows = false {
    didSet { installHooks() }
  }
  #if !os(tvOS)
  /// Whether an item's row can be deleted by swiping it, through ``removeItems``.
  ///
  /// In editing mode the delete control does the same. The delete can be undone. An
  /// ``editingStyle`` or ``commitEditing`` hook of the app's own takes precedence.
  public var deletesBySwipe = false {
    didSet { installHooks() }
  }
  /// Whether a two-finger pan over the rows selects them (turning editing on), when the table
  /// allows multiple selection during editing.
  public var allowsTwoFingerSelection = false {
    didSet { installHooks() }
  }
  #endif
  /// Sizing cells for Auto Layout heights, by cell kind.
  var sizingCells: [String: UITableViewCell] = [:]

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
    self.listCore = ListAdapterCore(layout: layout)
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
    listCore.view = self
    listCore.measuredSizeCategory = tableView.traitCollection.preferredContentSizeCategory
    listCore.syncViewport()
  }

  /// Registers a cell class for a kind of row: rows for which ``cellKind`` returns `identifier`
  /// are dequeued with it.
  ///
  /// - Complexity: O(1).
  public func register(_ cellClass: UITableViewCell.Type, forCellKind identifier: String) {
    tableView?.register(cellClass, forCellReuseIdentifier: identifier)
    sizingCells[identifier] = nil
  }
}

#endif
