/// A row position packed in one `UInt64`: the section in the high 32 bits, the row in the low 32.
///
/// The packed form is `UInt64` rather than `Int` so that it keeps both halves where `Int` is 32
/// bits wide (wasm32, arm64_32, armv7); sections and rows are non-negative and below 2^32 there.
/// Packed paths order as their index paths do (section first, then row).
@usableFromInline
package enum DiffPath {
  /// Packs `section` and `row`.
  @inlinable
  @inline(__always)
  package static func pack(_ section: Int, _ row: Int) -> UInt64 {
    UInt64(truncatingIfNeeded: section) &<< 32
      | UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: row))
  }

  /// The section of a packed path.
  @inlinable
  @inline(__always)
  package static func section(_ packed: UInt64) -> Int {
    Int(truncatingIfNeeded: packed &>> 32)
  }

  /// The row of a packed path.
  @inlinable
  @inline(__always)
  package static func row(_ packed: UInt64) -> Int {
    Int(truncatingIfNeeded: packed & 0xFFFF_FFFF)
  }

  /// Unpacks a packed path.
  @usableFromInline
  package static func unpack(_ packed: UInt64) -> ListIndexPath {
    ListIndexPath(section: section(packed), row: row(packed))
  }
}

/// What the generic first phase of a diff learns by comparing IDs and contents, as plain integers.
///
/// The generic phase (inlined into the caller so that hashing and comparing specialize) fills this
/// value; ``DiffPlanner`` then works on integers only and is compiled once, in FoldKit.
///
/// Rows of a section present in both snapshots are split into a leading run, a *middle* and a
/// trailing run; the runs match position for position and only the middle was hashed. Rows of a
/// section present in one snapshot only are all middle. Middle rows are numbered across sections
/// in order: old section `i` owns middle numbers `oldMiddleOffsets[i]..<oldMiddleOffsets[i + 1]`,
/// for rows starting at `oldMiddleLower[i]`.
@usableFromInline
struct DiffMatching {
  /// For each old section, the new section with its ID, or -1.
  @usableFromInline var oldTargets: [Int]
  /// For each new section, the old section with its ID, or -1.
  @usableFromInline var newSources: [Int]
  /// Old indexes of matched sections whose model content changed, in any order.
  @usableFromInline var updatedSections: [Int] = []
  /// Rows per old section.
  @usableFromInline var oldRowCounts: [Int]
  /// Rows per new section.
  @usableFromInline var newRowCounts: [Int]
  /// For each old section, the row where its middle starts.
  @usableFromInline var oldMiddleLower: [Int]
  /// For each new section, the row where its middle starts.
  @usableFromInline var newMiddleLower: [Int]
  /// Middle numbering of old sections; one more element than there are sections.
  @usableFromInline var oldMiddleOffsets: [Int]
  /// Middle numbering of new sections; one more element than there are sections.
  @usableFromInline var newMiddleOffsets: [Int]
  /// For each old middle row, the new middle row with its ID, or -1.
  @usableFromInline var oldMatches: [Int] = []
  /// For each new middle row, the old middle row with its ID, or -1.
  @usableFromInline var newMatches: [Int] = []
  /// Old middle numbers of matched rows whose content changed, in any order.
  @usableFromInline var updatedMiddleRows: [Int] = []
  /// Packed old paths of rows in the equal runs whose content changed, in any order.
  @usableFromInline var updatedRunRows: [UInt64] = []

  /// Creates an empty matching for the given numbers of sections.
  @inlinable
  init(oldSectionCount: Int, newSectionCount: Int) {
    oldTargets = Array(repeating: -1, count: oldSectionCount)
    newSources = Array(repeating: -1, count: newSectionCount)
    oldRowCounts = Array(repeating: 0, count: oldSectionCount)
    newRowCounts = Array(repeating: 0, count: newSectionCount)
    oldMiddleLower = Array(repeating: 0, count: oldSectionCount)
    newMiddleLower = Array(repeating: 0, count: newSectionCount)
    oldMiddleOffsets = Array(repeating: 0, count: oldSectionCount + 1)
    newMiddleOffsets = Array(repeating: 0, count: newSectionCount + 1)
  }

  /// The number of old middle rows.
  @inlinable
  var oldMiddleCount: Int { oldMiddleOffsets[oldMiddleOffsets.count - 1] }

