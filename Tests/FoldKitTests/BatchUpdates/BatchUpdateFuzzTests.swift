import FoldKit
import FoldKitTestSupport
import Testing

/// Arbitrary batches, most of them invalid: the validator never traps, and whatever it accepts the
/// simulator lays out with exactly the new counts.
@Suite struct BatchUpdateFuzzTests {
  static let steps = scaledStepCount("FOLDKIT_VALIDATOR_STEPS", default: 200)

  /// A random batch over small indexes, including out-of-range and negative ones.
  static func randomBatch(using rng: inout SplitMix64) -> (old: [[Int]], Changeset, [Int]) {
    func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &rng) }
    func list<T>(_ make: () -> T) -> [T] {
      (0..<[0, 0, 0, 0, 1, 2][int(0...5)]).map { _ in make() }
    }
    var nextID = 0
    let old: [[Int]] = (0..<int(0...3)).map { _ in
      (0..<int(0...3)).map { _ in
        nextID += 1
        return nextID
      }
    }
    let newCounts = (0..<int(0...3)).map { _ in int(-1...4) }
    func section() -> Int { int(-1...3) }
    func row() -> ListIndexPath { ListIndexPath(section: int(-1...3), row: int(-1...4)) }
    let changeset = Changeset(
      deletedSections: list(section), insertedSections: list(section),
      reloadedSections: list(section),
      movedSections: list { Changeset.SectionMove(from: section(), to: section()) },
      deletedRows: list(row), insertedRows: list(row), reloadedRows: list(row),
      movedRows: list { Changeset.RowMove(from: row(), to: row()) })
    return (old, changeset, newCounts)
  }

  @Test func validatorNeverTrapsAndAcceptedBatchesReplay() throws {
    for seed: UInt64 in [7, 0xC0FFEE] {
      var rng = SplitMix64(seed: seed)
      var accepted = 0
      for step in 0..<Self.steps * 2 {
        let (old, changeset, newCounts) = Self.randomBatch(using: &rng)
        for kind in [BatchUpdateViewKind.table, .collection] {
          let report = BatchUpdateValidator.validate(
            oldCounts: old.map(\.count), changeset: changeset, newCounts: newCounts, kind: kind)
          #expect(report.errors.allSatisfy { $0.severity == .error })
          #expect(report.warnings.allSatisfy { $0.severity == .warning })
          if let exception = report.uikitException {
            #expect(report.errors.last == exception, "seed \(seed) step \(step)")
            #expect(exception.uikitMessage != nil || exception.rule == .r28)
          }
          let new = newCounts.map { (0..<max(0, $0)).map { -$0 - 1 } }
          _ = BatchUpdateValidator.checkContract(changeset, old: old, new: new, kind: kind)
          if report.isValid {
            let rows = try BatchUpdateSimulator.apply(
              changeset, to: old, newCounts: newCounts, kind: kind)
            #expect(
              rows.map(\.count) == newCounts,
              "seed \(seed) step \(step) \(kind): \(old) \(changeset) \(newCounts)")
          }
          // The counts the simulator derives are consistent with the batch.
          guard let derived = try? BatchUpdateSimulator.apply(changeset, to: old, kind: kind)
          else { continue }
          accepted += 1
          let counts = derived.map(\.count)
          let recheck = BatchUpdateValidator.validate(
            oldCounts: old.map(\.count), changeset: changeset, newCounts: counts, kind: kind)
          #expect(recheck.isValid, "seed \(seed) step \(step) \(kind): \(recheck)")
          let replay = try? BatchUpdateSimulator.apply(
            changeset, to: old, newCounts: counts, kind: kind)
          #expect(replay == derived, "seed \(seed) step \(step) \(kind)")
        }
      }
      #expect(accepted > Self.steps / 20, "seed \(seed): too few batches were consistent")
    }
  }
}
