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
    hints.insert(contentsOf: screen.extraHints, at: tail)
    return hints
  }

  /// The key help of the screen shown.
  var helpLine: String {
    keyHints.filter { $0.keys != "?" && !$0.keys.hasPrefix("1-") }.map(\.text)
      .joined(separator: "  ")
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
      buffer.draw("window too small", column: 0, row: 0)
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
      style: Style(foreground: GalleryRenderer.band))
    screen.table.render(into: &buffer, at: (0, Self.topLines), now: now)
    TableRowDrawing.drawClipped(
      " " + screen.status, into: &buffer, column: 0, line: size.rows - 2, limit: size.columns)
    TableRowDrawing.drawClipped(
      " " + helpLine, into: &buffer, column: 0, line: size.rows - 1, limit: size.columns,
      style: Style(.dim))
  }
}
