extension ListController {
  /// Whether a filter is active.
  ///
  /// - Complexity: O(1).
  public var isFiltered: Bool { filter != nil }

  /// Shows only the items whose content passes `predicate`, with their ancestors opened.
  ///
  /// Every match becomes visible: its ancestors that were closed open with origin
  /// ``ExpansionOrigin/filter``, and collapsed sections holding matches show (see
  /// ``ExpansionState/filterShownSections``). Nothing but matches and their ancestors shows.
  /// The person's own expansion is kept underneath: what they open or close while the filter is
  /// active is remembered, and ``clearFilter()`` restores it. Applying a new filter while one is
  /// active replaces it (and drops what the old one opened that the new one does not need).
  ///
  /// - Parameter predicate: Whether an item's content matches.
  /// - Returns: The batch update from the rows before to the filtered rows.
  /// - Complexity: O(*n* · *p* + *k* + *v*) for *n* items, a predicate costing *p*, *k* kept
  ///   items and *v* rows visible before and after.
  @discardableResult
  public mutating func filter(where predicate: @escaping @Sendable (Content) -> Bool) -> Changeset {
    let nodes = snapshot.nodes
    let matches = nodes.indices.filter { predicate(nodes[$0].content) }
    return applyFilter(matches: matches, predicate: predicate, query: nil)
  }

  /// Narrows the active filter: only its current matches are tested against `predicate`.
  ///
  /// Use it when the new condition implies the old one (one more character typed, one more
  /// criterion ticked): the list then keeps the current matches that pass `predicate`, without
  /// visiting the rest of the list. Without an active filter it acts as ``filter(where:)``.
  ///
  /// - Parameter predicate: The extra test a current match must pass to stay.
  /// - Returns: The batch update from the rows before to the narrowed rows.
  /// - Complexity: O(*m* · *p* + *k* + *v*) for *m* current matches, a predicate costing *p*,
  ///   *k* kept items and *v* rows visible before and after.
  @discardableResult
  public mutating func narrowFilter(where predicate: @escaping @Sendable (Content) -> Bool)
    -> Changeset
  {
    guard let current = filter else { return filter(where: predicate) }
    let nodes = snapshot.nodes
    let matches = current.matches.filter { predicate(nodes[$0].content) }
    let previous = current.predicate
    return applyFilter(
      matches: matches, predicate: { previous($0) && predicate($0) }, query: nil)
  }

  /// Shows only the items whose ``searchText`` contains `query`, ignoring case.
  ///
  /// The first text filter builds a ``ListSearchIndex`` of the snapshot (O(*t*) for *t* bytes of
  /// text), kept until the snapshot or ``searchText`` changes. When the active filter is a text
  /// filter whose query is part of `query` (one more character typed), only its current matches
  /// are searched. Matching ignores case by comparing lowercased UTF-8 bytes; an empty query
  /// matches every item. See ``filter(where:)`` for what the list shows.
  ///
  /// - Parameter query: The text to find.
  /// - Returns: The batch update from the rows before to the filtered rows.
  /// - Precondition: ``searchText`` is set.
  /// - Complexity: O(*t* + *k* + *v*) for *t* bytes of searched text (the current matches'
  ///   when narrowing, else every item's), *k* kept items and *v* rows visible before and after.
  @discardableResult
  @inlinable
  public mutating func filter(text query: String) -> Changeset {
    filter(text: query, narrowing: true)
  }

  /// A text filter that narrows from the current matches only when `narrowing` allows it (the
  /// benchmarks compare both ways).
  @inlinable
  package mutating func filter(text query: String, narrowing: Bool) -> Changeset {
    guard let searchText else {
      preconditionFailure("filter(text:) needs the controller's searchText")
    }
    let index = preparedSearchIndex()
    let needle = ListSearchIndex.needle(query)
    let predicate: @Sendable (Content) -> Bool = { content in
      ListSearchIndex.contains(needle, in: ListSearchIndex.needle(searchText(content)))
    }
    let lowered = String(decoding: needle, as: UTF8.self)
    if narrowing, let current = filter, let previous = current.query,
      ListSearchIndex.contains(ListSearchIndex.needle(previous), in: needle)
    {
      let matches = index.matches(lowered, among: current.matches)
      return applyFilter(matches: matches, predicate: predicate, query: lowered)
    }
    return applyFilter(matches: index.matches(lowered), predicate: predicate, query: lowered)
  }

  /// Removes the filter and restores the expansion from before it, with the person's changes.
  ///
  /// Items the filter opened close again and sections it showed collapse again, unless the
  /// person toggled them while filtered; everything the person opened or closed meanwhile stays
  /// as they left it.
  ///
  /// - Returns: The batch update from the filtered rows to the full rows (empty without a filter).
  /// - Complexity: O(*e* + *v*) for *e* expanded items and *v* rows visible before and after.
  @discardableResult
  @inlinable
  public mutating func clearFilter() -> Changeset {
    guard filter != nil else { return Changeset() }
    let oldRows = rows
    let oldExpansion = expansion
    setFilter(nil)
    setExpansion(expansion.withoutFilter)
    if !snapshot.hasItemOptions {
      // The plain rows, built here so that they run specialized for the caller's types.
      let height = self.height
      let snapshot = self.snapshot
      setRows(
        VisibleRows(snapshot: snapshot, expansion: expansion, height: { height($0, snapshot) }))
    } else {
      rebuildRows()
    }
    return transition(from: oldRows, expansion: oldExpansion)
  }

