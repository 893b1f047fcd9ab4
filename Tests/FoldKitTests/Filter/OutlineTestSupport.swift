import FoldKit
import Testing

typealias Outline = ListController<String, String, String>

/// A folder or file of an outline: its name is its ID and its content.
func entry(
  _ name: String, _ children: [ListItem<String, String>] = [], options: ItemOptions = [],
  hasDetail: Bool = false
) -> ListItem<String, String> {
  ListItem(id: name, content: name, children: children, hasDetail: hasDetail, options: options)
}

func outline(_ items: [ListItem<String, String>]) throws -> Outline {
  var list = Outline(snapshot: try Snapshot(sections: [ListSection(id: "s", items: items)]))
  list.searchText = { $0 }
  return list
}

extension ListController where ItemID == String {
  /// The rows of section 0 as names: "name" for a row, "name+" for a detail row, "name…" for
  /// a status row.
  var names: [String] {
    (0..<numberOfRows(inSection: 0)).map { row in
      let visible = self.row(at: ListIndexPath(section: 0, row: row))
      let id = visible.itemID ?? "?"
      switch visible.kind {
      case .detail: return id + "+"
      case .status: return id + "…"
      default: return id
      }
    }
  }
}

/// Applies `change` to `list` and checks that the batch leads from the rows before to the rows
/// after under the validator's contract.
@discardableResult
func checked(
  _ list: inout Outline, _ change: (inout Outline) throws -> Changeset,
  sourceLocation: SourceLocation = #_sourceLocation
) rethrows -> Changeset {
  let before = [list.names]
  let changeset = try change(&list)
  let after = [list.names]
  let report = BatchUpdateValidator.checkContract(changeset, old: before, new: after)
  #expect(report.isClean, "\(report)", sourceLocation: sourceLocation)
  list.rows.checkInvariants()
  return changeset
}
