import FoldKit
import FoldKitGallery
import FoldKitListFile
import FoldKitTerminal
import FoldKitTestSupport
import Foundation
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
    let snapshot = document.snapshot
    #expect(snapshot.sections.count == 2)
    #expect(snapshot.sections[0].header?.text == "Day 1")
    #expect(snapshot.sections[0].footer?.text == "2 stops")
    #expect(snapshot.sections[0].isCollapsible)
    #expect(snapshot.nodes[0].hasDetail)
    #expect(snapshot.nodes.map(\.content.text) == ["Museum", "Park", "Lake", "Boat", "Home"])
    #expect(snapshot.nodes.map(\.depth) == [0, 0, 1, 2, 0])
    #expect(snapshot.nodes[3].id == "item:7")
    #expect(snapshot.sections[1].header == nil)
    #expect(document.checks == nil)
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
          Day 1                               ▾
          Museum                              ⌄
          Park                                ▾
            Lake                              ▾
        ›     Boat
         2 stops
          Home

         Boat, 1 of 1
         ↑↓ move  ⏎ select  ? help  q quit
        """)
    #expect(final.screen.table.selectedItem == "item:7")
  }

  @Test func anItemCanOpenItsDetailAndChildrenApart() throws {
    let json = """
      { "sections": [ { "items": [
        { "id": "pay", "title": "Payment", "detail": "Billed monthly", "detailApart": true,
          "children": [ { "id": "refund", "title": "Refunds" } ] },
        { "id": "plain", "title": "Plain", "detail": "Opens with its row", "detailApart": false }
      ] } ] }
      """
    let document = try ListDocument.load(Array(json.utf8), file: "terms.json")
    #expect(document.snapshot.nodes.map(\.opensDetailApart) == [true, false, false])
    var list = ListController(snapshot: document.snapshot)
    list.toggle("item:pay")
    #expect(list.indexPath(of: "item:refund") == ListIndexPath(section: 0, row: 1))
    #expect(list.indexPath(ofDetailOf: "item:pay") == nil)
    list.toggleDetail("item:pay")
    #expect(list.indexPath(ofDetailOf: "item:pay") == ListIndexPath(section: 0, row: 1))
    #expect(list.indexPath(of: "item:refund") == ListIndexPath(section: 0, row: 2))
  }

  @Test func dOpensADetailApartInTheGallery() throws {
    let json = """
      { "title": "Plan", "sections": [ { "items": [
        { "id": "pay", "title": "Payment", "detail": "Billed monthly", "detailApart": true,
          "children": [ { "id": "refund", "title": "Refunds" } ] }
      ] } ] }
      """
    let document = try ListDocument.load(Array(json.utf8), file: "plan.json")
    let size = TerminalSize(columns: 40, rows: 12)
    let screen = GalleryScreen.list(document, size: GalleryApp.listSize(for: size))
    #expect(screen.extraHints.map(\.keys) == ["d", "m", "p", "D/u"])
    let app = GalleryApp(single: screen, title: screen.title, size: size)
    // → opens the children only; d then opens the detail above them; d again closes it alone.
    let (opened, openedText) = GallerySnapshot.run(app, events: try KeyScript.events("right"))
    #expect(opened.screen.table.controller.indexPath(of: "item:refund") != nil)
    #expect(!openedText.contains("Billed monthly"))
    let (both, bothText) = GallerySnapshot.run(app, events: try KeyScript.events("right d"))
    #expect(bothText.contains("Billed monthly"))
    #expect(both.screen.table.controller.indexPath(ofDetailOf: "item:pay")?.row == 1)
    let (closed, _) = GallerySnapshot.run(app, events: try KeyScript.events("right d d"))
    #expect(closed.screen.table.controller.indexPath(ofDetailOf: "item:pay") == nil)
    #expect(closed.screen.table.controller.indexPath(of: "item:refund") != nil)
  }

  /// A list file of `count` items, one per line, with `tail` after the sections.
  static func bigFile(items count: Int, tail: String = "") -> [UInt8] {
    var text = "{\n  \"title\": \"Big\",\n  \"sections\": [ { \"items\": [\n"
    for index in 0..<count {
      text += "    { \"id\": \"i\(index)\", \"title\": \"Item \(index) 항목\""
      text += index % 3 == 0 ? ", \"detail\": \"Detail of \(index)\" }" : " }"
      text += index == count - 1 ? "\n" : ",\n"
    }
    return Array((text + "  ] } ]" + tail + "\n}\n").utf8)
  }

  /// Loads `bytes` giving read pages back, a second reading getting `again`.
  ///
  /// Returns the document and how many times the file was read again.
  static func loadReleasing(
    _ bytes: [UInt8], file: String, again: [UInt8]?
  ) throws -> (ListDocument, Int) {
    var rereads = 0
    let document = try ListDocument.load(
      bytes, file: file,
      reread: {
        rereads += 1
        return again
      })
    return (document, rereads)
  }

  @Test func readBytesGoBackToTheSystemWithoutChangingTheList() throws {
    let bytes = Self.bigFile(items: 150_000)
    #expect(bytes.count > 8 << 20)
    let kept = try ListDocument.load(bytes, file: "big.json")
    let (released, rereads) = try Self.loadReleasing(bytes, file: "big.json", again: nil)
    #expect(kept.releasedByteCount == 0)
    #expect(released.releasedByteCount > bytes.count / 2)
    #expect(rereads == 0)
    #expect(released.snapshot.nodes.map(\.id) == kept.snapshot.nodes.map(\.id))
    #expect(released.snapshot.nodes.map(\.content) == kept.snapshot.nodes.map(\.content))
    // The caller's array still holds the file: the loader worked on a copy of its own.
    #expect(bytes == Self.bigFile(items: 150_000))
  }

  @Test func checksAfterTheSectionsAreReadAgainWhenBytesGoBack() throws {
    let bytes = Self.bigFile(items: 100_000, tail: ",\n  \"checks\": true, \"agreeAll\": \"All\"")
    let twice = try ListDocument.load(bytes, file: "terms.json")
    let (reread, rereads) = try Self.loadReleasing(bytes, file: "terms.json", again: bytes)
    #expect(rereads == 1)
    #expect(reread.snapshot.nodes.first?.content.role == .agreeAll)
    #expect(reread.snapshot.nodes.map(\.content) == twice.snapshot.nodes.map(\.content))
    #expect(reread.checks?.canConfirm == twice.checks?.canConfirm)
    #expect(reread.releasedByteCount > 1 << 20)
    // A file that cannot be read again is reported, not half loaded.
    #expect(throws: ListFileError.self) {
      try ListDocument.load(bytes, file: "terms.json", reread: { nil })
    }
  }

  @Test func givingPagesBackAtEveryItemKeepsListsAndErrors() throws {
    let text = String(decoding: Self.bigFile(items: 5_000), as: UTF8.self)
    // A duplicate ID and a syntax error near the end: their positions need the lines before.
    let cases = [
      ("good", text),
      ("duplicate", text.replacingOccurrences(of: "\"i4999\"", with: "\"i1\"")),
      ("broken", text.replacingOccurrences(of: "  ] } ]", with: "  ] @ } ]")),
      // One line: nothing can be given back before the line's start, and nothing goes wrong.
      ("one line", text.replacingOccurrences(of: "\n", with: " ")),
    ]
    /// The list's items in a few words, or the error.
    func outcome(_ load: () throws(ListFileError) -> ListDocument) -> String {
      do {
        let nodes = try load().snapshot.nodes
        var hasher = Hasher()
        for node in nodes { hasher.combine(node.id) }
        hasher.combine(nodes.map(\.content.text))
        return "\(nodes.count) items, \(hasher.finalize())"
      } catch {
        return "\(error)"
      }
    }
    for (name, file) in cases {
      let bytes = Array(file.utf8)
      let kept = outcome { () throws(ListFileError) in try ListDocument.load(bytes, file: "f.json")
      }
      let released = outcome { () throws(ListFileError) in
        try ListDocument.load(bytes, file: "f.json", reread: { bytes }, releaseStep: 1)
      }
      #expect(kept == released, "\(name)")
      switch name {
      case "duplicate":
        #expect(
          kept
            == "f.json:5003:13: error: duplicate item id \"i1\" (first used at line 5, column 13)")
      case "broken": #expect(kept == "f.json:5004:5: error: unexpected '@', expected ',' or '}'")
      default: #expect(kept.hasPrefix("5000 items"), "\(name)")
      }
    }
    let good = Array(cases[0].1.utf8)
    let oneLine = Array(cases[3].1.utf8)
    #expect(
      try ListDocument.load(good, file: "f.json", reread: { nil }, releaseStep: 1)
        .releasedByteCount > good.count / 2)
    #expect(
      try ListDocument.load(oneLine, file: "f.json", reread: { nil }, releaseStep: 1)
        .releasedByteCount == 0)
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
      name: "detail apart without a detail",
      json:
        "{ \"sections\": [ { \"items\": [\n  { \"id\": \"a\", \"title\": \"A\", \"detailApart\": true }\n] } ] }",
      kind: .invalidValue, line: 2, column: 45,
      message: "item \"a\" opens its detail apart but has no \"detail\""),
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
      name: "unknown key with an escape, named decoded",
      json: "{ \"sections\": [], \"col\\u006fur\": 1 }", kind: .unknownKey, line: 1,
      column: 19,
      message:
        "unknown key \"colour\" in the list (expected one of: title, policy, checks, agreeAll, sections)"
    ),
    BadListCase(
      name: "unknown key that starts a known one",
      json: "{ \"sections\": [ { \"items\": [ { \"id\": 1, \"titl\": \"x\" } ] } ] }",
      kind: .unknownKey, line: 1, column: 41,
      message:
        "unknown key \"titl\" in an item (expected one of: id, title, detail, children, "
        + "mandatory, disabled, checked, expanded, detailApart)"),
    BadListCase(
      name: "unknown key that a known one starts",
      json: "{ \"sections\": [ { \"items\": [ { \"id\": 1, \"detailApartly\": true } ] } ] }",
      kind: .unknownKey, line: 1, column: 41,
      message:
        "unknown key \"detailApartly\" in an item (expected one of: id, title, detail, children, "
        + "mandatory, disabled, checked, expanded, detailApart)"),
    BadListCase(
      name: "unknown key longer than any known one",
      json:
        "{ \"sections\": [ { \"id\": \"s\", \"collapsibleeeeeeeeee\": true, \"items\": [] } ] }",
      kind: .unknownKey, line: 1, column: 30,
      message:
        "unknown key \"collapsibleeeeeeeeee\" in a section (expected one of: id, header, footer, "
        + "collapsible, collapsed, items)"),
    BadListCase(
      name: "unknown key outside ASCII",
      json: "{ \"sections\": [], \"제목\": 1 }", kind: .unknownKey, line: 1, column: 19,
      message:
        "unknown key \"제목\" in the list (expected one of: title, policy, checks, agreeAll, sections)"
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
    BadListCase(
      name: "string broken by a line break",
      json: "{ \"title\": \"Trip\n\", \"sections\": [] }", kind: .syntax, line: 1, column: 12,
      message: "unterminated string"),
    BadListCase(
      name: "default section id taken by a given one",
      json: "{ \"sections\": [ { \"id\": \"section-2\", \"items\": [] },\n  { \"items\": [] } ] }",
      kind: .duplicateID, line: 2, column: 3,
      message: "duplicate section id \"section-2\" (first used at line 1, column 25)"),
    BadListCase(
      name: "an item that is not an object", json: "{ \"sections\": [ { \"items\": [ [] ] } ] }",
      kind: .wrongType, line: 1, column: 30, message: "an item must be an object, found an array"),
    BadListCase(
      name: "short \\u escape", json: "{ \"title\": \"a\\u12\", \"sections\": [] }",
      kind: .syntax, line: 1, column: 14, message: "invalid \\u escape"),
    BadListCase(
      name: "\\u escape cut by the end", json: "{ \"title\": \"a\\u12", kind: .syntax, line: 1,
      column: 14, message: "incomplete \\u escape"),
    BadListCase(
      name: "unpaired surrogate", json: "{ \"title\": \"\\uD83D x\", \"sections\": [] }",
      kind: .syntax, line: 1, column: 13, message: "unpaired surrogate in \\u escape"),
    BadListCase(
      name: "bad escape before a line break",
      json: "{ \"title\": \"\\u00e9 a\\qb\n\", \"sections\": [] }", kind: .syntax, line: 1,
      column: 21, message: "invalid escape in string"),
    BadListCase(
      name: "control character after an escape",
      json: "{ \"title\": \"\\u00e9 a\tb\", \"sections\": [] }", kind: .syntax, line: 1,
      column: 21, message: "control character in string (escape it, for example \\n)"),
    BadListCase(
      name: "escape cut by the end", json: "{ \"title\": \"ab\\", kind: .syntax, line: 1,
      column: 12, message: "unterminated string"),
    BadListCase(
      name: "string with an escape broken by a line break",
      json: "{ \"title\": \"a\\n b\n\", \"sections\": [] }", kind: .syntax, line: 1,
      column: 12, message: "unterminated string"),
    BadListCase(
      name: "bad escape", json: "{ \"title\": \"a\\qb\", \"sections\": [] }", kind: .syntax,
      line: 1, column: 14, message: "invalid escape in string"),
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

  @Test func invalidUTF8IsReportedAtTheString() throws {
    var bytes = Array("{ \"title\": \"ab\", \"sections\": [] }".utf8)
    bytes[12] = 0xFF
    let error = #expect(throws: ListFileError.self) {
      try ListDocument.load(bytes, file: "u.json")
    }
    #expect(error?.position == JSONPosition(line: 1, column: 12))
    #expect(error?.message == "invalid UTF-8 in string")
  }

  @Test func titlesAreCheckedAsUTF8LikeTheStandardLibrary() throws {
    var rng = SplitMix64(seed: 99)
    let pieces: [[UInt8]] = [
      [0x41], [0xC3, 0xA9], [0xED, 0x95, 0x9C], [0xF0, 0x9F, 0x98, 0x80], [0xC0, 0x80],
      [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0x80], [0xFF],
      [0xE2, 0x82], [0xF0, 0x9F, 0x98], Array("plain ASCII run".utf8),
    ]
    // Escapes, as written in the file and as decoded: a string with one is read another way,
    // and its bytes from the file are checked all the same.
    let escapes: [(file: String, text: String)] = [("\\n", "\n"), ("\\u00e9", "é"), ("\\\"", "\"")]
    for _ in 0..<2_000 {
      var title: [UInt8] = []
      var text: [UInt8] = []
      // Up to 16 pieces, so that runs long enough to be read a word at a time occur.
      for _ in 0..<Int.random(in: 1...16, using: &rng) {
        if Int.random(in: 0..<4, using: &rng) == 0 {
          let escape = escapes[Int.random(in: 0..<escapes.count, using: &rng)]
          title += Array(escape.file.utf8)
          text += Array(escape.text.utf8)
        } else {
          let piece = pieces[Int.random(in: 0..<pieces.count, using: &rng)]
          title += piece
          text += piece
        }
      }
      let json =
        Array("{ \"sections\": [ { \"items\": [ { \"id\": 1, \"title\": \"".utf8) + title
        + Array("\" } ] } ] }".utf8)
      let expected = String(validating: text, as: UTF8.self)
      do {
        let document = try ListDocument.load(json, file: "t.json")
        #expect(document.snapshot.nodes[0].content.text == expected, "\(title)")
      } catch {
        #expect(expected == nil, "\(title) was rejected")
        #expect(error.message == "invalid UTF-8 in string")
      }
    }
  }

  @Test func columnsCountScalarsOnLongLines() throws {
    var rng = SplitMix64(seed: 7)
    let pieces = ["a", "é", "한", "😀", "plain words ", "\\n", "\\u00e9"]
    for _ in 0..<300 {
      var title = ""
      for _ in 0..<Int.random(in: 0...40, using: &rng) {
        title += pieces[Int.random(in: 0..<pieces.count, using: &rng)]
      }
      // The error is the byte after the title's closing quote, on the same line.
      let prefix = "{ \"title\": \"" + title + "\""
      let json = prefix + " x }"
      let error = #expect(throws: ListFileError.self) {
        try ListDocument.load(Array(json.utf8), file: "c.json")
      }
      #expect(error?.position == JSONPosition(line: 1, column: prefix.unicodeScalars.count + 2))
    }
  }

  /// Keys are matched a word at a time when sixteen bytes follow their quote, and byte by byte
  /// near the end of the file: every key of an item, of 2 to 11 bytes, reads the same either
  /// way, whatever follows it; a longer key that starts as a known one is unknown.
  @Test func keysMatchWhereverTheyEndAndWhateverFollows() throws {
    for padding in [0, 1, 7, 8, 15, 16, 40] {
      let tail = String(repeating: " ", count: padding)
      let json =
        #"{"sections":[{"id":"s","items":[{"id":"a","title":"한","detail":"d","#
        + #""detailApart":true,"expanded":true,"children":[{"id":"b","title":"B"}]}]}]"#
        + #","title":"T"\#(tail)}"#
      let document = try ListDocument.load(Array(json.utf8), file: "k.json")
      #expect(document.title == "T")
      let first = try #require(document.snapshot.nodes.first)
      #expect(first.content.text == "한" && first.content.detail == "d" && first.opensDetailApart)
      #expect(document.snapshot.nodes.map(\.id) == ["item:a", "item:b"])
      #expect(document.expansion.isExpanded("item:a"))
      for unknown in ["titles", "titl", "childrenX", "detailApartment", "ti\\tle"] {
        let bad = #"{"sections":[{"items":[{"id":1,"\#(unknown)":"x"}]}]\#(tail)}"#
        let error = #expect(throws: ListFileError.self) {
          try ListDocument.load(Array(bad.utf8), file: "k.json")
        }
        #expect(error?.kind == .unknownKey, "\(unknown): \(String(describing: error))")
      }
    }
  }

  @Test func escapesDecodeInKeysAndValues() throws {
    let json =
      #"{ "ti\u0074le": "\uD55C\uAE00 \"q\" \\ \/ \t", "sections": [ { "items": [ "#
      + #"{ "id": "a", "title": "x\ud83d\ude00" } ] } ] }"#
    let document = try ListDocument.load(Array(json.utf8), file: "e.json")
    #expect(document.title == "한글 \"q\" \\ / \t")
    #expect(document.snapshot.nodes[0].content.text == "x😀")
  }

  @Test func longTitlesWithEscapesDecodeWhole() throws {
    // Longer than the decoding buffer's first size, then shorter again (the buffer is reused),
    // with plain runs outside ASCII between the escapes.
    var file = "{ \"sections\": [ { \"items\": [\n"
    var expected: [String] = []
    for (index, repeats) in [2_000, 3, 700, 1].enumerated() {
      let piece = #"ab\"é\u00e9\ud83d\ude00 한\n"#
      let text = "ab\"éé😀 한\n"
      file += #"{ "id": \#(index), "title": ""#
      file += String(repeating: piece, count: repeats) + "\" },\n"
      expected.append(String(repeating: text, count: repeats))
    }
    file += #"{ "id": "last", "title": "plain" } ] } ] }"#
    let document = try ListDocument.load(Array(file.utf8), file: "long.json")
    #expect(document.snapshot.nodes.map(\.content.text) == expected + ["plain"])
  }

  @Test func checksAfterSectionsStillMakeACheckList() throws {
    let json = """
      { "sections": [ { "items": [ { "id": "a", "title": "A", "mandatory": true } ] } ],
        "agreeAll": "All", "checks": true }
      """
    let document = try ListDocument.load(Array(json.utf8), file: "c.json")
    #expect(document.checks?.canConfirm == false)
    #expect(document.snapshot.nodes.map(\.id) == ["agree-all", "item:a"])
    #expect(document.snapshot.nodes[1].behavior == .toggleCheck)
  }

  @Test func duplicateItemDeepInALargeFileNamesBothPlaces() throws {
    var json = "{ \"sections\": [\n"
    for section in 0..<20 {
      json += "{ \"items\": [\n"
      json += (0..<500).map { "  { \"id\": \"\(section)-\($0)\", \"title\": \"Item\" }" }.joined(
        separator: ",\n")
      if section == 19 { json += ",\n  { \"id\": \"3-7\", \"title\": \"Again\" }" }
      json += "\n] }" + (section == 19 ? "\n" : ",\n")
    }
    json += "] }"
    let error = #expect(throws: ListFileError.self) {
      try ListDocument.load(Array(json.utf8), file: "big.json")
    }
    // Line 1 opens the list; each section takes a line, then 500 item lines, then its end.
    #expect(
      error?.message
        == "duplicate item id \"3-7\" (first used at line \(2 + 3 * 502 + 1 + 7), column 11)")
    #expect(error?.position == JSONPosition(line: 2 + 19 * 502 + 1 + 500, column: 11))
    // The first use's place is not kept once its item is indexed: it is read again from the
    // file, the same from bytes given back (read again with `reread`) and from a mapping.
    let bytes = Array(json.utf8)
    let released = #expect(throws: ListFileError.self) {
      try ListDocument.load(bytes, file: "big.json", reread: { bytes }, releaseStep: 1)
    }
    #expect(released == error)
    let mapped = #expect(throws: ListFileError.self) {
      try bytes.withUnsafeBufferPointer { (buffer) throws(ListFileError) in
        try ListDocument.load(mapped: buffer, file: "big.json") { _ in }
      }
    }
    #expect(mapped == error)
    // Without the file to read again, the pages of the first use gone, it is not placed.
    let unplaced = #expect(throws: ListFileError.self) {
      try ListDocument.load(bytes, file: "big.json", reread: { nil }, releaseStep: 1)
    }
    #expect(unplaced?.message == "duplicate item id \"3-7\" (first used earlier in the file)")
    #expect(unplaced?.position == error?.position)
  }

  @Test func progressIsReportedWhileReading() throws {
    var json = "{ \"sections\": [ { \"items\": ["
    json += (0..<40_000).map { "{ \"id\": \($0), \"title\": \"Item number \($0)\" }" }.joined(
      separator: ",")
    json += "] } ] }"
    var reports: [ListDocument.Progress] = []
    let bytes = Array(json.utf8)
    let total = bytes.count
    let document = try ListDocument.load(bytes, file: "p.json") { reports.append($0) }
    #expect(document.snapshot.itemCount == 40_000)
    let reading = reports.compactMap { report -> Int? in
      if case .reading(let done, let all) = report, all == total { return done }
      return nil
    }
    #expect(reading.count == total >> 20)
    #expect(reading == reading.sorted())
    #expect(reports.last == .building(items: 40_000))
  }

  @Test func progressLineWaitsThenDrawsAndErases() {
    var line = LoadProgressLine(file: "big\u{1B}]0;x\u{07}.json")
    #expect(line.update(.reading(done: 1 << 20, total: 4 << 20), elapsed: 0.2) == nil)
    #expect(line.finish() == nil)
    let text = line.update(.reading(done: 1 << 20, total: 4 << 20), elapsed: 0.6)
    #expect(text == "\r\u{1B}[2Kfoldkit: reading big^[]0;x^G.json: 25% (1.0 of 4.0 MB)")
    #expect(line.update(.reading(done: 2 << 20, total: 4 << 20), elapsed: 0.65) == nil)
    #expect(
      line.update(.building(items: 9), elapsed: 0.66)?.hasSuffix(
        "list of 9 items from big^[]0;x^G.json") == true)
    #expect(line.finish() == "\r\u{1B}[2K")
  }

  @Test func commandExitsWithStatusTwoAndOneMessage() {
    let plan = GalleryCommand.plan(
      ["bad.json"], readFile: files(["bad.json": "{ \"sections\": [ 1 ] }"]), isTerminal: true,
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
      ["missing.json"], readFile: files(), isTerminal: true, columns: 80)
    guard case .finish(_, let error, let status) = plan else {
      Issue.record("an unreadable file must not start the gallery")
      return
    }
    #expect(status == 2)
    #expect(error.contains("missing.json"))
  }
}
