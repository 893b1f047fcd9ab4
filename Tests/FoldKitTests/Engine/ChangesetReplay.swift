import FoldKit
import Testing

/// Replays a changeset on the old rows as UIKit would and compares with the new rows.
enum ChangesetReplay {
  static func check(
    _ changeset: Changeset, old: [[ModelRow]], oldCounts: [Int], new: [[ModelRow]],
    context: String
  ) {
    #expect(changeset.movedRows.isEmpty && changeset.movedSections.isEmpty, "\(context)")
    #expect(oldCounts == old.map(\.count), "\(context)")
    for list in [changeset.deletedRows, changeset.insertedRows, changeset.reloadedRows] {
      #expect(list == list.sorted() && Set(list).count == list.count, "unsorted: \(context)")
    }
    #expect(
      Set(changeset.deletedRows).isDisjoint(with: changeset.reloadedRows), "R4: \(context)")
    var rows = old.map { $0.map(Optional.some) }
    for path in changeset.reloadedRows {
      #expect(path.section < old.count && path.row < old[path.section].count, "\(context)")
    }
    for path in changeset.deletedRows.reversed() {
      guard path.section < rows.count, path.row < rows[path.section].count else {
        Issue.record("delete \(path) out of range, \(context)")
        return
      }
      rows[path.section].remove(at: path.row)
    }
    for path in changeset.insertedRows {
      guard path.section < rows.count, path.row <= rows[path.section].count else {
        Issue.record("insert \(path) out of range, \(context)")
        return
      }
      rows[path.section].insert(nil, at: path.row)
    }
    #expect(rows.count == new.count, "\(context)")
    for (section, list) in rows.enumerated() where section < new.count {
      #expect(list.count == new[section].count, "section \(section) count, \(context)")
      for (row, value) in list.enumerated() where row < new[section].count {
        if let value { #expect(value == new[section][row], "\(section)-\(row), \(context)") }
      }
    }
  }
}
