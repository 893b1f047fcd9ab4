#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit

#if os(Linux)
public import UIKitStandIn
#else
public import UIKit
#endif

@available(iOS 15, tvOS 15, *)
extension ListTableAdapter: ListAdapterView {
  var listScrollView: UIScrollView? { tableView }

  func listPerformBatch(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
    tableView?.performBatchUpdates(updates, completion: completion)
  }

  func listReloadData() { tableView?.reloadData() }

  func listVisibleIndexPaths() -> [IndexPath] { tableView?.indexPathsForVisibleRows ?? [] }

  func listReconfigure(_ paths: [IndexPath]) { tableView?.reconfigureRows(at: paths) }

  func listCell(at indexPath: IndexPath) -> UIView? { tableView?.cellForRow(at: indexPath) }

  /// Calls the table's batch methods for `changeset`, in UIKit's index spaces (the same as
  /// FoldKit's).
  func listApply(_ changeset: Changeset) {
    guard let tableView else { return }
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

  /// Called before the table lays out: a new width re-measures the rows through the layout and
  /// keeps the top row still with the layout's anchor.
  ///
  /// - Complexity: O(1) when the width is unchanged; else that of `ListLayout.setWidth(_:)`.
  public func tableViewWillLayout(_ tableView: UITableView) {
    listCore.viewWillLayout(tableView)
  }
}
#endif
