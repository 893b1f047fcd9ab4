import FoldKit
import FoldKitTestSupport
import Testing

/// The shortcut of `update(to:)` for new data that only changes content, held to the full rebuild.
///
/// Such data keeps every row, so the rows are patched in place instead of rebuilt and diffed.
@Suite struct ContentUpdateTests {
  /// Random lists given new data match the full rebuild.
  ///
  /// Each list has a random expansion, selection and check tree; the new data mostly changes a
  /// few items' content (the shortcut), sometimes a header, a detail or the shape (the full
  /// path). The result must equal the full rebuild's: stages, rows, heights, offsets, ID lookups,
  /// expansion and selection.
  @Test func contentChangesMatchTheFullRebuild() throws {
    let totalSteps = scaledStepCount("FOLDKIT_ENGINE_STEPS", default: 4_000)
    let seeds: [UInt64] = [11, 12, 13, 14, 15, 16]
    let stepsPerSeed = max(1, totalSteps / seeds.count / 4)
    var reloads = 0
    for seed in seeds {
      reloads += try run(seed: seed, steps: stepsPerSeed)
    }
    #expect(reloads > 0, "no update changed only content and reloaded rows")
  }

  /// A content-only update defers its stage's data: read later, it is the model as it was right
  /// after the update, whatever the controller did since; changing it makes it held.
  @Test func aContentUpdateDefersItsDataToTheModelRightAfterIt() throws {
    let sections = [
      EngineSection(
        id: 0, header: "Zero",
        items: [
          EngineItem(
            id: 1, content: "one", children: [EngineItem(id: 2, content: "two")], hasDetail: true),
          EngineItem(id: 3, content: "three"),
        ]),
      EngineSection(id: 1, items: [EngineItem(id: 4, content: "four")]),
    ]
    var controller = EngineController(snapshot: try EngineSnapshot(sections: sections))
    _ = controller.toggle(1)
    var renamed = sections
    renamed[0].items[1].content = "THREE"
    let stages = controller.update(to: try EngineSnapshot(sections: renamed))
    try #require(stages.count == 1)
    #expect(stages[0].isDataDeferred)
    #expect(stages[0].changeset == Changeset(reloadedRows: [ListIndexPath(section: 0, row: 3)]))
    let expected = controller.visibleModel
    #expect(expected[0].rows.map(\.content) == ["one", "one", "two", "THREE"])

    // The controller goes on: a row closes and new data arrives.
    _ = controller.toggle(1)
    renamed[1].items[0].content = "FOUR"
    _ = controller.update(to: try EngineSnapshot(sections: renamed))
    #expect(controller.visibleModel != expected)
    #expect(stages[0].data == expected)
    #expect(stages[0].data == expected, "read twice, the same")

    // Changed through `data`, the stage holds it from then on.
    var stage = stages[0]
    stage.data[0].rows.removeLast()
    #expect(!stage.isDataDeferred)
    #expect(stage.data[0].rows.count == 3)
    #expect(stage != stages[0])
    #expect(stages[0].data == expected, "the stage it was copied from still computes its own")
  }

