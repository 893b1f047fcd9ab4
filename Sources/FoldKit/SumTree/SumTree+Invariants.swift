extension SumTree {
  /// Traps unless the tree is well formed.
  ///
  /// Checks that all leaves are at the same depth, that every node but the root holds between
  /// *B*/2 and *B* slots (the root at most *B*, an internal root at least two, an empty tree has
  /// no root), and that every cached count and summary equals the one computed from the elements.
  ///
  /// - Complexity: O(*n*), where *n* is ``count``.
  @usableFromInline
  package func checkInvariants() {
    guard let root = _root else { return }
    precondition(root._count > 0, "an empty tree must have no root")
    precondition(
      root.isLeaf || root._slots.count >= 2,
      "internal root has \(root._slots.count) child")
    check(root, isRoot: true)
  }

  private func check(_ node: Node, isRoot: Bool) {
    let factor = _branchingFactor
    let slots = node.slotCount
    precondition(slots <= factor, "node of height \(node._height) holds \(slots) > \(factor)")
    precondition(
      isRoot || slots >= factor / 2,
      "node of height \(node._height) holds \(slots) < \(factor / 2)")
    var summary = Element.Summary.zero
    if node.isLeaf {
      precondition(node._slots.isEmpty, "leaf has children")
      for element in node._elements { summary.add(element.summary) }
      precondition(
        node._count == node._elements.count,
        "leaf count \(node._count) != \(node._elements.count) elements")
    } else {
      precondition(node._elements.isEmpty, "internal node has elements")
      var count = 0
      for slot in node._slots {
        let child = slot.node
        precondition(
          child._height == node._height - 1,
          "child of height \(child._height) under node of height \(node._height)")
        check(child, isRoot: false)
        precondition(
          slot.count == child._count, "cached child count \(slot.count) != \(child._count)")
        precondition(slot.summary == child._summary, "cached child summary stale")
        count += child._count
        summary.add(child._summary)
      }
      precondition(node._count == count, "node count \(node._count) != \(count)")
    }
    precondition(node._summary == summary, "node summary stale at height \(node._height)")
  }
}
