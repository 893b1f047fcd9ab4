import FoldKitText
import Testing

@Suite struct EmojiTestFileTests {
  /// Every fully-qualified sequence of emoji-test.txt is one `Character` of width 2.
  @Test func fullyQualifiedSequencesAreOneWideCluster() throws {
    var checked = 0
    for line in UnicodeTestData.lines(of: "emoji-test.txt") where !line.hasPrefix("#") {
      let parts = line.split(separator: ";", maxSplits: 1)
      guard parts.count == 2, parts[1].contains("fully-qualified"),
        !parts[1].contains("unqualified")
      else { continue }
      var text = ""
      for hex in parts[0].split(separator: " ") {
        let scalar = try #require(UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init))
        text.unicodeScalars.append(scalar)
      }
      #expect(text.count == 1, "\(parts[0]) is \(text.count) Characters")
      if let character = text.first {
        #expect(GraphemeWidth.width(of: character) == 2, "\(parts[0])")
      }
      #expect(GraphemeWidth.width(of: text) == 2, "\(parts[0]) as a string")
      checked += 1
    }
    #expect(checked == 3_655, "fully-qualified lines found: \(checked)")
  }
}
