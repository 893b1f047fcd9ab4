import FoldKit
import FoldKitTerminal
import Testing

@Suite struct TableViewAnimationTests {
  @Test func insertedRowsFadeInFromDim() {
    var table = makeTable(sections: 1, rows: 2, size: TerminalSize(columns: 12, rows: 5))
    table.press(.enter, now: .milliseconds(0))
    let during = table.frame(now: .milliseconds(50))
    #expect(during[2, 2].style.attributes.contains(.dim))
    #expect(table.isAnimating(at: .milliseconds(50)))
    let after = table.frame(now: .milliseconds(200))
    #expect(!after[2, 2].style.attributes.contains(.dim))
    #expect(!table.isAnimating(at: .milliseconds(200)))
  }

  @Test func removedRowsFadeOutBeneathTheirAnchor() {
    var table = makeTable(sections: 1, rows: 2, size: TerminalSize(columns: 12, rows: 5))
    table.press(.enter, now: .milliseconds(0))
    table.press(.enter, now: .milliseconds(500))
    #expect(expandedIDs(table).isEmpty)
    // While fading, the removed children are still drawn, dim, where they were.
    #expect(
      table.grid(now: .milliseconds(550)) == """
        Section A   |
        A1        ▸ |
          A1a       |
          A1b       |
        A2        ▸ |
        """)
    let frame = table.frame(now: .milliseconds(550))
    #expect(frame[2, 2].style.attributes.contains(.dim))
    #expect(
      table.grid(now: .milliseconds(700)) == """
        Section A   |
        A1        ▸ |
        A2        ▸ |
                    |
                    |
        """)
  }

  @Test func disabledAnimationsShowTheFinalStateAtOnce() {
    var table = makeTable(sections: 1, rows: 2, size: TerminalSize(columns: 12, rows: 5))
    table.animationsEnabled = false
    table.press(.enter)
    #expect(!table.isAnimating(at: .zero))
    #expect(!table.frame()[2, 2].style.attributes.contains(.dim))
  }

  /// A burst of keys during running fades changes the model at once, exactly as without
  /// animation: no toggle is lost, doubled or applied to another row.
  @Test func burstOfKeysDuringAnAnimationAppliesEachToggleOnce() {
    let keys: [KeyEvent.Key] = [
      .enter, .down, .down, .down, .enter, .up, .enter, .down, .enter, .down, .down, .enter,
      .up, .up, .up, .up, .up, .enter, .end, .enter, .home, .enter,
    ]
    let selected = [
      "A1", "A1a", "A1b", "A2", "A2", "A1b", "A1b", "A2", "A2", "A3", "B1", "B1", "A3", "A2",
      "A1b", "A1a", "A1", "A1", "B3", "B3", "A1", "A1",
    ]
    var animated = makeTable(sections: 2, rows: 3, size: TerminalSize(columns: 14, rows: 8))
    var reference = animated
    reference.animationsEnabled = false
    for (step, key) in keys.enumerated() {
      // 10 ms apart: every key lands while the previous fades still run.
      let now = Duration.milliseconds(10 * step)
      animated.press(key, now: now)
      reference.press(key, now: now)
      #expect(expandedIDs(animated) == expandedIDs(reference), "step \(step)")
      #expect(animated.selection == reference.selection, "step \(step)")
      #expect(animated.selectedItem == selected[step], "step \(step)")
      _ = animated.frame(now: now + .milliseconds(5))
    }
    // Worked out by hand: A1 opened, A2 opened and closed, B1 opened, A1 closed, B3 opened,
    // A1 opened again.
    #expect(expandedIDs(animated) == ["A1", "B1", "B3"])
    let end = Duration.milliseconds(10 * keys.count + 500)
    #expect(!animated.isAnimating(at: end))
    #expect(animated.grid(now: end) == reference.grid(now: end))
  }
}
