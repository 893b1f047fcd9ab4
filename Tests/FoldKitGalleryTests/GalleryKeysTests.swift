import FoldKit
import FoldKitGallery
import FoldKitListFile
import FoldKitTerminal
import Testing

/// Issue 16: the help line, `?`, number keys, resizing with a selection, and small windows.
@Suite struct GalleryKeysTests {
  struct Width: Sendable, CustomTestStringConvertible {
    var screen: String
    var columns: Int
    var testDescription: String { "\(screen) at \(columns) columns" }
  }

  static let widths: [Width] = GalleryScreen.names.flatMap { name in
    [40, 45, 50, 60, 80].map { Width(screen: name, columns: $0) }
  }

  @Test("The help line fits the width and always keeps the help and quit keys", arguments: widths)
  func helpLineFits(_ width: Width) throws {
    let (_, text) = try journey(width.screen, "", columns: width.columns, rows: 16)
    let help = try #require(text.split(separator: "\n").last.map(String.init))
    #expect(help.hasSuffix("? help  q quit"), "\(help)")
    #expect(!help.contains("…"), "\(help)")
    #expect(TableText.width(of: help) <= width.columns)
  }

  @Test("The accordion's help line at 80 columns keeps x and q whole")
  func accordionHelpLine() throws {
    let (_, text) = try journey("accordion", "", columns: 80, rows: 16)
    #expect(text.hasSuffix("x exclusive (off)  ? help  q quit"))
  }

  @Test("? shows every key of the screen; the next key closes it and does nothing else")
  func helpOverlay() throws {
    let (app, text) = try journey("accordion", "?", columns: 80, rows: 24)
    #expect(app.showsHelp)
    for line in ["Keys", "↑↓", "PgUp/PgDn", "Tab", "1-6", "x ", "q "] {
      #expect(text.contains("\n " + line), "\(line)")
    }
    #expect(text.contains("go to screen 1 to 6"))
    let (_, wide) = try journey("accordion", "", columns: 160, rows: 16)
    #expect(wide.contains("1-6 pick screen"), "\(wide)")
    #expect(!text.contains("Mobility"))
    let (closed, closedText) = try journey("accordion", "? down", columns: 80, rows: 24)
    #expect(!closed.showsHelp)
    #expect(closedText.contains("› Mobility"))
    let (terms, termsText) = try journey("terms", "?", columns: 80, rows: 24)
    #expect(terms.showsHelp)
    #expect(termsText.contains(" Space      check or uncheck the row"))
    // At 60 columns long explanations wrap instead of being cut, and no scroll cue shows.
    // (The contacts screen lists its editing keys too: m, p, D/u.)
    let (_, narrow) = try journey("contacts", "?", columns: 60, rows: 30)
    let overlay = narrow.split(separator: "\n").dropLast(2)
    #expect(!overlay.contains { $0.contains("…") })
    #expect(narrow.contains("\n            goes to the parent\n"))
    #expect(!narrow.split(separator: "\n")[1].contains("Lines"))
    #expect(narrow.contains("\n Press any key to close."))
  }

  @Test("? lists the search keys /, n/N and Esc on every screen", arguments: GalleryScreen.names)
  func helpListsTheSearchKeys(_ screen: String) throws {
    let (_, text) = try journey(screen, "?", columns: 80, rows: 24)
    #expect(text.contains("\n /          search: typing narrows the list"), "\(text)")
    #expect(text.contains("\n n/N        go to the next or previous match"), "\(text)")
    #expect(text.contains("\n Esc        clear the search and show every row again"), "\(text)")
    #expect(text.contains("\n Press any key to close."), "\(text)")
  }

