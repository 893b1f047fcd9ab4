extension SumTree {
  /// A node of the tree: a leaf holding elements, or an internal node holding children.
  ///
  /// A node caches the element count and the summary of its subtree. An internal node also keeps
  /// the count and summary of each child in slots beside its children, so that a descent scans
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
    /// An internal node's children, each with its cached count and summary; empty in a leaf.
    @exclusivity(unchecked) @usableFromInline internal var _slots: [Slot]

    /// Creates a leaf holding `elements`.
    @inlinable
    internal init(leaf elements: [Element]) {
      _height = 0
      _count = elements.count
      _summary = .zero
      _elements = elements
      _slots = []
      recomputeLeafSummary()
    }

    /// Creates an internal node of height `height` holding `children`.
    @inlinable
    internal convenience init(height: Int, children: [Node]) {
      self.init(height: height, slots: children.map(Slot.init))
    }

    /// Creates an internal node of height `height` holding `slots`, whose cached counts and
    /// summaries are up to date.
    @inlinable
    internal init(height: Int, slots: [Slot]) {
      assert(height > 0 && !slots.isEmpty)
      _height = height
      _count = 0
      _summary = .zero
      _elements = []
      _slots = slots
      recomputeTotals()
    }

    /// A shallow copy: same elements or same children (shared).
    @inlinable
    internal init(copying other: Node) {
      _height = other._height
      _count = other._count
      _summary = other._summary
      _elements = other._elements
      _slots = other._slots
    }

    @inlinable
    internal var isLeaf: Bool { _height == 0 }

    /// The number of elements (leaf) or children (internal node).
    @inlinable
    internal var slotCount: Int { _height == 0 ? _elements.count : _slots.count }

    /// Recomputes a leaf's count and summary from its elements.
    @inlinable
    internal func recomputeLeafSummary() {
      var total = Element.Summary.zero
      for element in _elements { total.add(element.summary) }
      _summary = total
      _count = _elements.count
    }

    /// Refreshes an internal node's cached child counts and summaries from its children, then
    /// its own count and summary.
    @inlinable
    internal func recomputeSlots() {
      for index in _slots.indices {
        let child = _slots[index].node
        _slots[index].count = child._count
        _slots[index].summary = child._summary
      }
      recomputeTotals()
    }

    /// Recomputes an internal node's count and summary from its slots.
    @inlinable
    internal func recomputeTotals() {
      var count = 0
      var total = Element.Summary.zero
      for slot in _slots {
        count += slot.count
        total.add(slot.summary)
      }
      _count = count
      _summary = total
    }

    /// Recomputes an internal node's summary from its slots.
    @inlinable
    internal func recomputeSummaryFromSlots() {
      var total = Element.Summary.zero
      for slot in _slots { total.add(slot.summary) }
      _summary = total
    }

    /// Finds the child holding position `position` (`0 <= position < _count`): its index and the
    /// number of elements before it.
    @inlinable
    internal func childIndex(containing position: Int) -> (index: Int, offset: Int) {
      var index = 0
      var offset = position
      _slots.withUnsafeBufferPointer { slots in
        while offset >= slots[index].count {
          offset -= slots[index].count
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
      let last = _slots.count - 1
      while index < last && offset > _slots[index].count {
        offset -= _slots[index].count
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
      return root(over: level, branchingFactor: branchingFactor)
    }

    /// Builds balanced levels of parents over `level` (valid siblings of equal height, left to
    /// right) until one node remains, and returns it.
    @inlinable
    internal static func root(over nodes: [Node], branchingFactor: Int) -> Node {
      var level = nodes
      while level.count > 1 {
        let height = level[0]._height + 1
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

  /// A child of an internal node, with its element count and summary cached beside it so a
  /// descent scans one contiguous array.
  @usableFromInline
  internal struct Slot {
    /// `node._count`.
    @usableFromInline internal var count: Int
    /// `node._summary`.
    @usableFromInline internal var summary: Element.Summary
    /// The child.
    @usableFromInline internal var node: Node

    /// A slot for `node`, caching its current count and summary.
    @inlinable
    internal init(_ node: Node) {
      count = node._count
      summary = node._summary
      self.node = node
    }
  }
}
