#if os(Linux)
import Foundation

/// UIKit's checks of one table-view or collection-view batch.
///
/// Written from UIKIT-RULES §3–§5 independently of FoldKit's validator, so that each checks the
/// other. It raises only the first failure, in UIKit's order, with UIKit's message. The collection
/// view words its messages with items, raises for an item move out of a deleted section (R14) or
/// into an inserted one (R16) where the table falls back to `reloadData`, and does not merge
/// duplicate item deletes (R17), so they count twice.
struct BatchRules {
  /// Which view judges the batch.
  enum Kind {
    case table
    case collection
  }

  let old: [Int]
  let new: [Int]
  let kind: Kind
  private(set) var firstFailure: String?
  /// Old section → new section, for sections that survive (moved or not).
  private(set) var sectionMap: [Int: Int] = [:]
  private var rowDeletes: Set<IndexPath>
  private var rowInserts: Set<IndexPath>
  private var sectionDeletes: Set<Int>
  private var sectionInserts: Set<Int>
  private let rowMoves: [StandInBatch.RowMove]
  /// Item deletes given more than once, by section: a collection view does not merge them.
  private var repeatedDeletes: [Int: Int] = [:]
  private let sectionMoves: [StandInBatch.SectionMove]
  /// Old rows each old section loses (deletes, reloads, move sources), ascending.
  private(set) var leaving: [Int: [Int]] = [:]
  /// New rows each new section gains (inserts, reload targets, move destinations), ascending.
  private(set) var arriving: [Int: [Int]] = [:]
  /// Where each moved row goes, and where each moved row comes from.
  private(set) var moveTargets: [IndexPath: IndexPath] = [:]
  private(set) var moveSources: [IndexPath: IndexPath] = [:]
  /// Sections inserted (explicitly or by a section reload), in new indexes.
  var insertedSections: Set<Int> { sectionInserts }

  init(old: [Int], new: [Int], record: BatchRecord, kind: Kind = .table) {
    self.old = old
    self.new = new
    self.kind = kind
    rowDeletes = Set(record.deletedRows)
    if kind == .collection {
      for (section, paths) in Dictionary(grouping: record.deletedRows, by: \.section) {
        repeatedDeletes[section] = paths.count - Set(paths).count
      }
    }
    rowInserts = Set(record.insertedRows)
    sectionDeletes = Set(record.deletedSections)
    sectionInserts = Set(record.insertedSections)
    var seenRowMoves = Set<[Int]>()
    rowMoves = record.movedRows.filter {
      seenRowMoves.insert([$0.from.section, $0.from.row, $0.to.section, $0.to.row]).inserted
    }
    var seenSectionMoves = Set<[Int]>()
    sectionMoves = record.movedSections.filter {
      seenSectionMoves.insert([$0.from, $0.to]).inserted
    }
    firstFailure = check(record)
    if firstFailure == nil { indexMoves() }
  }

  static func path(_ path: IndexPath) -> String {
    "<NSIndexPath: 0x0> {length = 2, path = \(path.section) - \(path.row)}"
  }

  /// "row" or "item".
  private var row: String { kind == .table ? "row" : "item" }
  /// "rows" or "items".
  private var rows: String { kind == .table ? "rows" : "items" }

