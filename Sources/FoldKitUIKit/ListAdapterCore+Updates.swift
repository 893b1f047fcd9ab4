#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit

#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif

@available(iOS 15, tvOS 15, *)
extension ListAdapterCore {
  /// Whether a batch is animating, so new input waits in ``queue``.
  var isAnimating: Bool { batchesInFlight > 0 }

  /// Handles `input` now, or queues it while a batch animates.
  func receive(_ input: Input) {
    queue.append(input)
    if isAnimating, let scrollView, scrollView.window == nil { abandonBatches() }
    drain()
  }

  /// Forgets batches whose completion will never come (the view left its window): shows the
  /// engine's state at once, so queued input goes on.
  func abandonBatches() {
    batchesInFlight = 0
    remainingStages = []
    shown = .live
    view?.listReloadData()
    setOffset(layout.contentOffset)
  }

  /// Applies queued input in order until a batch starts animating.
  func drain() {
    while !isAnimating && remainingStages.isEmpty && !queue.isEmpty {
      apply(queue.removeFirst())
    }
    if !isAnimating && remainingStages.isEmpty { selectionMayHaveChanged() }
  }

  func apply(_ input: Input) {
    syncViewport()
    switch input {
    case .tap(.row(let id)):
      guard let path = layout.controller.indexPath(of: id) else {
        skippedInputCount += 1
        return
      }
      onRowSelected?(id)
      let old = layout
      let selection = layout.select(at: path)
      var target = selection.targetOffset
      if case .toggledDetail(let item, isExpanded: true) = selection.outcome.action,
        let detail = layout.controller.indexPath(ofDetailOf: item)
      {
        // Reveal the detail row: the least scroll that shows it, found by the engine.
        let reveal = layout.prepareScroll(to: ScrollRequest(indexPath: detail, position: .nearest))
        if reveal != layout.contentOffset { target = reveal }
      }
      commit(
        selection.outcome.changeset, from: old, contentOffset: selection.contentOffset,
        scrollTarget: target)
      finish(selection.outcome, toggled: path)
    case .tap(.detail):
      return
    case .tap(.header(let id)):
      guard let section = layout.controller.snapshot.sectionIndex(of: id) else {
        skippedInputCount += 1
        return
      }
      let old = layout
      let selection = layout.selectHeader(ofSection: section)
      commit(
        selection.outcome.changeset, from: old, contentOffset: selection.contentOffset,
        scrollTarget: selection.targetOffset)
      finish(selection.outcome, toggled: nil)
    case .toggle(let id):
      applyToggle(of: id) { $0.toggle(id) }
    case .toggleDetail(let id):
      applyToggle(of: id) { $0.toggleDetail(id) }
    case .key(let isRight):
      applyKey(isRight: isRight)
    case .data(let snapshot, let checks):
      applyData(snapshot, checks: checks)
    case .reload(let snapshot, let checks):
      applyReload(snapshot, checks: checks)
    case .setExpanded(let id, let expanded):
      guard layout.controller.snapshot.nodeIndex(of: id) != nil else {
        skippedInputCount += 1
        return
      }
      let old = layout
      let update = layout.perform { $0.setExpanded(expanded, id, origin: .programmatic) }
      commit(update.changeset, from: old, contentOffset: update.contentOffset, scrollTarget: nil)
    case .change(let body):
      let old = layout
      let update = layout.perform(body)
      commit(update.changeset, from: old, contentOffset: update.contentOffset, scrollTarget: nil)
      updateConfirmControl()
    case .scroll(let id, let position, let select, let animated):
      applyScroll(to: id, position: position, select: select, animated: animated)
    case .remeasure:
      remeasure()
    case .notify(let body):
      body()
    }
    takeLoadEvents()
    if sizingSnapshot != nil { sizingSnapshot = layout.controller.snapshot }
    if let onExpansionChange { onExpansionChange(Set(layout.controller.expansion.expandedIDs)) }
    selectionMayHaveChanged()
  }

