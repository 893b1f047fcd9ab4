import FoldKit
import FoldKitGallery
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
    #expect(text.contains("/p  ("))
    let selected = try #require(app.screen.table.selection)
    let node = try #require(
      controller.rows.elements[selected].isRow ? controller.rows.elements[selected].index : nil)
    #expect(controller.filter?.isMatch(node) == true)
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
