/// Walks UTF-8 text one grapheme cluster at a time, giving each cluster's extent and width.
///
/// It borrows the bytes: the caller keeps them alive while the cursor is in use. `from` must be
/// a cluster boundary.
struct ClusterCursor {
  /// One cluster: its UTF-8 offsets, its width in cells and its base's property word.
  struct Cluster {
    var start: Int
    var end: Int
    var width: Int
    var word: UInt16
  }

  private let base: UnsafePointer<UInt8>
  private let count: Int
  private let ambiguousCells: Int
  private let properties = PropertyTable.shared
  private let graphemes = GraphemeBreakTable.shared
  private var index: Int
  private var row = GraphemeBreakTable.startRow
  private var started = false

  init(base: UnsafePointer<UInt8>, count: Int, from start: Int, ambiguousCells: Int) {
    self.base = base
    self.count = count
    self.index = start
    self.ambiguousCells = ambiguousCells
  }

  /// The next cluster, or `nil` at the end of the text.
  mutating func next() -> Cluster? {
    guard index < count else { return nil }
    let start = index
    let (first, firstLength) = decodeUTF8(base, index, count)
    let word = properties.word(first)
    if !started {
      row = Int(graphemes.entry(row, word.graphemeBreakClass) & 0x7FFF)
      started = true
    }
    index &+= firstLength
    var width = GraphemeWidth.clusterWidth(
      base: first, word: word, second: 0, ambiguous: ambiguousCells)
    var atSecond = true
    while index < count {
      let (value, length) = decodeUTF8(base, index, count)
      let entry = graphemes.entry(row, properties.word(value).graphemeBreakClass)
      row = Int(entry & 0x7FFF)
      if entry & 0x8000 != 0 { break }  // `value` starts the next cluster; `row` includes it
      if atSecond && width == 1 && (value == 0xFE0F || value >= 0x1_F3FB) {
        width = GraphemeWidth.clusterWidth(
          base: first, word: word, second: value, ambiguous: ambiguousCells)
      }
      atSecond = false
      index &+= length
    }
    return Cluster(start: start, end: index, width: width, word: word)
  }
}
