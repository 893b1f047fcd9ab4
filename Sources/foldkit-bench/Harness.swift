import Foundation

/// A benchmark body: the closure to time, built once per size outside the timed region.
struct BenchmarkBody {
  /// The work one iteration does; it must leave its state as it found it, so it can repeat.
  var run: () -> Void
  /// Bytes of input one iteration processes; when set, the report carries `mb_per_s`.
  var bytesProcessed: Int?
  /// Extra figures to report beside the timing (for example `bytes` written per frame).
  var metrics: [(String, Double)]

  init(bytesProcessed: Int? = nil, metrics: [(String, Double)] = [], run: @escaping () -> Void) {
    self.run = run
    self.bytesProcessed = bytesProcessed
    self.metrics = metrics
  }
}

/// One registered benchmark: a name, a variant, the sizes it runs at and how to build its body.
struct Benchmark {
  var name: String
  var variant: String
  var sizes: [Int]
  var quickSizes: [Int]
  var make: (Int) -> BenchmarkBody
}

/// The set of benchmarks, filled by one `register…` function per area.
struct BenchmarkSuite {
  private(set) var benchmarks: [Benchmark] = []

  /// Registers `name` in `variant` at `sizes` (and `quickSizes` under `--quick`).
  mutating func add(
    _ name: String, variant: String = "foldkit", sizes: [Int], quickSizes: [Int]? = nil,
    make: @escaping (Int) -> BenchmarkBody
  ) {
    let quick = quickSizes ?? [sizes.min() ?? 1].map { min($0, 1_000) }
    benchmarks.append(
      Benchmark(name: name, variant: variant, sizes: sizes, quickSizes: quick, make: make))
  }

  /// Registers a body given as a plain closure.
  mutating func add(
    _ name: String, variant: String = "foldkit", sizes: [Int], quickSizes: [Int]? = nil,
    plain: @escaping (Int) -> () -> Void
  ) {
    add(name, variant: variant, sizes: sizes, quickSizes: quickSizes) { n in
      BenchmarkBody(run: plain(n))
    }
  }
}

/// Keeps the optimizer from deleting work whose result is otherwise unused.
@inline(never)
func blackHole<T>(_ value: T) {
  withExtendedLifetime(value) {}
}

/// The timing of one benchmark at one size.
struct Measurement {
  var name: String
  var variant: String
  var n: Int
  var medianNs: Double
  var minNs: Double
  var maxNs: Double
  var runs: Int
  var extra: [(String, Double)]
}

/// Times benchmark bodies: warm-up, calibration to a minimum sample time, repeated samples.
struct Runner {
  var quick: Bool

  /// Samples per measurement; `FOLDKIT_BENCH_SAMPLES` raises it, so that a profiler sees the
  /// measured work rather than the setup.
  private var samples: Int {
    if let text = ProcessInfo.processInfo.environment["FOLDKIT_BENCH_SAMPLES"],
      let count = Int(text),
      count > 0
    {
      return count
    }
    return quick ? 3 : 15
  }
  private var minimumSample: Duration { quick ? .microseconds(200) : .milliseconds(2) }

  func measure(_ benchmark: Benchmark, n: Int) -> Measurement {
    let body = benchmark.make(n)
    let clock = ContinuousClock()
    // Warm up and find how many iterations make one sample long enough to time.
    var iterations = 1
    while true {
      let elapsed = clock.measure {
        for _ in 0..<iterations { body.run() }
      }
      if elapsed >= minimumSample || iterations >= 1 << 24 { break }
      iterations *= elapsed < minimumSample / 10 ? 10 : 2
    }
    var perIteration: [Double] = []
    perIteration.reserveCapacity(samples)
    for _ in 0..<samples {
      let elapsed = clock.measure {
        for _ in 0..<iterations { body.run() }
      }
      perIteration.append(nanoseconds(elapsed) / Double(iterations))
    }
    perIteration.sort()
    let median = perIteration[perIteration.count / 2]
    var extra = body.metrics
    if let bytes = body.bytesProcessed {
      extra.append(("mb_per_s", Double(bytes) / median * 1_000))
    }
    return Measurement(
      name: benchmark.name, variant: benchmark.variant, n: n, medianNs: median,
      minNs: perIteration[0], maxNs: perIteration[perIteration.count - 1],
      runs: samples * iterations, extra: extra)
  }

  private func nanoseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
  }
}
