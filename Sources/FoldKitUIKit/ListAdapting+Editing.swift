#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
public import FoldKit

#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif

// The editing members both adapters share: the app's move rule, moves and deletes with undo,
// and the selection kept by ID. The views' own calls (reorder controls, selected rows, the
// two-finger pan) are in ListTableAdapter+Editing.swift.

@available(iOS 15, tvOS 15, *)
extension ListAdapting {
  /// The app's rule for where items may move (reorders included); `nil` allows every move the
  /// engine allows (never into the item's own subtree, never a detail or loading row).
  public var moveRule: Controller.MoveRule? {
    get { listCore.moveRule }
    set { listCore.moveRule = newValue }
  }

  /// Whether the person may pick up an item's row to reorder it; `nil` lets every item move.
  public var canMoveItem: ((ItemID) -> Bool)? {
    get { listCore.canMoveItem }
    set { listCore.canMoveItem = newValue }
  }

  /// Removes items from the app's data and returns its new snapshot, or `nil` to keep them.
  ///
  /// ``deleteItems(_:)``, ``deleteSelectedItems()`` and swipe to delete call it; the adapter
  /// shows the new snapshot with the staged update and keeps the old one for
  /// ``undoLastEdit()``.
  public var removeItems: (([ItemID]) -> Controller.ListSnapshot?)? {
    get { listCore.removeItems }
    set { listCore.removeItems = newValue }
  }

  /// Called after each interactive reorder with the engine's outcome (the move and its undo,
  /// or why the drop was refused), before the remaining rows follow.
  public var onReorder: ((ReorderOutcome<SectionID, ItemID>) -> Void)? {
    get { listCore.onReorder }
    set { listCore.onReorder = newValue }
  }

  /// Called when the engine's selection changed (rows selected or deselected, items deleted
  /// by new data: see `ListSelection.removedByLastUpdate`).
  public var onSelectionChange: ((ListSelection<ItemID>) -> Void)? {
    get { listCore.onSelectionChange }
    set { listCore.onSelectionChange = newValue }
  }

  /// Called after ``undoLastEdit()`` undid an edit; for a delete, the app puts the items back
  /// in its data (the edit holds the snapshot that had them).
  public var onUndo: ((ListEdit<SectionID, ItemID, Content>) -> Void)? {
    get { listCore.onUndo }
    set { listCore.onUndo = newValue }
  }

  /// The edits that ``undoLastEdit()`` can undo, the last one last.
  public var edits: [ListEdit<SectionID, ItemID, Content>] { listCore.edits }

  /// The selected items, kept by ID across new data, filters and collapses.
  public var selection: ListSelection<ItemID> { listCore.layout.controller.selection }

  /// Moves items (their subtrees, detail rows and expansion with them) through the engine, in
  /// one batch, keeping the first visible row still; the move can be undone.
  ///
  /// - Returns: Why the move is refused, or `nil` when it goes ahead (after any running batch).
  /// - Complexity: That of `ListLayout.move(_:to:rule:)`.
  @discardableResult
  public func move(_ ids: [ItemID], to destination: MoveDestination<SectionID, ItemID>)
    -> MoveRefusal?
  {
    if let refusal = listCore.layout.controller.refusal(
      moving: ids, to: destination, rule: listCore.moveRule)
    {
      return refusal
    }
    listCore.receive(.notify { [weak core = listCore] in core?.applyMove(ids, to: destination) })
    return nil
  }

  /// Deletes items through the app's data (``removeItems``); the delete can be undone.
  ///
  /// - Complexity: That of ``update(to:checks:)``.
  public func deleteItems(_ ids: [ItemID]) {
    listCore.receive(.notify { [weak core = listCore] in core?.applyDelete(ids) })
  }

  /// Deletes the selected items (hidden ones included), as ``deleteItems(_:)``.
  ///
  /// - Complexity: O(*s* log *s*) for *s* selected items, plus the delete.
  public func deleteSelectedItems() {
    listCore.receive(
      .notify { [weak core = listCore] in
        guard let core else { return }
        core.applyDelete(core.layout.controller.selectedItems)
      })
  }

  /// Undoes the last move or delete (see ``edits``).
  ///
  /// - Complexity: That of the move's undo, or of the update back to the old snapshot.
  public func undoLastEdit() {
    listCore.receive(.notify { [weak core = listCore] in core?.applyUndo() })
  }

  /// Selects every visible item (of one section, when given) in the engine; the view's
  /// selected rows follow.
  ///
  /// - Complexity: That of `ListController.selectAll(inSection:)`.
  public func selectAll(inSection section: Int? = nil) {
    listCore.receive(
      .change { controller in
        _ = controller.selectAll(inSection: section)
        return Changeset()
      })
  }

  /// Clears the engine's selection; the view's selected rows follow.
  ///
  /// - Complexity: O(*s*) for *s* selected items.
  public func clearSelection() {
    listCore.receive(
      .change { controller in
        _ = controller.clearSelection()
        return Changeset()
      })
  }
}
#endif
