import FoldKitTerminal
import FoldKitTestSupport
import Testing

/// Random frames for the replay tests: text of every width, controls, styles of every colour
/// kind, highlights and blank runs.
struct FrameGenerator {
  static let words: [String] = [
    "list", "row", "FoldKit", "한글", "가나다라", "항목 12", "漢字", "Ａｂ", "👍", "🇰🇷", "👨‍👩‍👧", "e\u{301}",
    "⌚", "x", "  ", "\t", "\u{1B}[2J", "\u{9B}31m", "a\u{7}b", "\u{202E}rtl", "ok\r\nnext", "😀😀",
  ]

  var random: SplitMix64

  mutating func int(_ bound: Int) -> Int { Int(random.next() % UInt64(max(bound, 1))) }

  mutating func color() -> Color {
    switch int(5) {
    case 0: .default
    case 1: .ansi(UInt8(int(16)))
    case 2: .indexed(UInt8(int(256)))
    case 3: .rgb(UInt8(int(256)), UInt8(int(256)), UInt8(int(256)))
    default: .default
    }
  }

  mutating func style() -> Style {
    if int(3) == 0 { return .plain }
    return Style(
      TextAttributes(rawValue: UInt8(int(32))), foreground: color(),
      background: int(3) == 0 ? color() : .default)
  }

  mutating func text() -> String {
    (0..<1 + int(6)).map { _ in Self.words[int(Self.words.count)] }.joined(separator: " ")
  }

  /// Changes a few random parts of `buffer`.
  mutating func mutate(_ buffer: inout CellBuffer) {
    let size = buffer.size
    for _ in 0..<1 + int(6) {
      let row = int(size.rows)
      switch int(5) {
      case 0:
        buffer.fill(row: row, columns: 0..<size.columns)
        buffer.draw(text(), column: int(size.columns), row: row, style: style())
      case 1:
        let start = int(size.columns)
        buffer.restyle(row: row, columns: start..<start + int(size.columns)) {
          $0.adding(.reverse)
        }
      case 2:
        let start = int(size.columns)
        buffer.fill(row: row, columns: start..<start + int(12), style: style())
      case 3:
        buffer.draw(text(), column: int(size.columns + 4) - 2, row: row, style: style())
      default:
        buffer.draw(
          text(), column: int(size.columns), row: row, style: style(), limit: int(size.columns + 1))
      }
    }
  }
}

@Suite struct RendererReplayTests {
  @Test(arguments: [ColorProfile.trueColor, .ansi256, .ansi16, .none])
  func replayedOutputMatchesEveryFrame(_ profile: ColorProfile) throws {
    let steps = scaledStepCount("FOLDKIT_TERMINAL_STEPS", default: 200)
    for seed in UInt64(1)...3 {
      var generator = FrameGenerator(
        random: SplitMix64(seed: seed &* 7919 &+ UInt64(profile.rawValue)))
      var size = TerminalSize(columns: 1 + generator.int(40), rows: 1 + generator.int(12))
      var terminal = VirtualTerminal(size: size)
      var renderer = Renderer(colorProfile: profile)
      var frame = CellBuffer(size: size)
      for step in 0..<steps {
        if generator.int(25) == 0 {
          size = TerminalSize(columns: 1 + generator.int(40), rows: 1 + generator.int(12))
          terminal.resize(to: size)
          frame = CellBuffer(size: size)
          renderer.invalidate()
        }
        generator.mutate(&frame)
        frame.checkInvariants()
        var output = MemoryTerminalOutput()
        let stats = try renderer.render(frame, to: &output)
        terminal.feed(output.bytes)
        let context = "seed \(seed) step \(step) \(profile) \(size)"
        #expect(terminal.errors.isEmpty, "\(context): \(terminal.errors.prefix(3))")
        #expect(!terminal.isSynchronized, "\(context): frame left synchronized output on")
        #expect(stats.bytes == output.bytes.count, "\(context)")
        #expect(output.writeCount <= 1, "\(context): one write per frame")
        #expect(
          stats.cellsWritten + stats.cellsSkipped == size.columns * size.rows,
          "\(context): \(stats)")
        let expected = VirtualTerminal.expected(frame, profile: profile)
        if terminal.screen != expected {
          Issue.record("\(context): screen differs\n\(terminal.text)\nexpected\n\(frame)")
          return
        }
      }
    }
  }
}
