extension SumTree {
  /// A node of the tree: a leaf holding elements, or an internal node holding children.
  ///
  /// A node caches the element count and the summary of its subtree. An internal node also keeps
  /// the count and summary of each child in arrays beside its children, so that a descent scans
  /// contiguous memory instead of visiting every child.
  ///
  /// Nodes are copy-on-write storage. A node is mutated only after `isKnownUniquelyReferenced` has
  /// proved that the tree being mutated holds the only reference to it (and to every node above
  /// it), so a node reachable from two tree values, and so from two threads, is never written.
  /// That is why the unchecked `Sendable` conformance is safe.
  ///
  /// The stored properties opt out of dynamic exclusivity checks, which otherwise dominate a
  /// descent. That is safe because every access is short and local to this file's algorithms: no
  /// access to a node's property begins while another one that writes the same property is in
  /// progress (a caller's `update` body gets the element, not the node, and cannot reach the tree
  /// it is changing, since that tree is `inout` for the duration).
  @usableFromInline
  internal final class Node: @unchecked Sendable {
    /// 0 for a leaf; one more than the children's height for an internal node.
    @exclusivity(unchecked) @usableFromInline internal var _height: Int
    /// The number of elements in this subtree.
    @exclusivity(unchecked) @usableFromInline internal var _count: Int
    /// The summary of this subtree's elements, in order.
    @exclusivity(unchecked) @usableFromInline internal var _summary: Element.Summary
    /// A leaf's elements; empty in an internal node.
    @exclusivity(unchecked) @usableFromInline internal var _elements: [Element]
    /// An internal node's children; empty in a leaf.
    @exclusivity(unchecked) @usableFromInline internal var _children: [Node]
    /// `_childCounts[i] == _children[i]._count`.
    @exclusivity(unchecked) @usableFromInline internal var _childCounts: [Int]
    /// `_childSummaries[i] == _children[i]._summary`.
    @exclusivity(unchecked) @usableFromInline internal var _childSummaries: [Element.Summary]

    /// Creates a leaf holding `elements`.
    @inlinable
    internal init(leaf elements: [Element]) {
      _height = 0
      _count = elements.count
      _summary = .zero
      _elements = elements
      _children = []
      _childCounts = []
      _childSummaries = []
      recomputeLeafSummary()
    }

    /// Creates an internal node of height `height` holding `children`.
    @inlinable
    internal init(height: Int, children: [Node]) {
      assert(height > 0 && !children.isEmpty)
      _height = height
      _count = 0
      _summary = .zero
      _elements = []
      _children = children
      _childCounts = []
      _childSummaries = []
      recomputeSlots()
    }

    /// A shallow copy: same elements or same children (shared).
    @inlinable
    internal init(copying other: Node) {
      _height = other._height
      _count = other._count
      _summary = other._summary
      _elements = other._elements
      _children = other._children
      _childCounts = other._childCounts
      _childSummaries = other._childSummaries
    }

    @inlinable
    internal var isLeaf: Bool { _height == 0 }

    /// The number of elements (leaf) or children (internal node).
    @inlinable
    internal var slotCount: Int { _height == 0 ? _elements.count : _children.count }

    /// Recomputes a leaf's count and summary from its elements.
    @inlinable
    internal func recomputeLeafSummary() {
      var total = Element.Summary.zero
      for element in _elements { total.add(element.summary) }
      _summary = total
      _count = _elements.count
    }

    /// Recomputes an internal node's per-child arrays, count and summary from its children.
    @inlinable
    internal func recomputeSlots() {
      _childCounts.removeAll(keepingCapacity: true)
      _childSummaries.removeAll(keepingCapacity: true)
      var count = 0
      var total = Element.Summary.zero
      for child in _children {
        _childCounts.append(child._count)
        _childSummaries.append(child._summary)
        count += child._count
        total.add(child._summary)
      }
      _count = count
      _summary = total
    }

    /// Recomputes an internal node's summary from its per-child summaries.
    @inlinable
    internal func recomputeSummaryFromSlots() {
      var total = Element.Summary.zero
      for summary in _childSummaries { total.add(summary) }
      _summary = total
    }

    /// Finds the child holding position `position` (`0 <= position < _count`): its index and the
    /// number of elements before it.
    @inlinable
    internal func childIndex(containing position: Int) -> (index: Int, offset: Int) {
      var index = 0
      var offset = position
      _childCounts.withUnsafeBufferPointer { counts in
        while offset >= counts[index] {
          offset -= counts[index]
          index += 1
        }
      }
      return (index, offset)
    }

    /// Finds the child to insert at `position` (`0 <= position <= _count`): the child whose end
    /// or interior holds the position, and the offset in it.
    @inlinable
    internal func childIndex(forInsertingAt position: Int) -> (index: Int, offset: Int) {
      var index = 0
      var offset = position
      let last = _childCounts.count - 1
      while index < last && offset > _childCounts[index] {
        offset -= _childCounts[index]
        index += 1
      }
      return (index, offset)
    }

    /// Builds a balanced tree from `elements`, with all nodes as full as possible; `nil` when
    /// there are none.
    @inlinable
    internal static func build(_ elements: [Element], branchingFactor: Int) -> Node? {
      guard !elements.isEmpty else { return nil }
      var level: [Node] = []
      let leafCount = (elements.count + branchingFactor - 1) / branchingFactor
      level.reserveCapacity(leafCount)
      forEachChunk(of: elements.count, into: leafCount) { range in
        level.append(Node(leaf: Array(elements[range])))
      }
      var height = 0
      while level.count > 1 {
        height += 1
        let parentCount = (level.count + branchingFactor - 1) / branchingFactor
        var parents: [Node] = []
        parents.reserveCapacity(parentCount)
        forEachChunk(of: level.count, into: parentCount) { range in
          parents.append(Node(height: height, children: Array(level[range])))
        }
        level = parents
      }
      return level[0]
    }

    /// Cuts `0..<total` into `parts` consecutive ranges whose sizes differ by at most one.
    @inlinable
    internal static func forEachChunk(
      of total: Int, into parts: Int, _ body: (Range<Int>) -> Void
    ) {
      let base = total / parts
      let extra = total % parts
      var start = 0
      for part in 0..<parts {
        let size = base + (part < extra ? 1 : 0)
        body(start..<(start + size))
        start += size
      }
    }
  }
}
