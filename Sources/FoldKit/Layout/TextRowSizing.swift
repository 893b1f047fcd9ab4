/// Row heights computed from a row's text: padding around text wrapped by a ``TextMeasuring``.
///
/// The text's width is the row's width minus the leading and trailing padding; the row's height
/// is the top padding, the measured text and the bottom padding. A chat message, for example:
/// 16 points of padding on every side and at most 5 lines.
///
/// The measurer is kept as a closure over its concrete type rather than as `any TextMeasuring`,
/// so the sizing compiles where existentials of non-class protocols do not (Embedded Swift).
public struct TextRowSizing: Sendable {
  /// Measures the wrapped text: the measurer's `measure(_:width:maximumLines:)`.
  @usableFromInline let measure: @Sendable (String, Double, Int?) -> TextMeasurement
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
    measurer: some TextMeasuring, leadingPadding: Double = 0, trailingPadding: Double = 0,
    topPadding: Double = 0, bottomPadding: Double = 0, maximumLines: Int? = nil
  ) {
    self.measure = { measurer.measure($0, width: $1, maximumLines: $2) }
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
    let measured = measure(text, textWidth, maximumLines)
    return topPadding + measured.height + bottomPadding
  }
}
