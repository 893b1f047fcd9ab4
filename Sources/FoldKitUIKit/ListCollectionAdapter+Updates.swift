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

  /// Selects exactly the engine's selected items' rows that are shown, while the collection
  /// view selects several items (selection of hidden rows stays in the engine).
  func listSyncSelection() {
    guard let collectionView, selectsMultipleRows, case .live = listCore.shown else { return }
    let wanted = Set(listCore.selectedIndexPaths().map(item(ofRow:)))
    let current = Set(collectionView.indexPathsForSelectedItems ?? [])
    for path in current.subtracting(wanted).sorted() {
      collectionView.deselectItem(at: path, animated: false)
    }
    for path in wanted.subtracting(current).sorted() {
      collectionView.selectItem(at: path, animated: false, scrollPosition: [])
    }
  }

  /// Whether the collection view selects several items now: `allowsMultipleSelectionDuringEditing`
  /// in editing mode, else `allowsMultipleSelection`.
  public var selectsMultipleRows: Bool {
    guard let collectionView else { return false }
    return collectionView.isEditing
      ? collectionView.allowsMultipleSelectionDuringEditing
      : collectionView.allowsMultipleSelection
  }

  /// Turns the collection view's editing mode on or off (`.reorder` accessories, and several
  /// selected items when it allows them during editing); the selected items are the engine's
  /// selection.
  ///
  /// - Complexity: O(*s* log *n*) for *s* selected items.
  public func setEditing(_ editing: Bool) {
    collectionView?.isEditing = editing
    listSyncSelection()
  }

  func proxyDidDeselectItem(in collectionView: UICollectionView, at indexPath: IndexPath) {
    guard selectsMultipleRows, let row = row(ofItem: indexPath) else { return }
    listCore.rowSelectionChanged(at: row, isSelected: false)
  }

  func proxyShouldBeginMultipleSelection(
    in collectionView: UICollectionView, at indexPath: IndexPath
  ) -> Bool {
    #if os(tvOS)
    return false
    #else
    guard allowsTwoFingerSelection, collectionView.allowsMultipleSelectionDuringEditing,
      let row = row(ofItem: indexPath)
    else { return false }
    return listCore.rowContext(at: row).kind == .row
    #endif
  }

  /// The two-finger pan began: the collection view goes into editing mode, where it selects the
  /// items the pan passes.
  func proxyDidBeginMultipleSelection(
    in collectionView: UICollectionView, at indexPath: IndexPath
  ) {
    if !collectionView.isEditing { setEditing(true) }
  }

  /// Runs `body` after UIKit's reorder returned: on the main actor's next turn, when the
  /// collection view has finished its own move (as the table adapter does).
  func listAfterReorder(_ body: @escaping @MainActor () -> Void) {
    #if os(Linux)
    collectionView?.standInAfterCurrentEvent(body)
    #else
    Task { @MainActor in body() }
    #endif
  }

  // MARK: Reorder

  func proxyCanMoveItem(at indexPath: IndexPath) -> Bool {
    guard reordersRows, let row = row(ofItem: indexPath) else { return false }
    return listCore.canMoveRow(at: row)
  }

  /// The engine's place for a dragged item; a place above a section's header item is the
  /// section's first row.
  func proxyReorderTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath {
    guard reordersRows, let sourceRow = row(ofItem: source) else { return source }
    let proposedRow =
      headersAreItems
      ? IndexPath(row: max(0, proposed.row - 1), section: proposed.section) : proposed
    return item(ofRow: listCore.reorderTarget(from: sourceRow, proposed: proposedRow))
  }

  func proxyMoveItem(from source: IndexPath, to destination: IndexPath) {
    guard reordersRows, source != destination, let sourceRow = row(ofItem: source) else {
      return
    }
    let destinationRow =
      headersAreItems
      ? IndexPath(row: destination.row - 1, section: destination.section) : destination
    listCore.commitReorder(from: sourceRow, to: destinationRow)
  }

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
