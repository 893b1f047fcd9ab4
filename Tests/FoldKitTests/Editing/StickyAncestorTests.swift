import FoldKit
import Testing

/// Sticky ancestors: the section header, then the parents of the top row, pushed up in turn.
@Suite struct StickyAncestorTests {
  /// A plain outline: header 28, rows 44; item 1 (2 (3, 4, 5), 6), item 7 (8), all open.
  ///
  /// Rows: 1 at 28, 2 at 72, 3 at 116, 4 at 160, 5 at 204, 6 at 248, 7 at 292, 8 at 336.
  static func layout(style: ListStyle = .plain) throws -> TestLayout {
    let metrics = LayoutMetrics(
      style: style, rowHeight: .fixed(44), header: .fixed(28), footer: .zero,
      headerTopPadding: 0, sectionSpacing: 0, contentInsets: LayoutInsets())
    let item = { (id: Int, children: [LayoutTestItem]) in
      LayoutTestItem(id: id, content: "item \(id)", children: children)
    }
    var layout = try TestLayout.make(
      [
        LayoutTestSection(
          id: 0, header: "A",
          items: [
            item(1, [item(2, [item(3, []), item(4, []), item(5, [])]), item(6, [])]),
            item(7, [item(8, [])]),
          ])
      ], metrics: metrics, width: 320, viewportHeight: 100)
    for id in [1, 2, 7] { layout.toggle(id) }
    return layout
  }

  static func summary(_ pinned: [LayoutElement], in layout: TestLayout) -> [String] {
    pinned.map { element in
      let name =
        element.element.kind == .header
        ? "header" : "\(layout.controller.snapshot.nodes[element.element.index].id)"
      return "\(name)@\(Int(element.frame.minY))"
    }
  }

  @Test func theHeaderThenEachAncestorOfTheTopRow() throws {
    let layout = try Self.layout()
    let pinned = layout.stickyAncestors(atOffset: 100, limit: 3)
    #expect(Self.summary(pinned, in: layout) == ["header@100", "1@128", "2@172"])
    #expect(pinned[1].indexPath == ListIndexPath(section: 0, row: 0))
    #expect(
      Self.summary(layout.stickyAncestors(atOffset: 100, limit: 1), in: layout) == [
        "header@100", "1@128",
      ])
  }

  @Test func theNextRowPushesAnAncestorUp() throws {
    let layout = try Self.layout()
    // Item 2's subtree ends at 248: its pinned row (44 high) may reach no lower than 204.
    #expect(
      Self.summary(layout.stickyAncestors(atOffset: 150, limit: 3), in: layout) == [
        "header@150", "1@178", "2@204",
      ])
    // Past item 2's subtree, only item 1 stays.
    #expect(
      Self.summary(layout.stickyAncestors(atOffset: 200, limit: 3), in: layout) == [
        "header@200", "1@228",
      ])
  }

  @Test func withoutFloatingHeadersTheAncestorsPinAlone() throws {
    let layout = try Self.layout(style: .grouped)
    #expect(
      Self.summary(layout.stickyAncestors(atOffset: 100, limit: 5), in: layout) == [
        "1@100", "2@144",
      ])
    #expect(layout.stickyAncestors(atOffset: 0, limit: 5).isEmpty)
  }
}

/// Moving through a ``ListLayout``: heights and the anchored offset follow the move.
@Suite struct LayoutMoveTests {
  @Test func aMoveBelowTheViewportKeepsTheOffsetAndTheFrames() throws {
    var layout = try StickyAncestorTests.layout()
    layout.contentOffset = 100
    let height = layout.contentHeight
    // Item 7 (with 8) moves before item 1: everything shown moves down by its two rows, and
    // the first visible row (item 2) keeps its place on screen.
    let move = try layout.move([7], to: .before(1))
    #expect(layout.contentHeight == height)
    #expect(move.contentOffset == 100 + 88)
    #expect(layout.controller.indexPath(of: 7) == ListIndexPath(section: 0, row: 0))
    let report = BatchUpdateValidator.validate(
      oldCounts: [8], changeset: move.outcome.changeset, newCounts: layout.controller.rowCounts)
    #expect(report.isClean)
    let undo = try layout.undoMove(move.outcome.undo)
    #expect(undo.contentOffset == 100)
    #expect(layout.frame(atPosition: 1) == LayoutFrame(minY: 28, height: 44))
  }
}
