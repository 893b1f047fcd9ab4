extension NodeIndexTable {
  /// The slot that records node `node`, whose ID hashes to `hash`.
  ///
  /// - Precondition: The table records `node` under `hash`.
  /// - Complexity: O(1) on average.
  func slot(of node: Int, hash: UInt32) -> Int {
    let entry = UInt64(hash) << 32 | UInt64(UInt32(truncatingIfNeeded: node + 1))
    var slot = firstSlot(hash: hash)
    while slots[slot] != entry {
      assert(slots[slot] != 0, "node \(node) is not in the index")
      slot = nextSlot(after: slot)
    }
    return slot
  }

  /// Makes slot `slot` record node `node`, keeping its hash bits.
  ///
  /// - Complexity: O(1).
  mutating func setNode(_ node: Int, atSlot slot: Int) {
    slots[slot] = slots[slot] & 0xFFFF_FFFF_0000_0000 | UInt64(UInt32(truncatingIfNeeded: node + 1))
  }
}

extension Snapshot {
  /// The node range a subtree move rewrote, and where the moved item landed.
  struct Rotation {
    /// The first node index whose node changed place.
    var lower: Int
    /// One past the last node index whose node changed place.
    var upper: Int
    /// The moved item's node index after the move.
    var root: Int
    /// The subtree's first node index and one past its last, before the move.
    var start: Int
    var end: Int
    /// The node the subtree now precedes, as indexed before the move.
    var target: Int

    /// The node index after the move of the node at `old` before it.
    func moved(_ old: Int) -> Int {
      guard old >= lower && old < upper else { return old }
      if target <= start { return old >= start ? target + (old - start) : old + (end - start) }
      return old >= end ? old - (end - start) : old + (target - end)
    }
  }

  /// Moves the subtree of `root` to `placement` in place, by rotating the nodes between its old
  /// and new place; `nil` (and nothing changed) when the snapshot does not allow it: children
  /// loaded on demand, items with options, "agree to all" items, or a move across sections.
  ///
  /// - Precondition: `placement` is valid for `root` (not inside its subtree; the index counts
  ///   the parent's children without `root`).
  /// - Complexity: O(*s* + *w* + *c* + *d*) for *s* nodes between the old and new place, *w* in
  ///   the subtree, *c* children of the old and new parent and depth *d*.
  mutating func rotating(_ root: Int, to placement: Placement) -> Rotation? {
    guard loaded.isEmpty, _toggleAllNodes.isEmpty, !hasItemOptions else { return nil }
    let record = _nodes[root]
    let section = record.section
    guard placement.section == section else { return nil }
    let start = root
    let end = record.subtreeEnd
    let width = end - start
    let parent = placement.parent
    let staying = self.staying(section: section, parent: parent, moved: [root])
    guard placement.index >= 0 && placement.index <= staying.count else { return nil }
    // The node the moved subtree will precede, in the current order.
    let target: Int
    if placement.index < staying.count {
      target = staying[placement.index]
    } else if let parent {
      target = _nodes[parent].subtreeEnd
    } else {
      target = _sections[section].nodes.upperBound
    }
    precondition(target <= start || target >= end, "a subtree cannot move into itself")
    let backward = target <= start
    let lower = backward ? target : start
    let upper = backward ? end : target
    func moved(_ old: Int) -> Int {
      guard old >= lower && old < upper else { return old }
      if backward { return old >= start ? target + (old - start) : old + width }
      return old >= end ? old - width : old + (target - end)
    }
    let oldParent = record.parent
    let depthDelta = (parent.map { _nodes[$0].depth + 1 } ?? 0) - record.depth

    // The index slots of the nodes that change place, found before anything changes.
    let slots = (lower..<upper).map {
      nodeIndexByID.slot(of: $0, hash: NodeIndexTable.hashBits(_nodes[$0].id))
    }
    let old = Array(_nodes[lower..<upper])
    let order =
      backward
      ? Array(start..<end) + Array(target..<start) : Array(end..<target) + Array(start..<end)
    for (offset, oldIndex) in order.enumerated() {
      var node = old[oldIndex - lower]
      if oldIndex == root {
        node._parent = Int32(truncatingIfNeeded: parent.map(moved) ?? -1)
      } else if let p = node.parent {
        node._parent = Int32(truncatingIfNeeded: moved(p))
      }
      if oldIndex >= start && oldIndex < end {
        node.moveDepth(by: depthDelta)
      }
      _nodes[lower + offset] = node
    }
    for (offset, slot) in slots.enumerated() {
      nodeIndexByID.setNode(moved(lower + offset), atSlot: slot)
    }

    // Subtree ends: a walk over the rewritten range with the items open at its start.
    var stack: [Int] = []
    let sectionStart = _sections[section].nodes.lowerBound
    if lower > sectionStart {
      var current: Int? = lower - 1
      while let node = current {
        stack.append(node)
        current = _nodes[node].parent
      }
      stack.reverse()
    }
    for index in lower..<upper {
      let p = _nodes[index].parent
      while let top = stack.last, top != p {
        stack.removeLast()
        _nodes[top]._subtreeEnd = Int32(truncatingIfNeeded: index)
      }
      stack.append(index)
    }
    // Still open at the end: they reach at least to `upper`; those inside the range hand their
    // children beyond it their new index.
    var next = upper
    for node in stack.reversed() {
      let nodeEnd = Swift.max(_nodes[node].subtreeEnd, upper)
      _nodes[node]._subtreeEnd = Int32(truncatingIfNeeded: nodeEnd)
      guard node >= lower else { continue }
      while next < nodeEnd {
        _nodes[next]._parent = Int32(truncatingIfNeeded: node)
        next = _nodes[next].subtreeEnd
      }
    }

    // Child counts and sibling positions.
    let newRoot = moved(root)
    let newParent = parent.map(moved)
    let formerParent = oldParent.map(moved)
    if formerParent == newParent {
      // Only siblings inside the range change position; the count stays.
      var index = backward ? placement.index : record.siblingIndex
      var child = lower
      while child < upper {
        _nodes[child]._siblingIndex = Int32(truncatingIfNeeded: index)
        index += 1
        child = _nodes[child].subtreeEnd
      }
    } else {
      if let formerParent { _nodes[formerParent]._childCount -= 1 }
      if let newParent { _nodes[newParent]._childCount += 1 }
      if formerParent == nil { _sections[section].topLevelCount -= 1 }
      if newParent == nil { _sections[section].topLevelCount += 1 }
      renumberChildren(of: formerParent, section: section)
      renumberChildren(of: newParent, section: section)
    }
    return Rotation(
      lower: lower, upper: upper, root: newRoot, start: start, end: end, target: target)
  }

  /// Gives the children of `parent` (or the top-level items of `section`) their sibling index
  /// and count again.
  ///
  /// - Complexity: O(*c*) for *c* children.
  mutating func renumberChildren(of parent: Int?, section: Int) {
    let range =
      parent.map { ($0 + 1)..<_nodes[$0].subtreeEnd } ?? _sections[section].nodes
    var children: [Int] = []
    var child = range.lowerBound
    while child < range.upperBound {
      children.append(child)
      child = _nodes[child].subtreeEnd
    }
    for (index, child) in children.enumerated() {
      _nodes[child]._siblingIndex = Int32(truncatingIfNeeded: index)
    }
  }
}
