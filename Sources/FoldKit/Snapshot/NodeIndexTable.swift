/// The index from item IDs to node indexes, holding node indexes only.
///
/// An open-addressing hash table with linear probing. A slot holds a node index and the low 32
/// bits of its ID's hash; the ID itself is read back from the node when the hash bits agree, so
/// the table never stores an ID. A slot takes 8 bytes, where a dictionary from ID to index takes
/// the ID's size plus 8 per bucket (24 bytes for `String` IDs): a million items index in 16 MB
/// instead of about 50. The table stays at most three quarters full and only grows: a snapshot
/// only gains items (children loaded on demand), never loses them.
///
/// The number of slots is any multiple of 64, not only a power of two: the hash bits pick the
/// first slot by scaling (`hash * slots >> 32`) rather than by masking, so a table sized for
/// its items wastes no more than the load factor says (a million items take 10.7 MB, where
/// the next power of two would take 16.8).
@usableFromInline
struct NodeIndexTable: Sendable {
  /// Empty slots are 0; a used slot holds the hash's low 32 bits above the node index plus one.
  @usableFromInline var slots: [UInt64]
  /// One bit a slot, set when it is used.
  ///
  /// At 1/64 of the slots' size it stays in cache, so inserting into a free slot writes the slot
  /// without first waiting to read it.
  @usableFromInline var used: [UInt64]
  /// The number of used slots.
  @usableFromInline var count: Int

  /// An empty table; it allocates on the first insertion.
  @inlinable
  init() {
    slots = []
    used = []
    count = 0
  }

  /// An empty table with room for `capacity` entries before it grows.
  @inlinable
  init(capacity: Int) {
    let slotCount = capacity > 0 ? Self.slotCount(for: capacity) : 0
    slots = Array(repeating: 0, count: slotCount)
    used = Array(repeating: 0, count: slotCount / 64)
    count = 0
  }

  /// The smallest multiple of 64, at least 64, that holds `capacity` entries at most three
  /// quarters full.
  @inlinable
  static func slotCount(for capacity: Int) -> Int {
    let slots = (capacity * 4 + 2) / 3
    return max(64, (slots + 63) / 64 * 64)
  }

  /// The most entries the table holds before it grows.
  @inlinable
  var capacity: Int { slots.count / 4 * 3 }

  /// The first slot to probe for `hash`: the hash bits scaled to the number of slots.
  ///
  /// - Precondition: The table has slots.
  @inlinable
  func firstSlot(hash: UInt32) -> Int {
    Int(truncatingIfNeeded: (UInt64(hash) &* UInt64(slots.count)) >> 32)
  }

  /// The slot probed after `slot`, wrapping to the first.
  @inlinable
  func nextSlot(after slot: Int) -> Int {
    slot + 1 == slots.count ? 0 : slot + 1
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
    find(id) { idOf($0) == id }
  }

  /// The node index of `id` among the nodes `matches` accepts (it is asked only about nodes
  /// whose stored hash bits are `id`'s); `nil` if none is.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  func find<ID: Hashable>(_ id: ID, matching matches: (Int) -> Bool) -> Int? {
    guard !slots.isEmpty else { return nil }
    let hash = Self.hashBits(id)
    let slotCount = slots.count
    var slot = firstSlot(hash: hash)
    return slots.withUnsafeBufferPointer { slots -> Int? in
      while true {
        let entry = slots[slot]
        if entry == 0 { return nil }
        if UInt32(truncatingIfNeeded: entry >> 32) == hash {
          let node = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: entry)) - 1
          if matches(node) { return node }
        }
        slot += 1
        if slot == slotCount { slot = 0 }
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
    let hash = Self.hashBits(id)
    var probe = startInsertion(hash: hash)
    while let candidate = insert(hash: hash, node: node, probing: &probe) {
      if idOf(candidate) == id { return candidate }
    }
    return nil
  }

  /// Makes room for one more entry and returns the first slot to probe for `hash`.
  @inlinable
  mutating func startInsertion(hash: UInt32) -> Int {
    if count + 1 > capacity { grow() }
    return firstSlot(hash: hash)
  }

  /// Probes from `probe` for a free slot and records `node` there, returning `nil`; or stops at
  /// a recorded node with the same hash bits and returns it, leaving `probe` at the next slot.
  ///
  /// The caller compares the returned node's ID with its own, and calls again while they differ.
  /// Nothing here reads an ID, so the common case (a free slot, found through the bit map) writes
  /// the slot without reading it or touching the nodes.
  @inlinable
  mutating func insert(hash: UInt32, node: Int, probing probe: inout Int) -> Int? {
    let slotCount = slots.count
    let entry = UInt64(hash) << 32 | UInt64(UInt32(truncatingIfNeeded: node + 1))
    var slot = probe
    let candidate = slots.withUnsafeMutableBufferPointer { slots -> Int? in
      used.withUnsafeMutableBufferPointer { used -> Int? in
        while true {
          let bit = UInt64(1) << UInt64(slot & 63)
          if used[slot >> 6] & bit == 0 {
            used[slot >> 6] |= bit
            slots[slot] = entry
            return nil
          }
          let other = slots[slot]
          slot += 1
          if slot == slotCount { slot = 0 }
          if UInt32(truncatingIfNeeded: other >> 32) == hash {
            return Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: other)) - 1
          }
        }
      }
    }
    probe = slot
    if candidate == nil { count += 1 }
    return candidate
  }

  /// Doubles the slots (64 at first), placing every entry again by its stored hash bits.
  @usableFromInline
  mutating func grow() {
    let old = slots
    let slotCount = max(64, old.count * 2)
    slots = Array(repeating: 0, count: slotCount)
    used = Array(repeating: 0, count: slotCount / 64)
    slots.withUnsafeMutableBufferPointer { slots in
      used.withUnsafeMutableBufferPointer { used in
        for entry in old where entry != 0 {
          var slot = Int(
            truncatingIfNeeded: (UInt64(entry >> 32) &* UInt64(slotCount)) >> 32)
          while slots[slot] != 0 {
            slot += 1
            if slot == slotCount { slot = 0 }
          }
          slots[slot] = entry
          used[slot >> 6] |= UInt64(1) << UInt64(slot & 63)
        }
      }
    }
  }
}