  @Test("At 40x12 the help scrolls, its closing line always shows, and every key is reached")
  func helpScrollsInASmallWindow() throws {
    let size = TerminalSize(columns: 40, rows: 12)
    var app = GalleryApp(size: size, initial: "terms")
    _ = app.handle(.key(KeyEvent(.character("?"))), now: .zero)
    var seen: [String] = []
    for step in 0..<40 {
      let lines = app.render(now: .zero).plainText.split(
        separator: "\n", omittingEmptySubsequences: false
      ).map(String.init)
      #expect(app.showsHelp, "step \(step)")
      #expect(lines[2] == " Keys", "step \(step)")
      #expect(lines[9] == " ↑↓ scroll; any other key closes.", "step \(step): \(lines)")
      #expect(lines[1].contains("Lines"), "step \(step): \(lines[1])")
      seen += lines[3..<9]
      _ = app.handle(.key(KeyEvent(.down)), now: .zero)
    }
    let keys = seen.compactMap { $0.split(separator: " ").first.map(String.init) }
    for key in [
      "↑↓", "⏎", "←→", "PgUp/PgDn", "Tab", "1-6", "Space", "d", "/", "n/N", "Esc", "?", "q",
    ] {
      #expect(keys.contains(key), "\(key) never shown: \(seen)")
    }
    #expect(seen.contains { $0.contains("Mouse: click selects") })
    #expect(seen.contains { $0.contains("goes to the parent") })
    // The wheel scrolls back up; a key that does not scroll closes the help and does nothing else.
    _ = app.handle(.mouse(MouseEvent(.scroll(.up), column: 3, row: 5)), now: .zero)
    #expect(app.showsHelp)
    let selection = app.screen.table.selection
    _ = app.handle(.key(KeyEvent(.character("x"))), now: .zero)
    #expect(!app.showsHelp)
    #expect(app.screen.table.selection == selection)
  }

  @Test("Digits 1…N switch to screen N")
  func digitsSwitchScreens() throws {
    for (index, name) in GalleryScreen.names.enumerated() {
      let (app, _) = try journey("contacts", "\(index + 1)")
      #expect(app.current == index, "\(name)")
    }
    let (app, _) = try journey("terms", "9")
    #expect(app.current == 4)
  }

  @Test("After a resize the selected row is still in view")
  func resizeKeepsTheSelection() throws {
    // 강다은, the first coworker.
    let (app, _) = try journey(
      "contacts", "down down down down down down down", columns: 80, rows: 24)
    #expect(app.screen.table.selectedItem == "person-3")
    var small = app
    _ = small.handle(.resize(TerminalSize(columns: 40, rows: 12)), now: .zero)
    #expect(small.render(now: .zero).plainText.contains("› 강다은"))
    // A long message, then a narrower, shorter window.
    let (messages, _) = try journey(
      "messages", "down down down down down down down down", columns: 80, rows: 24)
    var narrow = messages
    _ = narrow.handle(.resize(TerminalSize(columns: 40, rows: 12)), now: .zero)
    let table = narrow.screen.table
    let selected = try #require(table.selection)
    #expect(table.top(ofPosition: selected) >= table.scrollOffset)
    #expect(table.top(ofPosition: selected) < table.scrollOffset + table.size.rows)
    #expect(narrow.render(now: .zero).plainText.contains("›"))
  }

  @Test(
    "The too-small message fits any size", arguments: [(3, 1), (4, 2), (8, 3), (20, 4), (1, 1)])
  func tooSmallFits(_ size: (Int, Int)) {
    let app = GalleryApp(size: TerminalSize(columns: size.0, rows: size.1))
    let lines = app.render(now: .zero).plainText.split(separator: "\n")
    #expect(!lines.isEmpty)
    #expect(lines.allSatisfy { TableText.width(of: String($0)) <= size.0 })
    #expect(lines.first?.isEmpty == false)
  }

  @Test("An empty list says it is empty")
  func emptyList() throws {
    let document = try ListDocument.load(Array(#"{ "sections": [] }"#.utf8), file: "empty.json")
    let size = TerminalSize(columns: 40, rows: 8)
    let app = GalleryApp(
      single: GalleryScreen.list(document, size: GalleryApp.listSize(for: size)), title: "List",
      size: size)
    let lines = app.render(now: .zero).plainText.split(separator: "\n").map(String.init)
    #expect(lines[2] == " The list is empty.")
  }
}
