/// Row heights computed from a row's text: padding around text wrapped by a ``TextMeasuring``.
///
/// The text's width is the row's width minus the leading and trailing padding; the row's height
/// is the top padding, the measured text and the bottom padding. A chat message, for example:
/// 16 points of padding on every side and at most 5 lines.
public struct TextRowSizing: Sendable {
  /// Measures the wrapped text.
  public var measurer: any TextMeasuring
  /// Space before the text on each line.
  public var leadingPadding: Double
  /// Space after the text on each line.
  public var trailingPadding: Double
  /// Space above the text.
  public var topPadding: Double
  /// Space below the text.
  public var bottomPadding: Double
  /// The most lines shown, or `nil` for no limit.
  public var maximumLines: Int?

  /// Creates a sizing.
  ///
  /// - Complexity: O(1).
  public init(
    measurer: any TextMeasuring, leadingPadding: Double = 0, trailingPadding: Double = 0,
    topPadding: Double = 0, bottomPadding: Double = 0, maximumLines: Int? = nil
  ) {
    self.measurer = measurer
    self.leadingPadding = leadingPadding
    self.trailingPadding = trailingPadding
    self.topPadding = topPadding
    self.bottomPadding = bottomPadding
    self.maximumLines = maximumLines
  }

  /// The height of a row of `rowWidth` showing `text`.
  ///
  /// - Parameters:
  ///   - text: The row's text.
  ///   - rowWidth: The row's full width; the text gets this minus the horizontal padding (never
  ///     less than zero).
  /// - Returns: The padded height.
  /// - Complexity: One call of the measurer.
  public func height(of text: String, rowWidth: Double) -> Double {
    let textWidth = Swift.max(0, rowWidth - leadingPadding - trailingPadding)
    let measured = measurer.measure(text, width: textWidth, maximumLines: maximumLines)
    return topPadding + measured.height + bottomPadding
  }
}
