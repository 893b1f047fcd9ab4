import FoldKit

/// Registers the outline benchmarks: filters (applied, narrowed, cleared) and children loaded on
/// demand, each beside its baseline.
func registerOutlineBenchmarks(_ suite: inout BenchmarkSuite) {
  let sizes = [10_000, 100_000, 1_000_000]
  let quick = [2_000]

  // A query matching 1% of the items of a depth-4 tree, from the unfiltered list.
  suite.add("engine.filter", sizes: sizes, quickSizes: quick) { n in
    let base = OutlineWorkload(items: n).controller()
    return {
      var list = base
      blackHole(list.filter(text: OutlineWorkload.query))
    }
  }
  suite.add("engine.filter", variant: "naive", sizes: sizes, quickSizes: quick) { n in
    let naive = NaiveOutline(OutlineWorkload(items: n))
    return { blackHole(naive.filtered(OutlineWorkload.query)) }
  }

  // Building the search index the first text filter needs (once per snapshot).
  suite.add("engine.filter-index", sizes: sizes, quickSizes: quick) { n in
    let snapshot = Snapshot(uncheckedSections: OutlineWorkload(items: n).sections)
    return { blackHole(ListSearchIndex(texts: snapshot.nodes.lazy.map(\.content))) }
  }

  // One more character typed: narrowing from the current matches, or filtering from scratch.
  suite.add("engine.filter-narrow", sizes: [1_000_000], quickSizes: quick) { n in
    var base = OutlineWorkload(items: n).controller()
    base.filter(text: OutlineWorkload.query)
    return {
      var list = base
      blackHole(list.filter(text: OutlineWorkload.longerQuery))
    }
  }
  suite.add("engine.filter-narrow", variant: "scratch", sizes: [1_000_000], quickSizes: quick) {
    n in
    var base = OutlineWorkload(items: n).controller()
    base.filter(text: OutlineWorkload.query)
    return {
      var list = base
      blackHole(list.filter(text: OutlineWorkload.longerQuery, narrowing: false))
    }
  }

  // Clearing the filter: the person had opened every top-level item before filtering.
  suite.add("engine.filter-clear", sizes: [1_000_000], quickSizes: quick) { n in
    var base = OutlineWorkload(items: n).controller()
    for id in OutlineWorkload(items: n).topLevelIDs { base.toggle(id) }
    base.filter(text: OutlineWorkload.query)
    return {
      var list = base
      blackHole(list.clearFilter())
    }
  }
  suite.add("engine.filter-clear", variant: "naive", sizes: [1_000_000], quickSizes: quick) { n in
    let workload = OutlineWorkload(items: n)
    var naive = NaiveOutline(workload)
    naive.expanded = Set(workload.topLevelIDs)
    let filtered = naive.filtered(OutlineWorkload.query).rows
    return { blackHole(naive.restored(from: filtered)) }
  }

  // A loading row replaced by 1,000 children. Each iteration answers the next of a pool of
  // pending folders, then closes that folder again, so the list keeps its size.
  suite.add("engine.load-children", sizes: [10_000, 1_000_000], quickSizes: quick) { n in
    var list = OutlineWorkload(items: n, folders: 1_500).controller()
    for folder in OutlineWorkload.folderIDs(1_500) { list.toggle(folder) }
    var pending: [LoadRequest<Int>] = list.takeLoadEvents().compactMap {
      if case .request(let request) = $0 { return request }
      return nil
    }
    pending.reverse()
    var nextID = 10 * n
    return {
      guard let request = pending.popLast() else {
        preconditionFailure("engine.load-children ran out of pending folders")
      }
      let children = (0..<1_000).map { offset in
        ListItem<Int, String>(id: nextID + offset, content: "file \(offset)")
      }
      nextID += 1_000
      do {
        blackHole(try list.supplyChildren(children, for: request))
      } catch {
        preconditionFailure("engine.load-children: \(error)")
      }
      blackHole(list.toggle(request.item))
    }
  }
}

