extension CheckTree {
  /// Traps when any internal invariant is broken: the pre-order structure, the ID index, the
  /// inherited disabled flags, every subtree count, the totals and the mandatory bookkeeping.
  ///
  /// Tests call it after every operation; building with `-DFOLDKIT_INTERNAL_CHECKS` makes every
  /// mutation call it.
  ///
  /// - Complexity: O(*n*) for *n* items.
  @usableFromInline
  package func checkInvariants() {
    let count = self.count
    // The IDs are the tree's own, or a snapshot's (and then none is kept), or not known yet
    // (a tree grown without them, with no index either).
    precondition(
      _sharedIDs == nil
        ? _ids.count == count || (_ids.isEmpty && _indexShift == nil) : _ids.isEmpty,
      "\(_ids.count) IDs kept for \(count) records")
    // A shared index has entries for the snapshot's items before the tree's too.
    let entries = _indexShift.map { $0 + count } ?? 0
    precondition(_index.count == entries, "\(_index.count) index entries for \(entries) IDs")
    let indexed = _indexShift != nil
    for index in 0..<count {
      let record = _nodes[index]
      precondition(
        !indexed || storedIndex(of: id(at: index)) == index,
        "ID \(id(at: index)) not indexed at \(index)")
      let parent = Int(record.parent)
      let end = Int(record.end)
      precondition(parent >= -1 && parent < index, "node \(index) has parent \(parent)")
      precondition(end > index && end <= count, "node \(index) ends at \(end) of \(count)")
      if parent >= 0 {
        precondition(
          end <= Int(_nodes[parent].end), "node \(index) ends after its parent \(parent)")
      }
      if end > index + 1 {
        precondition(Int(_nodes[index + 1].parent) == index, "node \(index + 1) is not a child")
      }
      let inherited = propagation == .tristate && parent >= 0 && _nodes[parent].isDisabled
      precondition(
        record.isDisabled == (record.isOwnDisabled || inherited),
        "node \(index) disabled flag \(record.isDisabled) is inconsistent")
      if !hasStoredMark(index) {
        precondition(!record.isChecked, "tri-state parent \(index) stores a mark")
      }
    }
    for (mandatoryIndex, index) in _mandatory.enumerated() {
      precondition(_nodes[index].isMandatory, "listed node \(index) is not mandatory")
      if mandatoryIndex > 0 {
        precondition(_mandatory[mandatoryIndex - 1] < index, "mandatory list out of order")
      }
    }
    precondition(
      _mandatory.count == _nodes.lazy.filter { $0.isMandatory }.count, "mandatory list incomplete")
    let (nodes, all) = computedCounts()
    for index in 0..<count {
      precondition(
        nodes[index].counts == _nodes[index].counts,
        "node \(index) counts \(_nodes[index].counts), recomputed \(nodes[index].counts)")
    }
    precondition(all == _all, "totals \(_all), recomputed \(all)")
    let unchecked = _mandatory.lazy.filter { self.mark(at: $0) != .checked }.count
    precondition(
      unchecked == _uncheckedMandatoryCount,
      "\(_uncheckedMandatoryCount) unchecked mandatory counted, \(unchecked) found")
  }
}
