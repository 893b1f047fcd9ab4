import FoldKitText
import Testing

@Suite struct GraphemeWidthSmokeTests {
  @Test func hangulIsWideAndAsciiNarrow() {
    #expect(GraphemeWidth.width(of: "한") == 2)
    #expect(GraphemeWidth.width(of: "a") == 1)
  }
}
