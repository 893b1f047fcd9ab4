/// Phases A and B: collecting the operation lists and decomposing reloads.
extension BatchUpdateEngine {
  /// Phase A: sorts every list, reports duplicates (R17, R20) and merges them where UIKit does.
  mutating func collect(_ changeset: Changeset) {
    func items(_ sections: [Int], _ rows: [ListIndexPath]) -> [BatchUpdateItem] {
      sections.map { BatchUpdateItem(section: $0, row: nil, origin: .explicit) }
        + rows.map { BatchUpdateItem(section: $0.section, row: $0.row, origin: .explicit) }
    }
    explicitDeletes = deduplicated(
      items(changeset.deletedSections, changeset.deletedRows), list: "deleted"
    ).reversed()
    explicitInserts = deduplicated(
      items(changeset.insertedSections, changeset.insertedRows), list: "inserted")
    reloads = deduplicated(
      items(changeset.reloadedSections, changeset.reloadedRows), list: "reloaded")
    sectionMoves = withoutRepeats(
      changeset.movedSections.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    ) { "section \($0.from) → \($0.to)" }
    rowMoves = withoutRepeats(changeset.movedRows.sorted { ($0.from, $0.to) < ($1.from, $1.to) }) {
      "row \($0.from) → \($0.to)"
    }
  }

  /// Sorts `items` ascending and reports each repeated path (R17); a table view merges them.
  private mutating func deduplicated(_ items: [BatchUpdateItem], list: String) -> [BatchUpdateItem]
  {
    var result: [BatchUpdateItem] = []
    for (item, times) in Self.runs(of: items.sorted { $0.sortKey < $1.sortKey }) {
      if times > 1 {
        let what = item.path.map { "row \($0)" } ?? "section \(item.section)"
        fail(.duplicate(what, times: times, list: list, kind: kind))
      }
      result.append(contentsOf: repeatElement(item, count: kind == .table ? 1 : times))
    }
    return result
  }

  /// Drops exact repeats from sorted `moves`, with an R20 warning for each.
  private mutating func withoutRepeats<Move: Equatable>(
    _ moves: [Move], describe: (Move) -> String
  ) -> [Move] {
    Self.runs(of: moves).map { move, times in
      if times > 1 { warn(.repeatedMove(describe(move), times: times)) }
      return move
    }
  }

  /// The runs of equal elements in `sorted`: each element once, with the length of its run.
  private static func runs<Element: Equatable>(of sorted: [Element]) -> [(Element, Int)] {
    var runs: [(Element, Int)] = []
    for element in sorted {
      if let last = runs.last, last.0 == element {
        runs[runs.count - 1].1 += 1
      } else {
        runs.append((element, 1))
      }
    }
    return runs
  }

  /// Phase B: splits each reload into a synthetic delete at its old path and a synthetic insert at
  /// the position computed from the explicit deletes and inserts, ignoring moves (R4, R5).
  mutating func decomposeReloads() {
    deletes = explicitDeletes
    inserts = explicitInserts
    for reload in reloads {
      var section = reload.section
      var row = reload.row
      for delete in explicitDeletes {
        if delete.sameTarget(as: reload) {
          raise(
            reload.path.map { .deleteAndReload(row: $0) }
              ?? .deleteAndReload(section: reload.section))
          continue
        }
        if delete.row == nil {
          if delete.section == reload.section { continue }
          if delete.section <= section { section -= 1 }
        } else if let current = row, let deleted = delete.row, delete.section == section,
          deleted <= current
        {
          row = current - 1
        }
      }
      for insert in explicitInserts {
        if insert.row == nil {
          if insert.section <= section { section += 1 }
        } else if let current = row, let inserted = insert.row, insert.section == section,
          inserted <= current
        {
          row = current &+ 1
        }
      }
      let origin: BatchUpdateItem.Origin =
        reload.path.map { .reloadedRow($0) } ?? .reloadedSection(reload.section)
      let delete = BatchUpdateItem(section: reload.section, row: reload.row, origin: origin)
      let insert = BatchUpdateItem(section: section, row: row, origin: origin)
      deletes.append(delete)
      inserts.append(insert)
      reloadTargets.append((reload, insert))
    }
    // Stable sorts: explicit items stay ahead of synthetic ones on the same path.
    deletes = stableSorted(deletes) { $0.sortKey > $1.sortKey }
    inserts = stableSorted(inserts) { $0.sortKey < $1.sortKey }
    deletedSections = Set(deletes.lazy.filter { $0.row == nil }.map { $0.section })
    insertedSections = Set(inserts.lazy.filter { $0.row == nil }.map { $0.section })
  }

  /// `items` sorted by `areInIncreasingOrder`, equal items keeping their relative order.
  private func stableSorted(
    _ items: [BatchUpdateItem],
    by areInIncreasingOrder: (BatchUpdateItem, BatchUpdateItem) -> Bool
  ) -> [BatchUpdateItem] {
    items.enumerated().sorted { lhs, rhs in
      if areInIncreasingOrder(lhs.element, rhs.element) { return true }
      if areInIncreasingOrder(rhs.element, lhs.element) { return false }
      return lhs.offset < rhs.offset
    }.map { $0.element }
  }
}
