extension SumTree {
  /// Replaces the element at `position` with `element`.
  ///
  /// Only the nodes on the path to `position` are touched, and only those shared with another
  /// tree are copied.
  ///
  /// - Parameters:
  ///   - position: A position in `0..<count`.
  ///   - element: The new element.
  /// - Precondition: `0 <= position < count`.
  /// - Complexity: O(log *n*), where *n* is ``count``.
  @inlinable
  public mutating func replace(at position: Int, with element: Element) {
    update(at: position) { $0 = element }
  }

  /// Changes the element at `position` in place, then refreshes the cached summaries above it.
  ///
  /// - Parameters:
  ///   - position: A position in `0..<count`.
  ///   - body: Changes the element; it may change the element's summary.
  /// - Precondition: `0 <= position < count`.
  /// - Complexity: O(log *n*), where *n* is ``count``, plus the cost of `body`.
  @inlinable
  public mutating func update(at position: Int, _ body: (inout Element) -> Void) {
    precondition(position >= 0 && position < count, "position \(position) not in 0..<\(count)")
    let root = uniqueRoot()
    root.update(at: position, body)
    selfCheck()
  }

  /// Inserts `element` so that it ends up at `position`.
  ///
  /// - Parameters:
  ///   - element: The element to insert.
  ///   - position: A position in `0...count`; ``count`` appends.
  /// - Precondition: `0 <= position <= count`.
  /// - Complexity: O(log *n*), where *n* is ``count``.
  @inlinable
  public mutating func insert(_ element: Element, at position: Int) {
    precondition(position >= 0 && position <= count, "position \(position) not in 0...\(count)")
    guard _root != nil else {
      _root = Node(leaf: [element])
      return
    }
    let root = uniqueRoot()
    if let sibling = root.insert(element, at: position, branchingFactor: _branchingFactor) {
      _root = Node(height: root._height + 1, children: [root, sibling])
    }
    selfCheck()
  }

  /// Adds `element` after the last element.
  ///
  /// - Parameter element: The element to append.
  /// - Complexity: O(log *n*), where *n* is ``count``.
  @inlinable
  public mutating func append(_ element: Element) {
    insert(element, at: count)
  }

  /// The root, copied first if another tree shares it.
  ///
  /// The tree must not be empty.
  @inlinable
  internal mutating func uniqueRoot() -> Node {
    if !isKnownUniquelyReferenced(&_root) {
      guard let root = _root else { preconditionFailure("uniqueRoot() on an empty tree") }
      _root = Node(copying: root)
    }
    guard let root = _root else { preconditionFailure("uniqueRoot() on an empty tree") }
    return root
  }

  /// Checks the invariants after a mutation when built with `-DFOLDKIT_INTERNAL_CHECKS`.
  @inlinable
  internal func selfCheck() {
    #if FOLDKIT_INTERNAL_CHECKS
    checkInvariants()
    #endif
  }
}

extension SumTree.Node {
  /// The child at `index`, copied first (and stored back) if another node shares it.
  ///
  /// Call only on a node that is itself uniquely referenced.
  @inlinable
  internal func uniqueChild(at index: Int) -> SumTree.Node {
    if !isKnownUniquelyReferenced(&_slots[index].node) {
      _slots[index].node = SumTree.Node(copying: _slots[index].node)
    }
    return _slots[index].node
  }

  /// Changes the element at `position` in this uniquely referenced subtree.
  @inlinable
  internal func update(at position: Int, _ body: (inout Element) -> Void) {
    if isLeaf {
      body(&_elements[position])
      recomputeLeafSummary()
      return
    }
    let (index, offset) = childIndex(containing: position)
    let child = uniqueChild(at: index)
    child.update(at: offset, body)
    _slots[index].summary = child._summary
    recomputeSummaryFromSlots()
  }

  /// Inserts `element` at `position` in this uniquely referenced subtree.
  ///
  /// When the node
  /// overflows, it keeps the first half and returns a new node holding the second half, which
  /// the caller places right after it.
  @inlinable
  internal func insert(
    _ element: Element, at position: Int, branchingFactor: Int
  ) -> SumTree.Node? {
    if isLeaf {
      if _elements.count < branchingFactor {
        _elements.insert(element, at: position)
        recomputeLeafSummary()
        return nil
      }
      // Split the full leaf before inserting, so the array never grows past its capacity.
      let half = (branchingFactor + 1) / 2
      var right = Array(_elements[half...])
      _elements.removeSubrange(half...)
      if position <= half {
        _elements.insert(element, at: position)
      } else {
        right.insert(element, at: position - half)
      }
      recomputeLeafSummary()
      return SumTree.Node(leaf: right)
    }
    let (index, offset) = childIndex(forInsertingAt: position)
    let child = uniqueChild(at: index)
    guard let sibling = child.insert(element, at: offset, branchingFactor: branchingFactor) else {
      _slots[index].count += 1
      _count += 1
      _slots[index].summary = child._summary
      recomputeSummaryFromSlots()
      return nil
    }
    _slots[index] = SumTree.Slot(child)
    _slots.insert(SumTree.Slot(sibling), at: index + 1)
    guard _slots.count > branchingFactor else {
      recomputeTotals()
      return nil
    }
    let half = _slots.count / 2
    let right = Array(_slots[half...])
    _slots.removeSubrange(half...)
    recomputeTotals()
    return SumTree.Node(height: _height, slots: right)
  }
}
