#if os(Linux)
import FoldKit
import FoldKitUIKit
import Testing
import UIKitStandIn

/// A person editing a table: reordering with its controls, deleting by swiping, undoing,
/// selecting several rows, and the selection kept through new data.
@MainActor @Suite(.serialized) struct EditingTableTests {
  @Test func anOpenParentDroppedInAnotherSectionTakesItsRowsAlong() throws {
    let harness = EditingHarness()
    #expect(
      harness.shownRows() == [
        ["p", "detail of p", "p1", "p2", "p2a", "q", "r"], ["s", "t"], ["u"],
      ])
    var outcomes: [ReorderOutcome<String, String>] = []
    harness.adapter.onReorder = { outcomes.append($0) }
    let batchesBefore = harness.table.standInBatches.count
    // Picked up by its reorder control, dragged past q into section b, dropped between s and t.
    let dropped = harness.table.standInReorder(
      from: IndexPath(row: 0, section: 0),
      over: [IndexPath(row: 5, section: 0), IndexPath(row: 1, section: 1)])
    #expect(dropped == IndexPath(row: 1, section: 1))
    harness.settle()
    #expect(
      harness.shownRows() == [
        ["q", "r"], ["s", "p", "detail of p", "p1", "p2", "p2a", "t"], ["u"],
      ])
    #expect(outcomes.count == 1 && outcomes.first?.move != nil)
    // UIKit moved p itself; one batch of the adapter's moved the four rows that follow it.
    let batches = harness.table.standInBatches[batchesBefore...]
    #expect(batches.count == 1)
    #expect(batches.first?.movedRows.count == 4)
    #expect(batches.first?.insertedRows.isEmpty == true)
    // The move can be undone, through the engine.
    harness.adapter.undoLastEdit()
    harness.settle()
    #expect(
      harness.shownRows() == [
        ["p", "detail of p", "p1", "p2", "p2a", "q", "r"], ["s", "t"], ["u"],
      ])
    #expect(harness.undone.count == 1)
  }

  @Test func aLeafMovesWithoutASecondBatch() {
    let harness = EditingHarness()
    let batchesBefore = harness.table.standInBatches.count
    harness.table.standInReorder(
      from: IndexPath(row: 6, section: 0), over: [IndexPath(row: 0, section: 2)])
    harness.settle()
    #expect(
      harness.shownRows() == [
        ["p", "detail of p", "p1", "p2", "p2a", "q"], ["s", "t"], ["r", "u"],
      ])
    #expect(harness.table.standInBatches.count == batchesBefore)
  }

  @Test func theRuleRefusesADropAndTheRowGoesBack() {
    let harness = EditingHarness()
    harness.adapter.moveRule = { $0.section != "b" }
    var refusals: [MoveRefusal?] = []
    harness.adapter.onReorder = { refusals.append($0.refusal) }
    // Over section b the engine sends the row back to its place; nothing moves.
    let dropped = harness.table.standInReorder(
      from: IndexPath(row: 5, section: 0), over: [IndexPath(row: 1, section: 1)])
    #expect(dropped == IndexPath(row: 5, section: 0))
    harness.settle()
    #expect(harness.shownRows()[1] == ["s", "t"])
    #expect(refusals.isEmpty)
    #expect(harness.adapter.edits.isEmpty)
  }

  @Test func aParentNeverDropsIntoItsOwnRows() {
    let harness = EditingHarness()
    // Over its own child p2a: the engine refuses, and the row stays where it was.
    let dropped = harness.table.standInReorder(
      from: IndexPath(row: 0, section: 0), over: [IndexPath(row: 3, section: 0)])
    #expect(dropped == IndexPath(row: 0, section: 0))
    harness.settle()
    #expect(harness.shownRows()[0] == ["p", "detail of p", "p1", "p2", "p2a", "q", "r"])
  }

  @Test func detailRowsAndUnmovableItemsHaveNoReorderControl() {
    let harness = EditingHarness()
    harness.adapter.canMoveItem = { $0 != "q" }
    #expect(
      harness.table.standInReorder(
        from: IndexPath(row: 1, section: 0), over: [IndexPath(row: 0, section: 1)]) == nil)
    #expect(
      harness.table.standInReorder(
        from: IndexPath(row: 5, section: 0), over: [IndexPath(row: 0, section: 1)]) == nil)
    harness.adapter.reordersRows = false
    #expect(
      harness.table.standInReorder(
        from: IndexPath(row: 6, section: 0), over: [IndexPath(row: 0, section: 1)]) == nil)
    harness.settle()
  }

  @Test func aBatchInsideUIKitsOwnMoveRaises() {
    // What the adapter avoids: the stand-in judges a batch inside moveRowAt as UIKit would.
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
    let window = UIWindow(frame: table.frame)
    window.addSubview(table)
    let source = EagerDataSource()
    table.dataSource = source
    table.setEditing(true, animated: false)
    var raised: [String] = []
    standInExceptionHandler = { _, reason in raised.append(reason) }
    table.layoutIfNeeded()
    table.standInReorder(from: IndexPath(row: 0, section: 0), over: [IndexPath(row: 2, section: 0)])
    #expect(raised.contains { $0.contains("while the table view commits a reorder") })
  }

  @Test func swipeToDeleteThenUndo() throws {
    let harness = EditingHarness()
    harness.adapter.setEditing(false, animated: false)
    let path = try #require(harness.path(of: "q"))
    harness.table.standInCommitDelete(at: path)
    harness.settle()
    #expect(harness.shownRows()[0] == ["p", "detail of p", "p1", "p2", "p2a", "r"])
    guard case .delete(let ids, _) = harness.adapter.edits.last else {
      Issue.record("no delete to undo")
      return
    }
    #expect(ids == ["q"])
    harness.adapter.undoLastEdit()
    harness.settle()
    #expect(harness.shownRows()[0] == ["p", "detail of p", "p1", "p2", "p2a", "q", "r"])
    #expect(harness.adapter.selection.items == ["q"])
    #expect(harness.undone.count == 1)
    // A detail row cannot be deleted.
    harness.table.standInCommitDelete(at: IndexPath(row: 1, section: 0))
    harness.settle()
    #expect(harness.adapter.edits.isEmpty)
  }

  @Test func aTwoFingerPanSelectsARangeOfItems() {
    let harness = EditingHarness()
    harness.adapter.setEditing(false, animated: false)
    // From q down to s, across the section boundary.
    let began = harness.table.standInTwoFingerPan(
      from: IndexPath(row: 5, section: 0), to: IndexPath(row: 0, section: 1))
    #expect(began)
    #expect(harness.table.isEditing)
    harness.settle()
    #expect(harness.adapter.selection.items == ["q", "r", "s"])
    #expect(harness.selectionReports.last?.items == ["q", "r", "s"])
    // Over a detail row: the pan selects only items' rows.
    harness.table.standInTwoFingerPan(
      from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    harness.settle()
    #expect(harness.adapter.selection.items == ["q", "r", "s", "p", "p1"])
    // Taps deselect and select.
    harness.table.standInTapRow(at: IndexPath(row: 5, section: 0))
    harness.settle()
    #expect(!harness.adapter.selection.contains("q"))
  }

  @Test func theSelectionSurvivesNewDataAndReportsWhatWasDeleted() {
    let harness = EditingHarness()
    harness.table.standInTapRow(at: IndexPath(row: 5, section: 0))
    harness.table.standInTapRow(at: IndexPath(row: 1, section: 1))
    harness.settle()
    #expect(harness.adapter.selection.items == ["q", "t"])
    let data = EditingHarness.snapshot(harness.adapter.controller.snapshot, removing: ["t", "r"])
    harness.adapter.update(to: data)
    harness.settle()
    #expect(harness.adapter.selection.items == ["q"])
    #expect(harness.selectionReports.last?.removedByLastUpdate == ["t"])
    #expect(harness.table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 0)])
  }

  @Test func selectedChildrenStaySelectedWhileTheirParentIsClosed() {
    let harness = EditingHarness()
    harness.table.standInTapRow(at: IndexPath(row: 2, section: 0))
    harness.table.standInTapRow(at: IndexPath(row: 5, section: 0))
    harness.settle()
    harness.adapter.collapse("p")
    harness.settle()
    #expect(harness.adapter.selection.items == ["p1", "q"])
    #expect(harness.table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
    harness.adapter.expand("p")
    harness.settle()
    #expect(
      harness.table.indexPathsForSelectedRows == [
        IndexPath(row: 2, section: 0), IndexPath(row: 5, section: 0),
      ])
    // Deleting the selection takes hidden and shown items alike.
    harness.adapter.deleteSelectedItems()
    harness.settle()
    #expect(harness.shownRows()[0] == ["p", "detail of p", "p2", "p2a", "r"])
    #expect(harness.adapter.selection.isEmpty)
  }

  @Test func revealOpensTheAncestorsAndScrolls() throws {
    let harness = EditingHarness(height: 120)
    harness.adapter.collapse("p")
    harness.settle()
    harness.adapter.reveal("p2a", animated: false)
    harness.settle()
    #expect(harness.adapter.controller.expansion.isExpanded("p"))
    let path = try #require(harness.path(of: "p2a"))
    #expect(harness.table.cellForRow(at: path) != nil)
  }
}

/// A data source that breaks UIKit's rule: it performs a batch inside `moveRowAt`.
@MainActor final class EagerDataSource: NSObject, UITableViewDataSource {
  var rows = ["a", "b", "c"]

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    rows.count
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }

  func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

  func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    tableView.performBatchUpdates {}
  }
}
#endif
