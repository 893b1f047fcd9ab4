extension ListController {
  /// Whether the detail row of item `node` is open: its own flag for an item whose detail opens
  /// apart, else whether the item is expanded.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func detailIsOpen(ofNode node: Int) -> Bool {
    let record = snapshot.nodes[node]
    return record.opensDetailApart
      ? expansion.isDetailOpen(record.id) : expansion.isExpanded(record.id)
  }

  /// Opens or closes the detail row of the item with `id`.
  ///
  /// For an item whose detail and children open apart (``ItemOptions/detailApart``) only the
  /// detail row appears or disappears, and the item's children stay as they are; the item's
  /// row is reloaded (its detail state changed). For any other item this is
  /// ``setExpanded(_:_:origin:)``.
  ///
  /// Under an exclusive policy such a detail row counts as an open item: opening it closes, in
  /// the same batch update, the other open items and detail rows in the policy's scope (except
  /// the item's ancestors and the item's own children), as opening an item does.
  ///
  /// - Returns: The batch update.
  /// - Precondition: The snapshot contains `id`.
  /// - Complexity: O(log *n*) for an item whose detail opens apart, else as
  ///   ``setExpanded(_:_:origin:)``; O(*v*) for *v* visible rows when an exclusive policy closes
  ///   something (the rows are rebuilt then).
  @discardableResult
  public mutating func setDetailOpen(_ open: Bool, _ id: ItemID) -> Changeset {
    guard let node = snapshot.nodeIndex(of: id) else {
      preconditionFailure("item \(id) is not in the snapshot")
    }
    let record = snapshot.nodes[node]
    guard record.opensDetailApart else { return setExpanded(open, id) }
    guard expansion.isDetailOpen(id) != open else { return Changeset() }
    if open {
      let closed = nodesClosed(byOpening: node).map { (node: $0, expanded: false) }
      let details = detailsClosed(byOpening: node)
      if !closed.isEmpty || !details.isEmpty {
        return rebuilding(closed, origin: .user) {
          $0.closeDetails(details)
          $0.expansion.setDetailOpen(true, id)
        }
      }
    }
    var changeset = Changeset()
    let position = rows.position(ofNode: node, in: snapshot)
    if let position, let path = rows.indexPath(atPosition: position) {
      changeset.reloadedRows = [path]
      if record.hasDetail && !open {
        changeset.deletedRows = [ListIndexPath(section: path.section, row: path.row + 1)]
        rows.remove((position + 1)..<(position + 2))
      }
    }
    expansion.setDetailOpen(open, id)
    if let position, record.hasDetail && open {
      let rules = rowRules
      rows.insert([rules.element(.detail, node, section: record.section)], at: position + 1)
      guard let path = rows.indexPath(atPosition: position + 1) else {
        preconditionFailure("position \(position + 1) is not a row")
      }
      changeset.insertedRows = [path]
    }
    return changeset
  }

  /// Opens or closes the detail row of the item with `id`; see ``setDetailOpen(_:_:)``.
  ///
  /// - Returns: The batch update.
  /// - Complexity: As ``setDetailOpen(_:_:)``.
  @discardableResult
  public mutating func toggleDetail(_ id: ItemID) -> Changeset {
    guard let node = snapshot.nodeIndex(of: id) else {
      preconditionFailure("item \(id) is not in the snapshot")
    }
    return setDetailOpen(!detailIsOpen(ofNode: node), id)
  }
}
