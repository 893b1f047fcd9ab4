import FoldKit
import FoldKitTestSupport
import Testing

@Suite struct LongestIncreasingSubsequenceTests {
  /// The length of a longest strictly increasing subsequence, by the quadratic recurrence.
  func quadraticLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
      for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
  }

  @Test func marksALongestIncreasingRun() {
    let seed: UInt64 = 0x115
    var random = SplitMix64(seed: seed)
    for step in 0..<2_000 {
      let count = Int.random(in: 0...40, using: &random)
      let values = (0..<count).map { _ in Int.random(in: 0..<30, using: &random) }
      let members = LongestIncreasingSubsequence.members(of: values)
      let chosen = values.indices.filter { members[$0] }.map { values[$0] }
      #expect(
        zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 },
        "seed \(seed) step \(step): \(values) → \(chosen) not increasing")
      #expect(
        chosen.count == quadraticLength(values),
        "seed \(seed) step \(step): \(values) → \(chosen) not longest")
    }
  }

  /// Values at both ends of `Int`, where a difference of two values overflows: the search's
  /// branch-free comparison must still order them.
  @Test func extremeValuesOrderAsComparisonDoes() {
    let seed: UInt64 = 0xE7_7E3E
    var random = SplitMix64(seed: seed)
    let extremes = [Int.min, Int.min + 1, -1, 0, 1, Int.max - 1, Int.max]
    for step in 0..<2_000 {
      let count = Int.random(in: 0...40, using: &random)
      let values = (0..<count).map { _ in
        Bool.random(using: &random)
          ? extremes[Int.random(in: 0..<extremes.count, using: &random)]
          : Int.random(in: Int.min...Int.max, using: &random)
      }
      let members = LongestIncreasingSubsequence.members(of: values)
      let chosen = values.indices.filter { members[$0] }.map { values[$0] }
      #expect(
        zip(chosen, chosen.dropFirst()).allSatisfy { $0 < $1 },
        "seed \(seed) step \(step): not increasing")
      #expect(chosen.count == quadraticLength(values), "seed \(seed) step \(step): not longest")
    }
  }

  @Test func sortedInputKeepsEverything() {
    #expect(LongestIncreasingSubsequence.members(of: Array(0..<100)).allSatisfy { $0 })
    #expect(LongestIncreasingSubsequence.members(of: []).isEmpty)
    #expect(LongestIncreasingSubsequence.members(of: [3, 2, 1]).filter { $0 }.count == 1)
  }
}
