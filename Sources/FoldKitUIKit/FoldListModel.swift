#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
public import FoldKit
public import Observation

/// The state of a ``FoldTableList``, observable by SwiftUI: the data shown and what the last
/// selection did.
///
/// Set new data with ``show(_:checks:)``; the list applies it through the engine's staged diff.
/// Expansion lives in the engine (kept by ID across new data); the model reports what changed.
@available(iOS 17, tvOS 17, *)
@MainActor @Observable
public final class FoldListModel<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
> {
  /// The snapshot type the model holds.
  public typealias ListSnapshot = Snapshot<SectionID, ItemID, Content>

  /// The data the list shows (or is about to show).
  public private(set) var snapshot: ListSnapshot
  /// The check marks to install with the data, for check lists.
  public private(set) var checks: CheckTree<ItemID>?
  /// Counts ``show(_:checks:)`` calls, so the view applies each once.
  public private(set) var revision = 0
  /// What the last selection did.
  public internal(set) var lastAction: SelectionOutcome<ItemID>.Action?
  /// The last announcement made for assistive technologies.
  public internal(set) var announcement: String?
  /// Whether every mandatory item is checked (always `true` without checks), as the list's
  /// engine last reported it: after each check, new data and new check marks.
  public internal(set) var canConfirm: Bool
  /// How many items may be open at once.
  public let policy: ExpansionPolicy
  /// The list's sizes.
  public let metrics: LayoutMetrics
  /// Measures self-sizing rows, if any.
  public let measure: ListLayout<SectionID, ItemID, Content>.RowMeasure?

  /// Creates a model.
  ///
  /// - Complexity: O(1).
  public init(
    snapshot: ListSnapshot, policy: ExpansionPolicy = .independent,
    metrics: LayoutMetrics = LayoutMetrics(style: .plain), checks: CheckTree<ItemID>? = nil,
    measure: ListLayout<SectionID, ItemID, Content>.RowMeasure? = nil
  ) {
    self.snapshot = snapshot
    self.policy = policy
    self.metrics = metrics
    self.checks = checks
    self.measure = measure
    self.canConfirm = checks?.canConfirm ?? true
  }

  /// Shows new data (and new check marks when the checkable items changed).
  ///
  /// - Complexity: O(1); the list applies the change on its next update.
  public func show(_ snapshot: ListSnapshot, checks: CheckTree<ItemID>? = nil) {
    self.snapshot = snapshot
    self.checks = checks ?? self.checks
    revision += 1
  }

  /// Records a selection's outcome.
  func record(_ outcome: SelectionOutcome<ItemID>) {
    lastAction = outcome.action
    if let text = outcome.announcement { announcement = text }
  }
}
#endif
