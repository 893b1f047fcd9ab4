// foldkit-bench: FoldKit's benchmark suite. Build with `-c release`.
//
//   foldkit-bench [--json] [--quick] [--filter SUBSTRING] [--size N] [--list]
//
// `--size N` runs each selected benchmark at N only (for profiling one size).
// `--update-phases N [--one]` splits engine.update's time at N items into its phases.

var suite = BenchmarkSuite()
registerSumTreeBenchmarks(&suite)
registerEngineBenchmarks(&suite)
registerEditingBenchmarks(&suite)
registerOutlineBenchmarks(&suite)
registerConstructionBenchmarks(&suite)
registerDiffBenchmarks(&suite)
registerLayoutBenchmarks(&suite)
registerTextBenchmarks(&suite)
registerCheckBenchmarks(&suite)
registerTerminalBenchmarks(&suite)
registerTableViewBenchmarks(&suite)
registerAdapterBenchmarks(&suite)

var json = false
var quick = false
var list = false
var filters: [String] = []
var onlySize: Int?
var searchFile: String?
var searchQuery = "item 12345"
var phasesSize: Int?
var phasesOneItem = false
/// The positive number that follows `flag`, or a usage error.
func positiveNumber(
  after flag: String, from arguments: inout IndexingIterator<ArraySlice<String>>
) -> Int {
  guard let value = arguments.next(), let number = Int(value), number > 0 else {
    print("foldkit-bench: \(flag) needs a positive number")
    exitWithUsageError()
  }
  return number
}
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
  switch argument {
  case "--json": json = true
  case "--quick": quick = true
  case "--list": list = true
  case "--filter":
    guard let value = arguments.next() else {
      print("foldkit-bench: --filter needs a value")
      exitWithUsageError()
    }
    filters.append(value)
  case "--size":
    onlySize = positiveNumber(after: argument, from: &arguments)
  case "--search":
    guard let file = arguments.next() else {
      print("foldkit-bench: --search needs a file")
      exitWithUsageError()
    }
    searchFile = file
  case "--query":
    guard let value = arguments.next() else {
      print("foldkit-bench: --query needs a value")
      exitWithUsageError()
    }
    searchQuery = value
  case "--update-phases":
    phasesSize = positiveNumber(after: argument, from: &arguments)
  case "--one":
    phasesOneItem = true
  case "-h", "--help":
    print(
      "usage: foldkit-bench [--json] [--quick] [--filter SUBSTRING]… [--size N] [--list]\n"
        + "       foldkit-bench --search FILE [--query TEXT]\n"
        + "       foldkit-bench --update-phases N [--one]")
    exitSuccessfully()
  default:
    print("foldkit-bench: unknown argument '\(argument)'")
    exitWithUsageError()
  }
}

if let phasesSize {
  UpdatePhases.run(n: phasesSize, oneItem: phasesOneItem)
  exitSuccessfully()
}
if let searchFile {
  SearchHarness.run(file: searchFile, query: searchQuery)
  exitSuccessfully()
}

let selected = suite.benchmarks.filter { benchmark in
  filters.isEmpty || filters.contains { benchmark.name.contains($0) }
}
if list {
  for benchmark in selected { print("\(benchmark.name) [\(benchmark.variant)]") }
  exitSuccessfully()
}
if !json { print(Report.tableHeader()) }
let runner = Runner(quick: quick)
for benchmark in selected {
  for n in onlySize.map({ [$0] }) ?? (quick ? benchmark.quickSizes : benchmark.sizes) {
    let measurement = runner.measure(benchmark, n: n)
    print(json ? Report.jsonLine(measurement) : Report.tableRow(measurement))
  }
}
