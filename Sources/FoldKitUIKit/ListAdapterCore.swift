#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
public import FoldKit

#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif

/// What the table adapter and the collection adapter share: the engine, what the data source
/// shows, the input queue, the batches in flight, focus, reveals, and the callbacks.
///
/// Each adapter owns one and reaches it through ``ListAdapting``; the core turns input into the
/// engine's changesets and hands each one to its view (`ListAdapterView`), which calls its own
/// batch methods (`deleteRows` or `deleteItems`, and so on). Apps use the adapters' members, not
/// the core's.
@available(iOS 15, tvOS 15, *)
@MainActor
public final class ListAdapterCore<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
> {
  typealias Layout = ListLayout<SectionID, ItemID, Content>
  typealias Controller = ListController<SectionID, ItemID, Content>
  typealias RowContext = ListRowContext<ItemID, Content>
  typealias HeaderContext = ListHeaderContext<SectionID, Content>
  typealias Target = ListAdapterTarget<SectionID, ItemID>
  typealias Input = ListAdapterInput<SectionID, ItemID, Content>

  /// The view side: the table or collection view's own calls.
  weak var view: (any ListAdapterView)?
  /// The engine, as the adapter last left it.
  var layout: Layout
  /// What the data source shows: the engine's state, the state before a change, or a stage.
  var shown: Shown = .live
  /// Batches started whose completion has not run.
  var batchesInFlight = 0
  /// The stages still to apply, each with what the data source shows during its batch (the
  /// last shows the engine's state), with the offset after the last one.
  var remainingStages: [(changeset: Changeset, shows: Shown)] = []
  var offsetAfterStages: Double = 0
  /// Set while the adapter itself moves the content offset.
  var isSettingOffset = false
  /// Whether the person is dragging (or the content still decelerates from a drag).
  var isDragging = false
  /// A reveal waiting for the children of an item on its way to load.
  var pendingReveal: PendingReveal?
  /// The snapshot Auto Layout sizing looks items up in (a copy: sharing its storage, O(1)).
  var sizingSnapshot: Controller.ListSnapshot?
  /// The text size the rows were measured for.
  var measuredSizeCategory: UIContentSizeCategory?
  /// The row or header that ← and → act on.
  var focus: Target?
  /// Input received while a batch animates.
  var queue: [Input] = []
  /// Input skipped because its row had gone when its turn came.
  var skippedInputCount = 0

  /// The app's rule for moves (reorders included); `nil` allows every move the engine allows.
  var moveRule: Controller.MoveRule?
  /// Whether the person may pick up an item's row; `nil` lets every item move.
  var canMoveItem: ((ItemID) -> Bool)?
  /// Removes items from the app's data and returns its new snapshot (`nil` refuses).
  var removeItems: (([ItemID]) -> Controller.ListSnapshot?)?
  /// The edits that can be undone, the last one last.
  var edits: [ListEdit<SectionID, ItemID, Content>] = []
  /// The selection as last reported to ``onSelectionChange``.
  var reportedSelection: ListSelection<ItemID>?
  var onReorder: ((ReorderOutcome<SectionID, ItemID>) -> Void)?
  var onSelectionChange: ((ListSelection<ItemID>) -> Void)?
  var onUndo: ((ListEdit<SectionID, ItemID, Content>) -> Void)?
  var onSelection: ((SelectionOutcome<ItemID>) -> Void)?
  var onRowSelected: ((ItemID) -> Void)?
  var onExpansionChange: ((Set<ItemID>) -> Void)?
  var onCanConfirmChange: ((Bool) -> Void)?
  var onLoad: ((LoadEvent<ItemID>) -> Void)?
  var accessibilityStrings = ListAccessibilityStrings.english
  weak var confirmControl: UIControl? {
    didSet { updateConfirmControl() }
  }

  init(layout: Layout) {
    self.layout = layout
  }

  /// The table or collection view, as a scroll view.
  var scrollView: UIScrollView? { view?.listScrollView }
}

/// A row or header by identity, so it survives index changes while input waits.
public enum ListAdapterTarget<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Hashable, Sendable
{
  /// An item's own row.
  case row(ItemID)
  /// An item's detail row.
  case detail(ItemID)
  /// A section's header.
  case header(SectionID)
}

/// One piece of input to an adapter, queued while a batch animates.
public enum ListAdapterInput<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: Sendable {
  /// The controller type the input changes.
  public typealias Controller = ListController<SectionID, ItemID, Content>

  /// A tap on a row or header.
  case tap(ListAdapterTarget<SectionID, ItemID>)
  /// An item's detail or children shown or hidden without selecting it (an accessory button,
  /// a disclosure accessory, a VoiceOver action), for rows whose selection does something else.
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

/// The calls the shared core makes on the view an adapter shows (a table or a collection view).
@MainActor protocol ListAdapterView: AnyObject {
  /// The view, as a scroll view (offsets, insets, dragging, its window).
  var listScrollView: UIScrollView? { get }
  /// Calls the view's `performBatchUpdates(_:completion:)`.
  func listPerformBatch(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void)
  /// Calls the view's batch methods for `changeset` (inside a batch).
  func listApply(_ changeset: Changeset)
  /// Calls the view's `reloadData()`.
  func listReloadData()
  /// The index paths of the rows on screen.
  func listVisibleIndexPaths() -> [IndexPath]
  /// Reconfigures the rows at `paths`, keeping their cells.
  func listReconfigure(_ paths: [IndexPath])
  /// The cell on screen at `indexPath`, if any.
  func listCell(at indexPath: IndexPath) -> UIView?
  /// Selects exactly the rows of the engine's selected items that are shown, when the view
  /// selects several rows now.
  func listSyncSelection()
  /// Runs `body` once the view's own reorder has ended (never inside it).
  func listAfterReorder(_ body: @escaping @MainActor () -> Void)
}

@available(iOS 15, tvOS 15, *)
extension ListAdapterCore {
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
    /// The state before a staged update (`Layout`) with the sections and rows that the stage
    /// reloads (`Refreshed`) as the engine shows them now: the data of an update's first stage
    /// when that stage only reloads, read without building it.
    case refreshing(Layout, Refreshed)
  }

  /// What a stage that only reloads refreshes: its reloaded sections (whose rows the engine
  /// shows now wherever it still shows them) and its reloaded rows, at their paths before it.
  struct Refreshed {
    var sections: Set<Int>
    var rows: Set<ListIndexPath>

    init(_ changeset: Changeset) {
      sections = Set(changeset.reloadedSections)
      rows = Set(changeset.reloadedRows)
    }
  }
}
#endif
