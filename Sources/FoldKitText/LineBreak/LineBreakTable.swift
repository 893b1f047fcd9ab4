/// The UAX #14 (Unicode 15.0) line breaking rules as a state machine over line break classes.
///
/// The state is the class of the previous character as the rules see it (after LB9 folded
/// combining marks into their base and LB10 made stray ones AL) plus the context that pair rules
/// cannot see: spaces after OP, QU, CL/CP, B2 or ZW (LB8, LB14–LB17), a numeric run (LB25),
/// HL before HY or BA (LB21a), regional-indicator parity (LB30a), an aksara before VI (LB28a),
/// and whether the previous scalar was ZWJ (LB8a). One load per scalar gives the action for the
/// position before the scalar and the next state:
///
/// - bits 0–13: the next state's row offset (state × class count), so the hot loop adds;
/// - bits 14–15: ``allowed`` (÷), ``prohibited`` (×), ``mandatory`` (!), or ``lookahead``.
///
/// `lookahead` marks the two rules that need the character after the current one: LB25's
/// `(PR | PO) × OP NU` (tailored as in UAX #14 example 7, as LineBreakTest.txt expects) and
/// LB28a's `(AK | ◌ | AS) × (AK | ◌ | AS) VF`; the break is prohibited when the next class
/// (after any CM or ZWJ) is NU, respectively VF, and allowed otherwise.
///
/// The table is computed at first use from ``action(from:on:)`` and ``nextState(from:on:)``, which
/// state the rules in order; ``WordBreak/keepAll`` gets a second table in which the Hangul
/// classes H2, H3, JL, JV and JT read as AL.
@usableFromInline
struct LineBreakTable: @unchecked Sendable {
  typealias C = LineBreakClass

  static let allowed: UInt16 = 0
  static let prohibited: UInt16 = 1
  static let mandatory: UInt16 = 2
  static let lookahead: UInt16 = 3

  // States 0..<C.count are "the previous character had this class".
  static let start = UInt8(C.count)
  static let spaceAfterOP = start + 1
  static let spaceAfterQU = start + 2
  static let spaceAfterCloser = start + 3
  static let spaceAfterB2 = start + 4
  static let spaceAfterZW = start + 5
  static let numericSY = start + 6
  static let numericIS = start + 7
  static let numericCL = start + 8
  static let numericCP = start + 9
  static let hyphenAfterHL = start + 10
  static let breakAfterAfterHL = start + 11
  static let regionalIndicatorOdd = start + 12
  static let viramaAfterAksara = start + 13
  /// States without the ZWJ flag; `state + zwjOffset` is the same state right after a ZWJ.
  @usableFromInline static let zwjOffset = Int(start) + 14
  static let stateCount = zwjOffset * 2

  /// Two flat tables of `stateCount × C.count` entries (normal, then keep-all); read-only and
  /// never freed after initialization, so sharing them is safe.
  @usableFromInline let entries: UnsafePointer<UInt16>

  /// The tables, built on first use.
  @usableFromInline static let shared = LineBreakTable()

  private init() {
    let size = Self.stateCount * C.count
    let table = UnsafeMutablePointer<UInt16>.allocate(capacity: 2 * size)
    for keepAll in [false, true] {
      for state in 0..<Self.stateCount {
        let base = UInt8(state % Self.zwjOffset)
        for value in 0..<C.count {
          var cls = UInt8(value)
          if keepAll && Self.isHangul(cls) { cls = C.al }
          var action = Self.action(from: base, on: cls)
          if state >= Self.zwjOffset { action = Self.prohibited }  // LB8a: ZWJ ×
          var next = Int(Self.nextState(from: base, on: cls))
          if cls == C.zwj { next += Self.zwjOffset }
          table[(keepAll ? size : 0) + state * C.count + value] =
            action << 14 | UInt16(next * C.count)
        }
      }
    }
    entries = UnsafePointer(table)
  }

  /// The row offset of the start state of a text.
  @inline(__always)
  static var initialRow: Int { Int(start) * C.count }

  /// The row offset of state AL, which ASCII letters keep (LB28).
  @inline(__always)
  static var alphabeticRow: Int { Int(C.al) * C.count }

  /// The table for `wordBreak`, to index by `state * LineBreakClass.count + class`.
  @inline(__always)
  func entries(for wordBreak: WordBreak) -> UnsafePointer<UInt16> {
    wordBreak == .keepAll ? entries + LineBreakTable.stateCount * LineBreakClass.count : entries
  }

