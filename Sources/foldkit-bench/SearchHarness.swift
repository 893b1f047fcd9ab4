import FoldKit
import FoldKitGallery
import FoldKitListFile
import FoldKitTerminal
import Foundation

/// `foldkit-bench --search FILE [--query TEXT]`: types a search into the gallery showing FILE, as
/// a person would (`/`, each character of the query, then Esc), and reports how long each
/// keystroke takes to answer.
///
/// Each keystroke is timed twice, from the key to the frame drawn: with the search worked out at
/// once on the screen's thread (`at once`: the screen waits that long), and with the search on
/// the gallery's search worker, as `foldkit` runs it (`first screen`: the first screen of
/// matches drawn; `↓ answered`: the first moment a ↓ pressed after the key moves the selection
/// at once, its own drawing included; `complete`: every match in the list).
/// `FOLDKIT_BENCH_SAMPLES` repeats the query; `FOLDKIT_SEARCH_WORKER_ONLY=1` leaves out the
/// search at once (for a debug build); `FOLDKIT_SEARCH_COLD=1` types without building the search
/// index first.
enum SearchHarness {
  static func run(
    file: String, query: String, size: TerminalSize = TerminalSize(columns: 80, rows: 24)
  ) {
    let clock = ContinuousClock()
    guard let data = FileManager.default.contents(atPath: file) else {
      print("foldkit-bench: cannot read \(file)")
      exitWithUsageError()
    }
    let document: ListDocument
    do {
      document = try ListDocument.load([UInt8](data), file: file)
    } catch {
      print("foldkit-bench: \(error)")
      exitWithUsageError()
    }
    let loaded = GalleryApp(
      single: GalleryScreen.list(document, size: GalleryApp.listSize(for: size)),
      title: document.title, size: size)
    print("\(file): \(document.snapshot.nodes.count) items, \(size.columns)x\(size.rows)")
    let rounds =
      ProcessInfo.processInfo.environment["FOLDKIT_BENCH_SAMPLES"].flatMap { Int($0) } ?? 1

    // At once, on the screen's thread.
    var app = loaded
    var start = clock.now
    var now = Duration.zero
    let workerOnly = ProcessInfo.processInfo.environment["FOLDKIT_SEARCH_WORKER_ONLY"] == "1"
    if !workerOnly {
      app.prepareSearchIndex()
      print("search index built: \(milliseconds(clock.now - start)) ms")
      if let index = app.screen.table.controller.builtSearchIndex {
        var typed = ""
        for character in query {
          typed.append(character)
          start = clock.now
          let found = index.matches(typed)
          print(
            "scan of the index for '\(typed)': \(milliseconds(clock.now - start)) ms"
              + matches(found.count))
        }
      }
    }
    for _ in 0..<(workerOnly ? 0 : rounds) {
      for (key, label) in keys(query) {
        start = clock.now
        _ = app.handle(.key(key), now: now)
        blackHole(app.render(now: now))
        let count = app.screen.table.controller.filter?.matchCount
        print("at once \(label): \(milliseconds(clock.now - start)) ms" + matches(count))
        now += .milliseconds(200)
      }
    }

    if ProcessInfo.processInfo.environment["FOLDKIT_SEARCH_INLINE"] == "1" {
      var inline = loaded
      inline.backgroundSearchThreshold = 1
      var index: GallerySearchIndex?
      inline.startSearchIndex()
      if let request = inline.takeSearchRequest() {
        request.run(index: &index, isWanted: { true }, send: { _ in })
      }
      for (key, label) in keys(query) {
        start = clock.now
        _ = inline.handle(.key(key), now: now)
        while let request = inline.takeSearchRequest() {
          var results: [GallerySearchResult] = []
          request.run(index: &index, isWanted: { true }, send: { results.append($0) })
          for result in results { _ = inline.receive(result) }
        }
        print("requests on this thread \(label): \(milliseconds(clock.now - start)) ms")
      }
    }

    // On the search worker, as foldkit runs it.
    app = loaded
    app.backgroundSearchThreshold = 1
    let worker = GallerySearchWorker()
    if ProcessInfo.processInfo.environment["FOLDKIT_SEARCH_COLD"] == "1" {
      print("search index not built before the first key")
    } else {
      start = clock.now
      app.startSearchIndex()
      if let request = app.takeSearchRequest() { worker.submit(request) }
      worker.waitUntilIdle()
      print("search index built by the worker: \(milliseconds(clock.now - start)) ms")
    }
    let down = InputEvent.key(KeyEvent(.down))
    for _ in 0..<rounds {
      for (key, label) in keys(query) {
        start = clock.now
        _ = app.handle(.key(key), now: now)
        if let request = app.takeSearchRequest() { worker.submit(request) }
        blackHole(app.render(now: now))
        let typed = clock.now - start
        var first: Duration?
        var firstCount = 0
        // When ↓ pressed now would move the selection at once (on a copy of the app).
        var acted: Duration?
        while app.isSearchPending {
          if acted == nil {
            var probe = app
            let before = probe.screen.table.selection
            _ = probe.handle(down, now: now)
            if probe.screen.table.selection != before {
              blackHole(probe.render(now: now))
              acted = clock.now - start
            }
          }
          var received = false
          for result in worker.takeResults() where app.receive(result) { received = true }
          if received {
            blackHole(app.render(now: now))
            if first == nil {
              first = clock.now - start
              firstCount = app.screen.table.controller.filter?.matchCount ?? 0
            }
          } else {
            usleep(200)
          }
        }
        let complete = clock.now - start
        let count = app.screen.table.controller.filter?.matchCount
        var line = "worker \(label): key drawn \(milliseconds(typed)) ms"
        if let first {
          line += ", first screen \(milliseconds(first)) ms (\(firstCount) matches)"
          // Without a first screen before the whole result, ↓ acts once that is in.
          line += ", ↓ answered \(milliseconds(acted ?? complete)) ms"
          line += ", complete \(milliseconds(complete)) ms" + matches(count)
        } else {
          line += matches(count)
        }
        print(line)
        now += .milliseconds(200)
      }
    }
  }

  /// The keys of a search for `query`: `/`, each character, Esc; with a label each.
  static func keys(_ query: String) -> [(KeyEvent, String)] {
    var keys: [(KeyEvent, String)] = [(KeyEvent(.character("/")), "/")]
    var typed = ""
    for character in query {
      typed.append(character)
      keys.append((KeyEvent(.character(character)), "'\(typed)'"))
    }
    keys.append((KeyEvent(.escape), "esc"))
    return keys
  }

  static func matches(_ count: Int?) -> String {
    count.map { ", \($0) matches" } ?? ""
  }

  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    let value = Double(seconds) * 1e3 + Double(attoseconds) / 1e15
    return String(format: "%.1f", value)
  }
}
