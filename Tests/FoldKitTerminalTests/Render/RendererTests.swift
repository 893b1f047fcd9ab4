import FoldKitTerminal
import Testing

/// A table-like screen: `rows` rows of Korean and English text, `selected` in reverse video.
func tableScreen(columns: Int, rows: Int, selected: Int, seed: Int = 0) -> CellBuffer {
  var buffer = CellBuffer(size: TerminalSize(columns: columns, rows: rows))
  for row in 0..<rows {
    let marker = row % 5 == 0 ? "▾" : " "
    let text = "\(marker) [x] 항목 \(row + seed) — item \(row) 설명 텍스트 with English words"
    buffer.draw(text, column: 0, row: row, style: row % 5 == 0 ? Style(.bold) : .plain)
    if row == selected { buffer.restyle(row: row, columns: 0..<columns) { $0.adding(.reverse) } }
  }
  return buffer
}

func replay(_ bytes: [UInt8], size: TerminalSize, into terminal: inout VirtualTerminal?) {
  if terminal == nil { terminal = VirtualTerminal(size: size) }
  terminal?.feed(bytes)
}

@Suite struct RendererTests {
  @Test func firstFrameIsAFullRepaintBracketedBySynchronizedOutput() throws {
    var renderer = Renderer()
    var output = MemoryTerminalOutput()
    let stats = try renderer.render(tableScreen(columns: 40, rows: 5, selected: 1), to: &output)
    #expect(stats.isFullRepaint)
    let text = String(decoding: output.bytes, as: UTF8.self)
    #expect(text.hasPrefix("\u{1B}[?2026h\u{1B}[0m\u{1B}[H\u{1B}[2J"))
    #expect(text.hasSuffix("\u{1B}[?2026l"))
    #expect(output.writeCount == 1)
  }

  @Test func identicalFrameWritesNothing() throws {
    var renderer = Renderer()
    var output = MemoryTerminalOutput()
    let frame = tableScreen(columns: 40, rows: 5, selected: 1)
    try renderer.render(frame, to: &output)
    let before = output.bytes.count
    let stats = try renderer.render(frame, to: &output)
    #expect(stats.bytes == 0 && output.bytes.count == before)
    #expect(stats.cellsSkipped == 200 && stats.cellsWritten == 0)
  }

  @Test func movingTheSelectionStaysUnderBudgetAt80Columns() throws {
    var renderer = Renderer()
    var output = MemoryTerminalOutput()
    var terminal: VirtualTerminal?
    try renderer.render(tableScreen(columns: 80, rows: 24, selected: 3), to: &output)
    replay(output.bytes, size: TerminalSize(columns: 80, rows: 24), into: &terminal)
    output = MemoryTerminalOutput()
    let next = tableScreen(columns: 80, rows: 24, selected: 4)
    let stats = try renderer.render(next, to: &output)
    #expect(stats.bytes < 300, "\(stats)")
    replay(output.bytes, size: next.size, into: &terminal)
    #expect(terminal?.screen == VirtualTerminal.expected(next, profile: .trueColor))
  }

  /// Walking the selection down and up a 200-column table replays to exactly each frame.
  @Test func selectionWalkOnAWideTableReplaysExactly() throws {
    let size = TerminalSize(columns: 200, rows: 60)
    var renderer = Renderer(colorProfile: .ansi256)
    var terminal = VirtualTerminal(size: size)
    for selected in Array(0..<60) + Array((0..<59).reversed()) {
      let frame = tableScreen(columns: 200, rows: 60, selected: selected)
      var output = MemoryTerminalOutput()
      let stats = try renderer.render(frame, to: &output)
      terminal.feed(output.bytes)
      #expect(terminal.errors.isEmpty, "selection \(selected): \(terminal.errors.prefix(2))")
      #expect(stats.isFullRepaint || stats.bytes < 600, "selection \(selected): \(stats)")
      if terminal.screen != VirtualTerminal.expected(frame, profile: .ansi256) {
        Issue.record("selection \(selected): screen differs\n\(terminal.text)")
        return
      }
    }
  }

  /// After "hello world" the cursor sits at column 11; five columns back is the cheapest move.
  @Test func onlyChangedCellsAreWritten() throws {
    var renderer = Renderer()
    var output = MemoryTerminalOutput()
    var frame = CellBuffer(size: TerminalSize(columns: 20, rows: 3))
    frame.draw("hello world", column: 0, row: 1)
    try renderer.render(frame, to: &output)
    frame.draw("W", column: 6, row: 1)
    output = MemoryTerminalOutput()
    let stats = try renderer.render(frame, to: &output)
    #expect(String(decoding: output.bytes, as: UTF8.self) == "\u{1B}[?2026h\u{1B}[5DW\u{1B}[?2026l")
    #expect(stats.cellsWritten == 1 && stats.cellsSkipped == 59)
  }

