/// Phase G, the section map, and the row tallies of the Phase H equation.
extension BatchUpdateEngine {
  /// The new index of each old section (Phase G), `nil` for a deleted section.
  ///
  /// A moved section maps to its destination. The other surviving sections keep their order and
  /// fill, ascending, the new indexes not taken by inserted sections or move destinations. The
  /// map is total only for a consistent batch; otherwise sections that find no slot map to `nil`.
  static func sectionMap(
    oldCount: Int, newCount: Int, deleted: Set<Int>, inserted: Set<Int>,
    moves: [Changeset.SectionMove]
  ) -> [Int?] {
    var map = [Int?](repeating: nil, count: oldCount)
    var taken = inserted
    var moved = Set<Int>()
    for move in moves where move.from >= 0 && move.from < oldCount {
      moved.insert(move.from)
      taken.insert(move.to)
      if !deleted.contains(move.from) && map[move.from] == nil { map[move.from] = move.to }
    }
    var slot = 0
    for section in 0..<oldCount where !deleted.contains(section) && !moved.contains(section) {
      while slot < newCount && taken.contains(slot) { slot += 1 }
      guard slot < newCount else { break }
      map[section] = slot
      slot += 1
    }
    return map
  }

  /// Phase G on this batch: explicit and synthetic section deletes and inserts, section moves.
  mutating func mapSections() {
    sectionMap = Self.sectionMap(
      oldCount: oldCounts.count, newCount: newCounts.count, deleted: deletedSections,
      inserted: insertedSections, moves: sectionMoves)
    oldSectionOfNew = [Int?](repeating: nil, count: newCounts.count)
    for (old, new) in sectionMap.enumerated() {
      if let new, new >= 0, new < newCounts.count, oldSectionOfNew[new] == nil {
        oldSectionOfNew[new] = old
      }
    }
  }

  /// The row operations per section that enter the Phase H equation.
  struct RowTally {
    var deleted: [Int: Int] = [:]
    var inserted: [Int: Int] = [:]
    var movedOut: [Int: Int] = [:]
    var movedIn: [Int: Int] = [:]

    func counts(newSection: Int, oldSection: Int, before: Int, after: Int)
      -> BatchUpdateViolation.RowCounts
    {
      BatchUpdateViolation.RowCounts(
        newSection: newSection, oldSection: oldSection, after: after, before: before,
        inserted: inserted[newSection, default: 0], deleted: deleted[oldSection, default: 0],
        movedIn: movedIn[newSection, default: 0], movedOut: movedOut[oldSection, default: 0])
    }
  }

  /// Counts row deletes per old section and row inserts per new section (after the R13/R15
  /// drops), and row moves whose mapped source section differs from their destination section.
  func rowTally() -> RowTally {
    var tally = RowTally()
    for delete in deletes where delete.row != nil && !deletedSections.contains(delete.section) {
      tally.deleted[delete.section, default: 0] += 1
    }
    for insert in inserts where insert.row != nil && !insertedSections.contains(insert.section) {
      tally.inserted[insert.section, default: 0] += 1
    }
    for move in rowMoves {
      let mapped = isOldSection(move.from.section) ? sectionMap[move.from.section] : nil
      guard mapped != move.to.section else { continue }
      tally.movedOut[move.from.section, default: 0] += 1
      tally.movedIn[move.to.section, default: 0] += 1
    }
    return tally
  }

  /// Fills in the new counts when the caller gave none: the section count from R21, surviving
  /// sections from the Phase H equation, reloaded sections keep their old count, and an inserted
  /// section has room for the explicit row inserts aimed at it.
  mutating func deriveNewCounts() {
    newCounts = [Int](repeating: 0, count: max(0, impliedSectionCount))
    mapSections()
    let tally = rowTally()
    for insert in inserts where insert.row == nil && isNewSection(insert.section) {
      if case .reloadedSection(let old) = insert.origin, isOldSection(old) {
        newCounts[insert.section] = oldCounts[old]
      }
    }
    for insert in explicitInserts {
      if let row = insert.row, isNewSection(insert.section),
        insertedSections.contains(insert.section)
      {
        newCounts[insert.section] = max(newCounts[insert.section], row + 1)
      }
    }
    for (newSection, oldSection) in oldSectionOfNew.enumerated() {
      guard let oldSection, !insertedSections.contains(newSection) else { continue }
      let counts = tally.counts(
        newSection: newSection, oldSection: oldSection, before: oldCounts[oldSection], after: 0)
      newCounts[newSection] = max(0, counts.expected)
    }
  }
}
