extension ListController {
  /// Makes the item with `id` the only selected item and the anchor of ranges.
  ///
  /// This changes the ``selection`` only; ``select(at:)`` carries out a row's behavior.
  ///
  /// - Returns: The items whose selection changed.
  /// - Complexity: O(*s*) for *s* items selected before.
  @discardableResult
  public mutating func selectItem(_ id: ItemID) -> SelectionChange<ItemID> {
    changingSelection { $0.select(id) }
  }

  /// Selects the item with `id` if it is not selected, deselects it if it is; it becomes the
  /// anchor of ranges.
  ///
  /// - Returns: The items whose selection changed.
  /// - Complexity: O(1) on average.
  @discardableResult
  public mutating func toggleSelection(of id: ItemID) -> SelectionChange<ItemID> {
    let wasSelected = selection.contains(id)
    let before = selection.items
    _selection.toggle(id)
    if selection.mode == .single && !wasSelected {
      return SelectionChange(
        added: selection.contains(id) ? [id] : [], removed: Array(before), count: selection.count)
    }
    guard selection.mode != .none else {
      return SelectionChange(added: [], removed: [], count: 0)
    }
    return SelectionChange(
      added: wasSelected ? [] : [id], removed: wasSelected ? [id] : [], count: selection.count)
  }

  /// Selects the visible items from the anchor to the item with `id`, as Shift with a click or
  /// an arrow key does: the range replaces the previous range from the same anchor, and items
  /// selected before the anchor was set stay selected.
  ///
  /// Without a visible anchor, it selects the item alone (as ``selectItem(_:)``). Only item rows
  /// count: headers, detail and loading rows in the range are skipped, and so are hidden items.
  ///
  /// - Precondition: The item with `id` has a visible row.
  /// - Returns: The items whose selection changed.
  /// - Complexity: O(log *n* + *r* + *s*) for *r* rows in the range and *s* selected items.
  @discardableResult
  public mutating func extendSelection(to id: ItemID) -> SelectionChange<ItemID> {
    guard let node = snapshot.nodeIndex(of: id),
      let target = rows.position(ofNode: node, in: snapshot)
    else { preconditionFailure("item \(id) has no visible row") }
    guard let anchor = selection.anchor, let anchorNode = snapshot.nodeIndex(of: anchor),
      let start = rows.position(ofNode: anchorNode, in: snapshot)
    else { return selectItem(id) }
    let range = Swift.min(start, target)..<(Swift.max(start, target) + 1)
    let nodes = snapshot.nodes
    var ids: [ItemID] = []
    for element in rows.elements.elements(in: range) where element.kind == .row {
      ids.append(nodes[element.index].id)
    }
    if target < start { ids.reverse() }
    return changingSelection { $0.replaceRange(with: ids) }
  }

  /// Selects every visible item of section `section`, or of the whole list.
  ///
  /// Hidden items (in collapsed parents or sections, or outside a filter) are not added; items
  /// selected before stay selected. In single mode nothing changes.
  ///
  /// - Parameter section: The section, or `nil` for every section.
  /// - Returns: The items whose selection changed.
  /// - Complexity: O(*v* + *s*) for *v* visible rows in the scope and *s* selected items.
  @inlinable @discardableResult
  public mutating func selectAll(inSection section: Int? = nil) -> SelectionChange<ItemID> {
    guard selection.mode == .multiple else {
      return SelectionChange(added: [], removed: [], count: selection.count)
    }
    let range: Range<Int>
    if let section {
      precondition(
        section >= 0 && section < numberOfSections,
        "section \(section) not in 0..<\(numberOfSections)")
      range = rows.headerPosition(ofSection: section)..<rows.footerPosition(ofSection: section)
    } else {
      range = 0..<rows.elements.count
    }
    let nodes = snapshot.nodes
    var added: [ItemID] = []
    let selected = selection.items
    for element in rows.elements.elements(in: range) where element.kind == .row {
      let id = nodes[element.index].id
      if !selected.contains(id) { added.append(id) }
    }
    _selection.insert(contentsOf: added)
    return SelectionChange(added: added, removed: [], count: selection.count)
  }

  /// Deselects every item.
  ///
  /// - Returns: The items whose selection changed.
  /// - Complexity: O(*s*) for *s* selected items.
  @discardableResult
  public mutating func clearSelection() -> SelectionChange<ItemID> {
    let removed = Array(selection.items)
    _selection.clear()
    return SelectionChange(added: [], removed: removed, count: 0)
  }

  /// Sets how many items may be selected at once; switching to single keeps the anchor (or one
  /// item), switching to none clears the selection.
  ///
  /// - Returns: The items whose selection changed.
  /// - Complexity: O(*s*) for *s* selected items.
  @discardableResult
  public mutating func setSelectionMode(_ mode: ListSelection<ItemID>.Mode) -> SelectionChange<
    ItemID
  > {
    changingSelection { $0.mode = mode }
  }

  /// Whether the row at `indexPath` shows as selected: an item row whose item is selected.
  ///
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: O(log *n*).
  public func isSelected(at indexPath: ListIndexPath) -> Bool {
    let element = rows[indexPath]
    return element.kind == .row && selection.contains(snapshot.nodes[element.index].id)
  }

  /// The selected items, in list order (hidden ones included).
  ///
  /// - Complexity: O(*s* log *s*) for *s* selected items.
  public var selectedItems: [ItemID] {
    let snapshot = self.snapshot
    let nodes = selection.items.compactMap { snapshot.nodeIndex(of: $0) }
    return nodes.sorted {
      snapshot.elementKey(.row, node: $0) < snapshot.elementKey(.row, node: $1)
    }.map { snapshot.nodes[$0].id }
  }

  /// How many selected items have no visible row: hidden by a filter, a collapsed parent or a
  /// collapsed section.
  ///
  /// - Complexity: O(*s* log *n*) for *s* selected items.
  public var hiddenSelectionCount: Int {
    selection.items.reduce(0) { count, id in count + (indexPath(of: id) == nil ? 1 : 0) }
  }

  /// How many of the item's descendants are selected (at any depth), so that a collapsed parent
  /// can show that it holds some.
  ///
  /// - Precondition: The snapshot contains `id`.
  /// - Complexity: O(min(*k*, *s* · *d*)) for *k* descendants, *s* selected items and depth *d*.
  public func selectedDescendantCount(of id: ItemID) -> Int {
    guard let node = snapshot.nodeIndex(of: id) else {
      preconditionFailure("item \(id) is not in the snapshot")
    }
    guard !selection.isEmpty else { return 0 }
    let range = snapshot.descendantRange(of: node)
    if !snapshot.hasLoadedItems && range.count <= selection.count * 8 {
      return range.reduce(0) { $0 + (selection.contains(snapshot.nodes[$1].id) ? 1 : 0) }
    }
    let set: Set<Int> = [node]
    return selection.items.reduce(0) { count, selected in
      guard let other = snapshot.nodeIndex(of: selected), other != node,
        snapshot.isInside(other, set)
      else { return count }
      return count + 1
    }
  }

  /// Applies `change` to the selection and reports which items changed.
  mutating func changingSelection(_ change: (inout ListSelection<ItemID>) -> Void)
    -> SelectionChange<ItemID>
  {
    let before = selection.items
    change(&_selection)
    let after = selection.items
    if before.count <= 1 && after.count <= 1 {
      return SelectionChange(
        added: after.subtracting(before).map { $0 }, removed: before.subtracting(after).map { $0 },
        count: after.count)
    }
    return SelectionChange(
      added: after.filter { !before.contains($0) }, removed: before.filter { !after.contains($0) },
      count: after.count)
  }
}
