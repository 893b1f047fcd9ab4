/// The changesets that turn one snapshot into another, in the order a view must apply them.
///
/// UIKit cannot express every change in one batch (it cannot reload and move in the same batch,
/// nor move a row into a section it inserts), so ``ListDiff`` may split a change into stages.
/// Apply them in order, one batch per stage, installing each stage's ``ChangesetStage/data``
/// inside that batch's update closure:
///
/// ```swift
/// for stage in staged {
///   tableView.performBatchUpdates {
///     dataSource.sections = stage.data
///     apply(stage.changeset)
///   }
/// }
/// ```
///
/// A staged changeset is empty when nothing changed, and never holds an empty stage.
public struct StagedChangeset<Data>: RandomAccessCollection {
  /// The stages, in application order.
  public var stages: [ChangesetStage<Data>]

  /// Creates a staged changeset from its stages.
  ///
  /// - Parameter stages: The stages, in application order.
  /// - Complexity: O(1).
  @inlinable
  public init(_ stages: [ChangesetStage<Data>] = []) {
    self.stages = stages
  }

  /// The position of the first stage, always 0.
  public var startIndex: Int { 0 }

  /// The position after the last stage, the number of stages.
  public var endIndex: Int { stages.count }

  /// The stage at `position`.
  ///
  /// - Parameter position: A valid index, `0..<count`.
  /// - Complexity: O(1).
  public subscript(position: Int) -> ChangesetStage<Data> {
    stages[position]
  }
}

extension StagedChangeset: Sendable where Data: Sendable {}

extension StagedChangeset: Equatable where Data: Equatable {}

/// One batch of a ``StagedChangeset``: the changeset and the data to show once it is applied.
public struct ChangesetStage<Data> {
  /// The batch of updates, in UIKit's index spaces.
  public var changeset: Changeset
  /// The data the data source must return while (and after) this batch is applied.
  ///
  /// The last stage's data is the new snapshot; an earlier stage's data is an intermediate
  /// snapshot that exists only so the batch is consistent.
  public var data: Data

  /// Creates a stage.
  ///
  /// - Parameters:
  ///   - changeset: The batch of updates.
  ///   - data: The data to install inside the batch.
  /// - Complexity: O(1).
  @inlinable
  public init(changeset: Changeset, data: Data) {
    self.changeset = changeset
    self.data = data
  }
}

extension ChangesetStage: Sendable where Data: Sendable {}

extension ChangesetStage: Equatable where Data: Equatable {}
