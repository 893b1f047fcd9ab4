extension GraphemeWidth {
  /// The number of terminal cells `string` occupies: the sum of its clusters' widths.
  ///
  /// Segments clusters itself over the UTF-8 bytes (UAX #29 with the 15.0 data) instead of
  /// building `Character`s, so it agrees with summing the widths of the `Character`s
  /// except where the standard library's newer segmentation differs (Indic conjuncts, added in
  /// Unicode 15.1, join into one `Character` there).
  ///
  /// - Parameters:
  ///   - string: The text to measure; line breaks and other controls count 0.
  ///   - ambiguous: How to count East Asian ambiguous clusters.
  /// - Returns: The total width in cells.
  /// - Complexity: O(*n*) for *n* UTF-8 bytes.
  public static func width(of string: String, ambiguous: AmbiguousWidth = .narrow) -> Int {
    withUTF8Bytes(of: string) { width(ofUTF8: $0, ambiguous: ambiguous) }
  }

  /// The number of terminal cells `text` occupies: the sum of its clusters' widths.
  ///
  /// - Parameters:
  ///   - text: A slice of a string, which should start on a cluster boundary.
  ///   - ambiguous: How to count East Asian ambiguous clusters.
  /// - Returns: The total width in cells.
  /// - Complexity: O(*n*) for *n* UTF-8 bytes.
  public static func width(of text: Substring, ambiguous: AmbiguousWidth = .narrow) -> Int {
    if let result = text.utf8.withContiguousStorageIfAvailable({
      width(ofUTF8: $0, ambiguous: ambiguous)
    }) {
      return result
    }
    return width(of: String(text), ambiguous: ambiguous)
  }

  /// The number of terminal cells the UTF-8 text in `bytes` occupies.
  ///
  /// Malformed UTF-8 never traps; a bad sequence counts as U+FFFD.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text.
  ///   - ambiguous: How to count East Asian ambiguous clusters.
  /// - Returns: The total width in cells.
  /// - Complexity: O(*n*) for *n* bytes.
  public static func width(
    ofUTF8 bytes: UnsafeBufferPointer<UInt8>, ambiguous: AmbiguousWidth = .narrow
  )
    -> Int
  {
    guard let base = bytes.baseAddress else { return 0 }
    let count = bytes.count
    let table = PropertyTable.shared
    let graphemes = GraphemeBreakTable.shared
    let ambiguousCells = ambiguous.cells
    var row = GraphemeBreakTable.startRow
    var total = 0
    var clusterWidth = 0
    var prefix = 0  // cells of the Prepend characters opening the cluster (rule 0)
    var clusterBase: UInt32 = 0
    var atSecond = false
    var index = 0
    let prependRow = Int(GraphemeBreakClass.prepend) * GraphemeBreakClass.count
    while index < count {
      let value: UInt32
      let word: UInt16
      let byte = base[index]
      // Printable ASCII starts a cluster of width 1 after anything but Prepend (GB9b), and
      // leaves the state Other.
      if byte &- 0x20 < 0x5F && row != prependRow {
        total &+= prefix &+ clusterWidth
        prefix = 0
        clusterWidth = 1
        clusterBase = UInt32(byte)
        atSecond = true
        row = 0
        index &+= 1
        continue
      }
      if byte < 0x80 {
        value = UInt32(byte)
        word = table.asciiWord(byte)
        index &+= 1
      } else {
        let (decoded, length) = decodeUTF8(base, index, count)
        value = decoded
        word = table.word(decoded)
        index &+= length
      }
      let afterPrepend = row == prependRow
      let entry = graphemes.entry(row, word.graphemeBreakClass)
      row = Int(entry & 0x7FFF)
      if entry & 0x8000 != 0 || afterPrepend {
        if entry & 0x8000 != 0 {
          total &+= prefix &+ clusterWidth
          prefix = 0
        }
        if row == prependRow {
          prefix &+= 1
          clusterWidth = 0
          atSecond = false
          continue
        }
        clusterWidth = Self.clusterWidth(
          base: value, word: word, second: 0, ambiguous: ambiguousCells)
        clusterBase = value
        atSecond = true
      } else {
        if atSecond && clusterWidth == 1 && (value == 0xFE0F || value >= 0x1_F3FB) {
          clusterWidth = Self.clusterWidth(
            base: clusterBase, word: table.word(clusterBase), second: value,
            ambiguous: ambiguousCells)
        }
        atSecond = false
      }
    }
    return total &+ prefix &+ clusterWidth
  }
}
