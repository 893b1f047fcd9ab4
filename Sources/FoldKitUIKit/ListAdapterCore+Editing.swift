#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
public import FoldKit

#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif

// Editing shared by the table and the collection adapter: UIKit's interactive reorder turned
// into the engine's, selection kept by ID, deletes through the app's data, and undo.

/// An edit an adapter can undo (``ListAdapting/undoLastEdit()``).
public enum ListEdit<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: Sendable {
  /// Items moved, by a reorder or ``ListAdapting/move(_:to:)``; the undo puts them back.
  case move(MoveUndo<SectionID, ItemID>, items: [ItemID])
  /// Items deleted; `before` is the snapshot that still held them.
  case delete([ItemID], before: ListController<SectionID, ItemID, Content>.ListSnapshot)
}

@available(iOS 15, tvOS 15, *)
extension ListAdapterCore {
  // MARK: Interactive reorder

  /// Whether the person may pick up the row at `indexPath`: an item's own row (never a detail,
  /// loading or error row) that the app lets move, while the view shows the engine's state.
  func canMoveRow(at indexPath: IndexPath) -> Bool {
    guard case .live = shown, contains(indexPath) else { return false }
    let context = rowContext(at: indexPath)
    return context.kind == .row && (canMoveItem?(context.itemID) ?? true)
  }

  /// The place a dragged row goes to when the view proposes `proposed`: the engine's allowed
  /// place (the source itself when the drop is refused there).
  ///
  /// UIKit's reorder reports no horizontal position, so the level is the proposal's default
  /// (the item's own, where the place allows it).
  func reorderTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath {
    guard case .live = shown else { return source }
    let proposal = layout.controller.reorderProposal(
      movingRowAt: ListIndexPath(section: source.section, row: source.row),
      to: ListIndexPath(section: proposed.section, row: proposed.row), rule: moveRule)
    return IndexPath(row: proposal.indexPath.row, section: proposal.indexPath.section)
  }

  /// The view moved the dragged row from `source` to `destination` itself: the engine carries
  /// out the move, the data source shows the view's rows as they are now, and the batch that
  /// remains (the item's descendants and detail row following it, or the row going back when
  /// the drop is refused) runs once the view's own reorder has ended, first in the queue.
  ///
  /// Never a batch inside UIKit's `moveRowAt`: UIKit is inside its own update then. The
  /// remaining batch waits for ``ListAdapterView/listAfterReorder(_:)`` (the main actor's next
  /// turn on iOS), and input arriving meanwhile waits in the queue.
  func commitReorder(from source: IndexPath, to destination: IndexPath) {
    guard case .live = shown, let view else { return }
    var post = layout.controller.visibleModel
    let row = post[source.section].rows.remove(at: source.row)
    post[destination.section].rows.insert(row, at: destination.row)
    let (outcome, offset) = layout.reorder(
      movingRowAt: ListIndexPath(section: source.section, row: source.row),
      to: ListIndexPath(section: destination.section, row: destination.row), rule: moveRule)
    if let move = outcome.move { edits.append(.move(move.undo, items: move.items)) }
    shown = .stage(post)
    batchesInFlight += 1
    view.listAfterReorder { [weak self] in
      guard let self else { return }
      // First in line, after any batch still animating (one batch at a time).
      self.batchesInFlight -= 1
      self.queue.insert(
        .notify { [weak self] in self?.commitRemaining(outcome, contentOffset: offset) }, at: 0)
      self.drain()
    }
    onReorder?(outcome)
  }

  /// Performs the batch that remains after the view's own move, from the view's rows to the
  /// engine's.
  func commitRemaining(_ outcome: ReorderOutcome<SectionID, ItemID>, contentOffset: Double) {
    let changeset = outcome.changeset
    let refreshed = (outcome.move?.refreshedRows ?? []).compactMap {
      target(atPosition: layout.controller.rows.position(of: $0))
    }
    guard let view, let scrollView, !changeset.isEmpty, scrollView.window != nil else {
      shown = .live
      if !changeset.isEmpty { view?.listReloadData() }
      setOffset(contentOffset)
      reconfigure(refreshed)
      return
    }
    batchesInFlight += 1
    view.listPerformBatch {
      self.shown = .live
      self.view?.listApply(changeset)
      self.moveOffset(to: contentOffset)
    } completion: { [weak self] _ in
      guard let self else { return }
      self.batchesInFlight -= 1
      self.drain()
    }
    syncOffsetAfterChange(contentOffset)
    reconfigure(refreshed)
  }

