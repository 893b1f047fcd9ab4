#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
public import FoldKit

#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif

// Control by item ID, filtering, loading on demand, heights, and the typed hooks. Every call
// goes through the input queue, so it waits for a running batch and applies in order.

@available(iOS 15, tvOS 15, *)
extension ListTableAdapter {
  /// Opens the item with `id` (programmatically: not remembered as a person's choice).
  ///
  /// - Complexity: That of `ListController.setExpanded(_:_:origin:)`, when it applies.
  public func expand(_ id: ItemID) { receive(.setExpanded(id, true)) }

  /// Closes the item with `id`.
  ///
  /// - Complexity: That of `ListController.setExpanded(_:_:origin:)`, when it applies.
  public func collapse(_ id: ItemID) { receive(.setExpanded(id, false)) }

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

  /// Scrolls the row of the item with `id` to the engine's target for `position`.
  ///
  /// - Complexity: O(log *n*) plus the rows measured around it.
  public func scroll(to id: ItemID, at position: ScrollPosition = .nearest, animated: Bool = true) {
    receive(.scroll(id, position, select: false, animated: animated))
  }

  /// Shows new data (and new check marks), animated through the engine's staged diff or at
  /// once, and calls `completion` when it is on screen (its batches ended).
  ///
  /// - Complexity: That of `ListLayout.update(to:)`, plus the batches.
  public func apply(
    _ snapshot: Controller.ListSnapshot, checks: CheckTree<ItemID>? = nil, animated: Bool = true,
    completion: (@MainActor @Sendable () -> Void)? = nil
  ) {
    receive(animated ? .data(snapshot, checks: checks) : .reload(snapshot, checks: checks))
    if let completion { receive(.notify(completion)) }
  }

  /// Keeps only the items whose words (``ListController/searchText``, else the accessibility
  /// label) contain `query`, with their ancestors open; an empty query clears the filter.
  ///
  /// - Complexity: That of `ListController.filter(text:)`.
  public func filter(text query: String) {
    receive(
      .change { controller in
        if controller.searchText == nil { controller.searchText = controller.accessibilityLabel }
        return controller.filter(text: query)
      })
  }

  /// Keeps only the items for which `predicate` is true, with their ancestors open.
  ///
  /// - Complexity: That of `ListController.filter(where:)`.
  public func filter(where predicate: @escaping @Sendable (Content) -> Bool) {
    receive(.change { $0.filter(where: predicate) })
  }

