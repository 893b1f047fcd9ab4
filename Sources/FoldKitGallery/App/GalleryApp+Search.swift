import FoldKit
import FoldKitScreens
import FoldKitTerminal

extension GalleryApp {
  /// Search keys: `/` starts typing a query and every character narrows the list to the
  /// matching items and their ancestors; Backspace widens it again; Enter keeps the filter and
  /// returns to the list, where `n` and `N` jump between matches; Esc clears the filter and
  /// restores the expansion from before it.
  ///
  /// - Returns: The effect when the key belongs to the search, else `nil`.
  mutating func handleSearch(_ key: KeyEvent, now: Duration) -> Effect? {
    guard !showsHelp else { return nil }
    if var draft = searchDraft {
      switch key.key {
      case .enter:
        searchDraft = nil
      case .escape:
        searchDraft = nil
        search("", now: now)
      case .backspace:
        if !draft.isEmpty { draft.removeLast() }
        searchDraft = draft
        search(draft, now: now, selectingFirstMatch: true)
      case .character(let character) where !key.modifiers.contains(.control):
        draft.append(character)
        searchDraft = draft
        search(draft, now: now, selectingFirstMatch: true)
      default:
        // Arrows and other keys end the typing and act on the list.
        searchDraft = nil
        return nil
      }
      return .redraw
    }
    guard key.modifiers.subtracting(.shift).isEmpty else { return nil }
    switch key.key {
    case .character("/"):
      prepareSearchText()
      // While a search runs, the list may not show its query yet.
      searchDraft =
        pendingSearch?.query ?? screens[current].table.controller.filter?.query ?? ""
      return .redraw
    case .character("n") where screen.table.controller.isFiltered,
      .character("N") where screen.table.controller.isFiltered:
      let forward = key.key == .character("n")
      guard screens[current].table.selectMatch(forward: forward) else { return Effect.none }
      screens[current].announceSelection()
      noteAction(.match(forward: forward))
      return .redraw
    case .escape where screen.table.controller.isFiltered || pendingSearch != nil:
      search("", now: now)
      return .redraw
    default:
      return nil
    }
  }

  /// Gives the screen shown the text its search looks in, and builds its search index (the
  /// first character typed builds it otherwise).
  ///
  /// - Complexity: O(*t*) for *t* bytes of the items' text, or O(1) when it is built.
  public mutating func prepareSearchIndex() {
    prepareSearchText()
    screens[current].table.updateController { $0.prepareSearchIndex() }
  }

  /// Gives the screen shown the text its search looks in, if it has none yet.
  mutating func prepareSearchText() {
    if screens[current].table.controller.searchText == nil {
      screens[current].table.updateController { $0.searchText = { $0.text } }
    }
  }

  /// Filters the screen shown to `query` (empty: everything), highlights the query's matches
  /// and says what the selection is on.
  ///
  /// The renderer (with the highlight) is set first, so the search's own scrolling, which keeps
  /// the selection's margin, is the last word on what shows.
  ///
  /// A list of ``backgroundSearchThreshold`` items or more is searched away from the screen
  /// (see ``takeSearchRequest()``); clearing is always done at once. Either supersedes the
  /// search pending.
  mutating func search(_ query: String, now: Duration, selectingFirstMatch: Bool = false) {
    searchGeneration += 1
    outgoingSearch = nil
    let screen = screens[current]
    let renderer = GalleryRenderer.make(
      canConfirm: screen.checks?.canConfirm ?? true, strings: screen.strings,
      highlight: query.isEmpty ? nil : query)
    if !query.isEmpty && searchesInBackground(screen: current) {
      requestSearch(
        query, renderer: renderer, now: now, selectingFirstMatch: selectingFirstMatch)
      return
    }
    pendingSearch = nil
    // The highlight changes how rows are drawn, never their heights.
    screens[current].table.setDrawing(renderer)
    screens[current].table.search(query, now: now, selectingFirstMatch: selectingFirstMatch)
    screens[current].announceSelection()
    replayHeldEvents()
  }

  /// The status line while a search is typed or a filter is shown.
  ///
  /// While typing: the query, a cursor and the number of matches ("/김▏  (2)"). Once the
  /// filter is kept: the query, the selection's place among the matches ("1 of 2", else the
  /// number of matches, followed by "…" while the rest are counted) and what the last action did
  /// ("/김  1 of 2 · 김영수, expanded, …").
  var searchLine: String? {
    let filter = screen.table.controller.filter
    guard searchDraft != nil || filter != nil else { return nil }
    let query = searchDraft ?? filter?.query ?? ""
    if searchDraft != nil {
      var count = filter.map { "  (\($0.matchCount))" } ?? ""
      if let pending = pendingSearch {
        // Still counting: the matches found so far.
        count = "  (" + (pending.matchCount.map { "\($0)" } ?? "") + "…)"
      }
      return "/" + query + "▏" + count + searchedSoFar
    }
    let place =
      screen.table.matchPlace.map { strings.position($0.index, of: $0.count) }
      ?? "(\(filter?.matchCount ?? 0))"
    // While the rest are counted, the count is of the matches found so far.
    let counting = pendingSearch?.screen == current ? "…" : ""
    let status = screen.status.isEmpty ? "" : " · " + screen.status
    return "/" + query + "  " + place + counting + status + searchedSoFar
  }

  /// While the list loads, what a search covers: the items read so far (the rest shows once
  /// the search is cleared).
  var searchedSoFar: String {
    guard isLoading else { return "" }
    return strings.searchedSoFar(screen.table.controller.snapshot.itemCount)
  }
}
