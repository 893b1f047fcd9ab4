import CBenchSupport
import FoldKit

/// Registers the construction benchmarks: building snapshots, controllers, check trees and
/// layouts, and replacing a controller's data, each beside the `floor`: the same items copied
/// into one array plus a dictionary from ID to index, which no structure that finds items by ID
/// can beat.
func registerConstructionBenchmarks(_ suite: inout BenchmarkSuite) {
  let sizes = [10_000, 100_000, 1_000_000]
  let quick = [2_000]

  suite.add("engine.snapshot-build", sizes: sizes, quickSizes: quick) { n in
    let input = ConstructionWorkload.flat(n)
    return BenchmarkBody { blackHole(try? ConstructionWorkload.Snap(sections: input)) }
  }
  suite.add("engine.snapshot-build", variant: "floor", sizes: sizes, quickSizes: quick) { n in
    let input = ConstructionWorkload.flat(n)
    return BenchmarkBody { blackHole(ConstructionFloor(input)) }
  }
  suite.add("engine.snapshot-build-nested", sizes: sizes, quickSizes: quick) { n in
    let input = ConstructionWorkload.nested(n)
    return BenchmarkBody { blackHole(try? ConstructionWorkload.Snap(sections: input)) }
  }
  suite.add("engine.snapshot-build-nested", variant: "floor", sizes: sizes, quickSizes: quick) {
    n in
    let input = ConstructionWorkload.nested(n)
    return BenchmarkBody { blackHole(ConstructionFloor(input)) }
  }

  // The controller over a built snapshot, every item expanded (so every row is visible).
  suite.add("engine.controller-init", sizes: sizes, quickSizes: quick) { n in
    let input = ConstructionWorkload.nested(n)
    let snapshot = ConstructionWorkload.snapshot(input)
    let expansion = ConstructionWorkload.allExpanded(input)
    return BenchmarkBody {
      blackHole(ListController(snapshot: snapshot, expansion: expansion))
    }
  }
  suite.add("engine.controller-init", variant: "floor", sizes: sizes, quickSizes: quick) { n in
    let input = ConstructionWorkload.nested(n)
    return BenchmarkBody { blackHole(ConstructionFloor(input)) }
  }

  // A layout (controller included) from a built snapshot, with fixed metrics.
  suite.add("layout.build", sizes: sizes, quickSizes: quick) { n in
    let input = ConstructionWorkload.flat(n)
    let snapshot = ConstructionWorkload.snapshot(input)
    return BenchmarkBody {
      blackHole(
        ListLayout(
          snapshot: snapshot, metrics: ConstructionWorkload.metrics, width: 390,
          viewportHeight: 844))
    }
  }
  suite.add("layout.build", variant: "floor", sizes: sizes, quickSizes: quick) { n in
    let input = ConstructionWorkload.flat(n)
    return BenchmarkBody { blackHole(ConstructionFloor(input)) }
  }

  // The check tree's own input (the benchmark forest of CheckBenchmarks.swift): the nodes copied
  // into one array in pre-order, with a dictionary from ID to index.
  suite.add("check.build", variant: "floor", sizes: sizes, quickSizes: [10_000]) { n in
    let roots = CheckBenchForest(count: n).roots
    return BenchmarkBody {
      var array: [CheckTree<Int>.Node] = []
      var index: [Int: Int] = [:]
      array.reserveCapacity(n)
      index.reserveCapacity(n)
      func append(_ level: [CheckTree<Int>.Node]) {
        for node in level {
          index[node.id] = array.count
          array.append(node)
          if !node.children.isEmpty { append(node.children) }
        }
      }
      append(roots)
      blackHole((array, index))
    }
  }

  // New data for a controller with every item open: 1% of items deleted, inserted, moved and
  // changed (engine.update), or one item's content changed (engine.update-one); each beside
  // building the new snapshot, which the update includes. The stages' data is built only when
  // read (the UIKit adapter reads none: it shows a reload stage from the layouts before and
  // after, and the live state during the last); the `all-data` variant reads every stage's.
  for (name, changes) in [("engine.update", nil), ("engine.update-one", 0)] as [(String, Int?)] {
    for (variant, readsData) in [("foldkit", false), ("all-data", true)] {
      suite.add(name, variant: variant, sizes: sizes, quickSizes: quick) { n in
        let (old, new) = ConstructionWorkload.updatePair(n, changes: changes)
        let expansion = ConstructionWorkload.allExpanded(old)
        let start = ListController(
          snapshot: ConstructionWorkload.snapshot(old), expansion: expansion)
        let update = {
          var controller = start
          let next = ConstructionWorkload.snapshot(new)
          let stages = controller.update(to: next)
          if readsData {
            for stage in stages { blackHole(stage.data.count) }
          }
          blackHole(stages)
        }
        // The update and the build of its new snapshot alone, timed alternately in one process.
        let timings = sideBySide(
          rounds: n >= 1_000_000 ? 5 : n >= 100_000 ? 11 : 41, update,
          floor: { blackHole(try? ConstructionWorkload.Snap(sections: new)) })
        let renamed = ["update_ms", "build_ms", "ratio_to_build"]
        return BenchmarkBody(
          metrics: zip(renamed, timings).map { ($0, $1.1) }, run: update)
      }
    }
    suite.add(name, variant: "build", sizes: sizes, quickSizes: quick) { n in
      let (_, new) = ConstructionWorkload.updatePair(n, changes: changes)
      return BenchmarkBody { blackHole(try? ConstructionWorkload.Snap(sections: new)) }
    }
  }

  // Every open item closed at once, and every item opened at once: each item's rows are found
  // in the tree and removed or inserted, so the cost grows as e log n for e items toggled.
  suite.add("engine.collapse-all", sizes: sizes, quickSizes: quick) { n in
    let (old, _) = ConstructionWorkload.updatePair(n, changes: 0)
    let start = ListController(
      snapshot: ConstructionWorkload.snapshot(old),
      expansion: ConstructionWorkload.allExpanded(old))
    return BenchmarkBody {
      var controller = start
      blackHole(controller.collapseAll())
    }
  }
  suite.add("engine.expand-all", sizes: sizes, quickSizes: quick) { n in
    let (old, _) = ConstructionWorkload.updatePair(n, changes: 0)
    let start = ListController(snapshot: ConstructionWorkload.snapshot(old))
    return BenchmarkBody {
      var controller = start
      blackHole(controller.expandAll())
    }
  }

  // Bytes per item held by a snapshot, its controller (all expanded) and its layout, beside the
  // floor's bytes. Counted from the C heap's statistics around the construction, the input kept alive.
  suite.add("engine.memory", sizes: [1_000_000], quickSizes: quick) { n in
    let input = ConstructionWorkload.nested(n)
    let expansion = ConstructionWorkload.allExpanded(input)
    let bytes = allocatedBytes {
      let snapshot = ConstructionWorkload.snapshot(input)
      return ListLayout(
        snapshot: snapshot, expansion: expansion, metrics: ConstructionWorkload.metrics,
        width: 390, viewportHeight: 844)
    }
    return BenchmarkBody(metrics: [("bytes", Double(bytes) / Double(n))]) { blackHole(n) }
  }
  suite.add("engine.memory", variant: "floor", sizes: [1_000_000], quickSizes: quick) { n in
    let input = ConstructionWorkload.nested(n)
    let bytes = allocatedBytes { ConstructionFloor(input) }
    return BenchmarkBody(metrics: [("bytes", Double(bytes) / Double(n))]) { blackHole(n) }
  }
  // The same for one section of tiny items (short IDs and contents, no children or details),
  // as a large list file of short lines gives: per-item overhead, not content, sets the bytes.
  suite.add("engine.memory", variant: "tiny", sizes: [1_000_000], quickSizes: quick) { n in
    let input = ConstructionWorkload.tiny(n)
    let bytes = allocatedBytes {
      let snapshot = ConstructionWorkload.snapshot(input)
      return ListLayout(
        snapshot: snapshot, metrics: ConstructionWorkload.metrics, width: 390,
        viewportHeight: 844)
    }
    return BenchmarkBody(metrics: [("bytes", Double(bytes) / Double(n))]) { blackHole(n) }
  }
  suite.add("engine.memory", variant: "tiny-floor", sizes: [1_000_000], quickSizes: quick) { n in
    let input = ConstructionWorkload.tiny(n)
    let bytes = allocatedBytes { ConstructionFloor(input) }
    return BenchmarkBody(metrics: [("bytes", Double(bytes) / Double(n))]) { blackHole(n) }
  }
}

