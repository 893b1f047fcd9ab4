import FoldKit
import FoldKitTerminal

extension GalleryApp {
  /// A search being worked out away from the screen.
  struct PendingSearch: Sendable {
    /// Its serial.
    var generation: Int
    /// The screen searched.
    var screen: Int
    /// The query searched, as typed.
    var query: String
    /// The list before the search's answers, which a newer search starts from.
    var base: GalleryScreen.Table
    /// The matches found so far, once the first answer came.
    var matchCount: Int?
  }

  /// An event held while a search is pending.
  struct HeldEvent: Sendable {
    var event: InputEvent
    var now: Duration
  }

  /// Whether a search is being worked out away from the screen (the host then looks for its
  /// answers often).
  ///
  /// - Complexity: O(1).
  public var isSearchPending: Bool { pendingSearch != nil }

  /// The search the host should run now (on a ``GallerySearchWorker``), if any.
  ///
  /// - Complexity: O(1).
  public mutating func takeSearchRequest() -> GallerySearchRequest? {
    defer { outgoingSearch = nil }
    return outgoingSearch
  }

  /// Asks the host to build the search index of the screen shown away from the screen, when its
  /// list is searched there, so that the first character typed finds it built.
  ///
  /// - Complexity: O(1).
  public mutating func startSearchIndex() {
    guard searchesInBackground(screen: current), pendingSearch == nil else { return }
    prepareSearchText()
    searchGeneration += 1
    outgoingSearch = GallerySearchRequest(
      generation: searchGeneration, screen: current, query: "", table: screens[current].table,
      renderer: screens[current].table.renderer, selectingFirstMatch: false, now: .zero)
  }

  /// Shows an answer of the pending search, if it is still the newest; the whole answer also
  /// ends the search, and the events held meanwhile then apply.
  ///
  /// - Returns: Whether the frame must be drawn again.
  /// - Complexity: O(*v*) for *v* rows in view, plus the cost of the events held.
  public mutating func receive(_ result: GallerySearchResult) -> Bool {
    guard var pending = pendingSearch, result.generation == pending.generation,
      result.screen == pending.screen
    else { return false }
    var table = result.table
    table.animationsEnabled = screens[pending.screen].table.animationsEnabled
    // The terminal may have changed size since the search started.
    table.resize(to: Self.listSize(for: size))
    screens[pending.screen].table = table
    screens[pending.screen].announceSelection()
    pending.matchCount = result.matchCount
    if result.isComplete {
      pendingSearch = nil
      replayHeldEvents()
    } else {
      pendingSearch = pending
    }
    return true
  }

  /// Whether searches of screen `index` run away from the screen.
  func searchesInBackground(screen index: Int) -> Bool {
    guard let threshold = backgroundSearchThreshold else { return false }
    return screens[index].table.controller.snapshot.nodes.count >= threshold
  }

  /// Starts a search of `query` away from the screen, superseding the pending one.
  mutating func requestSearch(
    _ query: String, renderer: GalleryScreen.Table.Renderer, now: Duration,
    selectingFirstMatch: Bool
  ) {
    let base =
      pendingSearch.flatMap { $0.screen == current ? $0.base : nil } ?? screens[current].table
    pendingSearch = PendingSearch(
      generation: searchGeneration, screen: current, query: query, base: base, matchCount: nil)
    outgoingSearch = GallerySearchRequest(
      generation: searchGeneration, screen: current, query: query, table: base,
      renderer: renderer, selectingFirstMatch: selectingFirstMatch, now: now)
  }

  /// Whether `event` waits for the pending search: keys and clicks meant for the list do, so
  /// that they act on the whole result; typing the query, Esc, `/`, quitting and resizing do not.
  func holds(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key):
      if key.modifiers.contains(.control) && key.key == .character("c") { return false }
      if searchDraft != nil {
        switch key.key {
        case .enter, .escape, .backspace: return false
        case .character where !key.modifiers.contains(.control): return false
        default: return true
        }
      }
      switch key.key {
      case .escape, .character("/"), .character("q"): return false
      default: return true
      }
    case .mouse: return true
    default: return false
    }
  }

  /// Applies the events held while a search was pending.
  mutating func replayHeldEvents() {
    while pendingSearch == nil, !heldEvents.isEmpty {
      let held = heldEvents.removeFirst()
      _ = handle(held.event, now: held.now)
    }
  }
}
