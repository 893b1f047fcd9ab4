#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit

#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif

@available(iOS 15, tvOS 15, *)
extension ListCollectionAdapter: ListAdapterView {
  var listScrollView: UIScrollView? { collectionView }

  func listPerformBatch(_ updates: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
    collectionView?.performBatchUpdates(updates, completion: completion)
  }

  func listReloadData() { collectionView?.reloadData() }

  func listVisibleIndexPaths() -> [IndexPath] {
    (collectionView?.indexPathsForVisibleItems ?? []).compactMap(row(ofItem:))
  }

  func listReconfigure(_ paths: [IndexPath]) {
    collectionView?.reconfigureItems(at: paths.map(item(ofRow:)))
  }

  func listCell(at indexPath: IndexPath) -> UIView? {
    collectionView?.cellForItem(at: item(ofRow: indexPath))
  }

  /// The collection adapter keeps no selected items of its own yet: the engine's selection is
  /// read through ``ListAdapting/selection``.
  func listSyncSelection() {}

  /// The collection adapter offers no interactive reorder yet: runs `body` at once.
  func listAfterReorder(_ body: @escaping @MainActor () -> Void) { body() }

  /// Calls the collection view's batch methods for `changeset`, in UIKit's index spaces (the
  /// same as FoldKit's).
  func listApply(_ changeset: Changeset) {
    guard let collectionView else { return }
    // With header items, every row is one item further down its section.
    let shift = headersAreItems ? 1 : 0
    func paths(_ list: [ListIndexPath]) -> [IndexPath] {
      list.map { IndexPath(row: $0.row + shift, section: $0.section) }
    }
    if !changeset.deletedSections.isEmpty {
      collectionView.deleteSections(IndexSet(changeset.deletedSections))
    }
    if !changeset.insertedSections.isEmpty {
      collectionView.insertSections(IndexSet(changeset.insertedSections))
    }
    if !changeset.reloadedSections.isEmpty {
      collectionView.reloadSections(IndexSet(changeset.reloadedSections))
    }
    for move in changeset.movedSections {
      collectionView.moveSection(move.from, toSection: move.to)
    }
    if !changeset.deletedRows.isEmpty {
      collectionView.deleteItems(at: paths(changeset.deletedRows))
    }
    if !changeset.insertedRows.isEmpty {
      collectionView.insertItems(at: paths(changeset.insertedRows))
    }
    if !changeset.reloadedRows.isEmpty {
      collectionView.reloadItems(at: paths(changeset.reloadedRows))
    }
    for move in changeset.movedRows {
      collectionView.moveItem(
        at: IndexPath(row: move.from.row + shift, section: move.from.section),
        to: IndexPath(row: move.to.row + shift, section: move.to.section))
    }
  }

  /// Measures rows with Auto Layout: each measured row is sized by a sizing cell of its kind,
  /// configured as on screen, with
  /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` at the
  /// view's width; the layout keeps the heights, and the cells prefer them.
  ///
  /// - Complexity: O(*v*) once, plus one sizing per row measured later.
  public func useAutoLayoutHeights() {
    listCore.replaceLayout(
      measure: ListAdapterCore<SectionID, ItemID, Content>.mainActorMeasure {
        [weak self] content, kind, width in
        self?.autoLayoutHeight(of: content, kind: kind, width: width) ?? 44
      })
  }

  func autoLayoutHeight(of content: Content, kind: VisibleElement.Kind, width: Double) -> Double {
    let context = listCore.sizingContext(of: content, kind: kind)
    let identifier = cellKind(context)
    let cell = sizingCells[identifier] ?? makeSizingCell(identifier)
    sizingCells[identifier] = cell
    cell.frame = CGRect(x: 0, y: 0, width: CGFloat(width), height: 44)
    configureCell(cell, context)
    let size = cell.systemLayoutSizeFitting(
      CGSize(width: CGFloat(width), height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    return Double(size.height)
  }
}
#endif
