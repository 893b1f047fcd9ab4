import FoldKit

/// A fake text measurer: one unit per character, as many characters per line as fit.
///
/// Every line is `lineHeight` tall and holds at least one character; empty text is one line.
struct FixedWidthMeasurer: TextMeasuring {
  var lineHeight: Double = 1

  func measure(_ text: String, width: Double, maximumLines: Int?) -> TextMeasurement {
    let perLine = Swift.max(1, Int(width))
    let needed = Swift.max(1, (text.count + perLine - 1) / perLine)
    let shown = maximumLines.map { Swift.min($0, needed) } ?? needed
    return TextMeasurement(
      lineCount: shown, height: Double(shown) * lineHeight, isTruncated: shown < needed)
  }
}

typealias TestLayout = ListLayout<Int, Int, String>
typealias LayoutTestSnapshot = Snapshot<Int, Int, String>
typealias LayoutTestController = ListController<Int, Int, String>
typealias LayoutTestSection = ListSection<Int, Int, String>
typealias LayoutTestItem = ListItem<Int, String>

extension ListLayout where SectionID == Int, ItemID == Int, Content == String {
  /// A layout over `sections` measuring rows by their content with `FixedWidthMeasurer`.
  static func make(
    _ sections: [LayoutTestSection], metrics: LayoutMetrics, width: Double, viewportHeight: Double,
    sizing: TextRowSizing? = nil, sectionMetrics: [Int: SectionMetrics] = [:],
    rowHeights: [Int: RowHeight] = [:]
  ) throws -> TestLayout {
    let controller = LayoutTestController(snapshot: try LayoutTestSnapshot(sections: sections))
    return TestLayout(
      controller: controller, metrics: metrics, width: width, viewportHeight: viewportHeight,
      sectionMetrics: sectionMetrics, rowHeights: rowHeights,
      measure: sizing.map { TestLayout.textMeasure($0) { content, _ in content } })
  }
}

/// One section of `count` plain items with IDs `firstID...`, contents "item N".
func plainSection(
  id: Int, header: String? = nil, footer: String? = nil, count: Int, firstID: Int,
  hasDetail: Bool = false, isCollapsible: Bool = false, text: (Int) -> String = { "item \($0)" }
) -> LayoutTestSection {
  LayoutTestSection(
    id: id, header: header, footer: footer, isCollapsible: isCollapsible,
    items: (0..<count).map {
      LayoutTestItem(id: firstID + $0, content: text(firstID + $0), hasDetail: hasDetail)
    })
}
