extension SumTree {
  /// Adds the elements of `other` after the last element.
  ///
  /// The two trees are joined along their edges; `other` keeps sharing its nodes.
  ///
  /// - Parameter other: The tree to append.
  /// - Complexity: O(log *n* + log *m*), where *n* is ``count`` and *m* is `other.count`
  ///   (O(*m*) when the two trees were built with different branching factors).
  @inlinable
  public mutating func append(contentsOf other: SumTree) {
    let right =
      other._branchingFactor == _branchingFactor
      ? other._root : Node.build(Array(other), branchingFactor: _branchingFactor)
    _root = Node.join(_root, right, branchingFactor: _branchingFactor)
    selfCheck()
  }

  /// Splits the tree into the elements before `position` and the elements from it on.
  ///
  /// Both halves share every node that the split does not cut.
  ///
  /// - Parameter position: A position in `0...count`.
  /// - Returns: The trees of `0..<position` and of `position..<count`.
  /// - Precondition: `0 <= position <= count`.
  /// - Complexity: O(log *n*), where *n* is ``count``.
  @inlinable
  public func split(at position: Int) -> (SumTree, SumTree) {
    precondition(position >= 0 && position <= count, "position \(position) not in 0...\(count)")
    let (left, right) = Node.split(_root, at: position, branchingFactor: _branchingFactor)
    return (
      SumTree(_root: left, branchingFactor: _branchingFactor),
      SumTree(_root: right, branchingFactor: _branchingFactor)
    )
  }
}

extension SumTree.Node {
  /// Splits the tree rooted at `node` at `position` into two trees (roots may be underfull, every
  /// other node is valid), without changing `node`.
  ///
  /// Each level joins the uncut siblings to the halves from the level below; the heights of
  /// those joins telescope, so the whole split costs O(log *n*).
  @inlinable
  internal static func split(
    _ node: SumTree.Node?, at position: Int, branchingFactor: Int
  ) -> (SumTree.Node?, SumTree.Node?) {
    guard let node else { return (nil, nil) }
    if position == 0 { return (nil, node) }
    if position == node._count { return (node, nil) }
    if node.isLeaf {
      return (
        SumTree.Node(leaf: Array(node._elements[..<position])),
        SumTree.Node(leaf: Array(node._elements[position...]))
      )
    }
    let (index, offset) = node.childIndex(containing: position)
    let height = node._height
    if offset == 0 {
      return (
        root(height: height, slots: node._slots[..<index]),
        root(height: height, slots: node._slots[index...])
      )
    }
    let (innerLeft, innerRight) = split(
      node._slots[index].node, at: offset, branchingFactor: branchingFactor)
    let left = join(
      root(height: height, slots: node._slots[..<index]), innerLeft,
      branchingFactor: branchingFactor)
    let right = join(
      innerRight, root(height: height, slots: node._slots[(index + 1)...]),
      branchingFactor: branchingFactor)
    return (left, right)
  }

  /// A root over `slots` (valid nodes of height `height - 1`): `nil` for none, the child
  /// itself for one.
  @inlinable
  internal static func root(
    height: Int, slots: ArraySlice<SumTree.Slot>
  ) -> SumTree.Node? {
    switch slots.count {
    case 0: return nil
    case 1: return slots.first?.node
    default: return SumTree.Node(height: height, slots: Array(slots))
    }
  }

  /// Concatenates two trees whose roots may be underfull (every other node valid) into one such
  /// tree, without changing either.
  ///
  /// - Complexity: O(|height difference| + 1) nodes built, each O(*B*).
  @inlinable
  internal static func join(
    _ left: SumTree.Node?, _ right: SumTree.Node?, branchingFactor: Int
  ) -> SumTree.Node? {
    guard let left else { return right }
    guard let right else { return left }
    let nodes: [SumTree.Node]
    if left._height == right._height {
      nodes = pair(left, right, branchingFactor: branchingFactor)
    } else if left._height > right._height {
      nodes = join(left, ontoRightEdge: right, branchingFactor: branchingFactor)
    } else {
      nodes = join(left, ontoLeftEdge: right, branchingFactor: branchingFactor)
    }
    guard nodes.count == 1 else {
      return SumTree.Node(height: nodes[0]._height + 1, children: nodes)
    }
    // A single internal root with one child collapses to that child.
    var root = nodes[0]
    while root._height > 0 && root._slots.count == 1 { root = root._slots[0].node }
    return root
  }

  /// Hangs `right` (lower than `left`) off the right edge of `left`; returns one or two nodes of
  /// `left`'s height, each valid unless it is `left` itself unsplit.
  @inlinable
  internal static func join(
    _ left: SumTree.Node, ontoRightEdge right: SumTree.Node, branchingFactor: Int
  ) -> [SumTree.Node] {
    var slots = left._slots
    let last = slots.removeLast().node
    let replacement =
      left._height == right._height + 1
      ? pair(last, right, branchingFactor: branchingFactor)
      : join(last, ontoRightEdge: right, branchingFactor: branchingFactor)
    slots.append(contentsOf: replacement.map(SumTree.Slot.init))
    return nodes(height: left._height, slots: slots, branchingFactor: branchingFactor)
  }

  /// Hangs `left` (lower than `right`) off the left edge of `right`; returns one or two nodes of
  /// `right`'s height, each valid unless it is `right` itself unsplit.
  @inlinable
  internal static func join(
    _ left: SumTree.Node, ontoLeftEdge right: SumTree.Node, branchingFactor: Int
  ) -> [SumTree.Node] {
    let first = right._slots[0].node
    let replacement =
      right._height == left._height + 1
      ? pair(left, first, branchingFactor: branchingFactor)
      : join(left, ontoLeftEdge: first, branchingFactor: branchingFactor)
    var slots = replacement.map(SumTree.Slot.init)
    slots.append(contentsOf: right._slots.dropFirst())
    return nodes(height: right._height, slots: slots, branchingFactor: branchingFactor)
  }

  /// Two adjacent nodes of equal height as siblings: unchanged when both are at least half full,
  /// otherwise their slots pooled into one node, or two balanced ones if they do not fit in one.
  @inlinable
  internal static func pair(
    _ left: SumTree.Node, _ right: SumTree.Node, branchingFactor: Int
  ) -> [SumTree.Node] {
    let minimum = branchingFactor / 2
    if left.slotCount >= minimum && right.slotCount >= minimum { return [left, right] }
    if left.isLeaf {
      return leaves(left._elements + right._elements, branchingFactor: branchingFactor)
    }
    return nodes(
      height: left._height, slots: left._slots + right._slots,
      branchingFactor: branchingFactor)
  }

  /// One leaf holding `elements`, or two balanced leaves when they do not fit in one.
  @inlinable
  internal static func leaves(_ elements: [Element], branchingFactor: Int) -> [SumTree.Node] {
    guard elements.count > branchingFactor else { return [SumTree.Node(leaf: elements)] }
    let half = elements.count / 2
    return [
      SumTree.Node(leaf: Array(elements[..<half])), SumTree.Node(leaf: Array(elements[half...])),
    ]
  }

  /// One internal node holding `slots`, or two balanced ones when they do not fit in one.
  @inlinable
  internal static func nodes(
    height: Int, slots: [SumTree.Slot], branchingFactor: Int
  ) -> [SumTree.Node] {
    guard slots.count > branchingFactor else {
      return [SumTree.Node(height: height, slots: slots)]
    }
    let half = slots.count / 2
    return [
      SumTree.Node(height: height, slots: Array(slots[..<half])),
      SumTree.Node(height: height, slots: Array(slots[half...])),
    ]
  }
}
