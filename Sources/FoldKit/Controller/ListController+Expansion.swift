extension ListController {
  /// Expands or collapses the item with `id`, applying the expansion policy.
  ///
  /// Under an exclusive policy, opening an item closes the other open items in its scope (except
  /// its ancestors) in the same change, so a detail row moves from one row to another in one
  /// batch update. A detail row open apart from its item's children
  /// (``ItemOptions/detailApart``) counts as an open item there: opening an item closes the
  /// other such detail rows in its scope too.
  ///
  /// Expanding an item that a filter opened (``ExpansionOrigin/filter``) with another origin
  /// makes it that origin's: nothing visible changes, but the item stays open when the filter
  /// clears. Closing an item while a filter is active is remembered by the filter (see
  /// ``filter(where:)``).
  ///
  /// - Parameters:
  ///   - expanded: The new state.
  ///   - id: The item.
  ///   - origin: Who asked: a person's toggle is remembered as theirs; programmatic ones are not.
  /// - Returns: The batch update that leads from the old rows to the new ones: the rows that
  ///   disappear, those that appear, and a reload of each toggled item still visible.
  /// - Precondition: The snapshot contains `id`.
  /// - Complexity: O(log *n* + *k*) for *k* rows shown or hidden, plus O(*e*) for *e* open items
  ///   under an exclusive policy; O(*v*) for *v* visible rows when an exclusive policy closes a
  ///   detail row open apart (the rows are rebuilt then).
  @discardableResult
  public mutating func setExpanded(
    _ expanded: Bool, _ id: ItemID, origin: ExpansionOrigin = .user
  ) -> Changeset {
    guard let node = snapshot.nodeIndex(of: id) else {
      preconditionFailure("item \(id) is not in the snapshot")
    }
    var changes: [(node: Int, expanded: Bool)] = []
    var details: [ItemID] = []
    if expanded {
      changes += nodesClosed(byOpening: node).map { ($0, false) }
      details = detailsClosed(byOpening: node)
      if origin != .filter && expansion.origin(of: id) == .filter { adopt(node, origin: origin) }
    }
    if expansion.isExpanded(id) != expanded { changes.append((node, expanded)) }
    guard details.isEmpty else {
      return rebuilding(changes, origin: origin) { $0.closeDetails(details) }
    }
    return apply(changes, origin: origin)
  }

  /// Makes item `node`, open for a filter, open by `origin`: it stays open when the filter
  /// clears.
  mutating func adopt(_ node: Int, origin: ExpansionOrigin) {
    expansion.setExpanded(true, snapshot.nodes[node].id, origin: origin)
    filter?.setOpenedForFilter(false, node)
  }

  /// Closes the detail rows of the items with `ids` (state only).
  mutating func closeDetails(_ ids: [ItemID]) {
    for id in ids { expansion.setDetailOpen(false, id) }
  }

  /// Toggles the item with `id`.
  ///
  /// - Returns: The batch update; see ``setExpanded(_:_:origin:)``.
  /// - Complexity: As ``setExpanded(_:_:origin:)``.
  @discardableResult
  public mutating func toggle(_ id: ItemID, origin: ExpansionOrigin = .user) -> Changeset {
    setExpanded(!expansion.isExpanded(id), id, origin: origin)
  }

  /// Expands every expandable item, programmatically (not remembered as a person's choice).
  ///
  /// Items whose children load on demand and have not arrived stay closed: opening them would
  /// start a load each. Items a filter opened become programmatically open, so they stay open
  /// when the filter clears. Detail rows that open apart from children keep their state.
  ///
  /// - Returns: The batch update.
  /// - Complexity: O(*n*) for *n* items.
  @discardableResult
  public mutating func expandAll() -> Changeset {
    if filter != nil {
      for (id, origin) in expansion.expandedItems where origin == .filter {
        if let node = snapshot.nodeIndex(of: id) { adopt(node, origin: .programmatic) }
      }
    }
    let changes = snapshot.nodes.indices.filter {
      snapshot.nodes[$0].isExpandable && !snapshot.nodes[$0].needsChildren
        && !expansion.isExpanded(snapshot.nodes[$0].id)
    }.map { (node: $0, expanded: true) }
    return apply(changes, origin: .programmatic)
  }

  /// Collapses every expanded item and closes every detail row, those that open apart from
  /// children (``ItemOptions/detailApart``) included.
  ///
  /// - Returns: The batch update.
  /// - Complexity: O(*e* log *n* + *k*) for *e* open items and *k* rows hidden; O(*v*) for *v*
  ///   visible rows when a detail row open apart closes (the rows are rebuilt then).
  @discardableResult
  public mutating func collapseAll() -> Changeset {
    let changes = expansion.expandedIDs.compactMap { snapshot.nodeIndex(of: $0) }
      .map { (node: $0, expanded: false) }
    guard expansion.openDetails.isEmpty else {
      let details = Array(expansion.openDetails)
      return rebuilding(changes, origin: .user) { $0.closeDetails(details) }
    }
    return apply(changes, origin: .user)
  }

  /// The open items that opening `node` closes under the current policy.
  func nodesClosed(byOpening node: Int) -> [Int] {
    guard policy != .independent else { return [] }
    let section = snapshot.nodes[node].section
    let ancestors = Set(snapshot.ancestors(of: node))
    return expansion.expandedIDs.compactMap { id -> Int? in
      guard let other = snapshot.nodeIndex(of: id), other != node, !ancestors.contains(other)
      else { return nil }
      if policy == .exclusiveInSection && snapshot.nodes[other].section != section { return nil }
      return other
    }
  }

  /// The items whose detail row, open apart from their children, opening `node` (its children
  /// or its own detail) closes under the current policy: those in the policy's scope other than
  /// `node` and its ancestors.
  func detailsClosed(byOpening node: Int) -> [ItemID] {
    guard policy != .independent, !expansion.openDetails.isEmpty else { return [] }
    let section = snapshot.nodes[node].section
    let ancestors = Set(snapshot.ancestors(of: node))
    return expansion.openDetails.filter { id in
      guard let other = snapshot.nodeIndex(of: id), other != node, !ancestors.contains(other)
      else { return false }
      let record = snapshot.nodes[other]
      guard record.opensDetailApart && record.hasDetail else { return false }
      return policy == .exclusiveInList || record.section == section
    }
  }

  /// Applies expansion `changes` and then `more` to the state, rebuilds the rows, and returns
  /// the batch update from the old rows: rows whose item opened, closed, or opened or closed its
  /// detail are reloaded.
  ///
  /// - Complexity: O(*v*) for *v* rows visible before and after.
  mutating func rebuilding(
    _ changes: [(node: Int, expanded: Bool)], origin: ExpansionOrigin,
    _ more: (inout Self) -> Void
  ) -> Changeset {
    let oldRows = rows
    let oldExpansion = expansion
    applyState(changes, origin: origin)
    more(&self)
    rebuildRows()
    return transition(from: oldRows, expansion: oldExpansion)
  }

  /// Records expansion changes in the state, the filter and the loads, leaving the rows.
  mutating func applyState(_ changes: [(node: Int, expanded: Bool)], origin: ExpansionOrigin) {
    for change in changes {
      let id = snapshot.nodes[change.node].id
      expansion.setExpanded(change.expanded, id, origin: origin)
      filter?.setOpenedForFilter(change.expanded && origin == .filter, change.node)
      filter?.remember(change.expanded, item: id)
    }
    for change in changes {
      if change.expanded {
        startLoad(ofNode: change.node)
      } else {
        cancelLoad(of: snapshot.nodes[change.node].id)
      }
    }
  }

  /// Applies expansion changes to the state and the visible rows, and builds their changeset.
  ///
  /// Closing happens first: every removed range is measured before anything moves, so deletes
  /// are in old indexes. Opening follows in ascending order, so each insert is in final indexes.
  mutating func apply(_ changes: [(node: Int, expanded: Bool)], origin: ExpansionOrigin)
    -> Changeset
  {
    var changeset = Changeset()
    guard !changes.isEmpty else { return changeset }

    // Ranges hidden by closing, measured in the old rows.
    var removed: [Range<Int>] = []
    var toggledPositions: [(node: Int, position: Int)] = []
    for change in changes {
      guard let position = rows.position(ofNode: change.node, in: snapshot) else { continue }
      toggledPositions.append((change.node, position))
      if !change.expanded && expansion.isExpanded(snapshot.nodes[change.node].id) {
        let end = rows.endOfDescendants(ofNode: change.node, in: snapshot)
        let start = position + 1 + detailRowsKept(byToggling: change.node)
        if end > start { removed.append(start..<end) }
      }
    }
    removed.sort { $0.lowerBound < $1.lowerBound }
    var disjoint: [Range<Int>] = []
    for range in removed {
      if let last = disjoint.last, range.lowerBound < last.upperBound { continue }
      disjoint.append(range)
    }
    for range in disjoint {
      appendRowPaths(of: range, to: &changeset.deletedRows)
    }
    // Toggled items whose own row survives are reloaded (their disclosure state changed).
    // Both in position order: one walk finds whether each row lies in a hidden range.
    var nextRange = 0
    for toggled in toggledPositions.sorted(by: { $0.position < $1.position }) {
      while nextRange < disjoint.count && disjoint[nextRange].upperBound <= toggled.position {
        nextRange += 1
      }
      let hidden = nextRange < disjoint.count && disjoint[nextRange].contains(toggled.position)
      if !hidden, let path = rows.indexPath(atPosition: toggled.position) {
        changeset.reloadedRows.append(path)
      }
    }

    // State first, so a subtree opened together with its ancestor is shown once.
    applyState(changes, origin: origin)
    for range in disjoint.reversed() { rows.remove(range) }

    var opened = changes.filter { $0.expanded }.map { $0.node }.sorted()
    if snapshot.hasLoadedItems {
      // Loaded items follow the built ones in node order but not in list order.
      let snapshot = self.snapshot
      opened.sort { snapshot.elementKey(.row, node: $0) < snapshot.elementKey(.row, node: $1) }
    }
    var shown = Set<Int>()
    let snapshot = self.snapshot
    let height = self.height
    let rules = rowRules
    let general = usesGeneralRules
    for node in opened {
      if snapshot.ancestors(of: node).contains(where: shown.contains) { continue }
      guard let position = rows.position(ofNode: node, in: snapshot) else { continue }
      shown.insert(node)
      var buffer: [VisibleElement] = []
      let kept = detailRowsKept(byToggling: node)
      if !general {
        VisibleRows.appendDescendants(
          ofNode: node, of: snapshot, expansion: expansion, height: height, to: &buffer)
      } else if kept > 0 || snapshot.nodes[node].opensDetailApart {
        rules.appendChildren(node, to: &buffer)
      } else {
        rules.appendBeneath(node, to: &buffer)
      }
      guard !buffer.isEmpty else { continue }
      let start = position + 1 + kept
      rows.insert(buffer, at: start)
      appendRowPaths(of: start..<(start + buffer.count), to: &changeset.insertedRows)
    }
    return changeset
  }

  /// Whether the visible rows follow the general rules (a filter, or items with options) rather
  /// than the plain building path.
  var usesGeneralRules: Bool { filter != nil || snapshot.hasItemOptions }

  /// How many rows right beneath item `node`'s row stay when its children open or close: one
  /// for an open detail row that opens apart, else none.
  func detailRowsKept(byToggling node: Int) -> Int {
    let record = snapshot.nodes[node]
    return record.hasDetail && record.opensDetailApart && expansion.isDetailOpen(record.id)
      ? 1 : 0
  }

  /// Appends the index paths of the rows at positions `range` (all in one section).
  func appendRowPaths(of range: Range<Int>, to paths: inout [ListIndexPath]) {
    guard let first = rows.indexPath(atPosition: range.lowerBound) else {
      preconditionFailure("position \(range.lowerBound) is not a row")
    }
    // No exact reservation: called once per hidden range, it would reallocate every time.
    for offset in 0..<range.count {
      paths.append(ListIndexPath(section: first.section, row: first.row + offset))
    }
  }
}