  /// Shows every item again.
  ///
  /// - Complexity: That of `ListController.clearFilter()`.
  public func clearFilter() {
    receive(.change { $0.clearFilter() })
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
  public func supplyFailure(_ message: String, for request: LoadRequest<ItemID>) {
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
    guard let tableView, let path = layout.controller.indexPath(of: id) else {
      skippedInputCount += 1
      return
    }
    let target = layout.prepareScroll(to: ScrollRequest(indexPath: path, position: position))
    // Measuring rows around the target may have changed heights above the viewport.
    tableView.reloadData()
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

  /// Measures rows with Auto Layout: each measured row (``RowHeight/measured(estimate:)``) is
  /// sized by a sizing cell of its kind, configured as on screen, with
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` at the
  /// table's width; the layout keeps the heights, so offsets stay the layout's.
  ///
  /// - Complexity: O(*v*) once, plus one sizing per row measured later.
  public func useAutoLayoutHeights() {
    let box = SizingBox<Content>()
    box.size = { [weak self] content, kind, width in
      self?.autoLayoutHeight(of: content, kind: kind, width: width) ?? 44
    }
    let measure: Layout.RowMeasure = { content, kind, width in
      MainActor.assumeIsolated { box.size?(content, kind, width) ?? 44 }
    }
    replaceLayout(measure: measure)
  }

  /// The height a sizing cell of the row's kind fits in at `width`.
  func autoLayoutHeight(of content: Content, kind: VisibleElement.Kind, width: Double) -> Double {
    let context = RowContext(
      kind: kind, itemID: sizingItemID(for: content) ?? placeholderItemID(), content: content,
      depth: 0, isExpandable: false, isExpanded: false, checkMark: nil,
      accessibility: RowAccessibility(
        level: 1, positionInSet: 1, setSize: 1, isExpandable: false, isExpanded: false),
      indexPath: IndexPath(row: 0, section: 0))
    let identifier = cellKind(context)
    let cell: UITableViewCell
    if let existing = sizingCells[identifier] {
      cell = existing
    } else {
      cell =
        tableView?.dequeueReusableCell(
          withIdentifier: identifier, for: IndexPath(row: 0, section: 0))
        ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
      sizingCells[identifier] = cell
    }
    cell.frame = CGRect(x: 0, y: 0, width: CGFloat(width), height: 44)
    configureCell(cell, context)
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: CGFloat(width), height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    return Double(size.height)
  }

  func sizingItemID(for content: Content) -> ItemID? {
    let snapshot = layout.controller.snapshot
    return snapshot.nodes.first { $0.content == content }?.id
  }

  func placeholderItemID() -> ItemID {
    guard let first = layout.controller.snapshot.nodes.first?.id else {
      preconditionFailure("a row is measured in an empty list")
    }
    return first
  }

  /// The text size changed (Dynamic Type): every measured row is measured again.
  ///
  /// The top row stays still. ``ListTableView`` calls it; call it from
  /// `traitCollectionDidChange(_:)` for another table.
  ///
  /// - Complexity: O(*v*) plus the viewport's measurements.
  public func contentSizeCategoryDidChange() {
    let category = tableView?.traitCollection.preferredContentSizeCategory
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
    let anchor = layout.anchor()
    var fresh = Layout(
      controller: layout.controller, metrics: layout.metrics, width: layout.width,
      viewportHeight: layout.viewportHeight, sectionMetrics: layout.sectionMetrics,
      rowHeights: layout.rowHeights, measure: measure)
    fresh.contentOffset = fresh.contentOffset(restoring: anchor)
    _ = fresh.layoutViewport()
    layout = fresh
    shown = .live
    tableView?.reloadData()
    setOffset(layout.contentOffset)
  }

  /// Shows another layout (another model's data and sizes) at once.
  ///
  /// - Complexity: O(*v*) for the reload.
  public func replace(with layout: Layout) {
    queue = []
    batchesInFlight = 0
    remainingStages = []
    pendingReveal = nil
    focus = nil
    self.layout = layout
    shown = .live
    syncViewport()
    tableView?.reloadData()
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
    tableView?.reloadData()
    setOffset(layout.contentOffset)
    updateConfirmControl()
  }

  // MARK: Typed hooks

  /// Gives the proxy the hooks, turning index paths into row contexts.
  func installHooks() {
    proxy.hooks.willDisplay = willDisplay.map { hook in
      { [weak self] cell, path in
        guard let self else { return }
        hook(cell, self.rowContext(at: path))
      }
    }
    proxy.hooks.didEndDisplaying = didEndDisplaying
    proxy.hooks.prefetch = prefetch.map { hook in
      { [weak self] paths in
        guard let self else { return }
        let count = self.proxyNumberOfSections()
        hook(
          paths.filter {
            $0.section < count && $0.row < self.proxyNumberOfRows(inSection: $0.section)
          }.map(self.rowContext(at:)))
      }
    }
    #if !os(tvOS)
    proxy.hooks.leadingSwipe = wrap(leadingSwipeActions)
    proxy.hooks.trailingSwipe = wrap(trailingSwipeActions)
    proxy.hooks.contextMenu = contextMenu.map { hook in
      { [weak self] path, point in
        guard let self else { return nil }
        return hook(self.rowContext(at: path), point)
      }
    }
    proxy.hooks.editingStyle = editingStyle.map { hook in
      { [weak self] path in
        guard let self else { return .none }
        return hook(self.rowContext(at: path))
      }
    }
    proxy.hooks.commitEditing = commitEditing.map { hook in
      { [weak self] style, path in
        guard let self else { return }
        hook(style, self.rowContext(at: path))
      }
    }
    #endif
  }

  func wrap<Answer>(_ hook: ((RowContext) -> Answer?)?) -> ((IndexPath) -> Answer?)? {
    hook.map { hook in
      { [weak self] path in
        guard let self else { return nil }
        return hook(self.rowContext(at: path))
      }
    }
  }
}

/// Lets the layout's `@Sendable` measure reach the main-actor adapter, which only calls it on the
/// main actor.
final class SizingBox<Content>: @unchecked Sendable {
  var size: (@MainActor (Content, VisibleElement.Kind, Double) -> Double)?
}
#endif
