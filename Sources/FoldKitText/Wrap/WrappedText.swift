/// Text wrapped into lines of a given width in cells.
public struct WrappedText: Sendable, Hashable {
  /// The lines, in order.
  ///
  /// Their ranges tile the source from offset 0, except that a truncated last line stops where
  /// the ellipsis begins.
  public var lines: [WrappedLine]
  /// Whether the line limit cut text off (the last line then ends in an ellipsis when one fits).
  public var isTruncated: Bool

  /// Creates wrapped text.
  public init(lines: [WrappedLine], isTruncated: Bool) {
    self.lines = lines
    self.isTruncated = isTruncated
  }

  /// The number of lines; a height is `lineCount × lineHeight` plus padding.
  public var lineCount: Int { lines.count }
}

/// One line of ``WrappedText``.
public struct WrappedLine: Sendable, Hashable {
  /// The UTF-8 offsets of the source text on this line, including the spaces that hang past the
  /// edge and the line terminator that ended it.
  public var utf8Range: Range<Int>
  /// The width of the line in cells, up to its last visible cluster: trailing spaces and
  /// zero-width clusters (the line terminator among them) hang and do not count, nor does the
  /// ellipsis.
  public var width: Int
  /// Whether an ellipsis follows the line's text (only on a truncated last line).
  public var hasEllipsis: Bool

  /// Creates a line.
  public init(utf8Range: Range<Int>, width: Int, hasEllipsis: Bool = false) {
    self.utf8Range = utf8Range
    self.width = width
    self.hasEllipsis = hasEllipsis
  }

  /// This line's range in `string`, the text that was wrapped.
  ///
  /// - Precondition: `string` is the text these lines came from.
  /// - Complexity: O(1) for a native string, O(*n*) otherwise.
  public func range(in string: String) -> Range<String.Index> {
    let utf8 = string.utf8
    let lower = utf8.index(utf8.startIndex, offsetBy: utf8Range.lowerBound)
    let upper = utf8.index(lower, offsetBy: utf8Range.count)
    return lower..<upper
  }
}
