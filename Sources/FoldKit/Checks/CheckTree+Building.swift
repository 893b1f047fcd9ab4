extension CheckTree {
  /// One level of the explicit stack used to walk the input nodes.
  @usableFromInline
  struct BuildFrame {
    @usableFromInline var children: [Node]
    @usableFromInline var next: Int
    @usableFromInline var index: Int
    @usableFromInline var disabled: Bool
    @usableFromInline var checked: Bool

    @inlinable
    init(children: [Node], next: Int, index: Int, disabled: Bool, checked: Bool) {
      self.children = children
      self.next = next
      self.index = index
      self.disabled = disabled
      self.checked = checked
    }
  }

  /// Flattens `roots` into the pre-order arrays (flags and structure, not counts).
  ///
  /// Throws for the first ID, in pre-order, that an earlier node has; the arrays then hold all
  /// of `roots` and the index those before it, for the caller to drop (``removeNodes(from:)``).
  @inlinable
  mutating func build(_ roots: [Node]) throws(CheckTreeError<ID>) {
    let start = count
    reserve(adding: Self.nodeCount(roots))
    var stack: [BuildFrame] = [
      BuildFrame(children: roots, next: 0, index: -1, disabled: false, checked: false)
    ]
    // A frame's children are taken into a local once each time the walk resumes the frame
    // (not once per node), and nodes are read field by field, never copied whole.
    while !stack.isEmpty {
      let last = stack.count - 1
      let children = stack[last].children
      let parent = stack[last].index
      let parentDisabled = stack[last].disabled
      let parentChecked = stack[last].checked
      var position = stack[last].next
      var child: BuildFrame?
      while position < children.count {
        let index = count
        let isLeaf = children[position].children.isEmpty
        // Its end is set when the walk leaves its children.
        let (disabled, inheritedChecked) = appendRecord(
          id: children[position].id, parent: parent, end: index + 1, isLeaf: isLeaf,
          isChecked: children[position].isChecked, isMandatory: children[position].isMandatory,
          isDisabled: children[position].isDisabled,
          inherited: (parentDisabled, parentChecked))
        position += 1
        if !isLeaf {
          child = BuildFrame(
            children: children[position - 1].children, next: 0, index: index,
            disabled: disabled, checked: inheritedChecked)
          break
        }
      }
      if let child {
        stack[last].next = position
        stack.append(child)
      } else {
        if parent >= 0 { _nodes[parent].end = Int32(count) }
        stack.removeLast()
      }
    }
    // The IDs are indexed once the walk is done, in pre-order, in batches whose slots are read
    // together; the index keeps the first use of an ID, never the second.
    let duplicate = _ids.withUnsafeBufferPointer { ids in
      _index.insertInBatches(start..<ids.count) { ids[$0] }
    }
    try throwDuplicate(duplicate, start: start)
  }

  /// Makes room for `total` more nodes in every array up front, which saves rehashing the index
  /// as it grows; by at least doubling, so that a tree grown by many small appends copies each
  /// item a bounded number of times (room for exactly the new items would copy the whole tree
  /// at every append).
  ///
  /// The IDs get room only when the tree keeps them (`storingIDs`).
  @inlinable
  mutating func reserve(adding total: Int, storingIDs: Bool = true) {
    let needed = count + total
    precondition(
      needed <= CheckTreeRecord.maximumCount,
      "a check tree holds at most \(CheckTreeRecord.maximumCount) items")
    if storingIDs && _ids.capacity < needed {
      _ids.reserveCapacity(Swift.max(needed, 2 * _ids.capacity))
    }
    if _nodes.capacity < needed {
      _nodes.reserveCapacity(Swift.max(needed, 2 * _nodes.capacity))
    }
    if _indexShift == 0, _index.capacity < needed {
      _index.reserveCapacity(Swift.max(needed, 2 * _index.capacity))
    }
  }

  /// Appends the record of the next node in pre-order (its flags from its own and what its
  /// parent passes down, its counts not yet made), and its ID when given one.
  ///
  /// - Returns: What the node passes down to its children: whether it or, in a tristate tree,
  ///   an ancestor is disabled, and checked.
  @inlinable
  mutating func appendRecord(
    id: ID?, parent: Int, end: Int, isLeaf: Bool, isChecked: Bool, isMandatory: Bool,
    isDisabled: Bool, inherited: (disabled: Bool, checked: Bool)
  ) -> (disabled: Bool, checked: Bool) {
    let tristate = propagation == .tristate
    let disabled = isDisabled || (tristate && inherited.disabled)
    let inheritedChecked = isChecked || (tristate && inherited.checked)
    var flags: UInt8 = 0
    if tristate ? (isLeaf && inheritedChecked) : isChecked {
      flags |= CheckTreeRecord.checkedFlag
    }
    if isMandatory { flags |= CheckTreeRecord.mandatoryFlag }
    if disabled { flags |= CheckTreeRecord.disabledFlag }
    if isDisabled { flags |= CheckTreeRecord.ownDisabledFlag }
    if isMandatory { _mandatory.append(count) }
    if let id { _ids.append(id) }
    _nodes.append(
      CheckTreeRecord(
        parent: Int32(parent), end: Int32(end), flags: flags, counts: CheckTreeCounts()))
    return (disabled, inheritedChecked)
  }

  /// Throws for the ID used twice that indexing the nodes from `start` on found, if any.
  @inlinable
  func throwDuplicate(
    _ duplicate: (node: Int, earlier: Int)?, start: Int
  ) throws(CheckTreeError<ID>) {
    if let (node, first) = duplicate {
      // Paths are worked out only now, from the parent links; a top-level item's position is
      // among the roots given.
      let secondPath: [Int]
      if _nodes[node].parent < 0 {
        var position = 0
        var root = start
        while root < node {
          position += 1
          root = Int(_nodes[root].end)
        }
        secondPath = [position]
      } else {
        secondPath = Self.path(of: node, nodes: _nodes)
      }
      throw .duplicateID(
        id(at: node), firstPath: Self.path(of: first, nodes: _nodes), secondPath: secondPath)
    }
  }

  /// The number of nodes in `roots` and all their subtrees.
  @inlinable
  static func nodeCount(_ roots: [Node]) -> Int {
    var count = 0
    var pending: [[Node]] = [roots]
    while let nodes = pending.popLast() {
      count += nodes.count
      for index in nodes.indices where !nodes[index].children.isEmpty {
        pending.append(nodes[index].children)
      }
    }
    return count
  }

  /// The child positions from the top level down to node `index`, found from the parent links:
  /// a node's position is the number of siblings before it, counted by skipping subtrees from
  /// its parent's first child (or the first root).
  @usableFromInline
  static func path(of index: Int, nodes: [CheckTreeRecord]) -> [Int] {
    var path: [Int] = []
    var current = index
    while current >= 0 {
      let parent = Int(nodes[current].parent)
      var position = 0
      var sibling = parent + 1
      while sibling < current {
        position += 1
        sibling = Int(nodes[sibling].end)
      }
      path.append(position)
      current = parent
    }
    return path.reversed()
  }

  /// Whether node `index` carries a stored mark: every leaf, and in an independent tree every
  /// node.
  @inlinable
  func hasStoredMark(_ index: Int) -> Bool {
    propagation == .independent || _nodes[index].end == Int32(index + 1)
  }

  /// Computes every subtree count, the totals and the mandatory count of a tree just built,
  /// whose counts are all zero, in place.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  mutating func countBuiltTree() {
    let independent = propagation == .independent
    _all = _nodes.withUnsafeMutableBufferPointer {
      Self.accumulateCounts(in: $0, independent: independent)
    }
    countUncheckedMandatory()
  }

  /// Recomputes every subtree count, the totals and the mandatory count from the stored marks.
  @inlinable
  mutating func recount() {
    (_nodes, _all) = computedCounts()
    countUncheckedMandatory()
  }

  /// Recounts the mandatory items whose mark is not checked.
  @inlinable
  mutating func countUncheckedMandatory() {
    _uncheckedMandatoryCount = 0
    for index in _mandatory where mark(at: index) != .checked {
      _uncheckedMandatoryCount += 1
    }
  }

  /// The nodes with every count recomputed from the stored marks, and the totals.
  ///
  /// - Complexity: O(*n*).
  @inlinable
  func computedCounts() -> ([CheckTreeRecord], CheckTreeCounts) {
    var nodes = _nodes
    let independent = propagation == .independent
    let all = nodes.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices { buffer[index].counts = CheckTreeCounts() }
      return Self.accumulateCounts(in: buffer, independent: independent)
    }
    return (nodes, all)
  }

  /// Counts every subtree's stored marks, returning the totals of the roots.
  ///
  /// Adds each node's stored mark to its own counts and its subtree's counts to its parent's,
  /// from the last node to the first (children come after their parent in pre-order). Counts
  /// must start at zero.
  ///
  /// - Complexity: O(*n*).
  ///
  /// With `start`, only the nodes from `start` on are counted: whole subtrees appended after the
  /// others, whose counts are then the only ones that change (besides the totals returned).
  @inlinable
  static func accumulateCounts(
    in nodes: UnsafeMutableBufferPointer<CheckTreeRecord>, from start: Int = 0, independent: Bool
  ) -> CheckTreeCounts {
    var all = CheckTreeCounts()
    for index in (start..<nodes.count).reversed() {
      let record = nodes[index]
      var counts = record.counts
      // Every leaf stores a mark; in an independent tree every node does.
      if independent || record.end == Int32(index + 1) {
        counts.total += 1
        if record.isDisabled {
          if record.isChecked { counts.fixedChecked += 1 }
        } else {
          counts.enabled += 1
        }
        if record.isChecked { counts.checked += 1 }
      }
      nodes[index].counts = counts
      let parent = Int(record.parent)
      if parent >= 0 {
        nodes[parent].counts.add(counts)
      } else {
        all.add(counts)
      }
    }
    return all
  }
}

extension CheckTreeCounts {
  /// Adds a child subtree's counts to these.
  @inlinable
  mutating func add(_ other: CheckTreeCounts) {
    total += other.total
    enabled += other.enabled
    fixedChecked += other.fixedChecked
    checked += other.checked
  }
}
