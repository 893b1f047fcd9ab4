#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit

#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif

// The table's editing calls: reorder controls wired to the engine's interactive reorder,
// several selected rows kept in step with the engine's selection, the two-finger pan.
//
// Editing in UIKit, in short: set `reordersRows` (and `moveRule`), `deletesBySwipe` with
// `removeItems`, and the table's `allowsMultipleSelectionDuringEditing`; call
// `setEditing(_:animated:)`. The table moves the dragged row itself; the engine answers where a
// drop may go (`targetIndexPathForMoveFromRowAt`), carries out the move when the row is dropped
// (`moveRowAt`), and the rows that follow it (its visible descendants and detail row) move in a
// second batch once UIKit's own reorder has returned, never inside it.

@available(iOS 15, tvOS 15, *)
extension ListTableAdapter {
  /// Whether the table selects several rows now: `allowsMultipleSelectionDuringEditing` in
  /// editing mode, else `allowsMultipleSelection`.
  public var selectsMultipleRows: Bool {
    guard let tableView else { return false }
    #if os(tvOS)
    return tableView.allowsMultipleSelection
    #else
    return tableView.isEditing
      ? tableView.allowsMultipleSelectionDuringEditing : tableView.allowsMultipleSelection
    #endif
  }

  /// Turns the table's editing mode on or off (reorder controls, and several selected rows when
  /// the table allows them during editing); the selected rows are the engine's selection.
  ///
  /// - Complexity: O(*s* log *n*) for *s* selected items.
  public func setEditing(_ editing: Bool, animated: Bool) {
    tableView?.setEditing(editing, animated: animated)
    listSyncSelection()
  }

  // MARK: Proxy calls

  func proxyDidDeselectRow(in tableView: UITableView, at indexPath: IndexPath) {
    guard selectsMultipleRows else { return }
    listCore.rowSelectionChanged(at: indexPath, isSelected: false)
  }

  func proxyCanMoveRow(at indexPath: IndexPath) -> Bool {
    reordersRows && listCore.canMoveRow(at: indexPath)
  }

  func proxyReorderTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath {
    guard reordersRows else { return source }
    return listCore.reorderTarget(from: source, proposed: proposed)
  }

  func proxyMoveRow(from source: IndexPath, to destination: IndexPath) {
    guard reordersRows, source != destination else { return }
    listCore.commitReorder(from: source, to: destination)
  }

  func proxyShouldBeginMultipleSelection(in tableView: UITableView, at indexPath: IndexPath)
    -> Bool
  {
    #if os(tvOS)
    return false
    #else
    guard allowsTwoFingerSelection, tableView.allowsMultipleSelectionDuringEditing,
      listCore.contains(indexPath)
    else { return false }
    return listCore.rowContext(at: indexPath).kind == .row
    #endif
  }

  /// The two-finger pan began: the table goes into editing mode, where it selects the rows the
  /// pan passes (as Apple's documentation of the interaction suggests).
  func proxyDidBeginMultipleSelection(in tableView: UITableView, at indexPath: IndexPath) {
    if !tableView.isEditing { setEditing(true, animated: true) }
  }

  // MARK: The view's side

  /// Selects exactly the engine's selected items' rows that are shown, while the table selects
  /// several rows (selection of hidden rows stays in the engine).
  func listSyncSelection() {
    guard let tableView, selectsMultipleRows, case .live = listCore.shown else { return }
    let wanted = listCore.selectedIndexPaths()
    let current = Set(tableView.indexPathsForSelectedRows ?? [])
    for path in current.subtracting(wanted).sorted() {
      tableView.deselectRow(at: path, animated: false)
    }
    for path in wanted.subtracting(current).sorted() {
      tableView.selectRow(at: path, animated: false, scrollPosition: .none)
    }
  }

  /// Runs `body` after UIKit's reorder returned: on the main actor's next turn (as apps do with
  /// `DispatchQueue.main.async`), when the table has finished its own move.
  func listAfterReorder(_ body: @escaping @MainActor () -> Void) {
    #if os(Linux)
    tableView?.standInAfterCurrentEvent(body)
    #else
    Task { @MainActor in body() }
    #endif
  }
}
#endif
