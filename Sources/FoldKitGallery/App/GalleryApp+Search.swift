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
        search(draft, now: now)
      case .character(let character) where !key.modifiers.contains(.control):
        draft.append(character)
        searchDraft = draft
        search(draft, now: now)
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
      if screens[current].table.controller.searchText == nil {
        screens[current].table.updateController { $0.searchText = { $0.text } }
      }
      searchDraft = screens[current].table.controller.filter?.query ?? ""
      return .redraw
    case .character("n") where screen.table.controller.isFiltered:
      return screens[current].table.selectMatch(forward: true) ? .redraw : Effect.none
    case .character("N") where screen.table.controller.isFiltered:
      return screens[current].table.selectMatch(forward: false) ? .redraw : Effect.none
    case .escape where screen.table.controller.isFiltered:
      search("", now: now)
      return .redraw
    default:
      return nil
    }
  }

  /// Filters the screen shown to `query` (empty: everything) and highlights the query's
  /// matches.
  mutating func search(_ query: String, now: Duration) {
    screens[current].table.search(query, now: now)
    let screen = screens[current]
    screens[current].table.setRenderer(
      GalleryRenderer.make(
        canConfirm: screen.checks?.canConfirm ?? true, strings: screen.strings,
        highlight: query.isEmpty ? nil : query))
  }

  /// The status line while a search is typed or a filter is shown: the query, a cursor while
  /// typing, and the number of matches.
  var searchLine: String? {
    let filter = screen.table.controller.filter
    guard searchDraft != nil || filter != nil else { return nil }
    let query = searchDraft ?? filter?.query ?? ""
    let cursor = searchDraft == nil ? "" : "▏"
    let count = filter.map { "  (\($0.matchCount))" } ?? ""
    return "/" + query + cursor + count
  }
}
