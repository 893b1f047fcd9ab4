/// Extended grapheme cluster boundaries (UAX #29, Unicode 15.0) as a state machine.
///
/// A state is the grapheme break value of the previous scalar, or one of the extra states below
/// that carry the context rules GB11 and GB12/13 need. One lookup per scalar gives both whether
/// a boundary precedes it and the next state: entry bit 15 is "boundary", bits 0–14 the next
/// state's row offset (state × value count), so the hot loop adds instead of multiplying.
///
/// The table is computed from ``transition(from:on:)``, which states the rules in their order,
/// so the rules stay readable and the hot loop pays one load.
@usableFromInline
struct GraphemeBreakTable: @unchecked Sendable {
  /// Extended_Pictographic Extend* (the state after an emoji and its modifiers).
  static let pictographic = GraphemeBreakClass.extendedPictographic
  /// Extended_Pictographic Extend* ZWJ: GB11 joins the next pictograph.
  static let pictographicZWJ = UInt8(GraphemeBreakClass.count)
  /// An odd number of regional indicators so far: GB12/13 join the next one.
  static let regionalIndicatorOdd = UInt8(GraphemeBreakClass.count + 1)
  /// Start of text: a boundary before whatever comes.
  static let start = UInt8(GraphemeBreakClass.count + 2)
  /// The row offset of ``start``.
  @usableFromInline static let startRow = Int(start) * GraphemeBreakClass.count
  static let stateCount = GraphemeBreakClass.count + 3

  /// The flat table, `stateCount` rows of `GraphemeBreakClass.count` entries; read-only and never
  /// freed after initialization, so sharing it is safe.
  @usableFromInline let entries: UnsafePointer<UInt16>

  /// The table, built on first use.
  @usableFromInline static let shared = GraphemeBreakTable()

  private init() {
    let columns = GraphemeBreakClass.count
    let table = UnsafeMutablePointer<UInt16>.allocate(capacity: Self.stateCount * columns)
    for state in 0..<Self.stateCount {
      for value in 0..<columns {
        let (boundary, next) = Self.transition(from: UInt8(state), on: UInt8(value))
        table[state * columns + value] = (boundary ? 0x8000 : 0) | UInt16(Int(next) * columns)
      }
    }
    entries = UnsafePointer(table)
  }

  /// The entry for the state at row offset `row` followed by a scalar of value `value`.
  @inlinable @inline(__always)
  func entry(_ row: Int, _ value: UInt8) -> UInt16 {
    entries[row &+ Int(value)]
  }

  /// Whether a boundary separates `state` from a scalar of value `value`, and the next state.
  static func transition(from state: UInt8, on value: UInt8) -> (boundary: Bool, next: UInt8) {
    typealias G = GraphemeBreakClass
    let next: UInt8
    switch value {
    case G.extend: next = state == pictographic ? pictographic : G.extend
    case G.zwj: next = state == pictographic ? pictographicZWJ : G.zwj
    case G.regionalIndicator:
      next = state == regionalIndicatorOdd ? G.regionalIndicator : regionalIndicatorOdd
    default: next = value
    }
    return (boundary(from: state, on: value), next)
  }

  private static func boundary(from state: UInt8, on value: UInt8) -> Bool {
    typealias G = GraphemeBreakClass
    if state == start { return true }  // GB1
    if state == G.cr && value == G.lf { return false }  // GB3
    if state == G.cr || state == G.lf || state == G.control { return true }  // GB4
    if value == G.cr || value == G.lf || value == G.control { return true }  // GB5
    if state == G.l && [G.l, G.v, G.lv, G.lvt].contains(value) { return false }  // GB6
    if (state == G.lv || state == G.v) && (value == G.v || value == G.t) { return false }  // GB7
    if (state == G.lvt || state == G.t) && value == G.t { return false }  // GB8
    if value == G.extend || value == G.zwj { return false }  // GB9
    if value == G.spacingMark { return false }  // GB9a
    if state == G.prepend { return false }  // GB9b
    if state == pictographicZWJ && value == G.extendedPictographic { return false }  // GB11
    if state == regionalIndicatorOdd && value == G.regionalIndicator { return false }  // GB12, GB13
    return true  // GB999
  }
}
