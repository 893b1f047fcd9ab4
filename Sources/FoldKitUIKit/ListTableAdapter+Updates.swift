#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
public import FoldKit

#if os(iOS) || os(tvOS) || os(visionOS)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif

extension ListTableAdapter {
  /// Shows new data (and new check marks, when the checkable items changed) through the engine's
  /// staged diff: one batch per stage, each showing that stage's data.
  ///
  /// Queued while a batch animates.
  ///
  /// - Complexity: That of `ListLayout.update(to:)`, plus the batches.
  public func update(to snapshot: Controller.ListSnapshot, checks: CheckTree<ItemID>? = nil) {
    receive(.data(snapshot, checks: checks))
  }

  /// Handles `input` now, or queues it while a batch animates.
  ///
  /// - Complexity: The change's, when it applies now.
  public func receive(_ input: Input) {
    queue.append(input)
    drain()
  }

  /// Applies queued input in order until a batch starts animating.
  func drain() {
    while !isAnimating && remainingStages.isEmpty && !queue.isEmpty {
      apply(queue.removeFirst())
    }
  }

  func apply(_ input: Input) {
    syncViewport()
    switch input {
    case .tap(.row(let id)):
      guard let path = layout.controller.indexPath(of: id) else {
        skippedInputCount += 1
        return
      }
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
    }
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
    UIAccessibility.post(
      notification: .announcement, argument: layout.controller.announcement(forNode: node))
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
      ? layout.controller.announcement(forSection: element.index)
      : layout.controller.announcement(forNode: element.index)
    UIAccessibility.post(notification: .announcement, argument: announcement)
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
    guard let tableView, !update.stages.isEmpty else {
      // Nothing visible changed (the diff covers headers and footers too): no batch at all.
      shown = .live
      setOffset(update.contentOffset)
      return
    }
    shown = .frozen(old)
    remainingStages = update.stages.stages
    offsetAfterStages = layout.contentOffset
    runNextStage(in: tableView)
  }

  /// Applies the next stage as one batch; the following one starts when it ends.
  func runNextStage(in tableView: UITableView) {
    let stage = remainingStages.removeFirst()
    let isLast = remainingStages.isEmpty
    batchesInFlight += 1
    tableView.performBatchUpdates {
      self.shown = isLast ? .live : .stage(stage.data)
      self.perform(stage.changeset, on: tableView)
    } completion: { [weak self] _ in
      guard let self else { return }
      self.batchesInFlight -= 1
      if !self.remainingStages.isEmpty, let table = self.tableView {
        self.runNextStage(in: table)
      } else {
        self.drain()
      }
    }
    if isLast { setOffset(offsetAfterStages) }
  }

  /// Applies one changeset as one batch, showing the engine's new state from inside the batch;
  /// then keeps the anchor still and scrolls to the engine's target, if any.
  func commit(
    _ changeset: Changeset, from old: Layout, contentOffset: Double, scrollTarget: Double?
  ) {
    guard let tableView else {
      shown = .live
      return
    }
    if changeset.isEmpty {
      shown = .live
    } else {
      shown = .frozen(old)
      batchesInFlight += 1
      tableView.performBatchUpdates {
        self.shown = .live
        self.perform(changeset, on: tableView)
      } completion: { [weak self] _ in
        guard let self else { return }
        self.batchesInFlight -= 1
        self.drain()
      }
    }
    setOffset(contentOffset)
    if let scrollTarget, scrollTarget != contentOffset {
      isSettingOffset = true
      tableView.setContentOffset(
        CGPoint(x: tableView.contentOffset.x, y: CGFloat(scrollTarget)), animated: true)
      isSettingOffset = false
      layout.contentOffset = scrollTarget
    }
  }

  /// Calls the table's batch methods for `changeset`, in UIKit's index spaces (the same as
  /// FoldKit's).
  func perform(_ changeset: Changeset, on tableView: UITableView) {
    func paths(_ list: [ListIndexPath]) -> [IndexPath] {
      list.map { IndexPath(row: $0.row, section: $0.section) }
    }
    if !changeset.deletedSections.isEmpty {
      tableView.deleteSections(IndexSet(changeset.deletedSections), with: rowAnimation)
    }
    if !changeset.insertedSections.isEmpty {
      tableView.insertSections(IndexSet(changeset.insertedSections), with: rowAnimation)
    }
    if !changeset.reloadedSections.isEmpty {
      tableView.reloadSections(IndexSet(changeset.reloadedSections), with: rowAnimation)
    }
    for move in changeset.movedSections { tableView.moveSection(move.from, toSection: move.to) }
    if !changeset.deletedRows.isEmpty {
      tableView.deleteRows(at: paths(changeset.deletedRows), with: rowAnimation)
    }
    if !changeset.insertedRows.isEmpty {
      tableView.insertRows(at: paths(changeset.insertedRows), with: rowAnimation)
    }
    if !changeset.reloadedRows.isEmpty {
      tableView.reloadRows(at: paths(changeset.reloadedRows), with: rowAnimation)
    }
    for move in changeset.movedRows {
      tableView.moveRow(
        at: IndexPath(row: move.from.row, section: move.from.section),
        to: IndexPath(row: move.to.row, section: move.to.section))
    }
  }

  /// After a selection: the announcement, focus kept on the toggled cell, the confirm button.
  func finish(_ outcome: SelectionOutcome<ItemID>, toggled path: ListIndexPath?) {
    if let announcement = outcome.announcement {
      UIAccessibility.post(notification: .announcement, argument: announcement)
    }
    // Keep VoiceOver's focus on the row that was toggled, wherever the change moved it.
    var toggledItem: ItemID?
    switch outcome.action {
    case .toggledDetail(let id, _), .toggledChildren(let id, _): toggledItem = id
    default: break
    }
    if let id = toggledItem, let path = layout.controller.indexPath(of: id),
      let cell = tableView?.cellForRow(at: IndexPath(row: path.row, section: path.section))
    {
      UIAccessibility.post(notification: .layoutChanged, argument: cell)
    }
    if case .checked = outcome.action { updateConfirmControl() }
    onSelection?(outcome)
  }

  /// Enables the confirm control exactly when the check list can be confirmed.
  func updateConfirmControl() {
    confirmControl?.isEnabled = layout.controller.checks?.canConfirm ?? true
  }

  // MARK: Viewport

  /// Tells the layout the table's offset and height.
  func syncViewport() {
    guard let tableView else { return }
    layout.contentOffset = Double(tableView.contentOffset.y)
    layout.viewportHeight = Double(tableView.bounds.height)
  }

  /// Moves the table to `offset` without animation (the anchored offset of a change).
  func setOffset(_ offset: Double) {
    guard let tableView else { return }
    isSettingOffset = true
    tableView.contentOffset = CGPoint(x: tableView.contentOffset.x, y: CGFloat(offset))
    isSettingOffset = false
    layout.contentOffset = offset
  }

  /// Called before the table lays out: a new width re-measures the rows through the layout and
  /// keeps the top row still with the layout's anchor.
  ///
  /// - Complexity: O(1) when the width is unchanged; else that of `ListLayout.setWidth(_:)`.
  public func tableViewWillLayout(_ tableView: UITableView) {
    let width = Double(tableView.bounds.width)
    let height = Double(tableView.bounds.height)
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
