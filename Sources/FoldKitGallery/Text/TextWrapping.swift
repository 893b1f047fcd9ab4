import FoldKitText

/// Wraps text into lines of at most a given number of columns, for drawing.
///
/// A thin layer over FoldKitText's `TextWrapper` (UAX #14 line breaking, Korean words kept
/// whole as with CSS `word-break: keep-all`, cluster widths, an ellipsis past the last line) that
/// returns the lines as strings, without trailing spaces. Empty text gives one empty line, so a
/// row always has a line to draw.
public struct TextWrapping: Sendable, Hashable {
  /// The most columns in a line.
  public var width: Int
  /// The most lines kept, or `nil` for no limit.
  public var maximumLines: Int?

  /// Creates a wrapper.
  ///
  /// - Precondition: `width >= 1`, and `maximumLines` is `nil` or at least 1.
  /// - Complexity: O(1).
  public init(width: Int, maximumLines: Int? = nil) {
    precondition(width >= 1, "wrap width \(width) is less than 1")
    precondition((maximumLines ?? 1) >= 1, "maximum lines \(maximumLines ?? 0) is less than 1")
    self.width = width
    self.maximumLines = maximumLines
  }

  var wrapper: TextWrapper {
    TextWrapper(width: width, maximumLines: maximumLines, wordBreak: .keepAll)
  }

  /// The lines of `text`; an empty text gives one empty line.
  ///
  /// - Complexity: O(*n*) for *n* UTF-8 bytes.
  public func lines(of text: String) -> [String] {
    let wrapped = wrapper.wrap(text)
    guard !wrapped.lines.isEmpty else { return [""] }
    return wrapped.lines.map { line in
      var piece = Substring(text[line.range(in: text)])
      while let last = piece.last, last == " " || last == "\n" || last == "\r\n" {
        piece = piece.dropLast()
      }
      return String(piece) + (line.hasEllipsis ? "…" : "")
    }
  }

  /// How many lines `text` takes (at most `maximumLines`).
  ///
  /// - Complexity: O(*n*) for *n* UTF-8 bytes.
  public func lineCount(of text: String) -> Int { max(1, wrapper.lineCount(of: text).lineCount) }
}
