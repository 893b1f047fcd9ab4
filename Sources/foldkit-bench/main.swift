// foldkit-bench: FoldKit's benchmark suite. Build with `-c release`.
//
//   foldkit-bench [--json] [--quick] [--filter SUBSTRING] [--list]

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

var json = false
var quick = false
var list = false
var filters: [String] = []
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
  case "-h", "--help":
    print("usage: foldkit-bench [--json] [--quick] [--filter SUBSTRING]… [--list]")
    exitSuccessfully()
  default:
    print("foldkit-bench: unknown argument '\(argument)'")
    exitWithUsageError()
  }
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
  for n in quick ? benchmark.quickSizes : benchmark.sizes {
    let measurement = runner.measure(benchmark, n: n)
    print(json ? Report.jsonLine(measurement) : Report.tableRow(measurement))
  }
}
