#if os(Linux)
public import Foundation

extension UICollectionView {
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)>.
  ///
  /// As UIKit: counts never read are read first; nested calls join the outermost one; at its end
  /// the new counts are read and the batch is checked by the collection view's rules (a failure
  /// raises `NSInternalInconsistencyException` with UIKit's message); cells of surviving items
  /// are kept with their sizes; the completion runs when the animation ends
  /// (``standInFinishAnimations()``), never for a view outside a window.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    if isCommittingReorder {
      raise(
        "NSInternalInconsistencyException",
        "attempt to perform a batch update while the collection view commits a reorder")
    }
    if batchDepth == 0 {
      _ = counts
      // A view animates at most 31 updates at a time (componentkit #611; counting the batches
      // still animating is inferred).
      if pendingCompletions.count >= 31 {
        raise(
          "NSInternalInconsistencyException",
          "too many update animations on one view - limit is 31 in flight at a time "
            + "(<UICollectionView: 0x0>)")
      }
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
    let rules = BatchRules(old: old, new: new, record: record, kind: .collection)
    if let failure = rules.firstFailure {
      raise("NSInternalInconsistencyException", failure)
      selectedItems = []
      for view in visibleViews.values { recycle(view) }
      visibleViews = [:]
      cachedCounts = new
      resetHeights()
      completion?(false)
      return
    }
    var applied = record.publicValue(oldCounts: old, newCounts: new)
    standInBatches.append(applied)
    selectedItems = Set(selectedItems.compactMap { rules.newPath(ofOld: $0) })
    var views: [Element: UICollectionReusableView] = [:]
    cachedCounts = old
    syncHeights()
    var headers = [CGFloat?](repeating: nil, count: new.count)
    var footers = [CGFloat?](repeating: nil, count: new.count)
    for (source, target) in rules.sectionMap where target < new.count {
      headers[target] = headerSizes[source]
      footers[target] = footerSizes[source]
    }
    if !rules.carry(&itemHeights, newRow: { _ in (Self.standInEstimatedHeight, false) }) {
      itemHeights = []
    }
    headerSizes = headers
    footerSizes = footers
    for (element, view) in visibleViews {
      if case .item = element, let target = newElement(of: element, rules: rules) {
        views[target] = view
      } else {
        recycle(view)
      }
    }
    visibleViews = views
    cachedCounts = new
    setNeedsLayout()
    layoutIfNeeded()
    let reconfigured = record.reconfiguredRows.compactMap { rules.newPath(ofOld: $0) }
    applied.reconfiguredRows = reconfigured
    standInBatches[standInBatches.count - 1] = applied
    reconfigure(reconfigured)
    if window != nil { pendingCompletions.append(completion) }
  }

  /// Where an element is after the batch: items through the batch's rules, supplementary views
  /// (whose sizes are kept) with their section.
  func newElement(of element: Element, rules: BatchRules) -> Element? {
    switch element {
    case .item(let path): rules.newPath(ofOld: path).map { .item($0) }
    case .header(let section): rules.sectionMap[section].map { .header($0) }
    case .footer(let section): rules.sectionMap[section].map { .footer($0) }
    }
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)>.
  ///
  /// The data source is asked again for items that have a cell, and must return that same cell.
  public func reconfigureItems(at indexPaths: [IndexPath]) {
    if batchDepth > 0 {
      record { $0.reconfiguredRows += indexPaths }
      return
    }
    reconfigure(indexPaths)
  }

  func reconfigure(_ indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    for path in indexPaths {
      guard let cell = cellForItem(at: path) else { continue }
      reconfiguring[path] = cell
      let returned = dataSource.collectionView(self, cellForItemAt: path)
      reconfiguring[path] = nil
      if returned !== cell {
        raise(
          "NSInternalInconsistencyException",
          "Attempted to dequeue a different cell for an index path being reconfigured \(path)")
      }
    }
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/insertitems(at:)>.
  public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedRows += indexPaths } }
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/deleteitems(at:)>.
  public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedRows += indexPaths } }
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/reloaditems(at:)>.
  public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedRows += indexPaths } }
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/moveitem(at:to:)>.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.movedRows.append(StandInBatch.RowMove(from: indexPath, to: newIndexPath)) }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/insertsections(_:)>.
  public func insertSections(_ sections: IndexSet) {
    record { $0.insertedSections += Array(sections) }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/deletesections(_:)>.
  public func deleteSections(_ sections: IndexSet) {
    record { $0.deletedSections += Array(sections) }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/reloadsections(_:)>.
  public func reloadSections(_ sections: IndexSet) {
    record { $0.reloadedSections += Array(sections) }
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/movesection(_:tosection:)>.
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
#endif
