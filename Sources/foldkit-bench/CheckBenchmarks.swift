import FoldKit

/// Registers the `check.` benchmarks.
func registerCheckBenchmarks(_ suite: inout BenchmarkSuite) {
  let sizes = [10_000, 100_000, 1_000_000]
  suite.add("check.toggle-leaf", sizes: sizes, quickSizes: [10_000]) { n in
    let forest = CheckBenchForest(count: n)
    // The tree is built once per size, outside the timed region.
    guard var tree = try? CheckTree(roots: forest.roots) else {
      fatalError("check benchmark forest has duplicate IDs")
    }
    let leaf = forest.deepLeaf
    return BenchmarkBody {
      // Each body toggles twice, so the tree is back where it started.
      blackHole(tree.toggle(leaf))
      blackHole(tree.toggle(leaf))
    }
  }
  suite.add("check.toggle-leaf", variant: "naive", sizes: sizes, quickSizes: [10_000]) { n in
    var list = NaiveCheckList(CheckBenchForest(count: n))
    let leaf = CheckBenchForest(count: n).deepLeaf
    return BenchmarkBody {
      blackHole(list.toggle(leaf))
      blackHole(list.toggle(leaf))
    }
  }
  suite.add("check.build", sizes: sizes, quickSizes: [10_000]) { n in
    let roots = CheckBenchForest(count: n).roots
    return BenchmarkBody {
      blackHole(try? CheckTree(roots: roots))
    }
  }
}

/// A forest of exactly `count` items for the check benchmarks.
///
/// Complete trees of fan-out 3 down to depth 6 (1,093 items each), then single leaves for the
/// remainder. Every fifth leaf starts checked and every top-level tree is mandatory.
struct CheckBenchForest {
  static let fanOut = 3
  static let depth = 6

  var roots: [CheckTree<Int>.Node] = []
  /// The last leaf at depth 6 of the middle complete tree.
  var deepLeaf = 0

  init(count: Int) {
    var nextID = 0
    var perTree = 0
    var level = 1
    for _ in 0...Self.depth {
      perTree += level
      level *= Self.fanOut
    }
    let fullTrees = count / perTree
    func make(depth: Int) -> CheckTree<Int>.Node {
      let id = nextID
      nextID += 1
      guard depth < Self.depth else {
        return CheckTree<Int>.Node(id, isChecked: id % 5 == 0)
      }
      var children: [CheckTree<Int>.Node] = []
      children.reserveCapacity(Self.fanOut)
      for _ in 0..<Self.fanOut { children.append(make(depth: depth + 1)) }
      return CheckTree<Int>.Node(id, isMandatory: depth == 0, children: children)
    }
    for tree in 0..<fullTrees {
      roots.append(make(depth: 0))
      if tree == fullTrees / 2 { deepLeaf = nextID - 1 }
    }
    while nextID < count {
      roots.append(CheckTree<Int>.Node(nextID))
      nextID += 1
    }
  }
}

/// The check list as it is often written by hand: leaf marks in an array, and after every toggle
/// every parent's mark recomputed from scratch and compared with the old marks to find the rows
/// to reload.
private struct NaiveCheckList {
  var index: [Int: Int] = [:]
  var parent: [Int] = []
  var isLeaf: [Bool] = []
  var leafChecked: [Bool] = []
  var marks: [CheckMark] = []

  init(_ forest: CheckBenchForest) {
    func add(_ node: CheckTree<Int>.Node, parent: Int) {
      let position = self.parent.count
      index[node.id] = position
      self.parent.append(parent)
      isLeaf.append(node.children.isEmpty)
      leafChecked.append(node.isChecked)
      for child in node.children { add(child, parent: position) }
    }
    for root in forest.roots { add(root, parent: -1) }
    marks = recomputedMarks()
  }

  /// Every mark from the leaf marks, by one pass from the last item to the first.
  func recomputedMarks() -> [CheckMark] {
    var checked = [Int](repeating: 0, count: parent.count)
    var total = [Int](repeating: 0, count: parent.count)
    var marks = [CheckMark](repeating: .unchecked, count: parent.count)
    for item in parent.indices.reversed() {
      if isLeaf[item] {
        checked[item] = leafChecked[item] ? 1 : 0
        total[item] = 1
      }
      marks[item] = CheckMark(checked: checked[item], of: total[item])
      let up = parent[item]
      if up >= 0 {
        checked[up] += checked[item]
        total[up] += total[item]
      }
    }
    return marks
  }

  /// Flips a leaf, recomputes every mark and returns how many rows to reload.
  mutating func toggle(_ id: Int) -> Int {
    guard let item = index[id] else { return 0 }
    leafChecked[item].toggle()
    let new = recomputedMarks()
    var changed = 0
    for item in new.indices where new[item] != marks[item] { changed += 1 }
    marks = new
    return changed
  }
}
