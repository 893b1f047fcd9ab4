#if os(Linux)
import Foundation

extension UITableView {
  /// Lays out the rows that intersect the bounds.
  ///
  /// Rows still on their estimate are measured with the delegate's `heightForRowAt` as they come
  /// into view, cells come from the data source for rows without one, and cells of rows that
  /// left the bounds go back to the reuse pool. A new width asks every height again (a guess at
  /// UIKit's private behaviour).
  func layoutRows() {
    _ = counts
    if laidOutWidth != bounds.width {
      if laidOutWidth != nil { reloadHeights() }
      laidOutWidth = bounds.width
    }
    for _ in 0..<16 {
      var changed = false
      for (path, _) in rowsInBounds() where !rowMeasured[path.section][path.row] {
        rowHeights[path.section][path.row] = measuredHeight(at: path)
        rowMeasured[path.section][path.row] = true
        changed = true
      }
      if !changed { break }
    }
    var total: CGFloat = 0
    for section in 0..<rowHeights.count {
      total += headerHeights[section] + footerHeights[section]
      for height in rowHeights[section] { total += height }
    }
    contentSize = CGSize(width: bounds.width, height: total)
    let rows = rowsInBounds()
    let visible = Set(rows.map(\.path))
    for (path, cell) in visibleCells where !visible.contains(path) {
      recycle(cell)
      visibleCells[path] = nil
    }
    for (path, frame) in rows {
      if visibleCells[path] == nil, let dataSource {
        log.append(.cellForRow(path))
        visibleCells[path] = dataSource.tableView(self, cellForRowAt: path)
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
      let sectionHeight = rowHeights[section].reduce(0, +)
      if y >= bottom { break }
      if y + sectionHeight > top {
        for (row, height) in rowHeights[section].enumerated() {
          if y >= bottom { break }
          if height > 0 && y + height > top {
            result.append(
              (
                IndexPath(row: row, section: section),
                CGRect(x: 0, y: y, width: bounds.width, height: height)
              ))
          }
          y += height
        }
      } else {
        y += sectionHeight
      }
      y += footerHeights[section]
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
      y += height + rowHeights[section].reduce(0, +) + footerHeights[section]
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
    let counts = cachedCounts ?? []
    headerHeights = counts.indices.map { section in
      log.append(.heightForHeader(section))
      let height =
        delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
      return max(0, height)
    }
    footerHeights = counts.indices.map { section in
      log.append(.heightForFooter(section))
      let height =
        delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
      return max(0, height)
    }
    rowHeights = []
    rowMeasured = []
    for (section, count) in counts.enumerated() {
      var heights: [CGFloat] = []
      var measured: [Bool] = []
      heights.reserveCapacity(count)
      for row in 0..<count {
        let path = IndexPath(row: row, section: section)
        log.append(.estimatedHeightForRow(path))
        var estimate =
          delegate?.tableView(self, estimatedHeightForRowAt: path) ?? UITableView.automaticDimension
        if estimate == UITableView.automaticDimension { estimate = estimatedRowHeight }
        if estimate > 0 {
          heights.append(estimate)
          measured.append(false)
        } else {
          heights.append(measuredHeight(at: path))
          measured.append(true)
        }
      }
      rowHeights.append(heights)
      rowMeasured.append(measured)
    }
  }

  func measuredHeight(at path: IndexPath) -> CGFloat {
    log.append(.heightForRow(path))
    let height = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
    return height == UITableView.automaticDimension ? 44 : max(0, height)
  }
}
#endif
