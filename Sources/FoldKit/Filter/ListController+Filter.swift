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
  /// While the filter is active:
  /// - Re-applying it to new items (children supplied by ``supplyChildren(_:for:)``, a new
  ///   snapshot given to ``update(to:)``) keeps what was closed meanwhile closed: an item closed
  ///   by a person, by code or by an exclusive policy stays closed, and a section collapsed stays
  ///   collapsed, even when new matches lie beneath. Only items and sections the filter has not
  ///   been told about open for new matches.
  /// - A new filter (this method, ``narrowFilter(where:)`` or ``filter(text:)``, one more
  ///   character typed included) starts afresh: it opens the ancestors of all its matches and
  ///   shows the sections holding them.
  /// - Expanding an item the filter opened (``setExpanded(_:_:origin:)`` with a person's or the
  ///   code's origin, or ``expandAll()``) makes it the person's or the code's: it stays open
  ///   when the filter clears.
  ///
  /// - Parameter predicate: Whether an item's content matches.
  /// - Returns: The batch update from the rows before to the filtered rows.
  /// - Complexity: O(*n* · *p* + *k* + *v*) for *n* items, a predicate costing *p*, *k* kept
  ///   items and *v* rows visible before and after; plus O(*m* log *m*) for *m* matches once
  ///   children were loaded on demand (to put the matches in list order).
  @discardableResult
  public mutating func filter(where predicate: @escaping @Sendable (Content) -> Bool) -> Changeset {
    let nodes = snapshot.nodes
    let matches = nodes.indices.filter { predicate(nodes[$0].content) }
    return applyFilter(matches: matches, predicate: predicate, query: nil) ?? Changeset()
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
  ///   *k* kept items and *v* rows visible before and after; plus O(*m* log *m*) once children
  ///   were loaded on demand.
  @discardableResult
  public mutating func narrowFilter(where predicate: @escaping @Sendable (Content) -> Bool)
    -> Changeset
  {
    guard let current = filter else { return filter(where: predicate) }
    let nodes = snapshot.nodes
    let matches = current.matches.filter { predicate(nodes[$0].content) }
    let previous = current.predicate
    return applyFilter(
      matches: matches, predicate: { previous($0) && predicate($0) }, query: nil) ?? Changeset()
  }

  /// Shows only the items whose ``searchText`` contains `query`, ignoring case.
  ///
  /// The first text filter builds a ``ListSearchIndex`` of the snapshot (O(*t*) for *t* bytes of
  /// text), kept until the snapshot or ``searchText`` changes. When the active filter is a text
  /// filter whose query is part of `query` (one more character typed), only its current matches
  /// are searched. Matching ignores case by comparing the UTF-8 bytes of the lowercased text and
  /// query, byte for byte: a zero byte matches only a zero byte (never a space), and a match
  /// never runs from one item's text into the next. An empty query matches every item. See
  /// ``filter(where:)`` for what the list shows.
  ///
  /// - Parameter query: The text to find.
  /// - Returns: The batch update from the rows before to the filtered rows.
  /// - Precondition: ``searchText`` is set.
  /// - Complexity: O(*t* + *k* + *v*) for *t* bytes of searched text (the current matches'
  ///   when narrowing, else every item's), *k* kept items and *v* rows visible before and after;
  ///   plus O(*m* log *m*) for *m* matches once children were loaded on demand.
  @discardableResult
  @inlinable
  public mutating func filter(text query: String) -> Changeset {
    filter(text: query, narrowing: true)
  }

  /// A text filter that narrows from the current matches only when `narrowing` allows it (the
  /// benchmarks compare both ways).
  @inlinable
  package mutating func filter(text query: String, narrowing: Bool) -> Changeset {
    filter(text: query, narrowing: narrowing, changeLimit: Int.max) ?? Changeset()
  }

  /// A text filter that narrows from the current matches only when `narrowing` allows it, and
  /// works out the batch update only when the rows before and after number `changeLimit` or
  /// fewer (a view that redraws rather than animates a larger change passes a limit).
  ///
  /// - Returns: The batch update, or `nil` when it was not worked out.
  @inlinable
  package mutating func filter(text query: String, narrowing: Bool, changeLimit: Int)
    -> Changeset?
  {
    guard let searchText else {
      preconditionFailure("filter(text:) needs the controller's searchText")
    }
    let index = preparedSearchIndex()
    let needle = ListSearchIndex.needle(query)
    let predicate: @Sendable (Content) -> Bool = { content in
      ListSearchIndex.contains(needle, in: ListSearchIndex.needle(searchText(content)))
    }
    // The needle stands for a zero byte with a byte that is not UTF-8: keep the query as text.
    let lowered = query.lowercased()
    if narrowing, let current = filter, !current.isPartial, let previous = current.query,
      ListSearchIndex.contains(ListSearchIndex.needle(previous), in: needle)
    {
      let matches = index.matches(lowered, among: current.matches)
      return applyFilter(
        matches: matches, predicate: predicate, query: lowered, changeLimit: changeLimit)
    }
    return applyFilter(
      matches: index.matches(lowered), predicate: predicate, query: lowered,
      changeLimit: changeLimit)
  }

  /// Shows only the items of `matches`, found beforehand for `query` in this controller's
  /// search index (by ``ListSearchIndex/matches(_:inNodes:limit:)``, on another thread say).
  ///
  /// With `isPartial`, `matches` are only the first of them (a first screen shown while the
  /// search goes on): the list shows those, and a longer query never narrows from them.
  ///
  /// - Parameters:
  ///   - query: The text found.
  ///   - matches: The node indexes whose text contains `query`, ascending.
  ///   - isPartial: Whether `matches` holds only the first matches.
  ///   - changeLimit: The most rows before and after for which the batch update is worked out.
  /// - Returns: The batch update, or `nil` when it was not worked out.
  /// - Precondition: ``searchText`` is set.
  @inlinable
  package mutating func filter(
    text query: String, found matches: [Int], isPartial: Bool, changeLimit: Int
  ) -> Changeset? {
    guard let searchText else {
      preconditionFailure("filter(text:found:) needs the controller's searchText")
    }
    let needle = ListSearchIndex.needle(query)
    let predicate: @Sendable (Content) -> Bool = { content in
      ListSearchIndex.contains(needle, in: ListSearchIndex.needle(searchText(content)))
    }
    return applyFilter(
      matches: matches, predicate: predicate, query: query.lowercased(),
      changeLimit: changeLimit, isPartial: isPartial)
  }

  /// Removes the filter and restores the expansion from before it, with the person's changes.
  ///
  /// Items the filter opened close again and sections it showed collapse again, unless the
  /// person toggled them while filtered; everything the person opened or closed meanwhile stays
  /// as they left it.
  ///
  /// The rows are edited in one pass over the filtered rows: rows that stay are kept as they
  /// are, rows under an item the filter had opened leave, and items that were filtered out come
  /// back under the items open without the filter. An item's own expansion is looked up only when
  /// its row is visible afterwards and the filtered rows do not already show it open.
  ///
  /// - Returns: The batch update from the filtered rows to the full rows (empty without a filter).
  /// - Complexity: O(*v*) for *v* rows visible before and after; O(*e* + *v*) for *e* expanded
  ///   items when items have ``ItemOptions`` (they are rebuilt then).
  @discardableResult
  @inlinable
  public mutating func clearFilter() -> Changeset {
    clearFilter(changeLimit: Int.max) ?? Changeset()
  }

  /// Removes the filter as ``clearFilter()`` does, working out the batch update only when the
  /// rows before and after number `changeLimit` or fewer, or when it comes with the rows.
  ///
  /// When neither the snapshot nor the expansion (without what the filter opened) changed since
  /// the filters began, the rows from before them are shown again as they were, in O(1).
  ///
  /// - Returns: The batch update, or `nil` when it was not worked out.
  @inlinable
  package mutating func clearFilter(changeLimit: Int) -> Changeset? {
    guard let current = filter else { return Changeset() }
    let oldRows = rows
    let oldExpansion = expansion
    setFilter(nil)
    setExpansion(expansion.withoutFilter)
    if let saved = current.unfiltered, saved.fits(snapshot, expansion) {
      setRows(saved.rows)
      guard oldRows.elements.count + rows.elements.count <= changeLimit else { return nil }
      return transition(from: oldRows, expansion: oldExpansion)
    }
    guard snapshot.hasItemOptions else {
      let edit = VisibleRows.clearingFilter(
        rows: oldRows, flags: current.flags, snapshot: snapshot, before: oldExpansion,
        after: expansion, height: height)
      setRows(edit.rows)
      return edit.changeset
    }
    rebuildRows()
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

  /// Shows the kept items for `matches` (node indexes, ascending or in list order) and returns
  /// the batch update; `memory` is what was closed under the filter being re-applied.
  ///
  /// The batch update is worked out only when the rows before and after number `changeLimit` or
  /// fewer (else `nil`). The rows shown before the first filter are kept in the filter, for
  /// ``clearFilter()``.
  @inlinable
  mutating func applyFilter(
    matches: [Int], predicate: @escaping @Sendable (Content) -> Bool, query: String?,
    memory: Filter.Memory = Filter.Memory(), changeLimit: Int = Int.max, isPartial: Bool = false
  ) -> Changeset? {
    let oldRows = rows
    let unfiltered =
      filter.map { $0.unfiltered }
      ?? Filter.Unfiltered(rows: rows, expansion: expansion, snapshot: snapshot)
    let matches = inListOrder(matches)
    let (flags, keptNodes, cleared, opened) = keep(
      matches, rememberingOpened: true, closed: memory.closedItems)
    // The flags move into the filter, so that forgetting the old filter's bits below writes them
    // in place rather than copying them.
    var newFilter = Filter(
      query: query, matches: matches, predicate: predicate, flags: consume flags,
      keptNodes: keptNodes, memory: memory, unfiltered: unfiltered)
    newFilter.isPartial = isPartial
    setFilter(consume newFilter)
    openForFilter(opened)
    // Loaded items break the node order's agreement with the list order: walk the tree then.
    setRows(
      VisibleRows(elements: rowRules.build(keptNodes: snapshot.hasLoadedItems ? nil : keptNodes)))
    let changeset =
      oldRows.elements.count + rows.elements.count <= changeLimit
      ? filterTransition(from: oldRows) : nil
    forgetOpenedBefore(cleared)
    return changeset
  }

  /// The batch update from `oldRows` (shown under the filter being replaced) to the current rows.
  ///
  /// Only what the filters opened changed, and every row shown now is kept: its row reloads when
  /// the old filter and the new one disagree about opening it.
  @inlinable
  func filterTransition(from oldRows: VisibleRows) -> Changeset {
    let flags = filter?.flags ?? []
    return VisibleRows.transition(from: oldRows, to: rows) { element in
      guard element.kind == .row else { return false }
      let bits = flags[element.index]
      return (bits & FilterFlags.opened != 0) != (bits & FilterFlags.openedBefore != 0)
    }
  }

  /// `matches` (node indexes, ascending) in list order: unchanged unless items were loaded.
  ///
  /// - Complexity: O(1) without loaded items, else O(*m* log *m*) for *m* matches.
  @inlinable
  func inListOrder(_ matches: [Int]) -> [Int] {
    guard snapshot.hasLoadedItems else { return matches }
    let snapshot = self.snapshot
    return matches.sorted {
      snapshot.elementKey(.row, node: $0) < snapshot.elementKey(.row, node: $1)
    }
  }

  /// The flags and kept nodes (in list order) for `matches` (in list order), reusing the active
  /// filter's flags; the nodes the active filter kept; and the items to open for the filter
  /// (parents of kept items that are not open otherwise, nor among `closed`), flagged
  /// `FilterFlags.opened`.
  ///
  /// With `rememberingOpened`, the nodes the active filter opened keep
  /// `FilterFlags.openedBefore` until `Filter.forgetOpenedBefore(_:)` is given the nodes returned.
  @inlinable
  mutating func keep(
    _ matches: [Int], rememberingOpened: Bool = false, closed: Set<ItemID> = []
  )
    -> (flags: [UInt8], nodes: [Int], cleared: [Int], opened: Set<ItemID>)
  {
    var flags: [UInt8] = []
    var cleared: [Int] = []
    if var current = filter, current.flags.count <= snapshot.nodes.count {
      // Take the flags out of the filter so that clearing them does not copy them. Nodes are
      // only ever appended meanwhile (children loaded), or every old flag is cleared here.
      setFilter(nil)
      swap(&flags, &current.flags)
      swap(&cleared, &current.keptNodes)
      if flags.count < snapshot.nodes.count {
        flags.append(contentsOf: repeatElement(0, count: snapshot.nodes.count - flags.count))
      }
      if rememberingOpened {
        for node in cleared {
          flags[node] = flags[node] & FilterFlags.opened != 0 ? FilterFlags.openedBefore : 0
        }
      } else {
        for node in cleared { flags[node] = 0 }
      }
    } else {
      setFilter(nil)
      flags = Array(repeating: 0, count: snapshot.nodes.count)
    }
    var nodes: [Int] = []
    nodes.reserveCapacity(matches.count)
    var chain: [Int] = []
    var opened: Set<ItemID> = []
    opened.reserveCapacity(matches.count)
    let anyOwn = !expansion.ownItems.isEmpty
    let anyClosed = !closed.isEmpty
    // Read once: the snapshot's `nodes` hands out its array, retained, at each read.
    let records = snapshot.nodes
    for match in matches {
      flags[match] |= FilterFlags.matched
      chain.removeAll(keepingCapacity: true)
      var current: Int? = match
      while let node = current, flags[node] & FilterFlags.kept == 0 {
        flags[node] |= FilterFlags.kept
        chain.append(node)
        current = records[node].parent
        // The parent of a kept item opens for the filter unless it is open already. It is read
        // here, while its record is at hand (it is the next one up the chain).
        if let parent = current, flags[parent] & FilterFlags.visited == 0 {
          flags[parent] |= FilterFlags.visited
          let id = records[parent].id
          if (!anyOwn || !expansion.isExpandedWithoutFilter(id))
            && (!anyClosed || !closed.contains(id))
          {
            opened.insert(id)
            flags[parent] |= FilterFlags.opened
          }
        }
      }
      // Ancestors precede their descendants, and an ancestor not yet kept cannot precede an
      // earlier match, so appending each chain reversed keeps the nodes in list order (ascending
      // while nothing was loaded). Most chains are the match alone.
      var link = chain.count
      while link > 0 {
        link &-= 1
        nodes.append(chain[link])
      }
    }
    return (flags, nodes, cleared, opened)
  }

  /// Opens (origin ``ExpansionOrigin/filter``) every closed ancestor of a match and shows every
  /// collapsed section holding one (except those collapsed under the filter being re-applied),
  /// after dropping what an earlier filter opened.
  ///
  /// `items` are the items ``keep(_:rememberingOpened:)`` found to open (and flagged).
  @inlinable
  mutating func openForFilter(_ items: Set<ItemID>) {
    guard let current = filter else { return }
    var opened = expansion
    opened.replaceFilterState(filterItems: items)
    var lastSection = -1
    // Only collapsed sections need a look at where the matches are.
    let matchesToPlace = opened.collapsedSections.isEmpty ? [] : current.matches
    let keptCollapsed = current.memory.collapsedSections
    for match in matchesToPlace where snapshot.nodes[match].section != lastSection {
      lastSection = snapshot.nodes[match].section
      let id = snapshot.sections[lastSection].id
      if opened.collapsedSections.contains(id) && !keptCollapsed.contains(id) {
        opened.showForFilter(section: id)
      }
    }
    setExpansion(opened)
  }

  /// Applies the active filter's predicate to the whole (new) snapshot, keeping closed what was
  /// closed under it.
  mutating func refreshFilter() {
    guard let current = filter else { return }
    let nodes = snapshot.nodes
    let found: [Int]
    if let query = current.query, searchText != nil {
      found = preparedSearchIndex().matches(query)
    } else {
      found = nodes.indices.filter { current.predicate(nodes[$0].content) }
    }
    let matches = inListOrder(found)
    let kept = keep(matches, closed: current.memory.closedItems)
    filter = Filter(
      query: current.query, matches: matches, predicate: current.predicate, flags: kept.flags,
      keptNodes: kept.nodes, memory: current.memory)
    openForFilter(kept.opened)
  }

  /// Drops `FilterFlags.openedBefore` from `nodes` in the active filter, in place.
  @usableFromInline
  mutating func forgetOpenedBefore(_ nodes: [Int]) {
    filter?.forgetOpenedBefore(nodes)
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
  /// left are deleted, rows that came are inserted, and rows whose disclosure or detail changed
  /// reloaded.
  @inlinable
  func transition(from oldRows: VisibleRows, expansion oldExpansion: Expansion) -> Changeset {
    let snapshot = self.snapshot
    let expansion = self.expansion
    return VisibleRows.transition(from: oldRows, to: rows) { element in
      guard element.kind == .row else { return false }
      let id = snapshot.nodes[element.index].id
      return oldExpansion.isExpanded(id) != expansion.isExpanded(id)
        || oldExpansion.isDetailOpen(id) != expansion.isDetailOpen(id)
    }
  }
}
