import FoldKit
import Testing

/// Worked cases of UIKIT-RULES §8.1: scrolling to top, middle, bottom and nearest, with insets,
/// near the start and the end of the content.
@Suite struct ScrollTargetTests {
  /// 20 rows of 44 in one section without header or footer (content 880), a viewport of 400
  /// with insets 64 above and 34 below: the visible area is 302 tall.
  static func twentyRows() throws -> TestLayout {
    let metrics = LayoutMetrics(
      style: .plain, rowHeight: .fixed(44), header: .zero, footer: .zero,
      contentInsets: LayoutInsets(top: 64, bottom: 34))
    return try TestLayout.make(
      [plainSection(id: 0, count: 20, firstID: 1)], metrics: metrics, width: 320,
      viewportHeight: 400)
  }

  static func path(_ row: Int, _ section: Int = 0) -> ListIndexPath {
    ListIndexPath(section: section, row: row)
  }

  @Test func contentHeightAndRestingOffset() throws {
    let layout = try Self.twentyRows()
    #expect(layout.contentHeight == 880)
    #expect(layout.contentOffset == -64)
    #expect(layout.frame(at: Self.path(5)) == LayoutFrame(minY: 220, height: 44))
    #expect(layout.clampedContentOffset(10_000) == 880 + 34 - 400)
    #expect(layout.clampedContentOffset(-500) == -64)
  }

  @Test func topMiddleAndBottomInTheMiddleOfTheContent() throws {
    let layout = try Self.twentyRows()
    // top: rect.minY - inset.top
    #expect(layout.contentOffset(scrolling: Self.path(5), to: .top) == 220 - 64)
    // middle: rect.midY - (H - top - bottom) / 2 - top = 242 - 151 - 64
    #expect(layout.contentOffset(scrolling: Self.path(5), to: .middle) == 27)
    // bottom: rect.maxY - H + bottom = 528 - 400 + 34
    #expect(layout.contentOffset(scrolling: Self.path(11), to: .bottom) == 162)
  }

  @Test func targetsNearTheStartClampToTheTopInset() throws {
    let layout = try Self.twentyRows()
    // 264 - 400 + 34 = -102, above the lowest offset -64.
    #expect(layout.contentOffset(scrolling: Self.path(5), to: .bottom) == -64)
    // 22 - 151 - 64 = -193.
    #expect(layout.contentOffset(scrolling: Self.path(0), to: .middle) == -64)
    #expect(layout.contentOffset(scrolling: Self.path(0), to: .top) == -64)
  }

  @Test func targetsNearTheEndClampToTheLastOffset() throws {
    let layout = try Self.twentyRows()
    let last = 880.0 + 34 - 400
    // A row near the end cannot reach the top: 792 - 64 = 728 > 514.
    #expect(layout.contentOffset(scrolling: Self.path(18), to: .top) == last)
    #expect(layout.contentOffset(scrolling: Self.path(19), to: .middle) == last)
    #expect(layout.contentOffset(scrolling: Self.path(19), to: .bottom) == last)
    // 15: minY 660 - 64 = 596 > 514.
    #expect(layout.contentOffset(scrolling: Self.path(15), to: .top) == last)
    // 11: minY 484 - 64 = 420, reachable.
    #expect(layout.contentOffset(scrolling: Self.path(11), to: .top) == 420)
  }

  @Test func nearestDoesNotMoveAFullyVisibleRow() throws {
    let layout = try Self.twentyRows()
    // At -64 the visible area is [0, 302]: rows 0...5 are fully visible.
    #expect(layout.contentOffset(scrolling: Self.path(0), to: .nearest) == -64)
    #expect(layout.contentOffset(scrolling: Self.path(5), to: .nearest) == -64)
    // From 100 the area is [164, 402]: row 4 (176..220) is visible, so is row 8 (352..396).
    #expect(layout.contentOffset(scrolling: Self.path(4), to: .nearest, from: 100) == 100)
    #expect(layout.contentOffset(scrolling: Self.path(8), to: .nearest, from: 100) == 100)
  }

  @Test func nearestMovesThePartlyHiddenRowTheLeast() throws {
    let layout = try Self.twentyRows()
    // Row 6 (264..308) sticks out below [0, 302]: it goes to the bottom, 308 - 366.
    #expect(layout.contentOffset(scrolling: Self.path(6), to: .nearest) == -58)
    // From 100, row 3 (132..176) sticks out above [164, 402]: it goes to the top, 132 - 64.
    #expect(layout.contentOffset(scrolling: Self.path(3), to: .nearest, from: 100) == 68)
    // From 100, row 0 is far above: top, clamped.
    #expect(layout.contentOffset(scrolling: Self.path(0), to: .nearest, from: 100) == -64)
    // From -64, row 19 is far below: bottom, 880 - 366 = 514.
    #expect(layout.contentOffset(scrolling: Self.path(19), to: .nearest) == 514)
  }

