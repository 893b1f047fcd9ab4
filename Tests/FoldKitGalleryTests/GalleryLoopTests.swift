import FoldKit
import FoldKitGallery
import FoldKitTerminal
import FoldKitTestSupport
import Testing

/// A clock the test moves by hand.
private final class ManualClock {
  var now: Duration = .zero
}

/// A terminal whose time passes only when the loop waits or draws.
///
/// Drawing takes a random time (up to 40 ms, more than the frame interval the loop once used), a
/// wait with a timeout lasts that long or ends early with the next keys, and keys sometimes arrive
/// in one batch. Whenever the loop waits for input without a timeout, the frame on screen must
/// be the final one: the same as a copy of the gallery without animations, given the same keys.
private struct ScriptedTerminal: GalleryTerminal {
  let clock: ManualClock
  var batches: [[InputEvent]]
  var random: SplitMix64
  var reference: GalleryApp
  var shown: CellBuffer?
  var idleChecks = 0
  var stale: [String] = []

  mutating func milliseconds(_ bound: UInt64) -> Duration {
    .microseconds(Int64(random.next() % (bound * 1_000)))
  }

  mutating func nextEvents(timeout: Duration?) throws -> [InputEvent] {
    if let timeout {
      if !batches.isEmpty && random.next() % 4 == 0 {
        clock.now += min(timeout, milliseconds(60))
        return deliver()
      }
      clock.now += timeout + milliseconds(3)
      return []
    }
    idleChecks += 1
    let expected = reference.render(now: clock.now).plainText
    if shown?.plainText != expected {
      stale.append(
        "idle at \(clock.now), keys left \(batches.count):\n\(shown?.plainText ?? "nothing")")
    }
    clock.now += milliseconds(400)
    return deliver()
  }

  mutating func deliver() -> [InputEvent] {
    guard !batches.isEmpty else { return [.quit] }
    let batch = batches.removeFirst()
    for event in batch { _ = reference.handle(event, now: clock.now) }
    return batch
  }

  mutating func show(_ frame: CellBuffer) throws {
    shown = frame
    clock.now += milliseconds(40)
  }
}

@Suite struct GalleryLoopTests {
  /// Moves of the open number on Contacts: a few steps up or down, then Enter, sometimes in one
  /// batch, sometimes one key at a time.
  static func moves(_ count: Int, random: inout SplitMix64) -> [[InputEvent]] {
    var batches: [[InputEvent]] = [[.key(KeyEvent(.enter))]]
    for _ in 0..<count {
      let steps = 1 + Int(random.next() % 3)
      let key = KeyEvent(random.next() % 2 == 0 ? .down : .up)
      let keys = Array(repeating: InputEvent.key(key), count: steps) + [.key(KeyEvent(.enter))]
      if random.next() % 2 == 0 {
        batches.append(keys)
      } else {
        batches += keys.map { [$0] }
      }
    }
    return batches
  }

  @Test(
    "Contacts: after every move of the number the last frame shows no fading row",
    arguments: [
      TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 120, rows: 40),
      TerminalSize(columns: 200, rows: 60),
    ])
  func everyMoveEndsOnTheFinalFrame(size: TerminalSize) throws {
    let moves = max(30, scaledStepCount("FOLDKIT_GALLERY_STEPS", default: 400) / 10)
    for seed: UInt64 in [1, 2] {
      var random = SplitMix64(seed: seed)
      var reference = GalleryApp(size: size, initial: "contacts")
      reference.setAnimationsEnabled(false)
      let clock = ManualClock()
      var terminal = ScriptedTerminal(
        clock: clock, batches: Self.moves(moves, random: &random), random: random,
        reference: reference)
      var app = GalleryApp(size: size, initial: "contacts")
      try GalleryLoop.run(&app, terminal: &terminal, now: { clock.now })
      #expect(terminal.batches.isEmpty, "seed \(seed): the loop stopped early")
      #expect(terminal.idleChecks > moves, "seed \(seed): only \(terminal.idleChecks) idle waits")
      #expect(
        terminal.stale.count == 0,
        "seed \(seed) at \(size): \(terminal.stale.count) stale frames, first:\n\(terminal.stale.first ?? "")"
      )
    }
  }

  @Test("A frame drawn just before a fade ends is drawn again, even when the fade has ended since")
  func frameDrawnBeforeTheEndIsRedrawn() throws {
    let app = GalleryApp(size: TerminalSize(columns: 80, rows: 24), initial: "contacts")
    var moved = app
    for key in try KeyScript.events("enter down enter") { _ = moved.handle(key, now: .zero) }
    let end = try #require(moved.nextAnimationEnd(after: .zero))
    #expect(end == TableView<String, String, GalleryItem>.animationDuration)
    // Drawn 1 ms before the end, asked 5 ms after it: wake at once.
    #expect(
      GalleryLoop.timeout(
        for: moved, frameDrawnAt: end - .milliseconds(1), now: end + .milliseconds(5)) == .zero)
    // Drawn 50 ms in, asked at once: wake when the fade ends.
    #expect(
      GalleryLoop.timeout(for: moved, frameDrawnAt: .milliseconds(50), now: .milliseconds(50))
        == end - .milliseconds(50))
    // A frame drawn after the end needs nothing more.
    #expect(GalleryLoop.timeout(for: moved, frameDrawnAt: end, now: end) == nil)
    #expect(GalleryLoop.timeout(for: app, frameDrawnAt: .zero, now: .zero) == nil)
  }
}
