import FoldKitTestSupport
import Testing

@testable import FoldKitListFile

/// The reader's own UTF-8 check (used in Embedded Swift) and its strings made and then compared
/// with their bytes agree with the standard library's check.
@Suite struct UTF8CheckTests {
  @Test func ownCheckAgreesWithTheStandardLibrary() {
    var random = SplitMix64(seed: 7)
    let pieces: [[UInt8]] = [
      [0x41], [0xC3, 0xA9], [0xED, 0x95, 0x9C], [0xF0, 0x9F, 0x98, 0x80], [0xC0, 0x80], [0xC1],
      [0xE0, 0x80, 0x80], [0xE0, 0xA0, 0x80], [0xED, 0xA0, 0x80], [0xED, 0x9F, 0xBF],
      [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0x80],
      [0xFF], [0xE2, 0x82], [0xF0, 0x9F, 0x98], Array("a plain ASCII run of some length".utf8),
    ]
    var invalid = 0
    for _ in 0..<5_000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        bytes += pieces[Int.random(in: 0..<pieces.count, using: &random)]
      }
      let expected = String(validating: bytes, as: UTF8.self)
      if expected == nil { invalid += 1 }
      bytes.withUnsafeBufferPointer { run in
        #expect(JSONReader.isValidUTF8(run) == (expected != nil), "\(bytes)")
        #expect(JSONReader.validString(run) == expected, "\(bytes)")
        #expect(JSONReader.validString(run, prefix: "item:") == expected.map { "item:" + $0 })
      }
    }
    // Both kinds occur.
    #expect(invalid > 100 && invalid < 4_900)
  }
}
