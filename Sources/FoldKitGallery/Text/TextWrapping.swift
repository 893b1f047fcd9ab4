import FoldKitTerminal

/// Wraps text into lines of at most a given number of columns.
///
/// Lines break after spaces; a word wider than a line breaks between grapheme clusters. Past
/// `maximumLines` the last kept line ends with `…`. Widths come from the terminal's cluster widths
/// (`TableText`), so Hangul and emoji take two columns.
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

  /// The lines of `text`; an empty text gives one empty line.
  ///
  /// - Complexity: O(*n*) for *n* characters.
  public func lines(of text: String) -> [String] {
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      wrap(paragraph, into: &lines)
    }
    if lines.isEmpty { lines = [""] }
    guard let maximum = maximumLines, lines.count > maximum else { return lines }
    var kept = Array(lines.prefix(maximum))
    kept[maximum - 1] = Self.truncate(kept[maximum - 1] + " ", toWidth: width)
    return kept
  }

  /// How many lines `text` takes (at most `maximumLines`).
  ///
  /// - Complexity: O(*n*) for *n* characters.
  public func lineCount(of text: String) -> Int { lines(of: text).count }

  private func wrap(_ paragraph: Substring, into lines: inout [String]) {
    var line = ""
    var lineWidth = 0
    for word in Self.words(of: paragraph) {
      let wordWidth = TableText.width(of: word)
      let trimmedWidth = TableText.width(of: word.trimmingTrailingSpaces)
      if lineWidth + trimmedWidth <= width {
        line += word
        lineWidth += wordWidth
        continue
      }
      if !line.isEmpty {
        lines.append(line.trimmingTrailingSpaces)
        line = ""
        lineWidth = 0
      }
      if trimmedWidth <= width {
        line = String(word)
        lineWidth = wordWidth
        continue
      }
      // A word wider than a line: break it between clusters.
      for character in word {
        let characterWidth = TableText.width(of: String(character))
        if lineWidth + characterWidth > width && character != " " {
          lines.append(line.trimmingTrailingSpaces)
          line = ""
          lineWidth = 0
        }
        line.append(character)
        lineWidth += characterWidth
      }
    }
    lines.append(line.trimmingTrailingSpaces)
  }

  /// Splits a paragraph into words, each keeping its trailing spaces.
  private static func words(of paragraph: Substring) -> [Substring] {
    var words: [Substring] = []
    var start = paragraph.startIndex
    var index = paragraph.startIndex
    var inSpaces = false
    while index < paragraph.endIndex {
      let isSpace = paragraph[index] == " "
      if inSpaces && !isSpace {
        words.append(paragraph[start..<index])
        start = index
      }
      inSpaces = isSpace
      index = paragraph.index(after: index)
    }
    if start < paragraph.endIndex { words.append(paragraph[start...]) }
    return words
  }

  /// `text` cut to fit `width` columns with a trailing `…`.
  static func truncate(_ text: String, toWidth width: Int) -> String {
    var result = ""
    var used = 0
    for character in text.trimmingTrailingSpaces {
      let characterWidth = TableText.width(of: String(character))
      if used + characterWidth > width - 1 { break }
      result.append(character)
      used += characterWidth
    }
    return result + "…"
  }
}

extension StringProtocol {
  /// The text without trailing spaces.
  var trimmingTrailingSpaces: String {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
    return String(self[startIndex..<end])
  }
}
