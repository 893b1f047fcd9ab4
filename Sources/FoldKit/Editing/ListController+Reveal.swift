/// A reveal waiting for an ancestor's children to load.
struct PendingReveal<ItemID: Hashable & Sendable>: Sendable {
  var id: ItemID
  var ancestors: [ItemID]
  var position: ScrollPosition
  var select: Bool
}

/// What revealing an item did: the batch update that opened its ancestors and where to scroll.
public struct RevealOutcome<ItemID: Hashable & Sendable>: Sendable {
  /// The batch update that opened the item's ancestors (and its section).
  public var changeset: Changeset
  /// The row to scroll to, in paths after the update; `nil` while the reveal waits for children
  /// or when a filter hides the item.
  public var scroll: ScrollRequest?
  /// Whether the reveal waits for an ancestor's children to load; call
  /// ``ListController/continueReveal()`` after ``ListController/supplyChildren(_:for:)``.
  public var isPending: Bool
  /// The change of the selection, when the reveal selected the item.
  public var selection: SelectionChange<ItemID>?

  /// Creates an outcome.
  ///
  /// - Complexity: O(1).
  public init(
    changeset: Changeset, scroll: ScrollRequest?, isPending: Bool,
    selection: SelectionChange<ItemID>?
  ) {
    self.changeset = changeset
    self.scroll = scroll
    self.isPending = isPending
    self.selection = selection
  }
}

extension ListController {
  /// Shows the item with `id`: opens its section and its ancestors, and returns the batch update
  /// and the scroll target that brings its row into view; selects it if asked.
  ///
  /// For an item not in the snapshot yet (below ancestors whose children load on demand), pass
  /// its ancestors from the top: each is opened in turn (which asks for its children through the
  /// loading API, see ``takeLoadEvents()``), and the outcome is pending; after
  /// ``supplyChildren(_:for:)`` brings them, ``continueReveal()`` goes on.
  ///
  /// - Parameters:
  ///   - id: The item.
  ///   - ancestors: Its ancestors from the top, for an item not loaded yet; by default found in
  ///     the snapshot.
  ///   - position: Where its row should end up.
  ///   - select: Whether to make it the selected item (``selectItem(_:)``) once shown.
  /// - Returns: The batch update, the scroll target, and whether the reveal waits.
  /// - Complexity: O(*d* log *n* + *k*) for *d* ancestors and *k* rows shown; O(*v*) for *v*
  ///   visible rows when its section opens or an exclusive policy closes a detail row open apart.
  public mutating func reveal(
    _ id: ItemID, ancestors: [ItemID]? = nil, position: ScrollPosition = .nearest,
    select: Bool = false
  ) -> RevealOutcome<ItemID> {
    let chain =
      ancestors
      ?? snapshot.nodeIndex(of: id).map {
        snapshot.ancestors(of: $0).reversed().map { snapshot.nodes[$0].id }
      } ?? []
    pendingReveal = PendingReveal(id: id, ancestors: chain, position: position, select: select)
    return continueReveal()
      ?? RevealOutcome(
        changeset: Changeset(), scroll: nil, isPending: false, selection: nil)
  }

  /// Goes on with a reveal that waited for children to load.
  ///
  /// - Returns: The outcome, or `nil` when no reveal is waiting.
  /// - Complexity: As ``reveal(_:ancestors:position:select:)``.
  public mutating func continueReveal() -> RevealOutcome<ItemID>? {
    guard var pending = pendingReveal else { return nil }
    // The known ancestors, up to the first whose children are still to come.
    var open: [Int] = []
    var waits = false
    while let next = pending.ancestors.first {
      guard let node = snapshot.nodeIndex(of: next) else { break }
      pending.ancestors.removeFirst()
      open.append(node)
      if snapshot.nodes[node].needsChildren {
        waits = true
        break
      }
    }
    let section = (snapshot.nodeIndex(of: pending.id) ?? open.first).map {
      snapshot.nodes[$0].section
    }
    let changeset = openForReveal(open, section: section)
    guard !waits, let node = snapshot.nodeIndex(of: pending.id) else {
      // The rest of the chain waits for children (or for an ancestor that is not loaded yet).
      let stillWaiting = waits || !pending.ancestors.isEmpty
      pendingReveal = stillWaiting ? pending : nil
      return RevealOutcome(
        changeset: changeset, scroll: nil, isPending: stillWaiting, selection: nil)
    }
    pendingReveal = nil
    let change = pending.select ? selectItem(pending.id) : nil
    let scroll = rows.indexPath(ofNode: node, in: snapshot).map {
      ScrollRequest(indexPath: $0, position: pending.position)
    }
    return RevealOutcome(changeset: changeset, scroll: scroll, isPending: false, selection: change)
  }

  /// Opens section `section` and every node of `nodes` (ancestors, from the top),
  /// programmatically, as one batch.
  mutating func openForReveal(_ nodes: [Int], section: Int?) -> Changeset {
    guard let section else { return Changeset() }
    let sectionID = snapshot.sections[section].id
    var changes: [(node: Int, expanded: Bool)] = []
    var details: [ItemID] = []
    if let deepest = nodes.last {
      changes = nodesClosed(byOpening: deepest).map { ($0, false) }
      details = detailsClosed(byOpening: deepest)
    }
    changes += nodes.filter { !expansion.isExpanded(snapshot.nodes[$0].id) }.map { ($0, true) }
    let collapsed = expansion.isCollapsed(section: sectionID)
    guard details.isEmpty && !collapsed else {
      return rebuilding(changes, origin: .programmatic) { controller in
        controller.closeDetails(details)
        if collapsed {
          controller.expansion.setCollapsed(false, section: sectionID)
          controller.filter?.remember(false, section: sectionID)
        }
      }
    }
    return apply(changes, origin: .programmatic)
  }
}
