extension VisibleRows {
  /// The rows without a filter, edited from the filtered `rows`, and the batch update between.
  ///
  /// `before` is the expansion while filtered and `after` the same without what the filter
  /// opened; `flags` are the filter's flags by node index. The snapshot has no loaded items and no
  /// item options, so list order is node order and an item's detail row shows exactly while it
  /// is open.
  ///
  /// One pass walks the filtered rows and the items visible afterwards together, section by
  /// section. A row visible afterwards was visible while filtered (the filter only opens items
  /// and shows sections), so every old row either stays, in the same order, or leaves with the
  /// subtree of an item that closes or a section that collapses again.
  ///
  /// - Complexity: O(*v*) for *v* rows visible before and after.
  @inlinable
  static func clearingFilter<S, I, C>(
    rows: VisibleRows, flags: [UInt8], snapshot: Snapshot<S, I, C>,
    before: ExpansionState<S, I>, after: ExpansionState<S, I>,
    height: (VisibleElement, Snapshot<S, I, C>) -> Double
  ) -> (rows: VisibleRows, changeset: Changeset) {
    // Gathered in local arrays (not in the changeset's) so that appending stays cheap.
    var deleted: [ListIndexPath] = []
    deleted.reserveCapacity(rows.rowCount)
    var inserted: [ListIndexPath] = []
    var reloaded: [ListIndexPath] = []
    reloaded.reserveCapacity(rows.rowCount)
    var buffer: [VisibleElement] = []
    buffer.reserveCapacity(rows.elements.count)
    var old = rows.elements.makeIterator()
    var pending = old.next()
    // Sibling ranges still to visit in the section being walked, innermost last.
    var stack: [(next: Int, end: Int)] = []
    while let header = pending {
      precondition(header.kind == .header, "the filtered rows lost a section header")
      let section = header.index
      buffer.append(header)
      pending = old.next()
      var oldRow = 0
      var newRow = 0
      let record = snapshot._sections[section]
      if after.isCollapsed(section: record.id) {
        // Collapsed again (or still): every row it showed leaves.
        while let element = pending, element.kind != .footer {
          deleted.append(ListIndexPath(section: section, row: oldRow))
          oldRow += 1
          pending = old.next()
        }
      } else {
        stack.append((record.nodes.lowerBound, record.nodes.upperBound))
        while let top = stack.last {
          guard top.next < top.end else {
            stack.removeLast()
            continue
          }
          let node = top.next
          let end = Int(snapshot._nodes[node]._subtreeEnd)
          stack[stack.count - 1].next = end
          guard let element = pending, element.kind == .row, element.index == node else {
            // Filtered out: the row comes back with what its item shows beneath it.
            precondition(
              flags[node] & FilterFlags.kept == 0, "kept item \(node) was not shown while filtered")
            let start = buffer.count
            appendRows(
              of: snapshot, nodes: node..<end, section: section,
              sectionStart: record.nodes.lowerBound, expansion: after, height: height,
              to: &buffer)
            for _ in start..<buffer.count {
              inserted.append(ListIndexPath(section: section, row: newRow))
              newRow += 1
            }
            continue
          }
          // Kept: the row stays.
          buffer.append(element)
          let oldPath = ListIndexPath(section: section, row: oldRow)
          oldRow += 1
          newRow += 1
          pending = old.next()
          // Open while filtered when something of its own shows beneath it; otherwise ask.
          let showsBeneath: Bool
          if let next = pending, next.kind == .row || next.kind == .detail,
            next.index >= node && next.index < end && (next.kind == .row) == (next.index > node)
          {
            showsBeneath = true
          } else {
            showsBeneath = false
          }
          let wasOpen =
            showsBeneath
            || (snapshot._nodes[node].isExpandable && before.isExpanded(snapshot._nodes[node].id))
          guard wasOpen else { continue }
          if flags[node] & FilterFlags.opened == 0 {
            // Open without the filter too: its detail row stays, then its children are visited.
            if snapshot._nodes[node].hasDetail {
              guard let detail = pending, detail.kind == .detail, detail.index == node else {
                preconditionFailure("open item \(node) showed no detail row while filtered")
              }
              buffer.append(detail)
              oldRow += 1
              newRow += 1
              pending = old.next()
            }
            stack.append((node + 1, end))
          } else {
            // Opened for the filter: it closes, and everything shown beneath it leaves.
            reloaded.append(oldPath)
            while let next = pending, next.kind != .footer, next.kind != .header,
              next.index >= node && next.index < end
            {
              deleted.append(ListIndexPath(section: section, row: oldRow))
              oldRow += 1
              pending = old.next()
            }
          }
        }
      }
      guard let footer = pending, footer.kind == .footer, footer.index == section else {
        preconditionFailure("the filtered rows of section \(section) end apart from the items")
      }
      buffer.append(footer)
      pending = old.next()
    }
    var changeset = Changeset()
    changeset.deletedRows = deleted
    changeset.insertedRows = inserted
    changeset.reloadedRows = reloaded
    return (VisibleRows(elements: buffer), changeset)
  }
}
