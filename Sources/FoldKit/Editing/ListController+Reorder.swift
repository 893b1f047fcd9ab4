extension ListController {
  /// Turns the place a table proposes for a dragged row into one the engine allows.
  ///
  /// The dragged item may drop as a sibling of the row above or below the place, or as the first
  /// child of the row above when that row is open; `depth` picks among these levels (nearest
  /// first), and `rule` may reject some. A place inside the dragged item's own subtree, between
  /// an item and its detail row, or one `rule` rejects at every level sends the row back to its
  /// source; a place right above a detail or loading row moves below it.
  ///
  /// - Parameters:
  ///   - source: The dragged row, in the table's paths before the drag.
  ///   - proposed: The path the table proposes, in its index space during the drag.
  ///   - depth: The indentation level wanted, for example
  ///     ``ReorderProposal/depth(forHorizontalOffset:indentation:)``; by default the item's own.
  ///   - rule: The app's rule.
  /// - Returns: The allowed path, level and move.
  /// - Complexity: O(*v*) for *v* visible rows, plus O(*d* · (*d* + *c*)) for depth *d* and
  ///   *c* children of the destination.
  public func reorderProposal(
    movingRowAt source: ListIndexPath, to proposed: ListIndexPath, depth: Int? = nil,
    rule: MoveRule? = nil
  ) -> ReorderProposal<SectionID, ItemID> {
    proposal(source: source, proposed: proposed, depth: depth, rule: rule, keys: rowKeys())
  }

  /// Carries out a table's interactive reorder, after the table moved the dragged row itself.
  ///
  /// UIKit has already moved the one dragged row on screen when it calls
  /// `tableView(_:moveRowAt:to:)`. The outcome's changeset is the batch that remains, valid from
  /// the table's state after that move: the dragged item's visible descendants and detail row
  /// follow it; a refused drop moves the row back. Apply it after UIKit's own animation ends
  /// (not inside `moveRowAt`).
  ///
  /// - Parameters:
  ///   - source: The dragged row's path before the drag.
  ///   - destination: The path UIKit moved it to.
  ///   - depth: The indentation level wanted; see ``reorderProposal(movingRowAt:to:depth:rule:)``.
  ///   - rule: The app's rule.
  /// - Returns: The remaining batch, and the move or why it was refused.
  /// - Complexity: O(*n* + *v*) for *n* items and *v* visible rows.
  public mutating func reorder(
    movingRowAt source: ListIndexPath, to destination: ListIndexPath, depth: Int? = nil,
    rule: MoveRule? = nil
  ) -> ReorderOutcome<SectionID, ItemID> {
    let keys = rowKeys()
    let post = Self.keys(keys, movingRowAt: source, to: destination)
    let proposal = proposal(
      source: source, proposed: destination, depth: depth, rule: rule, keys: keys)
    guard let target = proposal.destination, let id = itemID(at: source, keys: keys) else {
      return ReorderOutcome(
        changeset: Self.movesChangeset(from: post, to: keys), move: nil,
        refusal: proposal.refusal ?? .notAnItem)
    }
    var following = Set<VisibleRowKey<ItemID>>()
    if let node = snapshot.nodeIndex(of: id), let start = rows.position(ofNode: node, in: snapshot)
    {
      let end = rows.endOfDescendants(ofNode: node, in: snapshot)
      let all = keys.joined()
      // Positions count headers and footers; keys do not.
      let first = start - 2 * rows.section(atPosition: start) - 1
      let last = first + (end - start)
      let flat = Array(all)
      for index in (first + 1)..<last { following.insert(flat[index]) }
    }
    do {
      let outcome = try move([id], to: target, rule: rule)
      let newKeys = rowKeys()
      let changeset =
        Self.followingChangeset(from: post, to: newKeys, following: following)
        ?? Self.movesChangeset(from: post, to: newKeys)
      return ReorderOutcome(changeset: changeset, move: outcome, refusal: nil)
    } catch {
      return ReorderOutcome(
        changeset: Self.movesChangeset(from: post, to: keys), move: nil, refusal: error)
    }
  }

  /// The batch that moves only the rows in `following` (the dragged item's descendants and
  /// detail row), when every other row already stands in its final order; `nil` otherwise.
  ///
  /// - Complexity: O(*v*) for *v* rows, plus the contract check of the batch.
  static func followingChangeset(
    from post: [[VisibleRowKey<ItemID>]], to new: [[VisibleRowKey<ItemID>]],
    following: Set<VisibleRowKey<ItemID>>
  ) -> Changeset? {
    guard post.count == new.count else { return nil }
    var changeset = Changeset()
    var oldPaths: [VisibleRowKey<ItemID>: ListIndexPath] = [:]
    for section in post.indices {
      let staying = post[section].filter { !following.contains($0) }
      guard staying == new[section].filter({ !following.contains($0) }) else { return nil }
      for (row, key) in post[section].enumerated() where following.contains(key) {
        oldPaths[key] = ListIndexPath(section: section, row: row)
      }
    }
    for section in new.indices {
      for (row, key) in new[section].enumerated() where following.contains(key) {
        let path = ListIndexPath(section: section, row: row)
        if let old = oldPaths.removeValue(forKey: key) {
          changeset.movedRows.append(Changeset.RowMove(from: old, to: path))
        } else {
          changeset.insertedRows.append(path)
        }
      }
    }
    changeset.deletedRows = oldPaths.values.sorted()
    changeset.movedRows.sort { $0.from < $1.from }
    guard BatchUpdateValidator.checkContract(changeset, old: post, new: new).isClean else {
      return nil
    }
    return changeset
  }

  /// The row identities as a table shows them after moving the row at `source` to
  /// `destination` itself.
  ///
  /// - Complexity: O(*r*) for *r* rows of the two sections.
  package static func keys(
    _ keys: [[VisibleRowKey<ItemID>]], movingRowAt source: ListIndexPath,
    to destination: ListIndexPath
  ) -> [[VisibleRowKey<ItemID>]] {
    var result = keys
    let key = result[source.section].remove(at: source.row)
    result[destination.section].insert(key, at: destination.row)
    return result
  }

  /// The item of the item row at `path`, or `nil` for a detail or loading row.
  func itemID(at path: ListIndexPath, keys: [[VisibleRowKey<ItemID>]]) -> ItemID? {
    guard path.section >= 0 && path.section < keys.count, path.row >= 0,
      path.row < keys[path.section].count, case .row(let id) = keys[path.section][path.row]
    else { return nil }
    return id
  }

  func proposal(
    source: ListIndexPath, proposed: ListIndexPath, depth: Int?, rule: MoveRule?,
    keys: [[VisibleRowKey<ItemID>]]
  ) -> ReorderProposal<SectionID, ItemID> {
    func back(_ refusal: MoveRefusal) -> ReorderProposal<SectionID, ItemID> {
      let depth =
        itemID(at: source, keys: keys).flatMap { snapshot.nodeIndex(of: $0) }
        .map { snapshot.nodes[$0].depth } ?? 0
      return ReorderProposal(indexPath: source, depth: depth, destination: nil, refusal: refusal)
    }
    guard let id = itemID(at: source, keys: keys), let dragged = snapshot.nodeIndex(of: id) else {
      return back(.notAnItem)
    }
    guard proposed.section >= 0 && proposed.section < keys.count else {
      return back(.indexOutOfRange)
    }
    let countAfter = keys[proposed.section].count - (proposed.section == source.section ? 1 : 0)
    let slot = ListIndexPath(
      section: proposed.section, row: Swift.min(Swift.max(proposed.row, 0), countAfter))
    var list = Self.keys(keys, movingRowAt: source, to: slot)[slot.section]
    let draggedSet: Set<Int> = [dragged]
    func node(_ key: VisibleRowKey<ItemID>) -> Int {
      switch key {
      case .row(let id), .detail(let id), .status(let id):
        guard let node = snapshot.nodeIndex(of: id) else {
          preconditionFailure("visible row of item \(id) not in the snapshot")
        }
        return node
      }
    }
    func isOwn(_ key: VisibleRowKey<ItemID>) -> Bool { snapshot.isInside(node(key), draggedSet) }
    func isItemRow(_ key: VisibleRowKey<ItemID>) -> Bool {
      if case .row = key { return true }
      return false
    }
    var row = slot.row
    // A detail or loading row stays right beneath its item: drop below it.
    while row + 1 < list.count, !isItemRow(list[row + 1]), !isOwn(list[row + 1]) {
      list.swapAt(row, row + 1)
      row += 1
    }
    let above = row > 0 ? list[row - 1] : nil
    var below = row + 1
    if below < list.count && isOwn(list[below]) {
      guard above.map({ !isOwn($0) }) ?? true else { return back(.intoOwnSubtree) }
      // The item's own place: what follows its subtree bounds it.
      while below < list.count && isOwn(list[below]) { below += 1 }
    } else if let above, isOwn(above) {
      // Right after the dragged item's visible subtree, as if after the item itself.
    }
    let minDepth =
      below < list.count && isItemRow(list[below]) ? snapshot.nodes[node(list[below])].depth : 0
    var anchor: Int?
    var maxDepth = 0
    if let above {
      let item = isOwn(above) ? dragged : node(above)
      anchor = item
      let record = snapshot.nodes[item]
      let opens: Bool
      if case .status = above {
        opens = false
      } else {
        opens = item != dragged && expansion.isExpanded(record.id) && !record.needsChildren
      }
      maxDepth = record.depth + (opens ? 1 : 0)
    }
    guard minDepth <= maxDepth else { return back(.intoOwnSubtree) }
    let wanted = Swift.min(Swift.max(depth ?? snapshot.nodes[dragged].depth, minDepth), maxDepth)
    let candidates = (minDepth...maxDepth).sorted {
      abs($0 - wanted) != abs($1 - wanted) ? abs($0 - wanted) < abs($1 - wanted) : $0 > $1
    }
    var lastRefusal = MoveRefusal.rejectedByRule
    for level in candidates {
      let destination: MoveDestination<SectionID, ItemID>
      if let anchor {
        if level == snapshot.nodes[anchor].depth + 1 {
          destination = .firstChild(of: snapshot.nodes[anchor].id)
        } else {
          var current = anchor
          while snapshot.nodes[current].depth > level, let parent = snapshot.nodes[current].parent {
            current = parent
          }
          destination = .after(snapshot.nodes[current].id)
        }
      } else {
        destination = .section(snapshot.sections[slot.section].id, at: 0)
      }
      if let refusal = refusal(moving: [id], to: destination, rule: rule) {
        lastRefusal = refusal
        continue
      }
      return ReorderProposal(
        indexPath: ListIndexPath(section: slot.section, row: row), depth: level,
        destination: destination, refusal: nil)
    }
    return back(lastRefusal)
  }
}
