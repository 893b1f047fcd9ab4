import FoldKit

/// Applies a changeset to what a view shows, as UIKit does, and rejects anything the package's
/// contract (UIKIT-RULES.md §7, G1–G8) forbids.
///
/// Rows and section models carry the value the view fetched when it last inserted or reloaded
/// them; a row that is kept or moved keeps its old value. After the last stage, what the view
/// shows must equal the new snapshot, content included, so an updated row that was neither
/// reloaded nor inserted is caught.
enum BatchReplay {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func fail(_ message: String) -> Failure { Failure(description: message) }

  /// Checks that `values` is ascending without duplicates (G5) and within `0..<bound`.
  static func checkSorted<T: Comparable>(_ values: [T], _ what: String) throws {
    for (a, b) in zip(values, values.dropFirst()) where !(a < b) {
      throw fail("\(what) not ascending or duplicated: \(values)")
    }
  }

  /// The view after `changeset`, given what it showed and the data installed in the batch.
  static func apply(_ changeset: Changeset, to shown: TestSnapshot, data: TestSnapshot) throws
    -> TestSnapshot
  {
    let c = changeset
    try checkSorted(c.deletedSections, "deleted sections")
    try checkSorted(c.insertedSections, "inserted sections")
    try checkSorted(c.reloadedSections, "reloaded sections")
    try checkSorted(c.movedSections.map(\.from), "section move sources")
    try checkSorted(c.movedSections.map(\.to).sorted(), "section move destinations")
    try checkSorted(c.deletedRows, "deleted rows")
    try checkSorted(c.insertedRows, "inserted rows")
    try checkSorted(c.reloadedRows, "reloaded rows")
    try checkSorted(c.movedRows.map(\.from), "row move sources")
    try checkSorted(c.movedRows.map(\.to).sorted(), "row move destinations")
    let hasMoves = !c.movedSections.isEmpty || !c.movedRows.isEmpty
    if hasMoves && !(c.reloadedRows.isEmpty && c.reloadedSections.isEmpty) {
      throw fail("G2: reloads in a batch with moves")
    }
    let oldCount = shown.count
    let newCount = data.count
    // Section fates: k kept, d deleted, r reloaded, m moved.
    var oldFate = [Character](repeating: "k", count: oldCount)
    for s in c.deletedSections {
      guard s < oldCount else { throw fail("R6: delete section \(s) of \(oldCount)") }
      oldFate[s] = "d"
    }
    for s in c.reloadedSections {
      guard s < oldCount, oldFate[s] == "k" else { throw fail("R4/R6: reload section \(s)") }
      oldFate[s] = "r"
    }
    var newSource = [Int?](repeating: nil, count: newCount)
    var newFresh = [Bool](repeating: false, count: newCount)
    for s in c.insertedSections {
      guard s < newCount else { throw fail("R6b: insert section \(s) of \(newCount)") }
      newFresh[s] = true
    }
    for move in c.movedSections {
      guard move.from < oldCount, move.to < newCount else { throw fail("R9: \(move)") }
      guard oldFate[move.from] == "k" else { throw fail("R11: move of dead section \(move)") }
      guard !newFresh[move.to] else { throw fail("R12b: insert on move target \(move)") }
      oldFate[move.from] = "m"
      newSource[move.to] = move.from
    }
    let survivors = oldCount - c.deletedSections.count - c.movedSections.count
    guard survivors + c.insertedSections.count + c.movedSections.count == newCount else {
      throw fail(
        "R21: \(oldCount) sections - \(c.deletedSections.count) + "
          + "\(c.insertedSections.count) != \(newCount)")
    }
    var free = (0..<newCount).filter { !newFresh[$0] && newSource[$0] == nil }.makeIterator()
    for s in 0..<oldCount where oldFate[s] == "k" || oldFate[s] == "r" {
      guard let t = free.next() else { throw fail("R21: no slot for section \(s)") }
      newSource[t] = s
      if oldFate[s] == "r" { newFresh[t] = true }
    }
    var newOf = [Int?](repeating: nil, count: oldCount)
    for t in 0..<newCount { if let s = newSource[t] { newOf[s] = t } }
    // Row operations grouped by section, with the G3/G4/R14/R16 checks.
    var deleted: [Int: Set<Int>] = [:]
    var reloaded: [Int: Set<Int>] = [:]
    var movedOut: [Int: Set<Int>] = [:]
    var inserted: [Int: Set<Int>] = [:]
    var movedIn: [Int: [Int: ListIndexPath]] = [:]
    func oldRowCheck(_ p: ListIndexPath, _ what: String) throws {
      guard p.section < oldCount, p.row < shown[p.section].rows.count else {
        throw fail("R7/R8/R9: \(what) \(p) outside the old state")
      }
      guard oldFate[p.section] == "k" else {
        throw fail("G3/G4/R14: \(what) \(p) in a \(oldFate[p.section]) section")
      }
    }
    func newRowCheck(_ p: ListIndexPath, _ what: String) throws {
      guard p.section < newCount, p.row < data[p.section].rows.count else {
        throw fail("R7b/R8b/R9: \(what) \(p) outside the new state")
      }
      guard !newFresh[p.section], let s = newSource[p.section], oldFate[s] == "k" else {
        throw fail("G3/G4/R16: \(what) \(p) in an inserted, reloaded or moved section")
      }
    }
    for p in c.deletedRows {
      try oldRowCheck(p, "row delete")
      deleted[p.section, default: []].insert(p.row)
    }
    for p in c.reloadedRows {
      try oldRowCheck(p, "row reload")
      guard deleted[p.section]?.contains(p.row) != true else { throw fail("R4: \(p)") }
      reloaded[p.section, default: []].insert(p.row)
    }
    for move in c.movedRows {
      try oldRowCheck(move.from, "row move from")
      try newRowCheck(move.to, "row move to")
      guard deleted[move.from.section]?.contains(move.from.row) != true else {
        throw fail("R10: \(move)")
      }
      movedOut[move.from.section, default: []].insert(move.from.row)
      movedIn[move.to.section, default: [:]][move.to.row] = move.from
    }
    for p in c.insertedRows {
      try newRowCheck(p, "row insert")
      guard movedIn[p.section]?[p.row] == nil else { throw fail("R12: \(p)") }
      inserted[p.section, default: []].insert(p.row)
    }
    // Build the new view.
    var result: TestSnapshot = []
    for t in 0..<newCount {
      guard !newFresh[t], let s = newSource[t] else {
        result.append(data[t])
        continue
      }
      guard shown[s].model.id == data[t].model.id else {
        throw fail("G8: section \(s) → \(t) is \(shown[s].model), data has \(data[t].model)")
      }
      var keep: [(row: TestRow, isReloaded: Bool)] = []
      for (r, row) in shown[s].rows.enumerated() {
        if deleted[s]?.contains(r) == true || movedOut[s]?.contains(r) == true { continue }
        keep.append((row, reloaded[s]?.contains(r) == true))
      }
      let count = data[t].rows.count
      let taken = (inserted[t]?.count ?? 0) + (movedIn[t]?.count ?? 0)
      guard keep.count + taken == count else {
        throw fail("R22: section \(t) has \(count) rows, batch gives \(keep.count + taken)")
      }
      var survivors = keep.makeIterator()
      var rows: [TestRow] = []
      for r in 0..<count {
        var row: TestRow
        if inserted[t]?.contains(r) == true {
          row = data[t].rows[r]
        } else if let from = movedIn[t]?[r] {
          row = shown[from.section].rows[from.row]
        } else if let next = survivors.next() {
          row = next.row
          if next.isReloaded {
            guard next.row.id == data[t].rows[r].id else {
              throw fail("G8: reload of \(next.row) lands on \(data[t].rows[r]) at \(t) - \(r)")
            }
            row = data[t].rows[r]
          }
        } else {
          throw fail("R22: section \(t) runs out of rows at \(r)")
        }
        guard row.id == data[t].rows[r].id else {
          throw fail("G8: row \(t) - \(r) shows \(row), data has \(data[t].rows[r])")
        }
        rows.append(row)
      }
      result.append(DiffSection(model: shown[s].model, rows: rows))
    }
    return result
  }

  /// Replays every stage of `staged` on `old`; checks each stage's data is what the view shows
  /// after it, and that the view ends on `new`.
  static func replay(
    _ staged: StagedChangeset<TestSnapshot>, from old: TestSnapshot, to new: TestSnapshot
  )
    throws
  {
    var shown = old
    for (index, stage) in staged.enumerated() {
      guard !stage.changeset.isEmpty else { throw fail("stage \(index) is empty") }
      do {
        shown = try apply(stage.changeset, to: shown, data: stage.data)
      } catch let failure as Failure {
        throw fail("stage \(index): \(failure.description)\n\(stage.changeset)")
      }
      guard shown == stage.data else {
        throw fail("stage \(index): view shows \(describe(shown)), data is \(describe(stage.data))")
      }
    }
    guard shown == new else { throw fail("view ends on \(describe(shown))") }
  }
}
