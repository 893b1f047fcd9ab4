public import FoldKitTerminal

/// What the interactive loop needs from a terminal: input events with a timeout, and frames.
///
/// ``TerminalSession`` is the real one; tests pass a terminal with a clock of their own.
public protocol GalleryTerminal {
  /// The events that arrive within `timeout` (until one does when `nil`), possibly none.
  mutating func nextEvents(timeout: Duration?) throws -> [InputEvent]
  /// Shows `frame`.
  mutating func show(_ frame: CellBuffer) throws
}

extension TerminalSession: GalleryTerminal {
  /// Draws `frame` (see ``TerminalSession/render(_:)``).
  ///
  /// - Complexity: O(*n*) for *n* cells.
  public func show(_ frame: CellBuffer) throws {
    try render(frame)
  }
}

/// The interactive loop of the gallery: wait for input, apply it, draw; and draw again when a
/// fade or flash shown by the last frame ends.
///
/// The time to wake is taken from the frame on screen, not from the clock after drawing: a frame
/// drawn a moment before a fade ends shows the fade, and asking afterwards whether something is
/// still animating would say no and leave that frame up until the next key.
public enum GalleryLoop {
  /// Runs `app` on `terminal` until it asks to quit or input ends.
  ///
  /// - Parameters:
  ///   - app: The gallery, already sized to the terminal.
  ///   - terminal: Where events come from and frames go.
  ///   - now: The time since any fixed origin; read once per frame and once per batch of events.
  ///   - worker: Runs the searches of large lists (see ``GalleryApp/backgroundSearchThreshold``)
  ///     away from the screen; while one runs, the loop looks for its answers every
  ///     ``searchPollInterval``.
  ///   - loader: Reads the list shown, part by part (see ``GalleryApp/beginLoading(file:part:)``);
  ///     while it reads, the loop looks for new parts every ``loadPollInterval``.
  /// - Throws: What the terminal throws.
  /// - Complexity: O(*w* · *h*) per frame, plus the cost of each event and of each part shown.
  public static func run<Terminal: GalleryTerminal>(
    _ app: inout GalleryApp, terminal: inout Terminal, now: () -> Duration,
    worker: GallerySearchWorker? = nil, loader: GalleryFileLoader? = nil
  ) throws {
    var drawnAt = now()
    try terminal.show(app.render(now: drawnAt))
    while true {
      if let worker, let request = app.takeSearchRequest() { worker.submit(request) }
      let wake = timeout(for: app, frameDrawnAt: drawnAt, now: now())
      let poll: Duration? =
        worker != nil && app.isSearchPending
        ? searchPollInterval : loader != nil && app.isLoading ? loadPollInterval : nil
      let events = try terminal.nextEvents(
        timeout: poll.map { min(wake ?? $0, $0) } ?? wake)
      // No events: the wait ended because the frame on screen is out of date (or, while a
      // search runs or the list loads, to look for what arrived).
      var dirty = events.isEmpty && (poll == nil || wake.map { $0 <= poll ?? .zero } ?? false)
      let handled = now()
      for event in events {
        switch app.handle(event, now: handled) {
        case .quit: return
        case .redraw: dirty = true
        case .none: break
        }
      }
      if let worker {
        for result in worker.takeResults() where app.receive(result) { dirty = true }
      }
      if let loader, app.receive(from: loader) { dirty = true }
      guard dirty else { continue }
      drawnAt = now()
      app.advance(to: drawnAt)
      try terminal.show(app.render(now: drawnAt))
    }
  }

  /// How often the loop looks for a search's answers while one runs.
  public static let searchPollInterval = Duration.milliseconds(2)

  /// How often the loop looks for new parts of the list while it loads.
  public static let loadPollInterval = Duration.milliseconds(30)

  /// How long to wait for input after a frame drawn at `drawnAt`, when it is `now`: until the
  /// first animation that frame shows ends (zero if that has passed), or `nil` (wait for input)
  /// when it shows none.
  ///
  /// - Complexity: O(*a*) for *a* running animations.
  public static func timeout(for app: GalleryApp, frameDrawnAt drawnAt: Duration, now: Duration)
    -> Duration?
  {
    guard let end = app.nextAnimationEnd(after: drawnAt) else { return nil }
    return max(.zero, end - now)
  }
}
