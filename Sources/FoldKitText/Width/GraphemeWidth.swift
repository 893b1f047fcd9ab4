/// How to count characters whose East Asian width is ambiguous.
public enum AmbiguousWidth: Sendable, Hashable {
  /// One cell, as most Western terminals draw them (the default).
  case narrow
  /// Two cells, as CJK terminals draw them.
  case wide
}

/// The display width of grapheme clusters in terminal cells.
public enum GraphemeWidth {
  /// The number of terminal cells `character` occupies: 0, 1 or 2.
  ///
  /// - Complexity: O(*k*) for a cluster of *k* scalars.
  public static func width(of character: Character, ambiguous: AmbiguousWidth = .narrow) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    let value = first.value
    if value < 0x20 || (0x7F...0x9F).contains(value) { return 0 }
    if first.properties.isEmojiPresentation { return 2 }
    if (0x1100...0x115F).contains(value) || (0xAC00...0xD7A3).contains(value)
      || (0x2E80...0xA4CF).contains(value) || (0xFF00...0xFF60).contains(value)
    {
      return 2
    }
    switch first.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: return 1
    }
  }
}
