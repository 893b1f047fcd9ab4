/// Wraps text into lines of at most a given number of terminal cells.
///
/// Lines break at UAX #14 opportunities (``LineBreaker``) and always at mandatory breaks; widths
/// come from ``GraphemeWidth``. The rules:
///
/// - A line holds as many clusters as fit in ``width`` cells. Spaces (U+0020) at the end of a
///   line hang past the edge: they stay on the line they follow and count for nothing. So do
///   zero-width clusters (controls, U+200B) and line terminators (U+2028 and U+2029 included).
/// - A word longer than a line breaks between grapheme clusters; a single cluster wider than the
///   line (a wide character on a one-cell line) still takes a line of its own.
/// - With a ``maximumLines`` limit and more text than fits, the last line is refilled from its
///   start up to the next mandatory break, as many clusters as fit beside an ellipsis `…`
///   (1 cell, 2 if ambiguous characters are wide); trailing spaces before the ellipsis are
///   dropped. When even the ellipsis is wider than the line, the line is cut without it.
/// - A line terminator ends its line and belongs to it; one at the very end of the text does not
///   start another, empty line. Empty text has no lines.
public struct TextWrapper: Sendable, Hashable {
  /// The most cells a line may take.
  public var width: Int
  /// The most lines to produce, the last one truncated; `nil` for no limit.
  public var maximumLines: Int?
  /// How to count East Asian ambiguous characters, the ellipsis among them.
  public var ambiguous: AmbiguousWidth
  /// How Hangul words break.
  public var wordBreak: WordBreak

  /// Creates a wrapper.
  ///
  /// - Precondition: `width` is at least 1 and `maximumLines`, if any, at least 1.
  public init(
    width: Int, maximumLines: Int? = nil, ambiguous: AmbiguousWidth = .narrow,
    wordBreak: WordBreak = .normal
  ) {
    precondition(width >= 1, "wrap width \(width) is less than 1")
    precondition((maximumLines ?? 1) >= 1, "maximum lines \(maximumLines ?? 0) is less than 1")
    self.width = width
    self.maximumLines = maximumLines
    self.ambiguous = ambiguous
    self.wordBreak = wordBreak
  }

  /// The width of the ellipsis that ends a truncated line.
  public var ellipsisWidth: Int { ambiguous.cells }

  /// Wraps `string`.
  ///
  /// - Complexity: O(*n*) for *n* UTF-8 bytes, stopping early at the line limit.
  public func wrap(_ string: String) -> WrappedText {
    withUTF8Bytes(of: string) { wrap(utf8: $0) }
  }

  /// Wraps the UTF-8 text `bytes`.
  ///
  /// - Complexity: O(*n*) for *n* bytes, stopping early at the line limit.
  public func wrap(utf8 bytes: UnsafeBufferPointer<UInt8>) -> WrappedText {
    var lines: [WrappedLine] = []
    let truncated = forEachLine(utf8: bytes) { lines.append($0) }
    return WrappedText(lines: lines, isTruncated: truncated)
  }

  /// The number of lines `string` wraps into and whether the limit truncated it, without
  /// building the lines.
  ///
  /// - Complexity: O(*n*) for *n* UTF-8 bytes, stopping early at the line limit.
  public func lineCount(of string: String) -> (lineCount: Int, isTruncated: Bool) {
    withUTF8Bytes(of: string) { lineCount(utf8: $0) }
  }

  /// The number of lines the UTF-8 text `bytes` wraps into and whether the limit truncated it.
  ///
  /// - Complexity: O(*n*) for *n* bytes, stopping early at the line limit.
  public func lineCount(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (
    lineCount: Int, isTruncated: Bool
  ) {
    var count = 0
    let truncated = forEachLine(utf8: bytes) { _ in count += 1 }
    return (count, truncated)
  }

  /// Calls `body` with each line of `bytes` in order.
  ///
  /// - Returns: Whether the line limit truncated the text.
  /// - Complexity: O(*n*) for *n* bytes, stopping early at the line limit.
  public func forEachLine(
    utf8 bytes: UnsafeBufferPointer<UInt8>, _ body: (WrappedLine) -> Void
  ) -> Bool {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return false }
    return withoutActuallyEscaping(body) { body in
      var engine = WrapEngine(base: base, count: bytes.count, wrapper: self, body: body)
      return engine.run()
    }
  }
}
