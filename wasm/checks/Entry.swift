// The entry point of the 32-bit check module: `scripts/run-32bit-checks.sh` builds it with
// Embedded Swift for wasm32 and runs it in Node; the output is compared with
// `foldkit-portable-checks` run natively.

/// Runs the portable checks at `scale` and returns the number of lines with violations; the
/// output is in the module's output buffer.
@_expose(wasm, "fk_checks_run")
@_cdecl("fk_checks_run")
public func runChecks(_ scale: Int32) -> Int32 {
  var failing: Int32 = 0
  PortableChecks.run(scale: Int(scale)) { line in
    print(line)
    if line.hasPrefix("lines with violations: ") && !line.hasSuffix(": 0") { failing = 1 }
  }
  return failing
}
