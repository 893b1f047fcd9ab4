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
    // Rule 0 of GraphemeWidth: each opening Prepend character is 1 cell; the base follows them.
    var prepending = word.graphemeBreakClass == GraphemeBreakClass.prepend
    var prefix = prepending ? 1 : 0
    var clusterBase = first
    var baseWord = word
    var width =
      prepending
      ? 0
      : GraphemeWidth.clusterWidth(base: first, word: word, second: 0, ambiguous: ambiguousCells)
    var atSecond = !prepending
    while index < count {
      let (value, length) = decodeUTF8(base, index, count)
      let valueWord = properties.word(value)
      let entry = graphemes.entry(row, valueWord.graphemeBreakClass)
      row = Int(entry & 0x7FFF)
      if entry & 0x8000 != 0 { break }  // `value` starts the next cluster; `row` includes it
      index &+= length
      if prepending {
        if valueWord.graphemeBreakClass == GraphemeBreakClass.prepend {
          prefix &+= 1
        } else {
          prepending = false
          clusterBase = value
          baseWord = valueWord
          width = GraphemeWidth.clusterWidth(
            base: value, word: valueWord, second: 0, ambiguous: ambiguousCells)
          atSecond = true
        }
        continue
      }
      if atSecond && width == 1 && (value == 0xFE0F || value >= 0x1_F3FB) {
        width = GraphemeWidth.clusterWidth(
          base: clusterBase, word: baseWord, second: value, ambiguous: ambiguousCells)
      }
      atSecond = false
    }
    return Cluster(start: start, end: index, width: prefix &+ width, word: word)
  }
}
