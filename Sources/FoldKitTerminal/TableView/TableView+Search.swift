public import FoldKit

extension TableView {
  /// The most rows, before and after a search together, whose change fades in and out; a larger
  /// change is drawn at once, without working out which rows came and went.
  @inlinable public static var largestAnimatedSearch: Int { 20_000 }

  /// Shows only the items whose text contains `query` (ignoring case), with their ancestors
  /// opened, animating the change; an empty query shows everything again.
  ///
  /// The controller's ``ListController/searchText`` must be set. Narrowing (a query that
  /// extends the one shown) works from the current matches. While a query filters the list,
  /// sections without a match are hidden, header and footer included. With `selectingFirstMatch`
  /// the selection goes to the first match; otherwise it stays on its item when that is still
  /// shown, else it moves to the first match. The selection keeps its margin from the edges.
  ///
  /// Clearing shows the rows from before the search again at once when nothing but the
  /// selection changed meanwhile. Rows fade only when the rows before and after number
  /// ``largestAnimatedSearch`` or fewer.
  ///
  /// - Complexity: That of ``ListController/filter(text:)`` or ``ListController/clearFilter()``
  ///   (O(1) for a clear that shows the rows from before the search again), plus O(*s* log *n*)
  ///   for *s* sections and O(*v*) for *v* rows in view.
  @inlinable
  public mutating func search(_ query: String, now: Duration, selectingFirstMatch: Bool = false) {
    let hadSelection = selectedItem
    let limit = Self.largestAnimatedSearch
    performLarge(now: now) { controller in
      query.isEmpty
        ? controller.clearFilter(changeLimit: limit)
        : controller.filter(text: query, narrowing: true, changeLimit: limit)
    }
    finishSearch(keeping: hadSelection, selectingFirstMatch: selectingFirstMatch)
  }

  /// Shows only the items of `matches`, found beforehand for `query` in the controller's
  /// ``ListController/builtSearchIndex`` (by ``ListSearchIndex/matches(_:inNodes:limit:)``, on
  /// another thread say), as ``search(_:now:selectingFirstMatch:)`` does.
  ///
  /// With `isPartial`, `matches` are only the first matches (a first screen, shown while the
  /// search goes on); a longer query then searches the whole list again rather than narrowing.
  ///
  /// - Parameters:
  ///   - query: The text found; not empty.
  ///   - matches: The node indexes whose text contains `query`, ascending.
  ///   - isPartial: Whether `matches` holds only the first matches.
  ///   - now: The time of the change.
  ///   - selectingFirstMatch: Whether the selection goes to the first match.
  /// - Complexity: O(*m* + *k* + *s* log *n*) for *m* matches, *k* kept items and *s* sections,
  ///   plus O(*v*) for *v* rows in view.
  @inlinable
  public mutating func search(
    _ query: String, found matches: [Int], isPartial: Bool, now: Duration,
    selectingFirstMatch: Bool = false
  ) {
    let hadSelection = selectedItem
    let limit = Self.largestAnimatedSearch
    performLarge(now: now) { controller in
      controller.filter(text: query, found: matches, isPartial: isPartial, changeLimit: limit)
    }
    finishSearch(keeping: hadSelection, selectingFirstMatch: selectingFirstMatch)
  }

  /// The line of the view the selected element starts on (0 at the top; negative or past the
  /// view when it is scrolled out), or `nil` without a selection.
  ///
  /// - Complexity: O(log *n*).
  public var selectionLine: Int? {
    selection.map { top(ofPosition: $0) - scrollOffset }
  }

  /// Puts the selection on the row of `item` and scrolls so that it starts on line `line` of
  /// the view, as far as the content allows (a list that replaces another keeps what the person
  /// looked at where it was).
  ///
  /// - Returns: Whether the item has a selectable row; when not, nothing changed.
  /// - Complexity: O(log *n*), plus measuring the rows that come into view.
  public mutating func select(item: ItemID, atLine line: Int) -> Bool {
    guard let path = controller.indexPath(of: item) else { return false }
    let position = controller.rows.position(of: path)
    guard isSelectable(position) else { return false }
    selection = position
    setOffset(top(ofPosition: position) - line)
    keepSelectionInView(useMargin: false)
    return true
  }

