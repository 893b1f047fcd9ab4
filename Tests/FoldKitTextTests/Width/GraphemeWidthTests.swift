import FoldKitTestSupport
import FoldKitText
import Testing

/// One width expectation: a cluster, its width in both ambiguous modes, and why.
struct WidthCase: Sendable, CustomTestStringConvertible {
  var name: String
  var text: String
  var narrow: Int
  var wide: Int
  var testDescription: String { name }

  init(_ name: String, _ text: String, _ narrow: Int, wide: Int? = nil) {
    self.name = name
    self.text = text
    self.narrow = narrow
    self.wide = wide ?? narrow
  }
}

@Suite struct GraphemeWidthTests {
  static let cases: [WidthCase] = [
    // Rule 5 and the ASCII baseline.
    WidthCase("ASCII letter", "a", 1),
    WidthCase("space", " ", 1),
    // Rule 1: zero-width bases.
    WidthCase("lone combining acute", "\u{301}", 0),
    WidthCase("enclosing keycap alone", "\u{20E3}", 0),
    WidthCase("zero width space", "\u{200B}", 0),
    WidthCase("zero width joiner alone", "\u{200D}", 0),
    WidthCase("word joiner", "\u{2060}", 0),
    WidthCase("soft hyphen is 1 (ambiguous)", "\u{AD}", 1, wide: 2),
    WidthCase("lone Hangul medial vowel", "\u{1161}", 0),
    WidthCase("lone Hangul final consonant", "\u{11A8}", 0),
    WidthCase("Hangul jamo extended-B", "\u{D7B0}", 0),
    WidthCase("Hangul filler medial", "\u{1160}", 0),
    // Rule 2: wide and fullwidth.
    WidthCase("Hangul syllable", "한", 2),
    WidthCase("Hangul syllable with combining mark", "한\u{301}", 2),
    WidthCase("conjoining jamo L V T", "\u{1112}\u{1161}\u{11AB}", 2),
    WidthCase("conjoining jamo L V", "\u{1100}\u{1161}", 2),
    WidthCase("leading jamo alone", "\u{1100}", 2),
    WidthCase("CJK ideograph", "漢", 2),
    WidthCase("hiragana", "あ", 2),
    WidthCase("fullwidth letter", "Ａ", 2),
    WidthCase("ideographic space", "\u{3000}", 2),
    WidthCase("halfwidth katakana", "ｱ", 1),
    // Rule 3: emoji presentation.
    WidthCase("emoji", "😀", 2),
    WidthCase("family ZWJ sequence", "👨‍👩‍👧‍👦", 2),
    WidthCase("rainbow flag ZWJ", "🏳️‍🌈", 2),
    WidthCase("flag of Korea", "🇰🇷", 2),
    WidthCase("lone regional indicator", "🇰", 2),
    WidthCase("skin tone", "👍🏽", 2),
    WidthCase("skin tone modifier alone", "🏽", 2),
    WidthCase("text-default emoji with skin tone", "🏋🏽", 2),
    WidthCase("person in suit ZWJ sequence", "🕵🏻\u{200D}♂\u{FE0F}", 2),
    WidthCase("emoji with text selector VS15 stays wide", "⌚\u{FE0E}", 2),
    WidthCase("Unicode 15.0 emoji", "\u{1FAE8}", 2),
    WidthCase("emoji newer than the tables", "\u{1FAEA}", 2),
    // Rule 4: Emoji + VS16.
    WidthCase("heart with VS16", "❤\u{FE0F}", 2),
    WidthCase("heart without selector", "❤", 1),
    WidthCase("smiley with VS15", "☺\u{FE0E}", 1),
    WidthCase("keycap number sign", "#\u{FE0F}\u{20E3}", 2),
    WidthCase("keycap without VS16", "#\u{20E3}", 1),
    WidthCase("keycap digit", "1\u{FE0F}\u{20E3}", 2),
    WidthCase("VS16 after a non-emoji", "a\u{FE0F}", 1),
    // Marks after a base add nothing.
    WidthCase("e with combining acute", "e\u{301}", 1),
    WidthCase("stacked marks", "a\u{301}\u{323}\u{30A}", 1),
    // Ambiguous.
    WidthCase("ellipsis", "…", 1, wide: 2),
    WidthCase("Greek alpha", "α", 1, wide: 2),
    WidthCase("circled digit", "①", 1, wide: 2),
    WidthCase("box drawing", "─", 1, wide: 2),
    WidthCase("combining mark is ambiguous but zero", "\u{300}", 0),
    // Rule 0: prepended concatenation marks open a cluster; the sign is 1 and its digit counts.
    WidthCase("Arabic number sign with digit", "\u{600}\u{661}", 2),
    WidthCase("end of ayah with its first digit", "\u{6DD}\u{661}", 2),
    WidthCase("Arabic number sign alone", "\u{600}", 1),
    WidthCase("Syriac abbreviation mark with letter", "\u{70F}\u{710}", 2),
    WidthCase("Kaithi number sign with digit", "\u{110BD}\u{966}", 2),
    WidthCase("two prepended signs then a digit", "\u{600}\u{601}\u{661}", 3),
    WidthCase("number sign with a wide base", "\u{600}한", 3),
    WidthCase("number sign with heart and VS16", "\u{600}❤\u{FE0F}", 3),
    // Controls.
    WidthCase("C0 control", "\u{1}", 0),
    WidthCase("tab", "\t", 0),
    WidthCase("DEL", "\u{7F}", 0),
    WidthCase("C1 CSI", "\u{9B}", 0),
    WidthCase("CR LF", "\r\n", 0),
  ]

