import FoldKit
import FoldKitTerminal

typealias TestTable = TableView<String, String, String>

/// A test list: sections A, B… with a header each, rows A1, A2… and children A1a, A1b….
func makeTable(
  sections: Int = 2, rows: Int = 3, children: Int = 2, collapsible: Bool = false,
  policy: ExpansionPolicy = .independent, size: TerminalSize = TerminalSize(columns: 20, rows: 6)
) -> TestTable {
  let letters = Array("ABCDEFGH")
  let list = (0..<sections).map { section in
    let name = String(letters[section])
    return ListSection(
      id: name, header: "Section \(name)", isCollapsible: collapsible,
      items: (1...rows).map { row in
        ListItem(
          id: "\(name)\(row)", content: "\(name)\(row)",
          children: (0..<children).map { child in
            let id = "\(name)\(row)\(Character(Unicode.Scalar(UInt8(97 + child))))"
            return ListItem(id: id, content: id)
          })
      })
  }
  let controller = ListController(
    snapshot: Snapshot(uncheckedSections: list), policy: policy)
  return TestTable(
    controller: controller, renderer: .plain(title: { $0 }), size: size)
}

extension TableView {
  /// The table drawn alone at `now`, as rows ending in `|`.
  func grid(now: Duration = .zero) -> String {
    var buffer = CellBuffer(size: size)
    render(into: &buffer, now: now)
    return buffer.description
  }

  /// The table drawn alone at `now`.
  func frame(now: Duration = .zero) -> CellBuffer {
    var buffer = CellBuffer(size: size)
    render(into: &buffer, now: now)
    return buffer
  }

  /// Feeds keys at time `now`.
  mutating func press(_ keys: KeyEvent.Key..., now: Duration = .zero) {
    for key in keys { _ = handle(.key(KeyEvent(key)), now: now) }
  }
}

/// The IDs of the expanded items of a table, sorted.
func expandedIDs(_ table: TestTable) -> [String] {
  table.controller.expansion.expandedItems.keys.sorted()
}
