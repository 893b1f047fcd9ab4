import FoldKit

/// Registers the `layout.` benchmarks: queries and height changes at 10k, 100k and 1M rows, each
/// beside a `naive` variant that keeps a prefix-sum array of heights.
func registerLayoutBenchmarks(_ suite: inout BenchmarkSuite) {
  let sizes = [10_000, 100_000, 1_000_000]
  let quick = [2_000]

  suite.add("layout.element-at-offset", sizes: sizes, quickSizes: quick) { n in
    let layout = LayoutWorkload(rows: n).layout()
    var rng = BenchmarkRandom(seed: 21)
    let total = Int(layout.contentHeight)
    let offsets = (0..<1_024).map { _ in Double(rng.next(below: total)) }
    var cursor = 0
    return {
      blackHole(layout.element(atOffset: offsets[cursor & 1_023]))
      cursor &+= 1
    }
  }
  suite.add("layout.element-at-offset", variant: "naive", sizes: sizes, quickSizes: quick) { n in
    let naive = NaiveLayout(LayoutWorkload(rows: n))
    var rng = BenchmarkRandom(seed: 21)
    let total = Int(naive.contentHeight)
    let offsets = (0..<1_024).map { _ in Double(rng.next(below: total)) }
    var cursor = 0
    return {
      blackHole(naive.element(atOffset: offsets[cursor & 1_023]))
      cursor &+= 1
    }
  }

  suite.add("layout.frame", sizes: sizes, quickSizes: quick) { n in
    let layout = LayoutWorkload(rows: n).layout()
    let paths = LayoutWorkload.randomPaths(n, seed: 23)
    var cursor = 0
    return {
      blackHole(layout.frame(at: paths[cursor & 1_023]))
      cursor &+= 1
    }
  }
  suite.add("layout.frame", variant: "naive", sizes: sizes, quickSizes: quick) { n in
    let naive = NaiveLayout(LayoutWorkload(rows: n))
    let paths = LayoutWorkload.randomPaths(n, seed: 23)
    var cursor = 0
    return {
      blackHole(naive.frame(at: paths[cursor & 1_023]))
      cursor &+= 1
    }
  }

  suite.add("layout.height-change", sizes: sizes, quickSizes: quick) { n in
    var layout = LayoutWorkload(rows: n).layout()
    let path = ListIndexPath(section: 5, row: n / 20)
    var flip = false
    return {
      flip.toggle()
      blackHole(layout.setHeight(flip ? 60 : 44, forRowAt: path))
    }
  }
  suite.add("layout.height-change", variant: "naive", sizes: sizes, quickSizes: quick) { n in
    var naive = NaiveLayout(LayoutWorkload(rows: n))
    let path = ListIndexPath(section: 5, row: n / 20)
    var flip = false
    return {
      flip.toggle()
      naive.setHeight(flip ? 60 : 44, at: path)
      blackHole(naive.contentHeight)
    }
  }

  suite.add("layout.width-change", sizes: sizes, quickSizes: quick) { n in
    var layout = LayoutWorkload(rows: n).layout()
    layout.contentOffset = layout.contentHeight / 2
    layout.layoutViewport()
    var step = 0
    return {
      // Cycling through many widths defeats the two-width cache: the viewport is re-measured.
      step &+= 1
      blackHole(layout.setWidth(Double(300 + step % 64)))
    }
  }
  suite.add("layout.width-change", variant: "naive", sizes: sizes, quickSizes: quick) { n in
    var naive = NaiveLayout(LayoutWorkload(rows: n))
    var step = 0
    return {
      step &+= 1
      naive.setWidth(Double(300 + step % 64))
      blackHole(naive.contentHeight)
    }
  }
}

/// `rows` self-sizing rows in 10 sections with headers; each row's text is 20 to 219
/// characters, measured at 8 units per character in lines of 20, plus 12 above and below.
struct LayoutWorkload {
  var workload: EngineWorkload
  var rows: Int

  init(rows: Int) {
    self.rows = rows
    workload = EngineWorkload(visibleRows: rows)
  }

  static let metrics = LayoutMetrics(
    style: .plain, rowHeight: .measured(estimate: 44), header: .fixed(28), footer: .zero,
    headerTopPadding: 0, contentInsets: LayoutInsets(top: 20, bottom: 20))

  /// The height of a row showing `content` at `width`.
  @Sendable static func measure(_ content: Int, _ kind: VisibleElement.Kind, _ width: Double)
    -> Double
  {
    let characters = 20 + (content & 0x7FFF_FFFF) % 200
    let perLine = Swift.max(1, Int((width - 32) / 8))
    let lines = (characters + perLine - 1) / perLine
    return 24 + Double(lines) * 20
  }

  func layout() -> ListLayout<Int, Int, Int> {
    ListLayout(
      controller: workload.controller(), metrics: Self.metrics, width: 320, viewportHeight: 800,
      measure: Self.measure)
  }

  static func randomPaths(_ n: Int, seed: UInt64) -> [ListIndexPath] {
    var rng = BenchmarkRandom(seed: seed)
    return (0..<1_024).map { _ in
      ListIndexPath(section: rng.next(below: 10), row: rng.next(below: n / 10))
    }
  }
}

/// The hand-written way: heights in an array, offsets in a prefix-sum array beside it.
struct NaiveLayout {
  var contents: [Int]
  /// Per element: the section, and the row (-1 for a header).
  var sections: [Int]
  var rowIndexes: [Int]
  var heights: [Double]
  var starts: [Double]
  var headerPositions: [Int]
  var width = 320.0

  init(_ workload: LayoutWorkload) {
    contents = []
    sections = []
    rowIndexes = []
    heights = []
    starts = []
    headerPositions = []
    for (section, record) in workload.workload.sections.enumerated() {
      headerPositions.append(heights.count)
      contents.append(-1)
      sections.append(section)
      rowIndexes.append(-1)
      heights.append(28)
      for (row, item) in record.items.enumerated() {
        contents.append(item.content)
        sections.append(section)
        rowIndexes.append(row)
        heights.append(44)
      }
    }
    rebuildStarts()
  }

  var contentHeight: Double { (starts.last ?? 0) + (heights.last ?? 0) }

  mutating func rebuildStarts() {
    starts = [Double](repeating: 0, count: heights.count)
    var sum = 0.0
    for index in heights.indices {
      starts[index] = sum
      sum += heights[index]
    }
  }

  func element(atOffset y: Double) -> (section: Int, row: Int, minY: Double, height: Double)? {
    guard y >= 0, y < contentHeight else { return nil }
    var low = 0
    var high = starts.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= y { low = middle } else { high = middle }
    }
    return (sections[low], rowIndexes[low], starts[low], heights[low])
  }

  func frame(at path: ListIndexPath) -> (minY: Double, height: Double) {
    let position = headerPositions[path.section] + 1 + path.row
    return (starts[position], heights[position])
  }

  mutating func setHeight(_ height: Double, at path: ListIndexPath) {
    let position = headerPositions[path.section] + 1 + path.row
    let delta = height - heights[position]
    heights[position] = height
    for index in (position + 1)..<starts.count { starts[index] += delta }
  }

  /// Re-measures every row at the new width and rebuilds the prefix sums.
  mutating func setWidth(_ newWidth: Double) {
    width = newWidth
    for index in heights.indices where rowIndexes[index] >= 0 {
      heights[index] = LayoutWorkload.measure(contents[index], .row, newWidth)
    }
    rebuildStarts()
  }
}
