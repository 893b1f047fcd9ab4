/// The seeded model checks that run unchanged natively and in the 32-bit WebAssembly build, so
/// that their outputs can be compared line for line.
public enum PortableChecks {
  /// The seeds every run uses.
  public static let seeds: [UInt64] = [0x32B1_7001, 0x32B1_7002, 0x32B1_7003]

  /// Runs the diff, engine, check-tree and text checks for every seed, scaled by `scale` (1 is the
  /// quick run), and passes each result line to `emit`.
  ///
  /// The first line names the platform (`platform: Int is 32 bits`) and is the only one that
  /// differs between platforms; the last counts the lines with violations.
  ///
  /// - Complexity: O(*scale*) model steps, times the cost of each.
  public static func run(scale: Int, _ emit: (String) -> Void) {
    let scale = max(1, scale)
    emit("platform: Int is \(Int.bitWidth) bits")
    var violations = 0
    for seed in seeds {
      for line in [
        DiffCheck.run(seed: seed, pairs: 300 * scale),
        EngineCheck.run(seed: seed, steps: 300 * scale),
        CheckTreeCheck.run(seed: seed, steps: 300 * scale),
        TextCheck.run(seed: seed, steps: 300 * scale),
      ] {
        emit(line)
        violations += line.hasSuffix("violations 0") ? 0 : 1
      }
    }
    emit("lines with violations: \(violations)")
  }
}
