/// The UTF-8 offsets of the grapheme cluster boundaries inside `string` (not 0, not the end).
///
/// For tests: the hot paths walk the table inline.
///
/// - Complexity: O(*n*) for *n* UTF-8 bytes.
package func graphemeBoundaryOffsets(in string: String) -> [Int] {
  withUTF8Bytes(of: string) { bytes in
    guard let base = bytes.baseAddress else { return [] }
    let table = PropertyTable.shared
    var state = GraphemeBreakTable.start
    var result: [Int] = []
    var index = 0
    while index < bytes.count {
      let (value, length) = decodeUTF8(base, index, bytes.count)
      let entry = GraphemeBreakTable.shared.entry(state, table.word(value).graphemeBreakClass)
      state = entry & 0x7F
      if entry & 0x80 != 0 && index > 0 { result.append(index) }
      index += length
    }
    return result
  }
}