  // swift-format-ignore: FunctionLength
  private mutating func check(_ record: BatchRecord) -> String? {
    let p = BatchRules.path
    let (row, rows) = (self.row, self.rows)
    // Phase B: each reload is a delete at its old path and an insert at a computed path.
    let explicitDeletes = sortedOps(sections: sectionDeletes, rows: rowDeletes).reversed()
    let explicitInserts = sortedOps(sections: sectionInserts, rows: rowInserts)
    for x in Set(record.reloadedRows).sorted() {
      if rowDeletes.contains(x) {
        return "attempt to delete and reload the same index path (\(p(x)))"
      }
      var s = x.section
      var r = x.row
      for d in explicitDeletes {
        if d.row == nil && d.section == x.section { continue }
        if d.row == nil && d.section <= s { s -= 1 }
        if let row = d.row, d.section == s && row <= r { r -= 1 }
      }
      for i in explicitInserts {
        if i.row == nil && i.section <= s { s += 1 }
        if let row = i.row, i.section == s && row <= r { r += 1 }
      }
      rowDeletes.insert(x)
      rowInserts.insert(IndexPath(row: r, section: s))
    }
    for x in Set(record.reloadedSections).sorted() {
      var s = x
      for d in explicitDeletes where d.row == nil && d.section != x && d.section <= s { s -= 1 }
      for i in explicitInserts where i.row == nil && i.section <= s { s += 1 }
      sectionDeletes.insert(x)
      sectionInserts.insert(s)
    }

    // Deletes, descending, against the old state and the move sources.
    let moveSources = Set(rowMoves.map(\.from))
    let sectionSources = Set(sectionMoves.map(\.from))
    for d in sortedOps(sections: sectionDeletes, rows: rowDeletes).reversed() {
      if let row = d.row {
        let path = IndexPath(row: row, section: d.section)
        if d.section >= old.count {
          return
            "attempt to delete \(self.row) \(row) from section \(d.section), but there are only "
            + "\(old.count) sections before the update"
        }
        if row >= old[d.section] {
          return "attempt to delete \(self.row) \(row) from section \(d.section) which only "
            + "contains \(old[d.section]) \(rows) before the update"
        }
        if moveSources.contains(path) {
          return "attempt to perform a delete and a move from the same index path (\(p(path)))"
        }
      } else {
        if d.section >= old.count {
          return "attempt to delete section \(d.section), but there are only \(old.count) sections "
            + "before the update"
        }
        if sectionSources.contains(d.section) {
          return "attempt to perform a delete and a move from the same section (\(d.section))"
        }
        if kind == .collection && rowMoves.contains(where: { $0.from.section == d.section }) {
          return "cannot move an item from a deleted section (\(d.section))"
        }
      }
    }

    // Inserts, ascending, against the new state and the move destinations.
    let moveTargets = Set(rowMoves.map(\.to))
    let sectionTargets = Set(sectionMoves.map(\.to))
    for i in sortedOps(sections: sectionInserts, rows: rowInserts) {
      if let row = i.row {
        let path = IndexPath(row: row, section: i.section)
        if i.section >= new.count {
          return "attempt to insert \(self.row) \(row) into section \(i.section), but there are "
            + "only \(new.count) sections after the update"
        }
        if row >= new[i.section] {
          return "attempt to insert \(self.row) \(row) into section \(i.section), but there are "
            + "only \(new[i.section]) \(rows) in section \(i.section) after the update"
        }
        if moveTargets.contains(path) {
          return "attempt to perform an insert and a move to the same index path (\(p(path)))"
        }
      } else {
        if i.section >= new.count {
          return "attempt to insert section \(i.section) but there are only \(new.count) sections "
            + "after the update"
        }
        if sectionTargets.contains(i.section) {
          return "attempt to perform an insert and a move to the same section (\(i.section))"
        }
        if kind == .collection && rowMoves.contains(where: { $0.to.section == i.section }) {
          return "cannot move an item into a newly inserted section (\(i.section))"
        }
      }
    }

    // Moves: bounds, then shared sources and destinations.
    var sourceTarget: [Int: Int] = [:]
    var targetSource: [Int: Int] = [:]
    for move in sectionMoves {
      if move.from >= old.count {
        return "attempt to move section \(move.from), but there are only \(old.count) sections "
          + "before the update"
      }
      if move.to >= new.count {
        return "attempt to to move section \(move.from) to section \(move.to), but there are only "
          + "\(new.count) sections after the update"
      }
      if let other = sourceTarget[move.from] {
        return
          "attempt to move section \(move.from) to both section \(other) and section \(move.to)"
      }
      if let other = targetSource[move.to] {
        return
          "attempt to move both section \(other) and section \(move.from) to section \(move.to)"
      }
      sourceTarget[move.from] = move.to
      targetSource[move.to] = move.from
    }
    var rowTarget: [IndexPath: IndexPath] = [:]
    var rowSource: [IndexPath: IndexPath] = [:]
    for move in rowMoves {
      let (from, to) = (move.from, move.to)
      if from.section >= old.count {
        return "attempt to move index path (\(p(from))) from a section that does not exist - "
          + "there are only \(old.count) sections before the update"
      }
      if from.row >= old[from.section] {
        return "attempt to move index path (\(p(from))) that does not exist - there are only "
          + "\(old[from.section]) \(rows) in section \(from.section) before the update"
      }
      if to.section >= new.count {
        return "attempt to move index path (\(p(from))) to index path (\(p(to))) in section that "
          + "does not exist - there are only \(new.count) sections after the update"
      }
      if to.row >= new[to.section] {
        return "attempt to move index path (\(p(from))) to index path (\(p(to))) that does not "
          + "exist - there are only \(new[to.section]) \(rows) in section \(to.section) after the update"
      }
      if let other = rowTarget[from] {
        return "attempt to move \(row) at index path \(p(from)) to both \(p(other)) and \(p(to))"
      }
      if let other = rowSource[to] {
        return "attempt to move both \(row) at index path \(p(other)) and \(p(from)) to \(p(to))"
      }
      rowTarget[from] = to
      rowSource[to] = from
    }

    // R28 (collection view): a section move that changes nothing, with an item moved out of that
    // section, trips an internal assertion (openradar 48941906). Its numbers are inferred: the
    // destination's global index, and the items after the update less those moved out.
    if kind == .collection {
      for section in sectionMoves where section.from == section.to {
        let out = rowMoves.filter { $0.from.section == section.from && $0.to.section != section.to }
        if let move = out.first {
          let global = new[..<move.to.section].reduce(0, +) + move.to.row
          let total = new.reduce(0, +) - out.count
          return "request for index path for global index \(global) when there are only "
            + "\(total) items in the collection view"
        }
      }
    }

    // The section count.
    let expectedSections = old.count + sectionInserts.count - sectionDeletes.count
    if new.count != expectedSections {
      let view = kind == .table ? "table view" : "collection view"
      return "Invalid update: invalid number of sections.  The number of sections contained in the "
        + "\(view) after the update (\(new.count)) must be equal to the number of sections "
        + "contained in the \(view) before the update (\(old.count)), plus or minus the number "
        + "of sections inserted or deleted (\(sectionInserts.count) inserted, "
        + "\(sectionDeletes.count) deleted)."
    }

    // Phase G: moved sections go to their destinations; the others fill the free slots in order.
    var taken = sectionInserts.union(sectionMoves.map(\.to))
    for move in sectionMoves { sectionMap[move.from] = move.to }
    var slot = 0
    for section in 0..<old.count
    where !sectionDeletes.contains(section) && sectionMap[section] == nil {
      while taken.contains(slot) { slot += 1 }
      sectionMap[section] = slot
      taken.insert(slot)
    }

    // Row counts of every surviving section, ascending by new index.
    var movedOut: [Int: Int] = [:]
    var movedIn: [Int: Int] = [:]
    for move in rowMoves where sectionMap[move.from.section] != move.to.section {
      movedOut[move.from.section, default: 0] += 1
      movedIn[move.to.section, default: 0] += 1
    }
    var deletedIn: [Int: Int] = [:]
    var insertedIn: [Int: Int] = [:]
    for path in rowDeletes { deletedIn[path.section, default: 0] += 1 }
    for path in rowInserts { insertedIn[path.section, default: 0] += 1 }
    for (source, target) in sectionMap.sorted(by: { $0.value < $1.value }) {
      let deleted = deletedIn[source, default: 0] + repeatedDeletes[source, default: 0]
      let inserted = insertedIn[target, default: 0]
      let outCount = movedOut[source, default: 0]
      let inCount = movedIn[target, default: 0]
      let expected = old[source] - deleted + inserted - outCount + inCount
      if new[target] != expected {
        return "Invalid update: invalid number of \(rows) in section \(target).  The number of "
          + "\(rows) contained in an existing section after the update (\(new[target])) must be "
          + "equal to the number of \(rows) contained in that section before the update "
          + "(\(old[source])), plus or minus the number of \(rows) inserted or deleted from that "
          + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of "
          + "\(rows) moved into or out of that section (\(inCount) moved in, \(outCount) moved out)."
      }
    }
    return nil
  }

