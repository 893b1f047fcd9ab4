import FoldKitText
import Testing

/// Runs LineBreakTest-15.0.0.txt (7,654 cases).
///
/// Tailorings: none. The test file itself assumes LB25 tailored as UAX #14 example 7, which is
/// what ``LineBreaker`` implements; every case passes. A case listed in `tailored` would be
/// counted, not failed, and must say why here.
@Suite struct LineBreakTestFileTests {
  /// Cases this implementation answers differently on purpose, by file line, with the reason.
  static let tailored: [Int: String] = [:]

  @Test func lineBreakTestFile() {
    let cases = UnicodeTestData.breakCases(of: "LineBreakTest.txt")
    #expect(cases.count == 7_654)
    var passed = 0
    var tailoredCount = 0
    for example in cases {
      let string = example.string
      let offsets = LineBreaker().opportunities(in: string).map(\.offset) + [string.utf8.count]
      let found = UnicodeTestData.scalarOffsets(offsets, in: string)
      if found == example.breaks {
        passed += 1
      } else if Self.tailored[example.line] != nil {
        tailoredCount += 1
      } else {
        Issue.record(
          "line \(example.line): expected \(example.breaks), got \(found)\n\(example.comment)")
      }
    }
    print("LineBreakTest: \(passed) passed, \(tailoredCount) tailored")
    #expect(passed + tailoredCount == cases.count)
  }
}