extension NodeIndexTable {
  /// Records `entry` (hash bits above node index plus one, as a slot holds it) in a free slot,
  /// without comparing IDs: the caller knows its node is not recorded yet.
  @inlinable
  mutating func place(_ entry: UInt64) {
    let hash = UInt32(truncatingIfNeeded: entry >> 32)
    let node = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: entry)) - 1
    var probe = startInsertion(hash: hash)
    while insert(hash: hash, node: node, probing: &probe) != nil {}
  }

  /// Makes room for `capacity` entries before the table grows, placing the entries again in a
  /// larger table when it has less room (by their stored hash bits: no ID is hashed again).
  ///
  /// - Complexity: O(*s*) for *s* slots, when the table grows.
  @inlinable
  mutating func reserveCapacity(_ capacity: Int) {
    guard capacity > self.capacity else { return }
    var table = NodeIndexTable(capacity: capacity)
    for entry in slots where entry != 0 { table.place(entry) }
    self = table
  }

  /// A table of the entries for nodes below `limit` alone, sized for them (the slots of nodes
  /// removed from the end of their storage, or a part of it shown on its own).
  ///
  /// - Complexity: O(*s*) for *s* slots; no ID is hashed again.
  @inlinable
  func keepingNodes(below limit: Int) -> NodeIndexTable {
    keepingNodes(in: 0..<limit)
  }

  /// A table of the entries for the nodes in `range` alone, numbered from the range's start
  /// (node `range.lowerBound` becomes node 0), sized for them.
  ///
  /// - Complexity: O(*s*) for *s* slots; no ID is hashed again.
  @inlinable
  func keepingNodes(in range: Range<Int>) -> NodeIndexTable {
    var table = NodeIndexTable(capacity: Swift.min(count, range.count))
    for entry in slots where entry != 0 {
      let node = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: entry)) - 1
      guard range.contains(node) else { continue }
      let renumbered = UInt64(UInt32(truncatingIfNeeded: node - range.lowerBound + 1))
      table.place(entry & 0xFFFF_FFFF_0000_0000 | renumbered)
    }
    return table
  }
}

extension NodeIndexTable {
  /// Records the nodes of `range` in order, reading their IDs with `idOf`, and stops at the
  /// first whose ID a recorded node has.
  ///
  /// With `hashOf`, the hash bits of each node's ID (``hashBits(_:)``) come from it rather than
  /// from hashing the ID.
  ///
  /// The nodes go in batches: the hashes of a batch first, then the first slot of each, with its
  /// word of the used-slot map, loaded in one loop of loads alone (their cache misses overlap
  /// instead of coming one at a time), then each node recorded in order, its slots now in cache.
  ///
  /// - Returns: `nil` when every ID is new; else the first node, in order, whose ID a recorded
  ///   node has, and that node (the nodes before it are recorded, it and those after it are
  ///   not).
  /// - Complexity: O(*k*) on average for *k* nodes (amortized over growth).
  @inlinable
  mutating func insertInBatches<ID: Hashable>(
    _ range: Range<Int>, idOf: (Int) -> ID, hashOf: ((Int) -> UInt32)? = nil
  ) -> (node: Int, earlier: Int)? {
    let batchSize = 32
    var hashes = [UInt32](repeating: 0, count: batchSize)
    // The entry at each node's first slot when its batch began, and its used-slot word.
    var found = [UInt64](repeating: 0, count: batchSize)
    var usedWords = [UInt64](repeating: 0, count: batchSize)
    var first = range.lowerBound
    while first < range.upperBound {
      let end = Swift.min(range.upperBound, first + batchSize)
      while count + (end - first) > capacity { grow() }
      if let hashOf {
        for node in first..<end { hashes[node - first] = hashOf(node) }
      } else {
        for node in first..<end { hashes[node - first] = Self.hashBits(idOf(node)) }
      }
      slots.withUnsafeBufferPointer { slots in
        used.withUnsafeBufferPointer { used in
          for index in 0..<(end - first) {
            let slot = firstSlot(hash: hashes[index])
            usedWords[index] = used[slot >> 6]
            found[index] = slots[slot]
          }
        }
      }
      for node in first..<end {
        let hash = hashes[node - first]
        let entry = found[node - first]
        let slot = firstSlot(hash: hash)
        if usedWords[node - first] >> UInt64(slot & 63) & 1 != 0
          && UInt32(truncatingIfNeeded: entry >> 32) == hash
        {
          // The node at the first slot may have the same ID: the probe below would find it
          // first too.
          let candidate = Int(truncatingIfNeeded: UInt32(truncatingIfNeeded: entry)) - 1
          if idOf(candidate) == idOf(node) { return (node, candidate) }
        }
        var probe = startInsertion(hash: hash)
        while let other = insert(hash: hash, node: node, probing: &probe) {
          if idOf(other) == idOf(node) { return (node, other) }
        }
      }
      first = end
    }
    return nil
  }
}
