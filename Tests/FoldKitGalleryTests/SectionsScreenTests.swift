import FoldKit
import FoldKitGallery
import FoldKitTerminal
import Testing

@Suite struct SectionsScreenTests {
  @Test("Sections: a header hides and shows its rows")
  func headerTogglesItsRows() throws {
    let (app, text) = try journey("sections", "enter", rows: 12)
    #expect(
      listLines(text) == [
        "› Section 1  (hidden)                 ▸",
        "  Section 2                           ▾",
        "  1",
        "  2",
        "  3",
        "  4",
        "  5",
        "  Section 3                           ▾",
      ])
    #expect(app.screen.table.controller.expansion.collapsedSections == ["section-1"])
    let (again, _) = try journey("sections", "enter enter", rows: 12)
    #expect(again.screen.table.controller.expansion.collapsedSections.isEmpty)
    #expect(again.screen.table.controller.numberOfRows(inSection: 0) == 5)
  }

  @Test("Sections: showing a section scrolls its last row into view")
  func showingASectionRevealsItsLastRow() throws {
    let (app, text) = try journey(
      "sections", "enter down enter down enter down enter down enter enter", rows: 10)
    #expect(
      listLines(text) == [
        "› Section 5                           ▾",
        "  1",
        "  2",
        "  3",
        "  4",
        "  5",
      ])
    #expect(app.screen.table.scrollOffset == 4)
  }

  @Test func selectionStartsOnTheFirstHeader() throws {
    let (app, _) = try journey("sections", "")
    #expect(app.screen.table.selection == 0)
  }
}
