import FoldKitTestSupport
import FoldKitText
import Testing

/// Random mixed Korean, English, emoji, spaces and newlines, wrapped with random settings.
///
/// `FOLDKIT_TEXT_STEPS` sets the number of texts per seed (default 1,500).
@Suite struct TextWrapperPropertyTests {
  static let pieces: [String] = [
    "서울", "한국", "에서", "커피", "3,500원짜리", "(한국)", "가나다라마바사", "안녕하세요",
    "hello", "world", "FoldKit", "supercalifragilistic", "don't", "well-known", "e\u{301}te\u{301}",
    "42", "3.14", "$100", "(a)", "[b]", "!", ",", ".", "?", "…", "α", "①",
    "😀", "👨‍👩‍👧‍👦", "🇰🇷", "#\u{FE0F}\u{20E3}", "👍🏽", "❤\u{FE0F}", "\u{1100}\u{1161}\u{11A8}",
    "\u{200B}", "\u{AD}", "\t", "\u{2028}",
    " ", " ", " ", " ", "  ", "     ", "\n", "\n", "\r\n", "\n\n",
  ]

  func randomText(_ rng: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<Int.random(in: 0...40, using: &rng) {
      text += Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &rng)]
    }
    return text
  }

  @Test func randomTextsWrapWithinTheWidth() {
    let steps = scaledStepCount("FOLDKIT_TEXT_STEPS", default: 1_500)
    for seed: UInt64 in [1, 2, 3] {
      var rng = SplitMix64(seed: seed)
      for step in 0..<steps {
        let text = randomText(&rng)
        let width = Int.random(in: 1...30, using: &rng)
        let limit: Int? = Bool.random(using: &rng) ? nil : Int.random(in: 1...6, using: &rng)
        let ambiguous: AmbiguousWidth = Bool.random(using: &rng) ? .narrow : .wide
        let wordBreak: WordBreak = Bool.random(using: &rng) ? .normal : .keepAll
        let wrapper = TextWrapper(
          width: width, maximumLines: limit, ambiguous: ambiguous, wordBreak: wordBreak)
        let context =
          "seed \(seed) step \(step) width \(width) limit \(String(describing: limit)) "
          + "\(ambiguous) \(wordBreak)"
        if !check(text, wrapper, context) { return }
      }
    }
  }

  /// Checks one wrap; returns `false` after recording the first failure.
  func check(_ text: String, _ wrapper: TextWrapper, _ context: String) -> Bool {
    let wrapped = wrapper.wrap(text)
    let bytes = Array(text.utf8)
    var expectedStart = 0
    var ok = true
    for (number, line) in wrapped.lines.enumerated() {
      let location = "\(context) line \(number) of \(text.debugDescription)"
      ok = ok && expectAll(line.utf8Range.lowerBound == expectedStart, "lines rejoin: \(location)")
      expectedStart = line.utf8Range.upperBound
      let range = line.range(in: text)
      ok =
        ok
        && expectAll(
          String.Index(range.lowerBound, within: text) != nil
            && String.Index(range.upperBound, within: text) != nil,
          "line ends on cluster boundaries: \(location)")
      var content = String(decoding: bytes[line.utf8Range], as: UTF8.self)
      while let last = content.last,
        last == " " || last == "\u{2028}"
          || GraphemeWidth.width(of: last, ambiguous: wrapper.ambiguous) == 0
      {
        content.removeLast()
      }
      let measured = GraphemeWidth.width(of: content, ambiguous: wrapper.ambiguous)
      ok =
        ok
        && expectAll(measured == line.width, "line width \(line.width) ≠ \(measured): \(location)")
      let lone = content.count == 1
      ok = ok && expectAll(line.width <= wrapper.width || lone, "line too wide: \(location)")
      if line.hasEllipsis {
        ok =
          ok
          && expectAll(
            line.width + wrapper.ellipsisWidth <= wrapper.width, "ellipsis overflows: \(location)")
        ok = ok && expectAll(number == wrapped.lines.count - 1, "ellipsis not last: \(location)")
      }
    }
    // A line that does not end at a break opportunity ends because the next cluster did not fit
    // (counting the line's spaces: they hang only where a break may follow them).
    let opportunities = Set(
      LineBreaker(wordBreak: wrapper.wordBreak).opportunities(in: text).map(\.offset))
    for (number, line) in wrapped.lines.enumerated().dropLast() {
      let end = line.utf8Range.upperBound
      guard !opportunities.contains(end) else { continue }
      let rest = String(decoding: bytes[end...], as: UTF8.self)
      let next = rest.first.map { GraphemeWidth.width(of: $0, ambiguous: wrapper.ambiguous) } ?? 0
      let full = GraphemeWidth.width(
        of: String(decoding: bytes[line.utf8Range], as: UTF8.self), ambiguous: wrapper.ambiguous)
      ok =
        ok
        && expectAll(
          full + next > wrapper.width,
          "line \(number) ends between opportunities with room left: \(context) \(text.debugDescription)"
        )
    }
    if let limit = wrapper.maximumLines {
      ok = ok && expectAll(wrapped.lineCount <= limit, "too many lines: \(context)")
    }
    if wrapped.isTruncated {
      ok = ok && expectAll(wrapped.lineCount == wrapper.maximumLines, "truncated early: \(context)")
      let last = wrapped.lines.last
      ok =
        ok
        && expectAll(
          last?.hasEllipsis == (wrapper.ellipsisWidth <= wrapper.width), "ellipsis: \(context)")
    } else {
      ok = ok && expectAll(expectedStart == bytes.count, "lines cover the text: \(context)")
    }
    if !ok {
      for line in wrapped.lines {
        print(String(decoding: bytes[line.utf8Range], as: UTF8.self).debugDescription, line.width)
      }
    }
    let counted = wrapper.lineCount(of: text)
    ok =
      ok
      && expectAll(
        counted.lineCount == wrapped.lineCount && counted.isTruncated == wrapped.isTruncated,
        "lineCount agrees: \(context)")
    return ok
  }

  func expectAll(_ condition: Bool, _ message: String) -> Bool {
    #expect(condition, "\(message)")
    return condition
  }
}
