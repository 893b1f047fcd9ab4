/// The UTF-8 offsets of the grapheme cluster boundaries inside `string` (not 0, not the end).
///
/// For tests: the hot paths walk the table inline.
///
/// - Complexity: O(*n*) for *n* UTF-8 bytes.
package func graphemeBoundaryOffsets(in string: String) -> [Int] {
  withUTF8Bytes(of: string) { bytes in
    guard let base = bytes.baseAddress else { return [] }
    let table = PropertyTable.shared
    var row = GraphemeBreakTable.startRow
    var result: [Int] = []
    var index = 0
    while index < bytes.count {
      let (value, length) = decodeUTF8(base, index, bytes.count)
      let entry = GraphemeBreakTable.shared.entry(row, table.word(value).graphemeBreakClass)
      row = Int(entry & 0x7FFF)
      if entry & 0x8000 != 0 && index > 0 { result.append(index) }
      index += length
    }
    return result
  }
}
