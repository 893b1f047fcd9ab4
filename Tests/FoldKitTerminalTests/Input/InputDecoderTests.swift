import FoldKitTerminal
import Testing

/// One row of the decoder's table: bytes in, events out.
struct DecoderCase: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]
  var events: [InputEvent]

  init(_ name: String, _ text: String, _ events: [InputEvent]) {
    self.name = name
    self.bytes = Array(text.utf8)
    self.events = events
  }

  init(_ name: String, bytes: [UInt8], _ events: [InputEvent]) {
    self.name = name
    self.bytes = bytes
    self.events = events
  }

  var testDescription: String { name }
}

func key(_ key: KeyEvent.Key, _ modifiers: KeyModifiers = []) -> InputEvent {
  .key(KeyEvent(key, modifiers: modifiers))
}

func char(_ character: Character, _ modifiers: KeyModifiers = []) -> InputEvent {
  .key(KeyEvent(.character(character), modifiers: modifiers))
}

func mouse(_ kind: MouseEvent.Kind, _ column: Int, _ row: Int, _ modifiers: KeyModifiers = [])
  -> InputEvent
{
  .mouse(MouseEvent(kind, column: column, row: row, modifiers: modifiers))
}

/// Decodes `bytes` in one chunk and flushes a pending escape.
func decodeAll(_ bytes: [UInt8]) -> [InputEvent] {
  var decoder = InputDecoder()
  return decoder.decode(bytes) + decoder.flushTimeout()
}

