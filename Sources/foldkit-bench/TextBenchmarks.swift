/// Registers the `text.` benchmarks.
func registerTextBenchmarks(_ suite: inout BenchmarkSuite) {
}
