import FoldKitPortableChecks

// Runs the portable model checks natively; `scripts/run-32bit-checks.sh` compares this output
// with the same checks built for wasm32. The one argument is the scale (default 1).
let arguments = CommandLine.arguments
let scale = arguments.count > 1 ? Int(arguments[1]) ?? 1 : 1
PortableChecks.run(scale: scale) { print($0) }
