import FoldKit
import FoldKitGallery
import FoldKitTerminal
import Testing

@Suite struct ContactsScreenTests {
  @Test("Contacts: selecting the second Friend shows the number beneath it")
  func detailOpensBeneathTheSelectedPerson() throws {
    let (app, text) = try journey("contacts", "down down down down enter")
    #expect(
      text == """
         1 Contacts   2   3   4   5
        ─────────────────── Lines 1–12 of 17 ↓ ─
         Family
          김영수                              ⌄
          박미경                              ⌄
          김지은                              ⌄
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
         Friend
          이민호                              ⌄
        › 최서연                              ⌃
            010-7712-4409
          정하늘                              ⌄
          오준우                              ⌄
        ▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀
         최서연, expanded, 010-7712-4409, 2 of 4
         ↑↓ move  ⏎ select  ? help  q quit
        """)
    // The detail row is not an item: index paths below it shift by one and still map right.
    let controller = app.screen.table.controller
    #expect(controller.numberOfRows(inSection: 1) == 5)
    #expect(controller.row(at: ListIndexPath(section: 1, row: 2)).kind == .detail)
    #expect(controller.item(at: ListIndexPath(section: 1, row: 3)) == "person-7")
    #expect(controller.indexPath(of: "person-9") == ListIndexPath(section: 1, row: 4))
  }

  @Test("Contacts: selecting another person moves the detail")
  func detailMovesToTheNextSelection() throws {
    let (app, text) = try journey("contacts", "down down down down enter down enter")
    #expect(
      listLines(text) == [
        " Family",
        "  김영수                              ⌄",
        "  박미경                              ⌄",
        "  김지은                              ⌄",
        String(repeating: "▀", count: 40),
        " Friend",
        "  이민호                              ⌄",
        "  최서연                              ⌄",
        "› 정하늘                              ⌃",
        "    010-2275-8863",
        "  오준우                              ⌄",
        String(repeating: "▀", count: 40),
      ])
    #expect(app.screen.table.controller.expansion.expandedItems.keys.sorted() == ["person-7"])
  }

  @Test("Contacts: selecting the open row closes it")
  func selectingTheOpenRowClosesIt() throws {
    let (app, text) = try journey("contacts", "down down down down enter enter")
    #expect(app.screen.table.controller.expansion.expandedItems.isEmpty)
    #expect(!text.contains("010-"))
    #expect(text.contains("› 최서연                              ⌄"))
  }

  @Test("Contacts: a detail in another section moves across sections")
  func detailMovesAcrossSections() throws {
    let (app, _) = try journey("contacts", "enter end enter")
    let controller = app.screen.table.controller
    #expect(controller.expansion.expandedItems.keys.sorted() == ["person-8"])
    #expect(controller.numberOfRows(inSection: 0) == 3)
    #expect(controller.indexPath(ofDetailOf: "person-8") == ListIndexPath(section: 2, row: 3))
  }

  @Test func selectionStartsOnTheFirstPerson() throws {
    let (app, _) = try journey("contacts", "")
    #expect(app.screen.table.selectedItem == "person-0")
  }
}
