import FoldKit

/// `foldkit-bench --update-phases N`: where `engine.update`'s time goes at `N` items, phase by
/// phase, each phase timed on its own and averaged over 20 rounds.
///
/// Each round builds the new snapshot, then does separately what `update(to:)` does with it
/// (the old visible model, the expansion pruned, the rows rebuilt, the new visible model, the
/// diff, and freeing the stages the diff returned), then the whole `update(to:)` for comparison,
/// then frees the stages it returned (which the update's benchmark times with it).
/// `--one` uses `engine.update-one`'s data instead (one item's content changed), whose update
/// skips the diff: only the build, the whole update and the model its stage carries are timed.
enum UpdatePhases {
  static let rounds = 20

  static func run(n: Int, oneItem: Bool) {
    let (old, new) = ConstructionWorkload.updatePair(n, changes: oneItem ? 0 : nil)
    let start = ListController(
      snapshot: ConstructionWorkload.snapshot(old),
      expansion: ConstructionWorkload.allExpanded(old))
    let names = [
      "build the new snapshot", "old visible model", "prune the expansion", "rebuild the rows",
      "new visible model", "diff (staged)", "free the diff's stages", "update(to:) whole",
      "free its stages",
    ]
    var totals = [Duration](repeating: .zero, count: names.count)
    let clock = ContinuousClock()
    for _ in 0..<rounds {
      var mark = clock.now
      func lap(_ phase: Int) {
        let now = clock.now
        totals[phase] += now - mark
        mark = now
      }
      let next = ConstructionWorkload.snapshot(new)
      lap(0)
      if !oneItem {
        let oldModel = start.visibleModel
        lap(1)
        let pruned = start.expansion.pruned(to: next)
        lap(2)
        blackHole(VisibleRows(snapshot: next, expansion: pruned, measure: start.height))
        lap(3)
        var shown = start
        _ = shown.update(to: next)
        mark = clock.now
        let newModel = shown.visibleModel
        lap(4)
        var diffed = try? ListDiff.staged(consuming: oldModel, to: newModel, uniqueRowIDs: true)
        lap(5)
        blackHole(diffed?.count)
        mark = clock.now
        diffed = nil
        lap(6)
        blackHole(diffed)
      }
      var controller = start
      var stages = Optional(controller.update(to: next))
      lap(7)
      blackHole(stages?.count)
      mark = clock.now
      stages = nil
      lap(8)
      blackHole((stages, controller))
    }
    print("engine.update phases at \(n) items\(oneItem ? ", one item changed" : ""):")
    for (name, total) in zip(names, totals) where total > .zero {
      let (seconds, attoseconds) = (total / rounds).components
      let milliseconds = Double(seconds) * 1e3 + Double(attoseconds) / 1e15
      let label = name + String(repeating: " ", count: max(1, 25 - name.count))
      print("  \(label)\((milliseconds * 100).rounded() / 100) ms")
    }
  }
}
