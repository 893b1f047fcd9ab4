import FoldKit
import FoldKitTestSupport
import Testing

/// Seeded random editing against ``EditingModel``.
///
/// Moves (single, several, refused, undone and interactive), selections, expansion, collapsed
/// sections, filters, new data and reveals. Every
/// batch is checked against UIKit's rules and FoldKit's contract; the interactive reorder's from
/// the table's state after its own move.
///
/// `FOLDKIT_EDITING_STEPS` sets the steps per seed (CI: 100,000).
@Suite struct EditingModelTests {
  typealias List = ListController<Int, Int, Int>

  @Test(arguments: [1, 2, 3, 4] as [UInt64]) func randomEditing(seed: UInt64) {
    let steps = scaledStepCount("FOLDKIT_EDITING_STEPS", default: 12_000) / 4
    var run = EditingRun(seed: seed)
    for step in 0..<Swift.max(steps, 1) {
      run.step(step)
      if run.failed { break }
    }
  }
}

struct EditingRun {
  typealias List = ListController<Int, Int, Int>

  var random: SplitMix64
  var model: EditingModel
  var list: List
  let seed: UInt64
  var filtered = false
  var lastUndo: (MoveUndo<Int, Int>, EditingModel)?
  var failed = false
  var label = ""

  init(seed: UInt64) {
    self.seed = seed
    random = SplitMix64(seed: seed)
    model = EditingModel(sections: 3, count: 24, random: &random)
    list = List(snapshot: model.snapshot, expansion: model.expansion)
  }

  mutating func expect(
    _ condition: Bool, _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard !condition else { return }
    failed = true
    Issue.record("seed \(seed), \(label): \(message)", sourceLocation: sourceLocation)
  }

  mutating func checkBatch(
    _ changeset: Changeset, from old: [[VisibleRowKey<Int>]],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let report = BatchUpdateValidator.checkContract(changeset, old: old, new: list.rowKeys())
    expect(report.isClean, "\(report)", sourceLocation: sourceLocation)
  }

  mutating func anyItem() -> Int {
    let ids = model.preorder
    guard !ids.isEmpty else { return 0 }
    return ids[Int.random(in: 0..<ids.count, using: &random)]
  }

  mutating func visibleItem() -> Int? {
    let rows = list.rowKeys().joined().compactMap { key -> Int? in
      if case .row(let id) = key { return id }
      return nil
    }
    guard !rows.isEmpty else { return nil }
    return rows[Int.random(in: 0..<rows.count, using: &random)]
  }

