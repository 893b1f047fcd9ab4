extension BatchUpdateValidator {
  /// Checks a changeset against UIKit's rules and FoldKit's stricter contract G1–G8, using the
  /// row identities before and after the update.
  ///
  /// Every changeset FoldKit emits passes this check with a clean report. Beyond
  /// ``validate(oldCounts:changeset:newCounts:kind:)`` (whose errors and warnings the report
  /// includes) it rejects: an operation outside its own index space, even one UIKit would drop
  /// (G1); reloads in a batch with moves (G2); row operations in inserted, deleted or reloaded
  /// sections and row reloads in moved sections (G3); section moves of sections with row
  /// operations (G4); duplicates, shared move ends, no-op moves and collisions with moves (G5);
  /// unbalanced counts (G6); a structural batch between identical lists, the sign of a stale old
  /// state (G7); and a surviving or moved row that lands where the new data holds another
  /// identity (G8, checked only when UIKit's rules pass).
  ///
  /// - Parameters:
  ///   - changeset: The batch.
  ///   - old: The row identities of each section before the update.
  ///   - new: The row identities of each section after the update.
  ///   - kind: The view whose rules apply.
  /// - Returns: The report; `isClean` is `true` when the changeset meets the contract.
  /// - Complexity: O(*n* log *n* + *r* · *n* + *m* · *k* + *S* + *R*) for *n* operations, *r*
  ///   reloads, *m* row moves, *k* inserts and moves into one section, *S* sections and *R* rows.
  public static func checkContract<ID: Hashable>(
    _ changeset: Changeset, old: [[ID]], new: [[ID]], kind: BatchUpdateViewKind = .table
  ) -> BatchUpdateReport {
    let engine = BatchUpdateEngine(
      oldCounts: old.map { $0.count }, changeset: changeset, newCounts: new.map { $0.count },
      kind: kind)
    var contract = BatchUpdateContract(engine: engine, changeset: changeset)
    contract.checkBounds()
    contract.checkReloadsWithMoves()
    contract.checkRowOperationsInChangedSections()
    contract.checkSectionMoves()
    contract.checkDuplicatesAndCollisions()
    contract.checkNoOpMoves()
    contract.checkCounts()
    contract.checkStaleState(old: old, new: new)
    if engine.errors.isEmpty { contract.checkIdentities(engine.apply(to: old), new: new) }
    var report = engine.report
    report.errors += contract.violations
    return report
  }
}
