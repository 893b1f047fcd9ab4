/// Registers the `sumtree.` benchmarks.
func registerSumTreeBenchmarks(_ suite: inout BenchmarkSuite) {
}
