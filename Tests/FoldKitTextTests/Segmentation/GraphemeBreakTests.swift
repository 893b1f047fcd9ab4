import FoldKitText
import Testing

@Suite struct GraphemeBreakTests {
  /// The segmenter behind the fast width passes every case of GraphemeBreakTest-15.0.
  @Test func graphemeBreakTestFile() {
    let cases = UnicodeTestData.breakCases(of: "GraphemeBreakTest.txt")
    #expect(cases.count == 602)
    var passed = 0
    for example in cases {
      let string = example.string
      let offsets = graphemeBoundaryOffsets(in: string) + [string.utf8.count]
      let found = UnicodeTestData.scalarOffsets(offsets, in: string)
      #expect(found == example.breaks, "line \(example.line): \(example.comment)")
      if found == example.breaks { passed += 1 }
    }
    print("GraphemeBreakTest: \(passed) passed of \(cases.count)")
  }
}
