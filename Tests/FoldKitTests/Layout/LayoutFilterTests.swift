import FoldKit
import Testing

/// A layout's metrics change while a filter is on: the rows are rebuilt with their new heights
/// and stay the filtered rows.
@Suite struct LayoutFilterTests {
  @Test func changingMetricsKeepsTheFilteredRows() throws {
    let sections = [
      LayoutTestSection(
        id: 0, header: "first",
        items: [
          LayoutTestItem(
            id: 1, content: "apples",
            children: [
              LayoutTestItem(id: 2, content: "green apple"), LayoutTestItem(id: 3, content: "pear"),
            ]),
          LayoutTestItem(id: 4, content: "plums"),
        ]),
      LayoutTestSection(id: 1, header: "second", items: [LayoutTestItem(id: 5, content: "fig")]),
    ]
    var layout = try TestLayout.make(
      sections, metrics: LayoutMetrics(style: .plain, rowHeight: .measured(estimate: 5)), width: 8,
      viewportHeight: 400,
      sizing: TextRowSizing(measurer: FixedWidthMeasurer(), leadingPadding: 1, trailingPadding: 1))
    let estimated = layout.contentHeight
    _ = layout.layoutViewport()
    try #require(layout.contentHeight != estimated, "the rows must be measured and cached")
    layout.perform { $0.filter(where: { $0.contains("apple") }) }
    let filtered = layout.controller.visibleModel
    #expect(filtered.map { $0.rows.count } == [2, 0], "\(filtered)")
    layout.setMetrics(
      layout.metrics, sectionMetrics: [1: SectionMetrics(header: .zero, footer: .zero)])
    #expect(layout.controller.visibleModel == filtered)
    #expect(layout.controller.filter != nil)
    layout.controller.rows.checkInvariants()
  }
}
