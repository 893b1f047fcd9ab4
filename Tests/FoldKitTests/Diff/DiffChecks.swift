import FoldKit

/// Checks shared by the diff tests; each returns a failure message or `nil`.
enum DiffChecks {
  /// The length of a longest strictly increasing subsequence (a plain patience count).
  static func lisLength(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for value in values {
      if let index = tails.firstIndex(where: { $0 >= value }) {
        tails[index] = value
      } else {
        tails.append(value)
      }
    }
    return tails.count
  }

  /// Whether some section ID, or some row ID, appears twice in `snapshot`.
  static func hasDuplicates(_ snapshot: TestSnapshot) -> (sections: Bool, rows: Bool) {
    let sectionIDs = snapshot.map(\.model.id)
    let rowIDs = snapshot.flatMap { $0.rows.map(\.id) }
    return (Set(sectionIDs).count != sectionIDs.count, Set(rowIDs).count != rowIDs.count)
  }

  /// Checks that the structural stage keeps a longest increasing subsequence of the matched
  /// sections, and of the rows staying in each surviving section, in place: nothing that kept its
  /// relative order moves.
  static func minimalMoves(
    _ staged: StagedChangeset<TestSnapshot>, old: TestSnapshot, new: TestSnapshot
  )
    -> String?
  {
    guard let last = staged.last else { return nil }
    let c = last.changeset
    var newIndex: [Int: Int] = [:]
    for (index, section) in new.enumerated() { newIndex[section.model.id] = index }
    let matched = new.compactMap { section in old.firstIndex { $0.model.id == section.model.id } }
    let dead = Set(c.deletedSections)
    let moved = Set(c.movedSections.map(\.from))
    let keptSections = old.indices.filter { newIndex[old[$0].model.id] != nil }
      .filter { !dead.contains($0) && !moved.contains($0) }
    if keptSections.count != lisLength(matched) {
      return "\(keptSections.count) sections stay, longest ordered run is \(lisLength(matched))"
    }
    let absorbed = Set(c.reloadedSections)
    let deletedRows = Set(c.deletedRows)
    let movedRows = Set(c.movedRows.map(\.from))
    for s in old.indices where !dead.contains(s) && !absorbed.contains(s) {
      guard let t = newIndex[old[s].model.id] else { continue }
      var oldRow: [Int: Int] = [:]
      for (r, row) in old[s].rows.enumerated() { oldRow[row.id] = r }
      let within = new[t].rows.compactMap { oldRow[$0.id] }
      let kept = old[s].rows.indices.filter { r in
        let path = ListIndexPath(section: s, row: r)
        return !deletedRows.contains(path) && !movedRows.contains(path)
      }
      if kept.count != lisLength(within) {
        return "section \(s): \(kept.count) rows stay, longest ordered run is \(lisLength(within))"
      }
    }
    return nil
  }

  /// Checks a thrown error against the snapshot it blames.
  static func errorNamesDuplicate(_ error: DiffError, old: TestSnapshot, new: TestSnapshot)
    -> String?
  {
    let snapshot = error.side == .old ? old : new
    func id(at position: DiffError.Position) -> String? {
      switch position {
      case .section(let s):
        return s < snapshot.count ? String(snapshot[s].model.id) : nil
      case .row(let p):
        guard p.section < snapshot.count, p.row < snapshot[p.section].rows.count else { return nil }
        return String(snapshot[p.section].rows[p.row].id)
      }
    }
    guard error.first != error.second, id(at: error.first) == error.id,
      id(at: error.second) == error.id
    else { return "\(error) does not name a duplicate" }
    return nil
  }
}

extension DiffChecks {
  /// Runs every stage through ``BatchUpdateValidator`` (UIKit's rules and the contract G1–G8,
  /// for both views; errors or warnings fail) and ``BatchUpdateSimulator``; returns the first
  /// problem.
  static func validatorProblem(
    _ staged: StagedChangeset<TestSnapshot>, old: TestSnapshot,
    kinds: [BatchUpdateViewKind] = [.table, .collection]
  ) -> String? {
    var before = old.map { $0.rows.map(\.id) }
    for (index, stage) in staged.enumerated() {
      let after = stage.data.map { $0.rows.map(\.id) }
      let c = stage.changeset
      // The contract report includes every error and warning of `validate` for the same kind.
      for kind in kinds {
        let contract = BatchUpdateValidator.checkContract(c, old: before, new: after, kind: kind)
        if !contract.isClean { return "stage \(index), \(kind): \(contract)\n\(c)" }
      }
      do {
        let rows = try BatchUpdateSimulator.apply(c, to: before, newCounts: after.map(\.count))
        for (s, section) in rows.enumerated() {
          for (r, row) in section.enumerated() {
            if let id = row.id, id != after[s][r] {
              return "stage \(index): simulator puts \(row) at \(s) - \(r), data has \(after[s][r])"
            }
          }
        }
      } catch {
        return "stage \(index): simulator: \(error)\n\(c)"
      }
      before = after
    }
    return nil
  }
}