  mutating func randomDestination() -> MoveDestination<Int, Int> {
    let target = anyItem()
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return .before(target)
    case 1: return .after(target)
    case 2: return .firstChild(of: target)
    case 3: return .lastChild(of: target)
    case 4: return .child(of: target, at: Int.random(in: -1...3, using: &random))
    default:
      return .section(
        Int.random(in: 0..<3, using: &random), at: Int.random(in: -1...6, using: &random))
    }
  }

  mutating func step(_ step: Int) {
    let old = list.rowKeys()
    var action = Int.random(in: 0..<100, using: &random)
    if model.preorder.count < 6 { action = 99 }
    switch action {
    case 0..<22: moveStep(step, old: old, count: 1)
    case 22..<32: moveStep(step, old: old, count: Int.random(in: 2...4, using: &random))
    case 32..<38: undoStep(step, old: old)
    case 38..<48: reorderStep(step, old: old)
    case 48..<56 where !filtered:
      let id = anyItem()
      label = "step \(step): toggle \(id)"
      let changeset = list.toggle(id)
      if model.expanded.contains(id) {
        model.expanded.remove(id)
      } else {
        model.expanded.insert(id)
      }
      checkBatch(changeset, from: old)
    case 56..<59 where !filtered:
      let section = Int.random(in: 0..<3, using: &random)
      label = "step \(step): section \(section)"
      let collapse = !model.collapsed.contains(section)
      let changeset = list.setCollapsed(collapse, section: section)
      if collapse { model.collapsed.insert(section) } else { model.collapsed.remove(section) }
      checkBatch(changeset, from: old)
    case 59..<75: selectionStep(step)
    case 75..<81: updateStep(step)
    case 81..<87: filterStep(step, old: old)
    case 87..<95 where !filtered: revealStep(step, old: old)
    default:
      label = "step \(step): add"
      model.addRandomItem(&random)
      _ = list.update(to: model.snapshot)
      lastUndo = nil
    }
    checkState()
  }

  mutating func moveStep(_ step: Int, old: [[VisibleRowKey<Int>]], count: Int) {
    let ids = (0..<count).map { _ in anyItem() }
    let destination = randomDestination()
    label = "step \(step): move \(ids) to \(destination)"
    let before = model
    let expected = model.move(ids, to: destination)
    do {
      let outcome = try list.move(ids, to: destination, rule: EditingModel.rule)
      expect(
        expected == nil, "the engine moved, the model refused with \(String(describing: expected))")
      checkBatch(outcome.changeset, from: old)
      expect(outcome.changeset.reloadedRows.isEmpty, "a move batch reloads")
      lastUndo = (outcome.undo, before)
    } catch {
      expect(
        expected == error,
        "the engine refused with \(error), the model with \(String(describing: expected))")
      expect(list.rowKeys() == old, "a refused move changed the rows")
    }
  }

  mutating func undoStep(_ step: Int, old: [[VisibleRowKey<Int>]]) {
    guard let (undo, before) = lastUndo else { return }
    label = "step \(step): undo"
    lastUndo = nil
    do {
      let outcome = try list.undoMove(undo)
      checkBatch(outcome.changeset, from: old)
      model.children = before.children
      model.owner = before.owner
    } catch {
      expect(false, "undo refused: \(error)")
    }
  }

  mutating func reorderStep(_ step: Int, old: [[VisibleRowKey<Int>]]) {
    let sections = old.indices.filter { !old[$0].isEmpty }
    guard !sections.isEmpty else { return }
    let from = sections[Int.random(in: 0..<sections.count, using: &random)]
    let source = ListIndexPath(
      section: from, row: Int.random(in: 0..<old[from].count, using: &random))
    let to = Int.random(in: 0..<old.count, using: &random)
    let count = old[to].count - (to == from ? 1 : 0)
    let destination = ListIndexPath(section: to, row: Int.random(in: 0...count, using: &random))
    let depth = Int.random(in: 0..<5, using: &random)
    label = "step \(step): reorder \(source) → \(destination) at depth \(depth)"
    let post = List.keys(old, movingRowAt: source, to: destination)
    let proposal = list.reorderProposal(
      movingRowAt: source, to: destination, depth: depth, rule: EditingModel.rule)
    let outcome = list.reorder(
      movingRowAt: source, to: destination, depth: depth, rule: EditingModel.rule)
    let report = BatchUpdateValidator.checkContract(
      outcome.changeset, old: post, new: list.rowKeys())
    expect(report.isClean, "remaining batch: \(report)")
    expect(
      outcome.refusal == proposal.refusal,
      "proposal \(String(describing: proposal.refusal)), drop \(String(describing: outcome.refusal))"
    )
    if let target = proposal.destination, case .row(let id) = old[source.section][source.row] {
      let before = model
      let refusal = model.move([id], to: target)
      expect(
        refusal == nil, "the model refuses the proposal \(target): \(String(describing: refusal))")
      if let undo = outcome.move?.undo { lastUndo = (undo, before) }
      if proposal.indexPath == destination && destination != source && !filtered
        && !model.collapsed.contains(destination.section)
      {
        // The row stays where the table put it; only what follows it moves (a drop into a
        // collapsed section hides it, and under a filter, ancestors kept only for it hide).
        let moved = outcome.changeset.movedRows.contains { $0.from == destination }
        let deleted = outcome.changeset.deletedRows.contains(destination)
        expect(!moved && !deleted, "the dragged row moves again: \(outcome.changeset)")
      }
    } else {
      expect(list.rowKeys() == old, "a refused drop changed the rows")
    }
  }

  mutating func selectionStep(_ step: Int) {
    switch Int.random(in: 0..<6, using: &random) {
    case 0:
      let id = anyItem()
      label = "step \(step): select \(id)"
      list.selectItem(id)
      model.selection = [id]
      model.base = [id]
      model.anchor = id
    case 1:
      let id = anyItem()
      label = "step \(step): toggle selection of \(id)"
      let change = list.toggleSelection(of: id)
      if model.selection.contains(id) {
        model.selection.remove(id)
      } else {
        model.selection.insert(id)
      }
      expect(change.count == model.selection.count, "count \(change.count)")
      model.base = model.selection
      model.anchor = id
    case 2:
      guard let id = visibleItem() else { return }
      label = "step \(step): extend to \(id)"
      let rows = list.rowKeys().joined().compactMap { key -> Int? in
        if case .row(let id) = key { return id }
        return nil
      }
      if let anchor = model.anchor, let a = rows.firstIndex(of: anchor),
        let b = rows.firstIndex(of: id)
      {
        model.selection = model.base.union(rows[Swift.min(a, b)...Swift.max(a, b)])
      } else {
        model.selection = [id]
        model.base = [id]
        model.anchor = id
      }
      list.extendSelection(to: id)
    case 3:
      let section = Int.random(in: -1..<3, using: &random)
      label = "step \(step): select all in \(section)"
      let keys = list.rowKeys()
      let scope = section < 0 ? Array(keys.joined()) : keys[section]
      let change = list.selectAll(inSection: section < 0 ? nil : section)
      var added: Set<Int> = []
      for case .row(let id) in scope where !model.selection.contains(id) { added.insert(id) }
      expect(Set(change.added) == added, "added \(change.added), expected \(added.sorted())")
      model.selection.formUnion(added)
      model.base = model.selection
    case 4:
      label = "step \(step): clear selection"
      list.clearSelection()
      model.selection = []
      model.base = []
      model.anchor = nil
    default:
      let id = anyItem()
      label = "step \(step): selected descendants of \(id)"
      var count = 0
      for other in model.selection where other != id && model.isInside(other, [id]) { count += 1 }
      expect(list.selectedDescendantCount(of: id) == count, "expected \(count)")
    }
  }

  mutating func updateStep(_ step: Int) {
    let id = anyItem()
    label = "step \(step): delete \(id) in new data"
    let gone = model.delete(id)
    _ = list.update(to: model.snapshot)
    let removed = model.selection.intersection(gone)
    model.selection.subtract(gone)
    model.base.subtract(gone)
    if let anchor = model.anchor, gone.contains(anchor) { model.anchor = nil }
    expect(
      Set(list.selection.removedByLastUpdate) == removed,
      "reported \(list.selection.removedByLastUpdate), expected \(removed.sorted())")
    lastUndo = nil
  }

  mutating func filterStep(_ step: Int, old: [[VisibleRowKey<Int>]]) {
    if filtered {
      label = "step \(step): clear filter"
      checkBatch(list.clearFilter(), from: old)
      filtered = false
    } else {
      let divisor = Int.random(in: 2...5, using: &random)
      label = "step \(step): filter multiples of \(divisor)"
      checkBatch(list.filter { $0 % divisor == 0 }, from: old)
      filtered = true
    }
    let visible = Set(list.rowKeys().joined())
    let hidden = model.selection.filter { !visible.contains(.row($0)) }.count
    expect(
      list.hiddenSelectionCount == hidden, "hidden \(list.hiddenSelectionCount), expected \(hidden)"
    )
  }

  mutating func revealStep(_ step: Int, old: [[VisibleRowKey<Int>]]) {
    let id = anyItem()
    let select = Bool.random(using: &random)
    label = "step \(step): reveal \(id)\(select ? " and select" : "")"
    let outcome = list.reveal(id, select: select)
    checkBatch(outcome.changeset, from: old)
    var current = model.owner[id]
    while case .item(let parent) = current {
      model.expanded.insert(parent)
      current = model.owner[parent]
    }
    model.collapsed.remove(model.section(of: id))
    expect(
      outcome.scroll?.indexPath == list.indexPath(of: id),
      "scroll \(String(describing: outcome.scroll))")
    expect(list.indexPath(of: id) != nil, "not shown")
    if select {
      model.selection = [id]
      model.base = [id]
      model.anchor = id
    }
  }

  mutating func checkState() {
    guard !failed else { return }
    let outline = model.outline
    if list.snapshot.nodes.map({ String(repeating: ".", count: $0.depth) + "\($0.id)" }) != outline
    {
      expect(false, "outline \(outline)")
    }
    if list.selection.items != model.selection {
      expect(false, "selection \(list.selection.items.sorted()), model \(model.selection.sorted())")
    }
    expect(list.selection.anchor == model.anchor, "anchor")
    if !filtered && list.rowKeys() != model.visibleKeys {
      expect(false, "rows \(list.rowKeys()), model \(model.visibleKeys)")
    }
    // Every field of every node, and the index by ID, as a snapshot built afresh has them.
    let fresh = model.snapshot
    let nodes = list.snapshot.nodes
    for (index, node) in fresh.nodes.enumerated() where index < nodes.count {
      let mine = nodes[index]
      let same =
        mine.id == node.id && mine.parent == node.parent && mine.depth == node.depth
        && mine.subtreeEnd == node.subtreeEnd && mine.childCount == node.childCount
        && mine.siblingIndex == node.siblingIndex
        && list.snapshot.siblingCount(ofNode: index) == fresh.siblingCount(ofNode: index)
        && mine.section == node.section && list.snapshot.nodeIndex(of: node.id) == index
      if !same {
        expect(false, "node \(index) (\(node.id)) differs from a fresh build")
        return
      }
    }
    let sections = list.snapshot.sections.map {
      [$0.nodes.lowerBound, $0.nodes.upperBound, $0.topLevelCount]
    }
    expect(
      sections
        == fresh.sections.map { [$0.nodes.lowerBound, $0.nodes.upperBound, $0.topLevelCount] },
      "sections")
    list.rows.checkInvariants()
    if !filtered {
      let rebuilt = List(snapshot: fresh, expansion: list.expansion)
      let kinds = list.rows.elements.map { "\($0.kind)\($0.index)" }
      expect(
        kinds == rebuilt.rows.elements.map { "\($0.kind)\($0.index)" },
        "elements differ from a rebuild")
    }
  }
}
