#if os(Linux)
import Foundation

extension UITableView {
  /// Lays out the rows that intersect the bounds.
  ///
  /// Rows still on their estimate are measured with the delegate's `heightForRowAt` as they come
  /// into view, cells come from the data source for rows without one, and cells of rows that
  /// left the bounds go back to the reuse pool. A new width asks every height again (a guess at
  /// UIKit's private behaviour). Only the rows in the bounds are visited: O(*s* + *v* + *c*)
  /// for *s* sections, *v* rows shown and *c* chunks of heights (``StandInHeights``).
  func layoutRows() {
    _ = counts
    if laidOutWidth != bounds.width {
      if laidOutWidth != nil { reloadHeights() }
      laidOutWidth = bounds.width
    }
    for _ in 0..<16 {
      var changed = false
      for (path, _) in rowsInBounds() where !rowHeights[path.section].isMarked(path.row) {
        rowHeights[path.section].setMarked(path.row, height: measuredHeight(at: path))
        changed = true
      }
      if !changed { break }
    }
    var total: CGFloat = 0
    for section in 0..<rowHeights.count {
      total += headerHeights[section] + footerHeights[section] + rowHeights[section].total
    }
    contentSize = CGSize(width: bounds.width, height: total)
    let rows = rowsInBounds()
    let visible = Set(rows.map(\.path))
    for (path, cell) in visibleCells where !visible.contains(path) {
      recycle(cell)
      visibleCells[path] = nil
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }
    for (path, frame) in rows {
      if visibleCells[path] == nil, let dataSource {
        log.append(.cellForRow(path))
        let cell = dataSource.tableView(self, cellForRowAt: path)
        visibleCells[path] = cell
        addSubview(cell)
        delegate?.tableView(self, willDisplay: cell, forRowAt: path)
      }
      visibleCells[path]?.frame = frame
      visibleCells[path]?.layoutIfNeeded()
    }
    layoutHeaders()
  }

  /// The rows whose frames intersect the bounds, with their frames.
  func rowsInBounds() -> [(path: IndexPath, frame: CGRect)] {
    let top = contentOffset.y
    let bottom = top + bounds.height
    var result: [(IndexPath, CGRect)] = []
    var y: CGFloat = 0
    for section in 0..<rowHeights.count {
      y += headerHeights[section]
      let sectionHeight = rowHeights[section].total
      if y >= bottom { break }
      if y + sectionHeight > top {
        var (row, rowTop) = rowHeights[section].row(below: top - y)
        while row < rowHeights[section].count && y + rowTop < bottom {
          let height = rowHeights[section].height(at: row)
          if height > 0 {
            result.append(
              (
                IndexPath(row: row, section: section),
                CGRect(x: 0, y: y + rowTop, width: bounds.width, height: height)
              ))
          }
          rowTop += height
          row += 1
        }
      }
      y += sectionHeight + footerHeights[section]
    }
    return result
  }

  /// Asks the delegate for header views of sections whose header intersects the bounds.
  func layoutHeaders() {
    let top = contentOffset.y
    let bottom = top + bounds.height
    var y: CGFloat = 0
    var shown: [Int: CGRect] = [:]
    for section in 0..<headerHeights.count {
      let height = headerHeights[section]
      if height > 0 && y < bottom && y + height > top {
        shown[section] = CGRect(x: 0, y: y, width: bounds.width, height: height)
      }
      y += height + rowHeights[section].total + footerHeights[section]
    }
    for (section, view) in visibleHeaders where shown[section] == nil {
      if let header = view as? UITableViewHeaderFooterView, let identifier = header.reuseIdentifier
      {
        reusableHeaders[identifier, default: []].append(header)
      }
      visibleHeaders[section] = nil
    }
    for (section, frame) in shown.sorted(by: { $0.key < $1.key }) {
      if visibleHeaders[section] == nil {
        log.append(.viewForHeader(section))
        visibleHeaders[section] = delegate?.tableView(self, viewForHeaderInSection: section)
      }
      visibleHeaders[section]?.frame = frame
      visibleHeaders[section]?.layoutIfNeeded()
    }
  }

  /// Asks every header, footer and row height again: rows get their estimate, or their height
  /// when there is no estimate.
  func reloadHeights() {
    reloadSupplementaryHeights()
    rowHeights = (cachedCounts ?? []).enumerated().map { section, count in
      StandInHeights(count: count) { initialHeight(at: IndexPath(row: $0, section: section)) }
    }
  }

  /// Asks every header and footer height again.
  func reloadSupplementaryHeights() {
    let counts = cachedCounts ?? []
    headerHeights = counts.indices.map { section in
      log.append(.heightForHeader(section))
      let height =
        delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
      return supplementaryHeight(height)
    }
    footerHeights = counts.indices.map { section in
      log.append(.heightForFooter(section))
      let height =
        delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
      return supplementaryHeight(height)
    }
  }

  /// A row's height before it is laid out: its estimate, or its height (marked as measured)
  /// when there is no estimate.
  func initialHeight(at path: IndexPath) -> (height: CGFloat, isMarked: Bool) {
    log.append(.estimatedHeightForRow(path))
    var estimate =
      delegate?.tableView(self, estimatedHeightForRowAt: path) ?? UITableView.automaticDimension
    if estimate == UITableView.automaticDimension { estimate = estimatedRowHeight }
    return estimate > 0 ? (estimate, false) : (measuredHeight(at: path), true)
  }

  /// A header's or footer's height as the style treats the delegate's answer: in the grouped
  /// styles 0 means the default height (see ``standInGroupedDefaultHeight``).
  func supplementaryHeight(_ height: CGFloat) -> CGFloat {
    if style != .plain && height == 0 { return UITableView.standInGroupedDefaultHeight }
    if height == UITableView.automaticDimension {
      return style == .plain ? 0 : UITableView.standInGroupedDefaultHeight
    }
    return max(0, height)
  }

  func measuredHeight(at path: IndexPath) -> CGFloat {
    log.append(.heightForRow(path))
    let height = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
    return height == UITableView.automaticDimension ? 44 : max(0, height)
  }
}
#endif
