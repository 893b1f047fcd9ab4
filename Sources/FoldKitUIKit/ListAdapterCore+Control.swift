#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit

#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif

// Control by item ID, filtering, loading on demand and heights. Every call goes through the input
// queue, so it waits for a running batch and applies in order.

@available(iOS 15, tvOS 15, *)
extension ListAdapterCore {
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
  func reveal(
    _ id: ItemID, ancestors: [ItemID]?, at position: ScrollPosition, select: Bool,
    animated: Bool
  ) {
    let snapshot = layout.controller.snapshot
    let chain =
      ancestors
      ?? snapshot.nodeIndex(of: id).map {
        snapshot.ancestors(of: $0).reversed().map { snapshot.nodes[$0].id }
      }
      ?? []
    pendingReveal = PendingReveal(
      id: id, ancestors: chain, position: position, select: select, animated: animated)
    continueReveal()
  }

  /// Opens what the pending reveal still needs, or scrolls to its item once it is shown.
  func continueReveal() {
    guard var reveal = pendingReveal else { return }
    let controller = layout.controller
    while let next = reveal.ancestors.first {
      guard let node = controller.snapshot.nodeIndex(of: next) else { break }
      if !controller.expansion.isExpanded(next) {
        receive(.setExpanded(next, true))
      }
      if controller.snapshot.nodes[node].needsChildren {
        // Its children are loading: the reveal goes on when they arrive.
        reveal.ancestors.removeFirst()
        pendingReveal = reveal
        return
      }
      reveal.ancestors.removeFirst()
    }
    guard controller.snapshot.nodeIndex(of: reveal.id) != nil || reveal.ancestors.isEmpty else {
      pendingReveal = reveal
      return
    }
    pendingReveal = nil
    receive(.scroll(reveal.id, reveal.position, select: reveal.select, animated: reveal.animated))
  }

  /// Hands over the children a load request asked for.
  ///
  /// A pending ``reveal(_:ancestors:at:select:animated:)`` goes on once they are shown.
  ///
  /// - Throws: ``SnapshotError`` if a child's ID is already in the snapshot or repeats; nothing
  ///   changes then.
  /// - Complexity: That of `ListController.supplyChildren(_:for:)`.
  func supplyChildren(
    _ children: [ListItem<ItemID, Content>], for request: LoadRequest<ItemID>
  ) throws(SnapshotError) {
    // Checked now, on a copy, so a bad answer throws to the caller instead of vanishing.
    var copy = layout.controller
    _ = try copy.supplyChildren(children, for: request)
    receive(
      .change { controller in
        (try? controller.supplyChildren(children, for: request)) ?? Changeset()
      })
    receive(.notify { [weak self] in self?.continueReveal() })
  }

  /// Reports that loading the children of a request failed: the item shows an error row.
  ///
  /// - Complexity: That of `ListController.supplyFailure(_:for:)`.
  func supplyFailure(_ message: String, for request: LoadRequest<ItemID>) {
    if pendingReveal != nil { pendingReveal = nil }
    receive(.change { $0.supplyFailure(message, for: request) })
  }

  /// Hands the engine's load requests and cancellations to ``onLoad``.
  func takeLoadEvents() {
    guard onLoad != nil else { return }
    var events: [LoadEvent<ItemID>] = []
    layout.perform { controller in
      events = controller.takeLoadEvents()
      return Changeset()
    }
    for event in events { onLoad?(event) }
  }

  /// Scrolls to an item's row and optionally selects it.
  func applyScroll(to id: ItemID, position: ScrollPosition, select: Bool, animated: Bool) {
    guard let view, let tableView = scrollView, let path = layout.controller.indexPath(of: id)
    else {
      skippedInputCount += 1
      return
    }
    let (target, changedHeights) = layout.measuredScroll(
      to: ScrollRequest(indexPath: path, position: position))
    // Measuring rows around the target may have changed heights above the viewport: the view
    // learns them, or its rows would stand where the layout does not have them.
    if changedHeights { view.listReloadData() }
    if !isUserScrolling(tableView) {
      isSettingOffset = true
      tableView.setContentOffset(
        CGPoint(x: tableView.contentOffset.x, y: CGFloat(target)), animated: animated)
      isSettingOffset = false
      layout.contentOffset = target
    }
    focus = .row(id)
    if select { receive(.tap(.row(id))) }
  }