  @Test(arguments: cases)
  func widthOfCluster(_ example: WidthCase) throws {
    try #require(example.text.count == 1, "\(example.name) must be one Character")
    let character = try #require(example.text.first)
    #expect(GraphemeWidth.width(of: character) == example.narrow)
    #expect(GraphemeWidth.width(of: character, ambiguous: .wide) == example.wide)
    #expect(GraphemeWidth.width(of: example.text) == example.narrow)
    #expect(GraphemeWidth.width(of: example.text, ambiguous: .wide) == example.wide)
  }

  @Test func controlsAreReported() {
    for text in ["\u{0}", "\u{1B}", "\t", "\n", "\r\n", "\u{7F}", "\u{85}", "\u{9B}"] {
      #expect(GraphemeWidth.isControl(Character(text)), "\(text.unicodeScalars.map(\.value))")
    }
    for text in ["a", " ", "\u{AD}", "\u{200B}", "한", "\u{2028}"] {
      #expect(!GraphemeWidth.isControl(Character(text)), "\(text.unicodeScalars.map(\.value))")
    }
  }

  @Test func scalarWidthIgnoresFollowers() {
    #expect(GraphemeWidth.width(of: Unicode.Scalar(0xAC00)!) == 2)
    #expect(GraphemeWidth.width(of: Unicode.Scalar(0x2026)!, ambiguous: .wide) == 2)
    #expect(GraphemeWidth.width(of: Unicode.Scalar(0x2764)!) == 1)
    #expect(GraphemeWidth.width(of: Unicode.Scalar(0x200B)!) == 0)
  }

  @Test func stringWidthSumsClusters() {
    let samples = [
      "", "hello", "서울(한국)에서", "3,500원짜리 커피 ☕ 두 잔", "e\u{301}t\u{E9}",
      "👨‍👩‍👧‍👦🇰🇷#\u{FE0F}\u{20E3}", "a\u{200B}b\u{AD}c", "tab\there\r\nnext",
      "\u{1100}\u{1161}\u{11A8}\u{1100}", "…α①", "❤\u{FE0F}❤", "🇰🇷🇯",
    ]
    for sample in samples {
      for mode in [AmbiguousWidth.narrow, .wide] {
        let expected = sample.reduce(0) { $0 + GraphemeWidth.width(of: $1, ambiguous: mode) }
        #expect(GraphemeWidth.width(of: sample, ambiguous: mode) == expected, "\(sample)")
        let viaBuffer = Array(sample.utf8).withUnsafeBufferPointer {
          GraphemeWidth.width(ofUTF8: $0, ambiguous: mode)
        }
        #expect(viaBuffer == expected, "\(sample)")
      }
    }
  }

  /// The fast string width equals the sum of the `Character` widths on random mixed text.
  @Test func stringWidthMatchesCharactersOnRandomText() {
    let pieces = [
      "a", "Z", " ", "한", "\u{1100}", "\u{1161}", "\u{11A8}", "\u{301}", "\u{200D}", "\u{FE0F}",
      "\u{FE0E}", "😀", "👨", "🏽", "🇰", "#", "1", "\u{20E3}", "❤", "…", "α", "\u{200B}", "\u{AD}",
      "\t", "\n", "\r", "\u{7F}", "\u{9B}", "漢", "ａ", "\u{1FAEA}", "\u{0600}",
      "\u{6DD}", "\u{110BD}", "\u{661}",
    ]
    var rng = SplitMix64(seed: 11)
    for step in 0..<scaledStepCount("FOLDKIT_TEXT_STEPS", default: 1_500) {
      var text = ""
      for _ in 0..<Int.random(in: 0...16, using: &rng) {
        text += pieces[Int.random(in: 0..<pieces.count, using: &rng)]
      }
      for mode in [AmbiguousWidth.narrow, .wide] {
        let expected = text.reduce(0) { $0 + GraphemeWidth.width(of: $1, ambiguous: mode) }
        #expect(
          GraphemeWidth.width(of: text, ambiguous: mode) == expected,
          "seed 11 step \(step) \(mode): \(text.unicodeScalars.map { String($0.value, radix: 16) })"
        )
      }
    }
  }

  /// The cases the independent checks compared with tmux.
  @Test func prependedConcatenationMarksCountTheirDigits() {
    #expect(GraphemeWidth.width(of: "\u{600}\u{661}") == 2)
    #expect(GraphemeWidth.width(of: "\u{6DD}\u{661}\u{662}") == 3)
    #expect(GraphemeWidth.width(of: "page \u{6DD}\u{661}\u{662}\u{663}.") == 10)
    for value: UInt32 in [
      0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD,
      0x110CD,
    ] {
      let sign = Unicode.Scalar(value)!
      #expect(GraphemeWidth.width(of: sign) == 1, "U+\(String(value, radix: 16))")
      #expect(
        GraphemeWidth.width(of: String(sign) + "\u{661}\u{662}") == 3,
        "U+\(String(value, radix: 16))")
    }
  }

  @Test func substringWidth() {
    let text = "abc 서울 👨‍👩‍👧‍👦 end"
    let slice = text.dropFirst(4).dropLast(4)
    #expect(GraphemeWidth.width(of: slice) == 7)
  }

  @Test func malformedUTF8DoesNotTrap() {
    let bytes: [UInt8] = [0x61, 0xE2, 0x82, 0xF5, 0x80, 0x80, 0x80, 0xC3]
    let width = bytes.withUnsafeBufferPointer { GraphemeWidth.width(ofUTF8: $0) }
    #expect(width >= 1)
  }
}
