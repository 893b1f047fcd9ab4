extension ListController {
  /// The check mark shown on the row at `indexPath`, or `nil` if the row has none.
  ///
  /// Rows of checkable items show their item's mark; an "agree to all" row shows the mark over
  /// every item.
  ///
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: O(log *n*).
  public func checkMark(at indexPath: ListIndexPath) -> CheckMark? {
    let element = rows[indexPath]
    guard element.kind == .row else { return nil }
    return checkMark(ofNode: element.index)
  }

  /// The check mark of item `node`, or `nil` if it shows none.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func checkMark(ofNode node: Int) -> CheckMark? {
    guard let checks else { return nil }
    let item = snapshot.nodes[node]
    switch item.behavior {
    case .toggleAll: return checks.allMark
    case .toggleCheck: return checks.contains(item.id) ? checks.mark(of: item.id) : nil
    default: return nil
    }
  }

  /// Toggles the check mark of the item with `id` (or of every item, for an "agree to all" row)
  /// and returns the update: a reload of each visible row whose mark changed.
  ///
  /// - Precondition: The controller has a check tree.
  /// - Complexity: O(*d* + *c* log *n*) for depth *d* and *c* changed marks; O(*k*) more when a
  ///   parent's *k*-item subtree flips.
  mutating func toggleCheck(ofNode node: Int) -> SelectionOutcome<ItemID> {
    guard var tree = checks else { return SelectionOutcome(action: .none) }
    let item = snapshot.nodes[node]
    let change: CheckChange<ItemID>
    if item.behavior == .toggleAll {
      change = tree.toggleAll()
    } else {
      guard tree.contains(item.id), tree.isEnabled(item.id) else {
        return SelectionOutcome(action: .none)
      }
      change = tree.toggle(item.id)
    }
    checks = tree
    var reloaded = Set(change.changed.compactMap { indexPath(of: $0) })
    if change.allMarkChanged {
      for node in snapshot.toggleAllNodes {
        if let path = rows.indexPath(ofNode: node, in: snapshot) { reloaded.insert(path) }
      }
    }
    return SelectionOutcome(
      action: .checked(change.changed), changeset: Changeset(reloadedRows: reloaded.sorted()))
  }
}
