import FoldKit
import FoldKitGallery
import FoldKitTerminal
import FoldKitTestSupport
import Testing

/// Random keys, clicks, wheel turns and resizes on every screen: nothing traps, every frame is a
/// well-formed grid, the selection stays on a selectable element and the view inside the content.
@Suite struct GalleryRandomInputTests {
  static let keys: [KeyEvent] = [
    KeyEvent(.up), KeyEvent(.down), KeyEvent(.left), KeyEvent(.right), KeyEvent(.enter),
    KeyEvent(.character(" ")), KeyEvent(.pageUp), KeyEvent(.pageDown), KeyEvent(.home),
    KeyEvent(.end), KeyEvent(.tab), KeyEvent(.tab, modifiers: .shift), KeyEvent(.character("x")),
    KeyEvent(.character("j")), KeyEvent(.character("k")), KeyEvent(.backspace),
    KeyEvent(.character("?")), KeyEvent(.character("3")), KeyEvent(.character("5")),
    KeyEvent(.character("d")),
    // Editing: pick up, mark, extend, select all, delete, undo, clear.
    KeyEvent(.character("p")), KeyEvent(.character("m")), KeyEvent(.character("u")),
    KeyEvent(.character("D")), KeyEvent(.character("a")), KeyEvent(.character("J")),
    KeyEvent(.character("K")), KeyEvent(.up, modifiers: .shift),
    KeyEvent(.down, modifiers: .shift), KeyEvent(.escape), KeyEvent(.delete),
    KeyEvent(.character("a"), modifiers: .control),
  ]

  func event(_ random: inout SplitMix64, size: TerminalSize) -> InputEvent {
    switch random.next() % 10 {
    case 0:
      let column = Int(random.next() % UInt64(size.columns))
      let row = Int(random.next() % UInt64(size.rows))
      return .mouse(MouseEvent(.press(.left), column: column, row: row))
    case 1:
      let direction: MouseEvent.ScrollDirection = random.next() % 2 == 0 ? .up : .down
      return .mouse(MouseEvent(.scroll(direction), column: 0, row: 3))
    case 3 where random.next() % 2 == 0:
      // A drag: a press, motion with the button held, then sometimes a release.
      let column = Int(random.next() % UInt64(size.columns))
      let row = Int(random.next() % UInt64(size.rows))
      let kinds: [MouseEvent.Kind] = [.drag(.left), .drag(.left), .release(.left)]
      return .mouse(
        MouseEvent(kinds[Int(random.next() % UInt64(kinds.count))], column: column, row: row))
    case 2 where random.next() % 4 == 0:
      // Mostly usable sizes, sometimes absurdly small ones.
      let tiny = random.next() % 4 == 0
      let columns = tiny ? 1 + Int(random.next() % 12) : 10 + Int(random.next() % 111)
      let rows = tiny ? 1 + Int(random.next() % 8) : 6 + Int(random.next() % 40)
      return .resize(TerminalSize(columns: columns, rows: rows))
    default:
      return .key(Self.keys[Int(random.next() % UInt64(Self.keys.count))])
    }
  }

  @Test func randomInputKeepsEveryScreenConsistent() {
    let steps = scaledStepCount("FOLDKIT_GALLERY_STEPS", default: 400)
    for seed: UInt64 in [1, 2, 3, 4] {
      var random = SplitMix64(seed: seed)
      var app = GalleryApp(
        size: TerminalSize(columns: 80, rows: 24),
        initial: GalleryScreen.names[Int(seed) % GalleryScreen.names.count],
        animations: seed % 2 == 0)
      var clock = Duration.zero
      // A wheel turn may leave the selection off screen when no selectable row is in view; the
      // next key that moves or uses the selection brings it back.
      // (Per screen; a key that closes the help overlay does nothing else.)
      var wheeled: Set<Int> = []
      for step in 0..<steps {
        let input = event(&random, size: app.size)
        switch input {
        case .mouse(let mouse):
          switch mouse.kind {
          // A drag at the edge scrolls the list as the wheel does.
          case .scroll, .drag: if !app.showsHelp { wheeled.insert(app.current) }
          default: break
          }
        case .key(let key):
          let keepsPlace: [KeyEvent.Key] = [
            .tab, .character("?"), .character("3"), .character("5"), .character("x"),
            .character("m"), .character("a"), .escape,
          ]
          if !keepsPlace.contains(key.key) && !app.showsHelp { wheeled.remove(app.current) }
        default:
          break
        }
        clock += .milliseconds(Int64(random.next() % 200))
        guard app.handle(input, now: clock) != .quit else { break }
        let frame = app.render(now: clock)
        frame.checkInvariants()
        let table = app.screen.table
        if let selection = table.selection {
          #expect(table.isSelectable(selection), "seed \(seed), step \(step): \(input)")
          // The selected row is always at least partly in view (after resizes too), when the
          // window is large enough to show the list.
          let top = table.top(ofPosition: selection)
          let bottom = top + table.height(ofPosition: selection)
          #expect(
            wheeled.contains(app.current) || app.size.rows < 5 || app.size.columns < 4
              || (top < table.scrollOffset + table.size.rows && bottom > table.scrollOffset),
            "seed \(seed), step \(step): \(input) selection \(top)..<\(bottom) not in view \(table.scrollOffset) \(table.size) \(app.screen.title)"
          )
        }
        #expect(
          table.scrollOffset >= 0 && table.scrollOffset <= table.maximumScrollOffset,
          "seed \(seed), step \(step): offset \(table.scrollOffset)")
        #expect(
          !frame.plainText.unicodeScalars.contains { $0.value == 0x1B },
          "seed \(seed), step \(step)")
      }
    }
  }
}
