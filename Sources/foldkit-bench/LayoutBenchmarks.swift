/// Registers the `layout.` benchmarks.
func registerLayoutBenchmarks(_ suite: inout BenchmarkSuite) {
}
