import FoldKit
import FoldKitScreens
public import FoldKitTerminal

extension GalleryApp {
  /// The tab labels, in order.
  var tabLabels: [String] {
    let full = screens.enumerated().map { " \($0.offset + 1) \($0.element.title) " }
    let width = full.reduce(0) { $0 + TableText.width(of: $1) + 1 }
    guard width > size.columns else { return full }
    // Too narrow for every name: the current screen keeps its name, the others their number.
    return screens.indices.map { $0 == current ? full[$0] : " \($0 + 1) " }
  }

  /// The index of the tab drawn at `column` of the tab bar, if any.
  func tabIndex(atColumn column: Int) -> Int? {
    var start = 0
    for (index, label) in tabLabels.enumerated() {
      let end = start + TableText.width(of: label)
      if column >= start && column < end { return index }
      start = end + 1
    }
    return nil
  }

  /// Every key hint of the screen shown, in help order: the common hints with the screen's own
  /// before the help and quit keys.
  var keyHints: [KeyHint] {
    var hints = strings.commonHints(screenCount: screens.count)
    let tail = hints.firstIndex { $0.priority == KeyHint.essential } ?? hints.count
    hints.insert(
      contentsOf: screen.extraHints
        + strings.searchHints(isFiltered: screen.table.controller.isFiltered && searchDraft == nil),
      at: tail)
    return hints
  }

  /// The key help of the screen shown, fitted to `width` columns: while the hints do not fit,
  /// the least important one goes (the last listed among equals); the help and quit keys stay.
  ///
  /// - Complexity: O(*h*²) for *h* hints.
  public func helpLine(width: Int) -> String {
    var hints = keyHints.filter { $0.priority > 0 }
    func line() -> String { hints.map(\.text).joined(separator: "  ") }
    while TableText.width(of: line()) > width {
      let droppable = hints.indices.filter { hints[$0].priority < KeyHint.essential }
      guard
        let victim = droppable.min(by: { hints[$0].priority < hints[$1].priority })
      else { break }
      hints.remove(at: victim)
    }
    return line()
  }

  /// Draws the whole frame at `now`.
  ///
  /// - Complexity: O(*w* · *h*) for a frame of *w* columns by *h* lines, plus the list's cost.
  public func render(now: Duration) -> CellBuffer {
    var buffer = CellBuffer(size: size)
    render(into: &buffer, now: now)
    return buffer
  }

  /// Draws the whole frame at `now` into `buffer`, which must have the app's size.
  ///
  /// - Precondition: `buffer.size == size`.
  /// - Complexity: As ``render(now:)``.
  public func render(into buffer: inout CellBuffer, now: Duration) {
    precondition(buffer.size == size, "frame \(buffer.size) is not the app's size \(size)")
    buffer.clear()
    guard size.rows >= Self.topLines + Self.bottomLines + 1 && size.columns >= 4 else {
      // Wrapped to the width and cut to the height, so it reads at any size.
      let lines = TextWrapping(width: max(1, size.columns), maximumLines: max(1, size.rows))
        .lines(of: strings.windowTooSmall)
      for (line, text) in lines.enumerated() where line < size.rows {
        TableRowDrawing.drawClipped(text, into: &buffer, column: 0, line: line, limit: size.columns)
      }
      return
    }
    if showsTabs {
      var column = 0
      for (index, label) in tabLabels.enumerated() {
        let style = index == current ? Style([.bold, .reverse]) : .plain
        column = buffer.draw(label, column: column, row: 0, style: style) + 1
      }
    } else {
      buffer.draw(" " + title, column: 0, row: 0, style: Style(.bold))
    }
    buffer.draw(
      String(repeating: "─", count: size.columns), column: 0, row: 1,
      style: GalleryRenderer.bandStyle)
    screen.table.render(into: &buffer, at: (0, Self.topLines), now: now)
    if let pin = screen.pinnedButtonLine {
      buffer.moveRow(Self.topLines + pin.drawn, to: Self.topLines + pin.shown)
    }
    drawScrollCue(into: &buffer)
    if screen.table.controller.rows.elements.isEmpty {
      TableRowDrawing.drawClipped(
        " " + strings.emptyList, into: &buffer, column: 0, line: Self.topLines,
        limit: size.columns, style: Style(.dim))
    }
    TableRowDrawing.drawClipped(
      " " + (searchLine ?? loadLine ?? screen.status), into: &buffer, column: 0,
      line: size.rows - 2, limit: size.columns,
      style: searchLine == nil && loadLine == nil ? .plain : Style(.bold))
    TableRowDrawing.drawClipped(
      " " + helpLine(width: size.columns - 1), into: &buffer, column: 0, line: size.rows - 1,
      limit: size.columns, style: Style(.dim))
    if showsHelp { drawHelpOverlay(into: &buffer) }
  }

