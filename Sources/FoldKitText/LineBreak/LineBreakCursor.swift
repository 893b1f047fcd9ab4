/// Walks UTF-8 text and yields its line break opportunities one by one.
///
/// It borrows the bytes: the caller keeps them alive while the cursor is in use.
struct LineBreakCursor {
  private let base: UnsafePointer<UInt8>?
  private let count: Int
  private let table: UnsafePointer<UInt16>
  private let properties: PropertyTable
  private var index = 0
  private var row = LineBreakTable.initialRow

  init(_ bytes: UnsafeBufferPointer<UInt8>, wordBreak: WordBreak) {
    base = bytes.baseAddress
    count = bytes.count
    table = LineBreakTable.shared.entries(for: wordBreak)
    properties = PropertyTable.shared
  }

  /// The next opportunity, or `nil` at the end of the text.
  @inline(__always)
  mutating func next() -> LineBreakOpportunity? {
    guard let base else { return nil }
    while index < count {
      let start = index
      let byte = base[index]
      let word: UInt16
      if byte < 0x80 {
        // A letter after AL: × (LB28), and the state stays AL.
        if row == LineBreakTable.alphabeticRow && (byte | 0x20) &- 0x61 < 26 {
          index &+= 1
          continue
        }
        word = properties.asciiWord(byte)
        index &+= 1
      } else {
        let (value, length) = decodeUTF8(base, index, count)
        word = properties.word(value)
        index &+= length
      }
      let cls = word.lineBreakClass
      let entry = table[row &+ Int(cls)]
      row = Int(entry & 0x3FFF)
      let action = entry &>> 14
      if action == LineBreakTable.prohibited { continue }
      if action == LineBreakTable.lookahead {
        let wanted =
          cls == LineBreakClass.op || cls == LineBreakClass.opw
          ? LineBreakClass.nu : LineBreakClass.vf
        if nextClass(base) == wanted { continue }
      }
      return LineBreakOpportunity(offset: start, isMandatory: action == LineBreakTable.mandatory)
    }
    return nil
  }

  /// The class of the next character after `index` that is not CM or ZWJ (LB9), if any.
  private func nextClass(_ base: UnsafePointer<UInt8>) -> UInt8? {
    var position = index
    while position < count {
      let (value, length) = decodeUTF8(base, position, count)
      let cls = properties.word(value).lineBreakClass
      if cls != LineBreakClass.cm && cls != LineBreakClass.zwj { return cls }
      position += length
    }
    return nil
  }
}