@Suite struct InputDecoderTests {
  static let cases: [DecoderCase] = [
    // Home and End in every form of TERMINAL.md §4.
    DecoderCase("Home CSI H", "\u{1B}[H", [key(.home)]),
    DecoderCase("Home SS3 H", "\u{1B}OH", [key(.home)]),
    DecoderCase("Home CSI 1~ (tmux)", "\u{1B}[1~", [key(.home)]),
    DecoderCase("Home CSI 7~ (rxvt)", "\u{1B}[7~", [key(.home)]),
    DecoderCase("End CSI F", "\u{1B}[F", [key(.end)]),
    DecoderCase("End SS3 F", "\u{1B}OF", [key(.end)]),
    DecoderCase("End CSI 4~", "\u{1B}[4~", [key(.end)]),
    DecoderCase("End CSI 8~", "\u{1B}[8~", [key(.end)]),
    DecoderCase("Ctrl-End", "\u{1B}[1;5F", [key(.end, .control)]),
    // Arrows.
    DecoderCase("Up CSI", "\u{1B}[A", [key(.up)]),
    DecoderCase("Down CSI", "\u{1B}[B", [key(.down)]),
    DecoderCase("Right CSI", "\u{1B}[C", [key(.right)]),
    DecoderCase("Left CSI", "\u{1B}[D", [key(.left)]),
    DecoderCase("Up SS3", "\u{1B}OA", [key(.up)]),
    DecoderCase("Down SS3", "\u{1B}OB", [key(.down)]),
    DecoderCase("Right SS3", "\u{1B}OC", [key(.right)]),
    DecoderCase("Left SS3", "\u{1B}OD", [key(.left)]),
    DecoderCase("Shift-Up", "\u{1B}[1;2A", [key(.up, .shift)]),
    DecoderCase("Alt-Up", "\u{1B}[1;3A", [key(.up, .alt)]),
    DecoderCase("Ctrl-Up", "\u{1B}[1;5A", [key(.up, .control)]),
    DecoderCase("Ctrl-Shift-Left", "\u{1B}[1;6D", [key(.left, [.control, .shift])]),
    DecoderCase("Ctrl-Alt-Shift-Down", "\u{1B}[1;8B", [key(.down, [.control, .alt, .shift])]),
    DecoderCase("Ctrl-Right SS3 modifier", "\u{1B}O5C", [key(.right, .control)]),
    DecoderCase("Shift-Up rxvt", "\u{1B}[a", [key(.up, .shift)]),
    // Pages, Insert, Delete.
    DecoderCase("PgUp", "\u{1B}[5~", [key(.pageUp)]),
    DecoderCase("PgDn", "\u{1B}[6~", [key(.pageDown)]),
    DecoderCase("Ctrl-PgDn", "\u{1B}[6;5~", [key(.pageDown, .control)]),
    DecoderCase("Shift-PgUp", "\u{1B}[5;2~", [key(.pageUp, .shift)]),
    DecoderCase("Insert", "\u{1B}[2~", [key(.insert)]),
    DecoderCase("Delete", "\u{1B}[3~", [key(.delete)]),
    // Function keys.
    DecoderCase("F1 SS3", "\u{1B}OP", [key(.function(1))]),
    DecoderCase("F2 SS3", "\u{1B}OQ", [key(.function(2))]),
    DecoderCase("F3 SS3", "\u{1B}OR", [key(.function(3))]),
    DecoderCase("F4 SS3", "\u{1B}OS", [key(.function(4))]),
    DecoderCase("F1 CSI 11~", "\u{1B}[11~", [key(.function(1))]),
    DecoderCase("F5", "\u{1B}[15~", [key(.function(5))]),
    DecoderCase("F6", "\u{1B}[17~", [key(.function(6))]),
    DecoderCase("F10", "\u{1B}[21~", [key(.function(10))]),
    DecoderCase("F11", "\u{1B}[23~", [key(.function(11))]),
    DecoderCase("F12", "\u{1B}[24~", [key(.function(12))]),
    DecoderCase("Shift-F1 CSI", "\u{1B}[1;2P", [key(.function(1), .shift)]),
    DecoderCase("Ctrl-F5", "\u{1B}[15;5~", [key(.function(5), .control)]),
    DecoderCase("F1 Linux console", "\u{1B}[[A", [key(.function(1))]),
    // Tab, Enter, Backspace, controls.
    DecoderCase("Shift-Tab", "\u{1B}[Z", [key(.tab, .shift)]),
    DecoderCase("Tab", "\t", [key(.tab)]),
    DecoderCase("Enter", "\r", [key(.enter)]),
    DecoderCase("Backspace DEL", bytes: [0x7F], [key(.backspace)]),
    DecoderCase("Backspace BS", bytes: [0x08], [key(.backspace)]),
    DecoderCase("Ctrl-C quits", bytes: [0x03], [.quit]),
    DecoderCase("Ctrl-D", bytes: [0x04], [char("d", .control)]),
    DecoderCase(
      "Ctrl-B Ctrl-F Ctrl-U", bytes: [0x02, 0x06, 0x15],
      [char("b", .control), char("f", .control), char("u", .control)]),
    DecoderCase("Ctrl-Space", bytes: [0x00], [char(" ", .control)]),
    DecoderCase("Ctrl-Backslash", bytes: [0x1C], [char("\\", .control)]),
    // Alt chords.
    DecoderCase("Alt-x", "\u{1B}x", [char("x", .alt)]),
    DecoderCase("Alt-Shift-X", "\u{1B}X", [char("X", .alt)]),
    DecoderCase("Alt-Enter", "\u{1B}\r", [key(.enter, .alt)]),
    DecoderCase("Alt-Backspace", bytes: [0x1B, 0x7F], [key(.backspace, .alt)]),
    DecoderCase("Ctrl-Alt-a", bytes: [0x1B, 0x01], [char("a", [.control, .alt])]),
    DecoderCase("Alt-Hangul", "\u{1B}한", [char("한", .alt)]),
    DecoderCase("Escape Escape", "\u{1B}\u{1B}", [key(.escape), key(.escape)]),
    // Text.
    DecoderCase("ASCII", "jk q", [char("j"), char("k"), char(" "), char("q")]),
    DecoderCase("Hangul", "한글", [char("한"), char("글")]),
    DecoderCase("emoji", "👍", [char("👍")]),
    DecoderCase("invalid UTF-8 dropped", bytes: [0xFF, 0x61, 0xC3, 0x28], [char("a"), char("(")]),
    DecoderCase("overlong dropped", bytes: [0xC0, 0xAF, 0xE0, 0x80, 0xAF, 0x62], [char("b")]),
    DecoderCase("surrogate dropped", bytes: [0xED, 0xA0, 0x80, 0x63], [char("c")]),
    DecoderCase("UTF-8 C1 dropped", bytes: [0xC2, 0x9B, 0x64], [char("d")]),
    // Mouse.
    DecoderCase("click", "\u{1B}[<0;10;5M", [mouse(.press(.left), 9, 4)]),
    DecoderCase("release", "\u{1B}[<0;10;5m", [mouse(.release(.left), 9, 4)]),
    DecoderCase("middle press", "\u{1B}[<1;1;1M", [mouse(.press(.middle), 0, 0)]),
    DecoderCase("right press", "\u{1B}[<2;3;4M", [mouse(.press(.right), 2, 3)]),
    DecoderCase("wheel up", "\u{1B}[<64;10;5M", [mouse(.scroll(.up), 9, 4)]),
    DecoderCase("wheel down", "\u{1B}[<65;10;5M", [mouse(.scroll(.down), 9, 4)]),
    DecoderCase("Shift click", "\u{1B}[<4;2;2M", [mouse(.press(.left), 1, 1, .shift)]),
    DecoderCase("Alt click", "\u{1B}[<8;2;2M", [mouse(.press(.left), 1, 1, .alt)]),
    DecoderCase("Ctrl wheel", "\u{1B}[<80;2;2M", [mouse(.scroll(.up), 1, 1, .control)]),
    DecoderCase("drag", "\u{1B}[<32;7;8M", [mouse(.drag(.left), 6, 7)]),
    DecoderCase("motion", "\u{1B}[<35;7;8M", [mouse(.move, 6, 7)]),
    DecoderCase("past column 223", "\u{1B}[<0;300;100M", [mouse(.press(.left), 299, 99)]),
    DecoderCase("X10 ignored", bytes: [0x1B, 0x5B, 0x4D, 0x20, 0x21, 0x21, 0x61], [char("a")]),
    DecoderCase("1015 ignored", "\u{1B}[32;10;5Ma", [char("a")]),
    DecoderCase("SGR zero coordinate dropped", "\u{1B}[<0;0;5Ma", [char("a")]),
    // Paste.
    DecoderCase("paste", "\u{1B}[200~jjjq\u{1B}[201~", [.paste("jjjq")]),
    DecoderCase(
      "paste keeps Hangul, newlines", "\u{1B}[200~한\r\n글\r!\u{1B}[201~",
      [.paste("한\n글\n!")]),
    DecoderCase(
      "paste strips ESC and C1", "\u{1B}[200~a\u{1B}]52;c;x\u{07}\u{9B}b\u{1B}[201~",
      [.paste("a]52;c;x\u{07}b")]),
    DecoderCase("empty paste", "\u{1B}[200~\u{1B}[201~", [.paste("")]),
    DecoderCase("paste then key", "\u{1B}[200~x\u{1B}[201~q", [.paste("x"), char("q")]),
    // Focus, kitty, unknown sequences.
    DecoderCase("focus in and out", "\u{1B}[I\u{1B}[O", [.focus(true), .focus(false)]),
    DecoderCase("kitty a", "\u{1B}[97u", [char("a")]),
    DecoderCase("kitty Ctrl-Enter", "\u{1B}[13;5u", [key(.enter, .control)]),
    DecoderCase("kitty Ctrl-C quits", "\u{1B}[99;5u", [.quit]),
    DecoderCase("unknown CSI dropped", "\u{1B}[?2026;2$yx", [char("x")]),
    DecoderCase("DA1 reply dropped", "\u{1B}[?1;2cx", [char("x")]),
    DecoderCase("SGR-looking CSI dropped", "\u{1B}[38;5;1my", [char("y")]),
    DecoderCase("unknown SS3 dropped", "\u{1B}Oxz", [char("z")]),
    DecoderCase("unknown tilde dropped", "\u{1B}[99~z", [char("z")]),
    DecoderCase("control aborts CSI", "\u{1B}[1;\rz", [key(.enter), char("z")]),
    DecoderCase("ESC restarts CSI", "\u{1B}[1;\u{1B}[B", [key(.down)]),
  ]

