import FoldKit
import FoldKitGallery
import FoldKitTerminal
import Testing

/// Issue 16, items 7 and 8: the terms screen with a mouse, the scroll cue, and colours.
@Suite struct TermsMouseAndColourTests {
  static let size = TerminalSize(columns: 60, rows: 16)

  static func click(_ column: Int, _ row: Int) -> InputEvent {
    .mouse(MouseEvent(.press(.left), column: column, row: row))
  }

  @Test("Terms: a click on ⌄ opens the term's text; a click on the row checks it")
  func chevronOpensTheText() throws {
    let app = GalleryApp(size: Self.size, initial: "terms")
    // Frame line 3 is "I am 14 or older"; its ⌄ is at column 58.
    let (opened, text) = GallerySnapshot.run(app, events: [Self.click(58, 3)])
    // The payment term's sub-terms are open from the start.
    #expect(
      opened.screen.table.controller.expansion.expandedItems.keys.sorted() == ["age", "payment"])
    #expect(opened.screen.checks?.mark(of: "age") == .unchecked)
    #expect(text.contains("You confirm that you are at least 14 years old."))
    #expect(opened.screen.status == "I am 14 or older, mandatory, not accepted, expanded")
    let (closed, _) = GallerySnapshot.run(app, events: [Self.click(58, 3), Self.click(58, 3)])
    #expect(closed.screen.table.controller.expansion.expandedItems.keys.sorted() == ["payment"])
    let (checked, _) = GallerySnapshot.run(app, events: [Self.click(10, 3)])
    #expect(checked.screen.checks?.mark(of: "age") == .checked)
    #expect(checked.screen.table.controller.expansion.expandedItems.keys.sorted() == ["payment"])
  }

  @Test("Terms: a click on the payment term's ⌄ opens its text and leaves its sub-terms")
  func chevronOfThePaymentTermOpensOnlyItsText() throws {
    let app = GalleryApp(size: Self.size, initial: "terms")
    // Frame line 6 is "App payment terms"; its ⌄ is at column 58.
    let (opened, text) = GallerySnapshot.run(app, events: [Self.click(58, 6)])
    let expansion = opened.screen.table.controller.expansion
    #expect(expansion.openDetails == ["payment"])
    #expect(expansion.expandedItems.keys.sorted() == ["payment"])
    #expect(text.contains("Payments in the app are processed by our payment"))
    #expect(text.contains("Third-party data sharing"))
    #expect(opened.screen.checks?.mark(of: "payment") == .unchecked)
    let (closed, closedText) = GallerySnapshot.run(
      app, events: [Self.click(58, 6), Self.click(58, 6)])
    #expect(closed.screen.table.controller.expansion.openDetails.isEmpty)
    #expect(!closedText.contains("Payments in the app"))
    #expect(closedText.contains("Third-party data sharing"))
  }

  @Test("Terms: the Agree button sits at the bottom of the list's area, and a click there agrees")
  func agreeAtTheBottom() throws {
    let app = GalleryApp(size: Self.size, initial: "terms")
    let lines = app.render(now: .zero).plainText.split(
      separator: "\n", omittingEmptySubsequences: false)
    // The list's area is lines 2…13; its last line holds the button.
    #expect(lines[13].contains("[ Agree ]"))
    #expect(lines[10].isEmpty)
    let (agreed, _) = GallerySnapshot.run(
      app, events: try KeyScript.events("space") + [Self.click(30, 13)])
    #expect(agreed.screen.status == "Agreed. Thank you.")
    let (ignored, _) = GallerySnapshot.run(app, events: [Self.click(30, 10)])
    #expect(ignored.screen.table.selectedItem == "agree-all")
  }

  @Test("A list longer than its area shows where the view is; one that fits shows nothing")
  func scrollCue() throws {
    let (_, short) = try journey("terms", "", columns: 60, rows: 10)
    let rule = short.split(separator: "\n")[1]
    #expect(rule.hasSuffix(" Lines 1–6 of 9 ↓ ─"))
    let (_, end) = try journey("terms", "end", columns: 60, rows: 10)
    #expect(end.split(separator: "\n")[1].hasSuffix(" ↑ Lines 4–9 of 9 ─"))
    let (_, tall) = try journey("terms", "", columns: 60, rows: 24)
    #expect(!tall.split(separator: "\n")[1].contains("Lines"))
  }

  @Test("Headers have no background colour; without colour the footer band is dim")
  func coloursReadOnLightAndDark() {
    let app = GalleryApp(size: TerminalSize(columns: 40, rows: 16), initial: "contacts")
    var colour = Renderer(colorProfile: .ansi256)
    let bytes = String(decoding: colour.update(to: app.render(now: .zero)), as: UTF8.self)
    #expect(!bytes.contains("48;5;"))
    #expect(!bytes.contains("48;2;"))
    var plain = Renderer(colorProfile: .none)
    let quiet = String(decoding: plain.update(to: app.render(now: .zero)), as: UTF8.self)
    #expect(!quiet.contains("38;"))
    #expect(!quiet.contains("48;"))
    // Every footer band (▀) is drawn dim (SGR 2) when colours are off.
    let frame = app.render(now: .zero)
    for row in 0..<frame.size.rows where frame[0, row].grapheme == "▀" {
      #expect(frame[0, row].style.attributes.contains(.dim), "line \(row)")
    }
  }
}
