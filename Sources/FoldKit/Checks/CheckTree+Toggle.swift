extension CheckTree {
  /// Toggles an item, as a tap on its row does, and reports what changed.
  ///
  /// In a tri-state tree toggling a leaf flips it and updates its ancestors; toggling a parent
  /// checks every enabled leaf below it, unless all of them are already checked, in which case it
  /// unchecks them. In an independent tree the item alone flips. A disabled item (or a parent
  /// with no enabled leaf below it) does not change, and the change is empty.
  ///
  /// - Parameter id: The item to toggle.
  /// - Returns: The items whose mark changed, in tree order, with the agree-all and confirm
  ///   flags.
  /// - Precondition: The tree holds `id`.
  /// - Complexity: O(*d*) for a leaf at depth *d*; O(*k* + *d*) for a parent with *k* items in
  ///   its subtree (subtrees already at the target mark are skipped whole).
  @inlinable
  public mutating func toggle(_ id: ID) -> CheckChange<ID> {
    let index = index(of: id)
    switch propagation {
    case .tristate:
      return toggleSubtree(at: index)
    case .independent:
      return assignNode(index, to: !_nodes[index].isChecked)
    }
  }

  /// Checks or unchecks an item and reports what changed.
  ///
  /// In a tri-state tree this sets every enabled leaf of the item's subtree; in an independent
  /// tree it sets the item alone. Disabled items keep their marks.
  ///
  /// - Parameters:
  ///   - id: The item to set.
  ///   - checked: The mark to set: `true` for checked.
  /// - Returns: The items whose mark changed, with the agree-all and confirm flags.
  /// - Precondition: The tree holds `id`.
  /// - Complexity: As ``toggle(_:)``.
  @inlinable
  public mutating func set(_ id: ID, checked: Bool) -> CheckChange<ID> {
    let index = index(of: id)
    switch propagation {
    case .tristate:
      return assignSubtree(index, to: checked)
    case .independent:
      return assignNode(index, to: checked)
    }
  }

  /// Toggles an item's whole subtree, as an "agree to all in this section" control does.
  ///
  /// Every enabled stored mark in the subtree (the item included) becomes checked, unless all of
  /// them are already checked, in which case all become unchecked. In a tri-state tree this is
  /// the same as ``toggle(_:)``.
  ///
  /// - Parameter id: The top of the subtree.
  /// - Returns: The items whose mark changed, with the agree-all and confirm flags.
  /// - Precondition: The tree holds `id`.
  /// - Complexity: O(*k* + *d*) for *k* items in the subtree at depth *d*.
  @inlinable
  public mutating func toggleSubtree(_ id: ID) -> CheckChange<ID> {
    toggleSubtree(at: index(of: id))
  }

  /// Checks or unchecks every enabled item in an item's subtree, the item included.
  ///
  /// - Parameters:
  ///   - id: The top of the subtree.
  ///   - checked: The mark to set: `true` for checked.
  /// - Returns: The items whose mark changed, with the agree-all and confirm flags.
  /// - Precondition: The tree holds `id`.
  /// - Complexity: O(*k* + *d*) for *k* items in the subtree at depth *d*.
  @inlinable
  public mutating func setSubtree(_ id: ID, checked: Bool) -> CheckChange<ID> {
    assignSubtree(index(of: id), to: checked)
  }

  /// Toggles the agree-all control.
  ///
  /// Every enabled item becomes checked, unless all of them are already checked, in which case
  /// all become unchecked. Disabled items keep their marks.
  ///
  /// - Returns: The items whose mark changed, with the agree-all and confirm flags.
  /// - Complexity: O(*n*) for *n* items in the worst case; subtrees already at the target mark
  ///   are skipped whole.
  @inlinable
  public mutating func toggleAll() -> CheckChange<ID> {
    guard _all.enabled > 0 else { return CheckChange() }
    return setAll(!_all.allEnabledChecked)
  }

  /// Checks or unchecks every enabled item; disabled items keep their marks.
  ///
  /// - Parameter checked: The mark to set: `true` for checked.
  /// - Returns: The items whose mark changed, with the agree-all and confirm flags.
  /// - Complexity: O(*n*) for *n* items in the worst case; subtrees already at the target mark
  ///   are skipped whole.
  @inlinable
  public mutating func setAll(_ checked: Bool) -> CheckChange<ID> {
    let newChecked = _all.checkedCount(settingEnabledTo: checked)
    guard newChecked != _all.checked else { return CheckChange() }
    let before = (all: allMark, confirm: canConfirm)
    var changed: [Int] = []
    _all.checked = newChecked
    assign(0..<count, to: checked, changed: &changed)
    return finish(changed, allMark: before.all, canConfirm: before.confirm)
  }

  /// Toggles the enabled stored marks of the subtree at `index`.
  @inlinable
  mutating func toggleSubtree(at index: Int) -> CheckChange<ID> {
    let counts = _nodes[index].counts
    guard counts.enabled > 0 else { return CheckChange() }
    return assignSubtree(index, to: !counts.allEnabledChecked)
  }

  /// Sets every enabled stored mark of the subtree at `index` to `target`, updating the
  /// ancestors.
  @inlinable
  mutating func assignSubtree(_ index: Int, to target: Bool) -> CheckChange<ID> {
    let counts = _nodes[index].counts
    let delta = counts.checkedCount(settingEnabledTo: target) - counts.checked
    guard delta != 0 else { return CheckChange() }
    let before = (all: allMark, confirm: canConfirm)
    var changed: [Int] = []
    var ancestor = Int(_nodes[index].parent)
    while ancestor >= 0 {
      let old = _nodes[ancestor].counts.mark
      _nodes[ancestor].counts.checked += delta
      if propagation == .tristate {
        let new = _nodes[ancestor].counts.mark
        if old != new {
          changed.append(ancestor)
          noteMarkChange(at: ancestor, from: old, to: new)
        }
      }
      ancestor = Int(_nodes[ancestor].parent)
    }
    changed.reverse()
    _all.checked += delta
    assign(index..<Int(_nodes[index].end), to: target, changed: &changed)
    return finish(changed, allMark: before.all, canConfirm: before.confirm)
  }

  /// Sets every enabled stored mark of the whole subtrees in `range` to `target`, updating the
  /// counts inside the range only and appending changed nodes in pre-order.
  @inlinable
  mutating func assign(_ range: Range<Int>, to target: Bool, changed: inout [Int]) {
    var index = range.lowerBound
    while index < range.upperBound {
      let record = _nodes[index]
      let newChecked = record.counts.checkedCount(settingEnabledTo: target)
      guard newChecked != record.counts.checked else {
        // Every enabled stored mark below is already at the target.
        index = Int(record.end)
        continue
      }
      let old = mark(at: index)
      _nodes[index].counts.checked = newChecked
      if !record.isDisabled && hasStoredMark(index) { _nodes[index].isChecked = target }
      let new = mark(at: index)
      if old != new {
        changed.append(index)
        noteMarkChange(at: index, from: old, to: new)
      }
      index += 1
    }
  }

  /// Sets the stored mark of node `index` alone (independent trees).
  @inlinable
  mutating func assignNode(_ index: Int, to target: Bool) -> CheckChange<ID> {
    let record = _nodes[index]
    guard !record.isDisabled, record.isChecked != target else { return CheckChange() }
    let before = (all: allMark, confirm: canConfirm)
    let delta: Int32 = target ? 1 : -1
    _nodes[index].isChecked = target
    var node = index
    while node >= 0 {
      _nodes[node].counts.checked += delta
      node = Int(_nodes[node].parent)
    }
    _all.checked += delta
    noteMarkChange(
      at: index, from: target ? .unchecked : .checked, to: target ? .checked : .unchecked)
    return finish([index], allMark: before.all, canConfirm: before.confirm)
  }

  /// Keeps the count of unchecked mandatory items in step with a node's mark change.
  @inlinable
  mutating func noteMarkChange(at index: Int, from old: CheckMark, to new: CheckMark) {
    guard _nodes[index].isMandatory else { return }
    if old == .checked { _uncheckedMandatoryCount += 1 }
    if new == .checked { _uncheckedMandatoryCount -= 1 }
  }

  /// Builds the reported change from the changed node indexes and the state before.
  @inlinable
  func finish(_ changed: [Int], allMark oldAll: CheckMark, canConfirm oldConfirm: Bool)
    -> CheckChange<ID>
  {
    #if FOLDKIT_INTERNAL_CHECKS
    checkInvariants()
    #endif
    var ids: [ID] = []
    ids.reserveCapacity(changed.count)
    for index in changed { ids.append(id(at: index)) }
    return CheckChange(
      changed: ids, allMarkChanged: oldAll != allMark, canConfirmChanged: oldConfirm != canConfirm)
  }
}