  static func isHangul(_ cls: UInt8) -> Bool {
    cls == C.h2 || cls == C.h3 || cls == C.jl || cls == C.jv || cls == C.jt
  }

  /// The class a state stands for in rules that ignore its context.
  static func baseClass(_ state: UInt8) -> UInt8 {
    switch state {
    case numericSY: C.sy
    case numericIS: C.is
    case numericCL: C.cl
    case numericCP: C.cp
    case hyphenAfterHL: C.hy
    case breakAfterAfterHL: C.ba
    case regionalIndicatorOdd: C.ri
    case viramaAfterAksara: C.vi
    case spaceAfterOP, spaceAfterQU, spaceAfterCloser, spaceAfterB2, spaceAfterZW: C.sp
    default: state
    }
  }

  /// Whether LB9 folds a following CM or ZWJ into this state's character.
  static func absorbsCombiningMarks(_ state: UInt8) -> Bool {
    let base = baseClass(state)
    return state != start && ![C.bk, C.cr, C.lf, C.nl, C.sp, C.zw].contains(base)
  }

  /// The state after a character of class `cls` (already remapped for keep-all) follows `state`.
  static func nextState(from state: UInt8, on cls: UInt8) -> UInt8 {
    let base = baseClass(state)
    let inNumber = state == C.nu || state == numericSY || state == numericIS
    switch cls {
    case C.sp:
      if state == start { return C.sp }
      if base == C.op || base == C.opw || state == spaceAfterOP { return spaceAfterOP }
      if base == C.qu || state == spaceAfterQU { return spaceAfterQU }
      if base == C.cl || base == C.cp || state == spaceAfterCloser { return spaceAfterCloser }
      if base == C.b2 || state == spaceAfterB2 { return spaceAfterB2 }
      if base == C.zw || state == spaceAfterZW { return spaceAfterZW }
      return C.sp
    case C.cm, C.zwj:
      return absorbsCombiningMarks(state) ? state : C.al  // LB9, LB10
    case C.sy: return inNumber ? numericSY : C.sy
    case C.is: return inNumber ? numericIS : C.is
    case C.cl: return inNumber ? numericCL : C.cl
    case C.cp: return inNumber ? numericCP : C.cp
    case C.hy: return state == C.hl ? hyphenAfterHL : C.hy
    case C.ba: return state == C.hl ? breakAfterAfterHL : C.ba
    case C.ri: return state == regionalIndicatorOdd ? C.ri : regionalIndicatorOdd
    case C.vi: return [C.ak, C.dc, C.as].contains(base) ? viramaAfterAksara : C.vi
    default: return cls
    }
  }

  /// The action for the position between a character in `state` and one of class `cls`.
  static func action(from state: UInt8, on cls: UInt8) -> UInt16 {
    if state == start { return prohibited }  // LB2
    if state == C.bk { return mandatory }  // LB4
    if state == C.cr { return cls == C.lf ? prohibited : mandatory }  // LB5
    if state == C.lf || state == C.nl { return mandatory }  // LB5
    if [C.bk, C.cr, C.lf, C.nl].contains(cls) { return prohibited }  // LB6
    if cls == C.sp || cls == C.zw { return prohibited }  // LB7
    if state == C.zw || state == spaceAfterZW { return allowed }  // LB8
    var cls = cls
    if cls == C.cm || cls == C.zwj {
      if absorbsCombiningMarks(state) { return prohibited }  // LB9
      cls = C.al  // LB10
    }
    if baseClass(state) == C.sp { return actionAfterSpaces(state, cls) }
    return actionBetween(state, cls)
  }

  /// LB11–LB18 when spaces separate the previous character from `cls`.
  private static func actionAfterSpaces(_ state: UInt8, _ cls: UInt8) -> UInt16 {
    if cls == C.wj { return prohibited }  // LB11
    if [C.cl, C.cp, C.ex, C.is, C.sy].contains(cls) { return prohibited }  // LB13
    if state == spaceAfterOP { return prohibited }  // LB14
    if state == spaceAfterQU && (cls == C.op || cls == C.opw) { return prohibited }  // LB15
    if state == spaceAfterCloser && cls == C.ns { return prohibited }  // LB16
    if state == spaceAfterB2 && cls == C.b2 { return prohibited }  // LB17
    return allowed  // LB18
  }