  /// The number of new middle rows.
  @inlinable
  var newMiddleCount: Int { newMiddleOffsets[newMiddleOffsets.count - 1] }
}

/// An open-addressing table of positions keyed by hash, for matching rows by ID.
///
/// A slot is 8 bytes: 32 bits mixed from the hash (to skip most unequal IDs without reading
/// them) and the position, or -1. The table is at most half full and never grows; it only finds
/// candidates, and the caller compares IDs. Probing is linear.
@usableFromInline
struct DiffTable {
  /// The slots: tag in the high 32 bits, position + 1 in the low 32 (0 for an empty slot).
  @usableFromInline var slots: [UInt64]
  /// `slots.count - 1`, a power of two less one.
  @usableFromInline let mask: Int

  /// A table for up to `count` entries.
  @inlinable
  init(count: Int) {
    var capacity = 16
    while capacity < 2 * count { capacity <<= 1 }
    slots = [UInt64](repeating: 0, count: capacity)
    mask = capacity - 1
  }

  /// Where a search for `hash` stands: the slot to read next and the tag to look for.
  @usableFromInline
  struct Probe {
    @usableFromInline var slot: Int
    @usableFromInline let tag: UInt64

    @inlinable
    init(slot: Int, tag: UInt64) {
      self.slot = slot
      self.tag = tag
    }
  }

  /// Starts a search for `hash`.
  @inlinable
  func probe(_ hash: Int) -> Probe {
    // The tag is the high half of a multiplicative mix, so it adds bits the slot index lacks,
    // on 64-bit and 32-bit platforms alike.
    let mixed = UInt64(truncatingIfNeeded: UInt(bitPattern: hash)) &* 0x9E37_79B9_7F4A_7C15
    return Probe(slot: hash & mask, tag: mixed & 0xFFFF_FFFF_0000_0000)
  }

  /// The next position whose tag matches, or `nil` at the first empty slot, where `probe` then
  /// stands for an insert.
  @inlinable
  func next(_ probe: inout Probe) -> Int? {
    while true {
      let entry = slots[probe.slot]
      if entry == 0 { return nil }
      probe.slot = (probe.slot &+ 1) & mask
      if entry & 0xFFFF_FFFF_0000_0000 == probe.tag {
        return Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
      }
    }
  }

  /// Stores `position` at the empty slot where `probe` stopped.
  @inlinable
  mutating func insert(_ position: Int, at probe: Probe) {
    slots[probe.slot] = probe.tag | UInt64(truncatingIfNeeded: position + 1)
  }
}

/// A middle row still without a match: its middle number and packed path.
@usableFromInline
struct DiffOpenRow {
  /// The row's middle number.
  @usableFromInline var number: Int32
  /// The row's packed path.
  @usableFromInline var path: UInt64

  /// Creates an open row.
  @inlinable
  init(number: Int32, path: UInt64) {
    self.number = number
    self.path = path
  }
}

/// The middle rows of one side still without a match, in middle order: a list, or, when every
/// middle row is open and all are in one section, that section's range (nothing stored).
@usableFromInline
struct DiffOpenRows {
  /// The open rows, when they are not a whole section's middle.
  @usableFromInline var rows: [DiffOpenRow]
  /// The number of open rows.
  @usableFromInline let count: Int
  /// The section whose middle rows are the open rows, all of them and no other, or -1.
  @usableFromInline let wholeSection: Int
  /// The row where that section's middle starts.
  @usableFromInline let lower: Int

  /// Open rows given as a list.
  @inlinable
  init(rows: [DiffOpenRow]) {
    self.rows = rows
    count = rows.count
    wholeSection = -1
    lower = 0
  }

  /// The `count` middle rows of `section` from row `lower`, numbered from 0.
  @inlinable
  init(wholeSection section: Int, lower: Int, count: Int) {
    rows = []
    self.count = count
    wholeSection = section
    self.lower = lower
  }

  /// The positions of the open rows.
  @inlinable
  var indices: Range<Int> { 0..<count }

  /// Open row `index`.
  @inlinable
  subscript(index: Int) -> DiffOpenRow {
    if wholeSection >= 0 {
      return DiffOpenRow(
        number: Int32(truncatingIfNeeded: index), path: DiffPath.pack(wholeSection, lower + index))
    }
    return rows[index]
  }
}
