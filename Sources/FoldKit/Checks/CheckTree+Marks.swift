extension CheckTree {
  /// The mark an item's row shows.
  ///
  /// In a tri-state tree a leaf shows its stored mark and a parent the tri-state summary of the
  /// leaves below it; in an independent tree every item shows its own stored mark.
  ///
  /// - Precondition: The tree holds `id`.
  /// - Complexity: O(1) on average (one dictionary lookup).
  @inlinable
  public func mark(of id: ID) -> CheckMark {
    mark(at: index(of: id))
  }

  /// The tri-state summary of every stored mark in an item's subtree, the item included: the
  /// mark of an "agree to all in this section" control.
  ///
  /// In a tri-state tree this equals ``mark(of:)``. In an independent tree it covers the item
  /// and all its descendants.
  ///
  /// - Precondition: The tree holds `id`.
  /// - Complexity: O(1) on average.
  @inlinable
  public func mark(ofSubtree id: ID) -> CheckMark {
    _nodes[index(of: id)].counts.mark
  }

  /// The mark of the agree-all control: the tri-state summary of every stored mark in the tree.
  ///
  /// It is checked exactly when every item is checked (an empty tree is unchecked).
  ///
  /// - Complexity: O(1).
  @inlinable public var allMark: CheckMark { _all.mark }

  /// Whether an item can be toggled.
  ///
  /// In a tri-state tree an item is disabled when it or any ancestor was declared disabled; in an
  /// independent tree only its own declaration counts.
  ///
  /// - Precondition: The tree holds `id`.
  /// - Complexity: O(1) on average.
  @inlinable
  public func isEnabled(_ id: ID) -> Bool {
    !_nodes[index(of: id)].isDisabled
  }

  /// Whether an item must be checked before the list can be confirmed.
  ///
  /// - Precondition: The tree holds `id`.
  /// - Complexity: O(1) on average.
  @inlinable
  public func isMandatory(_ id: ID) -> Bool {
    _nodes[index(of: id)].isMandatory
  }

  /// The mark of the node at pre-order `index`.
  @inlinable
  func mark(at index: Int) -> CheckMark {
    let record = _nodes[index]
    if propagation == .tristate {
      return record.counts.mark
    }
    return record.isChecked ? .checked : .unchecked
  }
}
