import FoldKitTerminal

/// Registers the `terminal.` benchmarks.
///
/// `terminal.frame` builds a fresh 60-row table screen of mixed Korean and English text each
/// iteration and renders it against the previous frame, in which 6 rows differ; the `full`
/// variant repaints the whole screen. `terminal.move-selection` moves a reverse-video selection
/// down or up one row and renders the difference; `full` repaints. `n` is the screen width in
/// columns and `bytes` the bytes one frame writes.
func registerTerminalBenchmarks(_ suite: inout BenchmarkSuite) {
  for variant in ["foldkit", "full"] {
    let full = variant == "full"
    suite.add("terminal.frame", variant: variant, sizes: [200], quickSizes: [80]) { columns in
      var renderer = Renderer(colorProfile: .ansi256)
      var generation = 0
      let size = TerminalSize(columns: columns, rows: 60)
      _ = renderer.update(to: terminalTableFrame(size, generation: 1, selected: 5))
      let bytes = frameBytes(
        &renderer, full: full, terminalTableFrame(size, generation: 0, selected: 5))
      return BenchmarkBody(metrics: [("bytes", Double(bytes))]) {
        if full { renderer.invalidate() }
        let frame = terminalTableFrame(size, generation: generation, selected: 5)
        blackHole(renderer.update(to: frame).count)
        generation ^= 1
      }
    }
    suite.add("terminal.move-selection", variant: variant, sizes: [200], quickSizes: [80]) {
      columns in
      var renderer = Renderer(colorProfile: .ansi256)
      let size = TerminalSize(columns: columns, rows: 60)
      let table = terminalTableFrame(size, generation: 0, selected: nil)
      var selected = 20
      _ = renderer.update(to: selecting(table, row: 21))
      let bytes = frameBytes(&renderer, full: full, selecting(table, row: 20))
      return BenchmarkBody(metrics: [("bytes", Double(bytes))]) {
        if full { renderer.invalidate() }
        selected = selected == 20 ? 21 : 20
        blackHole(renderer.update(to: selecting(table, row: selected)).count)
      }
    }
  }
}

/// The bytes of one frame, repainted in full when `full` is set.
private func frameBytes(_ renderer: inout Renderer, full: Bool, _ frame: CellBuffer) -> Int {
  if full { renderer.invalidate() }
  return renderer.update(to: frame).count
}

/// `table` with `row` highlighted in reverse video across the whole width.
private func selecting(_ table: CellBuffer, row: Int) -> CellBuffer {
  var frame = table
  frame.restyle(row: row, columns: 0..<frame.size.columns) { $0.adding(.reverse) }
  return frame
}

private let names = ["분기 보고서", "Quarterly report", "회의록 정리", "Design review", "예산 계획안"]
private let owners = ["김민수", "Alice Park", "이서연", "Jordan Lee", "박지훈"]
private let states = ["진행 중", "done", "검토 대기", "blocked"]

/// A table screen of mixed Korean and English text.
///
/// A header row, then rows with a check box, a name, a description, an owner and a status, at
/// fixed columns. Rows 10, 20, 30, 40, 50 and 55 differ
/// between generation 0 and 1.
private func terminalTableFrame(_ size: TerminalSize, generation: Int, selected: Int?)
  -> CellBuffer
{
  var frame = CellBuffer(size: size)
  let columns = size.columns
  frame.draw("  이름 Name", column: 0, row: 0, style: Style(.bold))
  frame.draw("설명 Description", column: columns * 3 / 10, row: 0, style: Style(.bold))
  frame.draw("담당 Owner", column: columns * 6 / 10, row: 0, style: Style(.bold))
  frame.draw("상태 Status", column: columns * 8 / 10, row: 0, style: Style(.bold))
  for row in 1..<size.rows {
    let changed = [10, 20, 30, 40, 50, 55].contains(row) && generation == 1
    let item = row * 7 + (changed ? 1 : 0)
    let check = item % 3 == 0 ? "[x]" : item % 3 == 1 ? "[ ]" : "[-]"
    let style = row % 12 == 1 ? Style(.bold, foreground: .indexed(33)) : Style.plain
    frame.draw(
      "\(check) \(names[item % names.count]) \(item)", column: 0, row: row, style: style,
      limit: columns * 3 / 10 - 1)
    frame.draw(
      "항목 \(item)의 설명 — details for item \(item), 한국어와 English 혼합",
      column: columns * 3 / 10, row: row, limit: columns * 6 / 10 - 1)
    frame.draw(owners[item % owners.count], column: columns * 6 / 10, row: row)
    frame.draw(
      states[item % states.count], column: columns * 8 / 10, row: row,
      style: Style(foreground: item % 4 == 3 ? .red : .green))
    if row == selected { frame.restyle(row: row, columns: 0..<columns) { $0.adding(.reverse) } }
  }
  return frame
}
