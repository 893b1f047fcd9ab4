/// Measures text for row heights.
///
/// The layout asks a measurer how tall a piece of text is at a given width and does not know
/// which measurer it has: FoldKitText's `MonospaceTextMeasurer` counts terminal cells, a platform
/// measurer would use fonts and points.
public protocol TextMeasuring: Sendable {
  /// Measures `text` wrapped to `width`, keeping at most `maximumLines` lines.
  ///
  /// - Parameters:
  ///   - text: The text to measure.
  ///   - width: The available width, in the measurer's units.
  ///   - maximumLines: The most lines to keep, the last one truncated; `nil` for no limit.
  /// - Returns: The number of lines, their height in the measurer's units (the lines only, no
  ///   padding), and whether text was cut off.
  func measure(_ text: String, width: Double, maximumLines: Int?) -> TextMeasurement
}

/// The size of a piece of measured text.
public struct TextMeasurement: Sendable, Hashable {
  /// The number of lines the text takes.
  public var lineCount: Int
  /// The height of those lines, in the measurer's units.
  public var height: Double
  /// Whether the line limit cut text off.
  public var isTruncated: Bool

  /// Creates a measurement.
  public init(lineCount: Int, height: Double, isTruncated: Bool) {
    self.lineCount = lineCount
    self.height = height
    self.isTruncated = isTruncated
  }
}
