/// The checks of FoldKit's stricter contract G1–G8 on one changeset.
struct BatchUpdateContract {
  let engine: BatchUpdateEngine
  let changeset: Changeset
  var violations: [BatchUpdateViolation] = []

  init(engine: BatchUpdateEngine, changeset: Changeset) {
    self.engine = engine
    self.changeset = changeset
  }

  private mutating func report(_ rule: BatchUpdateRule, _ message: String) {
    violations.append(.error(rule, message))
  }

  private var oldCounts: [Int] { engine.oldCounts }
  private var newCounts: [Int] { engine.newCounts }

  private func inOld(_ path: ListIndexPath) -> Bool {
    engine.isOldSection(path.section) && path.row >= 0 && path.row < oldCounts[path.section]
  }

  private func inNew(_ path: ListIndexPath) -> Bool {
    engine.isNewSection(path.section) && path.row >= 0 && path.row < newCounts[path.section]
  }

  /// G1: every index lies inside its own index space, even where UIKit drops the operation.
  mutating func checkBounds() {
    let old = "\(oldCounts.count) sections before the update"
    let new = "\(newCounts.count) sections after the update"
    for section in changeset.deletedSections where !engine.isOldSection(section) {
      report(.g1, "deleted section \(section) is outside the old state (\(old))")
    }
    for section in changeset.reloadedSections where !engine.isOldSection(section) {
      report(.g1, "reloaded section \(section) is outside the old state (\(old))")
    }
    for section in changeset.insertedSections where !engine.isNewSection(section) {
      report(.g1, "inserted section \(section) is outside the new state (\(new))")
    }
    for move in changeset.movedSections
    where !engine.isOldSection(move.from) || !engine.isNewSection(move.to) {
      report(.g1, "section move \(move.from) → \(move.to) leaves the index spaces (\(old), \(new))")
    }
    for path in changeset.deletedRows where !inOld(path) {
      report(.g1, "deleted row \(path) is outside the old state")
    }
    for path in changeset.reloadedRows where !inOld(path) {
      report(.g1, "reloaded row \(path) is outside the old state")
    }
    for path in changeset.insertedRows where !inNew(path) {
      report(.g1, "inserted row \(path) is outside the new state")
    }
    for move in changeset.movedRows where !inOld(move.from) || !inNew(move.to) {
      report(.g1, "row move \(move.from) → \(move.to) leaves the old or the new state")
    }
  }

  /// G2: no reloads in a batch with moves.
  mutating func checkReloadsWithMoves() {
    let reloads = changeset.reloadedRows.count + changeset.reloadedSections.count
    let moves = changeset.movedRows.count + changeset.movedSections.count
    if reloads > 0 && moves > 0 {
      report(.g2, "the batch mixes \(reloads) reloads with \(moves) moves")
    }
  }

  /// G3: no row operations in inserted, deleted or reloaded sections; no row reloads in moved
  /// sections.
  mutating func checkRowOperationsInChangedSections() {
    let gone = Set(changeset.deletedSections).union(changeset.reloadedSections)
    let moved = Set(changeset.movedSections.map { $0.from })
    for path in changeset.deletedRows where gone.contains(path.section) {
      report(.g3, "row delete \(path) in deleted or reloaded section \(path.section)")
    }
    for path in changeset.reloadedRows where gone.contains(path.section) {
      report(.g3, "row reload \(path) in deleted or reloaded section \(path.section)")
    }
    for path in changeset.reloadedRows where moved.contains(path.section) {
      report(.g3, "row reload \(path) in moved section \(path.section)")
    }
    for move in changeset.movedRows where gone.contains(move.from.section) {
      report(.g3, "row move \(move.from) → \(move.to) out of deleted or reloaded section")
    }
    for path in changeset.insertedRows where engine.insertedSections.contains(path.section) {
      report(.g3, "row insert \(path) in inserted or reloaded section \(path.section)")
    }
    for move in changeset.movedRows where engine.insertedSections.contains(move.to.section) {
      report(.g3, "row move \(move.from) → \(move.to) into inserted or reloaded section")
    }
  }

  /// G4: section moves only for sections without row operations.
  mutating func checkSectionMoves() {
    guard !changeset.movedSections.isEmpty else { return }
    let touchedOld = Set(
      changeset.deletedRows.map { $0.section } + changeset.reloadedRows.map { $0.section }
        + changeset.movedRows.map { $0.from.section })
    let touchedNew = Set(
      changeset.insertedRows.map { $0.section } + changeset.movedRows.map { $0.to.section })
    for move in changeset.movedSections
    where touchedOld.contains(move.from) || touchedNew.contains(move.to) {
      report(
        .g4,
        "section \(move.from) moves to \(move.to) although rows change in it; delete and "
          + "insert the section instead")
    }
  }

