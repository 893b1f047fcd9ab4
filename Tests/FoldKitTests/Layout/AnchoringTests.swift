import FoldKit
import Testing

/// Changes never make the list jump: the anchor (first visible element, or the selected row)
/// keeps its place on screen (UIKIT-RULES §8.4).
@Suite struct AnchoringTests {
  static func path(_ row: Int, _ section: Int = 0) -> ListIndexPath {
    ListIndexPath(section: section, row: row)
  }

  /// 100 items with detail rows, rows 10 tall and detail rows 30, viewport 100, no insets.
  static func detailList() throws -> TestLayout {
    let metrics = LayoutMetrics(
      style: .plain, rowHeight: .fixed(10), detailRowHeight: .fixed(30), header: .zero,
      footer: .zero)
    return try TestLayout.make(
      [plainSection(id: 0, count: 100, firstID: 1, hasDetail: true)], metrics: metrics,
      width: 100, viewportHeight: 100)
  }

  @Test func expandingAboveTheViewportShiftsTheOffsetByTheNewRows() throws {
    var layout = try Self.detailList()
    layout.contentOffset = 505
    #expect(layout.element(atOffset: 505)?.indexPath == Self.path(50))
    let update = layout.toggle(11)
    #expect(update.changeset.insertedRows == [Self.path(11)])
    #expect(update.contentOffset == 535)
    #expect(layout.contentOffset == 535)
    // Row 50 is now at index 51 and still 5 above the viewport's top.
    #expect(layout.frame(at: Self.path(51)).minY - layout.contentOffset == -5)
    #expect(layout.controller.item(at: Self.path(51)) == 51)
    // Collapsing it again puts everything back.
    #expect(layout.toggle(11).contentOffset == 505)
  }

  @Test func expandingTheAnchorKeepsItStill() throws {
    var layout = try Self.detailList()
    layout.contentOffset = 505
    // The selected row is partly visible: it is the anchor, 5 above the top.
    let selection = layout.select(at: Self.path(50))
    #expect(selection.outcome.action == .toggledDetail(51, isExpanded: true))
    #expect(selection.contentOffset == 505)
    #expect(layout.frame(at: Self.path(51)) == LayoutFrame(minY: 510, height: 30))
    // Selecting a row lower in the viewport also leaves the offset alone.
    let lower = layout.select(at: Self.path(55))
    #expect(lower.outcome.changeset.insertedRows == [Self.path(56)])
    #expect(lower.contentOffset == 505)
    #expect(lower.targetOffset == nil)
  }

  @Test func aViewAtTheTopStaysAtTheTop() throws {
    var layout = try Self.detailList()
    #expect(layout.contentOffset == 0)
    layout.toggle(1)
    #expect(layout.contentOffset == 0)
    #expect(layout.frame(at: Self.path(1)) == LayoutFrame(minY: 10, height: 30))
  }

  /// Three collapsible sections of 30 rows of 10 under headers of 20.
  static func sections() throws -> TestLayout {
    let metrics = LayoutMetrics(
      style: .plain, rowHeight: .fixed(10), header: .fixed(20), footer: .zero,
      headerTopPadding: 0)
    return try TestLayout.make(
      (0..<3).map {
        plainSection(
          id: $0, header: "S\($0)", count: 30, firstID: 100 * $0 + 1, isCollapsible: true)
      }, metrics: metrics, width: 100, viewportHeight: 100)
  }

  @Test func collapsingASectionAboveMovesTheOffsetUpByItsRows() throws {
    var layout = try Self.sections()
    layout.contentOffset = 700
    #expect(layout.element(atOffset: 700)?.indexPath == Self.path(4, 2))
    let selection = layout.selectHeader(ofSection: 0)
    #expect(selection.outcome.action == .toggledSection(0, isCollapsed: true))
    #expect(selection.contentOffset == 400)
    #expect(layout.element(atOffset: 400)?.indexPath == Self.path(4, 2))
    // Showing it again restores the offset; the outcome asks to reveal its last row.
    let shown = layout.selectHeader(ofSection: 0)
    #expect(shown.contentOffset == 700)
    #expect(shown.outcome.scroll == ScrollRequest(indexPath: Self.path(29), position: .bottom))
    #expect(shown.targetOffset == 220, "\(String(describing: shown.targetOffset))")
  }

  @Test func collapsingTheAnchorsSectionPutsWhatFollowsAtTheTop() throws {
    var layout = try Self.sections()
    layout.contentOffset = 400
    #expect(layout.element(atOffset: 400)?.indexPath == Self.path(6, 1))
    layout.setCollapsed(true, section: 1)
    // Section 1's rows are gone; its footer (zero height at 340) follows their place.
    #expect(layout.contentOffset == 340)
    #expect(layout.element(atOffset: 340)?.element.kind == .header)
    #expect(layout.element(atOffset: 340)?.section == 2)
  }