  /// Builds the search index now (it is otherwise built by the first text filter).
  ///
  /// - Precondition: ``searchText`` is set.
  /// - Complexity: O(*t*) for *t* bytes of text, or O(1) if the index is current.
  public mutating func prepareSearchIndex() {
    _ = preparedSearchIndex()
  }

  /// The search index of the current snapshot, built if needed.
  @usableFromInline
  mutating func preparedSearchIndex() -> ListSearchIndex {
    if let searchIndex, searchIndex.count == snapshot.nodes.count { return searchIndex }
    guard let searchText else {
      preconditionFailure("a text filter needs the controller's searchText")
    }
    let index = ListSearchIndex(texts: snapshot.nodes.lazy.map { searchText($0.content) })
    searchIndex = index
    return index
  }

  /// Shows the kept items for `matches` (ascending node indexes) and returns the batch update.
  @inlinable
  mutating func applyFilter(
    matches: [Int], predicate: @escaping @Sendable (Content) -> Bool, query: String?
  ) -> Changeset {
    let oldRows = rows
    let oldExpansion = expansion
    let kept = keep(matches)
    setFilter(
      Filter(
        query: query, matches: matches, predicate: predicate, kept: kept.kept,
        keptNodes: kept.nodes))
    openForFilter()
    // Loaded items break the node order's agreement with the list order: walk the tree then.
    setRows(
      VisibleRows(
        elements: rowRules.build(keptNodes: snapshot.hasLoadedItems ? nil : kept.nodes)))
    return transition(from: oldRows, expansion: oldExpansion)
  }

  /// The kept flags and kept nodes (ascending) for `matches`, reusing the active filter's flags.
  @inlinable
  mutating func keep(_ matches: [Int]) -> (kept: [Bool], nodes: [Int]) {
    var kept: [Bool] = []
    var cleared: [Int] = []
    if var current = filter, current.kept.count == snapshot.nodes.count {
      // Take the flags out of the filter so that clearing them does not copy them.
      setFilter(nil)
      swap(&kept, &current.kept)
      swap(&cleared, &current.keptNodes)
      for node in cleared { kept[node] = false }
    } else {
      setFilter(nil)
      kept = Array(repeating: false, count: snapshot.nodes.count)
    }
    var nodes: [Int] = []
    var chain: [Int] = []
    for match in matches {
      chain.removeAll(keepingCapacity: true)
      var current: Int? = match
      while let node = current, !kept[node] {
        kept[node] = true
        chain.append(node)
        current = snapshot.nodes[node].parent
      }
      // Ancestors precede their descendants, and an ancestor not yet kept cannot precede an
      // earlier match, so appending each chain reversed keeps the nodes ascending.
      nodes.append(contentsOf: chain.reversed())
    }
    return (kept, nodes)
  }

  /// Opens (origin ``ExpansionOrigin/filter``) every closed ancestor of a match and shows every
  /// collapsed section holding one, after dropping what an earlier filter opened.
  @inlinable
  mutating func openForFilter() {
    guard let filter else { return }
    // The expanded items are gathered here, specialized for the caller's ID type, and stored once.
    var items = expansion.expandedItems.filter { $0.value != .filter }
    for node in filter.keptNodes {
      guard let parent = snapshot.nodes[node].parent else { continue }
      let id = snapshot.nodes[parent].id
      if items[id] == nil { items[id] = .filter }
    }
    var opened = expansion
    opened.replaceFilterState(items: items)
    var lastSection = -1
    for match in filter.matches where snapshot.nodes[match].section != lastSection {
      lastSection = snapshot.nodes[match].section
      let id = snapshot.sections[lastSection].id
      if opened.collapsedSections.contains(id) { opened.showForFilter(section: id) }
    }
    setExpansion(opened)
  }

  /// Applies the active filter's predicate to the whole (new) snapshot.
  mutating func refreshFilter() {
    guard let current = filter else { return }
    let nodes = snapshot.nodes
    let matches: [Int]
    if let query = current.query, searchText != nil {
      matches = preparedSearchIndex().matches(query)
    } else {
      matches = nodes.indices.filter { current.predicate(nodes[$0].content) }
    }
    filter = nil
    let kept = keep(matches)
    filter = Filter(
      query: current.query, matches: matches, predicate: current.predicate, kept: kept.kept,
      keptNodes: kept.nodes)
    openForFilter()
  }

  /// Replaces the active filter.
  @usableFromInline
  mutating func setFilter(_ newFilter: Filter?) {
    filter = newFilter
  }

  /// Replaces the expansion state.
  @usableFromInline
  mutating func setExpansion(_ newExpansion: Expansion) {
    expansion = newExpansion
  }

  /// The batch update from `oldRows` (shown under `oldExpansion`) to the current rows: rows that
  /// left are deleted, rows that came are inserted, and rows whose disclosure changed reloaded.
  @inlinable
  func transition(from oldRows: VisibleRows, expansion oldExpansion: Expansion) -> Changeset {
    let snapshot = self.snapshot
    let expansion = self.expansion
    return VisibleRows.transition(from: oldRows, to: rows) { element in
      guard element.kind == .row else { return false }
      let id = snapshot.nodes[element.index].id
      return oldExpansion.isExpanded(id) != expansion.isExpanded(id)
    }
  }
}
