extension Snapshot {
  /// The node indexes whose content differs from `other`'s, in ascending order, if the two
  /// snapshots have the same shape; `nil` otherwise.
  ///
  /// Two snapshots have the same shape when they have the same sections (IDs, headers, footers,
  /// collapsibility and node ranges) and the same items at every node index (IDs, places in the
  /// tree, detail rows, behaviors and options), none loaded on demand. Only the items' content
  /// may differ. Then everything derived from IDs and shape (visible rows, expansion, checks,
  /// selection) carries over from one to the other, and only the rows of the items listed change.
  ///
  /// The walk stops at the first difference in shape, so a changed list costs little to reject;
  /// it reads both node arrays in place, without copying a node. Inlinable, so it compares the
  /// caller's ID and content types specialized.
  ///
  /// - Complexity: O(*n*) for *n* items when the shapes are equal; O(*k*) when the first
  ///   difference is at node *k*.
  @inlinable
  func changedContent(ifSameShapeAs other: Self) -> [Int]? {
    guard !hasLoadedItems, !other.hasLoadedItems, _nodes.count == other._nodes.count,
      _sections.count == other._sections.count
    else { return nil }
    for index in _sections.indices {
      let a = _sections[index]
      let b = other._sections[index]
      guard a.id == b.id, a.nodes == b.nodes, a.topLevelCount == b.topLevelCount,
        a.isCollapsible == b.isCollapsible, a.header == b.header, a.footer == b.footer
      else { return nil }
    }
    return _nodes.withUnsafeBufferPointer { old in
      other._nodes.withUnsafeBufferPointer { new -> [Int]? in
        var changed: [Int] = []
        for index in old.indices {
          guard old[index]._subtreeEnd == new[index]._subtreeEnd,
            old[index]._parent == new[index]._parent,
            old[index]._depth == new[index]._depth,
            old[index]._section == new[index]._section,
            old[index]._childCount == new[index]._childCount,
            old[index]._siblingIndex == new[index]._siblingIndex,
            old[index]._flags == new[index]._flags,
            old[index].behavior == new[index].behavior,
            old[index].id == new[index].id
          else { return nil }
          if !(old[index].content == new[index].content) { changed.append(index) }
        }
        return changed
      }
    }
  }
}
