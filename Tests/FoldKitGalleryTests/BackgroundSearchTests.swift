import FoldKit
import FoldKitGallery
import FoldKitListFile
import FoldKitTerminal
import FoldKitTestSupport
import Testing

/// A list file of `items` items in sections of 250, every tenth top-level item with three
/// children, titles made of a few words and the item's number.
func generatedList(items: Int, seed: UInt64) throws -> ListDocument {
  var random = SplitMix64(seed: seed)
  let words = ["alpha", "beta", "gamma", "delta", "김서연", "박민준", "notes", "trip", "plan"]
  var sections: [String] = []
  var written = 0
  while written < items {
    var entries: [String] = []
    var top = 0
    while entries.count < 250 && written < items {
      let title = "\(words.randomElement(using: &random) ?? "") \(written)"
      var item = #"{ "id": "i\#(written)", "title": "\#(title)""#
      written += 1
      if top % 10 == 9 {
        let children = (0..<3).map { _ -> String in
          defer { written += 1 }
          let child = "\(words.randomElement(using: &random) ?? "") \(written)"
          return #"{ "id": "i\#(written)", "title": "\#(child)" }"#
        }
        item += #", "children": [\#(children.joined(separator: ", "))]"#
      }
      entries.append(item + " }")
      top += 1
    }
    let index = sections.count
    sections.append(
      #"{ "id": "s\#(index)", "header": "Group \#(index)", "collapsible": true, "items": ["#
        + entries.joined(separator: ", ") + "] }")
  }
  let json = #"{ "title": "Generated", "sections": ["# + sections.joined(separator: ", ") + "] }"
  return try ListDocument.load(Array(json.utf8), file: "generated.json")
}

/// The app showing `document` at 40x16, animations off.
func listApp(_ document: ListDocument) -> GalleryApp {
  let size = TerminalSize(columns: 40, rows: 16)
  var app = GalleryApp(
    single: GalleryScreen.list(document, size: GalleryApp.listSize(for: size)),
    title: document.title, size: size)
  app.setAnimationsEnabled(false)
  return app
}

/// What a list shows: each element's kind and index, in order.
func shownElements(_ app: GalleryApp) -> [String] {
  app.screen.table.controller.rows.elements.map { "\($0.kind) \($0.index)" }
}

/// Runs every request `app` made at once (on the caller's thread), handing each answer back;
/// returns the answers' completeness in order.
@discardableResult
func runSearches(_ app: inout GalleryApp, index: inout GallerySearchIndex?) -> [Bool] {
  var answers: [Bool] = []
  while let request = app.takeSearchRequest() {
    var results: [GallerySearchResult] = []
    request.run(index: &index, isWanted: { true }, send: { results.append($0) })
    for result in results where app.receive(result) { answers.append(result.isComplete) }
  }
  return answers
}

