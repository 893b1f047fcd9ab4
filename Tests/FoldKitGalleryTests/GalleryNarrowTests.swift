import FoldKit
import FoldKitGallery
import FoldKitListFile
import FoldKitTerminal
import Testing

/// Issue 16, item 9: narrow rows keep titles over tags; detail rows sit under their owner.
@Suite struct GalleryNarrowTests {
  @Test("Narrow terms: the tag goes before the title is cut", arguments: [24, 30, 36, 44])
  func titlesBeforeTags(columns: Int) throws {
    let (_, text) = try journey("terms", "", columns: columns, rows: 16)
    for line in listLines(text) where line.contains("[ ]") {
      let title = line.split(separator: "]", maxSplits: 1).last?.dropFirst() ?? ""
      // A title shows at least its first letters, and a tag only after a whole title.
      #expect(title.first?.isLetter == true, "\(line)")
      if line.contains("mandatory") || line.contains("optional") {
        #expect(!line.contains("…"), "\(line)")
      }
    }
    #expect(text.contains("I am 14"))
  }

  /// The column (in characters; these lines are all narrow) where `word` starts in `line`.
  static func column(of word: String, in line: String) -> Int? {
    var index = line.startIndex
    var column = 0
    while index < line.endIndex {
      if line[index...].hasPrefix(word) { return column }
      index = line.index(after: index)
      column += 1
    }
    return nil
  }

  @Test("A JSON detail row is indented under its owner's text at any depth")
  func detailUnderItsOwner() throws {
    let json = """
      { "title": "Deep", "sections": [ { "items": [
        { "id": "a", "title": "Top", "detail": "top detail", "children": [
          { "id": "b", "title": "Middle", "detail": "middle detail", "children": [
            { "id": "c", "title": "Bottom", "detail": "bottom detail" } ] } ] } ] } ] }
      """
    let document = try ListDocument.load(Array(json.utf8), file: "deep.json")
    let size = TerminalSize(columns: 40, rows: 14)
    let app = GalleryApp(
      single: GalleryScreen.list(document, size: GalleryApp.listSize(for: size)), title: "Deep",
      size: size)
    let (_, text) = GallerySnapshot.run(
      app, events: try KeyScript.events("right right right down right right down right"))
    let lines = listLines(text)
    for (owner, detail) in [
      ("Top", "top detail"), ("Middle", "middle detail"), ("Bottom", "bottom detail"),
    ] {
      let ownerLine = try #require(lines.first { $0.contains(owner) })
      let detailLine = try #require(lines.first { $0.contains(detail) })
      let ownerColumn = try #require(Self.column(of: owner, in: ownerLine))
      let detailColumn = try #require(Self.column(of: detail, in: detailLine))
      #expect(detailColumn == ownerColumn + 2, "\(owner)")
    }
  }
}

/// Issue 26, item 4: at 40 columns every term keeps its tag and a sub-term's text is whole.
@Suite struct TermsAtFortyColumnsTests {
  @Test("Terms at 40x24: a tag that does not fit after its title goes on the next line")
  func everyTermShowsItsTag() throws {
    let (_, text) = try journey("terms", "", columns: 40, rows: 24)
    let lines = listLines(text)
    #expect(lines[3] == "  [ ] Location-based service terms    ⌄")
    #expect(lines[4] == "      mandatory")
    #expect(lines[6] == "      [ ] Third-party data sharing    ⌄")
    #expect(lines[7] == "          optional")
    for (index, line) in lines.enumerated() where line.contains("[ ]") && index > 0 {
      let next = index + 1 < lines.count ? lines[index + 1] : ""
      let tagged = [line, next].contains { $0.contains("mandatory") || $0.contains("optional") }
      #expect(tagged, "\(line)")
      #expect(!line.contains("…"), "\(line)")
    }
  }

  @Test("Terms at 40 columns: a sub-term's text wraps to every line it needs", arguments: [24, 60])
  func subTermTextIsWhole(rows: Int) throws {
    let (_, text) = try journey(
      "terms", "down down down down down right", columns: 40, rows: rows)
    let lines = listLines(text)
    let start = try #require(lines.firstIndex { $0.contains("We share your name and") })
    #expect(
      Array(lines[start..<start + 4]) == [
        "            We share your name and", "            order with the payment",
        "            partner to complete", "            payments.",
      ])
    let piped = GalleryPlainText.gallery(width: 40, only: "terms")
    #expect(!piped.contains("…"), "\(piped)")
    #expect(piped.contains("\n            payments.\n"))
  }

  @Test("Terms at 200x60: the Agree button sits a few lines under the last term")
  func agreeButtonStaysNearTheTerms() throws {
    let (_, text) = try journey("terms", "", columns: 200, rows: 60)
    let lines = listLines(text)
    let last = try #require(lines.lastIndex { $0.contains("Marketing messages") })
    let button = try #require(lines.firstIndex { $0.contains("[ Agree ]") })
    #expect(
      button > last && button - last - 1 <= GalleryScreen.maximumButtonDrop, "\(button - last)")
  }
}