  @Test(arguments: cases)
  func decodesSequence(_ testCase: DecoderCase) {
    #expect(decodeAll(testCase.bytes) == testCase.events, "\(testCase.name)")
  }

  @Test(arguments: cases)
  func decodesSequenceSplitAtEveryOffset(_ testCase: DecoderCase) {
    for split in 0...testCase.bytes.count {
      var decoder = InputDecoder()
      let events =
        decoder.decode(testCase.bytes[..<split]) + decoder.decode(testCase.bytes[split...])
        + decoder.flushTimeout()
      #expect(events == testCase.events, "\(testCase.name) split at \(split)")
    }
  }

  @Test func loneEscapeWaitsForTheTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.isAwaitingMore)
    #expect(decoder.flushTimeout() == [key(.escape)])
    #expect(!decoder.isAwaitingMore)
    #expect(decoder.decode(Array("ab".utf8)) == [char("a"), char("b")])
  }

  @Test func escapeThenTextWithinTheTimeoutIsAlt() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0x1B]).isEmpty)
    #expect(decoder.decode(Array("b".utf8)) == [char("b", .alt)])
  }

  @Test func escapeBracketAloneIsAltBracket() {
    #expect(decodeAll(Array("\u{1B}[".utf8)) == [char("[", .alt)])
    #expect(decodeAll(Array("\u{1B}O".utf8)) == [char("O", .alt)])
  }

  @Test(arguments: [
    "\u{1B}[1;", "\u{1B}[<0;10", "\u{1B}[15", "\u{1B}O5", "\u{1B}[[", "\u{1B}[M !",
  ])
  func truncatedSequenceIsDroppedAndTextFollows(_ prefix: String) {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array(prefix.utf8)).isEmpty)
    #expect(decoder.isAwaitingMore, "\(prefix.debugDescription) should wait")
    #expect(decoder.flushTimeout().isEmpty)
    #expect(decoder.droppedByteCount > 0 || prefix.hasPrefix("\u{1B}[M"))
    #expect(decoder.decode(Array("ok".utf8)) == [char("o"), char("k")])
  }

  @Test func truncatedUTF8IsDroppedAtTheTimeout() {
    var decoder = InputDecoder()
    #expect(decoder.decode([0xED, 0x95]).isEmpty)
    #expect(decoder.isAwaitingMore)
    #expect(decoder.flushTimeout().isEmpty)
    #expect(decoder.droppedByteCount == 2)
    #expect(decoder.decode([0x9C]).isEmpty)
    #expect(decoder.decode(Array("한".utf8)) == [char("한")])
  }

  @Test func pasteNeverBecomesKeysOrTimesOut() {
    var decoder = InputDecoder()
    #expect(decoder.decode(Array("\u{1B}[200~jjjq".utf8)).isEmpty)
    #expect(decoder.isInsidePaste)
    #expect(!decoder.isAwaitingMore)
    #expect(decoder.flushTimeout().isEmpty)
    #expect(decoder.decode(Array("\u{03}\u{1B}[A\u{1B}[201~".utf8)) == [.paste("jjjq\u{03}[A")])
  }

  @Test func oversizedSequenceIsDroppedWhole() {
    let bytes = Array(("\u{1B}[" + String(repeating: "1;", count: 100) + "Ax").utf8)
    var decoder = InputDecoder()
    #expect(decoder.decode(bytes) == [char("x")])
    #expect(decoder.droppedByteCount == bytes.count - 1)
  }

  @Test func describesKeys() {
    #expect(KeyEvent(.up, modifiers: [.control, .shift]).description == "Ctrl-Shift-up")
    #expect(KeyEvent(.character("x"), modifiers: .alt).description == "Alt-x")
    #expect(KeyEvent(.function(5)).description == "F5")
  }
}
