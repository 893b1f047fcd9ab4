extension CellBuffer: CustomStringConvertible {
  /// The grid as text: one line per row, each ending with `|` so trailing spaces show.
  ///
  /// Continuation cells print nothing, so a row of Hangul reads naturally:
  /// `"한글 ok   |"` for a 10-column row.
  ///
  /// - Complexity: O(*n*) for *n* cells.
  public var description: String {
    lines.map { $0 + "|" }.joined(separator: "\n")
  }

  /// The rows as text, continuation cells omitted and trailing spaces kept.
  ///
  /// - Complexity: O(*n*) for *n* cells.
  public var lines: [String] {
    (0..<size.rows).map { row in
      var line = ""
      for cell in cells(inRow: row) where !cell.isContinuation { line.append(cell.grapheme) }
      return line
    }
  }

  /// The rows as plain text without trailing spaces, for output that is not a terminal.
  ///
  /// The cells went through ``CellSanitizer``, so the result holds no control characters.
  ///
  /// - Complexity: O(*n*) for *n* cells.
  public var plainText: String {
    lines.map { line in
      var line = Substring(line)
      while line.last == " " { line = line.dropLast() }
      return String(line)
    }.joined(separator: "\n")
  }
}