  /// The scroll position cue at the right of the rule under the tabs, when the list is longer
  /// than its area: "↑ Lines 5–20 of 40 ↓", an arrow for each way there is more.
  var scrollCue: String? {
    let table = screen.table
    guard table.contentHeight > table.size.rows else { return nil }
    let first = table.scrollOffset + 1
    let last = min(table.contentHeight, table.scrollOffset + table.size.rows)
    var cue = strings.lines(first, last, of: table.contentHeight)
    if first > 1 { cue = "↑ " + cue }
    if last < table.contentHeight { cue += " ↓" }
    return " " + cue + " "
  }

  func drawScrollCue(into buffer: inout CellBuffer) {
    guard let cue = showsHelp ? helpScrollCue : scrollCue else { return }
    let width = TableText.width(of: cue)
    guard width + 2 <= size.columns else { return }
    buffer.draw(cue, column: size.columns - width - 1, row: 1, style: Style(.dim))
  }

  /// The lines of the help overlay below its title: every key of the screen shown, then the
  /// mouse, wrapped to the width (an explanation continues under itself).
  var helpOverlayLines: [String] {
    let hints = keyHints
    let keyWidth = hints.map { TableText.width(of: $0.keys) }.max() ?? 0
    let textWidth = max(8, size.columns - keyWidth - 4)
    var lines = [""]
    for hint in hints {
      let pad = String(repeating: " ", count: keyWidth - TableText.width(of: hint.keys))
      let wrapped = TextWrapping(width: textWidth).lines(of: hint.explanation)
      for (index, text) in wrapped.enumerated() {
        let lead = index == 0 ? hint.keys + pad : String(repeating: " ", count: keyWidth)
        lines.append(lead + "  " + text)
      }
    }
    lines.append("")
    lines += TextWrapping(width: max(8, size.columns - 2)).lines(of: strings.helpMouse)
    return lines
  }

  /// How many lines of ``helpOverlayLines`` the overlay shows at once: the list area less the
  /// title and the closing line.
  var helpBodyHeight: Int {
    max(1, size.rows - Self.topLines - Self.bottomLines - 2)
  }

  /// Whether the help overlay is taller than its area, so ↑↓ scroll it.
  var helpScrolls: Bool { helpOverlayLines.count > helpBodyHeight }

  /// The first line of ``helpOverlayLines`` shown, clamped to the lines there are.
  var helpFirstLine: Int {
    max(0, min(helpScroll, helpOverlayLines.count - helpBodyHeight))
  }

  /// "↑ Lines 3–8 of 18 ↓" for a help overlay taller than its area.
  var helpScrollCue: String? {
    guard helpScrolls else { return nil }
    let total = helpOverlayLines.count
    let first = helpFirstLine + 1
    let last = min(total, helpFirstLine + helpBodyHeight)
    var cue = strings.lines(first, last, of: total)
    if first > 1 { cue = "↑ " + cue }
    if last < total { cue += " ↓" }
    return " " + cue + " "
  }

  /// Scrolls the help overlay for `key` (↑↓, k/j, PgUp/PgDn, Home/End) when it is taller than
  /// its area.
  ///
  /// - Returns: Whether the key scrolled (else it closes the overlay).
  mutating func scrollHelp(_ key: KeyEvent) -> Bool {
    guard helpScrolls, key.modifiers.isEmpty else { return false }
    let page = max(1, helpBodyHeight - 1)
    let first = helpFirstLine
    switch key.key {
    case .up, .character("k"): helpScroll = first - 1
    case .down, .character("j"): helpScroll = first + 1
    case .pageUp, .character("b"): helpScroll = first - page
    case .pageDown, .character("f"), .character(" "): helpScroll = first + page
    case .home, .character("g"): helpScroll = 0
    case .end, .character("G"): helpScroll = helpOverlayLines.count
    default: return false
    }
    helpScroll = helpFirstLine
    return true
  }

  /// Draws the help overlay over the list area: the title, the lines in view, and the line
  /// saying how to close it, always on the area's last line when the overlay scrolls.
  func drawHelpOverlay(into buffer: inout CellBuffer) {
    let top = Self.topLines
    let bottom = size.rows - Self.bottomLines
    for line in top..<bottom {
      buffer.draw(String(repeating: " ", count: size.columns), column: 0, row: line)
    }
    let body = helpOverlayLines
    let scrolls = helpScrolls
    var lines = [strings.helpTitle]
    lines += scrolls ? Array(body.dropFirst(helpFirstLine).prefix(helpBodyHeight)) : body
    let closing = scrolls ? strings.helpScrollDismiss : strings.helpDismiss
    if scrolls {
      lines.append(closing)
    } else {
      lines += TextWrapping(width: max(8, size.columns - 2)).lines(of: closing)
    }
    for (index, text) in lines.enumerated() where top + index < bottom {
      let isClosing = scrolls && index == lines.count - 1
      TableRowDrawing.drawClipped(
        " " + text, into: &buffer, column: 0, line: isClosing ? bottom - 1 : top + index,
        limit: size.columns, style: index == 0 ? Style(.bold) : isClosing ? Style(.dim) : .plain)
    }
  }
}
