extension SumTree {
  /// Inserts `elements`, in order, so that the first ends up at `position`.
  ///
  /// The run goes into the leaf at `position`, which splits into as many balanced leaves as it
  /// needs; the new nodes are spliced into the parents on the way back up. Only the path to
  /// `position` is copied when shared.
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
    let added = elements.count
    guard added > 0 else { return }
    guard _root != nil else {
      _root = Node.build(Array(elements), branchingFactor: _branchingFactor)
      return
    }
    let factor = _branchingFactor
    let root = uniqueRoot()
    let siblings = root.insert(
      contentsOf: elements, count: added, at: position, branchingFactor: factor)
    if !siblings.isEmpty {
      _root = Node.root(over: [root] + siblings, branchingFactor: factor)
    }
    selfCheck()
  }
}

extension SumTree.Node {
  /// Inserts the `count` elements of `elements` at `position` in this uniquely referenced
  /// subtree.
  ///
  /// When the node overflows, it keeps the first of a run of balanced nodes and returns the
  /// others, which the caller places right after it.
  @inlinable
  internal func insert<C: Collection>(
    contentsOf elements: C, count added: Int, at position: Int, branchingFactor: Int
  ) -> [SumTree.Node] where C.Element == Element {
    if isLeaf {
      let total = _elements.count + added
      if total <= branchingFactor {
        _elements.insert(contentsOf: elements, at: position)
        recomputeLeafSummary()
        return []
      }
      // Each new leaf is filled straight from the leaf's elements before `position`, the new
      // elements and the leaf's elements after it, in that order: the run is never gathered
      // into one array first (for a large run, that copy would double the memory it takes).
      let before = _elements[..<position]
      let after = _elements[position...]
      var next = elements.startIndex
      var siblings: [SumTree.Node] = []
      let parts = (total + branchingFactor - 1) / branchingFactor
      siblings.reserveCapacity(parts - 1)
      var first: [Element] = []
      SumTree.Node.forEachChunk(of: total, into: parts) { range in
        var leaf: [Element] = []
        leaf.reserveCapacity(range.count)
        if range.lowerBound < before.count {
          leaf.append(contentsOf: before[range.lowerBound..<min(range.upperBound, before.count)])
        }
        let fromNew =
          min(range.upperBound, before.count + added) - max(range.lowerBound, before.count)
        if fromNew > 0 {
          let end = elements.index(next, offsetBy: fromNew)
          leaf.append(contentsOf: elements[next..<end])
          next = end
        }
        if range.upperBound > before.count + added {
          let start = max(range.lowerBound, before.count + added) - added
          leaf.append(contentsOf: after[start..<range.upperBound - added])
        }
        if range.lowerBound == 0 {
          first = leaf
        } else {
          siblings.append(SumTree.Node(leaf: leaf))
        }
      }
      _elements = first
      recomputeLeafSummary()
      return siblings
    }
    let (index, offset) = childIndex(forInsertingAt: position)
    let child = uniqueChild(at: index)
    let newChildren = child.insert(
      contentsOf: elements, count: added, at: offset, branchingFactor: branchingFactor)
    if newChildren.isEmpty {
      _slots[index].count += added
      _count += added
      _slots[index].summary = child._summary
      recomputeSummaryFromSlots()
      return []
    }
    _slots[index] = SumTree.Slot(child)
    _slots.insert(contentsOf: newChildren.map(SumTree.Slot.init), at: index + 1)
    let total = _slots.count
    if total <= branchingFactor {
      recomputeTotals()
      return []
    }
    let all = _slots
    var siblings: [SumTree.Node] = []
    let parts = (total + branchingFactor - 1) / branchingFactor
    siblings.reserveCapacity(parts - 1)
    SumTree.Node.forEachChunk(of: total, into: parts) { range in
      if range.lowerBound == 0 {
        _slots = Array(all[range])
      } else {
        siblings.append(SumTree.Node(height: _height, slots: Array(all[range])))
      }
    }
    recomputeTotals()
    return siblings
  }
}
