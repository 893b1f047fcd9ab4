/// Where line breaks may fall inside words of Hangul, as CSS `word-break` chooses.
public enum WordBreak: Sendable, Hashable {
  /// UAX #14 as written: a line may break between any two Hangul syllables.
  case normal
  /// Korean word priority, like CSS `word-break: keep-all`: Hangul syllables and jamo (classes
  /// H2, H3, JL, JV, JT) read as AL, so a Korean word breaks only where an English word would
  /// (`서울(한국)에서` and `3,500원짜리` stay whole).
  case keepAll
}
