/// Something that knows how tall a piece of text is when wrapped to a width.
///
/// The layout asks a measurer for the height of each text row; it does not know how the text is
/// drawn. `FoldKitText` measures in monospace terminal cells; an Apple adapter would measure with
/// the platform's fonts.
public protocol TextMeasuring: Sendable {
  /// Measures `text` wrapped to `width`.
  ///
  /// - Parameters:
  ///   - text: The text to measure.
  ///   - width: The width available to the text, in the measurer's units.
  ///   - maximumLines: The most lines to show, or `nil` for no limit; longer text is truncated.
  /// - Returns: The number of lines shown, their height and whether the text was truncated.
  /// - Complexity: Up to the implementation; typically O(*m*) for *m* characters of `text`.
  func measure(_ text: String, width: Double, maximumLines: Int?) -> TextMeasurement
}

/// The result of measuring a piece of text: its lines, height and whether it was cut short.
public struct TextMeasurement: Sendable, Hashable {
  /// The number of lines shown.
  public var lineCount: Int
  /// The height of the lines shown.
  public var height: Double
  /// Whether the text had more lines than the limit allowed.
  public var isTruncated: Bool

  /// Creates a measurement.
  ///
  /// - Complexity: O(1).
  public init(lineCount: Int, height: Double, isTruncated: Bool) {
    self.lineCount = lineCount
    self.height = height
    self.isTruncated = isTruncated
  }
}