  @Test func shortUnchangedGapsAreRewrittenInsteadOfMovedOver() throws {
    var renderer = Renderer()
    var output = MemoryTerminalOutput()
    var frame = CellBuffer(size: TerminalSize(columns: 20, rows: 1))
    frame.draw("abcdef", column: 0, row: 0)
    try renderer.render(frame, to: &output)
    frame.draw("X", column: 1, row: 0)
    frame.draw("Y", column: 3, row: 0)
    output = MemoryTerminalOutput()
    try renderer.render(frame, to: &output)
    #expect(
      String(decoding: output.bytes, as: UTF8.self) == "\u{1B}[?2026h\u{1B}[5DXcY\u{1B}[?2026l")
  }

  @Test func styleChangesEmitOnlyTheDifference() throws {
    var renderer = Renderer()
    var output = MemoryTerminalOutput()
    var frame = CellBuffer(size: TerminalSize(columns: 8, rows: 1))
    try renderer.render(frame, to: &output)
    frame.draw("a", column: 0, row: 0, style: Style(.bold))
    frame.draw("b", column: 1, row: 0, style: Style([.bold, .reverse], foreground: .red))
    frame.draw("c", column: 2, row: 0, style: Style(foreground: .rgb(1, 2, 3)))
    frame.draw("d", column: 3, row: 0, style: Style(background: .indexed(200)))
    output = MemoryTerminalOutput()
    try renderer.render(frame, to: &output)
    #expect(
      String(decoding: output.bytes, as: UTF8.self)
        == "\u{1B}[?2026h\u{1B}[1ma\u{1B}[7;31mb\u{1B}[0;38;2;1;2;3mc\u{1B}[0;48;5;200md"
        + "\u{1B}[?2026l")
  }

  @Test func attributesTurnOffWithTheirOwnCodeWhenShorter() throws {
    var renderer = Renderer()
    var output = MemoryTerminalOutput()
    var frame = CellBuffer(size: TerminalSize(columns: 8, rows: 1))
    try renderer.render(frame, to: &output)
    frame.draw("ab", column: 0, row: 0, style: Style([.bold, .reverse], foreground: .red))
    frame.draw("c", column: 2, row: 0, style: Style(.bold, foreground: .red))
    output = MemoryTerminalOutput()
    try renderer.render(frame, to: &output)
    #expect(
      String(decoding: output.bytes, as: UTF8.self)
        == "\u{1B}[?2026h\u{1B}[1;7;31mab\u{1B}[27mc\u{1B}[?2026l")
  }

  @Test func trailingBlanksBecomeEraseLine() throws {
    var renderer = Renderer()
    var output = MemoryTerminalOutput()
    var frame = CellBuffer(size: TerminalSize(columns: 30, rows: 1))
    frame.draw(String(repeating: "x", count: 30), column: 0, row: 0)
    try renderer.render(frame, to: &output)
    frame.fill(row: 0, columns: 5..<30)
    output = MemoryTerminalOutput()
    try renderer.render(frame, to: &output)
    #expect(
      String(decoding: output.bytes, as: UTF8.self)
        == "\u{1B}[?2026h\u{1B}[1;6H\u{1B}[K\u{1B}[?2026l")
  }

  @Test func longBlankRunsInsideARowBecomeEraseCharacter() throws {
    var renderer = Renderer()
    var output = MemoryTerminalOutput()
    var frame = CellBuffer(size: TerminalSize(columns: 40, rows: 1))
    frame.draw(String(repeating: "x", count: 40), column: 0, row: 0, style: Style(.underline))
    try renderer.render(frame, to: &output)
    frame.fill(row: 0, columns: 5..<30)
    output = MemoryTerminalOutput()
    try renderer.render(frame, to: &output)
    // Underline does not show on erased cells, so it stays on; the cursor stays put after ECH.
    #expect(
      String(decoding: output.bytes, as: UTF8.self)
        == "\u{1B}[?2026h\u{1B}[1;6H\u{1B}[25X\u{1B}[?2026l")
    var terminal = VirtualTerminal(size: frame.size)
    var replayed = Renderer()
    var all = MemoryTerminalOutput()
    try replayed.render(CellBuffer(size: frame.size), to: &all)
    var first = CellBuffer(size: frame.size)
    first.draw(String(repeating: "x", count: 40), column: 0, row: 0, style: Style(.underline))
    try replayed.render(first, to: &all)
    try replayed.render(frame, to: &all)
    terminal.feed(all.bytes)
    #expect(terminal.screen == VirtualTerminal.expected(frame, profile: .trueColor))
  }

  @Test func colorsFollowTheProfile() throws {
    var frame = CellBuffer(size: TerminalSize(columns: 4, rows: 1))
    frame.draw("x", column: 0, row: 0, style: Style(.underline, foreground: .rgb(255, 0, 0)))
    for (profile, sgr) in [
      (ColorProfile.trueColor, "\u{1B}[4;38;2;255;0;0m"), (.ansi256, "\u{1B}[4;38;5;196m"),
      (.ansi16, "\u{1B}[4;91m"), (.none, "\u{1B}[4m"),
    ] {
      var renderer = Renderer(colorProfile: profile)
      var output = MemoryTerminalOutput()
      try renderer.render(frame, to: &output)
      #expect(String(decoding: output.bytes, as: UTF8.self).contains(sgr), "\(profile)")
    }
  }

  @Test func resizeRepaintsEverything() throws {
    var renderer = Renderer()
    var output = MemoryTerminalOutput()
    try renderer.render(tableScreen(columns: 30, rows: 4, selected: 0), to: &output)
    let stats = try renderer.render(tableScreen(columns: 40, rows: 6, selected: 0), to: &output)
    #expect(stats.isFullRepaint)
  }

  struct FailingOutput: TerminalOutput {
    var attempts = 0
    var bytes: [UInt8] = []
    mutating func write(_ bytes: [UInt8]) throws {
      attempts += 1
      if attempts == 1 { throw TerminalError.writeFailed(errno: 5) }
      self.bytes += bytes
    }
  }

  @Test func failedWriteEndsSynchronizedOutputAndRepaintsNextTime() throws {
    var renderer = Renderer()
    var output = FailingOutput()
    let frame = tableScreen(columns: 20, rows: 2, selected: 0)
    let error = #expect(throws: TerminalError.self) { try renderer.render(frame, to: &output) }
    #expect(error == .writeFailed(errno: 5))
    #expect(output.bytes == Array("\u{1B}[?2026l".utf8))
    #expect(try renderer.render(frame, to: &output).isFullRepaint)
  }
}
