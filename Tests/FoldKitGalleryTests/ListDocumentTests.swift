import FoldKit
import FoldKitGallery
import FoldKitTerminal
import Testing

/// One bad file and the error it must give.
struct BadListCase: Sendable, CustomTestStringConvertible {
  var name: String
  var json: String
  var kind: ListFileError.Kind
  var line: Int
  var column: Int
  var message: String

  var testDescription: String { name }
}

@Suite struct ListDocumentTests {
  static let good = """
    {
      "title": "Trip",
      "policy": "exclusiveInList",
      "sections": [
        { "header": "Day 1", "footer": "2 stops", "collapsible": true,
          "items": [
            { "id": "museum", "title": "Museum", "detail": "Opens at 9" },
            { "id": "park", "title": "Park", "children": [
              { "id": "lake", "title": "Lake", "children": [ { "id": 7, "title": "Boat" } ] }
            ] }
          ] },
        { "items": [ { "id": "home", "title": "Home" } ] }
      ]
    }
    """

  @Test func loadsSectionsItemsAndPolicy() throws {
    let document = try ListDocument.load(Array(Self.good.utf8), file: "trip.json")
    #expect(document.title == "Trip")
    #expect(document.policy == .exclusiveInList)
    #expect(document.sections.count == 2)
    #expect(document.sections[0].header?.text == "Day 1")
    #expect(document.sections[0].footer?.text == "2 stops")
    #expect(document.sections[0].isCollapsible)
    #expect(document.sections[0].items[0].hasDetail)
    #expect(document.sections[0].items[1].children[0].children[0].content.text == "Boat")
    #expect(document.sections[1].header == nil)
    #expect(document.checkRoots == nil)
  }

