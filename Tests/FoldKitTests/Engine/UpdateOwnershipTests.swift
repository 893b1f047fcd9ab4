import FoldKit
import FoldKitTestSupport
import Testing

/// `update(to:)` without a selection hands its old rows to the diff, which patches them in
/// place for the reload stage instead of copying them; held to the diff of copies.
@Suite struct UpdateOwnershipTests {
  /// Random lists and new data that keeps some IDs (moved, re-parented, changed): the update
  /// without a selection gives the stages the public diff gives for the visible models before
  /// and after, valid stage by stage, and the same stages as the update with a selection, which
  /// keeps the old rows.
  @Test func consumingTheOldRowsMatchesTheDiffOfCopies() throws {
    let steps = scaledStepCount("FOLDKIT_ENGINE_STEPS", default: 4_000) / 8
    var twoStages = 0
    for seed in 0..<UInt64(max(1, steps)) {
      var builder = RandomListBuilder(seed: 700 + seed)
      var rng = SplitMix64(seed: seed &* 0x9E37)
      let start = try EngineSnapshot(sections: builder.sections())
      // The new data reuses the first IDs in new places, with new content for some.
      builder.nextID = Int.random(in: 0..<4, using: &rng)
      let next = try EngineSnapshot(sections: builder.sections())
      var controller = EngineController(snapshot: start)
      if Bool.random(using: &rng) { _ = controller.expandAll() }
      let before = controller.visibleModel
      // The same list with one item selected (selecting by ID changes nothing else).
      var selecting = controller
      _ = selecting.setSelectionMode(.multiple)
      if let id = start.nodes.randomElement(using: &rng)?.id { _ = selecting.selectItem(id) }
      let context = "seed \(seed)"
      #expect(controller.visibleModel == before, "model before, \(context)")
      let stages = controller.update(to: next)
      let kept = selecting.update(to: next)
      let expected = try ListDiff.staged(
        from: before, to: controller.visibleModel, uniqueRowIDs: true)
      #expect(stages == expected, "stages, \(context)")
      #expect(stages == kept, "stages with a selection, \(context)")
      if stages.count == 2 { twoStages += 1 }
      var previous = before
      for stage in stages {
        let report = BatchUpdateValidator.checkContract(
          stage.changeset, old: previous.map { $0.rows.map(\.key) },
          new: stage.data.map { $0.rows.map(\.key) })
        #expect(report.isClean, "\(report), \(context)")
        previous = stage.data
      }
      #expect(previous == controller.visibleModel, "last stage's data, \(context)")
    }
    #expect(twoStages > 0, "no update had a reload stage")
  }
}
