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

  /// Inserts `elements`, in order, so that the first ends up at `position`.
  ///
  /// - Parameters:
  ///   - elements: The elements to insert.
  ///   - position: A position in `0...count`; ``count`` appends.
  /// - Precondition: `0 <= position <= count`.
  /// - Complexity: O(log *n* + *k*), where *n* is ``count`` and *k* is `elements.count`.
  @inlinable
  public mutating func insert<C: Collection>(contentsOf elements: C, at position: Int)
  where C.Element == Element {
    precondition(position >= 0 && position <= count, "position \(position) not in 0...\(count)")
    guard !elements.isEmpty else { return }
    let middle = Node.build(Array(elements), branchingFactor: _branchingFactor)
    let (left, right) = Node.split(_root, at: position, branchingFactor: _branchingFactor)
    _root = nil
    let head = Node.join(left, middle, branchingFactor: _branchingFactor)
    _root = Node.join(head, right, branchingFactor: _branchingFactor)
    selfCheck()
  }

  /// Removes the elements in `range`.
  ///
  /// - Parameter range: A range of positions within `0...count`.
  /// - Precondition: `range` lies within `0...count`.
  /// - Complexity: O(log *n* + *k*), where *n* is ``count`` and *k* is `range.count`.
  @inlinable
  public mutating func removeSubrange(_ range: Range<Int>) {
    precondition(
      range.lowerBound >= 0 && range.upperBound <= count,
      "range \(range) not within 0..<\(count)")
    guard !range.isEmpty else { return }
    let factor = _branchingFactor
    let (head, tail) = Node.split(_root, at: range.upperBound, branchingFactor: factor)
    _root = nil
    let (left, _) = Node.split(head, at: range.lowerBound, branchingFactor: factor)
    _root = Node.join(left, tail, branchingFactor: factor)
    selfCheck()
  }

  /// Removes and returns the element at `position`.
  ///
  /// - Parameter position: A position in `0..<count`.
  /// - Returns: The removed element.
  /// - Precondition: `0 <= position < count`.
  /// - Complexity: O(log *n*), where *n* is ``count``.
  @inlinable
  @discardableResult
  public mutating func remove(at position: Int) -> Element {
    let element = self[position]
    removeSubrange(position..<(position + 1))
    return element
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
        root(height: height, children: node._children[..<index]),
        root(height: height, children: node._children[index...])
      )
    }
    let (innerLeft, innerRight) = split(
      node._children[index], at: offset, branchingFactor: branchingFactor)
    let left = join(
      root(height: height, children: node._children[..<index]), innerLeft,
      branchingFactor: branchingFactor)
    let right = join(
      innerRight, root(height: height, children: node._children[(index + 1)...]),
      branchingFactor: branchingFactor)
    return (left, right)
  }

  /// A root over `children` (valid nodes of height `height - 1`): `nil` for none, the child
  /// itself for one.
  @inlinable
  internal static func root(
    height: Int, children: ArraySlice<SumTree.Node>
  ) -> SumTree.Node? {
    switch children.count {
    case 0: return nil
    case 1: return children.first
    default: return SumTree.Node(height: height, children: Array(children))
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
    while root._height > 0 && root._children.count == 1 { root = root._children[0] }
    return root
  }

  /// Hangs `right` (lower than `left`) off the right edge of `left`; returns one or two nodes of
  /// `left`'s height, each valid unless it is `left` itself unsplit.
  @inlinable
  internal static func join(
    _ left: SumTree.Node, ontoRightEdge right: SumTree.Node, branchingFactor: Int
  ) -> [SumTree.Node] {
    var children = left._children
    let last = children.removeLast()
    if left._height == right._height + 1 {
      children.append(contentsOf: pair(last, right, branchingFactor: branchingFactor))
    } else {
      children.append(
        contentsOf: join(last, ontoRightEdge: right, branchingFactor: branchingFactor))
    }
    return nodes(height: left._height, children: children, branchingFactor: branchingFactor)
  }

  /// Hangs `left` (lower than `right`) off the left edge of `right`; returns one or two nodes of
  /// `right`'s height, each valid unless it is `right` itself unsplit.
  @inlinable
  internal static func join(
    _ left: SumTree.Node, ontoLeftEdge right: SumTree.Node, branchingFactor: Int
  ) -> [SumTree.Node] {
    let first = right._children[0]
    var children: [SumTree.Node]
    if right._height == left._height + 1 {
      children = pair(left, first, branchingFactor: branchingFactor)
    } else {
      children = join(left, ontoLeftEdge: first, branchingFactor: branchingFactor)
    }
    children.append(contentsOf: right._children.dropFirst())
    return nodes(height: right._height, children: children, branchingFactor: branchingFactor)
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
      height: left._height, children: left._children + right._children,
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

  /// One internal node holding `children`, or two balanced ones when they do not fit in one.
  @inlinable
  internal static func nodes(
    height: Int, children: [SumTree.Node], branchingFactor: Int
  ) -> [SumTree.Node] {
    guard children.count > branchingFactor else {
      return [SumTree.Node(height: height, children: children)]
    }
    let half = children.count / 2
    return [
      SumTree.Node(height: height, children: Array(children[..<half])),
      SumTree.Node(height: height, children: Array(children[half...])),
    ]
  }
}