/// A depth-4 tree of about `items` items.
///
/// Top-level items have 10 children, 100 grandchildren and 1,000 great-grandchildren each. One
/// item in a hundred, spread through every level,
/// carries the word the query looks for; a tenth of those the longer query's.
struct OutlineWorkload {
  static let query = "zq"
  static let longerQuery = "zq3"

  var sections: [ListSection<String, Int, String>]
  var topLevelIDs: [Int]

  init(items: Int, folders: Int = 0) {
    let topLevel = max(1, items / 1_111)
    var nextID = 0
    func make(_ depth: Int) -> ListItem<Int, String> {
      let id = nextID
      nextID += 1
      let word = id % 100 == 37 ? "zq\(id / 100 % 10)" : "ab\(id % 7)"
      let children = depth < 3 ? (0..<10).map { _ in make(depth + 1) } : []
      return ListItem(id: id, content: "n\(id) \(word)", children: children)
    }
    var items = (0..<topLevel).map { _ in make(0) }
    topLevelIDs = items.map(\.id)
    // Folders whose children load on demand, spread among the top-level items.
    let ids = Self.folderIDs(folders)
    for (index, id) in ids.enumerated() {
      let folder = ListItem<Int, String>(
        id: id, content: "folder \(index)", options: .childrenOnDemand)
      items.insert(folder, at: min(items.count, index * max(1, items.count / max(1, folders))))
    }
    sections = [ListSection(id: "s", items: items)]
  }

  static func folderIDs(_ count: Int) -> [Int] { (0..<count).map { -1 - $0 } }

  func controller() -> ListController<String, Int, String> {
    var list = ListController(snapshot: Snapshot(uncheckedSections: sections))
    list.searchText = { $0 }
    list.prepareSearchIndex()
    return list
  }
}

/// The hand-written way: filter the item tree by each item's text, re-flatten it, and compare
/// the old and new flat rows by ID to get the rows to delete and insert.
struct NaiveOutline {
  var items: [ListItem<Int, String>]
  var expanded: Set<Int> = []

  init(_ workload: OutlineWorkload) {
    items = workload.sections[0].items
  }

  /// The rows shown before: the tree flattened under the person's expansion.
  func flat() -> [Int] {
    var rows: [Int] = []
    func visit(_ item: ListItem<Int, String>) {
      rows.append(item.id)
      guard expanded.contains(item.id) else { return }
      for child in item.children { visit(child) }
    }
    for item in items { visit(item) }
    return rows
  }

  /// The filtered rows (matches and their ancestors, all open) and the change from `flat()`.
  func filtered(_ query: String) -> (rows: [Int], deleted: [Int], inserted: [Int]) {
    func keep(_ item: ListItem<Int, String>) -> ListItem<Int, String>? {
      let children = item.children.compactMap(keep)
      guard !children.isEmpty || item.content.contains(query) else { return nil }
      var kept = item
      kept.children = children
      return kept
    }
    var rows: [Int] = []
    func visit(_ item: ListItem<Int, String>) {
      rows.append(item.id)
      for child in item.children { visit(child) }
    }
    for item in items.compactMap(keep) { visit(item) }
    let change = Self.change(from: flat(), to: rows)
    return (rows, change.deleted, change.inserted)
  }

  /// The change from the filtered rows back to `flat()`.
  func restored(from filtered: [Int]) -> (rows: [Int], deleted: [Int], inserted: [Int]) {
    let rows = flat()
    let change = Self.change(from: filtered, to: rows)
    return (rows, change.deleted, change.inserted)
  }

  /// Old positions of rows that left, new positions of rows that came.
  static func change(from old: [Int], to new: [Int]) -> (deleted: [Int], inserted: [Int]) {
    let oldSet = Set(old)
    let newSet = Set(new)
    return (
      old.indices.filter { !newSet.contains(old[$0]) },
      new.indices.filter { !oldSet.contains(new[$0]) }
    )
  }
}