  // MARK: Heights

  /// A layout measure that asks `size` on the main actor (the layout's measure is `@Sendable`;
  /// the adapters only measure on the main actor).
  static func mainActorMeasure(
    _ size: @escaping @MainActor (Content, VisibleElement.Kind, Double) -> Double
  ) -> Layout.RowMeasure {
    let box = SizingBox<Content>()
    box.size = size
    return { content, kind, width in
      MainActor.assumeIsolated { box.size?(content, kind, width) ?? 44 }
    }
  }

  /// The ID of an item with `content`, or of the first item, for a sizing cell's context.
  ///
  /// It reads the snapshot the core last kept for sizing, never ``layout``: a measure runs while
  /// the layout itself is being changed.
  func sizingItemID(for content: Content) -> ItemID {
    let snapshot = sizingSnapshot ?? layout.controller.snapshot
    guard
      let id = snapshot.nodes.first(where: { $0.content == content })?.id
        ?? snapshot.nodes.first?.id
    else { preconditionFailure("a row is measured in an empty list") }
    return id
  }

  /// The context a sizing cell is configured with: the row as on screen, at the top level.
  func sizingContext(of content: Content, kind: VisibleElement.Kind) -> RowContext {
    RowContext(
      kind: kind, itemID: sizingItemID(for: content), content: content, depth: 0,
      isExpandable: false, isExpanded: false, checkMark: nil,
      accessibility: RowAccessibility(
        level: 1, positionInSet: 1, setSize: 1, isExpandable: false, isExpanded: false),
      indexPath: IndexPath(row: 0, section: 0))
  }

  /// The text size changed (Dynamic Type): every measured row is measured again.
  ///
  /// The top row stays still. ``ListTableView`` calls it; call it from
  /// `traitCollectionDidChange(_:)` for another table.
  ///
  /// - Complexity: O(*v*) plus the viewport's measurements.
  func contentSizeCategoryDidChange() {
    let category = scrollView?.traitCollection.preferredContentSizeCategory
    guard category != measuredSizeCategory else { return }
    measuredSizeCategory = category
    receive(.remeasure)
  }

  /// Measures every row again with a fresh layout (measured heights are cached by content and
  /// width, which a text size change leaves alike).
  func remeasure() {
    replaceLayout(measure: layout.measure)
  }

  /// Replaces the layout with one over the same controller and sizes, measured by `measure`,
  /// keeping the first visible row still, and reloads the table.
  func replaceLayout(measure: Layout.RowMeasure?) {
    syncViewport()
    sizingSnapshot = layout.controller.snapshot
    let anchor = layout.anchor()
    var fresh = Layout(
      controller: layout.controller, metrics: layout.metrics, width: layout.width,
      viewportHeight: layout.viewportHeight, sectionMetrics: layout.sectionMetrics,
      rowHeights: layout.rowHeights, measure: measure)
    fresh.contentOffset = fresh.contentOffset(restoring: anchor)
    _ = fresh.layoutViewport()
    layout = fresh
    shown = .live
    view?.listReloadData()
    setOffset(layout.contentOffset)
  }

  /// Shows another layout (another model's data and sizes) at once.
  ///
  /// - Complexity: O(*v*) for the reload.
  func replace(with layout: Layout) {
    queue = []
    batchesInFlight = 0
    remainingStages = []
    pendingReveal = nil
    focus = nil
    self.layout = layout
    shown = .live
    syncViewport()
    view?.listReloadData()
    setOffset(layout.contentOffset)
    updateConfirmControl()
  }

  /// New data shown without batches.
  func applyReload(_ snapshot: Controller.ListSnapshot, checks: CheckTree<ItemID>?) {
    layout.update(to: snapshot)
    if let checks {
      layout.perform {
        $0.checks = checks
        return Changeset()
      }
    }
    shown = .live
    view?.listReloadData()
    setOffset(layout.contentOffset)
    updateConfirmControl()
  }
}

/// Lets the layout's `@Sendable` measure reach the main-actor adapter, which only calls it on the
/// main actor.
final class SizingBox<Content>: @unchecked Sendable {
  var size: (@MainActor (Content, VisibleElement.Kind, Double) -> Double)?
}
#endif
