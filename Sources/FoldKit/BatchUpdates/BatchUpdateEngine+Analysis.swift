/// The rules UIKit does not check itself but that corrupt or endanger a batch: reloads that meet
/// moves or deleted sections (R23–R26), section moves with row operations (R27, R28).
extension BatchUpdateEngine {
  /// The final index of a row that is the `survivor`-th one kept in its section, once the rows in
  /// `placements` (final indexes, ascending), except `excluded`, are placed around it.
  ///
  /// - Complexity: O(*k*) for *k* placements.
  static func finalIndex(
    ofSurvivor survivor: Int, placements: [Int], excluding excluded: Int? = nil
  )
    -> Int
  {
    var index = survivor
    for placement in placements where placement != excluded {
      guard placement <= index else { break }
      index += 1
    }
    return index
  }

  /// Compares each reload's synthetic insert (Phase B, which ignores moves) with where the
  /// reloaded row or section would land if it were simply kept (R23, R24), and flags reloads in
  /// deleted (R25) or reloaded (R26) sections.
  mutating func analyzeReloads() {
    guard !reloadTargets.isEmpty else { return }
    let explicitDeletedSections = Set(
      explicitDeletes.lazy.filter { $0.row == nil }.map { $0.section })
    let explicitInsertedSections = Set(
      explicitInserts.lazy.filter { $0.row == nil }.map { $0.section })
    let reloadedSections = Set(reloads.lazy.filter { $0.row == nil }.map { $0.section })
    let sectionMoveSources = Set(sectionMoves.map { $0.from })
    let rowMoveSources = Set(rowMoves.map { $0.from })
    // Where sections land when reloaded sections are treated as kept; only meaningful when the
    // explicit section operations balance the section count.
    let balanced =
      newCounts.count == oldCounts.count + explicitInsertedSections.count
      - explicitDeletedSections.count
    let intended = Self.sectionMap(
      oldCount: oldCounts.count, newCount: newCounts.count, deleted: explicitDeletedSections,
      inserted: explicitInsertedSections, moves: sectionMoves)
    for (reload, insert) in reloadTargets {
      guard isOldSection(reload.section) else { continue }
      let belongs = intended[reload.section]
      guard let path = reload.path, let lands = insert.path else {
        if balanced && belongs != insert.section {
          fail(.reloadOfDisplacedSection(reload.section, lands: insert.section, belongs: belongs))
        }
        continue
      }
      if explicitDeletedSections.contains(path.section) {
        fail(.reloadInDeletedSection(path, lands: lands))
      } else if reloadedSections.contains(path.section) {
        warn(.reloadInReloadedSection(path))
      } else if sectionMoveSources.contains(path.section) || (balanced && belongs != lands.section)
      {
        fail(.reloadInMovedSection(path, lands: lands, belongs: belongs))
      } else if rowMoveSources.contains(path) {
        fail(.reloadOfMovedRow(path, lands: lands, belongs: nil))
      } else {
        let row = keptRowIndex(of: path, inNewSection: lands.section)
        if row != lands.row { fail(.reloadOfMovedRow(path, lands: lands, belongs: row)) }
      }
    }
  }

  /// Where old row `path` lands in `newSection` if it is kept: past the explicit deletes and move
  /// sources above it, among the explicit inserts and move destinations of the new section.
  private func keptRowIndex(of path: ListIndexPath, inNewSection newSection: Int) -> Int {
    var survivor = path.row
    for delete in explicitDeletes {
      if delete.section == path.section, let row = delete.row, row < path.row { survivor -= 1 }
    }
    for move in rowMoves where move.from.section == path.section && move.from.row < path.row {
      survivor -= 1
    }
    let placements =
      (explicitInserts.compactMap { $0.section == newSection ? $0.row : nil }
      + rowMoves.compactMap { $0.to.section == newSection ? $0.to.row : nil }).sorted()
    return Self.finalIndex(ofSurvivor: survivor, placements: placements)
  }

  /// R27: a section move combined with row operations involving that section.
  mutating func checkSectionMovesWithRowOperations() {
    guard !sectionMoves.isEmpty else { return }
    // The first row operation touching each old section (deletes, reloads, move sources) and
    // each new section (inserts, move destinations).
    var inOld: [Int: String] = [:]
    var inNew: [Int: String] = [:]
    for delete in explicitDeletes.reversed() {
      if let path = delete.path, inOld[path.section] == nil {
        inOld[path.section] = "row \(path) is deleted from it"
      }
    }
    for reload in reloads {
      if let path = reload.path, inOld[path.section] == nil {
        inOld[path.section] = "row \(path) is reloaded in it"
      }
    }
    for insert in explicitInserts {
      if let path = insert.path, inNew[path.section] == nil {
        inNew[path.section] = "row \(path) is inserted into it"
      }
    }
    for move in rowMoves {
      let detail = "row \(move.from) moves to \(move.to)"
      if inOld[move.from.section] == nil { inOld[move.from.section] = detail }
      if inNew[move.to.section] == nil { inNew[move.to.section] = detail }
    }
    for move in sectionMoves {
      if let detail = inOld[move.from] ?? inNew[move.to] {
        warn(.sectionMoveWithRowOperations(move, detail: detail))
      }
    }
  }

  /// The section moves that are no-ops after mapping: without the move, the section would land
  /// at its destination anyway.
  ///
  /// - Precondition: Every section move lies inside the old and new sections.
  var noOpSectionMoves: [Changeset.SectionMove] {
    guard !sectionMoves.isEmpty else { return [] }
    let moved = Set(sectionMoves.map { $0.from })
    let destinations = Set(sectionMoves.map { $0.to })
    var survivorsBefore = [0]
    for section in 0..<oldCounts.count {
      let survives = !deletedSections.contains(section) && !moved.contains(section)
      survivorsBefore.append(survivorsBefore[section] + (survives ? 1 : 0))
    }
    var freeBefore = [0]
    for section in 0..<newCounts.count {
      let free = !insertedSections.contains(section) && !destinations.contains(section)
      freeBefore.append(freeBefore[section] + (free ? 1 : 0))
    }
    return sectionMoves.filter { survivorsBefore[$0.from] == freeBefore[$0.to] }
  }

  /// R28: a collection view asserts on a section move that is a no-op after mapping when a row
  /// moves out of that section.
  mutating func checkNoOpSectionMoves() {
    guard kind == .collection, exception == nil else { return }
    for move in noOpSectionMoves {
      if let rowMove = rowMoves.first(where: {
        $0.from.section == move.from && $0.to.section != move.to
      }) {
        raise(.noOpSectionMoveWithRowMoveOut(move, rowMove: rowMove))
      }
    }
  }
}
