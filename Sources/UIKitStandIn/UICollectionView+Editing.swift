#if os(Linux)
public import Foundation

extension UICollectionView {
  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition>.
  public struct ScrollPosition: OptionSet, Sendable {
    /// The position's bits.
    public let rawValue: UInt
    /// Creates a position from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/top>.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/centeredvertically>.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/scrollposition/bottom>.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/indexpathsforselecteditems>.
  public var indexPathsForSelectedItems: [IndexPath]? { selectedItems.sorted() }

  /// Follows <https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:)>.
  ///
  /// (without scrolling). Calls no delegate method; in single selection it replaces the
  /// selected item.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      for path in selectedItems { cellForItem(at: path)?.isSelected = false }
      selectedItems = []
      return
    }
    if !standInSelectsMultipleItems {
      for path in selectedItems { cellForItem(at: path)?.isSelected = false }
      selectedItems = []
    }
    selectedItems.insert(indexPath)
    cellForItem(at: indexPath)?.isSelected = true
  }

  /// Not UIKit: whether a tap adds an item to the selection.
  public var standInSelectsMultipleItems: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Not UIKit: a person's two-finger pan from the item at `first` to the item at `last`, as
  /// the table's ``UITableView/standInTwoFingerPan(from:to:)``.
  ///
  /// - Returns: Whether the pan selected (`false` when the delegate declined it).
  @discardableResult
  public func standInTwoFingerPan(from first: IndexPath, to last: IndexPath) -> Bool {
    layoutIfNeeded()
    guard
      delegate?.collectionView(self, shouldBeginMultipleSelectionInteractionAt: first) == true
    else { return false }
    delegate?.collectionView(self, didBeginMultipleSelectionInteractionAt: first)
    if isEditing && allowsMultipleSelectionDuringEditing {
      let counts = self.counts
      var path = first
      let step = first <= last ? 1 : -1
      while true {
        if !selectedItems.contains(path) {
          selectedItems.insert(path)
          delegate?.collectionView(self, didSelectItemAt: path)
        }
        if path == last { break }
        path = UITableView.path(path, stepping: step, in: counts)
      }
    }
    delegate?.collectionViewDidEndMultipleSelectionInteraction(self)
    return true
  }

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
