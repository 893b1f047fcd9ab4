#if os(Linux)
import FoldKit
import FoldKitTestSupport
import FoldKitUIKit
import Testing
import UIKitStandIn

/// Seeded random editing through the stand-in table, checked against the engine and a model.
///
/// Reorders by the controls (often while a batch still animates), taps and two-finger pans
/// selecting rows, swipe deletes, deleting the selection, undo, opening and closing, and new
/// data. Every batch is validated (none inside UIKit's own move), the table is checked against
/// the engine whenever it rests, and the items and the selection against a simple reference
/// model.
@MainActor @Suite(.serialized) struct EditingRandomTests {
  static let steps = scaledStepCount("FOLDKIT_UIKIT_EDITING_STEPS", default: 300)

  /// An outline of three sections; some items have children (some of them open) and details.
  static func outline(_ random: inout SplitMix64) -> ListController<String, String, String> {
    var counter = 0
    func item(depth: Int) -> ListItem<String, String> {
      counter += 1
      let id = "i\(counter)"
      let childCount = depth < 2 && random.next() % 3 == 0 ? Int(random.next() % 3) + 1 : 0
      let children = (0..<childCount).map { _ in item(depth: depth + 1) }
      return ListItem(
        id: id, content: id, children: children, hasDetail: random.next() % 4 == 0)
    }
    let sections = (0..<3).map { section in
      ListSection(
        id: "s\(section)", header: "S\(section)",
        items: (0..<(Int(random.next() % 4) + 2)).map { _ in item(depth: 0) })
    }
    let snapshot = Snapshot(uncheckedSections: sections)
    var expansion = ExpansionState<String, String>()
    for node in snapshot.nodes where random.next() % 2 == 0 {
      expansion.setExpanded(true, node.id)
    }
    return ListController(snapshot: snapshot, expansion: expansion)
  }

  /// The IDs of `id` and its descendants in the engine's snapshot.
  static func subtree(of id: String, in snapshot: Snapshot<String, String, String>) -> Set<String> {
    guard let node = snapshot.nodeIndex(of: id) else { return [] }
    let end = max(snapshot.nodes[node].subtreeEnd, node + 1)
    return Set((node..<end).map { snapshot.nodes[$0].id })
  }

  enum Edit {
    case move
    case delete(items: Set<String>, selected: [String])
  }

