/// Applies a batch update to the old list of row identities and returns the new list, as UIKit
/// would lay it out.
///
/// A test can check that a changeset really leads from the old list to the new one: apply it to
/// the old identities and compare the surviving and moved rows with the new identities. Inserted
/// and reloaded rows are fetched from the data source again, so the result holds placeholders for
/// them.
public enum BatchUpdateSimulator {
  /// One row of the list after the update.
  public enum Row<ID: Hashable>: Hashable {
    /// An old row that survived or moved; the view keeps its cell.
    case kept(ID)
    /// A row inserted by the batch; the view asks the data source for it.
    case inserted
    /// The insert half of the reload of the old row with this identity; the view asks the data
    /// source for it again.
    case reloaded(ID)

    /// The old identity this row carries, or `nil` for an inserted row.
    ///
    /// - Complexity: O(1).
    public var id: ID? {
      switch self {
      case .kept(let id), .reloaded(let id): id
      case .inserted: nil
      }
    }
  }

  /// Applies `changeset` to the old row identities (Phase I of the simulator).
  ///
  /// Rows deleted and move sources leave; the sections are arranged as UIKit maps them; inserts,
  /// reload targets and move destinations take their final indexes. An inserted or reloaded
  /// section is filled with `.inserted` placeholders.
  ///
  /// - Parameters:
  ///   - changeset: The batch.
  ///   - old: The row identities of each section before the update.
  ///   - newCounts: The row counts after the update, as the data source reports them, so that the
  ///     count rules (R21, R22) are checked too. When `nil`, the counts follow from the batch: a
  ///     surviving section by the row-count equation, a reloaded section keeps its old count and
  ///     an inserted section holds as many rows as explicit row inserts aim at it.
  ///   - kind: The view whose rules apply.
  /// - Returns: The rows of each section after the update.
  /// - Throws: The first error of ``BatchUpdateValidator/validate(oldCounts:changeset:newCounts:kind:)``
  ///   when the batch is invalid; warnings do not throw.
  /// - Complexity: O(*n* log *n* + *r* · *n* + *S* + *R*) for *n* operations, *r* of them
  ///   reloads, *S* sections and *R* rows.
  public static func apply<ID: Hashable>(
    _ changeset: Changeset, to old: [[ID]], newCounts: [Int]? = nil,
    kind: BatchUpdateViewKind = .table
  ) throws(BatchUpdateViolation) -> [[Row<ID>]] {
    let engine = BatchUpdateEngine(
      oldCounts: old.map { $0.count }, changeset: changeset, newCounts: newCounts, kind: kind)
    if let error = engine.errors.first { throw error }
    return engine.apply(to: old)
  }
}

extension BatchUpdateSimulator.Row: Sendable where ID: Sendable {}

extension BatchUpdateSimulator.Row: CustomStringConvertible {
  /// The identity for a kept row, `+` for an inserted row, the identity and `′` for a reload.
  ///
  /// - Complexity: O(1) plus the cost of describing the identity.
  public var description: String {
    switch self {
    case .kept(let id): "\(id)"
    case .inserted: "+"
    case .reloaded(let id): "\(id)′"
    }
  }
}
