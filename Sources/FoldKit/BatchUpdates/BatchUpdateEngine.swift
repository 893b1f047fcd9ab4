/// The simulator of the rules specification (§3): one run over a batch, phase by phase.
///
/// The engine reproduces UIKit's processing of one batch: it collects the operation lists (Phase
/// A), splits reloads into synthetic deletes and inserts (B), checks deletes against the old state
/// (C), inserts against the new state (D), moves (E), the section count (F), maps old sections to
/// new ones (G) and checks each surviving section's row count (H). Phase I, in
/// `BatchUpdateEngine+Apply.swift`, applies the batch to row identities.
///
/// UIKit raises at its first failure; the engine records that one as the exception and keeps
/// going only to collect warnings, recording no later error.
struct BatchUpdateEngine {
  let kind: BatchUpdateViewKind
  let oldCounts: [Int]
  /// The row counts after the update; derived from the batch when the caller gives none.
  var newCounts: [Int]

  var errors: [BatchUpdateViolation] = []
  var warnings: [BatchUpdateViolation] = []
  var exception: BatchUpdateViolation?
  var fallsBackToReloadData = false

  /// Phase A: explicit deletes, descending; explicit inserts and reloads, ascending.
  var explicitDeletes: [BatchUpdateItem] = []
  var explicitInserts: [BatchUpdateItem] = []
  var reloads: [BatchUpdateItem] = []
  /// Phase A: moves, ascending, exact repeats removed.
  var sectionMoves: [Changeset.SectionMove] = []
  var rowMoves: [Changeset.RowMove] = []

  /// Phase B: explicit and synthetic deletes (descending) and inserts (ascending).
  var deletes: [BatchUpdateItem] = []
  var inserts: [BatchUpdateItem] = []
  /// Phase B: each row or section reload with the position of its synthetic insert.
  var reloadTargets: [(reload: BatchUpdateItem, insert: BatchUpdateItem)] = []
  /// Sections deleted (old indexes) and inserted (new indexes), explicitly or by reload.
  var deletedSections = Set<Int>()
  var insertedSections = Set<Int>()

  /// Phases C and D: the row deletes and inserts that survive the R13/R15 drops.
  var rowDeletes: [BatchUpdateItem] = []
  var rowInserts: [BatchUpdateItem] = []

  /// Phase G: the new index of each old section, `nil` when deleted (or unplaceable).
  var sectionMap: [Int?] = []
  /// Phase G: the old index of each new section, `nil` when inserted.
  var oldSectionOfNew: [Int?] = []

  /// Runs Phases A–H on `changeset`.
  ///
  /// When `newCounts` is `nil`, the counts after the update are derived from the batch: surviving
  /// sections by the Phase H equation, reloaded sections keep their old count, inserted sections
  /// count the explicit row inserts aimed at them.
  init(
    oldCounts: [Int], changeset: Changeset, newCounts: [Int]?, kind: BatchUpdateViewKind
  ) {
    self.kind = kind
    self.oldCounts = oldCounts
    self.newCounts = newCounts ?? []
    for (section, count) in oldCounts.enumerated() where count < 0 {
      raise(.negativeCount(section: section, count: count, before: true, kind: kind))
    }
    if let newCounts {
      for (section, count) in newCounts.enumerated() where count < 0 {
        raise(.negativeCount(section: section, count: count, before: false, kind: kind))
      }
    }
    collect(changeset)
    decomposeReloads()
    if newCounts == nil { deriveNewCounts() } else { mapSections() }
    analyzeReloads()
    checkSectionMovesWithRowOperations()
    checkDeletes()
    checkInserts()
    checkMoves()
    checkSectionCount()
    checkRowCounts()
    checkNoOpSectionMoves()
  }

  /// Records a failure at which UIKit raises; only the first one counts.
  mutating func raise(_ violation: BatchUpdateViolation) {
    guard exception == nil else { return }
    exception = violation
    errors.append(violation)
  }

  /// Records an error UIKit does not raise for, unless UIKit has already raised.
  mutating func fail(_ violation: BatchUpdateViolation) {
    guard exception == nil else { return }
    errors.append(violation)
  }

  /// Records a warning.
  mutating func warn(_ violation: BatchUpdateViolation) {
    warnings.append(violation)
  }

  /// The report of this run.
  var report: BatchUpdateReport {
    BatchUpdateReport(
      errors: errors, warnings: warnings, uikitException: exception,
      fallsBackToReloadData: fallsBackToReloadData,
      n1Message: [.r21, .r22].contains(exception?.rule) ? n1Message : nil)
  }

  func isOldSection(_ section: Int) -> Bool { section >= 0 && section < oldCounts.count }
  func isNewSection(_ section: Int) -> Bool { section >= 0 && section < newCounts.count }
}