@Suite struct BackgroundSearchTests {
  @Test("Background search: every keystroke shows what the search at once shows (seeded queries)")
  func sameRowsAsTheSearchAtOnce() throws {
    let steps = scaledStepCount("FOLDKIT_SEARCH_STEPS", default: 40)
    let document = try generatedList(items: 3_000, seed: 7)
    let keys = ["a", "e", "l", "t", "1", "2", "3", " ", "김", "n", "backspace", "backspace"]
    for seed: UInt64 in [1, 2, 3] {
      var random = SplitMix64(seed: seed)
      var atOnce = listApp(document)
      var background = atOnce
      background.backgroundSearchThreshold = 1
      var index: GallerySearchIndex?
      let slash = InputEvent.key(KeyEvent(.character("/")))
      _ = atOnce.handle(slash, now: .zero)
      _ = background.handle(slash, now: .zero)
      var sawFirstScreen = false
      for step in 0..<steps {
        let name = keys.randomElement(using: &random) ?? "a"
        let event = InputEvent.key(try KeyScript.key(named: name))
        let now = Duration.milliseconds(step)
        _ = atOnce.handle(event, now: now)
        _ = background.handle(event, now: now)
        var firstScreen: [String]?
        while let request = background.takeSearchRequest() {
          var results: [GallerySearchResult] = []
          request.run(index: &index, isWanted: { true }, send: { results.append($0) })
          for result in results where background.receive(result) {
            if !result.isComplete { firstScreen = shownElements(background) }
          }
        }
        #expect(!background.isSearchPending, "seed \(seed), step \(step)")
        let expected = shownElements(atOnce)
        #expect(shownElements(background) == expected, "seed \(seed), step \(step) '\(name)'")
        #expect(
          background.screen.table.selectedItem == atOnce.screen.table.selectedItem,
          "seed \(seed), step \(step)")
        #expect(
          background.render(now: now).plainText == atOnce.render(now: now).plainText,
          "seed \(seed), step \(step)")
        if let firstScreen {
          // The first screen shows the top of the whole result (sections after it hidden).
          sawFirstScreen = true
          let rows = firstScreen.filter { !$0.hasPrefix("header") && !$0.hasPrefix("footer") }
          let all = expected.filter { !$0.hasPrefix("header") && !$0.hasPrefix("footer") }
          #expect(Array(all.prefix(rows.count)) == rows, "seed \(seed), step \(step)")
          #expect(rows.count < all.count, "seed \(seed), step \(step)")
        }
      }
      #expect(
        sawFirstScreen, "seed \(seed): no search showed a first screen before its whole result")
    }
  }

  @Test("Background search: a newer keystroke supersedes the search running")
  func newerKeystrokeSupersedes() throws {
    let document = try generatedList(items: 3_000, seed: 11)
    var app = listApp(document)
    app.backgroundSearchThreshold = 1
    _ = app.handle(.key(KeyEvent(.character("/"))), now: .zero)
    _ = app.handle(.key(KeyEvent(.character("a"))), now: .zero)
    guard let older = app.takeSearchRequest() else {
      Issue.record("no search request")
      return
    }
    _ = app.handle(.key(KeyEvent(.character("l"))), now: .zero)
    guard let newer = app.takeSearchRequest() else {
      Issue.record("no search request")
      return
    }
    #expect(newer.generation > older.generation)
    // The older search's answers come too late: none is shown.
    var index: GallerySearchIndex?
    var late: [GallerySearchResult] = []
    older.run(index: &index, isWanted: { true }, send: { late.append($0) })
    #expect(!late.isEmpty)
    for result in late {
      let shown = app.receive(result)
      #expect(!shown)
    }
    #expect(app.isSearchPending)
    // A search told it is no longer wanted stops after its first screen.
    var stopped: [GallerySearchResult] = []
    older.run(index: &index, isWanted: { stopped.isEmpty }, send: { stopped.append($0) })
    #expect(stopped.count == 1 && stopped.first?.isComplete == false)
    // Through the worker: the newer search's whole answer ends the search.
    let worker = GallerySearchWorker()
    worker.submit(older)
    worker.submit(newer)
    worker.waitUntilIdle()
    for result in worker.takeResults() { _ = app.receive(result) }
    #expect(!app.isSearchPending)
    #expect(app.screen.table.controller.filter?.query == "al")
    var atOnce = listApp(document)
    for key in ["/", "a", "l"] {
      _ = atOnce.handle(.key(try KeyScript.key(named: key)), now: .zero)
    }
    #expect(shownElements(app) == shownElements(atOnce))
  }

  @Test("Background search: Esc shows the rows from before the search, also while one runs")
  func escapeRestores() throws {
    let document = try generatedList(items: 3_000, seed: 5)
    var app = listApp(document)
    app.backgroundSearchThreshold = 1
    let before = shownElements(app)
    var index: GallerySearchIndex?
    for key in ["/", "e", "t"] {
      _ = app.handle(.key(try KeyScript.key(named: key)), now: .zero)
    }
    runSearches(&app, index: &index)
    #expect(app.screen.table.controller.isFiltered)
    _ = app.handle(.key(KeyEvent(.escape)), now: .zero)
    #expect(!app.screen.table.controller.isFiltered)
    #expect(shownElements(app) == before)
    // Esc while a search runs: it never shows.
    for key in ["/", "a"] {
      _ = app.handle(.key(try KeyScript.key(named: key)), now: .zero)
    }
    guard let running = app.takeSearchRequest() else {
      Issue.record("no search request")
      return
    }
    _ = app.handle(.key(KeyEvent(.escape)), now: .zero)
    var answers: [GallerySearchResult] = []
    running.run(index: &index, isWanted: { true }, send: { answers.append($0) })
    for answer in answers {
      let shown = app.receive(answer)
      #expect(!shown)
    }
    #expect(!app.isSearchPending)
    #expect(shownElements(app) == before)
    #expect(!app.render(now: .zero).plainText.contains("/a"))
  }

  @Test("Background search: / while a search runs edits the query being searched")
  func slashWhileASearchRuns() throws {
    let document = try generatedList(items: 3_000, seed: 13)
    var app = listApp(document)
    app.backgroundSearchThreshold = 1
    for key in ["/", "A", "l", "enter", "/"] {
      _ = app.handle(.key(try KeyScript.key(named: key)), now: .zero)
    }
    #expect(app.searchDraft == "Al")
  }

  @Test("Background search: keys for the list typed before the first answer act on the answers")
  func listKeysWaitForTheFirstAnswer() throws {
    let document = try generatedList(items: 3_000, seed: 3)
    var app = listApp(document)
    app.backgroundSearchThreshold = 1
    var index: GallerySearchIndex?
    let keys = ["/", "a", "enter", "down", "down", "n"]
    for key in keys {
      _ = app.handle(.key(try KeyScript.key(named: key)), now: .zero)
    }
    #expect(app.isSearchPending)
    runSearches(&app, index: &index)
    #expect(!app.isSearchPending)
    let (atOnce, _) = GallerySnapshot.run(
      listApp(document), events: try KeyScript.events(keys.joined(separator: " ")))
    #expect(shownElements(app) == shownElements(atOnce))
    #expect(app.screen.table.selectedItem == atOnce.screen.table.selectedItem)
    #expect(app.screen.table.selectedItem != nil)
  }

  @Test(
    "Background search: keys and clicks act at once on the first screen; the whole result keeps them"
  )
  func listKeysActOnTheFirstScreen() throws {
    let document = try generatedList(items: 3_000, seed: 3)
    var app = listApp(document)
    app.backgroundSearchThreshold = 1
    var index: GallerySearchIndex?
    for key in ["/", "a"] {
      _ = app.handle(.key(try KeyScript.key(named: key)), now: .zero)
    }
    guard let request = app.takeSearchRequest() else {
      Issue.record("no search request")
      return
    }
    var answers: [GallerySearchResult] = []
    request.run(index: &index, isWanted: { true }, send: { answers.append($0) })
    #expect(answers.map(\.isComplete) == [false, true])
    guard answers.count == 2 else { return }
    let shownFirst = app.receive(answers[0])
    #expect(shownFirst)
    #expect(app.isSearchPending)
    // Each key moves or opens what the first screen shows, while the search still runs.
    let keys = ["enter", "down", "down", "n", "space", "down", "N", "down"]
    for key in keys {
      let before = app.render(now: .zero).plainText
      _ = app.handle(.key(try KeyScript.key(named: key)), now: .zero)
      #expect(app.isSearchPending)
      #expect(app.render(now: .zero).plainText != before, "'\(key)' waited")
    }
    let selected = app.screen.table.selectedItem
    let line = app.screen.table.selectionLine
    #expect(selected != nil)
    let shownWhole = app.receive(answers[1])
    #expect(shownWhole)
    #expect(!app.isSearchPending)
    // The whole result keeps the selection where it was, and equals the search done at once
    // followed by the same keys.
    #expect(app.screen.table.selectedItem == selected)
    #expect(app.screen.table.selectionLine == line)
    let script = (["/", "a"] + keys).joined(separator: " ")
    let (atOnce, _) = GallerySnapshot.run(listApp(document), events: try KeyScript.events(script))
    #expect(shownElements(app) == shownElements(atOnce))
    #expect(app.screen.table.selectedItem == atOnce.screen.table.selectedItem)
    #expect(app.render(now: .zero).plainText == atOnce.render(now: .zero).plainText)
  }

  @Test("Background search: the first keys typed before the index is built get a first screen")
  func searchWhileTheIndexIsBuilt() throws {
    let document = try generatedList(items: 40_000, seed: 17)
    var app = listApp(document)
    app.backgroundSearchThreshold = 1
    for key in ["/", "1"] {
      _ = app.handle(.key(try KeyScript.key(named: key)), now: .zero)
    }
    guard let older = app.takeSearchRequest() else {
      Issue.record("no search request")
      return
    }
    // The first answer comes after the first piece indexed; a newer key stops the build there.
    var index: GallerySearchIndex?
    var first: [GallerySearchResult] = []
    older.run(index: &index, isWanted: { first.isEmpty }, send: { first.append($0) })
    #expect(first.map(\.isComplete) == [false])
    if let answer = first.first {
      let shown = app.receive(answer)
      #expect(shown)
    }
    #expect(app.isSearchPending)
    #expect(app.screen.table.controller.filter?.holdsFirstMatchesOnly == true)
    // The newer search goes on from the part built, and ends as the search done at once.
    _ = app.handle(.key(try KeyScript.key(named: "2")), now: .zero)
    runSearches(&app, index: &index)
    #expect(!app.isSearchPending)
    #expect(app.screen.table.controller.builtSearchIndex != nil)
    let (atOnce, _) = GallerySnapshot.run(listApp(document), events: try KeyScript.events("/ 1 2"))
    #expect(
      app.screen.table.controller.filter?.matchCount
        == atOnce.screen.table.controller.filter?.matchCount)
    #expect(shownElements(app) == shownElements(atOnce))
    #expect(app.screen.table.selectedItem == atOnce.screen.table.selectedItem)
  }
}
