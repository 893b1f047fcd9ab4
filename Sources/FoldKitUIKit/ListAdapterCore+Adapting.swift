#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
public import FoldKit

#if os(Linux)
public import UIKitStandIn
#else
public import UIKit
#endif

/// An adapter that shows a FoldKit ``ListLayout`` in a UIKit view: ``ListTableAdapter`` for a
/// table, ``ListCollectionAdapter`` for a collection view with a list layout.
///
/// Both keep their engine, queue and batches in a ``ListAdapterCore``, so the members below (the
/// engine's state, callbacks, control by item ID, filtering, loading on demand) are one
/// implementation for both.
@available(iOS 15, tvOS 15, *)
@MainActor
public protocol ListAdapting: AnyObject {
  /// The type of the sections' IDs.
  associatedtype SectionID: Hashable & Sendable
  /// The type of the items' IDs.
  associatedtype ItemID: Hashable & Sendable
  /// The type of the items' content.
  associatedtype Content: Equatable & Sendable
  /// The shared state and logic of the adapter.
  var listCore: ListAdapterCore<SectionID, ItemID, Content> { get }
}

@available(iOS 15, tvOS 15, *)
extension ListAdapting {
  /// The layout type the adapter shows.
  public typealias Layout = ListLayout<SectionID, ItemID, Content>
  /// The controller type inside the layout.
  public typealias Controller = ListController<SectionID, ItemID, Content>
  /// The context handed to the cell configuration closure.
  public typealias RowContext = ListRowContext<ItemID, Content>
  /// The context handed to the header configuration closure.
  public typealias HeaderContext = ListHeaderContext<SectionID, Content>
  /// A row or header by identity.
  public typealias Target = ListAdapterTarget<SectionID, ItemID>
  /// One piece of input, queued while a batch animates.
  public typealias Input = ListAdapterInput<SectionID, ItemID, Content>

  /// The engine: data, expansion, checks, heights and the viewport, as the adapter last left it.
  public internal(set) var layout: Layout {
    get { listCore.layout }
    set { listCore.layout = newValue }
  }
  /// The controller: what the engine shows once every running batch ends.
  public var controller: Controller { listCore.layout.controller }
  /// Whether a batch is animating, so new input waits in ``queue``.
  public var isAnimating: Bool { listCore.isAnimating }
  /// The row or header that ← and → act on: the last one tapped or reached by a key.
  public var focus: Target? { listCore.focus }
  /// Input received while a batch animates, applied in order when it ends.
  public var queue: [Input] { listCore.queue }
  /// Taps, keys and updates skipped because their row had gone when their turn came.
  public var skippedInputCount: Int { listCore.skippedInputCount }

  /// Called with every selection outcome the engine returns, after its batch started.
  public var onSelection: ((SelectionOutcome<ItemID>) -> Void)? {
    get { listCore.onSelection }
    set { listCore.onSelection = newValue }
  }
  /// Called with the item whose row the person selected (a tap, or a reveal that selects).
  public var onRowSelected: ((ItemID) -> Void)? {
    get { listCore.onRowSelected }
    set { listCore.onRowSelected = newValue }
  }
  /// Called with the items open after every change (taps, keys, calls by ID, new data).
  public var onExpansionChange: ((Set<ItemID>) -> Void)? {
    get { listCore.onExpansionChange }
    set { listCore.onExpansionChange = newValue }
  }
  /// Called whenever whether the checks can be confirmed may have changed (after checks, new
  /// data, or new check marks), with the engine's answer.
  public var onCanConfirmChange: ((Bool) -> Void)? {
    get { listCore.onCanConfirmChange }
    set { listCore.onCanConfirmChange = newValue }
  }
  /// Called with each load request or cancellation the engine makes (an item whose children
  /// load on demand opened or closed); answer with ``supplyChildren(_:for:)``.
  public var onLoad: ((LoadEvent<ItemID>) -> Void)? {
    get { listCore.onLoad }
    set { listCore.onLoad = newValue }
  }
  /// The words given to VoiceOver.
  public var accessibilityStrings: ListAccessibilityStrings {
    get { listCore.accessibilityStrings }
    set { listCore.accessibilityStrings = newValue }
  }
  /// The confirm button of a check list: enabled exactly when the checks can be confirmed.
  public var confirmControl: UIControl? {
    get { listCore.confirmControl }
    set { listCore.confirmControl = newValue }
  }

  /// The row at `indexPath` as the data source shows it now.
  ///
  /// - Complexity: O(log *n*).
  public func rowContext(at indexPath: IndexPath) -> RowContext {
    listCore.rowContext(at: indexPath)
  }

  /// Section `section`'s header as the data source shows it now.
  ///
  /// - Complexity: O(log *n*).
  public func headerContext(at section: Int) -> HeaderContext {
    listCore.headerContext(at: section)
  }

  /// Section `section`'s footer as the data source shows it now (the context of its header, with
  /// the footer's content).
  ///
  /// - Complexity: O(log *n*).
  public func footerContext(at section: Int) -> HeaderContext {
    listCore.footerContext(at: section)
  }

  /// Handles `input` now, or queues it while a batch animates.
  ///
  /// - Complexity: The change's, when it applies now.
  public func receive(_ input: Input) { listCore.receive(input) }

  /// Shows new data (and new check marks, when the checkable items changed) through the engine's
  /// staged diff: one batch per stage, each showing that stage's data.
  ///
  /// Queued while a batch animates.
  ///
  /// - Complexity: That of `ListLayout.update(to:)`, plus the batches.
  public func update(to snapshot: Controller.ListSnapshot, checks: CheckTree<ItemID>? = nil) {
    listCore.receive(.data(snapshot, checks: checks))
  }

