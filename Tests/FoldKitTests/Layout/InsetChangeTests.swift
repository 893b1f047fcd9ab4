import FoldKit
import Testing

/// A view at the top of its content stays at the top when its top inset changes, with or
/// without rows (UIKIT-RULES §8; issue 16, item 10).
@Suite struct InsetChangeTests {
  static func metrics(top: Double) -> LayoutMetrics {
    LayoutMetrics(style: .grouped, contentInsets: LayoutInsets(top: top, bottom: 100))
  }

  @Test("An empty list at the top stays at the top when its top inset grows", arguments: [0, 1])
  func topStaysAtTheTop(rows: Int) throws {
    let sections = rows == 0 ? [] : [plainSection(id: 0, count: rows, firstID: 1)]
    var layout = try TestLayout.make(
      sections, metrics: Self.metrics(top: 20), width: 100, viewportHeight: 100)
    #expect(layout.contentOffset == -20)
    layout.setMetrics(Self.metrics(top: 46))
    #expect(layout.contentOffset == -46, "\(rows) rows")
    layout.setMetrics(Self.metrics(top: 10))
    #expect(layout.contentOffset == -10, "\(rows) rows")
  }

  @Test("A view scrolled past the end of an empty list is clamped, not put at the top")
  func offsetBelowTheTopIsClamped() throws {
    var layout = try TestLayout.make(
      [], metrics: Self.metrics(top: 20), width: 100, viewportHeight: 100)
    layout.contentOffset = layout.clampedContentOffset(-5)
    layout.setMetrics(Self.metrics(top: 46))
    #expect(layout.contentOffset == layout.clampedContentOffset(-5))
  }
}
