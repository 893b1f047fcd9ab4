import FoldKit
import FoldKitTerminal

/// Registers the `tableview.` benchmarks.
///
/// `tableview.frame` draws an 80x24 view of a list of `n` rows (sections of 20 rows, each row
/// with 3 children) scrolled to its middle; the `scan` baseline finds the first visible element
/// by walking the elements from the top and summing heights, as a table view without a
/// summarised tree must. `tableview.toggle` expands and collapses the selected row in the middle
/// of the list, moving the selection between two rows, and draws the frame.
func registerTableViewBenchmarks(_ suite: inout BenchmarkSuite) {
  let sizes = [1_000, 100_000]
  for variant in ["foldkit", "scan"] {
    suite.add("tableview.frame", variant: variant, sizes: sizes, quickSizes: [1_000]) { n in
      var table = benchTable(rows: n)
      table.scroll(by: table.contentHeight / 2)
      var frame = CellBuffer(size: table.size)
      let middle = Double(table.scrollOffset)
      return BenchmarkBody {
        if variant == "scan" {
          // Baseline: locate the first visible element by a linear walk.
          var y = 0.0
          var position = 0
          for element in table.controller.rows.elements {
            if y + element.height > middle { break }
            y += element.height
            position += 1
          }
          blackHole(position)
        } else {
          blackHole(table.position(atContentLine: table.scrollOffset))
        }
        table.render(into: &frame, now: .zero)
        blackHole(frame[0, 0])
      }
    }
  }
  suite.add("tableview.toggle", sizes: sizes, quickSizes: [1_000]) { n in
    var table = benchTable(rows: n)
    table.animationsEnabled = false
    table.scroll(by: table.contentHeight / 2)
    var frame = CellBuffer(size: table.size)
    return BenchmarkBody {
      _ = table.handle(.key(KeyEvent(.enter)), now: .zero)
      table.render(into: &frame, now: .zero)
      _ = table.handle(.key(KeyEvent(.enter)), now: .zero)
      table.render(into: &frame, now: .zero)
      blackHole(frame[0, 0])
    }
  }
}

/// A table view of `rows` rows in sections of 20, each row with three children.
private func benchTable(rows: Int) -> TableView<Int, Int, String> {
  let sectionCount = max(1, rows / 20)
  let sections = (0..<sectionCount).map { section in
    ListSection<Int, Int, String>(
      id: section, header: "Section \(section)",
      items: (0..<20).map { row in
        let id = (section * 20 + row) * 4
        return ListItem(
          id: id, content: "Row \(section)-\(row) 행",
          children: (1...3).map { ListItem(id: id + $0, content: "Child \($0)") })
      })
  }
  let controller = ListController(snapshot: Snapshot(uncheckedSections: sections))
  return TableView(
    controller: controller, renderer: .plain(title: { $0 }),
    size: TerminalSize(columns: 80, rows: 24))
}
