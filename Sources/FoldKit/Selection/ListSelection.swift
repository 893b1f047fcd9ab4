/// The items a person selected, kept by ID beside the expansion state.
///
/// A selection is a value: none, one or several items, and the anchor a range extends from. It
/// follows items by ID, so it survives new data (deleted items leave it and are reported in
/// ``removedByLastUpdate``), filters (a hidden item stays selected) and collapsing a parent (its
/// selected descendants stay selected). ``ListController`` keeps one in
/// ``ListController/selection`` and changes it in list order.
public struct ListSelection<ItemID: Hashable & Sendable>: Hashable, Sendable {
  /// How many items may be selected at once.
  public enum Mode: Hashable, Sendable {
    /// Selection is off: every change leaves it empty.
    case none
    /// At most one item: selecting another replaces it.
    case single
    /// Any number of items.
    case multiple
  }

  /// How many items may be selected at once.
  public var mode: Mode {
    didSet {
      if mode == .none {
        clear()
      } else if mode == .single && _items.count > 1 {
        let keep = _anchor.flatMap { _items.contains($0) ? $0 : nil } ?? _items.first
        _items = keep.map { [$0] } ?? []
        base = _items
      }
    }
  }
  /// The selected items.
  @inlinable public var items: Set<ItemID> { _items }
  @usableFromInline var _items: Set<ItemID> = []
  /// The item a range extends from: the last one selected or toggled on its own.
  @inlinable public var anchor: ItemID? { _anchor }
  @usableFromInline var _anchor: ItemID?
  /// The items selected before the current range, which extending keeps.
  @usableFromInline var base: Set<ItemID> = []
  /// The selected items that the last ``ListController/update(to:)`` removed because their
  /// item was deleted.
  @inlinable public var removedByLastUpdate: [ItemID] { _removed }
  @usableFromInline var _removed: [ItemID] = []

  /// Creates an empty selection.
  ///
  /// - Parameter mode: How many items may be selected at once; by default several.
  /// - Complexity: O(1).
  public init(mode: Mode = .multiple) {
    self.mode = mode
  }

  /// The number of selected items.
  ///
  /// - Complexity: O(1).
  public var count: Int { _items.count }

  /// Whether nothing is selected.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool { _items.isEmpty }

  /// Whether the item with `id` is selected.
  ///
  /// - Complexity: O(1) on average.
  public func contains(_ id: ItemID) -> Bool { _items.contains(id) }

  /// Makes the item with `id` the only selected item and the anchor.
  ///
  /// - Complexity: O(*s*) for *s* items selected before.
  public mutating func select(_ id: ItemID) {
    guard mode != .none else { return }
    _items = [id]
    base = _items
    _anchor = id
  }

  /// Adds the item with `id` if it is not selected, removes it if it is; it becomes the anchor.
  ///
  /// In single mode, toggling an unselected item replaces the selection.
  ///
  /// - Complexity: O(1) on average (O(*s*) in single mode).
  public mutating func toggle(_ id: ItemID) {
    guard mode != .none else { return }
    if _items.contains(id) {
      _items.remove(id)
    } else if mode == .single {
      _items = [id]
    } else {
      _items.insert(id)
    }
    base = _items
    _anchor = id
  }

  /// Replaces the current range (what was selected since the anchor was set) with `range`.
  ///
  /// - Complexity: O(*s* + *r*) for *s* selected items and *r* in the range.
  mutating func replaceRange<S: Sequence>(with range: S) where S.Element == ItemID {
    guard mode != .none else { return }
    if mode == .single {
      var last: ItemID?
      for id in range { last = id }
      _items = last.map { [$0] } ?? []
      return
    }
    _items = base
    _items.formUnion(range)
  }

  /// Adds `ids` to the selection without moving the anchor.
  ///
  /// - Complexity: O(*k*) for *k* IDs.
  @inlinable
  mutating func insert<S: Sequence>(contentsOf ids: S) where S.Element == ItemID {
    guard mode == .multiple else { return }
    _items.formUnion(ids)
    base = _items
  }

  /// Removes every item.
  ///
  /// - Complexity: O(*s*) for *s* selected items.
  public mutating func clear() {
    _items = []
    base = []
    _anchor = nil
  }

  /// Removes the items for which `isGone` is `true`, and records them in
  /// ``removedByLastUpdate``.
  ///
  /// - Complexity: O(*s*) for *s* selected items, plus the calls to `isGone`.
  @inlinable
  mutating func prune(where isGone: (ItemID) -> Bool) {
    prune(candidates: _items, where: isGone)
  }

  /// Removes the items among `candidates` for which `isGone` is `true`, and records them in
  /// ``removedByLastUpdate``.
  ///
  /// - Complexity: O(*k*) for *k* candidates, plus the calls to `isGone`.
  @inlinable
  mutating func prune<S: Sequence>(candidates: S, where isGone: (ItemID) -> Bool)
  where S.Element == ItemID {
    var removed: [ItemID] = []
    for id in candidates where _items.contains(id) && isGone(id) { removed.append(id) }
    _removed = removed
    if let _anchor, isGone(_anchor) { self._anchor = nil }
    guard !removed.isEmpty else { return }
    for id in removed {
      _items.remove(id)
      base.remove(id)
    }
  }
}
