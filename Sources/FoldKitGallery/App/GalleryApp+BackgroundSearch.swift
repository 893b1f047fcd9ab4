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
    /// The screen as the first answer left it, before any key or click acted on it.
    ///
    /// `nil` until an answer came. Each later answer starts from it again.
    var answered: GalleryScreen?
    /// What keys and clicks did to the list since the first answer came, in order: each later
    /// answer is shown as if they had acted on it.
    var acted: [ShownAction] = []
  }

  /// Something a key or click did to a list while its search was still running.
  enum ShownAction: Sendable {
    /// An event handled by the screen.
    case event(InputEvent, now: Duration)
    /// `n` or `N`: the selection went to the next or previous match.
    case match(forward: Bool)
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
  /// ends the search.
  ///
  /// The keys and clicks that acted on the list since the first answer act again on this one,
  /// and the selection stays on the item it was on, on the same line of the screen: a first
  /// screen of matches is a list the person can move in, open and close, and the whole result
  /// takes its place without moving what they see. The events held until the first answer then
  /// act on it.
  ///
  /// - Returns: Whether the frame must be drawn again.
  /// - Complexity: O(*v*) for *v* rows in view, plus the cost of the events acted again and of
  ///   those held.
  public mutating func receive(_ result: GallerySearchResult) -> Bool {
    guard var pending = pendingSearch, result.generation == pending.generation,
      result.screen == pending.screen
    else { return false }
    let index = pending.screen
    let shown = screens[index].table
    var table = result.table
    table.animationsEnabled = shown.animationsEnabled
    // The terminal may have changed size since the search started.
    table.resize(to: Self.listSize(for: size))
    var screen = pending.answered ?? screens[index]
    screen.table = table
    screen.announceSelection()
    if pending.answered == nil { pending.answered = screen }
    if !pending.acted.isEmpty {
      for action in pending.acted { screen.act(action) }
      if let item = shown.selectedItem, let line = shown.selectionLine,
        screen.table.select(item: item, atLine: line)
      {
        screen.announceSelection()
      }
    }
    screens[index] = screen
    pending.matchCount = result.matchCount
    pendingSearch = result.isComplete ? nil : pending
    replayHeldEvents()
    return true
  }

  /// Whether events for the list wait: while a search runs and none of its answers is shown.
  var holdsListEvents: Bool {
    guard let pending = pendingSearch else { return false }
    return pending.answered == nil
  }

  /// Lets the screen shown handle `event`, noting it when it acted on an answer of the search
  /// still running (so that the next answer shows it too).
  mutating func handleOnScreen(_ event: InputEvent, now: Duration) -> Bool {
    let redraw = screens[current].handle(event, now: now)
    if redraw { noteAction(.event(event, now: now)) }
    return redraw
  }

  /// Notes `action` when it acted on an answer of the search still running on the screen shown.
  mutating func noteAction(_ action: ShownAction) {
    guard var pending = pendingSearch, pending.screen == current, pending.answered != nil
    else { return }
    pending.acted.append(action)
    pendingSearch = pending
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
    // A list the person acted on is searched as it is, else the one before the pending search.
    let base =
      pendingSearch.flatMap { $0.screen == current && $0.acted.isEmpty ? $0.base : nil }
      ?? screens[current].table
    pendingSearch = PendingSearch(
      generation: searchGeneration, screen: current, query: query, base: base, matchCount: nil)
    outgoingSearch = GallerySearchRequest(
      generation: searchGeneration, screen: current, query: query, table: base,
      renderer: renderer, selectingFirstMatch: selectingFirstMatch, now: now)
  }

  /// Whether `event` waits for the pending search's first answer: keys and clicks meant for the
  /// list do, so that they act on its matches; typing the query, Esc, `/`, quitting and resizing
  /// do not.
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

  /// Applies the events held until the pending search's first answer (or its end).
  mutating func replayHeldEvents() {
    while !holdsListEvents, !heldEvents.isEmpty {
      let held = heldEvents.removeFirst()
      _ = handle(held.event, now: held.now)
    }
  }
}

extension GalleryScreen {
  /// Does `action` again, on an answer that replaced the one it acted on.
  mutating func act(_ action: GalleryApp.ShownAction) {
    switch action {
    case .event(let event, let now):
      _ = handle(event, now: now)
    case .match(let forward):
      if table.selectMatch(forward: forward) { announceSelection() }
    }
  }
}
