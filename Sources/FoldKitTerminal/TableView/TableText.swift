public import FoldKitText

/// Display widths of text as the table view draws it.
public enum TableText {
  /// The number of columns `text` takes: the sum of its clusters' widths.
  ///
  /// - Complexity: O(*n*) for *n* characters.
  public static func width(of text: some StringProtocol, ambiguous: AmbiguousWidth = .narrow)
    -> Int
  {
    var total = 0
    for character in text { total += GraphemeWidth.width(of: character, ambiguous: ambiguous) }
    return total
  }
}