/// The heap bytes in use after `make` returns, less those in use before, while its result lives.
private func allocatedBytes<T>(_ make: () -> T) -> Int {
  let before = foldkit_heap_bytes()
  let value = make()
  let after = foldkit_heap_bytes()
  withExtendedLifetime(value) {}
  return after > before ? Int(after - before) : 0
}

/// Inputs for the construction benchmarks, with String IDs and String content as apps have them.
enum ConstructionWorkload {
  typealias Section = ListSection<String, String, String>
  typealias Item = ListItem<String, String>
  typealias Snap = Snapshot<String, String, String>

  static let metrics = LayoutMetrics(style: .plain, rowHeight: .fixed(44))

  /// `n` top-level items in sections of 1,000; every third item has a detail row.
  static func flat(_ n: Int) -> [Section] {
    let perSection = 1_000
    return stride(from: 0, to: n, by: perSection).map { start in
      Section(
        id: "section-\(start / perSection)", header: "Section \(start / perSection)",
        items: (start..<min(n, start + perSection)).map { index in
          Item(
            id: "item-\(index)", content: "Title of item number \(index)",
            hasDetail: index % 3 == 0)
        })
    }
  }

  /// About `n` items in trees four levels deep (fan-out 5: 156 items per top-level item), in
  /// sections of 8 top-level items.
  static func nested(_ n: Int) -> [Section] {
    var next = 0
    func make(depth: Int) -> Item {
      let index = next
      next += 1
      let children = depth < 3 ? (0..<5).map { _ in make(depth: depth + 1) } : []
      return Item(
        id: "node-\(index)", content: "Title of node number \(index)", children: children,
        hasDetail: index % 7 == 0)
    }
    var sections: [Section] = []
    while next < n {
      let number = sections.count
      var items: [Item] = []
      while items.count < 8 && next < n { items.append(make(depth: 0)) }
      sections.append(Section(id: "s\(number)", header: "Section \(number)", items: items))
    }
    return sections
  }

