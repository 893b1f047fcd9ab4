import FoldKit
import FoldKitGallery
import FoldKitTerminal
import Testing

@Suite struct AccordionScreenTests {
  @Test("Accordion: a title row opens its items; an item only flashes")
  func titleOpensItsItems() throws {
    let (app, text) = try journey("accordion", "enter down enter")
    #expect(
      listLines(text) == [
        "  Mobility                            ▾",
        "›   Parking",
        "    Public transport",
        "    Ramps",
        "    Ticket office",
        "    Wheelchair",
        "    Elevator",
        "    Toilets",
        "    Seating",
        "  Vision                              ▸",
        "  Hearing                             ▸",
        "  Families with infants               ▸",
      ])
    #expect(
      app.screen.table.controller.expansion.expandedItems.keys.sorted() == ["category-0-title"])
  }

  @Test("Accordion: all categories start closed with their items")
  func allStartClosed() throws {
    let (app, text) = try journey("accordion", "", rows: 24)
    #expect(app.screen.table.controller.expansion.expandedItems.isEmpty)
    for title in ["Mobility", "Vision", "Hearing", "Families with infants", "Seniors"] {
      #expect(text.contains(title))
    }
    let snapshot = app.screen.table.controller.snapshot
    #expect(snapshot.itemCount == 5 + 8 + 4 + 2 + 1 + 1)
  }

  @Test("Accordion: switching exclusive mode on with two categories open keeps the selected one")
  func exclusiveModeOnKeepsOneOpen() throws {
    let (app, text) = try journey(
      "accordion", "enter down down down down down down down down down enter x", rows: 20)
    #expect(app.screen.isExclusive)
    #expect(
      app.screen.table.controller.expansion.expandedItems.keys.sorted() == ["category-1-title"])
    #expect(text.contains("› Vision"))
    #expect(!text.contains("Parking"))
  }

  @Test("Accordion: exclusive mode closes the open category")
  func exclusiveModeClosesTheOther() throws {
    let (app, text) = try journey(
      "accordion", "x enter down down down down down down down down down enter")
    #expect(app.screen.isExclusive)
    #expect(
      app.screen.table.controller.expansion.expandedItems.keys.sorted() == ["category-1-title"])
    #expect(
      Array(listLines(text).prefix(7)) == [
        "  Mobility                            ▸",
        "› Vision                              ▾",
        "    Braille blocks",
        "    Guides",
        "    Audio guides",
        "    Braille signs",
        "  Hearing                             ▸",
      ])
  }
}
