import FoldKit
import FoldKitTestSupport
import Testing

/// Randomized tests: long runs of mixed operations on a tree and on a plain `Array` reference.
@Suite struct SumTreeModelTests {
  /// One fan-out to run the model at.
  struct Case: Sendable, CustomTestStringConvertible {
    var branchingFactor: Int
    var testDescription: String { "branching factor \(branchingFactor)" }
  }

  static let cases = [4, 5, 8, 32].map(Case.init(branchingFactor:))

  /// Operations per fan-out, split over the seeds; `FOLDKIT_SUMTREE_STEPS` raises it.
  static let steps = scaledStepCount("FOLDKIT_SUMTREE_STEPS", default: 3_000)

  static let seeds: [UInt64] = [0x5EED_0001, 0xF01D_C0DE]

  @Test(arguments: cases)
  func matchesArrayReference(_ testCase: Case) {
    let perSeed = (Self.steps + Self.seeds.count - 1) / Self.seeds.count
    var checked = 0
    for seed in Self.seeds {
      var model = Model(seed: seed, branchingFactor: testCase.branchingFactor)
      for _ in 0..<perSeed {
        model.step()
        checked += 1
        if model.failed { break }
      }
      // The runs must reach trees several levels deep, or they prove little about rebalancing.
      let deepEnough = testCase.branchingFactor <= 8 ? 3 : 1
      #expect(model.maxHeight >= deepEnough, "seed \(seed): height only \(model.maxHeight)")
    }
    #expect(checked >= Self.steps)
  }
}

/// A tree and its reference array, driven by a seeded generator.
private struct Model {
  var random: SplitMix64
  let seed: UInt64
  let factor: Int
  var tree: SumTree<Weighted>
  var reference: [Weighted] = []
  var nextID = 0
  var stepIndex = 0
  var failed = false
  var maxHeight = 0
  /// The size the model grows towards: enough for several levels at small fan-outs, small
  /// enough that the O(n) checks after every step stay cheap in debug builds.
  let targetSize: Int

  init(seed: UInt64, branchingFactor: Int) {
    random = SplitMix64(seed: seed)
    self.seed = seed
    factor = branchingFactor
    tree = SumTree([], branchingFactor: branchingFactor)
    targetSize = Swift.min(400, Swift.max(100, 4 * branchingFactor * branchingFactor))
  }

  var context: String { "seed \(seed), factor \(factor), step \(stepIndex)" }

  mutating func int(_ range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &random)
  }

  mutating func makeElements(_ count: Int) -> [Weighted] {
    (0..<count).map { _ in
      nextID += 1
      return Weighted(id: nextID, weight: int(0...9))
    }
  }

  mutating func step() {
    stepIndex += 1
    let n = reference.count
    let growing = n < targetSize
    switch int(0...15) {
    case 0:
      let position = int(0...n)
      let element = makeElements(1)[0]
      tree.insert(element, at: position)
      reference.insert(element, at: position)
    case 1, 2:
      let position = int(0...n)
      let run = makeElements(int(0...(growing ? 3 * factor : factor)))
      tree.insert(contentsOf: run, at: position)
      reference.insert(contentsOf: run, at: position)
    case 3, 4:
      let lower = int(0...n)
      let upper = Swift.min(n, lower + int(0...(growing ? factor : 3 * factor)))
      tree.removeSubrange(lower..<upper)
      reference.removeSubrange(lower..<upper)
    case 5 where n > 0:
      let position = int(0...(n - 1))
      let removed = tree.remove(at: position)
      #expect(removed == reference.remove(at: position), "\(context)")
    case 6 where n > 0:
      let position = int(0...(n - 1))
      let element = makeElements(1)[0]
      tree.replace(at: position, with: element)
      reference[position] = element
    case 7 where n > 0:
      let position = int(0...(n - 1))
      let weight = int(0...9)
      tree.update(at: position) { $0.weight = weight }
      reference[position].weight = weight
    case 8:
      let position = int(0...n)
      var (left, right) = tree.split(at: position)
      left.checkInvariants()
      right.checkInvariants()
      expectSame(left, Array(reference[..<position]), "left of split at \(position)")
      expectSame(right, Array(reference[position...]), "right of split at \(position)")
      left.append(contentsOf: right)
      tree = left
    case 9:
      let run = makeElements(int(0...(growing ? 2 * factor : 2)))
      if int(0...1) == 0 {
        for element in run { tree.append(element) }
      } else {
        tree.append(contentsOf: SumTree(run, branchingFactor: factor))
      }
      reference.append(contentsOf: run)
    case 10:
      let k = int(0...(n + 1))
      let (position, before) = tree.seek { $0.count > k }
      #expect(position == Swift.min(k, n), "seek by count \(k), \(context)")
      #expect(before == WeightSummary.of(reference[..<position]), "\(context)")
    case 11:
      let total = reference.reduce(0) { $0 + $1.weight }
      let y = int(0...(total + 1))
      let (position, before) = tree.seek { $0.weight > y }
      var expected = 0
      var prefix = 0
      while expected < n && prefix + reference[expected].weight <= y {
        prefix += reference[expected].weight
        expected += 1
      }
      #expect(position == expected, "seek by weight \(y), \(context)")
      #expect(before == WeightSummary.of(reference[..<expected]), "\(context)")
    case 12:
      let lower = int(0...n)
      let upper = int(lower...n)
      #expect(tree.summary(upTo: lower) == WeightSummary.of(reference[..<lower]), "\(context)")
      #expect(
        tree.summary(of: lower..<upper) == WeightSummary.of(reference[lower..<upper]),
        "summary of \(lower)..<\(upper), \(context)")
    case 13 where n > 0:
      for _ in 0..<4 {
        let position = int(0...(n - 1))
        #expect(tree[position] == reference[position], "subscript \(position), \(context)")
      }
    case 14:
      let lower = int(0...n)
      let upper = int(lower...n)
      #expect(
        Array(tree.elements(in: lower..<upper)) == Array(reference[lower..<upper]),
        "elements in \(lower)..<\(upper), \(context)")
    default:
      // Copy, mutate the copy, and check the original is unchanged.
      let saved = tree
      var copy = tree
      let position = int(0...n)
      copy.insert(contentsOf: makeElements(int(1...factor)), at: position)
      if n > 0 { copy.replace(at: int(0...(n - 1)), with: makeElements(1)[0]) }
      copy.removeSubrange(0..<Swift.min(copy.count, int(0...factor)))
      copy.checkInvariants()
      expectSame(tree, reference, "original after its copy was mutated")
      #expect(saved == tree, "\(context)")
    }
    tree.checkInvariants()
    maxHeight = Swift.max(maxHeight, tree.height)
    expectSame(tree, reference, "after the step")
  }

  /// Checks `tree` holds exactly `expected`; its cached summaries are checked against its
  /// elements by `checkInvariants()`.
  mutating func expectSame(_ tree: SumTree<Weighted>, _ expected: [Weighted], _ what: String) {
    let same = tree.count == expected.count && tree.elementsEqual(expected)
    #expect(same, "\(what), \(context)")
    if !same { failed = true }
  }
}