  /// `n` tiny items in one section: IDs and contents of a few characters, no children.
  static func tiny(_ n: Int) -> [Section] {
    [Section(id: "all", items: (0..<n).map { Item(id: "\($0)", content: "x\($0 % 1000)") })]
  }

  static func snapshot(_ sections: [Section]) -> Snap {
    Snap(uncheckedSections: sections)
  }

  /// A state with every item of `sections` that has children or a detail expanded.
  static func allExpanded(_ sections: [Section]) -> ExpansionState<String, String> {
    var ids: [String] = []
    func visit(_ items: [Item]) {
      for item in items {
        if item.hasDetail || !item.children.isEmpty { ids.append(item.id) }
        visit(item.children)
      }
    }
    for section in sections { visit(section.items) }
    return ExpansionState(expanded: ids)
  }

  /// Two versions of `n` flat items (every tenth with two children): the second deletes,
  /// inserts, moves and changes `changes` items each (1% by default), at random places; with
  /// no changes, one item's content differs.
  static func updatePair(_ n: Int, changes: Int? = nil) -> ([Section], [Section]) {
    var rng = BenchmarkRandom(seed: 41)
    let perSection = 1_000
    let sectionCount = max(1, n / perSection)
    func item(_ index: Int, _ content: String) -> Item {
      let children =
        index % 10 == 0
        ? (0..<2).map { Item(id: "child-\(index)-\($0)", content: "Child \($0)") } : []
      return Item(id: "item-\(index)", content: content, children: children)
    }
    var rows: [[Int]] = (0..<sectionCount).map { section in
      Array((section * perSection)..<((section + 1) * perSection))
    }
    let old = rows.enumerated().map { section, indexes in
      Section(
        id: "section-\(section)", header: "Section \(section)",
        items: indexes.map { item($0, "Item \($0)") })
    }
    let changes = changes ?? max(1, n / 100)
    var changed: Set<Int> = changes == 0 ? [n / 2] : []
    for _ in 0..<changes {  // deletions
      let section = rng.next(below: sectionCount)
      if !rows[section].isEmpty { rows[section].remove(at: rng.next(below: rows[section].count)) }
    }
    for _ in 0..<changes {  // moves
      let from = rng.next(below: sectionCount)
      guard !rows[from].isEmpty else { continue }
      let moved = rows[from].remove(at: rng.next(below: rows[from].count))
      let to = rng.next(below: sectionCount)
      rows[to].insert(moved, at: rng.next(below: rows[to].count + 1))
    }
    for insertion in 0..<changes {  // insertions, with IDs beyond the old ones
      let section = rng.next(below: sectionCount)
      rows[section].insert(n + insertion, at: rng.next(below: rows[section].count + 1))
    }
    for _ in 0..<changes { changed.insert(rng.next(below: n)) }
    let new = rows.enumerated().map { section, indexes in
      Section(
        id: "section-\(section)", header: "Section \(section)",
        items: indexes.map { item($0, changed.contains($0) ? "Item \($0) (edited)" : "Item \($0)") }
      )
    }
    return (old, new)
  }
}

/// The floor: every item copied into one array in pre-order, with a dictionary from ID to index.
struct ConstructionFloor {
  var items: [(id: String, content: String)] = []
  var index: [String: Int] = [:]

  init(_ sections: [ListSection<String, String, String>]) {
    var count = 0
    func countItems(_ items: [ListItem<String, String>]) {
      count += items.count
      for item in items where !item.children.isEmpty { countItems(item.children) }
    }
    for section in sections { countItems(section.items) }
    items.reserveCapacity(count)
    index.reserveCapacity(count)
    for section in sections { append(section.items) }
  }

  private mutating func append(_ level: [ListItem<String, String>]) {
    for item in level {
      index[item.id] = items.count
      items.append((item.id, item.content))
      if !item.children.isEmpty { append(item.children) }
    }
  }
}
