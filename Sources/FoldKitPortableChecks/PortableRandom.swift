public import FoldKit

/// SplitMix64, drawing the same numbers whatever the width of `Int`.
///
/// The standard library's `Int.random(in:using:)` asks the generator for a `UInt`-sized value, so
/// the same seed gives different draws on 32-bit and 64-bit platforms; these checks compare the
/// two, so they draw through ``below(_:)`` only.
public struct PortableRandom: Sendable {
  /// The generator's state.
  public private(set) var state: UInt64

  /// Creates a generator from `seed`.
  ///
  /// - Complexity: O(1).
  public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  ///
  /// - Complexity: O(1).
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z &>> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z &>> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z &>> 31)
  }

  /// A number in `0..<bound`.
  ///
  /// - Precondition: `bound` is at least 1.
  /// - Complexity: O(1).
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound >= 1, "bound \(bound) is below 1")
    return Int(truncatingIfNeeded: next() % UInt64(truncatingIfNeeded: bound))
  }

  /// `true` with probability 1 in `odds`.
  ///
  /// - Complexity: O(1).
  public mutating func oneIn(_ odds: Int) -> Bool { below(odds) == 0 }
}

/// A 64-bit FNV-1a digest of integers, the same on every platform (unlike `hashValue`, which is
/// seeded per process).
public struct PortableDigest: Sendable {
  /// The digest so far.
  public private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

  /// Creates an empty digest.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// Mixes `number` into the digest.
  ///
  /// - Complexity: O(1).
  public mutating func add(_ number: Int) {
    var bits = UInt64(bitPattern: Int64(number))
    for _ in 0..<8 {
      value = (value ^ (bits & 0xFF)) &* 0x0000_0100_0000_01B3
      bits &>>= 8
    }
  }

  /// Mixes every index of `changeset` into the digest, in order.
  ///
  /// - Complexity: O(*n*) for *n* operations.
  public mutating func add(_ changeset: Changeset) {
    add(changeset.deletedSections.count)
    for s in changeset.deletedSections { add(s) }
    add(changeset.insertedSections.count)
    for s in changeset.insertedSections { add(s) }
    add(changeset.reloadedSections.count)
    for s in changeset.reloadedSections { add(s) }
    add(changeset.movedSections.count)
    for m in changeset.movedSections {
      add(m.from)
      add(m.to)
    }
    for paths in [changeset.deletedRows, changeset.insertedRows, changeset.reloadedRows] {
      add(paths.count)
      for p in paths { add(p) }
    }
    add(changeset.movedRows.count)
    for m in changeset.movedRows {
      add(m.from)
      add(m.to)
    }
  }

  /// Mixes an index path into the digest.
  ///
  /// - Complexity: O(1).
  public mutating func add(_ path: ListIndexPath) {
    add(path.section)
    add(path.row)
  }

  /// The digest as 16 hexadecimal digits.
  ///
  /// - Complexity: O(1).
  public var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