  @Test func widthChangeRewrapsTheViewportAndKeepsTheAnchor() throws {
    let metrics = LayoutMetrics(
      style: .plain, rowHeight: .measured(estimate: 3), header: .zero, footer: .zero,
      contentInsets: LayoutInsets(top: 5))
    let sizing = TextRowSizing(
      measurer: FixedWidthMeasurer(), leadingPadding: 1, trailingPadding: 1, maximumLines: 5)
    var layout = try TestLayout.make(
      [plainSection(id: 0, count: 200, firstID: 1) { _ in String(repeating: "w", count: 30) }],
      metrics: metrics, width: 32, viewportHeight: 1_000, sizing: sizing)
    #expect(layout.contentHeight == 600)
    // Measuring at the top keeps the view at the top; every row is one line.
    layout.layoutViewport()
    #expect(layout.contentOffset == -5)
    #expect(layout.contentHeight == 200)
    layout.viewportHeight = 10
    layout.contentOffset = 100
    // Width 17 leaves 15 per line: every row wraps to two lines. Only the viewport re-measures:
    // the rows it held before the change (100..<110), of which 100..<105 still fit.
    let visible = layout.setWidth(17)
    #expect(layout.contentOffset == 100)
    #expect(visible.map(\.indexPath) == (100..<105).map { Self.path($0) })
    #expect(layout.frame(at: Self.path(100)) == LayoutFrame(minY: 100, height: 2))
    #expect(layout.frame(at: Self.path(109)).height == 2)
    #expect(layout.frame(at: Self.path(110)).height == 1)
    #expect(layout.frame(at: Self.path(99)).height == 1)
    #expect(layout.contentHeight == 210)
    // Faulting in rows around a target above the viewport moves the offset by their growth:
    // rows 5...15 re-wrap (+11), and the first visible row stays still.
    let target = layout.prepareScroll(to: ScrollRequest(indexPath: Self.path(10), position: .top))
    #expect(layout.contentOffset == 111)
    #expect(layout.element(atOffset: 111)?.indexPath == Self.path(100))
    #expect(target == 5 + 10 - 5)
    // Back at the old width, the cache answers: nothing is measured again.
    layout.setWidth(32)
    #expect(layout.element(atOffset: layout.contentOffset)?.indexPath == Self.path(100))
  }

  @Test func contentChangeInvalidatesTheCachedHeight() throws {
    let metrics = LayoutMetrics(
      style: .plain, rowHeight: .measured(estimate: 1), header: .zero, footer: .zero)
    let sizing = TextRowSizing(measurer: FixedWidthMeasurer(), topPadding: 1, bottomPadding: 1)
    let short = [plainSection(id: 0, count: 3, firstID: 1) { _ in "abc" }]
    var layout = try TestLayout.make(
      short, metrics: metrics, width: 10, viewportHeight: 100, sizing: sizing)
    layout.layoutViewport()
    #expect(layout.contentHeight == 9)
    let long = [
      plainSection(id: 0, count: 3, firstID: 1) {
        $0 == 2 ? String(repeating: "z", count: 25) : "abc"
      }
    ]
    layout.update(to: try LayoutTestSnapshot(sections: long))
    // Items 1 and 3 keep their cached heights; item 2 changed and is back on its estimate.
    #expect(layout.contentHeight == 3 + 1 + 3)
    layout.layoutViewport()
    #expect(layout.contentHeight == 3 + 5 + 3)
  }

  @Test func newMetricsKeepMeasuredHeightsAndTheAnchor() throws {
    let sizing = TextRowSizing(measurer: FixedWidthMeasurer(), maximumLines: 5)
    var layout = try TestLayout.make(
      [plainSection(id: 0, header: "A", count: 50, firstID: 1) { _ in "abcdefgh" }],
      metrics: LayoutMetrics(
        style: .plain, rowHeight: .measured(estimate: 1), header: .fixed(4), footer: .zero,
        headerTopPadding: 0),
      width: 4, viewportHeight: 10, sizing: sizing)
    layout.contentOffset = 20
    layout.layoutViewport()
    // On estimates of 1, row 16 starts at 20: it is the anchor while the viewport's rows are
    // measured (two lines each), and the rows above keep their estimates.
    #expect(layout.element(atOffset: 20)?.indexPath == ListIndexPath(section: 0, row: 16))
    // A taller header moves everything below it; measured rows keep their cached heights.
    layout.setMetrics(
      LayoutMetrics(
        style: .plain, rowHeight: .measured(estimate: 1), header: .fixed(10), footer: .zero,
        headerTopPadding: 0))
    #expect(layout.contentOffset == 26)
    #expect(layout.element(atOffset: 26)?.indexPath == ListIndexPath(section: 0, row: 16))
    #expect(layout.frame(at: ListIndexPath(section: 0, row: 16)).height == 2)
    // A per-row override turns a measured row into a fixed one.
    layout.setMetrics(layout.metrics, rowHeights: [1: .fixed(7)])
    #expect(layout.frame(at: ListIndexPath(section: 0, row: 0)) == LayoutFrame(minY: 10, height: 7))
    #expect(
      layout.element(atOffset: layout.contentOffset)?.indexPath
        == ListIndexPath(section: 0, row: 16)
    )
  }
}
