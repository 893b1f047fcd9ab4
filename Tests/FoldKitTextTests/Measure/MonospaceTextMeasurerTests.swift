import FoldKit
import FoldKitText
import Testing

@Suite struct MonospaceTextMeasurerTests {
  @Test func heightIsLinesTimesLineHeight() {
    let measurer = MonospaceTextMeasurer()
    let measurement = measurer.measure("hello big world", width: 10, maximumLines: nil)
    #expect(measurement == TextMeasurement(lineCount: 2, height: 2, isTruncated: false))
    let tall = MonospaceTextMeasurer(lineHeight: 1.5)
    #expect(tall.measure("a\nb\nc", width: 10, maximumLines: nil).height == 4.5)
  }

  @Test func lineLimitTruncates() {
    let measurement = MonospaceTextMeasurer().measure(
      "one two three four five six", width: 8, maximumLines: 2)
    #expect(measurement == TextMeasurement(lineCount: 2, height: 2, isTruncated: true))
  }

  @Test func fractionalWidthsRoundDown() {
    let measurer = MonospaceTextMeasurer()
    #expect(measurer.measure("abcdef", width: 3.9, maximumLines: nil).lineCount == 2)
    #expect(measurer.measure("abcdef", width: 0.5, maximumLines: nil).lineCount == 6)
    #expect(measurer.measure("abcdef", width: .infinity, maximumLines: nil).lineCount == 1)
    // Widths beyond a 32-bit Int are capped, not converted (which would trap there).
    #expect(measurer.measure("abcdef", width: 3e9, maximumLines: nil).lineCount == 1)
    #expect(measurer.measure("abcdef", width: 1e300, maximumLines: nil).lineCount == 1)
  }

  @Test func emptyTextHasNoLines() {
    #expect(
      MonospaceTextMeasurer().measure("", width: 10, maximumLines: 3)
        == TextMeasurement(lineCount: 0, height: 0, isTruncated: false))
  }

  @Test func koreanWordPriority() {
    let text = "가 나다라"
    let normal = MonospaceTextMeasurer().measure(text, width: 5, maximumLines: nil)
    let keepAll = MonospaceTextMeasurer(wordBreak: .keepAll).measure(
      text, width: 5, maximumLines: nil)
    #expect(normal.lineCount == 2)  // "가 나" "다라"
    #expect(keepAll.lineCount == 3)  // "가 " "나다" "라"
    let measurer: any TextMeasuring = MonospaceTextMeasurer(ambiguous: .wide)
    #expect(measurer.measure("……", width: 3, maximumLines: nil).lineCount == 2)
  }
}
