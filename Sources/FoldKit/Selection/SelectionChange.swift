/// What a change of the selection did: the items that became selected and those that stopped.
///
/// A view redraws the visible rows of these items (their highlight changed); nothing else moves.
public struct SelectionChange<ItemID: Hashable & Sendable>: Sendable, Hashable {
  /// Items selected by the change.
  public var added: [ItemID]
  /// Items no longer selected.
  public var removed: [ItemID]
  /// How many items are selected after the change.
  public var count: Int

  /// Creates a change.
  ///
  /// - Complexity: O(1).
  public init(added: [ItemID], removed: [ItemID], count: Int) {
    self.added = added
    self.removed = removed
    self.count = count
  }

  /// Whether the selection stayed the same.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool { added.isEmpty && removed.isEmpty }
}
