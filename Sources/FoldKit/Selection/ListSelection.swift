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
      } else if mode == .single && items.count > 1 {
        let keep = anchor.flatMap { items.contains($0) ? $0 : nil } ?? items.first
        items = keep.map { [$0] } ?? []
        base = items
      }
    }
  }
  /// The selected items.
  public private(set) var items: Set<ItemID> = []
  /// The item a range extends from: the last one selected or toggled on its own.
  public private(set) var anchor: ItemID?
  /// The items selected before the current range, which extending keeps.
  var base: Set<ItemID> = []
  /// The selected items that the last ``ListController/update(to:)`` removed because their
  /// item was deleted.
  public internal(set) var removedByLastUpdate: [ItemID] = []

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
  public var count: Int { items.count }

  /// Whether nothing is selected.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool { items.isEmpty }

  /// Whether the item with `id` is selected.
  ///
  /// - Complexity: O(1) on average.
  public func contains(_ id: ItemID) -> Bool { items.contains(id) }

  /// Makes the item with `id` the only selected item and the anchor.
  ///
  /// - Complexity: O(*s*) for *s* items selected before.
  public mutating func select(_ id: ItemID) {
    guard mode != .none else { return }
    items = [id]
    base = items
    anchor = id
  }

  /// Adds the item with `id` if it is not selected, removes it if it is; it becomes the anchor.
  ///
  /// In single mode, toggling an unselected item replaces the selection.
  ///
  /// - Complexity: O(1) on average (O(*s*) in single mode).
  public mutating func toggle(_ id: ItemID) {
    guard mode != .none else { return }
    if items.contains(id) {
      items.remove(id)
    } else if mode == .single {
      items = [id]
    } else {
      items.insert(id)
    }
    base = items
    anchor = id
  }

  /// Replaces the current range (what was selected since the anchor was set) with `range`.
  ///
  /// - Complexity: O(*s* + *r*) for *s* selected items and *r* in the range.
  mutating func replaceRange<S: Sequence>(with range: S) where S.Element == ItemID {
    guard mode != .none else { return }
    if mode == .single {
      var last: ItemID?
      for id in range { last = id }
      items = last.map { [$0] } ?? []
      return
    }
    items = base
    items.formUnion(range)
  }

  /// Adds `ids` to the selection without moving the anchor.
  ///
  /// - Complexity: O(*k*) for *k* IDs.
  mutating func insert<S: Sequence>(contentsOf ids: S) where S.Element == ItemID {
    guard mode == .multiple else { return }
    items.formUnion(ids)
    base = items
  }

  /// Removes every item.
  ///
  /// - Complexity: O(*s*) for *s* selected items.
  public mutating func clear() {
    items = []
    base = []
    anchor = nil
  }

  /// Removes the items for which `isGone` is `true`, and records them in
  /// ``removedByLastUpdate``.
  ///
  /// - Complexity: O(*s*) for *s* selected items, plus the calls to `isGone`.
  mutating func prune(where isGone: (ItemID) -> Bool) {
    var removed: [ItemID] = []
    for id in items where isGone(id) { removed.append(id) }
    removedByLastUpdate = removed
    if let anchor, isGone(anchor) { self.anchor = nil }
    guard !removed.isEmpty else { return }
    for id in removed {
      items.remove(id)
      base.remove(id)
    }
  }
}
