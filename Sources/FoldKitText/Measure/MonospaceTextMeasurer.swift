public import FoldKit

/// Measures text in terminal cells: the text measurer of terminal layouts.
///
/// Wraps with ``TextWrapper`` at `Int(width)` cells and reports `lineCount × lineHeight`.
public struct MonospaceTextMeasurer: TextMeasuring, Hashable {
  /// The height of one line, in the layout's units (cells: 1).
  public var lineHeight: Double
  /// How to count East Asian ambiguous characters.
  public var ambiguous: AmbiguousWidth
  /// How Hangul words break.
  public var wordBreak: WordBreak

  /// Creates a measurer.
  ///
  /// - Precondition: `lineHeight` is finite and not negative.
  public init(
    lineHeight: Double = 1, ambiguous: AmbiguousWidth = .narrow, wordBreak: WordBreak = .normal
  ) {
    precondition(lineHeight.isFinite && lineHeight >= 0, "line height \(lineHeight) is invalid")
    self.lineHeight = lineHeight
    self.ambiguous = ambiguous
    self.wordBreak = wordBreak
  }

  /// Measures `text` wrapped to `width` cells (rounded down, at least 1), keeping at most
  /// `maximumLines` lines.
  ///
  /// Empty text measures 0 lines and height 0.
  ///
  /// - Precondition: `maximumLines`, if any, is at least 1.
  /// - Complexity: O(*n*) for *n* UTF-8 bytes, stopping early at the line limit.
  public func measure(_ text: String, width: Double, maximumLines: Int?) -> TextMeasurement {
    // Int(_:) truncates toward zero, which rounds a positive width down (and needs no libm). The
    // cap is `Int.max / 2` on every platform: where `Int` is 32 bits, a fixed cap such as 1e15
    // would trap in the conversion.
    let cap = Int.max / 2
    let cells = width >= 1 ? (width < Double(cap) ? Int(width) : cap) : 1
    let wrapper = TextWrapper(
      width: cells, maximumLines: maximumLines, ambiguous: ambiguous, wordBreak: wordBreak)
    let (lineCount, isTruncated) = wrapper.lineCount(of: text)
    return TextMeasurement(
      lineCount: lineCount, height: Double(lineCount) * lineHeight, isTruncated: isTruncated)
  }
}
