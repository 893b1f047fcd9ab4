import FoldKitTerminal
import FoldKitTestSupport
import Testing

@Suite struct CellBufferTests {
  func buffer(_ columns: Int, _ rows: Int = 1) -> CellBuffer {
    CellBuffer(size: TerminalSize(columns: columns, rows: rows))
  }

  @Test func drawsTextAndDescribesRowsEndingWithBar() {
    var grid = buffer(10, 2)
    #expect(grid.draw("한글 ok", column: 0, row: 0) == 7)
    grid.draw("👍x", column: 1, row: 1)
    grid.checkInvariants()
    #expect(grid.description == "한글 ok   |\n 👍x      |")
    #expect(grid[1, 0].isContinuation && grid[0, 0].width == 2 && grid[4, 0].grapheme == " ")
    #expect(grid.plainText == "한글 ok\n 👍x")
  }

  @Test func clipsAtTheLimitWithoutSplittingAWideCluster() {
    var grid = buffer(6)
    #expect(grid.draw("ab한글", column: 0, row: 0, limit: 5) == 5)
    #expect(grid.description == "ab한  |")
    var edge = buffer(5)
    #expect(edge.draw("abcd한", column: 0, row: 0) == 5)
    #expect(edge.description == "abcd |")
    edge.checkInvariants()
  }

  @Test func clipsAtTheLeftEdgeWithASpace() {
    var grid = buffer(4)
    grid.draw("xxxx", column: 0, row: 0)
    grid.draw("한b", column: -1, row: 0, style: Style(.bold))
    #expect(grid.description == " bxx|")
    #expect(grid[0, 0].style == Style(.bold))
    grid.checkInvariants()
  }

  @Test func overwritingHalfAWideClusterBlanksTheOtherHalf() {
    var grid = buffer(6)
    grid.draw("한글국", column: 0, row: 0)
    grid.draw("x", column: 1, row: 0)
    #expect(grid.description == " x글국|")
    grid.draw("y", column: 2, row: 0)
    #expect(grid.description == " xy 국|")
    grid.draw("漢", column: 3, row: 0)
    #expect(grid.description == " xy漢 |")
    grid.checkInvariants()
  }

  @Test func zeroWidthClustersTakeNoCell() {
    var grid = buffer(6)
    grid.draw("a\u{200B}b\u{301}e\u{301}", column: 0, row: 0)
    #expect(grid.description == "ab\u{301}e\u{301}   |")
  }

  @Test func tabsExpandToTheNextStop() {
    var grid = buffer(12)
    grid.draw("a\tb", column: 2, row: 0)
    #expect(grid.description == "  a     b   |")
  }

  @Test func restyleCoversWideClustersWhole() {
    var grid = buffer(6)
    grid.draw("ab한c", column: 0, row: 0)
    grid.restyle(row: 0, columns: 3..<4) { $0.adding(.reverse) }
    #expect(grid[2, 0].style == .reverse && grid[3, 0].style == .reverse)
    #expect(grid[1, 0].style == .plain && grid[4, 0].style == .plain)
    grid.checkInvariants()
  }

  @Test func fillAndClear() {
    var grid = buffer(5, 2)
    grid.draw("hello", column: 0, row: 0)
    grid.fill(row: 0, columns: 1..<3, style: .reverse)
    #expect(grid.description == "h  lo|\n     |")
    #expect(grid[1, 0].style == .reverse)
    grid.clear()
    #expect(grid == buffer(5, 2))
  }

  @Test func randomDrawingKeepsTheInvariants() {
    let steps = scaledStepCount("FOLDKIT_TERMINAL_STEPS", default: 200)
    for seed in UInt64(1)...3 {
      var generator = FrameGenerator(random: SplitMix64(seed: seed))
      var grid = buffer(1 + generator.int(30), 1 + generator.int(5))
      for _ in 0..<steps {
        generator.mutate(&grid)
        grid.checkInvariants()
      }
    }
  }
}

@Suite struct ColorTests {
  @Test func downgradesToTheNearestColor() {
    #expect(Color.rgb(255, 0, 0).downgraded(to: .ansi256) == .indexed(196))
    #expect(Color.rgb(128, 128, 128).downgraded(to: .ansi256) == .indexed(244))
    #expect(Color.rgb(255, 0, 0).downgraded(to: .ansi16) == .ansi(9))
    #expect(Color.indexed(196).downgraded(to: .ansi16) == .ansi(9))
    #expect(Color.indexed(4).downgraded(to: .ansi16) == .ansi(4))
    #expect(Color.indexed(232).downgraded(to: .ansi16) == .ansi(0))
    #expect(Color.ansi(3).downgraded(to: .none) == .default)
    #expect(Color.rgb(1, 2, 3).downgraded(to: .trueColor) == .rgb(1, 2, 3))
  }

  @Test func noColorKeepsAttributes() {
    let style = Style([.bold, .reverse, .underline], foreground: .red, background: .rgb(0, 0, 0))
    #expect(style.downgraded(to: .none) == Style([.bold, .reverse, .underline]))
  }
}
