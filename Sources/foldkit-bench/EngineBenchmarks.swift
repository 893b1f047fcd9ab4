import FoldKit

/// Registers the `engine.` benchmarks: toggles and index mapping at 10k, 100k and 1M rows.
func registerEngineBenchmarks(_ suite: inout BenchmarkSuite) {
  let sizes = [10_000, 100_000, 1_000_000]
  let quick = [2_000]

  suite.add("engine.toggle", sizes: sizes, quickSizes: quick) { n in
    var list = EngineWorkload(visibleRows: n).controller()
    let target = EngineWorkload.middleParent(n)
    return {
      blackHole(list.toggle(target))
      blackHole(list.toggle(target))
    }
  }
  suite.add("engine.toggle", variant: "naive", sizes: sizes, quickSizes: quick) { n in
    var naive = NaiveList(EngineWorkload(visibleRows: n))
    let target = EngineWorkload.middleParent(n)
    return {
      naive.toggle(target)
      naive.toggle(target)
    }
  }

  // Hiding and showing one section of 25,000 rows (the collapsing-sections screen at scale),
  // in lists of n rows; n = 25,000 is that section alone.
  suite.add("engine.collapse-section", sizes: [25_000, 250_000, 1_000_000], quickSizes: [2_000]) {
    n in
    let sectionRows = min(n, 25_000)
    var list = ListController(
      snapshot: Snapshot(
        uncheckedSections: (0..<(n / sectionRows)).map { section in
          ListSection(
            id: section, header: section, isCollapsible: true,
            items: (0..<sectionRows).map {
              ListItem<Int, Int>(id: section * sectionRows + $0, content: $0)
            })
        }))
    let middle = n / sectionRows / 2
    return {
      blackHole(list.toggleSection(middle))
      blackHole(list.toggleSection(middle))
    }
  }

  suite.add("engine.indexpath-to-item", sizes: sizes, quickSizes: quick) { n in
    let list = EngineWorkload(visibleRows: n).controller()
    var rng = BenchmarkRandom(seed: 7)
    let paths = (0..<1_024).map { _ in
      ListIndexPath(section: rng.next(below: 10), row: rng.next(below: n / 10))
    }
    var cursor = 0
    return {
      blackHole(list.item(at: paths[cursor & 1_023]))
      cursor &+= 1
    }
  }
  suite.add("engine.indexpath-to-item", variant: "naive", sizes: sizes, quickSizes: quick) { n in
    let naive = NaiveList(EngineWorkload(visibleRows: n))
    var rng = BenchmarkRandom(seed: 7)
    let paths = (0..<1_024).map { _ in
      ListIndexPath(section: rng.next(below: 10), row: rng.next(below: n / 10))
    }
    var cursor = 0
    return {
      blackHole(naive.item(at: paths[cursor & 1_023]))
      cursor &+= 1
    }
  }

  suite.add("engine.item-to-indexpath", sizes: sizes, quickSizes: quick) { n in
    let list = EngineWorkload(visibleRows: n).controller()
    var rng = BenchmarkRandom(seed: 9)
    let ids = (0..<1_024).map { _ in EngineWorkload.topLevelID(rng.next(below: n)) }
    var cursor = 0
    return {
      blackHole(list.indexPath(of: ids[cursor & 1_023]))
      cursor &+= 1
    }
  }
  suite.add("engine.item-to-indexpath", variant: "naive", sizes: sizes, quickSizes: quick) { n in
    let naive = NaiveList(EngineWorkload(visibleRows: n))
    var rng = BenchmarkRandom(seed: 9)
    let ids = (0..<1_024).map { _ in EngineWorkload.topLevelID(rng.next(below: n)) }
    var cursor = 0
    return {
      blackHole(naive.indexPath(of: ids[cursor & 1_023]))
      cursor &+= 1
    }
  }
}

/// A list of `visibleRows` top-level rows in 10 sections; every 100th row has 10 hidden children.
struct EngineWorkload {
  var sections: [ListSection<Int, Int, Int>]

  init(visibleRows: Int) {
    let perSection = visibleRows / 10
    sections = (0..<10).map { section in
      let items = (0..<perSection).map { row -> ListItem<Int, Int> in
        let index = section * perSection + row
        let children =
          index % 100 == 50
          ? (0..<10).map { ListItem<Int, Int>(id: -(index * 10 + $0 + 1), content: $0) } : []
        return ListItem(id: Self.topLevelID(index), content: index, children: children)
      }
      return ListSection(id: section, header: section, items: items)
    }
  }

  static func topLevelID(_ index: Int) -> Int { index }
  static func middleParent(_ n: Int) -> Int { (n / 2) / 100 * 100 + 50 }

  func controller() -> ListController<Int, Int, Int> {
    ListController(snapshot: Snapshot(uncheckedSections: sections))
  }
}

/// The hand-written way: a set of open items and a flattened array rebuilt after every toggle.
struct NaiveList {
  var sections: [ListSection<Int, Int, Int>]
  var expanded: Set<Int> = []
  var flat: [[Int]] = []

  init(_ workload: EngineWorkload) {
    sections = workload.sections
    reflatten()
  }

  mutating func toggle(_ id: Int) {
    if expanded.contains(id) { expanded.remove(id) } else { expanded.insert(id) }
    reflatten()
  }

  mutating func reflatten() {
    flat = sections.map { section in
      var rows: [Int] = []
      for item in section.items { append(item, to: &rows) }
      return rows
    }
  }

  private func append(_ item: ListItem<Int, Int>, to rows: inout [Int]) {
    rows.append(item.id)
    guard expanded.contains(item.id) else { return }
    for child in item.children { append(child, to: &rows) }
  }

  func item(at path: ListIndexPath) -> Int { flat[path.section][path.row] }

  func indexPath(of id: Int) -> ListIndexPath? {
    for (section, rows) in flat.enumerated() {
      if let row = rows.firstIndex(of: id) { return ListIndexPath(section: section, row: row) }
    }
    return nil
  }
}
