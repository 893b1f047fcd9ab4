import FoldKit
import FoldKitTestSupport
import Testing

/// The search index lowercases texts itself for ASCII and caseless scripts; it must give exactly
/// the bytes of `lowercased()`.
@Suite struct SearchFoldingTests {
  /// The bytes the index must hold for `text`: its lowercased UTF-8, zero bytes as 0xFF (a byte
  /// UTF-8 never uses, so it matches only another zero byte).
  static func expected(_ text: String) -> [UInt8] {
    text.lowercased().utf8.map { $0 == 0 ? 0xFF : $0 }
  }

  @Test func everyScalarTakenAsCaselessLowercasesToItself() {
    var checked = 0
    for value in UInt32(0x80)...0x10FFFF where ListSearchIndex.isCaseless(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = String(Character(scalar))
      #expect(text.lowercased() == text, "U+\(String(value, radix: 16, uppercase: true))")
      checked += 1
    }
    #expect(checked > 40_000)
  }

  @Test func foldedTextsEqualLowercased() {
    let pieces = [
      "Hello", "WORLD", "mixed Case 123", "김민준", "최서연 · 프로젝트", "ÀÉÎÕÜ", "àéîõü ß ÷ ×",
      "ΟΔΟΣ Σίσυφος", "İstanbul", "ǅ", "ﬃ", "😀 👍🏽", "\u{0}zero", "Ⓐⓑ", "ǈ", "ŉ", "한글 ABC 漢字 カナ",
      "\t\n\r", "Ω", "K",
    ]
    var rng = SplitMix64(seed: 71)
    for _ in 0..<3_000 {
      var text = ""
      for _ in 0..<Int(rng.next() % 4 + 1) {
        text += pieces[Int(rng.next() % UInt64(pieces.count))]
      }
      #expect(ListSearchIndex.needle(text) == Self.expected(text), "\(text)")
    }
    for piece in pieces { #expect(ListSearchIndex.needle(piece) == Self.expected(piece)) }
  }

  @Test func searchIgnoresCaseAcrossScripts() {
    let texts = ["Naïve CAFÉ", "카페 Latte", "ΟΔΟΣ", "plain"]
    let index = ListSearchIndex(texts: texts)
    #expect(index.matches("café") == [0])
    #expect(index.matches("LATTE") == [1])
    #expect(index.matches("카페") == [1])
    #expect(index.matches("οδοσ") == index.matches("ΟΔΟΣ"))
    #expect(index.matches("e") == [0, 1])
  }
}
