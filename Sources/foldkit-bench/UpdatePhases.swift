import FoldKit

/// `foldkit-bench --update-phases N`: where `engine.update`'s time goes at `N` items, phase by
/// phase, each phase timed on its own and averaged over 20 rounds.
///
/// Each round builds the new snapshot, then does separately parts of what `update(to:)` does
/// with it (the expansion pruned, the rows rebuilt), then the whole `update(to:)`, then frees the
/// stages it returned (which the update's benchmark times with it). The stages' data is built
/// only when read: the round then reads the data of every stage but the last (what the UIKit
/// adapter reads), then the last stage's, then frees what was read. `--one` uses
/// `engine.update-one`'s data instead (one item's content changed), whose update skips the diff.
enum UpdatePhases {
  static let rounds = 20

  static func run(n: Int, oneItem: Bool) {
    let (old, new) = ConstructionWorkload.updatePair(n, changes: oneItem ? 0 : nil)
    let start = ListController(
      snapshot: ConstructionWorkload.snapshot(old),
      expansion: ConstructionWorkload.allExpanded(old))
    let names = [
      "build the new snapshot", "prune the expansion", "rebuild the rows", "update(to:) whole",
      "free its stages", "read data but the last", "read the last data", "free the read data",
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
        let pruned = start.expansion.pruned(to: next)
        lap(1)
        blackHole(VisibleRows(snapshot: next, expansion: pruned, measure: start.height))
        lap(2)
      }
      var controller = start
      var stages = Optional(controller.update(to: next))
      lap(3)
      var read = stages.map { stages in Array(stages.dropLast().map(\.data)) }
      lap(5)
      read?.append(contentsOf: stages?.suffix(1).map(\.data) ?? [])
      lap(6)
      blackHole(read?.count)
      mark = clock.now
      stages = nil
      lap(4)
      read = nil
      lap(7)
      blackHole((stages, read, controller))
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
