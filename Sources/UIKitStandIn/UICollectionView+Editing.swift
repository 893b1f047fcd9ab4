#if os(Linux)
public import Foundation

extension UICollectionView {
  /// Not UIKit: a person's reorder with an item's reorder accessory in editing mode: picks up the
  /// item at `source`, drags it over the places in `proposals` and drops it.
  ///
  /// As the table's ``UITableView/standInReorder(from:over:)``: `collectionView(_:canMoveItemAt:)`
  /// decides whether the item is picked up; each place the drag passes goes to
  /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:
  /// toProposedIndexPath:)`; at the drop the view moves the item itself and calls
  /// `collectionView(_:moveItemAt:to:)`, where a batch raises; the data source's counts must
  /// then be the view's. Work scheduled with ``standInAfterCurrentEvent(_:)`` runs after the
  /// drop.
  ///
  /// - Returns: Where the item was dropped, or `nil` when it could not be picked up.
  @discardableResult
  public func standInReorder(from source: IndexPath, over proposals: [IndexPath]) -> IndexPath? {
    layoutIfNeeded()
    precondition(isEditing, "reorder accessories show only in editing mode")
    precondition(batchDepth == 0, "a reorder starts outside an update block")
    var counts = self.counts
    precondition(
      source.section < counts.count && source.row < counts[source.section],
      "item \(source) is not in the collection view")
    guard let dataSource, dataSource.collectionView(self, canMoveItemAt: source) else {
      return nil
    }
    var during = counts
    during[source.section] -= 1
    func isPlace(_ path: IndexPath) -> Bool {
      path.section >= 0 && path.section < during.count && path.row >= 0
        && path.row <= during[path.section]
    }
    var current = source
    for proposed in proposals {
      precondition(isPlace(proposed), "no place \(proposed) in the view during the drag")
      let answer =
        delegate?.collectionView(
          self, targetIndexPathForMoveOfItemFromOriginalIndexPath: source,
          atCurrentIndexPath: current, toProposedIndexPath: proposed) ?? proposed
      guard isPlace(answer) else {
        raise(
          "NSInternalInconsistencyException",
          "target index path \(answer) for the move is out of bounds")
        return nil
      }
      current = answer
    }
    if current != source {
      counts[source.section] -= 1
      counts[current.section] += 1
      cachedCounts = counts
      let height = itemHeights[source.section].height(at: source.row)
      itemHeights[source.section].remove([source.row])
      _ = itemHeights[current.section].insert([current.row]) { _ in (height, true) }
      var views: [Element: UICollectionReusableView] = [:]
      for (element, view) in visibleViews {
        if case .item(let path) = element {
          views[.item(UITableView.path(path, afterMoving: source, to: current))] = view
        } else {
          views[element] = view
        }
      }
      visibleViews = views
      isCommittingReorder = true
      dataSource.collectionView(self, moveItemAt: source, to: current)
      isCommittingReorder = false
      let reported = readCounts()
      if reported != counts {
        raise(
          "NSInternalInconsistencyException",
          "Invalid update: the number of items the data source reports after the reorder "
            + "(\(reported)) differs from the collection view's (\(counts))")
        cachedCounts = reported
        resetHeights()
      }
      setNeedsLayout()
    }
    let work = afterCurrentEvent
    afterCurrentEvent = []
    for body in work { body() }
    layoutIfNeeded()
    return current
  }

  /// Not UIKit: runs `body` once the event being handled (a reorder's drop) is over; at once
  /// outside such an event.
  public func standInAfterCurrentEvent(_ body: @escaping () -> Void) {
    if isCommittingReorder {
      afterCurrentEvent.append(body)
    } else {
      body()
    }
  }
}
#endif
