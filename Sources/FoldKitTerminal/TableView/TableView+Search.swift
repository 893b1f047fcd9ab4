public import FoldKit

extension TableView {
  /// Shows only the items whose text contains `query` (ignoring case), with their ancestors
  /// opened, animating the change; an empty query shows everything again.
  ///
  /// The controller's ``ListController/searchText`` must be set. Narrowing (a query that
  /// extends the one shown) works from the current matches. While a query filters the list,
  /// sections without a match are hidden, header and footer included. With `selectingFirstMatch`
  /// the selection goes to the first match; otherwise it stays on its item when that is still
  /// shown, else it moves to the first match. The selection keeps its margin from the edges.
  ///
  /// - Complexity: That of ``ListController/filter(text:)`` or ``ListController/clearFilter()``,
  ///   plus O(*v*) for *v* visible elements.
  public mutating func search(_ query: String, now: Duration, selectingFirstMatch: Bool = false) {
    let hadSelection = selectedItem
    _ = perform(now: now) { controller in
      query.isEmpty ? controller.clearFilter() : controller.filter(text: query)
    }
    hideSectionsWithoutMatches()
    if let selected = selection, !isSelectable(selected) { selection = nil }
    let keeps = hadSelection.map { controller.indexPath(of: $0) != nil } ?? false
    if let filter = controller.filter, selectingFirstMatch || !keeps || selection == nil {
      let snapshot = controller.snapshot
      for node in filter.matches {
        if let position = controller.rows.position(ofNode: node, in: snapshot),
          isSelectable(position)
        {
          selection = position
          break
        }
      }
    }
    if selection == nil {
      selection = firstSelectable(from: 0, step: 1)
    }
    keepSelectionInView()
  }

  /// Gives the headers and footers of sections without a match no height while a filter is on,
  /// and every section its own again without one.
  private mutating func hideSectionsWithoutMatches() {
    var hidden: [SectionID: SectionMetrics] = [:]
    if let filter = controller.filter {
      let snapshot = controller.snapshot
      let withMatches = Set(filter.matches.map { snapshot.nodes[$0].section })
      for (index, section) in snapshot.sections.enumerated() where !withMatches.contains(index) {
        hidden[section.id] = SectionMetrics(header: .zero, footer: .zero)
      }
    }
    guard hidden != layout.sectionMetrics else { return }
    layout.setMetrics(layout.metrics, sectionMetrics: hidden)
    _ = layout.layoutViewport()
  }

  /// The positions of the visible, selectable matches, in list order.
  func matchPositions() -> [Int] {
    guard let filter = controller.filter else { return [] }
    let snapshot = controller.snapshot
    return filter.matches.compactMap { controller.rows.position(ofNode: $0, in: snapshot) }
      .filter(isSelectable).sorted()
  }

  /// Where the selection stands among the matches: its 1-based place in list order and their
  /// count, or `nil` when no filter is on or the selection is not on a match.
  ///
  /// - Complexity: O(log *m*) for *m* matches, plus O(log *n*).
  public var matchPlace: (index: Int, count: Int)? {
    guard let filter = controller.filter, let selection else { return nil }
    let element = controller.rows.elements[selection]
    guard element.isRow, filter.isMatch(element.index) else { return nil }
    // The matches are node indexes in ascending (list) order.
    var low = 0
    var high = filter.matches.count
    while low < high {
      let middle = (low + high) / 2
      if filter.matches[middle] < element.index { low = middle + 1 } else { high = middle }
    }
    return (low + 1, filter.matches.count)
  }

  /// Moves the selection to the next (or previous) visible match, wrapping around.
  ///
  /// - Returns: Whether a match took the selection.
  /// - Complexity: O(*m* log *n*) for *m* matches.
  public mutating func selectMatch(forward: Bool) -> Bool {
    let positions = matchPositions()
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
