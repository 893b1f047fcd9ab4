#if os(Linux)
import Foundation

/// Not UIKit: the heights of one section's rows (or items), each with a mark (measured, or
/// sized), as the stand-in views keep them.
///
/// The heights sit in chunks of at most ``maxChunk``, each with its count and sum, so that a
/// row's offset, the row at an offset, and a run of rows inserted or removed at one place cost
/// O(*c* + chunk) for *c* chunks (*c* = *n* / 256), not O(*n*) as a flat array's prefix sums
/// would. A mark is a generation number: the mark counts only while it equals ``generation``,
/// so every mark is cleared at once by ``clearMarks()``.
struct StandInHeights {
  struct Chunk {
    var heights: [CGFloat]
    var marks: [UInt32]
    var sum: CGFloat
  }

  static let maxChunk = 256

  private(set) var chunks: [Chunk] = []
  private(set) var count = 0
  private(set) var generation: UInt32 = 1
  /// Rows before each chunk and their height; rebuilt when `prefixIsValid` is false.
  private var rowsBefore: [Int] = []
  private var heightBefore: [CGFloat] = []
  private var prefixIsValid = true

  init() {}

  /// `count` rows, each with the height and mark `make` gives it.
  init(count: Int, _ make: (Int) -> (height: CGFloat, isMarked: Bool)) {
    var start = 0
    while start < count {
      let end = min(count, start + Self.maxChunk)
      var chunk = Chunk(heights: [], marks: [], sum: 0)
      chunk.heights.reserveCapacity(end - start)
      chunk.marks.reserveCapacity(end - start)
      for row in start..<end {
        let (height, marked) = make(row)
        chunk.heights.append(height)
        chunk.marks.append(marked ? generation : 0)
        chunk.sum += height
      }
      chunks.append(chunk)
      start = end
    }
    self.count = count
    prefixIsValid = false
  }

  /// `count` rows of one unmarked height, in O(*n* / 256) allocations.
  init(count: Int, height: CGFloat) {
    var start = 0
    while start < count {
      let size = min(Self.maxChunk, count - start)
      chunks.append(
        Chunk(
          heights: Array(repeating: height, count: size),
          marks: Array(repeating: 0, count: size), sum: CGFloat(size) * height))
      start += size
    }
    self.count = count
    prefixIsValid = false
  }

  /// The sum of every height.
  var total: CGFloat {
    mutating get {
      validatePrefix()
      return (heightBefore.last ?? 0) + (chunks.last?.sum ?? 0)
    }
  }

  /// Clears every mark.
  mutating func clearMarks() { generation &+= 1 }

  // MARK: Rows

  func height(at row: Int) -> CGFloat {
    let (chunk, index) = locateUnchecked(row)
    return chunks[chunk].heights[index]
  }

  func isMarked(_ row: Int) -> Bool {
    let (chunk, index) = locateUnchecked(row)
    return chunks[chunk].marks[index] == generation
  }

  /// Sets the height of `row` and marks it.
  mutating func setMarked(_ row: Int, height: CGFloat) {
    validatePrefix()
    let (chunk, index) = locate(row)
    chunks[chunk].sum += height - chunks[chunk].heights[index]
    chunks[chunk].heights[index] = height
    chunks[chunk].marks[index] = generation
    prefixIsValid = false
  }

  /// The sum of the heights of the rows before `row`.
  mutating func offset(of row: Int) -> CGFloat {
    validatePrefix()
    let (chunk, index) = locate(row)
    var y = heightBefore[chunk]
    for height in chunks[chunk].heights[..<index] { y += height }
    return y
  }

  /// The first row whose bottom is below `y`, with its top; `count` if none is.
  mutating func row(below y: CGFloat) -> (row: Int, top: CGFloat) {
    validatePrefix()
    // The last chunk starting at or above y.
    var low = 0
    var high = chunks.count
    while low < high {
      let middle = (low + high) / 2
      if heightBefore[middle] <= y { low = middle + 1 } else { high = middle }
    }
    var chunk = max(0, low - 1)
    while chunk < chunks.count {
      var top = heightBefore[chunk]
      if top + chunks[chunk].sum > y {
        for (index, height) in chunks[chunk].heights.enumerated() {
          if top + height > y { return (rowsBefore[chunk] + index, top) }
          top += height
        }
      }
      chunk += 1
    }
    return (count, (heightBefore.last ?? 0) + (chunks.last?.sum ?? 0))
  }

  // MARK: Edits

  /// Removes `rows`, given ascending, without repeats.
  mutating func remove(_ rows: [Int]) {
    var end = rows.endIndex
    // Runs of consecutive rows, from the last, so earlier rows keep their indexes.
    while end > rows.startIndex {
      var start = end - 1
      while start > rows.startIndex && rows[start - 1] == rows[start] - 1 { start -= 1 }
      removeRun(from: rows[start], count: end - start)
      end = start
    }
  }

  /// Inserts rows at their final indexes, given ascending, without repeats.
  ///
  /// `value` gives the height and mark of each. Returns false, having inserted the rows before it, at a row
  /// beyond the end.
  mutating func insert(_ rows: [Int], _ value: (Int) -> (height: CGFloat, isMarked: Bool))
    -> Bool
  {
    var start = rows.startIndex
    while start < rows.endIndex {
      guard rows[start] >= 0 && rows[start] <= count else { return false }
      var end = start + 1
      while end < rows.endIndex && rows[end] == rows[end - 1] + 1 { end += 1 }
      let run = rows[start..<end].map { row -> (CGFloat, UInt32) in
        let (height, marked) = value(row)
        return (height, marked ? generation : 0)
      }
      insertRun(run, at: rows[start])
      start = end
    }
    return true
  }

