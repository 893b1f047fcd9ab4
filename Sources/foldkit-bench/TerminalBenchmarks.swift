/// Registers the `terminal.` benchmarks.
func registerTerminalBenchmarks(_ suite: inout BenchmarkSuite) {
}
