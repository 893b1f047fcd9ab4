import FoldKit
import FoldKitTestSupport
import Testing

@Suite struct ListDiffPropertyTests {
  /// Random snapshot pairs: every stage replays as UIKit would, the view ends on the new
  /// snapshot (updated rows refreshed), nothing that kept its order moves, duplicates throw.
  ///
  /// The pairs (`FOLDKIT_DIFF_PAIRS` in all) are shared among four seeds, one test case each, so
  /// that the cases run side by side.
  @Test(arguments: [UInt64(0x5EED_0001), 0x5EED_0002, 0x5EED_0003, 0x5EED_0004])
  func randomPairsReplayExactly(seed: UInt64) {
    let pairs = (scaledStepCount("FOLDKIT_DIFF_PAIRS", default: 3_000) + 3) / 4
    var stageCounts = [0, 0, 0]
    var coverage: [String: Int] = [:]
    var generator = SnapshotPairGenerator(seed: seed)
    for step in 0..<pairs {
      var (old, new) = generator.makePair()
      var injected = false
      if step % 20 == 19 {
        injected =
          Bool.random(using: &generator.random)
          ? generator.injectDuplicate(into: &old) : generator.injectDuplicate(into: &new)
      }
      let oldSnapshot = old
      let newSnapshot = new
      func context() -> String {
        "seed \(seed) step \(step)\nold \(describe(oldSnapshot))\nnew \(describe(newSnapshot))"
      }
      let staged: StagedChangeset<TestSnapshot>
      do {
        staged = try ListDiff.staged(from: old, to: new)
      } catch {
        #expect(injected, "unexpected \(error); \(context())")
        if let problem = DiffChecks.errorNamesDuplicate(error, old: old, new: new) {
          Issue.record("\(problem); \(context())")
        }
        continue
      }
      if injected {
        let sectionDuplicates =
          DiffChecks.hasDuplicates(old).sections || DiffChecks.hasDuplicates(new).sections
        #expect(!sectionDuplicates, "duplicate section ID accepted; \(context())")
      }
      do {
        try BatchReplay.replay(staged, from: old, to: new)
      } catch {
        Issue.record("\(error); \(context())")
        return
      }
      // The collection view's rules differ from the table's in a few outcomes only; checking
      // them on every fourth pair keeps 100,000 pairs within a few minutes in debug.
      let kinds: [BatchUpdateViewKind] = step % 4 == 0 ? [.table, .collection] : [.table]
      if let problem = DiffChecks.validatorProblem(staged, old: old, kinds: kinds) {
        Issue.record("\(problem); \(context())")
        return
      }
      #expect(staged.count <= 2, "\(staged.count) stages; \(context())")
      #expect(staged.isEmpty == (old == new), "stages \(staged.count); \(context())")
      stageCounts[staged.count] += 1
      for stage in staged {
        let c = stage.changeset
        if !c.movedSections.isEmpty { coverage["section moves", default: 0] += 1 }
        if !c.reloadedSections.isEmpty { coverage["section reloads", default: 0] += 1 }
        if c.movedRows.contains(where: { $0.from.section != $0.to.section }) {
          coverage["cross-section row moves", default: 0] += 1
        }
        if !c.movedRows.isEmpty && !c.insertedSections.isEmpty && !c.deletedSections.isEmpty {
          coverage["row moves beside section inserts and deletes", default: 0] += 1
        }
      }
      if !injected, let problem = DiffChecks.minimalMoves(staged, old: old, new: new) {
        Issue.record("\(problem); \(context())")
      }
      if !injected {
        // Pairing rows in step first must find exactly the matching that hashing finds.
        let inStep = try? ListDiff.staged(from: old, to: new, uniqueRowIDs: true)
        #expect(inStep == staged, "in-step pairing differs; \(context())")
      }
      if !injected && step % 2 == 0 { checkFlat(old, new, context) }
    }
    // The generator must reach every stage count, or the test checks less than it claims.
    #expect(stageCounts.allSatisfy { $0 > 0 } || pairs < 100, "stage counts \(stageCounts)")
    #expect(coverage.count == 4 || pairs < 100, "seed \(seed): coverage \(coverage)")
  }

  /// The flat convenience on the concatenated rows replays as a one-section list.
  func checkFlat(_ old: TestSnapshot, _ new: TestSnapshot, _ context: () -> String) {
    let oldRows = old.flatMap(\.rows)
    let newRows = new.flatMap(\.rows)
    do {
      let staged = try ListDiff.staged(from: oldRows, to: newRows)
      let wrapped = StagedChangeset(
        staged.map { stage in
          ChangesetStage(
            changeset: stage.changeset,
            data: [DiffSection(model: TestSection(id: 0), rows: stage.data)])
        })
      #expect(
        staged.allSatisfy {
          $0.changeset.movedSections.isEmpty && $0.changeset.deletedSections.isEmpty
        },
        "flat: section operations; \(context())")
      try BatchReplay.replay(
        wrapped, from: [DiffSection(model: TestSection(id: 0), rows: oldRows)],
        to: [DiffSection(model: TestSection(id: 0), rows: newRows)])
    } catch {
      Issue.record("flat: \(error); \(context())")
    }
  }
}
