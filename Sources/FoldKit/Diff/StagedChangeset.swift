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
  /// The data, when it is held rather than computed when read.
  @usableFromInline var _data: Data?
  /// Computes the data when it is read; set when ``_data`` is `nil`.
  @usableFromInline var _makeData: (@Sendable () -> Data)?

  /// The data the data source must return while (and after) this batch is applied.
  ///
  /// The last stage's data is the new snapshot; an earlier stage's data is an intermediate
  /// snapshot that exists only so the batch is consistent.
  ///
  /// A stage made with ``init(changeset:deferredData:)`` computes its data each time it is read
  /// (read it once and keep it); changing the data through this property computes it once and
  /// holds it from then on.
  ///
  /// - Complexity: O(1) for data that is held; that of computing it otherwise.
  @inlinable
  public var data: Data {
    get {
      if let data = _data { return data }
      guard let make = _makeData else { preconditionFailure("a stage holds or computes its data") }
      return make()
    }
    _modify {
      // Moved out, so that the data is changed in place rather than copied.
      var value: Data
      if let held = _data.take() {
        value = held
      } else if let make = _makeData {
        value = make()
        _makeData = nil
      } else {
        preconditionFailure("a stage holds or computes its data")
      }
      defer { _data = value }
      yield &value
    }
    set {
      _data = newValue
      _makeData = nil
    }
  }

  /// Whether the data is computed when read rather than held.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isDataDeferred: Bool { _data == nil }

  /// Creates a stage.
  ///
  /// - Parameters:
  ///   - changeset: The batch of updates.
  ///   - data: The data to install inside the batch.
  /// - Complexity: O(1).
  @inlinable
  public init(changeset: Changeset, data: Data) {
    self.changeset = changeset
    self._data = data
    self._makeData = nil
  }

  /// Creates a stage whose data is computed when it is read.
  ///
  /// For data that is costly to build and that a reader may not need: a view that shows its
  /// live state once the last batch is applied never reads the last stage's data. `makeData`
  /// must return the same data each time it is called.
  ///
  /// - Parameters:
  ///   - changeset: The batch of updates.
  ///   - makeData: Computes the data to install inside the batch.
  /// - Complexity: O(1).
  @inlinable
  public init(changeset: Changeset, deferredData makeData: @escaping @Sendable () -> Data) {
    self.changeset = changeset
    self._data = nil
    self._makeData = makeData
  }
}

extension ChangesetStage: Sendable where Data: Sendable {}

extension ChangesetStage: Equatable where Data: Equatable {
  /// Whether two stages hold the same changeset and the same data (computing deferred data).
  ///
  /// - Complexity: That of comparing the changesets and the data, plus computing deferred data.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.changeset == rhs.changeset && lhs.data == rhs.data
  }
}
