/// Text attributes that do not involve colour.
public struct TextAttributes: OptionSet, Sendable, Hashable {
  /// The raw bits.
  public var rawValue: UInt8

  /// Creates a set from its raw bits.
  ///
  /// - Complexity: O(1).
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// Bold (SGR 1).
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Dim, faint (SGR 2).
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Italic (SGR 3).
  public static let italic = TextAttributes(rawValue: 1 << 2)
  /// Underline (SGR 4).
  public static let underline = TextAttributes(rawValue: 1 << 3)
  /// Reverse video (SGR 7), the selection highlight.
  public static let reverse = TextAttributes(rawValue: 1 << 4)
}

/// How a cell is drawn: its attributes and colours.
public struct Style: Sendable, Hashable {
  /// Bold, dim, italic, underline, reverse.
  public var attributes: TextAttributes
  /// The text colour.
  public var foreground: Color
  /// The cell's background colour.
  public var background: Color

  /// Creates a style.
  ///
  /// - Complexity: O(1).
  public init(
    _ attributes: TextAttributes = [], foreground: Color = .default, background: Color = .default
  ) {
    self.attributes = attributes
    self.foreground = foreground
    self.background = background
  }

  /// The terminal's default: no attributes, default colours.
  public static let plain = Style()

  /// Reverse video, the selection highlight.
  public static let reverse = Style(.reverse)

  /// This style with `attributes` added.
  ///
  /// - Complexity: O(1).
  public func adding(_ attributes: TextAttributes) -> Style {
    var style = self
    style.attributes.formUnion(attributes)
    return style
  }

  /// This style with its colours mapped to what `profile` can show; attributes are kept.
  ///
  /// - Complexity: O(1).
  public func downgraded(to profile: ColorProfile) -> Style {
    Style(
      attributes, foreground: foreground.downgraded(to: profile),
      background: background.downgraded(to: profile))
  }
}
