#if os(Linux)
public import Foundation

extension UITableView {
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/performbatchupdates(_:completion:)>.
  ///
  /// As UIKit: counts never read are read first (so data changed before the call counts as old);
  /// nested calls join the outermost one; at its end the new counts are read, the batch is checked
  /// (a failure raises `NSInternalInconsistencyException` with UIKit's message), cells of surviving
  /// rows are kept without asking the data source again, header and footer heights are asked
  /// again, rows keep their heights through the batch (inserted rows are asked their estimate)
  /// and are measured again as they are laid out, and the completion runs when the animation
  /// ends (``standInFinishAnimations()``).
  ///
  /// A table outside a window does not animate, and its completion never runs: the page calls it
  /// the block "to execute when all of the operations are finished", and a table that is not in a
  /// window finishes no animation (observed; UIKIT-RULES R3 covers its counts).
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    if isCommittingReorder {
      // UIKit is inside its own update while the data source commits a reorder; a batch there
      // breaks its bookkeeping of the moved row (UIKIT-RULES R29: a cell animated twice).
      raise(
        "NSInternalInconsistencyException",
        "attempt to perform a batch update while the table view commits a reorder")
    }
    if batchDepth == 0 {
      _ = counts
      batch = BatchRecord()
    } else {
      standInNestedBatchCount += 1
    }
    batchDepth += 1
    updates?()
    batchDepth -= 1
    guard batchDepth == 0 else {
      if let completion { pendingCompletions.append(completion) }
      return
    }
    let record = batch ?? BatchRecord()
    batch = nil
    let old = cachedCounts ?? []
    let new = readCounts()
    let rules = BatchRules(old: old, new: new, record: record)
    if let failure = rules.firstFailure {
      raise("NSInternalInconsistencyException", failure)
      visibleCells.values.forEach(recycle)
      visibleCells = [:]
      visibleHeaders = [:]
      selectedRows = []
      cachedCounts = new
      reloadHeights()
      setNeedsLayout()
      completion?(false)
      return
    }
    var applied = record.publicValue(oldCounts: old, newCounts: new)
    log.append(.batch(applied))
    standInBatches.append(applied)
    var moved: [IndexPath: UITableViewCell] = [:]
    for (path, cell) in visibleCells {
      if let target = rules.newPath(ofOld: path) { moved[target] = cell } else { recycle(cell) }
    }
    visibleCells = moved
    selectedRows = Set(selectedRows.compactMap { rules.newPath(ofOld: $0) })
    visibleHeaders = [:]
    cachedCounts = new
    reloadSupplementaryHeights()
    if rules.carry(&rowHeights, newRow: initialHeight) {
      for section in rowHeights.indices { rowHeights[section].clearMarks() }
    } else {
      reloadHeights()
    }
    setNeedsLayout()
    layoutIfNeeded()
    // Reconfigured rows are named by their old paths, like reloads (inferred: the page does not
    // say), and keep their cells.
    let reconfigured = record.reconfiguredRows.compactMap { rules.newPath(ofOld: $0) }
    applied.reconfiguredRows = reconfigured
    standInBatches[standInBatches.count - 1] = applied
    reconfigure(reconfigured)
    if window == nil {
      standInDroppedCompletionCount += 1
    } else {
      pendingCompletions.append(completion)
    }
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)>.
  ///
  /// The data source is asked again for rows that have a cell, and must return that same cell
  /// (dequeuing at such a path returns it); rows without a cell are left alone, as the page says.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    if batchDepth > 0 {
      record { $0.reconfiguredRows += indexPaths }
      return
    }
    reconfigure(indexPaths)
  }

  func reconfigure(_ indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for path in indexPaths {
      guard let cell = visibleCells[path] else { continue }
      log.append(.reconfigure(path))
      reconfiguring[path] = cell
      let returned = dataSource.tableView(self, cellForRowAt: path)
      reconfiguring[path] = nil
      if returned !== cell {
        raise(
          "NSInternalInconsistencyException",
          "Attempted to dequeue a different cell for an index path being reconfigured \(path)")
      }
    }
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/insertrows(at:with:)>.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.insertedRows += indexPaths }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)>.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.deletedRows += indexPaths }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)>.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record { $0.reloadedRows += indexPaths }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:)>.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedRows.append(StandInBatch.RowMove(from: indexPath, to: newIndexPath)) }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/insertsections(_:with:)>.
  public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.insertedSections += Array(sections) }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/deletesections(_:with:)>.
  public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.deletedSections += Array(sections) }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/reloadsections(_:with:)>.
  public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
    record { $0.reloadedSections += Array(sections) }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/movesection(_:tosection:)>.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.movedSections.append(StandInBatch.SectionMove(from: section, to: newSection)) }
  }

  /// Adds an operation to the open batch, or makes it a batch of its own (as UIKit does).
  func record(_ body: @escaping (inout BatchRecord) -> Void) {
    guard batchDepth > 0 else {
      performBatchUpdates { self.record(body) }
      return
    }
    var current = batch ?? BatchRecord()
    body(&current)
    batch = current
  }
}

/// The operations of one batch as the table collected them.
struct BatchRecord {
  var deletedSections: [Int] = []
  var insertedSections: [Int] = []
  var reloadedSections: [Int] = []
  var movedSections: [StandInBatch.SectionMove] = []
  var deletedRows: [IndexPath] = []
  var insertedRows: [IndexPath] = []
  var reloadedRows: [IndexPath] = []
  var movedRows: [StandInBatch.RowMove] = []
  var reconfiguredRows: [IndexPath] = []

  func publicValue(oldCounts: [Int], newCounts: [Int]) -> StandInBatch {
    StandInBatch(
      oldCounts: oldCounts, newCounts: newCounts, deletedSections: deletedSections,
      insertedSections: insertedSections, reloadedSections: reloadedSections,
      movedSections: movedSections, deletedRows: deletedRows, insertedRows: insertedRows,
      reloadedRows: reloadedRows, movedRows: movedRows)
  }
}
#endif
