import FoldKitGallery
import FoldKitTerminal
import Testing

/// TERMINAL.md §5: moving the selection rewrites only the old and new rows, and the status line
/// that announces the new row.
@Suite struct FrameBudgetTests {
  @Test(arguments: GalleryScreen.names)
  func movingTheSelectionStaysUnderBudget(_ name: String) {
    var app = GalleryApp(
      size: TerminalSize(columns: 80, rows: 24), initial: name, animations: false)
    var renderer = Renderer(colorProfile: .ansi256)
    _ = renderer.update(to: app.render(now: .zero))
    let old = app.screen.table.selection ?? 0
    _ = app.handle(.key(KeyEvent(.down)), now: .zero)
    let new = app.screen.table.selection ?? 0
    let lines = app.screen.table.height(ofPosition: old) + app.screen.table.height(ofPosition: new)
    let bytes = renderer.update(to: app.render(now: .zero))
    #expect(!bytes.isEmpty)
    #expect(bytes.count < 450, "\(name): \(bytes.count) bytes")
    // Only the two rows' lines (the selection is a full-width reverse band) and the status line
    // change.
    #expect(renderer.lastStats.cellsWritten <= (lines + 1) * 80, "\(name)")
  }

  /// Moving a picked-up row by one place rewrites the two rows that swap and the status line.
  @Test func movingAPickedUpRowStaysUnderBudget() {
    var app = GalleryApp(
      size: TerminalSize(columns: 80, rows: 24), initial: "sections", animations: false)
    for key in [KeyEvent(.down), KeyEvent(.character("p"))] {
      _ = app.handle(.key(key), now: .zero)
    }
    var renderer = Renderer(colorProfile: .ansi256)
    _ = renderer.update(to: app.render(now: .zero))
    _ = app.handle(.key(KeyEvent(.down)), now: .zero)
    let bytes = renderer.update(to: app.render(now: .zero))
    #expect(app.screen.status == "1 → Section 1, 2 of 5")
    #expect(bytes.count < 450, "\(bytes.count) bytes")
    #expect(renderer.lastStats.cellsWritten <= 3 * 80, "\(renderer.lastStats.cellsWritten) cells")
  }
}