  /// Section and row operations ordered by section, a section's own operation after its rows.
  private func sortedOps(sections: Set<Int>, rows: Set<IndexPath>) -> [(section: Int, row: Int?)] {
    let all = sections.map { (section: $0, row: Int?.none) } + rows.map { ($0.section, $0.row) }
    return all.sorted {
      $0.section != $1.section ? $0.section < $1.section : ($0.row ?? .max) < ($1.row ?? .max)
    }
  }

  /// Where the row at old `path` is after the batch, or `nil` if it was deleted or reloaded.
  ///
  /// Survivors keep their order and fill the slots no insert or move destination takes.
  /// O(log *b* + *b*′) for *b* rows leaving its section and *b*′ arriving in its new one.
  func newPath(ofOld path: IndexPath) -> IndexPath? {
    guard firstFailure == nil, !rowDeletes.contains(path) else { return nil }
    if let target = moveTargets[path] { return target }
    guard let target = sectionMap[path.section], !sectionInserts.contains(target) else {
      return nil
    }
    guard path.row < old[path.section] else { return nil }
    let rank = path.row - Self.countBelow(path.row, in: leaving[path.section] ?? [])
    let arrivals = arriving[target] ?? []
    var taken = 0
    while taken < arrivals.count && arrivals[taken] <= rank + taken { taken += 1 }
    let row = rank + taken
    return row < new[target] ? IndexPath(row: row, section: target) : nil
  }

  /// How many of `sorted` (ascending) are below `value`.
  static func countBelow(_ value: Int, in sorted: [Int]) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Fills ``leaving``, ``arriving`` and ``moveTargets`` from a batch that passed.
  private mutating func indexMoves() {
    var leavingSets: [Int: Set<Int>] = [:]
    var arrivingSets: [Int: Set<Int>] = [:]
    for path in rowDeletes { leavingSets[path.section, default: []].insert(path.row) }
    for path in rowInserts { arrivingSets[path.section, default: []].insert(path.row) }
    for move in rowMoves {
      leavingSets[move.from.section, default: []].insert(move.from.row)
      arrivingSets[move.to.section, default: []].insert(move.to.row)
      if moveTargets[move.from] == nil { moveTargets[move.from] = move.to }
      if moveSources[move.to] == nil { moveSources[move.to] = move.from }
    }
    leaving = leavingSets.mapValues { $0.sorted() }
    arriving = arrivingSets.mapValues { $0.sorted() }
  }
}
#endif
