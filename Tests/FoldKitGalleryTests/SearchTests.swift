import FoldKit
import FoldKitGallery
import FoldKitListFile
import FoldKitTerminal
import Testing

@Suite struct SearchTests {
  @Test("Search: typing narrows the contacts to the matches and their sections")
  func typingNarrows() throws {
    let (app, text) = try journey("contacts", "/ 최")
    let controller = app.screen.table.controller
    #expect(controller.filter?.query == "최")
    #expect(controller.rowCounts == [0, 1, 0])
    #expect(text.contains("/최▏  (1)"))
    #expect(app.searchDraft == "최")
  }

  @Test("Search: Enter keeps the filter, n and N jump between matches")
  func enterKeepsTheFilter() throws {
    let (app, text) = try journey("terms", "/ p enter n n N")
    let controller = app.screen.table.controller
    #expect(app.searchDraft == nil)
    #expect(controller.isFiltered)
    let selected = try #require(app.screen.table.selection)
    let node = try #require(
      controller.rows.elements[selected].isRow ? controller.rows.elements[selected].index : nil)
    #expect(controller.filter?.isMatch(node) == true)
    let place = try #require(app.screen.table.matchPlace)
    #expect(place.count == controller.filter?.matchCount)
    #expect(text.contains("/p  \(place.index) of \(place.count) · "), "\(text)")
  }

  @Test("Search at 80x24: a kept filter says the place among the matches and every action")
  func keptFilterSaysPlaceAndAction() throws {
    let (app, text) = try journey("contacts", "/ 김 enter", columns: 80, rows: 24)
    #expect(app.screen.table.selectedItem == "person-0")
    #expect(text.contains("\n /김  1 of 2 · 김영수, collapsed, 1 of 3\n"), "\(text)")
    let (_, next) = try journey("contacts", "/ 김 enter n", columns: 80, rows: 24)
    #expect(next.contains("\n /김  2 of 2 · 김지은, collapsed, 3 of 3\n"), "\(next)")
    let (_, back) = try journey("contacts", "/ 김 enter n N", columns: 80, rows: 24)
    #expect(back.contains("\n /김  1 of 2 · 김영수, collapsed, 1 of 3\n"), "\(back)")
    // Opening the match's number is said, with the place kept.
    let (_, opened) = try journey("contacts", "/ 김 enter enter", columns: 80, rows: 24)
    #expect(opened.contains("\n /김  1 of 2 · 김영수, expanded, 010-2384-1957, 1 of 3\n"))
  }

  @Test("Search: after clearing, typing again selects the first match")
  func newSearchSelectsTheFirstMatch() throws {
    let (app, text) = try journey("contacts", "/ 김 enter n esc / 김", columns: 80, rows: 24)
    #expect(app.screen.table.selectedItem == "person-0")
    #expect(text.contains("› 김영수"))
  }

  @Test("Search on a file of 300 sections: only the sections with matches show")
  func manySectionsWithoutMatchesAreHidden() throws {
    let sections = (0..<300).map { section in
      let title = section == 150 || section == 299 ? "needle \(section)" : "hay \(section)"
      return #"{ "id": "s\#(section)", "header": "Section \#(section)", "items": [ "#
        + #"{ "id": "i\#(section)", "title": "\#(title)" } ] }"#
    }
    let json = #"{ "title": "Big", "sections": ["# + sections.joined(separator: ", ") + "] }"
    let document = try ListDocument.load(Array(json.utf8), file: "big.json")
    let size = TerminalSize(columns: 80, rows: 24)
    let app = GalleryApp(
      single: GalleryScreen.list(document, size: GalleryApp.listSize(for: size)), title: "Big",
      size: size)
    let (searched, text) = GallerySnapshot.run(app, events: try KeyScript.events("/ n e e d enter"))
    #expect(
      listLines(text).filter { !$0.isEmpty } == [
        " Section 150", "› needle 150", " Section 299", "  needle 299",
      ])
    #expect(!text.split(separator: "\n")[1].contains("Lines"))
    #expect(searched.screen.table.contentHeight == 4)
    #expect(text.contains("/need  1 of 2 · needle 150"))
  }

  @Test("Search: sections without a match are hidden, header and footer")
  func sectionsWithoutMatchesAreHidden() throws {
    let (app, text) = try journey("contacts", "/ 최 enter", columns: 80, rows: 24)
    let lines = listLines(text).filter { !$0.isEmpty }
    #expect(
      lines == [
        " Friend", "› 최서연" + String(repeating: " ", count: 70) + "⌄",
        String(repeating: "▀", count: 80),
      ])
    #expect(app.screen.table.contentHeight == 3)
    let (cleared, clearedText) = try journey("contacts", "/ 최 enter esc", columns: 80, rows: 24)
    #expect(clearedText.contains(" Family\n") && clearedText.contains(" Coworker\n"))
    #expect(cleared.screen.table.contentHeight == 16)
  }

  @Test("Search: Esc clears the filter and restores the expansion")
  func escapeRestores() throws {
    let (before, _) = try journey("contacts", "down down down down enter")
    let (after, _) = try journey("contacts", "down down down down enter / 김 esc")
    #expect(!after.screen.table.controller.isFiltered)
    #expect(after.screen.table.controller.expansion == before.screen.table.controller.expansion)
    #expect(after.screen.table.controller.rowCounts == before.screen.table.controller.rowCounts)
  }

  @Test("Search: the match in each row is drawn bold and underlined")
  func matchesAreHighlighted() throws {
    let (app, _) = try journey("contacts", "/ 서")
    let frame = app.render(now: .seconds(1))
    let row = try #require(
      (0..<frame.size.rows).first { line in
        frame.cells(inRow: line).contains { $0.grapheme == "최" }
      })
    let cells = Array(frame.cells(inRow: row))
    let match = try #require(cells.firstIndex { $0.grapheme == "서" })
    let before = try #require(cells.firstIndex { $0.grapheme == "최" })
    #expect(cells[match].style.attributes.contains(.underline))
    #expect(!cells[before].style.attributes.contains(.underline))
  }

  @Test("Search: q is typed into the query, not a quit")
  func lettersAreTyped() throws {
    let (app, _) = try journey("messages", "/ q")
    #expect(app.searchDraft == "q")
  }
}
