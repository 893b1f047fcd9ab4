#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit
import FoldKitUIKit

#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif

@available(iOS 15, tvOS 15, *)
extension ScreenViewController {
  /// Edit turns on reorder controls (rows stay top-level, in any section) and several selected
  /// rows (a tap, or a two-finger pan); Delete removes the selected rows from the data, a swipe
  /// one row; Undo puts back the last move or delete.
  func installEditing(_ adapter: ListTableAdapter<String, String, ExampleItem>) {
    adapter.reordersRows = true
    adapter.moveRule = { $0.parent == nil }
    adapter.removeItems = { [weak adapter] ids in
      adapter.map { EditingBar.snapshot($0.controller.snapshot, removing: Set(ids)) }
    }
    tableView.allowsMultipleSelectionDuringEditing = true
    #if !os(tvOS)
    adapter.deletesBySwipe = true
    adapter.allowsTwoFingerSelection = true
    #endif
    let bar = EditingBar(
      setEditing: { [weak adapter] editing in
        if !editing { adapter?.clearSelection() }
        adapter?.setEditing(editing, animated: true)
      },
      delete: { [weak adapter] in adapter?.deleteSelectedItems() },
      undo: { [weak adapter] in adapter?.undoLastEdit() })
    adapter.onSelectionChange = { [weak bar] in bar?.selectionChanged($0) }
    editingBar = bar
  }
}

@available(iOS 15, tvOS 15, *)
extension CollectionScreenViewController {
  /// Edit shows the `.reorder` accessories (rows stay top-level, in any section) and selects
  /// several items (a tap, or a two-finger pan); Delete removes the selected items from the
  /// data; Undo puts back the last move or delete.
  func installEditing(_ adapter: ListCollectionAdapter<String, String, ExampleItem>) {
    adapter.reordersRows = true
    adapter.moveRule = { $0.parent == nil }
    adapter.removeItems = { [weak adapter] ids in
      adapter.map { EditingBar.snapshot($0.controller.snapshot, removing: Set(ids)) }
    }
    collectionView.allowsMultipleSelectionDuringEditing = true
    #if !os(tvOS)
    adapter.allowsTwoFingerSelection = true
    #endif
    let bar = EditingBar(
      setEditing: { [weak adapter] editing in
        if !editing { adapter?.clearSelection() }
        adapter?.setEditing(editing)
      },
      delete: { [weak adapter] in adapter?.deleteSelectedItems() },
      undo: { [weak adapter] in adapter?.undoLastEdit() })
    adapter.onSelectionChange = { [weak bar] in bar?.selectionChanged($0) }
    editingBar = bar
  }
}
#endif
