import FoldKitText
import Testing

@Suite struct LineBreakerTests {
  /// The pieces `text` splits into at every opportunity.
  func pieces(_ text: String, _ wordBreak: WordBreak = .normal) -> [String] {
    let bytes = Array(text.utf8)
    var result: [String] = []
    var start = 0
    for opportunity in LineBreaker(wordBreak: wordBreak).opportunities(in: text) {
      result.append(String(decoding: bytes[start..<opportunity.offset], as: UTF8.self))
      start = opportunity.offset
    }
    result.append(String(decoding: bytes[start...], as: UTF8.self))
    return result
  }

  @Test func englishBreaksAfterSpaces() {
    #expect(pieces("hello big world") == ["hello ", "big ", "world"])
    #expect(pieces("well-known (really)") == ["well-", "known ", "(really)"])
  }

  @Test func hangulBreaksBetweenSyllablesByDefault() {
    #expect(pieces("서울에서") == ["서", "울", "에", "서"])
  }

  @Test func keepAllHoldsKoreanWords() {
    #expect(pieces("서울(한국)에서", .keepAll) == ["서울(한국)에서"])
    #expect(pieces("3,500원짜리", .keepAll) == ["3,500원짜리"])
    #expect(pieces("서울 3,500원짜리 커피", .keepAll) == ["서울 ", "3,500원짜리 ", "커피"])
    #expect(
      pieces("\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}", .keepAll) == [
        "\u{1100}\u{1161}\u{11A8}\u{1100}\u{1161}"
      ])
  }

  @Test func mandatoryBreaksAreMarked() {
    let breaks = LineBreaker().opportunities(in: "a b\nc\r\nd")
    #expect(breaks.map(\.offset) == [2, 4, 7])
    #expect(breaks.map(\.isMandatory) == [false, true, true])
  }

  @Test func emojiSequencesAreNotSplit() {
    #expect(pieces("👨‍👩‍👧‍👦🇰🇷🇯🇵") == ["👨‍👩‍👧‍👦", "🇰🇷", "🇯🇵"])
  }

  @Test func countMatchesOpportunities() {
    let text = "서울(한국)에서 3,500원짜리 coffee ☕, please!\n다음 줄"
    for mode in [WordBreak.normal, .keepAll] {
      let breaker = LineBreaker(wordBreak: mode)
      #expect(breaker.countOpportunities(in: text) == breaker.opportunities(in: text).count)
    }
    #expect(LineBreaker().countOpportunities(in: "") == 0)
  }
}
