#if os(Linux)
import Foundation

/// Not UIKit: the heights of one section's rows (or items), each with a mark (measured, or
/// sized), as the stand-in views keep them.
///
/// The heights sit in chunks, each with its count and sum: a chunk holds either at most
/// ``maxChunk`` heights one by one, or a run of any length of unmarked rows of one height (a
/// section on its estimate is one run, and a mark cuts a chunk out of its run). A row's offset,
/// the row at an offset, and a run of rows inserted or removed at one place then cost
/// O(log *c* + chunk) for *c* chunks, plus O(*c*) to renew the chunks' prefix sums after a
/// change, where *c* stays near the number of marked rows / 256, not O(*n*) as a flat array
/// would. A mark is a generation number: the mark counts only while it equals ``generation``,
/// so every mark is cleared at once by ``clearMarks()``.
struct StandInHeights {
  struct Chunk {
    /// The heights one by one; empty for a run.
    var heights: [CGFloat] = []
    var marks: [UInt32] = []
    var sum: CGFloat = 0
    /// For a run: its length and its rows' height.
    var runCount = 0
    var runHeight: CGFloat = 0

    var isRun: Bool { heights.isEmpty }
    var count: Int { heights.isEmpty ? runCount : heights.count }

    static func run(_ count: Int, _ height: CGFloat) -> Chunk {
      Chunk(sum: CGFloat(count) * height, runCount: count, runHeight: height)
    }

    /// A chunk of single heights.
    init(heights: [CGFloat], marks: [UInt32]) {
      self.heights = heights
      self.marks = marks
      sum = heights.reduce(0, +)
    }

