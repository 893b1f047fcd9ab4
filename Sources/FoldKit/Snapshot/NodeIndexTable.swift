/// The index from item IDs to node indexes, holding node indexes only.
///
/// An open-addressing hash table with linear probing. A slot holds a node index and the low 32
/// bits of its ID's hash; the ID itself is read back from the node when the hash bits agree, so
/// the table never stores an ID. A slot takes 8 bytes, where a dictionary from ID to index takes
/// the ID's size plus 8 per bucket (24 bytes for `String` IDs): a million items index in 16 MB
/// instead of about 50. The table stays at most three quarters full and only grows: a snapshot
/// only gains items (children loaded on demand), never loses them.
@usableFromInline
struct NodeIndexTable: Sendable {
  /// Empty slots are 0; a used slot holds the hash's low 32 bits above the node index plus one.
  @usableFromInline var slots: [UInt64]
  /// The number of used slots.
  @usableFromInline var count: Int

  /// An empty table; it allocates on the first insertion.
  @inlinable
  init() {
    slots = []
    count = 0
  }

  /// An empty table with room for `capacity` entries before it grows.
  @inlinable
  init(capacity: Int) {
    slots = capacity > 0 ? Array(repeating: 0, count: Self.slotCount(for: capacity)) : []
    count = 0
  }

  /// The smallest power of two, at least 8, that holds `capacity` entries at most three quarters
  /// full.
  @inlinable
  static func slotCount(for capacity: Int) -> Int {
    var slots = 8
    while slots / 4 * 3 < capacity { slots *= 2 }
    return slots
  }

  /// The low 32 bits of `id`'s hash: they pick the first slot and tell most IDs apart.
  @inlinable
  static func hashBits<ID: Hashable>(_ id: ID) -> UInt32 {
    UInt32(truncatingIfNeeded: id.hashValue)
  }

  /// The node index of `id`, reading the IDs of candidate nodes with `idOf`; `nil` if absent.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  func find<ID: Hashable>(_ id: ID, idOf: (Int) -> ID) -> Int? {
    guard !slots.isEmpty else { return nil }
    let hash = Self.hashBits(id)
    let mask = slots.count - 1
    return slots.withUnsafeBufferPointer { slots -> Int? in
      var slot = Int(truncatingIfNeeded: hash) & mask
      while true {
        let entry = slots[slot]
        if entry == 0 { return nil }
        if UInt32(truncatingIfNeeded: entry >> 32) == hash {
          let node = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: entry)) - 1
          if idOf(node) == id { return node }
        }
        slot = (slot + 1) & mask
      }
    }
  }

  /// Records `node` for `id` unless `id` is there already.
  ///
  /// Returns the node that already holds `id`, or `nil` once `node` is recorded. `idOf` reads
  /// the IDs of recorded nodes only.
  ///
  /// - Complexity: O(1) on average (amortized over growth).
  @inlinable
  mutating func insert<ID: Hashable>(_ id: ID, node: Int, idOf: (Int) -> ID) -> Int? {
    if count + 1 > slots.count / 4 * 3 { grow() }
    let hash = Self.hashBits(id)
    let mask = slots.count - 1
    let entry = UInt64(hash) << 32 | UInt64(UInt32(truncatingIfNeeded: node + 1))
    let existing = slots.withUnsafeMutableBufferPointer { slots -> Int? in
      var slot = Int(truncatingIfNeeded: hash) & mask
      while true {
        let used = slots[slot]
        if used == 0 {
          slots[slot] = entry
          return nil
        }
        if UInt32(truncatingIfNeeded: used >> 32) == hash {
          let other = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: used)) - 1
          if idOf(other) == id { return other }
        }
        slot = (slot + 1) & mask
      }
    }
    if existing == nil { count += 1 }
    return existing
  }

  /// Doubles the slots (8 at first), placing every entry again by its stored hash bits.
  @usableFromInline
  mutating func grow() {
    let old = slots
    slots = Array(repeating: 0, count: max(8, old.count * 2))
    let mask = slots.count - 1
    slots.withUnsafeMutableBufferPointer { slots in
      for entry in old where entry != 0 {
        var slot = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: entry >> 32)) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
      }
    }
  }
}
