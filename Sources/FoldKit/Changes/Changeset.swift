/// One batch of updates for a sectioned list, in UIKit's index spaces.
///
/// A changeset is what a table view's `performBatchUpdates` needs. The index spaces follow UIKit
/// (see the "Index spaces" article):
/// - section and row **deletes** and **reloads** use indexes from before the update;
/// - section and row **inserts** use indexes after the update;
/// - **moves** go from an index before the update to an index after it.
///
/// Order inside each array carries no meaning; UIKit sorts the operations itself. Changesets that
/// FoldKit emits keep every array sorted ascending and free of duplicates, and meet the stricter
/// contract checked by ``BatchUpdateValidator``.
public struct Changeset: Hashable, Sendable {
  /// A section that moves from an index before the update to an index after it.
  public struct SectionMove: Hashable, Sendable {
    /// The section index before the update.
    public var from: Int
    /// The section index after the update.
    public var to: Int

    /// Creates a move of section `from` (old index) to `to` (new index).
    ///
    /// - Complexity: O(1).
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }
  }

  /// A row that moves from a path before the update to a path after it.
  public struct RowMove: Hashable, Sendable {
    /// The row's path before the update.
    public var from: ListIndexPath
    /// The row's path after the update.
    public var to: ListIndexPath

    /// Creates a move of the row at `from` (old path) to `to` (new path).
    ///
    /// - Complexity: O(1).
    public init(from: ListIndexPath, to: ListIndexPath) {
      self.from = from
      self.to = to
    }
  }

  /// Sections deleted, as indexes before the update.
  public var deletedSections: [Int]
  /// Sections inserted, as indexes after the update.
  public var insertedSections: [Int]
  /// Sections reloaded, as indexes before the update.
  public var reloadedSections: [Int]
  /// Sections moved, from old to new indexes.
  public var movedSections: [SectionMove]
  /// Rows deleted, as paths before the update.
  public var deletedRows: [ListIndexPath]
  /// Rows inserted, as paths after the update.
  public var insertedRows: [ListIndexPath]
  /// Rows reloaded, as paths before the update.
  public var reloadedRows: [ListIndexPath]
  /// Rows moved, from old to new paths.
  public var movedRows: [RowMove]

  /// Creates a changeset from its operation lists; every list defaults to empty.
  ///
  /// - Complexity: O(1).
  public init(
    deletedSections: [Int] = [],
    insertedSections: [Int] = [],
    reloadedSections: [Int] = [],
    movedSections: [SectionMove] = [],
    deletedRows: [ListIndexPath] = [],
    insertedRows: [ListIndexPath] = [],
    reloadedRows: [ListIndexPath] = [],
    movedRows: [RowMove] = []
  ) {
    self.deletedSections = deletedSections
    self.insertedSections = insertedSections
    self.reloadedSections = reloadedSections
    self.movedSections = movedSections
    self.deletedRows = deletedRows
    self.insertedRows = insertedRows
    self.reloadedRows = reloadedRows
    self.movedRows = movedRows
  }

  /// Whether the changeset holds no operation at all.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool {
    deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty
      && movedSections.isEmpty && deletedRows.isEmpty && insertedRows.isEmpty
      && reloadedRows.isEmpty && movedRows.isEmpty
  }

  /// The total number of operations across all lists.
  ///
  /// - Complexity: O(1).
  public var operationCount: Int {
    deletedSections.count + insertedSections.count + reloadedSections.count + movedSections.count
      + deletedRows.count + insertedRows.count + reloadedRows.count + movedRows.count
  }
}