  // MARK: Moves, deletes, undo

  /// Moves items through the engine (their subtrees, detail rows and expansion with them).
  func applyMove(_ ids: [ItemID], to destination: MoveDestination<SectionID, ItemID>) {
    let old = layout
    guard let moved = try? layout.move(ids, to: destination, rule: moveRule) else {
      skippedInputCount += 1
      return
    }
    edits.append(.move(moved.outcome.undo, items: moved.outcome.items))
    commit(
      moved.outcome.changeset, from: old, contentOffset: moved.contentOffset, scrollTarget: nil)
    reconfigure(
      moved.outcome.refreshedRows.compactMap {
        target(atPosition: layout.controller.rows.position(of: $0))
      })
  }

  /// Deletes items through the app's data (``removeItems``) and shows its new snapshot.
  func applyDelete(_ ids: [ItemID]) {
    guard let removeItems, !ids.isEmpty else {
      skippedInputCount += 1
      return
    }
    let before = layout.controller.snapshot
    guard let snapshot = removeItems(ids) else { return }
    edits.append(.delete(ids, before: before))
    applyData(snapshot, checks: nil)
  }

  /// Undoes the last edit: puts moved items back through the engine, or shows the snapshot
  /// that held deleted items again, with them selected; then tells the app (``onUndo``).
  func applyUndo() {
    guard let edit = edits.popLast() else {
      skippedInputCount += 1
      return
    }
    switch edit {
    case .move(let undo, _):
      let old = layout
      guard let moved = try? layout.undoMove(undo) else {
        skippedInputCount += 1
        return
      }
      commit(
        moved.outcome.changeset, from: old, contentOffset: moved.contentOffset, scrollTarget: nil)
    case .delete(let ids, let before):
      applyData(before, checks: nil)
      layout.perform { controller in
        for id in ids where !controller.selection.contains(id) {
          _ = controller.toggleSelection(of: id)
        }
        return Changeset()
      }
    }
    onUndo?(edit)
  }

  // MARK: Selection

  /// The view selected or deselected the row at `indexPath`; the engine's selection follows.
  ///
  /// A tap or a two-finger pan while the view selects several rows; the selection is by ID.
  /// Only items' own rows are selected; the view is put back for any other row.
  func rowSelectionChanged(at indexPath: IndexPath, isSelected: Bool) {
    guard contains(indexPath), rowContext(at: indexPath).kind == .row else {
      view?.listSyncSelection()
      return
    }
    let id = rowContext(at: indexPath).itemID
    receive(
      .change { controller in
        if controller.selection.contains(id) != isSelected {
          _ = controller.toggleSelection(of: id)
        }
        return Changeset()
      })
  }

  /// Puts the view's selected rows in step with the engine's selection and tells the app when
  /// the selection changed.
  func selectionMayHaveChanged() {
    guard case .live = shown else { return }
    view?.listSyncSelection()
    guard let onSelectionChange else { return }
    let selection = layout.controller.selection
    guard selection != reportedSelection else { return }
    reportedSelection = selection
    onSelectionChange(selection)
  }

  /// The index paths of the selected items that have a row now.
  ///
  /// - Complexity: O(*s* log *n*) for *s* selected items.
  func selectedIndexPaths() -> Set<IndexPath> {
    let controller = layout.controller
    var result = Set<IndexPath>()
    for id in controller.selection.items {
      if let path = controller.indexPath(of: id) {
        result.insert(IndexPath(row: path.row, section: path.section))
      }
    }
    return result
  }
}
#endif
