import FoldKit
import Testing

/// Plain-style headers pin to the top of the visible area and are pushed up by the section's end.
@Suite struct FloatingHeaderTests {
  /// Headers 28, rows 44, two sections of 10 rows, insets 10 above (section 1's header: 468).
  static func layout(style: ListStyle = .plain) throws -> TestLayout {
    let metrics = LayoutMetrics(
      style: style, rowHeight: .fixed(44), header: .fixed(28), footer: .zero,
      headerTopPadding: 0, sectionSpacing: 0, contentInsets: LayoutInsets(top: 10))
    return try TestLayout.make(
      [
        plainSection(id: 0, header: "A", count: 10, firstID: 1),
        plainSection(id: 1, header: "B", count: 10, firstID: 100),
      ], metrics: metrics, width: 320, viewportHeight: 200)
  }

  @Test func theHeaderStaysInPlaceAtTheTop() throws {
    let layout = try Self.layout()
    let header = try #require(layout.floatingHeader())
    #expect(header.section == 0)
    #expect(header.frame == LayoutFrame(minY: 0, height: 28))
  }

  @Test func theHeaderPinsWhileItsSectionScrollsBeneath() throws {
    let layout = try Self.layout()
    // Visible top at 100 + 10.
    let header = try #require(layout.floatingHeader(atOffset: 100))
    #expect(header.section == 0)
    #expect(header.frame == LayoutFrame(minY: 110, height: 28))
  }

  @Test func theNextSectionPushesTheHeaderUp() throws {
    let layout = try Self.layout()
    // Visible top at 450: section 0 ends at 468, so its header spans 440..468.
    #expect(layout.floatingHeader(atOffset: 440)?.frame == LayoutFrame(minY: 440, height: 28))
    // Then section 1's header takes over, pinned.
    let next = try #require(layout.floatingHeader(atOffset: 470))
    #expect(next.section == 1)
    #expect(next.frame == LayoutFrame(minY: 480, height: 28))
    #expect(layout.floatingHeader(atOffset: 2_000) == nil)
  }

  @Test func groupedHeadersDoNotFloat() throws {
    #expect(try Self.layout(style: .grouped).floatingHeader(atOffset: 100) == nil)
  }

  @Test func headersScrollIntoViewLikeRows() throws {
    let layout = try Self.layout()
    let header = layout.controller.rows.headerPosition(ofSection: 1)
    // Header 1 at 468..496; from the top it lies below: bottom = 496 - 200.
    #expect(layout.contentOffset(scrollingElementAt: header, to: .nearest) == 296)
    #expect(layout.contentOffset(scrollingElementAt: header, to: .top) == 458)
    #expect(
      layout.contentOffset(scrollingElementAt: header + 1, to: .top)
        == layout.contentOffset(scrolling: ListIndexPath(section: 1, row: 0), to: .top))
  }
}