  /// Opens or closes what `change` toggles for the visible item `id` (its children or its
  /// detail), in one batch, and announces the item's new state; an item no longer shown is
  /// skipped.
  func applyToggle(of id: ItemID, _ change: (inout Controller) -> Changeset) {
    guard layout.controller.indexPath(of: id) != nil,
      let node = layout.controller.snapshot.nodeIndex(of: id)
    else {
      skippedInputCount += 1
      return
    }
    let old = layout
    let update = layout.perform(change)
    commit(update.changeset, from: old, contentOffset: update.contentOffset, scrollTarget: nil)
    announce(accessibilityStrings.announcement(forNode: node, in: layout.controller))
  }

  /// ← or → on the focused row or header, through the engine's navigation.
  func applyKey(isRight: Bool) {
    guard let focus, let position = position(of: focus) else {
      skippedInputCount += 1
      return
    }
    let old = layout
    var newFocus = position
    let update = layout.perform { controller in
      let outcome =
        isRight
        ? controller.moveRight(fromPosition: position) : controller.moveLeft(fromPosition: position)
      newFocus = outcome.focus
      return outcome.changeset
    }
    self.focus = target(atPosition: newFocus)
    commit(update.changeset, from: old, contentOffset: update.contentOffset, scrollTarget: nil)
    guard !update.changeset.isEmpty else { return }
    let element = layout.controller.rows.elements[newFocus]
    let announcement =
      element.kind == .header
      ? accessibilityStrings.announcement(forSection: element.index, in: layout.controller)
      : accessibilityStrings.announcement(forNode: element.index, in: layout.controller)
    announce(announcement)
  }

  /// New data through the staged diff.
  func applyData(_ snapshot: Controller.ListSnapshot, checks: CheckTree<ItemID>?) {
    let old = layout
    let update = layout.update(to: snapshot)
    if let checks {
      layout.perform {
        $0.checks = checks
        return Changeset()
      }
    }
    updateConfirmControl()
    guard let view, let scrollView, !update.stages.isEmpty, scrollView.window != nil else {
      if let view, !update.stages.isEmpty {
        // Outside a window UIKit would never end the batches: show the new state at once.
        shown = .live
        view.listReloadData()
      }
      // Nothing visible changed (the diff covers headers and footers too): no batch at all.
      shown = .live
      setOffset(update.contentOffset)
      return
    }
    shown = .frozen(old)
    // The last stage shows the engine's live state, and a stage before it that only reloads
    // shows the old rows with those it reloads as the engine shows them now, which is that
    // stage's data: so the data, which an update computes only when read, is neither read nor
    // kept.
    let stages = update.stages.stages
    remainingStages = stages.indices.map { index in
      let changeset = stages[index].changeset
      if index == stages.count - 1 { return (changeset, .live) }
      if Self.onlyReloads(changeset) {
        return (changeset, .refreshing(old, Refreshed(changeset)))
      }
      return (changeset, .stage(stages[index].data))
    }
    offsetAfterStages = layout.contentOffset
    runNextStage(in: view)
  }

  /// Applies the next stage as one batch; the following one starts when it ends.
  func runNextStage(in view: any ListAdapterView) {
    let stage = remainingStages.removeFirst()
    let isLast = remainingStages.isEmpty
    let content = contentOnly(stage.changeset.reloadedRows)
    var changeset = stage.changeset
    changeset.reloadedRows = content.reload
    batchesInFlight += 1
    let offset = isLast ? offsetAfterStages : nil
    view.listPerformBatch {
      self.shown = stage.shows
      self.view?.listApply(changeset)
      if let offset { self.moveOffset(to: offset) }
    } completion: { [weak self] _ in
      guard let self else { return }
      self.batchesInFlight -= 1
      if !self.remainingStages.isEmpty, let view = self.view {
        self.runNextStage(in: view)
      } else {
        self.drain()
      }
    }
    reconfigure(content.reconfigure)
    if isLast { syncOffsetAfterChange(offsetAfterStages) }
  }

  /// Whether `changeset` only reloads sections and rows: the index paths before and after it
  /// are the same.
  static func onlyReloads(_ changeset: Changeset) -> Bool {
    changeset.deletedSections.isEmpty && changeset.insertedSections.isEmpty
      && changeset.movedSections.isEmpty && changeset.deletedRows.isEmpty
      && changeset.insertedRows.isEmpty && changeset.movedRows.isEmpty
  }

