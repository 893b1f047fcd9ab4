/// Registers the `engine.` benchmarks.
func registerEngineBenchmarks(_ suite: inout BenchmarkSuite) {
}