  /// Runs one seed and returns how many updates changed only content and reloaded rows.
  private func run(seed: UInt64, steps: Int) throws -> Int {
    var builder = RandomListBuilder(seed: seed)
    builder.behaviors = true
    var rng = SplitMix64(seed: seed &* 0x51ED)
    var sections = builder.sections()
    // Heights follow the content, so a content change moves every later offset.
    let height: EngineController.HeightFunction = { element, snapshot in
      switch element.kind {
      case .row, .detail, .status:
        Double(snapshot.nodes[element.index].content.count % 7 + 1)
      case .header, .footer: 2
      }
    }
    var controller = EngineController(
      snapshot: try EngineSnapshot(sections: sections), height: height)
    var reloads = 0
    for step in 0..<steps {
      let context = "seed \(seed), step \(step)"
      // Open, close and select some rows, and sometimes track check marks.
      for _ in 0..<Int.random(in: 0..<4, using: &rng) {
        let ids = controller.snapshot.nodes.map(\.id)
        guard let id = ids.randomElement(using: &rng) else { break }
        _ = controller.toggle(id)
      }
      if Int.random(in: 0..<8, using: &rng) == 0 { _ = controller.expandAll() }
      if controller.rows.rowCount > 0 && Bool.random(using: &rng) {
        let section = Int.random(in: 0..<controller.numberOfSections, using: &rng)
        let count = controller.rows.rowCount(inSection: section)
        if count > 0 {
          _ = controller.select(
            at: ListIndexPath(section: section, row: Int.random(in: 0..<count, using: &rng)))
        }
      }
      if Int.random(in: 0..<4, using: &rng) == 0 {
        controller.checks = try CheckTree(snapshot: controller.snapshot)
      }

      let (next, contentOnly) = edited(sections, &builder, &rng)
      let newSnapshot = try EngineSnapshot(sections: next)
      var rebuilt = controller
      let expected = rebuilt.updateRebuildingRows(to: newSnapshot)
      let stages = controller.update(to: newSnapshot)
      sections = next
      if contentOnly && !stages.isEmpty {
        reloads += 1
        #expect(
          stages.count == 1
            && stages[0].changeset.reloadedRows.count
              == stages[0].changeset.operationCount,
          "content only: one stage of reloads, \(context)")
      }

      #expect(stages == expected, "stages, \(context)")
      checkStages(stages, context)
      controller.rows.checkInvariants()
      #expect(Array(controller.rows.elements) == Array(rebuilt.rows.elements), "rows, \(context)")
      #expect(
        controller.rows.elements.summary.height == rebuilt.rows.elements.summary.height,
        "content height, \(context)")
      for position in 0...controller.rows.elements.count {
        #expect(
          controller.rows.elements.summary(upTo: position).height
            == rebuilt.rows.elements.summary(upTo: position).height,
          "offset of \(position), \(context)")
      }
      for node in controller.snapshot.nodes.indices {
        for kind in [VisibleElement.Kind.row, .detail, .status] {
          #expect(
            controller.rows.indexPath(ofNode: node, kind: kind, in: controller.snapshot)
              == rebuilt.rows.indexPath(ofNode: node, kind: kind, in: rebuilt.snapshot),
            "index path of node \(node) (\(kind)), \(context)")
        }
        let id = controller.snapshot.nodes[node].id
        #expect(controller.snapshot.nodeIndex(of: id) == node, "lookup of \(id), \(context)")
      }
      #expect(controller.visibleModel == rebuilt.visibleModel, "visible model, \(context)")
      checkOpenness(controller, context)
      #expect(controller.expansion == rebuilt.expansion, "expansion, \(context)")
      #expect(controller.selection == rebuilt.selection, "selection, \(context)")
    }
    return reloads
  }

  /// The visible model, which reads whether items are open from the rows, agrees with the
  /// expansion state.
  private func checkOpenness(_ controller: EngineController, _ context: String) {
    for section in controller.visibleModel {
      for row in section.rows {
        guard case .row(let id) = row.key, let node = controller.snapshot.nodeIndex(of: id) else {
          continue
        }
        #expect(
          row.isExpanded == (row.isExpandable && controller.expansion.isExpanded(id)),
          "isExpanded of \(id), \(context)")
        #expect(
          row.isDetailOpen
            == (controller.snapshot.nodes[node].hasDetail && controller.detailIsOpen(ofNode: node)),
          "isDetailOpen of \(id), \(context)")
      }
    }
  }

  /// Each stage is valid for UIKit and leads from the previous stage's rows to its own.
  private func checkStages(
    _ stages: StagedChangeset<EngineController.VisibleModel>, _ context: String
  ) {
    for index in stages.indices.dropFirst() {
      let old = stages[index - 1].data.map { $0.rows.map(\.key) }
      let new = stages[index].data.map { $0.rows.map(\.key) }
      let report = BatchUpdateValidator.checkContract(stages[index].changeset, old: old, new: new)
      #expect(report.isClean, "stage \(index): \(report), \(context)")
    }
  }

  /// New data, and whether only content changed.
  ///
  /// Usually the same shape with a few items' content changed (or none), otherwise a header
  /// renamed, a detail added or removed, an item deleted, or a new list.
  private func edited(
    _ sections: [EngineSection], _ builder: inout RandomListBuilder, _ rng: inout SplitMix64
  ) -> ([EngineSection], Bool) {
    var result = sections
    var contentOnly = true
    let paths = Self.itemPaths(sections)
    for _ in 0..<Int.random(in: 0..<4, using: &rng) {
      guard let path = paths.randomElement(using: &rng) else { break }
      Self.editItem(at: path[...], in: &result[path[0]].items) { item in
        // Sometimes the same text again: the row must not reload.
        item.content = Bool.random(using: &rng) ? "item \(item.id)" : "edited \(item.id)"
      }
    }
    switch Int.random(in: 0..<10, using: &rng) {
    case 0 where !result.isEmpty:
      contentOnly = false
      let section = Int.random(in: 0..<result.count, using: &rng)
      result[section].header = (result[section].header ?? "") + "'"
    case 1:
      guard let path = paths.randomElement(using: &rng) else { break }
      contentOnly = false
      Self.editItem(at: path[...], in: &result[path[0]].items) { $0.hasDetail.toggle() }
    case 2:
      guard let path = paths.randomElement(using: &rng), path.count == 2 else { break }
      contentOnly = false
      result[path[0]].items.remove(at: path[1])
    case 3:
      contentOnly = false
      result = builder.sections()
    default:
      break
    }
    return (result, contentOnly)
  }

  /// The path of every item: its section, then its index at each level.
  private static func itemPaths(_ sections: [EngineSection]) -> [[Int]] {
    var paths: [[Int]] = []
    func visit(_ items: [EngineItem], _ prefix: [Int]) {
      for (index, item) in items.enumerated() {
        paths.append(prefix + [index])
        visit(item.children, prefix + [index])
      }
    }
    for (index, section) in sections.enumerated() { visit(section.items, [index]) }
    return paths
  }

  /// Applies `edit` to the item at `path` (section first, then indexes), within `items`.
  private static func editItem(
    at path: ArraySlice<Int>, in items: inout [EngineItem], _ edit: (inout EngineItem) -> Void
  ) {
    let rest = path.dropFirst()
    guard let index = rest.first else { return }
    if rest.count == 1 {
      edit(&items[index])
    } else {
      editItem(at: rest, in: &items[index].children, edit)
    }
  }
}