  @Test func fileListRunsInTheGallery() throws {
    let document = try ListDocument.load(Array(Self.good.utf8), file: "trip.json")
    let screen = GalleryScreen.list(
      document, size: GalleryApp.listSize(for: TerminalSize(columns: 40, rows: 12)))
    let app = GalleryApp(
      single: screen, title: screen.title, size: TerminalSize(columns: 40, rows: 12))
    let (final, text) = GallerySnapshot.run(
      app, events: try KeyScript.events("down down right right right right"))
    #expect(
      text == """
         Trip
        ────────────────────────────────────────
         Day 1                                ▾
          Museum                              ⌄
          Park                                ▾
            Lake                              ▾
        ›     Boat
         2 stops
          Home

         Boat
         ↑↓ move  ⏎ select  ? help  q quit
        """)
    #expect(final.screen.table.selectedItem == "item:7")
  }

  @Test func checkListsHaveAgreeAllAndMandatoryItems() throws {
    let json = """
      { "checks": true, "agreeAll": "All", "sections": [ { "items": [
        { "id": "a", "title": "Required", "mandatory": true },
        { "id": "b", "title": "Locked", "disabled": true, "checked": true } ] } ] }
      """
    let document = try ListDocument.load(Array(json.utf8), file: "c.json")
    let size = TerminalSize(columns: 40, rows: 10)
    let screen = GalleryScreen.list(document, size: GalleryApp.listSize(for: size))
    let app = GalleryApp(single: screen, title: "Checks", size: size)
    #expect(app.screen.checks?.canConfirm == false)
    let (final, text) = GallerySnapshot.run(app, events: try KeyScript.events("down space"))
    #expect(final.screen.checks?.canConfirm == true)
    #expect(text.contains("[x] Required  mandatory"))
    #expect(text.contains("[x] Locked"))
    #expect(text.contains("[x] All"))
  }

  static let badCases: [BadListCase] = [
    BadListCase(
      name: "trailing comma", json: "{\n  \"sections\": [],\n}", kind: .syntax, line: 3,
      column: 1, message: "unexpected '}', expected a key in double quotes"),
    BadListCase(
      name: "unterminated string", json: "{ \"sections\": [ { \"items\": [ { \"id\": \"a",
      kind: .syntax,
      line: 1, column: 38, message: "unterminated string"),
    BadListCase(
      name: "missing value", json: "{\n  \"title\": \n}", kind: .syntax, line: 3, column: 1,
      message: "unexpected '}', expected a value"),
    BadListCase(
      name: "garbage after the document", json: "{ \"sections\": [] } x", kind: .syntax, line: 1,
      column: 20, message: "unexpected 'x' after the end of the document"),
    BadListCase(
      name: "columns count characters, not bytes",
      json: "{ \"title\": \"한글\", \"sections\": [ ] ,, }", kind: .syntax, line: 1, column: 35,
      message: "unexpected ',', expected a key in double quotes"),
    BadListCase(
      name: "duplicate item id",
      json: """
        { "sections": [ { "items": [
          { "id": "kim", "title": "Kim" },
          { "id": "lee", "title": "Lee", "children": [ { "id": "kim", "title": "Kim 2" } ] }
        ] } ] }
        """, kind: .duplicateID, line: 3, column: 56,
      message: "duplicate item id \"kim\" (first used at line 2, column 11)"),
    BadListCase(
      name: "missing title",
      json: "{ \"sections\": [ { \"items\": [\n    { \"id\": \"a\" }\n] } ] }", kind: .missingKey,
      line: 2, column: 5, message: "item \"a\" has no \"title\""),
    BadListCase(
      name: "wrong type",
      json: "{ \"sections\": [ { \"items\": [ { \"id\": \"a\", \"title\": 5 } ] } ] }",
      kind: .wrongType, line: 1, column: 52, message: "\"title\" must be a string, found a number"),
    BadListCase(
      name: "sections not an array", json: "{\n\"sections\": {}\n}", kind: .wrongType, line: 2,
      column: 13, message: "\"sections\" must be an array, found an object"),
    BadListCase(
      name: "no sections", json: "  { \"title\": \"x\" }", kind: .missingKey, line: 1, column: 3,
      message: "the list has no \"sections\" array"),
    BadListCase(
      name: "unknown key", json: "{ \"sections\": [], \"colour\": 1 }", kind: .unknownKey, line: 1,
      column: 19,
      message:
        "unknown key \"colour\" in the list (expected one of: title, policy, checks, agreeAll, sections)"
    ),
    BadListCase(
      name: "unknown policy", json: "{ \"policy\": \"one\", \"sections\": [] }",
      kind: .invalidValue,
      line: 1, column: 13,
      message:
        "unknown policy \"one\" (expected independent, exclusiveInSection or exclusiveInList)"),
    BadListCase(
      name: "duplicate key", json: "{ \"sections\": [], \"sections\": [] }", kind: .syntax,
      line: 1, column: 19, message: "duplicate key \"sections\""),
    BadListCase(
      name: "duplicate section id",
      json:
        "{ \"sections\": [ { \"id\": \"s\", \"items\": [] },\n { \"id\": \"s\", \"items\": [] } ] }",
      kind: .duplicateID, line: 2, column: 10,
      message: "duplicate section id \"s\" (first used at line 1, column 25)"),
  ]

  @Test(arguments: badCases)
  func badFilesReportWhatAndWhere(_ bad: BadListCase) throws {
    let error = #expect(throws: ListFileError.self) {
      try ListDocument.load(Array(bad.json.utf8), file: "list.json")
    }
    let thrown = try #require(error)
    #expect(thrown.kind == bad.kind)
    #expect(thrown.position == JSONPosition(line: bad.line, column: bad.column))
    #expect(thrown.message == bad.message)
    #expect(
      thrown.description == "list.json:\(bad.line):\(bad.column): error: \(bad.message)")
  }

  @Test func commandExitsWithStatusTwoAndOneMessage() {
    let plan = GalleryCommand.plan(
      ["bad.json"], readFile: { _ in Array("{ \"sections\": [ 1 ] }".utf8) }, isTerminal: true,
      columns: 80)
    guard case .finish(let output, let error, let status) = plan else {
      Issue.record("a bad file must not start the gallery")
      return
    }
    #expect(status == 2)
    #expect(output.isEmpty)
    #expect(error == "foldkit: bad.json:1:17: error: a section must be an object, found a number\n")
  }

  @Test func unreadableFileIsBadInput() {
    let plan = GalleryCommand.plan(
      ["missing.json"], readFile: { _ in nil }, isTerminal: true, columns: 80)
    guard case .finish(_, let error, let status) = plan else {
      Issue.record("an unreadable file must not start the gallery")
      return
    }
    #expect(status == 2)
    #expect(error.contains("missing.json"))
  }
}
