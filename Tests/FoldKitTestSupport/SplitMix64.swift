/// A small, fast, seeded random number generator for reproducible tests.
///
/// SplitMix64 passes BigCrush and needs one 64-bit word of state, so a failing test can print its
/// seed and the failure reproduces exactly.
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Reads an environment variable as a positive step count, for randomized suites that CI scales.
///
/// - Parameters:
///   - name: The variable to read, for example `FOLDKIT_SUMTREE_STEPS`.
///   - defaultValue: The count to use when the variable is unset or not a positive integer.
/// - Returns: The count to run.
public func scaledStepCount(_ name: String, default defaultValue: Int) -> Int {
  guard let raw = getenvString(name), let value = Int(raw), value > 0 else { return defaultValue }
  return value
}