    private init(sum: CGFloat, runCount: Int, runHeight: CGFloat) {
      self.sum = sum
      self.runCount = runCount
      self.runHeight = runHeight
    }
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
      var heights: [CGFloat] = []
      var marks: [UInt32] = []
      heights.reserveCapacity(end - start)
      marks.reserveCapacity(end - start)
      for row in start..<end {
        let (height, marked) = make(row)
        heights.append(height)
        marks.append(marked ? generation : 0)
      }
      chunks.append(Chunk(heights: heights, marks: marks))
      start = end
    }
    self.count = count
    prefixIsValid = false
  }

  /// `count` unmarked rows of one height, in O(1).
  init(count: Int, height: CGFloat) {
    if count > 0 { chunks = [.run(count, height)] }
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
    return chunks[chunk].isRun ? chunks[chunk].runHeight : chunks[chunk].heights[index]
  }

  func isMarked(_ row: Int) -> Bool {
    let (chunk, index) = locateUnchecked(row)
    return !chunks[chunk].isRun && chunks[chunk].marks[index] == generation
  }

  /// Sets the height of `row` and marks it.
  mutating func setMarked(_ row: Int, height: CGFloat) {
    validatePrefix()
    var (chunk, index) = locate(row)
    if chunks[chunk].isRun {
      // Cut the aligned block of `maxChunk` rows around `row` out of its run.
      let run = chunks[chunk]
      let start = index / Self.maxChunk * Self.maxChunk
      let end = min(run.runCount, start + Self.maxChunk)
      var pieces: [Chunk] = []
      if start > 0 { pieces.append(.run(start, run.runHeight)) }
      pieces.append(
        Chunk(
          heights: Array(repeating: run.runHeight, count: end - start),
          marks: Array(repeating: 0, count: end - start)))
      if end < run.runCount { pieces.append(.run(run.runCount - end, run.runHeight)) }
      chunks.replaceSubrange(chunk...chunk, with: pieces)
      chunk += start > 0 ? 1 : 0
      index -= start
    }
    chunks[chunk].sum += height - chunks[chunk].heights[index]
    chunks[chunk].heights[index] = height
    chunks[chunk].marks[index] = generation
    prefixIsValid = false
  }

  /// The sum of the heights of the rows before `row`.
  mutating func offset(of row: Int) -> CGFloat {
    validatePrefix()
    let (chunk, index) = locate(row)
    if chunks[chunk].isRun { return heightBefore[chunk] + CGFloat(index) * chunks[chunk].runHeight }
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
      let top = heightBefore[chunk]
      if top + chunks[chunk].sum > y {
        let entry = chunks[chunk]
        if entry.isRun {
          let index = max(
            0, min(entry.runCount - 1, Int(((y - top) / entry.runHeight).rounded(.down))))
          return (rowsBefore[chunk] + index, top + CGFloat(index) * entry.runHeight)
        }
        var rowTop = top
        for (index, height) in entry.heights.enumerated() {
          if rowTop + height > y { return (rowsBefore[chunk] + index, rowTop) }
          rowTop += height
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
  /// `value` gives the height and mark of each. Returns false, having inserted the rows before
  /// it, at a row beyond the end.
  mutating func insert(_ rows: [Int], _ value: (Int) -> (height: CGFloat, isMarked: Bool))
    -> Bool
  {
    var start = rows.startIndex
    while start < rows.endIndex {
      guard rows[start] >= 0 && rows[start] <= count else { return false }
      var end = start + 1
      while end < rows.endIndex && rows[end] == rows[end - 1] + 1 { end += 1 }
      var heights: [CGFloat] = []
      var marks: [UInt32] = []
      heights.reserveCapacity(end - start)
      marks.reserveCapacity(end - start)
      for row in rows[start..<end] {
        let (height, marked) = value(row)
        heights.append(height)
        marks.append(marked ? generation : 0)
      }
      insertRun(heights, marks, at: rows[start])
      start = end
    }
    return true
  }

  private mutating func removeRun(from first: Int, count removed: Int) {
    validatePrefix()
    var (chunk, index) = locate(first)
    var left = removed
    while left > 0 {
      let take = min(left, chunks[chunk].count - index)
      if chunks[chunk].isRun {
        chunks[chunk].runCount -= take
        chunks[chunk].sum = CGFloat(chunks[chunk].runCount) * chunks[chunk].runHeight
      } else {
        for height in chunks[chunk].heights[index..<index + take] { chunks[chunk].sum -= height }
        chunks[chunk].heights.removeSubrange(index..<index + take)
        chunks[chunk].marks.removeSubrange(index..<index + take)
      }
      left -= take
      if chunks[chunk].count == 0 {
        chunks.remove(at: chunk)
      } else {
        chunk += 1
      }
      index = 0
    }
    count -= removed
    prefixIsValid = false
  }

  private mutating func insertRun(_ heights: [CGFloat], _ marks: [UInt32], at first: Int) {
    validatePrefix()
    let inserted = pieces(heights, marks)
    if first == count {
      chunks.append(contentsOf: inserted)
    } else {
      let (chunk, index) = locate(first)
      let entry = chunks[chunk]
      if entry.isRun {
        var replacement: [Chunk] = []
        if index > 0 { replacement.append(.run(index, entry.runHeight)) }
        replacement += inserted
        replacement.append(.run(entry.runCount - index, entry.runHeight))
        chunks.replaceSubrange(chunk...chunk, with: replacement)
      } else {
        var merged = entry.heights
        var mergedMarks = entry.marks
        merged.insert(contentsOf: heights, at: index)
        mergedMarks.insert(contentsOf: marks, at: index)
        chunks.replaceSubrange(chunk...chunk, with: pieces(merged, mergedMarks))
      }
    }
    count += heights.count
    prefixIsValid = false
  }

  /// Chunks of at most `maxChunk` heights.
  private func pieces(_ heights: [CGFloat], _ marks: [UInt32]) -> [Chunk] {
    var result: [Chunk] = []
    var start = 0
    while start < heights.count {
      let end = min(heights.count, start + Self.maxChunk)
      result.append(Chunk(heights: Array(heights[start..<end]), marks: Array(marks[start..<end])))
      start = end
    }
    return result
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
      rows += chunk.count
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
      if rest < entry.count { return (chunk, rest) }
      rest -= entry.count
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
