import FoldKitTerminal
import Testing

@Suite struct RendererSanitizingTests {
  static let hostile = [
    "\u{1B}[2J\u{1B}[H", "\u{1B}]52;c;aGVsbG8=\u{07}", "\u{1B}]0;title\u{1B}\\", "\u{9B}31m",
    "\u{90}dcs\u{9C}", "\u{9D}osc", "bell\u{07}", "a\rb\nc", "\u{202E}evil", "\u{7F}del",
  ]

  @Test func dataControlsRenderAsPlaceholders() throws {
    var frame = CellBuffer(size: TerminalSize(columns: 30, rows: Self.hostile.count))
    for (row, text) in Self.hostile.enumerated() { frame.draw(text, column: 0, row: row) }
    frame.checkInvariants()
    #expect(
      frame.lines.map { String($0.prefix(20)) } == [
        "^[[2J^[[H           ", "^[]52;c;aGVsbG8=^G  ", "^[]0;title^[\\       ",
        "\u{FFFD}31m                ", "\u{FFFD}dcs\u{FFFD}               ",
        "\u{FFFD}osc                ", "bell^G              ", "a b c               ",
        "evil                ", "^?del               ",
      ])
    var renderer = Renderer()
    var output = MemoryTerminalOutput()
    try renderer.render(frame, to: &output)
    var terminal = VirtualTerminal(size: frame.size)
    terminal.feed(output.bytes)
    #expect(terminal.errors.isEmpty, "\(terminal.errors)")
    #expect(terminal.screen == VirtualTerminal.expected(frame, profile: .trueColor))
    // Every ESC in the output starts one of the renderer's own CSI sequences, and no scalar in
    // it is a C1 control or any C0 control other than CR and LF.
    let scalars = Array(String(decoding: output.bytes, as: UTF8.self).unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let value = scalar.value
      #expect(!(0x80...0x9F).contains(value), "C1 U+\(String(value, radix: 16)) in output")
      #expect(value >= 0x20 || value == 0x1B || value == 0x0D || value == 0x0A, "C0 \(value)")
      if value == 0x1B { #expect(index + 1 < scalars.count && scalars[index + 1] == "[") }
    }
  }

  @Test func sanitizeMatchesWhatTheBufferDraws() {
    #expect(CellSanitizer.sanitize("a\tb") == "a       b")
    #expect(CellSanitizer.sanitize("ab\tc", startColumn: 5) == "ab c")
    #expect(CellSanitizer.sanitize("\u{1B}x\u{9B}\u{7F}\r\n\u{2066}y") == "^[x\u{FFFD}^? y")
    #expect(CellSanitizer.sanitize("한글 👍") == "한글 👍")
  }
}
