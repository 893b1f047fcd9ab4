extension CheckTree {
  /// Creates a check tree over the checkable items of `snapshot`.
  ///
  /// The checkable items are those whose behavior is ``RowBehavior/toggleCheck``; each keeps the
  /// nearest checkable ancestor as its parent, so a terms screen's main terms and sub-terms form
  /// the same tree in both structures. An "agree to all" row (``RowBehavior/toggleAll``) is not
  /// an item of the tree: it shows ``allMark``.
  ///
  /// - Parameters:
  ///   - snapshot: The list's data.
  ///   - mandatory: Items that must be checked before the list can be confirmed.
  ///   - disabled: Items that cannot be toggled.
  ///   - checked: Items that start checked.
  ///   - propagation: Whether parents derive their marks from their children.
  /// - Throws: ``CheckTreeError`` if the tree is inconsistent (see ``init(roots:propagation:)``).
  /// - Complexity: O(*n*) for *n* items in the snapshot.
  public init<SectionID, Content>(
    snapshot: Snapshot<SectionID, ID, Content>, mandatory: Set<ID> = [], disabled: Set<ID> = [],
    checked: Set<ID> = [], propagation: CheckPropagation = .tristate
  ) throws(CheckTreeError<ID>) {
    func nodes(in range: Range<Int>) -> [Node] {
      var result: [Node] = []
      var index = range.lowerBound
      while index < range.upperBound {
        let item = snapshot.nodes[index]
        let below = nodes(in: (index + 1)..<item.subtreeEnd)
        if item.behavior == .toggleCheck {
          result.append(
            Node(
              item.id, isChecked: checked.contains(item.id),
              isMandatory: mandatory.contains(item.id), isDisabled: disabled.contains(item.id),
              children: below))
        } else {
          result += below
        }
        index = item.subtreeEnd
      }
      return result
    }
    try self.init(roots: nodes(in: 0..<snapshot.nodes.count), propagation: propagation)
  }
}
