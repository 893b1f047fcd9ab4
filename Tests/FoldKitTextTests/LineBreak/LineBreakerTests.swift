import FoldKitTestSupport
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

  /// Keep-all only removes opportunities: every keep-all break is a normal break too.
  @Test func keepAllBreaksAreASubsetOfNormalBreaks() {
    let pieces = [
      "서울", "(한국)", "에서", "3,500", "원", "짜리", "\u{1100}\u{1161}", "\u{11A8}", "word", " ",
      "-", ".", ",", "!", "?", "$", "%", "(", ")", "「", "」", "😀", "\n", "\u{200B}", "\u{301}",
    ]
    var rng = SplitMix64(seed: 7)
    for step in 0..<scaledStepCount("FOLDKIT_TEXT_STEPS", default: 1_500) {
      var text = ""
      for _ in 0..<Int.random(in: 0...12, using: &rng) {
        text += pieces[Int.random(in: 0..<pieces.count, using: &rng)]
      }
      let normal = Set(LineBreaker().opportunities(in: text))
      let keepAll = Set(LineBreaker(wordBreak: .keepAll).opportunities(in: text))
      #expect(keepAll.isSubset(of: normal), "seed 7 step \(step): \(text.debugDescription)")
    }
  }

  @Test func malformedUTF8DoesNotTrap() {
    let bytes: [UInt8] = [0x61, 0x20, 0xE2, 0x82, 0x20, 0xF5, 0x80, 0x80, 0x80, 0x62, 0xC3]
    bytes.withUnsafeBufferPointer { buffer in
      var offsets: [Int] = []
      LineBreaker().forEachOpportunity(inUTF8: buffer) { offsets.append($0.offset) }
      #expect(offsets.allSatisfy { $0 > 0 && $0 < buffer.count })
      #expect(offsets == offsets.sorted())
      let wrapped = TextWrapper(width: 2).wrap(utf8: buffer)
      #expect(wrapped.lines.first?.utf8Range.lowerBound == 0)
      #expect(wrapped.lines.last?.utf8Range.upperBound == buffer.count)
    }
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
