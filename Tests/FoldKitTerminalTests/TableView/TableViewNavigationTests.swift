import FoldKit
import FoldKitTerminal
import Testing

@Suite struct TableViewNavigationTests {
  @Test func arrowsSkipHeadersOfFixedSections() {
    var table = makeTable(sections: 2, rows: 2, children: 0)
    #expect(table.selectedItem == "A1")
    table.press(.down, .down)
    #expect(table.selectedItem == "B1")
    table.press(.up)
    #expect(table.selectedItem == "A2")
    _ = table.handle(.key(KeyEvent(.character("j"))), now: .zero)
    #expect(table.selectedItem == "B1")
    _ = table.handle(.key(KeyEvent(.character("k"))), now: .zero)
    #expect(table.selectedItem == "A2")
  }

  @Test func collapsibleHeadersAreSelectable() {
    var table = makeTable(sections: 2, rows: 2, children: 0, collapsible: true)
    table.animationsEnabled = false
    #expect(table.selection == 0)
    table.press(.enter)
    #expect(table.controller.numberOfRows(inSection: 0) == 0)
    table.press(.down)
    #expect(table.selection == table.controller.rows.headerPosition(ofSection: 1))
  }

  @Test func scrollMarginKeepsSelectionFromTheBottomEdge() {
    var table = makeTable(sections: 4, rows: 3, children: 0)
    table.animationsEnabled = false
    // 6 lines of view, margin 2: the selection never sits in the last two lines while the list
    // can still scroll.
    for _ in 0..<5 {
      table.press(.down)
      let line = table.top(ofPosition: table.selection ?? 0) - table.scrollOffset
      #expect(
        line <= table.size.rows - 1 - table.scrollMargin
          || table.scrollOffset == table.maximumScrollOffset)
      #expect(line >= 0 && line < table.size.rows)
    }
    #expect(table.scrollOffset > 0)
  }

  @Test func homeEndAndPagesReachTheEnds() {
    var table = makeTable(sections: 4, rows: 3, children: 0)
    table.press(.end)
    #expect(table.selectedItem == "D3")
    #expect(table.scrollOffset == table.maximumScrollOffset)
    table.press(.home)
    #expect(table.selectedItem == "A1")
    #expect(table.scrollOffset == 0)
    table.press(.pageDown)
    #expect(table.scrollOffset > 0)
    #expect(table.selectedItem != "A1")
    table.press(.pageUp, .pageUp)
    #expect(table.selectedItem == "A1")
  }

  @Test func expandingNearTheBottomScrollsTheNewRowsIntoView() {
    var table = makeTable(sections: 2, rows: 2, children: 3)
    table.animationsEnabled = false
    table.press(.end)
    #expect(table.selectedItem == "B2")
    table.press(.right)
    let lastChild =
      table.controller.rows.position(
        ofNode: table.controller.snapshot.nodeIndex(of: "B2c") ?? 0, in: table.controller.snapshot)
      ?? 0
    let bottom = table.top(ofPosition: lastChild) + 1
    #expect(bottom <= table.scrollOffset + table.size.rows)
    #expect(table.selectedItem == "B2")
  }

  @Test func rightOnAnOpenRowGoesToItsFirstChildAndLeftReturns() {
    var table = makeTable()
    table.animationsEnabled = false
    table.press(.right)
    #expect(expandedIDs(table) == ["A1"])
    table.press(.right)
    #expect(table.selectedItem == "A1a")
    table.press(.left)
    #expect(table.selectedItem == "A1")
    table.press(.left)
    #expect(expandedIDs(table).isEmpty)
  }

  @Test func clickSelectsAndActivatesTheRowUnderThePointer() {
    var table = makeTable(size: TerminalSize(columns: 20, rows: 8))
    table.animationsEnabled = false
    let click = MouseEvent(.press(.left), column: 3, row: 2)
    let effects = table.handle(.mouse(click), now: .zero)
    #expect(effects.isHandled)
    #expect(table.selectedItem == "A2")
    #expect(expandedIDs(table) == ["A2"])
    // A click on a header of a fixed section does nothing.
    let header = MouseEvent(.press(.left), column: 3, row: 0)
    #expect(!table.handle(.mouse(header), now: .zero).isHandled)
  }

  @Test func wheelScrollsThreeLines() {
    var table = makeTable(sections: 4, rows: 3, children: 0)
    _ = table.handle(.mouse(MouseEvent(.scroll(.down), column: 0, row: 0)), now: .zero)
    #expect(table.scrollOffset == 3)
    _ = table.handle(.mouse(MouseEvent(.scroll(.up), column: 0, row: 0)), now: .zero)
    #expect(table.scrollOffset == 0)
  }

  @Test func resizeKeepsTheTopElementInPlace() {
    var table = makeTable(sections: 4, rows: 3, children: 0)
    table.press(.end)
    let top = table.position(atContentLine: table.scrollOffset)
    table.resize(to: TerminalSize(columns: 30, rows: 6))
    #expect(table.position(atContentLine: table.scrollOffset) == top)
  }

  @Test func newDataKeepsTheSelectedItem() {
    var table = makeTable(sections: 2, rows: 3, children: 0)
    table.press(.down, .down, .down)
    #expect(table.selectedItem == "B1")
    let sections = [
      ListSection<String, String, String>(
        id: "B", header: "Section B",
        items: [ListItem(id: "B0", content: "B0"), ListItem(id: "B1", content: "B1 renamed")])
    ]
    table.apply(Snapshot(uncheckedSections: sections))
    #expect(table.selectedItem == "B1")
    #expect(table.frame().lines.contains { $0.hasPrefix("B1 renamed") })
  }

  @Test func movingADetailKeepsTheSelectedRowStill() {
    let items = (1...12).map { ListItem(id: "p\($0)", content: "P\($0)", hasDetail: true) }
    let controller = ListController(
      snapshot: Snapshot(uncheckedSections: [ListSection(id: "s", items: items)]),
      policy: .exclusiveInList)
    var table = TestTable(
      controller: controller, renderer: .plain(title: { $0 }),
      size: TerminalSize(columns: 12, rows: 5))
    table.animationsEnabled = false
    table.press(.down, .down, .down, .down, .down, .down, .enter)
    #expect(table.selectedItem == "p7")
    #expect(table.scrollOffset > 0)
    table.press(.down, .down)
    let line = table.top(ofPosition: table.selection ?? 0) - table.scrollOffset
    table.press(.enter)
    // p7's detail closed above p9 and p9's opened beneath it: p9 did not move on screen.
    #expect(table.selectedItem == "p9")
    #expect(table.controller.expansion.expandedItems.keys.sorted() == ["p9"])
    #expect(table.top(ofPosition: table.selection ?? 0) - table.scrollOffset == line)
  }
}
