import FoldKit

/// A benchmark element: a row with a height, as the list engine stores them.
private struct BenchRow: SumTreeElement {
  var id: Int
  var height: Int

  var summary: BenchSummary { BenchSummary(rows: 1, height: height) }
}

/// Row count and total height of a run of rows.
private struct BenchSummary: SumTreeSummary {
  var rows: Int
  var height: Int

  static var zero: BenchSummary { BenchSummary(rows: 0, height: 0) }

  mutating func add(_ other: BenchSummary) {
    rows += other.rows
    height += other.height
  }
}

/// `n` rows of pseudo-random heights 1...8, the same for every variant.
private func benchRows(_ n: Int, seed: UInt64 = 42) -> [BenchRow] {
  var state = seed
  return (0..<n).map { id in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return BenchRow(id: id, height: Int(state >> 61) + 1)
  }
}

/// `count` pseudo-random values in `0..<bound`.
private func benchTargets(_ count: Int, below bound: Int, seed: UInt64 = 7) -> [Int] {
  var state = seed
  return (0..<count).map { _ in
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Int((state >> 33) % UInt64(bound))
  }
}

/// Seeks per benchmark iteration.
private let seeksPerIteration = 64

/// Registers the `sumtree.` benchmarks.
///
/// - `sumtree.seek`: find the row covering a pseudo-random y offset (seek by summed height).
///   Baseline `array`: binary search over a prefix-sum array of the heights.
/// - `sumtree.seek-count`: find the k-th row by the row-count dimension. Baseline `array`:
///   direct indexing, the O(1) best case a flat array offers.
/// - `sumtree.insert-remove-10`: insert a run of 10 rows in the middle, then remove it. Baseline
///   `array`: an array of rows plus its prefix sums kept in step (what a flat array needs to seek
///   by height); `array-plain`: the rows alone.
/// - `sumtree.build`: bulk-build from an array. Baseline `array`: copy the rows into a new array.
func registerSumTreeBenchmarks(_ suite: inout BenchmarkSuite) {
  let sizes = [10_000, 100_000, 1_000_000]
  let quick = [1_000]
  let perSeek: [(String, Double)] = [("seeks_per_iteration", Double(seeksPerIteration))]

  suite.add("sumtree.seek", sizes: sizes, quickSizes: quick) { n in
    let tree = SumTree(benchRows(n))
    let targets = benchTargets(seeksPerIteration, below: tree.summary.height)
    return BenchmarkBody(metrics: perSeek) {
      var sum = 0
      for y in targets { sum &+= tree.seek { $0.height > y }.position }
      blackHole(sum)
    }
  }
  suite.add("sumtree.seek", variant: "array", sizes: sizes, quickSizes: quick) { n in
    let rows = benchRows(n)
    var prefix: [Int] = []
    prefix.reserveCapacity(n)
    var total = 0
    for row in rows {
      total += row.height
      prefix.append(total)
    }
    let targets = benchTargets(seeksPerIteration, below: total)
    return BenchmarkBody(metrics: perSeek) {
      var sum = 0
      for y in targets {
        // The first row whose running height exceeds y.
        var low = 0
        var high = prefix.count
        while low < high {
          let middle = (low + high) / 2
          if prefix[middle] > y { high = middle } else { low = middle + 1 }
        }
        sum &+= low &+ rows[Swift.min(low, n - 1)].id
      }
      blackHole(sum)
    }
  }

  suite.add("sumtree.seek-count", sizes: sizes, quickSizes: quick) { n in
    let tree = SumTree(benchRows(n))
    let targets = benchTargets(seeksPerIteration, below: n)
    return BenchmarkBody(metrics: perSeek) {
      var sum = 0
      for k in targets { sum &+= tree.seek { $0.rows > k }.before.height }
      blackHole(sum)
    }
  }
  suite.add("sumtree.seek-count", variant: "array", sizes: sizes, quickSizes: quick) { n in
    let rows = benchRows(n)
    let targets = benchTargets(seeksPerIteration, below: n)
    return BenchmarkBody(metrics: perSeek) {
      var sum = 0
      for k in targets { sum &+= rows[k].height }
      blackHole(sum)
    }
  }

  suite.add("sumtree.insert-remove-10", sizes: sizes, quickSizes: quick) { n in
    var tree = SumTree(benchRows(n))
    let run = benchRows(10, seed: 9)
    let middle = n / 2
    return BenchmarkBody {
      tree.insert(contentsOf: run, at: middle)
      tree.removeSubrange(middle..<(middle + 10))
      blackHole(tree.count)
    }
  }
  suite.add("sumtree.insert-remove-10", variant: "array", sizes: sizes, quickSizes: quick) { n in
    var rows = benchRows(n)
    var prefix: [Int] = []
    prefix.reserveCapacity(n + 10)
    var total = 0
    for row in rows {
      total += row.height
      prefix.append(total)
    }
    let run = benchRows(10, seed: 9)
    let middle = n / 2
    return BenchmarkBody {
      // Insert the rows and their running heights, then shift the prefix sums after them.
      let base = middle == 0 ? 0 : prefix[middle - 1]
      var running = base
      var inserted: [Int] = []
      inserted.reserveCapacity(run.count)
      for row in run {
        running += row.height
        inserted.append(running)
      }
      let added = running - base
      rows.insert(contentsOf: run, at: middle)
      prefix.insert(contentsOf: inserted, at: middle)
      for index in (middle + run.count)..<prefix.count { prefix[index] += added }
      // Remove them again and shift back.
      rows.removeSubrange(middle..<(middle + run.count))
      prefix.removeSubrange(middle..<(middle + run.count))
      for index in middle..<prefix.count { prefix[index] -= added }
      blackHole(prefix.last)
    }
  }
  suite.add("sumtree.insert-remove-10", variant: "array-plain", sizes: sizes, quickSizes: quick) {
    n in
    var rows = benchRows(n)
    let run = benchRows(10, seed: 9)
    let middle = n / 2
    return BenchmarkBody {
      rows.insert(contentsOf: run, at: middle)
      rows.removeSubrange(middle..<(middle + run.count))
      blackHole(rows.count)
    }
  }

  suite.add("sumtree.build", sizes: sizes, quickSizes: quick) { n in
    let rows = benchRows(n)
    return BenchmarkBody { blackHole(SumTree(rows)) }
  }
  suite.add("sumtree.build", variant: "array", sizes: sizes, quickSizes: quick) { n in
    let rows = benchRows(n)
    return BenchmarkBody { blackHole(Array(rows.lazy.map { $0 })) }
  }
}
