public import FoldKit

extension TableView {
  /// Shows only the items whose text contains `query` (ignoring case), with their ancestors
  /// opened, animating the change; an empty query shows everything again.
  ///
  /// The controller's ``ListController/searchText`` must be set. Narrowing (a query that
  /// extends the one shown) works from the current matches. The selection stays on its item
  /// when it is still shown, else it moves to the first match.
  ///
  /// - Complexity: That of ``ListController/filter(text:)`` or ``ListController/clearFilter()``.
  public mutating func search(_ query: String, now: Duration) {
    let hadSelection = selectedItem
    _ = perform(now: now) { controller in
      query.isEmpty ? controller.clearFilter() : controller.filter(text: query)
    }
    if let hadSelection, controller.indexPath(of: hadSelection) != nil { return }
    if controller.filter != nil { _ = selectMatch(forward: true) }
  }

  /// Moves the selection to the next (or previous) visible match, wrapping around.
  ///
  /// - Returns: Whether a match took the selection.
  /// - Complexity: O(*m* log *n*) for *m* matches.
  public mutating func selectMatch(forward: Bool) -> Bool {
    guard let filter = controller.filter else { return false }
    let snapshot = controller.snapshot
    let positions = filter.matches.compactMap { controller.rows.position(ofNode: $0, in: snapshot) }
      .filter(isSelectable).sorted()
    guard !positions.isEmpty else { return false }
    let current = selection ?? (forward ? -1 : Int.max)
    let target =
      forward
      ? positions.first { $0 > current } ?? positions[0]
      : positions.last { $0 < current } ?? positions[positions.count - 1]
    select(position: target)
    return true
  }
}

extension TableView {
  /// Takes the load requests and cancellations the controller made (see
  /// ``ListController/takeLoadEvents()``).
  ///
  /// - Complexity: O(1) amortized.
  public mutating func takeLoadEvents() -> [LoadEvent<ItemID>] {
    var events: [LoadEvent<ItemID>] = []
    updateController { events = $0.takeLoadEvents() }
    return events
  }

  /// Shows the children a load request asked for, fading them in where the loading row was.
  ///
  /// - Throws: ``SnapshotError`` for a child ID already in the list; nothing changes then.
  /// - Complexity: That of ``ListController/supplyChildren(_:for:)``.
  public mutating func supplyChildren(
    _ children: [ListItem<ItemID, Content>], for request: LoadRequest<ItemID>, now: Duration
  ) throws(SnapshotError) {
    var failure: SnapshotError?
    _ = perform(now: now) { controller in
      do throws(SnapshotError) {
        return try controller.supplyChildren(children, for: request)
      } catch {
        failure = error
        return Changeset()
      }
    }
    if let failure { throw failure }
  }

  /// Shows that a load request failed: the loading row becomes an error row.
  ///
  /// - Complexity: That of ``ListController/supplyFailure(_:for:)``.
  public mutating func supplyFailure(
    _ message: String, for request: LoadRequest<ItemID>, now: Duration
  ) {
    _ = perform(now: now) { $0.supplyFailure(message, for: request) }
  }
}
