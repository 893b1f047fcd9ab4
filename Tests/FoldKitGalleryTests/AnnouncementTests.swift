import FoldKit
import FoldKitGallery
import FoldKitListFile
import FoldKitTerminal
import Testing

/// Issue 16, item 1: every action says its result in the status line, from the row as it now is.
@Suite struct AnnouncementTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var screen: String
    var keys: String
    var status: String
    var testDescription: String { "\(screen): \(keys) → \(status)" }
  }

  static let cases: [Case] = [
    // ← closes the open person: the status says so, not the stale "expanded".
    Case(
      screen: "contacts", keys: "down down down down enter left", status: "최서연, collapsed, 2 of 4"),
    // Opening a person says the number, not "1 item".
    Case(
      screen: "contacts", keys: "down down down down enter",
      status: "최서연, expanded, 010-7712-4409, 2 of 4"),
    // → opens too, and says the number.
    Case(
      screen: "contacts", keys: "down down down down right",
      status: "최서연, expanded, 010-7712-4409, 2 of 4"),
    // Moving the selection announces the newly focused row.
    Case(screen: "contacts", keys: "down", status: "박미경, collapsed, 2 of 3"),
    // ← on a hidden section's header describes the header, not a stale "Selected 5".
    Case(
      screen: "sections", keys: "down down down down down enter up up up up up enter left",
      status: "Section 1, section 1 of 5, collapsed"),
    Case(
      screen: "sections", keys: "enter enter",
      status: "Section 1, section 1 of 5, expanded, 5 items"),
    // → on a term opens its text; it does not repeat an old sentence.
    Case(
      screen: "terms", keys: "down space down down end enter up up up up up right",
      status: "Location-based service terms, mandatory, not accepted, expanded"),
    // A done message says so.
    Case(screen: "messages", keys: "down down down down", status: "ok, done, 5 of 12"),
    // A disabled Agree button says so.
    Case(screen: "terms", keys: "end", status: "Agree, button, disabled"),
    // Accepting the last mandatory term says that Agree is now available.
    Case(
      screen: "terms", keys: "down space down space down space",
      status: "Location-based service terms: accepted · Agree is now available"),
    Case(screen: "accordion", keys: "enter", status: "Mobility, expanded, 8 items"),
  ]

  @Test(arguments: cases)
  func statusSaysTheResult(_ test: Case) throws {
    let (app, _) = try journey(test.screen, test.keys, columns: 100, rows: 24)
    #expect(app.screen.status == test.status)
  }

  @Test("The wheel says which lines show, and leaves a selection that stays in view")
  func wheelSaysTheLines() throws {
    let app = GalleryApp(size: TerminalSize(columns: 60, rows: 12), initial: "contacts")
    let wheel = InputEvent.mouse(MouseEvent(.scroll(.down), column: 5, row: 5))
    let events = try KeyScript.events("down down down down") + [wheel]
    let (final, _) = GallerySnapshot.run(app, events: events)
    #expect(final.screen.table.selectedItem == "person-4")
    #expect(final.screen.status == "Lines 6–13 of 16")
  }

  @Test("A JSON check list without an Agree button never mentions one")
  func checkListWithoutAgreeButton() throws {
    let json = """
      { "title": "Packing", "checks": true, "sections": [ { "items": [
        { "id": "a", "title": "Passport", "mandatory": true },
        { "id": "b", "title": "Towel" } ] } ] }
      """
    let document = try ListDocument.load(Array(json.utf8), file: "packing.json")
    let size = TerminalSize(columns: 60, rows: 12)
    let app = GalleryApp(
      single: GalleryScreen.list(document, size: GalleryApp.listSize(for: size)),
      title: document.title, size: size)
    let (final, _) = GallerySnapshot.run(app, events: try KeyScript.events("down down space"))
    #expect(!final.screen.status.contains("Agree"))
    #expect(final.screen.status.hasPrefix("Towel: accepted"))
  }
}
