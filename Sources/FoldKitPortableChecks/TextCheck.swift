import FoldKit
import FoldKitText

/// Random mixed-script texts measured and wrapped by FoldKitText: display widths, line breaks
/// and row heights, which must come out the same at every `Int` width.
public enum TextCheck {
  /// The pieces random texts are made of: Latin, Korean, CJK, emoji sequences, combining marks,
  /// prepended concatenation marks with digits, controls and spaces.
  static let pieces = [
    "a", "word ", "Seoul ", "한", "국어 ", "漢字", "😀", "👨‍👩‍👧‍👦", "🇰🇷", "❤\u{FE0F}", "e\u{301}",
    "\u{600}\u{661}", "\u{6DD}\u{661}\u{662}", " ", "\n", "\t", "…", "010-1234-5678 ", "\u{200B}",
  ]

  /// Measures `steps` random texts from `seed` and returns one line summarising them.
  ///
  /// A violation is a wrapped line wider than the wrap width (unless it holds a single visible
  /// cluster wider than the line, with hanging spaces), or a measurer whose line count differs
  /// from the wrapper's.
  ///
  /// - Complexity: O(*steps* · *n*) for texts of *n* bytes.
  public static func run(seed: UInt64, steps: Int) -> String {
    var random = PortableRandom(seed: seed)
    var digest = PortableDigest()
    var violations = 0
    for _ in 0..<steps {
      var text = ""
      for _ in 0..<random.below(24) { text += pieces[random.below(pieces.count)] }
      let width = 1 + random.below(30)
      let maximumLines = random.oneIn(3) ? 1 + random.below(5) : nil
      digest.add(GraphemeWidth.width(of: text))
      let wrapped = TextWrapper(width: width, maximumLines: maximumLines).wrap(text)
      digest.add(wrapped.lines.count)
      for line in wrapped.lines {
        digest.add(line.width)
        let slice = text[line.range(in: text)]
        // Only a single visible cluster wider than the line may overflow it (spaces hang).
        let visible = slice.filter { $0 != " " && GraphemeWidth.width(of: $0) > 0 }.count
        if line.width > width && visible > 1 && !line.hasEllipsis { violations += 1 }
      }
      let measured = MonospaceTextMeasurer().measure(
        text, width: Double(width), maximumLines: maximumLines)
      if measured.lineCount != wrapped.lines.count { violations += 1 }
      digest.add(measured.isTruncated ? 1 : 0)
    }
    return "text seed \(seed): steps \(steps) digest \(digest.hex) violations \(violations)"
  }
}
