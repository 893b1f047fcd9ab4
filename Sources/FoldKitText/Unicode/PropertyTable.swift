/// The decoded Unicode property table: one 16-bit word per code point, two loads per lookup.
///
/// The word layout is the generator's (scripts/generate-unicode-tables.py): bits 0–5 the line
/// break class, bits 6–9 the grapheme cluster break value, bits 10–11 the width code, then the
/// Emoji, unassigned and control flags.
///
/// The storage is decoded once from the base-64 literals in `UnicodeTables.swift` into memory
/// that is never written again nor freed, so sharing the pointers across threads is safe.
@usableFromInline
struct PropertyTable: @unchecked Sendable {
  @usableFromInline let stage1: UnsafePointer<UInt16>
  @usableFromInline let stage2: UnsafePointer<UInt16>

  /// The table, decoded on first use.
  @usableFromInline static let shared = PropertyTable()

  private init() {
    precondition(UnicodeData.blockShift == 7, "word(_:) assumes blocks of 128 code points")
    let first = Self.decodeBase64(UnicodeData.stage1Base64)
    let second = Self.decodeBase64(UnicodeData.stage2Base64)
    let blockCount = 0x11_0000 >> UnicodeData.blockShift
    let stage1 = UnsafeMutablePointer<UInt16>.allocate(capacity: blockCount)
    for index in 0..<blockCount {
      stage1[index] =
        UnicodeData.stage1IsWide
        ? UInt16(first[2 * index]) | UInt16(first[2 * index + 1]) << 8
        : UInt16(first[index])
    }
    let stage2 = UnsafeMutablePointer<UInt16>.allocate(capacity: second.count / 2)
    for index in 0..<second.count / 2 {
      stage2[index] = UInt16(second[2 * index]) | UInt16(second[2 * index + 1]) << 8
    }
    self.stage1 = UnsafePointer(stage1)
    self.stage2 = UnsafePointer(stage2)
  }

  /// The property word of code point `value`.
  ///
  /// - Precondition: `value` is at most 0x10FFFF.
  @inlinable @inline(__always)
  func word(_ value: UInt32) -> UInt16 {
    let block = Int(stage1[Int(value &>> 7)])
    return stage2[block &<< 7 | Int(value & 0x7F)]
  }

  /// The property word of an ASCII byte (block 0 of stage 2).
  @inlinable @inline(__always)
  func asciiWord(_ byte: UInt8) -> UInt16 {
    stage2[Int(byte)]
  }

  private static func decodeBase64(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count * 3 / 4)
    var accumulator: UInt32 = 0
    var bits = 0
    for character in text.utf8 {
      let sextet: UInt32
      switch character {
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): sextet = UInt32(character - UInt8(ascii: "A"))
      case UInt8(ascii: "a")...UInt8(ascii: "z"):
        sextet = UInt32(character - UInt8(ascii: "a") + 26)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        sextet = UInt32(character - UInt8(ascii: "0") + 52)
      case UInt8(ascii: "+"): sextet = 62
      case UInt8(ascii: "/"): sextet = 63
      default: continue  // line breaks of the literal, padding
      }
      accumulator = accumulator << 6 | sextet
      bits += 6
      if bits >= 8 {
        bits -= 8
        bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
      }
    }
    return bytes
  }
}

/// Accessors for the fields of a property word.
extension UInt16 {
  /// The line break class (`LineBreakClass`).
  @inlinable @inline(__always)
  var lineBreakClass: UInt8 { UInt8(truncatingIfNeeded: self & 0x3F) }

  /// The grapheme cluster break value (`GraphemeBreakClass`).
  @inlinable @inline(__always)
  var graphemeBreakClass: UInt8 { UInt8(truncatingIfNeeded: (self &>> 6) & 0xF) }

  /// The width code: 0, 1, 2, or 3 for East Asian ambiguous.
  @inlinable @inline(__always)
  var widthCode: Int { Int((self &>> 10) & 0x3) }

  /// Whether the scalar has the Emoji property.
  @inlinable @inline(__always)
  var isEmoji: Bool { self & 0x1000 != 0 }

  /// Whether the scalar is unassigned in the tables' Unicode version.
  @inlinable @inline(__always)
  var isUnassigned: Bool { self & 0x2000 != 0 }

  /// Whether the scalar is a C0 or C1 control or DEL.
  @inlinable @inline(__always)
  var isControl: Bool { self & 0x4000 != 0 }
}