  @Test func randomEditing() {
    for seed in [UInt64(1), 2, 3, 4] {
      var random = SplitMix64(seed: seed &* 104_729)
      let harness = EditingHarness(controller: Self.outline(&random), height: 300)
      var items = Set(harness.adapter.controller.snapshot.nodes.map(\.id))
      var selection = Set<String>()
      var edits: [Edit] = []
      var outcomes: [ReorderOutcome<String, String>] = []
      harness.adapter.onReorder = { outcomes.append($0) }
      if seed == 2 { harness.adapter.moveRule = { $0.parent == nil || $0.index > 0 } }
      for step in 0..<Self.steps {
        let context = "seed \(seed), step \(step)"
        let table = harness.table
        func shownRows() -> [IndexPath] {
          table.layoutIfNeeded()
          return (0..<table.numberOfSections).flatMap { section in
            (0..<table.numberOfRows(inSection: section)).map {
              IndexPath(row: $0, section: section)
            }
          }
        }
        switch random.next() % 16 {
        case 0..<5:
          let rows = shownRows()
          let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
          let idle = !harness.adapter.isAnimating && harness.adapter.queue.isEmpty
          guard let source = rows.randomElement(using: &random) else { break }
          var during = counts
          during[source.section] -= 1
          let places = during.enumerated().flatMap { section, count in
            (0...count).map { IndexPath(row: $0, section: section) }
          }
          let proposals = (0..<(Int(random.next() % 3) + 1)).compactMap { _ in
            places.randomElement(using: &random)
          }
          let before = outcomes.count
          let shownBefore = harness.shownRows()
          let dragged = shownBefore[source.section][source.row]
          let subtree = Self.subtree(of: dragged, in: harness.adapter.controller.snapshot)
          let dropped = table.standInReorder(from: source, over: proposals)
          guard let dropped, dropped != source else { break }
          #expect(outcomes.count == before + 1, "\(context)")
          let moved = outcomes.last?.move != nil
          if moved { edits.append(.move) }
          harness.settle()
          guard idle else { break }
          // The row stays where UIKit dropped it, and the rows of its subtree follow it.
          var expected = shownBefore
          if moved {
            expected[dropped.section].insert(
              expected[source.section].remove(at: source.row), at: dropped.row)
            let followers = shownBefore[source.section].dropFirst(source.row + 1).prefix {
              subtree.contains($0.hasPrefix("detail of ") ? String($0.dropFirst(10)) : $0)
            }
            for section in expected.indices {
              expected[section].removeAll { followers.contains($0) }
            }
            for section in expected.indices {
              if let index = expected[section].firstIndex(of: dragged) {
                expected[section].insert(contentsOf: followers, at: index + 1)
              }
            }
          }
          #expect(harness.shownRows() == expected, "\(context): \(dragged) to \(dropped)")
        case 5..<8:
          harness.settle()
          table.layoutIfNeeded()
          let visible = table.indexPathsForVisibleRows ?? []
          guard let path = visible.randomElement(using: &random) else { break }
          let row = harness.adapter.rowContext(at: path)
          table.standInTapRow(at: path)
          if row.kind == .row {
            if selection.contains(row.itemID) {
              selection.remove(row.itemID)
            } else {
              selection.insert(row.itemID)
            }
          }
        case 8:
          harness.settle()
          let rows = shownRows()
          guard let first = rows.randomElement(using: &random),
            let last = rows.randomElement(using: &random)
          else { break }
          let wasSelected = Set(table.indexPathsForSelectedRows ?? [])
          if harness.adapter.rowContext(at: first).kind == .row,
            table.standInTwoFingerPan(from: first, to: last)
          {
            for path in rows where path >= min(first, last) && path <= max(first, last) {
              let row = harness.adapter.rowContext(at: path)
              if row.kind == .row && !wasSelected.contains(path) { selection.insert(row.itemID) }
            }
          }
        case 9:
          harness.settle()
          guard items.count > 4, let path = shownRows().randomElement(using: &random) else {
            break
          }
          let row = harness.adapter.rowContext(at: path)
          guard row.kind == .row else { break }
          let gone = Self.subtree(of: row.itemID, in: harness.adapter.controller.snapshot)
          guard items.count - gone.count >= 3 else { break }
          table.standInCommitDelete(at: path)
          edits.append(.delete(items: items, selected: [row.itemID]))
          items.subtract(gone)
          selection.subtract(gone)
        case 10:
          harness.settle()
          let snapshot = harness.adapter.controller.snapshot
          let gone = selection.reduce(into: Set<String>()) {
            $0.formUnion(Self.subtree(of: $1, in: snapshot))
          }
          guard !selection.isEmpty, items.count - gone.count >= 3 else { break }
          edits.append(.delete(items: items, selected: Array(selection)))
          harness.adapter.deleteSelectedItems()
          items.subtract(gone)
          selection = []
        case 11:
          harness.adapter.undoLastEdit()
          switch edits.popLast() {
          case .delete(let before, let selected):
            harness.settle()
            items = before
            selection.formUnion(selected)
          case .move, nil:
            break
          }
        case 12:
          let parents = harness.adapter.controller.snapshot.nodes.filter(\.isExpandable)
          guard let node = parents.randomElement(using: &random) else { break }
          if harness.adapter.controller.expansion.isExpanded(node.id) {
            harness.adapter.collapse(node.id)
          } else {
            harness.adapter.expand(node.id)
          }
        case 13:
          harness.settle()
          let snapshot = harness.adapter.controller.snapshot
          guard let id = items.sorted().randomElement(using: &random) else { break }
          let gone = Self.subtree(of: id, in: snapshot)
          guard items.count - gone.count >= 3 else { break }
          harness.adapter.update(to: EditingHarness.snapshot(snapshot, removing: gone))
          items.subtract(gone)
          selection.subtract(gone)
        case 14:
          harness.settle()
          harness.adapter.selectAll()
          let controller = harness.adapter.controller
          selection.formUnion(items.filter { controller.indexPath(of: $0) != nil })
        default:
          if random.next() % 2 == 0 { harness.settle() }
        }
        if random.next() % 4 != 0 {
          harness.settle()
          let controller = harness.adapter.controller
          #expect(Set(controller.snapshot.nodes.map(\.id)) == items, "\(context)")
          #expect(controller.selection.items == selection, "\(context)")
          controller.rows.checkInvariants()
        }
        if !harness.exceptions.isEmpty { return }
      }
      harness.settle()
    }
  }
}
#endif