  /// G5: no duplicate in any list, each move end used once, no collision with a move.
  mutating func checkDuplicatesAndCollisions() {
    func repeated<T: Hashable>(_ values: [T]) -> [T] {
      var seen = Set<T>()
      var reported = Set<T>()
      return values.filter { !seen.insert($0).inserted && reported.insert($0).inserted }
    }
    for section in repeated(changeset.deletedSections) {
      report(.g5, "section \(section) is deleted twice")
    }
    for section in repeated(changeset.insertedSections) {
      report(.g5, "section \(section) is inserted twice")
    }
    for section in repeated(changeset.reloadedSections) {
      report(.g5, "section \(section) is reloaded twice")
    }
    for path in repeated(changeset.deletedRows) { report(.g5, "row \(path) is deleted twice") }
    for path in repeated(changeset.insertedRows) { report(.g5, "row \(path) is inserted twice") }
    for path in repeated(changeset.reloadedRows) { report(.g5, "row \(path) is reloaded twice") }
    for section in repeated(changeset.movedSections.map { $0.from }) {
      report(.g5, "section \(section) is the source of more than one move")
    }
    for section in repeated(changeset.movedSections.map { $0.to }) {
      report(.g5, "section \(section) is the destination of more than one move")
    }
    for path in repeated(changeset.movedRows.map { $0.from }) {
      report(.g5, "row \(path) is the source of more than one move")
    }
    for path in repeated(changeset.movedRows.map { $0.to }) {
      report(.g5, "row \(path) is the destination of more than one move")
    }
    let goneSections = Set(changeset.deletedSections).union(changeset.reloadedSections)
    for move in changeset.movedSections where goneSections.contains(move.from) {
      report(.g5, "section \(move.from) is deleted or reloaded and also moved")
    }
    let goneRows = Set(changeset.deletedRows).union(changeset.reloadedRows)
    for move in changeset.movedRows where goneRows.contains(move.from) {
      report(.g5, "row \(move.from) is deleted or reloaded and also moved")
    }
    let newSections = Set(engine.inserts.lazy.filter { $0.row == nil }.map { $0.section })
    for move in changeset.movedSections where newSections.contains(move.to) {
      report(.g5, "section \(move.to) is inserted (or a reload target) and a move destination")
    }
    let newRows = Set(engine.inserts.lazy.compactMap { $0.path })
    for move in changeset.movedRows where newRows.contains(move.to) {
      report(.g5, "row \(move.to) is inserted (or a reload target) and a move destination")
    }
  }

  /// G5: no move that is a no-op after mapping: the row or section would land at its destination
  /// anyway.
  mutating func checkNoOpMoves() {
    guard engine.exception == nil else { return }
    for move in engine.noOpSectionMoves {
      report(.g5, "section move \(move.from) → \(move.to) is a no-op after mapping")
    }
    var removed: [Int: [Int]] = [:]
    for delete in engine.rowDeletes {
      if let row = delete.row { removed[delete.section, default: []].append(row) }
    }
    var placements: [Int: [Int]] = [:]
    for insert in engine.rowInserts {
      if let row = insert.row { placements[insert.section, default: []].append(row) }
    }
    for move in engine.rowMoves {
      removed[move.from.section, default: []].append(move.from.row)
      placements[move.to.section, default: []].append(move.to.row)
    }
    removed = removed.mapValues { $0.sorted() }
    placements = placements.mapValues { $0.sorted() }
    for move in engine.rowMoves where engine.sectionMap[move.from.section] == move.to.section {
      let above = (removed[move.from.section] ?? []).partitioningIndex { $0 >= move.from.row }
      let index = BatchUpdateEngine.finalIndex(
        ofSurvivor: move.from.row - above, placements: placements[move.to.section] ?? [],
        excluding: move.to.row)
      if index == move.to.row {
        report(.g5, "row move \(move.from) → \(move.to) is a no-op after mapping")
      }
    }
  }

  /// G6: the batch balances the counts the view cached.
  mutating func checkCounts() {
    for error in engine.errors where [.r21, .r22, .r22a].contains(error.rule) {
      report(.g6, "the batch does not balance the counts: \(error.message)")
    }
  }

  /// G7: a structural batch between identical lists betrays a stale old state.
  mutating func checkStaleState<ID: Hashable>(old: [[ID]], new: [[ID]]) {
    // Row identities alone cannot tell two sections apart (two empty sections that swap look
    // the same before and after), so batches with section operations are not judged here.
    let sectionOperations =
      !(changeset.deletedSections.isEmpty && changeset.insertedSections.isEmpty
      && changeset.movedSections.isEmpty && changeset.reloadedSections.isEmpty)
    let rowOperations =
      !(changeset.deletedRows.isEmpty && changeset.insertedRows.isEmpty
      && changeset.movedRows.isEmpty)
    if rowOperations && !sectionOperations && old == new {
      report(
        .g7,
        "the old and new lists are identical, yet the batch inserts, deletes or moves; the old "
          + "state is probably stale")
    }
  }

  /// G8: every kept or moved row lands where the new data holds its identity.
  mutating func checkIdentities<ID: Hashable>(
    _ result: [[BatchUpdateSimulator.Row<ID>]], new: [[ID]]
  ) {
    var mismatches = 0
    for (section, (rows, identities)) in zip(result, new).enumerated() {
      for (row, (landed, expected)) in zip(rows, identities).enumerated() {
        guard case .kept(let id) = landed, id != expected else { continue }
        mismatches += 1
        if mismatches <= 10 {
          report(
            .g8,
            "row \(ListIndexPath(section: section, row: row)) of the new data is \(expected), "
              + "but the update leaves \(id) there")
        }
      }
    }
    if mismatches > 10 { report(.g8, "\(mismatches - 10) more rows land on another identity") }
  }
}

extension Array where Element: Comparable {
  /// In a sorted array, the index of the first element for which `belongs` holds, given that it
  /// holds for a suffix.
  fileprivate func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if belongs(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
