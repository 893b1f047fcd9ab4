/// How to count characters whose East Asian width is ambiguous (`A` in `EastAsianWidth.txt`).
///
/// Greek and Cyrillic letters, box drawing, `…`, `±` and circled digits are ambiguous: Western
/// terminals draw them in one cell, CJK terminals (and some CJK fonts) in two.
public enum AmbiguousWidth: Sendable, Hashable {
  /// One cell, as most Western terminals draw them (the default).
  case narrow
  /// Two cells, as CJK terminals draw them.
  case wide

  /// The cells an ambiguous character takes.
  @inlinable
  var cells: Int { self == .wide ? 2 : 1 }
}
