import FoldKit
import FoldKitTestSupport
import Testing

/// `update(to:)` diffs the rows where they are, in the two snapshots, and defers each stage's
/// data until it is read; held to the public diff of the visible models before and after.
@Suite struct UpdateOwnershipTests {
  /// Random lists and new data that keeps some IDs (moved, re-parented, changed): the update
  /// gives the stages (changesets and data) the public diff gives for the visible models before
  /// and after, valid stage by stage, with or without a selection.
  @Test func diffingInPlaceMatchesTheDiffOfTheModels() throws {
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
      #expect(stages.allSatisfy { $0.isDataDeferred }, "data deferred, \(context)")
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

  /// The deferred data of both stages (the reload stage's: the old rows with the reloaded ones
  /// refreshed) is read after the controller has moved on, and is still what it was.
  @Test func deferredStageDataIsTheStateRightAfterTheUpdate() throws {
    let sections = [
      EngineSection(
        id: 0, header: "Zero",
        items: [
          EngineItem(id: 1, content: "one"), EngineItem(id: 2, content: "two"),
          EngineItem(id: 3, content: "three", children: [EngineItem(id: 4, content: "four")]),
        ]),
      EngineSection(id: 1, header: "One", items: [EngineItem(id: 5, content: "five")]),
    ]
    var controller = EngineController(snapshot: try EngineSnapshot(sections: sections))
    _ = controller.toggle(3)
    let before = controller.visibleModel
    // Item 2 changes its content in place and item 5 moves: a reload stage, then the move.
    var next = sections
    next[0].items[1].content = "TWO"
    next[0].items.insert(next[1].items.removeFirst(), at: 0)
    let stages = controller.update(to: try EngineSnapshot(sections: next))
    try #require(stages.count == 2)
    let expected = try ListDiff.staged(
      from: before, to: controller.visibleModel, uniqueRowIDs: true)
    #expect(stages[0].changeset == Changeset(reloadedRows: [ListIndexPath(section: 0, row: 1)]))

    // The controller goes on before anyone reads the data.
    _ = controller.collapseAll()
    _ = controller.update(to: try EngineSnapshot(sections: sections))
    #expect(stages[0].isDataDeferred && stages[1].isDataDeferred)
    #expect(stages[0].data[0].rows.map(\.content) == ["one", "TWO", "three", "four"])
    #expect(stages[0].data[1].rows.map(\.content) == ["five"])
    #expect(stages[1].data[0].rows.map(\.content) == ["five", "one", "TWO", "three", "four"])
    #expect(stages[1].data[1].rows.isEmpty)
    #expect(stages == expected)
  }

  /// A selected item that the new data removes goes from the selection whether or not it had a
  /// row: hidden under a closed parent, its removal may change nothing visible.
  @Test(arguments: [false, true])
  func selectedItemsRemovedWithoutARowLeaveTheSelection(keepsASibling: Bool) throws {
    let children = [EngineItem(id: 2, content: "two"), EngineItem(id: 4, content: "four")]
    let sections = [
      EngineSection(
        id: 0,
        items: [
          EngineItem(
            id: 1, content: "one", children: Array(children.prefix(keepsASibling ? 2 : 1))),
          EngineItem(id: 3, content: "three"),
        ])
    ]
    var controller = EngineController(snapshot: try EngineSnapshot(sections: sections))
    _ = controller.setSelectionMode(.multiple)
    // Selected while shown, then hidden: a closed parent's selected children stay selected.
    _ = controller.toggle(1)
    _ = controller.toggleSelection(of: 2)
    _ = controller.toggleSelection(of: 3)
    _ = controller.toggle(1)
    try #require(controller.selection.items == [2, 3])
    var next = sections
    next[0].items[0].children.removeFirst()
    let stages = controller.update(to: try EngineSnapshot(sections: next))
    // Without its only child item 1 no longer expands, and its row is reloaded; with a sibling
    // left, nothing visible changes.
    #expect(stages.count == (keepsASibling ? 0 : 1))
    #expect(controller.selection.items == [3])
    #expect(controller.selection.removedByLastUpdate == [2])
  }
}