  @Test func shortContentNeverScrolls() throws {
    let metrics = LayoutMetrics(
      style: .plain, rowHeight: .fixed(44), header: .zero, footer: .zero,
      contentInsets: LayoutInsets(top: 64, bottom: 34))
    let layout = try TestLayout.make(
      [plainSection(id: 0, count: 5, firstID: 1)], metrics: metrics, width: 320,
      viewportHeight: 400)
    for position in [ScrollPosition.top, .middle, .bottom, .nearest] {
      #expect(layout.contentOffset(scrolling: Self.path(4), to: position) == -64)
    }
  }

  /// Plain style, headers 28 without top padding, two sections of 10 rows of 44.
  static func plainWithHeaders(avoidsPinnedHeader: Bool) throws -> TestLayout {
    let metrics = LayoutMetrics(
      style: .plain, rowHeight: .fixed(44), header: .automatic, footer: .zero,
      headerTopPadding: 0,
      scrollOptions: ScrollOptions(avoidsPinnedHeader: avoidsPinnedHeader))
    return try TestLayout.make(
      [
        plainSection(id: 0, header: "A", count: 10, firstID: 1),
        plainSection(id: 1, header: "B", count: 10, firstID: 100),
      ], metrics: metrics, width: 320, viewportHeight: 200)
  }

  @Test func topShowsTheHeaderOnlyForTheFirstRow() throws {
    let layout = try Self.plainWithHeaders(avoidsPinnedHeader: false)
    // Section 1's header spans 468..496, its rows start at 496.
    #expect(layout.frame(ofHeaderInSection: 1) == LayoutFrame(minY: 468, height: 28))
    #expect(layout.contentOffset(scrolling: Self.path(0, 1), to: .top) == 468)
    // A later row goes to the very top, under the floating header.
    #expect(layout.contentOffset(scrolling: Self.path(3, 1), to: .top) == 628)
    // Middle ignores the header: 650 - 100.
    #expect(layout.contentOffset(scrolling: Self.path(3, 1), to: .middle) == 550)
  }

  @Test func avoidingThePinnedHeaderStopsBelowIt() throws {
    let layout = try Self.plainWithHeaders(avoidsPinnedHeader: true)
    #expect(layout.contentOffset(scrolling: Self.path(3, 1), to: .top) == 600)
    #expect(layout.contentOffset(scrolling: Self.path(0, 1), to: .top) == 468)
    // From 600 the area under the pinned header is [628, 800]: row 3 (628..672) is visible,
    // row 2 (584..628) is not and goes to the top below the header: 584 - 28.
    #expect(layout.contentOffset(scrolling: Self.path(3, 1), to: .nearest, from: 600) == 600)
    #expect(layout.contentOffset(scrolling: Self.path(2, 1), to: .nearest, from: 600) == 556)
  }

  @Test func withoutTheHeaderOptionTheFirstRowGoesToTheTop() throws {
    var metrics = LayoutMetrics(
      style: .plain, rowHeight: .fixed(44), footer: .zero, headerTopPadding: 0)
    metrics.scrollOptions.revealsHeaderForFirstRow = false
    let layout = try TestLayout.make(
      [
        plainSection(id: 0, header: "A", count: 10, firstID: 1),
        plainSection(id: 1, header: "B", count: 10, firstID: 100),
      ], metrics: metrics, width: 320, viewportHeight: 200)
    #expect(layout.contentOffset(scrolling: Self.path(0, 1), to: .top) == 496)
  }

  /// Grouped: headers 38, footers 18, 20 between sections, two sections of 10 rows of 44.
  static func grouped(revealsFooter: Bool = true) throws -> TestLayout {
    let metrics = LayoutMetrics(
      style: .grouped, rowHeight: .fixed(44),
      scrollOptions: ScrollOptions(revealsFooterForLastRow: revealsFooter))
    return try TestLayout.make(
      [
        plainSection(id: 0, header: "A", footer: "a", count: 10, firstID: 1),
        plainSection(id: 1, header: "B", footer: "b", count: 10, firstID: 100),
      ], metrics: metrics, width: 320, viewportHeight: 200)
  }

  @Test func groupedFramesCountSpacingTowardTheSection() throws {
    let layout = try Self.grouped()
    #expect(layout.frame(ofHeaderInSection: 0) == LayoutFrame(minY: 0, height: 38))
    #expect(layout.frame(ofFooterInSection: 0) == LayoutFrame(minY: 478, height: 18))
    #expect(layout.frame(ofHeaderInSection: 1) == LayoutFrame(minY: 516, height: 38))
    #expect(layout.frame(ofSection: 1) == LayoutFrame(minY: 496, height: 20 + 38 + 440 + 18))
    #expect(layout.frame(at: Self.path(0, 1)) == LayoutFrame(minY: 554, height: 44))
    #expect(layout.contentHeight == 496 + 516)
    // The spacing belongs to no element; the header is hit below it.
    #expect(layout.element(atOffset: 500) == nil)
    #expect(layout.element(atOffset: 520)?.element.kind == .header)
    #expect(layout.element(atOffset: 520)?.section == 1)
    #expect(layout.element(atOffset: 554)?.indexPath == Self.path(0, 1))
    #expect(layout.element(atOffset: -1) == nil)
    #expect(layout.element(atOffset: 1_012) == nil)
  }

