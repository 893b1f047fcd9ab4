/// Phases C–F and H: the checks by which UIKit raises, in UIKit's failure order.
extension BatchUpdateEngine {
  /// Phase C: deletes, explicit and synthetic, descending, against the old state (R6, R7, R8,
  /// R10, R11, R14); row deletes in deleted sections are dropped (R13).
  mutating func checkDeletes() {
    let sectionMoveSources = Set(sectionMoves.map { $0.from })
    let rowMoveSources = Set(rowMoves.map { $0.from })
    var firstMoveOutOf: [Int: Changeset.RowMove] = [:]
    for move in rowMoves where firstMoveOutOf[move.from.section] == nil {
      firstMoveOutOf[move.from.section] = move
    }
    for delete in deletes {
      let reload = delete.isSynthetic
      guard let path = delete.path else {
        guard isOldSection(delete.section) else {
          raise(
            .sectionDeleteOutOfBounds(
              delete.section, oldSectionCount: oldCounts.count, reload: reload))
          continue
        }
        if sectionMoveSources.contains(delete.section) {
          raise(.deleteAndMove(section: delete.section, reload: reload))
        }
        if let move = firstMoveOutOf[delete.section] {
          reportMoveBetweenDeletedOrInsertedSections(.moveFromDeletedSection(move, kind: kind))
        }
        continue
      }
      guard isOldSection(path.section) else {
        raise(
          .rowDeleteSectionOutOfBounds(
            path, oldSectionCount: oldCounts.count, reload: reload, kind: kind))
        continue
      }
      guard path.row >= 0 && path.row < oldCounts[path.section] else {
        raise(
          .rowDeleteOutOfBounds(
            path, rows: oldCounts[path.section], reload: reload, kind: kind))
        continue
      }
      if rowMoveSources.contains(path) { raise(.deleteAndMove(row: path, reload: reload)) }
      if deletedSections.contains(path.section) {
        if !reload { warn(.redundantRowDelete(path, section: path.section)) }
        continue
      }
      rowDeletes.append(delete)
    }
  }

  /// Phase D: inserts, explicit and synthetic, ascending, against the new state (R6b, R7b, R8b,
  /// R12, R12b, R16); row inserts in inserted sections are dropped (R15).
  mutating func checkInserts() {
    let sectionMoveDestinations = Set(sectionMoves.map { $0.to })
    let rowMoveDestinations = Set(rowMoves.map { $0.to })
    var firstMoveInto: [Int: Changeset.RowMove] = [:]
    for move in rowMoves where firstMoveInto[move.to.section] == nil {
      firstMoveInto[move.to.section] = move
    }
    for insert in inserts {
      let reload = insert.isSynthetic
      guard let path = insert.path else {
        guard isNewSection(insert.section) else {
          raise(
            .sectionInsertOutOfBounds(
              insert.section, newSectionCount: newCounts.count, reload: reload))
          continue
        }
        if sectionMoveDestinations.contains(insert.section) {
          raise(.insertAndMove(section: insert.section, reload: reload))
        }
        if let move = firstMoveInto[insert.section] {
          reportMoveBetweenDeletedOrInsertedSections(.moveIntoInsertedSection(move, kind: kind))
        }
        continue
      }
      guard isNewSection(path.section) else {
        raise(
          .rowInsertSectionOutOfBounds(
            path, newSectionCount: newCounts.count, reload: reload, kind: kind))
        continue
      }
      guard path.row >= 0 && path.row < newCounts[path.section] else {
        raise(
          .rowInsertOutOfBounds(path, rows: newCounts[path.section], reload: reload, kind: kind))
        continue
      }
      if rowMoveDestinations.contains(path) { raise(.insertAndMove(row: path, reload: reload)) }
      if insertedSections.contains(path.section) {
        if !reload { warn(.redundantRowInsert(path, section: path.section)) }
        continue
      }
      rowInserts.append(insert)
    }
  }

