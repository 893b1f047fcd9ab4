#if os(Linux)
public import Foundation

extension UITableView {
  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/scrollposition>.
  public enum ScrollPosition: Int, Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uitableview/scrollposition/none>.
    case none = 0
    /// Follows <https://developer.apple.com/documentation/uikit/uitableview/scrollposition/top>.
    case top = 1
    /// Follows <https://developer.apple.com/documentation/uikit/uitableview/scrollposition/middle>.
    case middle = 2
    /// Follows <https://developer.apple.com/documentation/uikit/uitableview/scrollposition/bottom>.
    case bottom = 3
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)>.
  ///
  /// Leaving editing mode deselects the rows when only editing allowed several (as UIKit does
  /// when `allowsMultipleSelection` is off).
  public func setEditing(_ editing: Bool, animated: Bool) {
    isEditing = editing
    if !editing && !allowsMultipleSelection && selectedRows.count > 1 { selectedRows = [] }
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/indexpathsforselectedrows>.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  /// Follows <https://developer.apple.com/documentation/uikit/uitableview/selectrow(at:animated:scrollposition:)>.
  ///
  /// (without scrolling: the adapter passes `.none`). Calls no delegate method, as the page
  /// says; in single selection it replaces the selected row.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else {
      selectedRows = []
      return
    }
    let counts = self.counts
    guard indexPath.section < counts.count, indexPath.row < counts[indexPath.section] else {
      raise(
        "NSRangeException",
        "-[UITableView selectRowAtIndexPath:animated:scrollPosition:]: row (\(indexPath.row)) "
          + "beyond bounds for section (\(indexPath.section))")
      return
    }
    if !standInSelectsMultipleRows { selectedRows = [] }
    selectedRows.insert(indexPath)
  }

  /// Not UIKit: whether a tap adds a row to the selection (several rows may be selected now).
  public var standInSelectsMultipleRows: Bool {
    isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
  }

  /// Not UIKit: a person's reorder in editing mode: picks up the row at `source` by its reorder
  /// control, drags it over the places in `proposals` and drops it.
  ///
  /// As UIKit: the row is picked up only if `tableView(_:canMoveRowAt:)` allows it; each place
  /// the drag passes is handed to `tableView(_:targetIndexPathForMoveFromRowAt:
  /// toProposedIndexPath:)`, whose answer is where the row goes; at the drop the table moves
  /// the row in its own rows, then calls `tableView(_:moveRowAt:to:)` (not when the row is back
  /// at its source). A batch performed inside that call raises; the counts the data source
  /// reports after it must be the table's, or the table raises UIKit's message for the row
  /// counts. Work scheduled for later with ``standInAfterCurrentEvent(_:)`` runs after the drop,
  /// as the main run loop's next turn would.
  ///
  /// - Parameters:
  ///   - source: The row picked up.
  ///   - proposals: The places the drag passes, each in the table's index space during the
  ///     drag (its rows with the dragged one taken out and put back at that path).
  /// - Returns: Where the row was dropped, or `nil` when it could not be picked up.
  @discardableResult
  public func standInReorder(from source: IndexPath, over proposals: [IndexPath]) -> IndexPath? {
    layoutIfNeeded()
    precondition(isEditing, "reorder controls show only in editing mode")
    precondition(batchDepth == 0, "a reorder starts outside an update block")
    var counts = self.counts
    precondition(
      source.section < counts.count && source.row < counts[source.section],
      "row \(source) is not in the table")
    guard let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return nil }
    var during = counts
    during[source.section] -= 1
    func isPlace(_ path: IndexPath) -> Bool {
      path.section >= 0 && path.section < during.count && path.row >= 0
        && path.row <= during[path.section]
    }
    var target = source
    for proposed in proposals {
      precondition(isPlace(proposed), "no place \(proposed) in the table during the drag")
      let answer =
        delegate?.tableView(
          self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
        ?? proposed
      guard isPlace(answer) else {
        raise(
          "NSInternalInconsistencyException",
          "target index path \(answer) for the move is out of bounds")
        return nil
      }
      target = answer
    }
    if target != source {
      counts[source.section] -= 1
      counts[target.section] += 1
      cachedCounts = counts
      let height = rowHeights[source.section].height(at: source.row)
      rowHeights[source.section].remove([source.row])
      _ = rowHeights[target.section].insert([target.row]) { _ in (height, true) }
      visibleCells = Dictionary(
        uniqueKeysWithValues: visibleCells.map {
          (Self.path($0.key, afterMoving: source, to: target), $0.value)
        })
      selectedRows = Set(selectedRows.map { Self.path($0, afterMoving: source, to: target) })
      isCommittingReorder = true
      dataSource.tableView(self, moveRowAt: source, to: target)
      isCommittingReorder = false
      let reported = readCounts()
      if let section = reported.indices.first(where: {
        $0 >= counts.count || reported[$0] != counts[$0]
      }) ?? (reported.count != counts.count ? reported.count : nil) {
        let old = section < counts.count ? counts[section] : 0
        let new = section < reported.count ? reported[section] : 0
        raise(
          "NSInternalInconsistencyException",
          "Invalid update: invalid number of rows in section \(section).  The number of rows "
            + "contained in an existing section after the update (\(new)) must be equal to the "
            + "number of rows contained in that section before the update (\(old)), plus or "
            + "minus the number of rows inserted or deleted from that section (0 inserted, 0 "
            + "deleted) and plus or minus the number of rows moved into or out of that section "
            + "(0 moved in, 0 moved out).")
        cachedCounts = reported
        reloadHeights()
      }
      setNeedsLayout()
    }
    let work = afterCurrentEvent
    afterCurrentEvent = []
    for body in work { body() }
    layoutIfNeeded()
    return target
  }

  /// Not UIKit: runs `body` once the event being handled (a reorder's drop) is over, as
  /// `DispatchQueue.main.async` would on the next turn of the main run loop; at once outside
  /// such an event.
  public func standInAfterCurrentEvent(_ body: @escaping () -> Void) {
    if isCommittingReorder {
      afterCurrentEvent.append(body)
    } else {
      body()
    }
  }

  /// Not UIKit: a person's two-finger pan from the row at `first` to the row at `last`.
  ///
  /// As UIKit: the delegate's `tableView(_:shouldBeginMultipleSelectionInteractionAt:)` decides
  /// whether it selects; then `tableView(_:didBeginMultipleSelectionInteractionAt:)`, where apps
  /// turn editing on; if the table then selects several rows in editing mode, each row the pan
  /// passes that is not selected yet is selected (`tableView(_:didSelectRowAt:)`), and
  /// `tableViewDidEndMultipleSelectionInteraction(_:)` ends it.
  ///
  /// - Returns: Whether the pan selected (`false` when the delegate declined it).
  @discardableResult
  public func standInTwoFingerPan(from first: IndexPath, to last: IndexPath) -> Bool {
    layoutIfNeeded()
    guard delegate?.tableView(self, shouldBeginMultipleSelectionInteractionAt: first) == true
    else { return false }
    delegate?.tableView(self, didBeginMultipleSelectionInteractionAt: first)
    if isEditing && allowsMultipleSelectionDuringEditing {
      let counts = self.counts
      var path = first
      let step = first <= last ? 1 : -1
      while true {
        if !selectedRows.contains(path) {
          selectedRows.insert(path)
          delegate?.tableView(self, didSelectRowAt: path)
        }
        if path == last { break }
        path = Self.path(path, stepping: step, in: counts)
      }
    }
    delegate?.tableViewDidEndMultipleSelectionInteraction(self)
    return true
  }

  /// The path of a row after the table moved the row at `source` to `target`.
  static func path(_ path: IndexPath, afterMoving source: IndexPath, to target: IndexPath)
    -> IndexPath
  {
    if path == source { return target }
    var section = path.section
    var row = path.row
    if section == source.section && row > source.row { row -= 1 }
    if section == target.section && row >= target.row { row += 1 }
    section = path.section
    return IndexPath(row: row, section: section)
  }

  /// The next (or previous) row in table order, across sections.
  static func path(_ path: IndexPath, stepping step: Int, in counts: [Int]) -> IndexPath {
    var section = path.section
    var row = path.row + step
    while row < 0 || row >= counts[section] {
      section += step
      precondition(section >= 0 && section < counts.count, "the pan ran off the table")
      row = step > 0 ? 0 : counts[section] - 1
    }
    return IndexPath(row: row, section: section)
  }
}
#endif