  /// Shows new data (and new check marks), animated through the engine's staged diff or at
  /// once, and calls `completion` when it is on screen (its batches ended).
  ///
  /// - Complexity: That of `ListLayout.update(to:)`, plus the batches.
  public func apply(
    _ snapshot: Controller.ListSnapshot, checks: CheckTree<ItemID>? = nil, animated: Bool = true,
    completion: (@MainActor @Sendable () -> Void)? = nil
  ) {
    listCore.receive(animated ? .data(snapshot, checks: checks) : .reload(snapshot, checks: checks))
    if let completion { listCore.receive(.notify(completion)) }
  }

  /// Reconfigures every row on screen (new cell configuration closures).
  ///
  /// - Complexity: O(*k* log *n*) for *k* rows on screen, plus their configuration.
  public func reconfigureVisibleRows() { listCore.reconfigureVisibleRows() }

  /// Opens the item with `id` (programmatically: not remembered as a person's choice).
  ///
  /// - Complexity: That of `ListController.setExpanded(_:_:origin:)`, when it applies.
  public func expand(_ id: ItemID) { listCore.receive(.setExpanded(id, true)) }

  /// Closes the item with `id`.
  ///
  /// - Complexity: That of `ListController.setExpanded(_:_:origin:)`, when it applies.
  public func collapse(_ id: ItemID) { listCore.receive(.setExpanded(id, false)) }

  /// Shows the item with `id`: opens its ancestors (waiting for children that load on demand),
  /// scrolls its row to the engine's target for `position`, and selects it when `select` is set.
  ///
  /// For an item not in the snapshot yet (it arrives with children still to load), pass the
  /// IDs of its ancestors from the top: each is opened in turn, its children requested through
  /// ``onLoad``, and the reveal continues when ``supplyChildren(_:for:)`` brings them.
  ///
  /// - Parameters:
  ///   - id: The item.
  ///   - ancestors: Its ancestors from the top, for an item not loaded yet; by default found in
  ///     the snapshot.
  ///   - position: Where its row ends up (`.nearest` scrolls the least).
  ///   - select: Whether to select the row afterwards (as a tap would).
  ///   - animated: Whether the scroll animates.
  /// - Complexity: O(*d* log *n*) for *d* ancestors, plus the changes and the scroll.
  public func reveal(
    _ id: ItemID, ancestors: [ItemID]? = nil, at position: ScrollPosition = .nearest,
    select: Bool = false, animated: Bool = true
  ) {
    listCore.reveal(id, ancestors: ancestors, at: position, select: select, animated: animated)
  }

  /// Scrolls the row of the item with `id` to the engine's target for `position`.
  ///
  /// - Complexity: O(log *n*) plus the rows measured around it.
  public func scroll(to id: ItemID, at position: ScrollPosition = .nearest, animated: Bool = true) {
    listCore.receive(.scroll(id, position, select: false, animated: animated))
  }

  /// Keeps only the items whose words (``ListController/searchText``, else the accessibility
  /// label) contain `query`, with their ancestors open; an empty query clears the filter.
  ///
  /// - Complexity: That of `ListController.filter(text:)`.
  public func filter(text query: String) {
    listCore.receive(
      .change { controller in
        if controller.searchText == nil { controller.searchText = controller.accessibilityLabel }
        return controller.filter(text: query)
      })
  }

  /// Keeps only the items for which `predicate` is true, with their ancestors open.
  ///
  /// - Complexity: That of `ListController.filter(where:)`.
  public func filter(where predicate: @escaping @Sendable (Content) -> Bool) {
    listCore.receive(.change { $0.filter(where: predicate) })
  }

  /// Shows every item again.
  ///
  /// - Complexity: That of `ListController.clearFilter()`.
  public func clearFilter() {
    listCore.receive(.change { $0.clearFilter() })
  }

  /// Hands over the children a load request asked for.
  ///
  /// A pending ``reveal(_:ancestors:at:select:animated:)`` goes on once they are shown.
  ///
  /// - Throws: ``SnapshotError`` if a child's ID is already in the snapshot or repeats; nothing
  ///   changes then.
  /// - Complexity: That of `ListController.supplyChildren(_:for:)`.
  public func supplyChildren(
    _ children: [ListItem<ItemID, Content>], for request: LoadRequest<ItemID>
  ) throws(SnapshotError) {
    try listCore.supplyChildren(children, for: request)
  }

  /// Reports that loading the children of a request failed: the item shows an error row.
  ///
  /// - Complexity: That of `ListController.supplyFailure(_:for:)`.
  public func supplyFailure(_ message: String, for request: LoadRequest<ItemID>) {
    listCore.supplyFailure(message, for: request)
  }

  /// The text size changed (Dynamic Type): every measured row is measured again.
  ///
  /// The top row stays still. ``ListTableView`` and ``ListCollectionView`` call it; call it from
  /// `traitCollectionDidChange(_:)` for another view.
  ///
  /// - Complexity: O(*v*) plus the viewport's measurements.
  public func contentSizeCategoryDidChange() { listCore.contentSizeCategoryDidChange() }

  /// Shows another layout (another model's data and sizes) at once.
  ///
  /// - Complexity: O(*v*) for the reload.
  public func replace(with layout: Layout) { listCore.replace(with: layout) }

  /// "Collapse" and "Expand" in ``accessibilityStrings``.
  ///
  /// - Complexity: O(1).
  public func keyCommandTitles() -> (collapse: String, expand: String) {
    (listCore.accessibilityStrings.collapse, listCore.accessibilityStrings.expand)
  }
}
#endif
