import FoldKit
import FoldKitTerminal
import Testing

@Suite struct TableViewRenderingTests {
  @Test func aTableBuiltFromDataEqualsOneBuiltFromAController() throws {
    let sections = (0..<3).map { section in
      ListSection<String, String, String>(
        id: "s\(section)", header: section == 1 ? nil : "Section \(section)",
        footer: section == 2 ? "end" : nil,
        items: (0..<4).map { row in
          ListItem(
            id: "\(section).\(row)", content: "Row \(section).\(row)",
            children: [ListItem(id: "\(section).\(row).a", content: "child")],
            hasDetail: row == 2)
        })
    }
    let snapshot = Snapshot(uncheckedSections: sections)
    let expansion = ExpansionState<String, String>(expanded: ["0.1", "2.2"], collapsed: ["s1"])
    let checks = try CheckTree(roots: [CheckTree<String>.Node("0.0", isChecked: true)])
    let size = TerminalSize(columns: 24, rows: 8)
    var controller = ListController(
      snapshot: snapshot, expansion: expansion, policy: .exclusiveInSection)
    controller.checks = checks
    let renderer = TestTable.Renderer.plain(title: { $0 })
    let fromController = TestTable(controller: controller, renderer: renderer, size: size)
    let fromData = TestTable(
      snapshot: snapshot, expansion: expansion, policy: .exclusiveInSection, checks: checks,
      renderer: renderer, size: size)
    #expect(
      Array(fromData.controller.rows.elements) == Array(fromController.controller.rows.elements))
    #expect(fromData.layout.contentHeight == fromController.layout.contentHeight)
    #expect(fromData.controller.policy == .exclusiveInSection)
    #expect(fromData.controller.checks?.mark(of: "0.0") == .checked)
    #expect(fromData.selection == fromController.selection)
    #expect(fromData.grid() == fromController.grid())
  }

  @Test func drawsHeadersRowsAndDisclosure() {
    let table = makeTable(sections: 2, rows: 2, size: TerminalSize(columns: 16, rows: 6))
    #expect(
      table.grid() == """
        Section A       |
        A1            ▸ |
        A2            ▸ |
        Section B       |
        B1            ▸ |
        B2            ▸ |
        """)
  }

  @Test func selectionIsReverseVideoOnTheWholeLine() {
    let table = makeTable(size: TerminalSize(columns: 12, rows: 4))
    let frame = table.frame()
    #expect(table.selection == 1)
    for column in 0..<12 {
      #expect(frame[column, 1].style.attributes.contains(.reverse), "column \(column)")
      #expect(!frame[column, 0].style.attributes.contains(.reverse), "column \(column)")
    }
  }

  @Test func expandingTurnsTheDisclosureAndShowsChildren() {
    var table = makeTable(sections: 1, rows: 2, size: TerminalSize(columns: 12, rows: 5))
    table.animationsEnabled = false
    table.press(.enter)
    #expect(
      table.grid() == """
        Section A   |
        A1        ▾ |
          A1a       |
          A1b       |
        A2        ▸ |
        """)
    table.press(.left)
    #expect(expandedIDs(table).isEmpty)
  }

  @Test func accessoriesDrawTheirGlyphs() {
    var buffer = CellBuffer(size: TerminalSize(columns: 12, rows: 4))
    TableRowDrawing.drawLine("done", into: &buffer, line: 0, accessory: .checkmark)
    TableRowDrawing.drawLine("box", into: &buffer, line: 1, accessory: .checkbox(.mixed))
    TableRowDrawing.drawLine("open", into: &buffer, line: 2, accessory: .chevron(isExpanded: true))
    TableRowDrawing.drawLine("a long title here", into: &buffer, line: 3)
    #expect(
      buffer.description == """
        done      ✓ |
        box     [-] |
        open      ⌃ |
        a long tit… |
        """)
  }

  @Test func checkBoxesShowTheControllersMarks() throws {
    let sections = [
      ListSection<String, String, String>(
        id: "s",
        items: [
          ListItem(id: "all", content: "All", behavior: .toggleAll),
          ListItem(id: "a", content: "A", behavior: .toggleCheck),
          ListItem(id: "b", content: "B", behavior: .toggleCheck),
        ])
    ]
    var controller = ListController(snapshot: Snapshot(uncheckedSections: sections))
    controller.checks = try CheckTree(roots: [CheckTree.Node("a"), CheckTree.Node("b")])
    var table = TestTable(
      controller: controller, renderer: .plain(title: { $0 }),
      size: TerminalSize(columns: 10, rows: 3))
    table.press(.down, .enter)
    #expect(
      table.grid() == """
        All   [-] |
        A     [x] |
        B     [ ] |
        """)
    table.press(.up, .enter)
    #expect(table.grid().split(separator: "\n").allSatisfy { $0.contains("[x]") })
  }
}