  /// R14 and R16: a table view falls back to `reloadData`; a collection view raises.
  private mutating func reportMoveBetweenDeletedOrInsertedSections(
    _ violation: BatchUpdateViolation
  ) {
    if kind == .table {
      if exception == nil { fallsBackToReloadData = true }
      fail(violation)
    } else {
      raise(violation)
    }
  }

  /// Phase E: moves, sections then rows, ascending: bounds (R9), a source or destination used
  /// twice (R18, R19).
  ///
  /// Exact repeats were dropped in Phase A (R20).
  mutating func checkMoves() {
    var sectionDestination: [Int: Int] = [:]
    var sectionSource: [Int: Int] = [:]
    for move in sectionMoves {
      if !isOldSection(move.from) {
        raise(.sectionMoveSourceOutOfBounds(move, oldSectionCount: oldCounts.count))
      } else if !isNewSection(move.to) {
        raise(.sectionMoveDestinationOutOfBounds(move, newSectionCount: newCounts.count))
      }
      if let first = sectionDestination[move.from] {
        raise(.sectionMovedTwice(from: move.from, to: first, and: move.to))
      } else {
        sectionDestination[move.from] = move.to
      }
      if let first = sectionSource[move.to] {
        raise(.sectionsMovedTogether(first, move.from, to: move.to))
      } else {
        sectionSource[move.to] = move.from
      }
    }
    var rowDestination: [ListIndexPath: ListIndexPath] = [:]
    var rowSource: [ListIndexPath: ListIndexPath] = [:]
    for move in rowMoves {
      checkBounds(of: move)
      if let first = rowDestination[move.from] {
        raise(.rowMovedTwice(from: move.from, to: first, and: move.to, kind: kind))
      } else {
        rowDestination[move.from] = move.to
      }
      if let first = rowSource[move.to] {
        raise(.rowsMovedTogether(first, move.from, to: move.to, kind: kind))
      } else {
        rowSource[move.to] = move.from
      }
    }
  }

  private mutating func checkBounds(of move: Changeset.RowMove) {
    if !isOldSection(move.from.section) {
      raise(.rowMoveSourceSectionOutOfBounds(move, oldSectionCount: oldCounts.count))
    } else if move.from.row < 0 || move.from.row >= oldCounts[move.from.section] {
      raise(.rowMoveSourceOutOfBounds(move, rows: oldCounts[move.from.section], kind: kind))
    } else if !isNewSection(move.to.section) {
      raise(.rowMoveDestinationSectionOutOfBounds(move, newSectionCount: newCounts.count))
    } else if move.to.row < 0 || move.to.row >= newCounts[move.to.section] {
      raise(.rowMoveDestinationOutOfBounds(move, rows: newCounts[move.to.section], kind: kind))
    }
  }

  /// The number of section items among `items`.
  private func sectionItemCount(_ items: [BatchUpdateItem]) -> Int {
    items.reduce(0) { $0 + ($1.row == nil ? 1 : 0) }
  }

  /// The section count the batch implies: old count plus inserted minus deleted sections.
  var impliedSectionCount: Int {
    oldCounts.count + sectionItemCount(inserts) - sectionItemCount(deletes)
  }

  /// Phase F: the section count (R21).
  mutating func checkSectionCount() {
    guard newCounts.count != impliedSectionCount else { return }
    raise(
      .sectionCount(
        after: newCounts.count, before: oldCounts.count, inserted: sectionItemCount(inserts),
        deleted: sectionItemCount(deletes), kind: kind))
  }

  /// Phase H: each surviving section's row count (R22), skipped after a table view's fallback.
  mutating func checkRowCounts() {
    guard !fallsBackToReloadData else { return }
    let tally = rowTally()
    for (newSection, oldSection) in oldSectionOfNew.enumerated() {
      guard let oldSection, !insertedSections.contains(newSection) else { continue }
      let counts = tally.counts(
        newSection: newSection, oldSection: oldSection, before: oldCounts[oldSection],
        after: newCounts[newSection])
      if counts.after != counts.expected { raise(.rowCount(counts, kind: kind)) }
    }
  }
}