  /// Applies one changeset as one batch, showing the engine's new state from inside the batch.
  ///
  /// The anchored offset (or the engine's scroll target) is set inside the batch's update block,
  /// so it animates with the rows, and not at all while the person drags. Rows whose content
  /// alone changed are reconfigured, keeping their cells.
  func commit(
    _ changeset: Changeset, from old: Layout, contentOffset: Double, scrollTarget: Double?
  ) {
    guard let view, let scrollView else {
      shown = .live
      return
    }
    let offset = scrollTarget ?? contentOffset
    if changeset.isEmpty {
      shown = .live
      if offset != Double(scrollView.contentOffset.y) && !isUserScrolling(scrollView) {
        isSettingOffset = true
        scrollView.setContentOffset(
          CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offset)), animated: scrollTarget != nil)
        isSettingOffset = false
      }
      syncOffsetAfterChange(offset)
      return
    }
    guard scrollView.window != nil else {
      // Outside a window UIKit would never end the batch (its completion never runs).
      shown = .live
      view.listReloadData()
      setOffset(offset)
      return
    }
    shown = .frozen(old)
    let content = contentOnly(changeset.reloadedRows)
    var structural = changeset
    structural.reloadedRows = content.reload
    batchesInFlight += 1
    view.listPerformBatch {
      self.shown = .live
      self.view?.listApply(structural)
      self.moveOffset(to: offset)
    } completion: { [weak self] _ in
      guard let self else { return }
      self.batchesInFlight -= 1
      self.drain()
    }
    reconfigure(content.reconfigure)
    syncOffsetAfterChange(offset)
  }

  /// Whether the person is moving the content (then the adapter leaves the offset alone).
  func isUserScrolling(_ scrollView: UIScrollView) -> Bool {
    isDragging || scrollView.isDragging || scrollView.isTracking || scrollView.isDecelerating
  }

  /// Sets the offset from inside a batch's update block, unless the person drags.
  func moveOffset(to offset: Double) {
    guard let scrollView, !isUserScrolling(scrollView),
      offset != Double(scrollView.contentOffset.y)
    else { return }
    isSettingOffset = true
    scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offset))
    isSettingOffset = false
  }

  /// After a change: the layout's offset is the view's (where the person's drag left it) or the
  /// one just set.
  func syncOffsetAfterChange(_ offset: Double) {
    guard let scrollView else { return }
    layout.contentOffset =
      isUserScrolling(scrollView) ? Double(scrollView.contentOffset.y) : offset
  }

  /// Splits reloaded rows (old index paths, as shown before the batch) into those that keep
  /// their cell (same item, same cell kind: reconfigured after the batch) and those that must
  /// be reloaded.
  func contentOnly(_ reloaded: [ListIndexPath]) -> (reload: [ListIndexPath], reconfigure: [Target])
  {
    var reload: [ListIndexPath] = []
    var reconfigure: [Target] = []
    for path in reloaded {
      let indexPath = IndexPath(row: path.row, section: path.section)
      let context = rowContext(at: indexPath)
      let target: Target = context.kind == .detail ? .detail(context.itemID) : .row(context.itemID)
      if context.kind == .status {
        reload.append(path)
      } else {
        reconfigure.append(target)
      }
    }
    return (reload, reconfigure)
  }

  /// Reconfigures the rows of `targets` that are on screen now, keeping their cells
  /// (`reconfigureRows(at:)` or `reconfigureItems(at:)`, iOS 15).
  func reconfigure(_ targets: [Target]) {
    guard !targets.isEmpty, let view else { return }
    let wanted = Set(targets)
    let paths = view.listVisibleIndexPaths().filter { path in
      contains(path) && self.target(at: path).map(wanted.contains) == true
    }
    if !paths.isEmpty { view.listReconfigure(paths) }
  }

  /// Reconfigures every row on screen (new cell configuration closures).
  func reconfigureVisibleRows() {
    guard let view, !isAnimating else { return }
    let paths = view.listVisibleIndexPaths()
    if !paths.isEmpty { view.listReconfigure(paths) }
  }

  /// After a selection: the announcement, focus kept on the toggled cell, the confirm button.
  ///
  /// The layout-changed notification goes first: posted after the announcement, it would
  /// interrupt it.
  func finish(_ outcome: SelectionOutcome<ItemID>, toggled path: ListIndexPath?) {
    // Keep VoiceOver's focus on the row that was toggled, wherever the change moved it.
    var toggledItem: ItemID?
    switch outcome.action {
    case .toggledDetail(let id, _), .toggledChildren(let id, _): toggledItem = id
    default: break
    }
    if let id = toggledItem, let path = layout.controller.indexPath(of: id),
      let cell = view?.listCell(at: IndexPath(row: path.row, section: path.section))
    {
      UIAccessibility.post(notification: .layoutChanged, argument: cell)
    }
    if let announcement = localizedAnnouncement(for: outcome) { announce(announcement) }
    updateConfirmControl()
    onSelection?(outcome)
  }

  /// The outcome's announcement in ``accessibilityStrings``.
  func localizedAnnouncement(for outcome: SelectionOutcome<ItemID>) -> String? {
    guard outcome.announcement != nil else { return nil }
    let controller = layout.controller
    switch outcome.action {
    case .toggledDetail(let id, _), .toggledChildren(let id, _):
      return controller.snapshot.nodeIndex(of: id).map {
        accessibilityStrings.announcement(forNode: $0, in: controller)
      }
    case .toggledSection(let section, _):
      return accessibilityStrings.announcement(forSection: section, in: controller)
    default:
      return outcome.announcement
    }
  }

  /// Posts an announcement for VoiceOver.
  func announce(_ text: String) {
    UIAccessibility.post(notification: .announcement, argument: text)
  }

  /// Enables the confirm control exactly when the check list can be confirmed.
  func updateConfirmControl() {
    let canConfirm = layout.controller.checks?.canConfirm ?? true
    confirmControl?.isEnabled = canConfirm
    onCanConfirmChange?(canConfirm)
  }

  // MARK: Viewport

  /// Tells the layout the table's offset and height.
  ///
  /// The table's `adjustedContentInset` (bars, keyboard, the app's own inset) becomes the layout's
  /// content inset, so the top of the content, the clamping and every scroll target leave the
  /// covered parts alone
  /// (<https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset>).
  func syncViewport() {
    guard let scrollView else { return }
    let inset = scrollView.adjustedContentInset
    let insets = LayoutInsets(top: Double(inset.top), bottom: Double(inset.bottom))
    if insets != layout.metrics.contentInsets {
      var metrics = layout.metrics
      metrics.contentInsets = insets
      layout.setMetrics(metrics)
    }
    layout.contentOffset = Double(scrollView.contentOffset.y)
    layout.viewportHeight = Double(scrollView.bounds.height)
  }

  /// Moves the table to `offset` without animation (the anchored offset of a change).
  func setOffset(_ offset: Double) {
    guard let scrollView else { return }
    guard !isUserScrolling(scrollView) else {
      layout.contentOffset = Double(scrollView.contentOffset.y)
      return
    }
    isSettingOffset = true
    scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: CGFloat(offset))
    isSettingOffset = false
    layout.contentOffset = offset
  }

  /// Called before the view lays out: a new width re-measures the rows through the layout and
  /// keeps the top row still with the layout's anchor.
  func viewWillLayout(_ scrollView: UIScrollView) {
    let width = Double(scrollView.bounds.width)
    let height = Double(scrollView.bounds.height)
    guard width != layout.width || height != layout.viewportHeight else { return }
    syncViewport()
    if width != layout.width {
      layout.setWidth(width)
      setOffset(layout.contentOffset)
    }
  }

  // MARK: Focus

  func position(of target: Target) -> Int? {
    let controller = layout.controller
    switch target {
    case .row(let id):
      return controller.indexPath(of: id).map { controller.rows.position(of: $0) }
    case .detail(let id):
      return controller.indexPath(ofDetailOf: id).map { controller.rows.position(of: $0) }
    case .header(let id):
      return controller.snapshot.sectionIndex(of: id).map {
        controller.rows.headerPosition(ofSection: $0)
      }
    }
  }

  func target(atPosition position: Int) -> Target? {
    let controller = layout.controller
    let element = controller.rows.elements[position]
    switch element.kind {
    case .header: return .header(controller.snapshot.sections[element.index].id)
    case .row: return .row(controller.snapshot.nodes[element.index].id)
    case .detail: return .detail(controller.snapshot.nodes[element.index].id)
    case .status, .footer: return nil
    }
  }
}
#endif