  @Test func bottomShowsTheFooterOnlyForTheLastRow() throws {
    let layout = try Self.grouped()
    // Last row of section 0 ends at 478; its footer at 496: 496 - 200.
    #expect(layout.contentOffset(scrolling: Self.path(9), to: .bottom) == 296)
    // Row 8 ends at 434: 434 - 200.
    #expect(layout.contentOffset(scrolling: Self.path(8), to: .bottom) == 234)
    let without = try Self.grouped(revealsFooter: false)
    #expect(without.contentOffset(scrolling: Self.path(9), to: .bottom) == 278)
    // Grouped headers do not float: avoiding a pinned header changes nothing.
    #expect(layout.contentOffset(scrolling: Self.path(0, 1), to: .top) == 516)
  }

  @Test func headerTopPaddingCountsTowardTheSection() throws {
    let metrics = LayoutMetrics(style: .plain, rowHeight: .fixed(44), footer: .zero)
    let layout = try TestLayout.make(
      [
        plainSection(id: 0, header: "A", count: 2, firstID: 1),
        plainSection(id: 1, count: 2, firstID: 100),
      ], metrics: metrics, width: 320, viewportHeight: 50,
      sectionMetrics: [1: SectionMetrics(header: .fixed(10), headerTopPadding: 5)])
    // Default plain padding 22 above a 28 header; section 1 overrides both.
    #expect(layout.frame(ofHeaderInSection: 0) == LayoutFrame(minY: 22, height: 28))
    #expect(layout.frame(at: Self.path(0)) == LayoutFrame(minY: 50, height: 44))
    #expect(layout.frame(ofHeaderInSection: 1) == LayoutFrame(minY: 143, height: 10))
    #expect(layout.frame(ofSection: 1) == LayoutFrame(minY: 138, height: 15 + 88))
    #expect(layout.contentOffset(scrolling: Self.path(0, 1), to: .top) == 143)
  }

  @Test func explicitZeroIsZeroInEveryStyle() throws {
    for style in [ListStyle.plain, .grouped] {
      let metrics = LayoutMetrics(
        style: style, rowHeight: .fixed(10), header: .zero, footer: .zero, sectionSpacing: 0)
      let layout = try TestLayout.make(
        [plainSection(id: 0, header: "A", footer: "a", count: 3, firstID: 1)], metrics: metrics,
        width: 10, viewportHeight: 10)
      #expect(layout.contentHeight == 30)
      #expect(layout.frame(ofHeaderInSection: 0).height == 0)
    }
  }

  @Test func perRowOverridesAndFixedRowsSkipMeasuring() throws {
    let metrics = LayoutMetrics(
      style: .plain, rowHeight: .measured(estimate: 3), header: .zero, footer: .zero)
    var layout = try TestLayout.make(
      [plainSection(id: 0, count: 4, firstID: 1) { String(repeating: "x", count: $0 * 10) }],
      metrics: metrics, width: 12, viewportHeight: 100,
      sizing: TextRowSizing(measurer: FixedWidthMeasurer(), leadingPadding: 1, trailingPadding: 1),
      rowHeights: [2: .fixed(7)])
    #expect(layout.contentHeight == 3 + 7 + 3 + 3)
    layout.layoutViewport()
    // Text width 10: 10, 20 (fixed), 30, 40 characters make 1, 7, 3, 4.
    #expect(layout.contentHeight == 1 + 7 + 3 + 4)
  }
}

/// Out-of-range index paths trap with a message naming the values, as UIKit raises S1/S2.
@Suite struct LayoutPreconditionTests {
  @Test func rowPastTheEndOfItsSectionTraps() async {
    await #expect(processExitsWith: .failure) {
      let layout = try ScrollTargetTests.twentyRows()
      _ = layout.frame(at: ListIndexPath(section: 0, row: 20))
    }
  }

  @Test func sectionPastTheEndTraps() async {
    await #expect(processExitsWith: .failure) {
      let layout = try ScrollTargetTests.twentyRows()
      _ = layout.contentOffset(scrolling: ListIndexPath(section: 1, row: 0), to: .top)
    }
  }

  @Test func heightOfAMissingRowTraps() async {
    await #expect(processExitsWith: .failure) {
      var layout = try ScrollTargetTests.twentyRows()
      layout.setHeight(10, forRowAt: ListIndexPath(section: 0, row: -1))
    }
  }
}
