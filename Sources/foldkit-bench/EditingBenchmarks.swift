import FoldKit

/// Registers the editing benchmarks: moving an expanded subtree beside a hand-written
/// re-flatten, select all, the selection kept through new data beside the update alone, and
/// sticky ancestors.
func registerEditingBenchmarks(_ suite: inout BenchmarkSuite) {
  let sizes = [10_000, 100_000, 1_000_000]
  let quick = [5_000]

  // Moving the second top-level item (1,111 rows, all open) after the third, in an outline
  // whose every item is open; the next iteration moves it back before the third.
  suite.add("editing.move-subtree", sizes: sizes, quickSizes: quick) { n in
    let workload = OutlineWorkload(items: n)
    var list = ListController(snapshot: Snapshot(uncheckedSections: workload.sections))
    list.expandAll()
    let (moved, target) = (workload.topLevelIDs[1], workload.topLevelIDs[2])
    var forward = true
    return {
      do {
        blackHole(try list.move([moved], to: forward ? .after(target) : .before(target)))
      } catch {
        preconditionFailure("editing.move-subtree refused: \(error)")
      }
      forward.toggle()
    }
  }
  suite.add("editing.move-subtree", variant: "re-flatten", sizes: sizes, quickSizes: quick) { n in
    let workload = OutlineWorkload(items: n)
    let rows = NaiveMove.flatten(workload.sections)
    return { blackHole(NaiveMove.move(workload.sections, rows: rows, from: 1, after: 2)) }
  }

  // Selecting every row of the open outline, from an empty selection.
  suite.add("editing.select-all", sizes: sizes, quickSizes: quick) { n in
    var base = ListController(
      snapshot: Snapshot(uncheckedSections: OutlineWorkload(items: n).sections))
    base.expandAll()
    return {
      var list = base
      blackHole(list.selectAll())
    }
  }

  // New data (one leaf gone, one item renamed, and back on the next iteration) with every row
  // selected, beside the same updates with nothing selected.
  for variant in ["foldkit", "update-alone"] {
    suite.add("editing.update-selected", variant: variant, sizes: sizes, quickSizes: quick) { n in
      let workload = OutlineWorkload(items: n)
      let first = Snapshot(uncheckedSections: workload.sections)
      var list = ListController(snapshot: first)
      list.expandAll()
      if variant == "foldkit" { list.selectAll() }
      var sections = workload.sections
      sections[0].items[0].children[0].children.removeFirst()
      sections[0].items[1].content += " renamed"
      let second = Snapshot(uncheckedSections: sections)
      var toSecond = true
      return {
        blackHole(list.update(to: toSecond ? second : first))
        toSecond.toggle()
      }
    }
  }

  // The rows pinned above the middle of the open outline (up to four levels).
  suite.add("editing.sticky-ancestors", sizes: sizes, quickSizes: quick) { n in
    let workload = OutlineWorkload(items: n)
    var controller = ListController(snapshot: Snapshot(uncheckedSections: workload.sections))
    controller.expandAll()
    let metrics = LayoutMetrics(
      style: .plain, rowHeight: .fixed(44), header: .fixed(28), footer: .zero,
      headerTopPadding: 0, sectionSpacing: 0, contentInsets: LayoutInsets())
    let layout = ListLayout(
      controller: controller, metrics: metrics, width: 320, viewportHeight: 800)
    let middle = layout.contentHeight / 2 + 10
    return { blackHole(layout.stickyAncestors(atOffset: middle, limit: 4)) }
  }
}

/// The hand-written way to move a subtree: take the item out of the item tree, put it back,
/// re-flatten the open tree and pair the old and new rows by ID to find the rows that moved.
enum NaiveMove {
  static func flatten(_ sections: [ListSection<String, Int, String>]) -> [Int] {
    var rows: [Int] = []
    func walk(_ item: ListItem<Int, String>) {
      rows.append(item.id)
      for child in item.children { walk(child) }
    }
    for section in sections { for item in section.items { walk(item) } }
    return rows
  }

  static func move(
    _ sections: [ListSection<String, Int, String>], rows old: [Int], from: Int, after: Int
  ) -> [(Int, Int)] {
    var sections = sections
    let item = sections[0].items.remove(at: from)
    sections[0].items.insert(item, at: after)
    let new = flatten(sections)
    var oldIndex: [Int: Int] = [:]
    oldIndex.reserveCapacity(old.count)
    for (index, id) in old.enumerated() { oldIndex[id] = index }
    var moves: [(Int, Int)] = []
    for (index, id) in new.enumerated() {
      if let previous = oldIndex[id], previous != index { moves.append((previous, index)) }
    }
    return moves
  }
}
