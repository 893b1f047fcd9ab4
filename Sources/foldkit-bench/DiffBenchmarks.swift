/// Registers the `diff.` benchmarks.
func registerDiffBenchmarks(_ suite: inout BenchmarkSuite) {
}
