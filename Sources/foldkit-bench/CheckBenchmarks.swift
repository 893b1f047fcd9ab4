/// Registers the `check.` benchmarks.
func registerCheckBenchmarks(_ suite: inout BenchmarkSuite) {
}