  /// LB11–LB31 between adjacent characters.
  private static func actionBetween(_ state: UInt8, _ cls: UInt8) -> UInt16 {
    let p = baseClass(state)
    let alphabetic: [UInt8] = [C.al, C.hl, C.dc]
    let ideographic: [UInt8] = [C.id, C.idp, C.eb, C.em]
    let hangul: [UInt8] = [C.jl, C.jv, C.jt, C.h2, C.h3]
    let aksara: [UInt8] = [C.ak, C.dc, C.as]
    if cls == C.wj || p == C.wj { return prohibited }  // LB11
    if p == C.gl { return prohibited }  // LB12
    if cls == C.gl && p != C.ba && p != C.hy { return prohibited }  // LB12a
    if [C.cl, C.cp, C.ex, C.is, C.sy].contains(cls) { return prohibited }  // LB13
    if p == C.op || p == C.opw { return prohibited }  // LB14
    if p == C.qu && (cls == C.op || cls == C.opw) { return prohibited }  // LB15
    if (p == C.cl || p == C.cp) && cls == C.ns { return prohibited }  // LB16
    if p == C.b2 && cls == C.b2 { return prohibited }  // LB17
    if cls == C.qu || p == C.qu { return prohibited }  // LB19
    if cls == C.cb || p == C.cb { return allowed }  // LB20
    if cls == C.ba || cls == C.hy || cls == C.ns || p == C.bb { return prohibited }  // LB21
    if state == hyphenAfterHL || state == breakAfterAfterHL { return prohibited }  // LB21a
    if p == C.sy && cls == C.hl { return prohibited }  // LB21b
    if cls == C.in { return prohibited }  // LB22
    if alphabetic.contains(p) && cls == C.nu { return prohibited }  // LB23
    if p == C.nu && alphabetic.contains(cls) { return prohibited }  // LB23
    if p == C.pr && ideographic.contains(cls) { return prohibited }  // LB23a
    if ideographic.contains(p) && cls == C.po { return prohibited }  // LB23a
    if (p == C.pr || p == C.po) && alphabetic.contains(cls) { return prohibited }  // LB24
    if alphabetic.contains(p) && (cls == C.pr || cls == C.po) { return prohibited }  // LB24
    // LB25, tailored as UAX #14 example 7.
    if (p == C.pr || p == C.po) && cls == C.nu { return prohibited }
    if (p == C.pr || p == C.po) && (cls == C.op || cls == C.opw) { return lookahead }
    if (p == C.op || p == C.opw || p == C.hy) && cls == C.nu { return prohibited }
    let inNumber = state == C.nu || state == numericSY || state == numericIS
    if inNumber && [C.nu, C.sy, C.is, C.cl, C.cp].contains(cls) { return prohibited }
    if (inNumber || state == numericCL || state == numericCP) && (cls == C.po || cls == C.pr) {
      return prohibited
    }
    if p == C.jl && [C.jl, C.jv, C.h2, C.h3].contains(cls) { return prohibited }  // LB26
    if (p == C.jv || p == C.h2) && (cls == C.jv || cls == C.jt) { return prohibited }  // LB26
    if (p == C.jt || p == C.h3) && cls == C.jt { return prohibited }  // LB26
    if hangul.contains(p) && cls == C.po { return prohibited }  // LB27
    if p == C.pr && hangul.contains(cls) { return prohibited }  // LB27
    if alphabetic.contains(p) && alphabetic.contains(cls) { return prohibited }  // LB28
    if p == C.ap && aksara.contains(cls) { return prohibited }  // LB28a
    if aksara.contains(p) && (cls == C.vf || cls == C.vi) { return prohibited }  // LB28a
    if state == viramaAfterAksara && (cls == C.ak || cls == C.dc) { return prohibited }  // LB28a
    if aksara.contains(p) && aksara.contains(cls) { return lookahead }  // LB28a
    if p == C.is && alphabetic.contains(cls) { return prohibited }  // LB29
    if (alphabetic.contains(p) || p == C.nu) && cls == C.op { return prohibited }  // LB30
    if p == C.cp && (alphabetic.contains(cls) || cls == C.nu) { return prohibited }  // LB30
    if state == regionalIndicatorOdd && cls == C.ri { return prohibited }  // LB30a
    if p == C.eb && cls == C.em { return prohibited }  // LB30b
    if p == C.idp && cls == C.em { return prohibited }  // LB30b
    return allowed  // LB31
  }
}
