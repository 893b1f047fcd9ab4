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
