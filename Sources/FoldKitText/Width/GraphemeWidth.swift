/// The display width of grapheme clusters in terminal cells.
///
/// Width belongs to a whole cluster (a Swift `Character`) and is decided by its first scalar,
/// the *base*, from tables generated from Unicode 15.0.0 data (never from `wcwidth`):
///
/// 0. A cluster that opens with Prepend characters (UAX #29 GB9b) counts 1 cell for each of them,
///    and its base is the first scalar after them. These are the prepended concatenation marks
///    U+0600–U+0605, U+06DD, U+070F, U+0890–U+0891, U+08E2, U+110BD, U+110CD (format characters
///    that span the digits after them) and a few Indic letters. Terminals draw such a sign as a
///    glyph of one cell and each digit after it in a cell of its own (tmux shows U+0600 U+0661 as
///    2 cells), so U+0600 U+0661 is 2 here, and the ayah number U+06DD U+0661 U+0662 is 3 (the
///    sign and U+0661 form one cluster of 2, U+0662 another of 1). A Prepend character alone is 1.
/// 1. A base that is a nonspacing or enclosing mark (Mn, Me), a format character (Cf) other than
///    U+00AD SOFT HYPHEN, or a Hangul medial or final jamo (U+1160–U+11FF, U+D7B0–U+D7FF) is 0:
///    a stray mark, U+200B ZERO WIDTH SPACE or U+200D ZERO WIDTH JOINER takes no cell.
///    U+00AD is 1.
/// 2. A base whose East_Asian_Width is W or F is 2: CJK ideographs, kana, Hangul syllables and
///    leading jamo (so a decomposed syllable L V T is 2), fullwidth forms.
/// 3. A base with Emoji_Presentation is 2: emoji, regional indicators (so a flag is 2), skin
///    tones. Characters unassigned in 15.0 fall back to the standard library's (newer) data here,
///    so later emoji are 2 as well.
/// 4. A base with the Emoji property followed by U+FE0F VARIATION SELECTOR-16 is 2: `❤️`, the
///    keycap `#️⃣`. So is one followed by a skin-tone modifier (U+1F3FB–U+1F3FF), which makes an
///    emoji modifier sequence with emoji presentation (`🏋🏽`, `🕵🏻‍♂️`): without this every
///    fully-qualified sequence of emoji-test.txt would not be 2.
/// 5. Anything else is 1, and an East Asian ambiguous base is 1 or 2 as ``AmbiguousWidth`` says.
///
/// Everything after the base (combining marks, ZWJ and the emoji it joins, modifiers, variation
/// selectors, trailing jamo) adds nothing, so a family emoji, a flag and a keycap are 2 each, and
/// U+FE0E after an emoji-presentation base does not narrow it (rule 3 comes first).
///
/// Control characters (C0, DEL, C1) have no width: they are 0 here, and ``isControl(_:)`` reports
/// them so a renderer can replace them before drawing.
public enum GraphemeWidth {
  /// The number of terminal cells `character` occupies: 0, 1 or 2.
  ///
  /// - Parameters:
  ///   - character: The grapheme cluster to measure.
  ///   - ambiguous: How to count an East Asian ambiguous base.
  /// - Returns: 0 for zero-width and control clusters, otherwise 1 or 2.
  /// - Complexity: O(1): two table lookups, whatever the cluster's length.
  public static func width(of character: Character, ambiguous: AmbiguousWidth = .narrow) -> Int {
    var scalars = character.unicodeScalars.makeIterator()
    guard var first = scalars.next() else { return 0 }
    let table = PropertyTable.shared
    var word = table.word(first.value)
    var prefix = 0
    while word.graphemeBreakClass == GraphemeBreakClass.prepend {  // rule 0
      prefix += 1
      guard let next = scalars.next() else { return prefix }
      first = next
      word = table.word(next.value)
    }
    let second = scalars.next()?.value ?? 0
    return prefix
      + clusterWidth(base: first.value, word: word, second: second, ambiguous: ambiguous.cells)
  }

  /// The number of terminal cells `scalar` occupies when it starts a cluster on its own.
  ///
  /// - Parameters:
  ///   - scalar: The scalar to measure.
  ///   - ambiguous: How to count an East Asian ambiguous scalar.
  /// - Returns: 0, 1 or 2 by rules 0–3 and 5.
  /// - Complexity: O(1).
  public static func width(of scalar: Unicode.Scalar, ambiguous: AmbiguousWidth = .narrow) -> Int {
    let word = PropertyTable.shared.word(scalar.value)
    if word.graphemeBreakClass == GraphemeBreakClass.prepend { return 1 }  // rule 0
    return clusterWidth(base: scalar.value, word: word, second: 0, ambiguous: ambiguous.cells)
  }

  /// Whether `character` is a control character (C0, DEL or C1, including CR LF) that a renderer
  /// must replace or interpret rather than draw.
  ///
  /// TAB, CR and LF are controls too; the caller decides whether they expand, break or become a
  /// replacement glyph.
  ///
  /// - Complexity: O(1).
  public static func isControl(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    return PropertyTable.shared.word(first.value).isControl
  }

  /// The width of a cluster whose base is `base` (property word `word`) and whose second scalar
  /// is `second` (0 when there is none).
  @inlinable @inline(__always)
  static func clusterWidth(base: UInt32, word: UInt16, second: UInt32, ambiguous: Int) -> Int {
    if word.isControl { return 0 }
    var width = word.widthCode
    var emoji = word.isEmoji
    if word.isUnassigned {
      (width, emoji) = unassignedWidth(base, tableWidth: width)  // rules 1-3, newer data
    }
    if width == 3 { width = ambiguous }
    if width == 1 && emoji && (second == 0xFE0F || (0x1_F3FB...0x1_F3FF).contains(second)) {
      return 2  // rule 4
    }
    return width
  }

  /// Rules 1–3 for a scalar the 15.0 tables do not know, from the standard library's data.
  @usableFromInline
  static func unassignedWidth(_ value: UInt32, tableWidth: Int) -> (width: Int, isEmoji: Bool) {
    guard let scalar = Unicode.Scalar(value) else { return (tableWidth, false) }
    let properties = scalar.properties
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return (0, false)
    default: break
    }
    if properties.isEmojiPresentation { return (2, true) }
    return (tableWidth, properties.isEmoji)
  }
}