  /// Runs a change on the controller as ``perform(now:_:)`` does, for a change whose batch
  /// update may not have been worked out (too large to animate): without one, running fades
  /// stop and nothing fades.
  ///
  /// - Returns: The batch update, if `body` worked it out.
  @usableFromInline @discardableResult
  mutating func performLarge(now: Duration, _ body: (inout Controller) -> Changeset?)
    -> Changeset?
  {
    advance(to: now)
    let before = controller
    let changeset = keepingSelection { layout, anchor in
      layout.performLarge(anchor: anchor) { body(&$0) }
    }
    if let changeset {
      recordAnimations(from: before, changeset: changeset, now: now)
    } else {
      finishAnimations()
    }
    return changeset
  }

  /// After a search: hides the sections without a match, and puts the selection on the item it
  /// was on (`hadSelection`) or on the first match, in view.
  @usableFromInline
  mutating func finishSearch(keeping hadSelection: ItemID?, selectingFirstMatch: Bool) {
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
  ///
  /// Only the headers and footers whose section changed are given new heights.
  ///
  /// - Complexity: O(*s* log *m*) for *s* sections and *m* matches (O(*m*) once children were
  ///   loaded on demand), plus O(log *n*) per section that changed.
  private mutating func hideSectionsWithoutMatches() {
    let snapshot = controller.snapshot
    var hidden: [SectionID: SectionMetrics] = [:]
    if let filter = controller.filter {
      let withMatches = Self.sectionsWithMatches(filter.matches, in: snapshot)
      for (index, section) in snapshot.sections.enumerated() where !withMatches[index] {
        hidden[section.id] = SectionMetrics(header: .zero, footer: .zero)
      }
    }
    let current = layout.sectionMetrics
    guard hidden != current else { return }
    let changed = snapshot.sections.indices.filter {
      let id = snapshot.sections[$0].id
      return hidden[id] != current[id]
    }
    layout.setSectionMetrics(hidden, changing: changed)
    _ = layout.layoutViewport()
  }

  /// Whether each section of `snapshot` holds one of `matches` (node indexes in list order).
  static func sectionsWithMatches(_ matches: [Int], in snapshot: Controller.ListSnapshot)
    -> [Bool]
  {
    var result = Array(repeating: false, count: snapshot.sections.count)
    guard !snapshot.hasLoadedItems else {
      for match in matches { result[snapshot.nodes[match].section] = true }
      return result
    }
    // Without loaded items the matches ascend and each section is a range of nodes: the first
    // match at or after a section's start says whether the section holds one.
    for (index, section) in snapshot.sections.enumerated() {
      var low = 0
      var high = matches.count
      while low < high {
        let middle = low + (high - low) / 2
        if matches[middle] < section.nodes.lowerBound { low = middle + 1 } else { high = middle }
      }
      result[index] = low < matches.count && matches[low] < section.nodes.upperBound
    }
    return result
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
  /// - Complexity: O(*k* log *n*) for *k* elements between the selection and the match.
  public mutating func selectMatch(forward: Bool) -> Bool {
    guard let filter = controller.filter, !filter.matches.isEmpty else { return false }
    let elements = controller.rows.elements
    let count = elements.count
    var position = selection ?? (forward ? -1 : count)
    for _ in 0..<count {
      position += forward ? 1 : -1
      if position >= count { position = 0 } else if position < 0 { position = count - 1 }
      let element = elements[position]
      if element.isRow && filter.isMatch(element.index) && isSelectable(position) {
        select(position: position)
        return true
      }
    }
    return false
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
