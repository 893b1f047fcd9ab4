import FoldKitText
import Testing

@Suite struct TextWrapperTests {
  /// The text of each line, with `…` appended where the line has an ellipsis.
  func lines(_ text: String, _ wrapper: TextWrapper) -> [String] {
    wrapper.wrap(text).lines.map { line in
      String(text[line.range(in: text)]) + (line.hasEllipsis ? "…" : "")
    }
  }

  @Test func wrapsAtSpacesAndSpacesHang() {
    #expect(lines("hello big world", TextWrapper(width: 10)) == ["hello big ", "world"])
    #expect(lines("aaaa     bbbb", TextWrapper(width: 4)) == ["aaaa     ", "bbbb"])
    let wrapped = TextWrapper(width: 10).wrap("hello big world")
    #expect(wrapped.lines.map(\.width) == [9, 5])
  }

  @Test func longWordsBreakBetweenClusters() {
    #expect(lines("abcdefghij", TextWrapper(width: 4)) == ["abcd", "efgh", "ij"])
    #expect(
      lines("e\u{301}e\u{301}e\u{301}", TextWrapper(width: 2)) == ["e\u{301}e\u{301}", "e\u{301}"])
    #expect(lines("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", TextWrapper(width: 3)) == ["👨‍👩‍👧‍👦", "👨‍👩‍👧‍👦"])
  }

  @Test func prependedSignsCountTheirDigitsWhenWrapping() {
    let ayah = "\u{6DD}\u{661}\u{662} \u{6DD}\u{663}\u{664}"
    let wrapped = TextWrapper(width: 4).wrap(ayah)
    #expect(wrapped.lines.map(\.width) == [3, 3])
    #expect(
      TextWrapper(width: 2).wrap("\u{600}\u{661}\u{600}\u{662}").lines.map(\.width) == [2, 2])
  }

  @Test func wideClusterWiderThanTheLineTakesALine() {
    let wrapped = TextWrapper(width: 1).wrap("한글")
    #expect(wrapped.lines.map(\.width) == [2, 2])
  }

  @Test func koreanBreaksBetweenSyllablesOrWords() {
    #expect(lines("서울에서 커피", TextWrapper(width: 6)) == ["서울에", "서 커", "피"])
    #expect(
      lines("서울에서 커피 한 잔", TextWrapper(width: 10, wordBreak: .keepAll)) == [
        "서울에서 ", "커피 한 잔",
      ])
  }

  @Test func mandatoryBreaks() {
    #expect(lines("ab\ncd", TextWrapper(width: 10)) == ["ab\n", "cd"])
    #expect(lines("ab\n", TextWrapper(width: 10)) == ["ab\n"])
    #expect(lines("\n\n", TextWrapper(width: 10)) == ["\n", "\n"])
    #expect(lines("a\r\nb", TextWrapper(width: 10)) == ["a\r\n", "b"])
    #expect(TextWrapper(width: 10).wrap("").lineCount == 0)
    let separated = TextWrapper(width: 10).wrap("ab\u{2028}cd")
    #expect(separated.lines.map(\.width) == [2, 2])
    #expect(separated.lines.map(\.utf8Range) == [0..<5, 5..<7])
  }

  @Test func maximumLinesTruncatesWithEllipsis() {
    let wrapper = TextWrapper(width: 8, maximumLines: 2)
    #expect(lines("one two three four", wrapper) == ["one two ", "three f…"])
    #expect(wrapper.wrap("one two three four").isTruncated)
    #expect(!wrapper.wrap("one two three").isTruncated)
    #expect(lines("a\nb\nc", TextWrapper(width: 8, maximumLines: 2)) == ["a\n", "b…"])
    #expect(lines("abc def", TextWrapper(width: 5, maximumLines: 1)) == ["abc…"])
  }

  @Test func ellipsisWidthFollowsAmbiguousMode() {
    let wide = TextWrapper(width: 4, maximumLines: 1, ambiguous: .wide)
    #expect(lines("abcdef", wide) == ["ab…"])
    let tooNarrow = TextWrapper(width: 1, maximumLines: 1, ambiguous: .wide)
    #expect(lines("abc", tooNarrow) == ["a"])
    #expect(lines("한국어", TextWrapper(width: 4, maximumLines: 1)) == ["한…"])
  }

  @Test func lineCountMatchesWrap() {
    let text = "서울(한국)에서 3,500원짜리 coffee ☕ please\n다음 줄 👨‍👩‍👧‍👦🇰🇷"
    for width in 1...20 {
      for limit in [nil, 1, 2, 3] {
        let wrapper = TextWrapper(width: width, maximumLines: limit)
        let wrapped = wrapper.wrap(text)
        let counted = wrapper.lineCount(of: text)
        #expect(
          counted.lineCount == wrapped.lineCount,
          "width \(width) limit \(String(describing: limit))")
        #expect(counted.isTruncated == wrapped.isTruncated)
      }
    }
  }
}
