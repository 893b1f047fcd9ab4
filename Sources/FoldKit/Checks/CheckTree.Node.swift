extension CheckTree {
  /// An item and its subtree, as given to ``CheckTree/init(roots:propagation:)``.
  public struct Node: Sendable, Hashable {
    /// The item's ID, unique in the whole tree.
    public var id: ID
    /// Whether the item starts checked (see ``CheckTree/init(roots:propagation:)`` for
    /// parents).
    public var isChecked: Bool
    /// Whether the item must be checked before the list can be confirmed.
    public var isMandatory: Bool
    /// Whether the item cannot be toggled; in a tri-state tree this covers its subtree.
    public var isDisabled: Bool
    /// The item's children, in order.
    public var children: [Node]

    /// Creates a node.
    ///
    /// - Parameters:
    ///   - id: The item's ID, unique in the whole tree.
    ///   - isChecked: Whether the item starts checked.
    ///   - isMandatory: Whether the item must be checked to confirm.
    ///   - isDisabled: Whether the item cannot be toggled.
    ///   - children: The item's children, in order.
    /// - Complexity: O(1).
    public init(
      _ id: ID, isChecked: Bool = false, isMandatory: Bool = false, isDisabled: Bool = false,
      children: [Node] = []
    ) {
      self.id = id
      self.isChecked = isChecked
      self.isMandatory = isMandatory
      self.isDisabled = isDisabled
      self.children = children
    }
  }
}
