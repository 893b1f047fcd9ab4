extension SumTree {
  /// Removes the elements in `range`.
  ///
  /// A short range is removed in place, leaf by leaf, merging an underfull node with a neighbour
  /// on the way back up; a long one is cut out with two splits and a concatenation.
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
    if range.count <= 2 * factor {
      var remaining = range.count
      while remaining > 0 {
        let root = uniqueRoot()
        remaining -= root.removeRun(
          at: range.lowerBound, limit: remaining, branchingFactor: factor)
        collapseRoot()
      }
    } else {
      let (head, tail) = Node.split(_root, at: range.upperBound, branchingFactor: factor)
      _root = nil
      let (left, _) = Node.split(head, at: range.lowerBound, branchingFactor: factor)
      _root = Node.join(left, tail, branchingFactor: factor)
    }
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

  /// Drops an empty root leaf and internal roots with a single child.
  @inlinable
  internal mutating func collapseRoot() {
    while let root = _root {
      if root.isLeaf {
        if root._elements.isEmpty { _root = nil }
        return
      }
      guard root._slots.count == 1 else { return }
      _root = root._slots[0].node
    }
  }
}

extension SumTree.Node {
  /// Removes up to `limit` elements from `position` on in this uniquely referenced subtree,
  /// stopping at the end of the leaf that holds `position`; returns how many it removed.
  ///
  /// Children left underfull are merged with (or share slots with) a neighbour; this node
  /// itself may be left underfull, for its parent to fix.
  @inlinable
  internal func removeRun(at position: Int, limit: Int, branchingFactor: Int) -> Int {
    if isLeaf {
      let end = Swift.min(_elements.count, position + limit)
      _elements.removeSubrange(position..<end)
      recomputeLeafSummary()
      return end - position
    }
    let (index, offset) = childIndex(containing: position)
    let child = uniqueChild(at: index)
    let removed = child.removeRun(at: offset, limit: limit, branchingFactor: branchingFactor)
    if child.slotCount >= branchingFactor / 2 {
      _slots[index].count -= removed
      _count -= removed
      _slots[index].summary = child._summary
      recomputeSummaryFromSlots()
    } else {
      // Every node with children has at least two, so a neighbour exists.
      let left = index > 0 ? index - 1 : index
      _slots[index] = SumTree.Slot(child)
      let pooled = SumTree.Node.pair(
        _slots[left].node, _slots[left + 1].node, branchingFactor: branchingFactor)
      _slots.replaceSubrange(left...(left + 1), with: pooled.map(SumTree.Slot.init))
      recomputeTotals()
    }
    return removed
  }
}
