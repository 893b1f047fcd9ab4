/// Decodes the scalar at `index` of a UTF-8 buffer of `count` bytes.
///
/// Malformed input never traps: a truncated sequence takes the bytes that remain, and a value
/// beyond U+10FFFF becomes U+FFFD. `String`'s storage is always valid UTF-8.
///
/// - Returns: The scalar value and the number of bytes it took.
@inlinable @inline(__always)
func decodeUTF8(_ base: UnsafePointer<UInt8>, _ index: Int, _ count: Int) -> (UInt32, Int) {
  let lead = UInt32(base[index])
  if lead < 0x80 { return (lead, 1) }
  if lead < 0xE0 {
    guard index + 1 < count else { return (0xFFFD, count - index) }
    return ((lead & 0x1F) << 6 | UInt32(base[index + 1] & 0x3F), 2)
  }
  if lead < 0xF0 {
    guard index + 2 < count else { return (0xFFFD, count - index) }
    let value =
      (lead & 0x0F) << 12 | UInt32(base[index + 1] & 0x3F) << 6 | UInt32(base[index + 2] & 0x3F)
    return (value, 3)
  }
  guard index + 3 < count else { return (0xFFFD, count - index) }
  let value =
    (lead & 0x07) << 18 | UInt32(base[index + 1] & 0x3F) << 12
    | UInt32(base[index + 2] & 0x3F) << 6 | UInt32(base[index + 3] & 0x3F)
  return (value > 0x10_FFFF ? 0xFFFD : value, 4)
}

/// Calls `body` with the contiguous UTF-8 bytes of `string`, copying only if it is not native.
///
/// - Complexity: O(1) for a native string, O(*n*) otherwise.
@inline(__always)
func withUTF8Bytes<R>(of string: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
  if let result = string.utf8.withContiguousStorageIfAvailable(body) { return result }
  var copy = string
  return copy.withUTF8(body)
}