  private mutating func removeRun(from first: Int, count removed: Int) {
    validatePrefix()
    var (chunk, index) = locate(first)
    var left = removed
    while left > 0 {
      let take = min(left, chunks[chunk].heights.count - index)
      for height in chunks[chunk].heights[index..<index + take] { chunks[chunk].sum -= height }
      chunks[chunk].heights.removeSubrange(index..<index + take)
      chunks[chunk].marks.removeSubrange(index..<index + take)
      left -= take
      if chunks[chunk].heights.isEmpty {
        chunks.remove(at: chunk)
      } else {
        chunk += 1
      }
      index = 0
    }
    count -= removed
    prefixIsValid = false
  }

  private mutating func insertRun(_ run: [(height: CGFloat, mark: UInt32)], at first: Int) {
    validatePrefix()
    if chunks.isEmpty { chunks.append(Chunk(heights: [], marks: [], sum: 0)) }
    var (chunk, index) =
      first == count
      ? (chunks.count - 1, chunks[chunks.count - 1].heights.count)
      : locate(first)
    chunks[chunk].heights.insert(contentsOf: run.map(\.height), at: index)
    chunks[chunk].marks.insert(contentsOf: run.map(\.mark), at: index)
    for entry in run { chunks[chunk].sum += entry.height }
    // Split an overfull chunk into full ones.
    if chunks[chunk].heights.count > Self.maxChunk {
      let whole = chunks[chunk]
      var pieces: [Chunk] = []
      var start = 0
      while start < whole.heights.count {
        let end = min(whole.heights.count, start + Self.maxChunk)
        let heights = Array(whole.heights[start..<end])
        pieces.append(
          Chunk(heights: heights, marks: Array(whole.marks[start..<end]), sum: heights.reduce(0, +))
        )
        start = end
      }
      chunks.replaceSubrange(chunk...chunk, with: pieces)
      index = 0
    }
    count += run.count
    prefixIsValid = false
  }

  // MARK: Lookup

  private mutating func validatePrefix() {
    guard !prefixIsValid else { return }
    rowsBefore = []
    heightBefore = []
    rowsBefore.reserveCapacity(chunks.count)
    heightBefore.reserveCapacity(chunks.count)
    var rows = 0
    var height: CGFloat = 0
    for chunk in chunks {
      rowsBefore.append(rows)
      heightBefore.append(height)
      rows += chunk.heights.count
      height += chunk.sum
    }
    prefixIsValid = true
  }

  /// The chunk holding `row` and its index there (the prefix must be valid).
  private func locate(_ row: Int) -> (chunk: Int, index: Int) {
    precondition(row >= 0 && row < count, "row \(row) not in 0..<\(count)")
    var low = 0
    var high = rowsBefore.count
    while low < high {
      let middle = (low + high) / 2
      if rowsBefore[middle] <= row { low = middle + 1 } else { high = middle }
    }
    return (low - 1, row - rowsBefore[low - 1])
  }

  /// As `locate`, by walking the chunks when the prefix is stale.
  private func locateUnchecked(_ row: Int) -> (chunk: Int, index: Int) {
    if prefixIsValid { return locate(row) }
    precondition(row >= 0 && row < count, "row \(row) not in 0..<\(count)")
    var rest = row
    for (chunk, entry) in chunks.enumerated() {
      if rest < entry.heights.count { return (chunk, rest) }
      rest -= entry.heights.count
    }
    preconditionFailure("row \(row) not in 0..<\(count)")
  }
}

extension BatchRules {
  /// Carries each section's heights through the batch: surviving sections follow their section,
  /// rows deleted, reloaded or moved out leave, moved rows keep their height and mark, and
  /// inserted rows, reload targets and rows of inserted sections take `newRow`'s.
  ///
  /// Returns whether the counts came out as the view's new counts; when they do not (a table's
  /// `reloadData` fallback of R14 or R16), `sections` is left in an unspecified state for the
  /// caller to rebuild. O(*s* + *b* log *b* + *c*) for *s* sections, *b* operations and *c*
  /// chunks touched, plus `newRow`'s calls.
  func carry(
    _ sections: inout [StandInHeights],
    newRow: (IndexPath) -> (height: CGFloat, isMarked: Bool)
  ) -> Bool {
    guard firstFailure == nil, sections.count == old.count else { return false }
    var moved: [IndexPath: (height: CGFloat, isMarked: Bool)] = [:]
    for from in moveTargets.keys
    where from.section < sections.count && from.row < sections[from.section].count {
      let heights = sections[from.section]
      moved[from] = (heights.height(at: from.row), heights.isMarked(from.row))
    }
    for (section, rows) in leaving where sectionMap[section] != nil {
      guard let last = rows.last, last < sections[section].count else { return false }
      sections[section].remove(rows)
    }
    var result = [StandInHeights?](repeating: nil, count: new.count)
    for (source, target) in sectionMap
    where target < new.count && !insertedSections.contains(target) {
      result[target] = sections[source]
      sections[source] = StandInHeights()
    }
    var carried: [StandInHeights] = []
    carried.reserveCapacity(new.count)
    for (target, entry) in result.enumerated() {
      guard var heights = entry else {
        carried.append(
          StandInHeights(count: new[target]) { newRow(IndexPath(row: $0, section: target)) })
        continue
      }
      if let rows = arriving[target] {
        let fits = heights.insert(rows) { row in
          let path = IndexPath(row: row, section: target)
          if let from = moveSources[path], let value = moved[from] { return value }
          return newRow(path)
        }
        guard fits else { return false }
      }
      guard heights.count == new[target] else { return false }
      carried.append(heights)
    }
    sections = carried
    return true
  }
}
#endif
