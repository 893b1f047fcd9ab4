/// Judges a batch update as UIKit's `UITableView` or `UICollectionView` would, on any platform.
///
/// Give the row counts per section before the update (what the view cached), the changeset and
/// the row counts after it (what the data source reports at the end of the batch).
/// ``validate(oldCounts:changeset:newCounts:kind:)`` returns UIKit's verdict: the failure at
/// which UIKit raises `NSInternalInconsistencyException`, with its message, plus every error UIKit
/// lets through (a `reloadData` fallback, merged duplicates, a reload that shows a stale cell) and
/// every warning (redundant or fragile operations that UIKit accepts).
///
/// ```swift
/// let report = BatchUpdateValidator.validate(
///   oldCounts: [5], changeset: Changeset(insertedRows: [ListIndexPath(section: 0, row: 0)]),
///   newCounts: [5])
/// report.isValid               // false
/// report.errors[0].message     // "R22: invalid number of rows in section 0: 5 after the update, …"
/// ```
///
/// ``checkContract(_:old:new:kind:)`` adds the stricter contract G1–G8 that every changeset
/// FoldKit emits meets, including an identity check: every surviving or moved row must land where
/// the new data holds the same identity.
///
/// The validator follows the simulator algorithm of the UIKit rules specification. Two points
/// there are inferred rather than observed and are fixed here: a section-level operation sorts
/// after the rows of its section (as `NSNotFound` would), and the bounds of a row operation are
/// checked before a section operation drops it (R13, R15).
public enum BatchUpdateValidator {
  /// Returns UIKit's verdict on a batch: the first error in UIKit's failure order, preceded by the
  /// errors UIKit lets through, plus every warning.
  ///
  /// UIKit checks, in order: deletes against reloads (R4); deletes, descending, against the old
  /// state and the moves (R6, R7, R8, R10, R11, R14); inserts, ascending, against the new state
  /// and the moves (R6b, R7b, R8b, R12, R12b, R16); moves (R9, R18, R19); the section count (R21);
  /// the row count of each surviving section, ascending (R22). Reloads count as a delete at their
  /// old path plus an insert at a position UIKit computes while ignoring moves.
  ///
  /// - Parameters:
  ///   - oldCounts: The row count of each section before the update, as the view cached it.
  ///   - changeset: The batch.
  ///   - newCounts: The row count of each section after the update, as the data source reports it.
  ///   - kind: The view whose rules apply.
  /// - Returns: The report; `isValid` is `true` when UIKit animates the batch correctly.
  /// - Complexity: O(*n* log *n* + *r* · *n* + *S*) for *n* operations, *r* of them reloads, and
  ///   *S* sections.
  public static func validate(
    oldCounts: [Int], changeset: Changeset, newCounts: [Int], kind: BatchUpdateViewKind = .table
  ) -> BatchUpdateReport {
    BatchUpdateEngine(
      oldCounts: oldCounts, changeset: changeset, newCounts: newCounts, kind: kind
    ).report
  }
}
