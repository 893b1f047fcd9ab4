#if os(Linux)
import FoldKit
import Testing
import UIKitStandIn

/// A data source whose counts the test sets by hand.
@MainActor final class CountsDataSource: NSObject, UITableViewDataSource {
  var counts: [Int]

  init(_ counts: [Int]) { self.counts = counts }

  func numberOfSections(in tableView: UITableView) -> Int { counts.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    counts[section]
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
}

/// One hand-made wrong batch and the message UIKit raises for it.
struct WrongBatch: Sendable, CustomTestStringConvertible {
  var rule: BatchUpdateRule
  var old: [Int]
  var new: [Int]
  var changeset: Changeset
  var message: String

  var testDescription: String { rule.rawValue }

  static func path(_ section: Int, _ row: Int) -> String {
    "<NSIndexPath: 0x0> {length = 2, path = \(section) - \(row)}"
  }

  static let all: [WrongBatch] = [
    WrongBatch(
      rule: .r4, old: [3], new: [3],
      changeset: Changeset(deletedRows: [p(0, 1)], reloadedRows: [p(0, 1)]),
      message: "attempt to delete and reload the same index path (\(path(0, 1)))"),
    WrongBatch(
      rule: .r6, old: [2], new: [2], changeset: Changeset(deletedSections: [1]),
      message: "attempt to delete section 1, but there are only 1 sections before the update"),
    WrongBatch(
      rule: .r7, old: [2], new: [1], changeset: Changeset(deletedRows: [p(1, 0)]),
      message: "attempt to delete row 0 from section 1, but there are only 1 sections before the "
        + "update"),
    WrongBatch(
      rule: .r8, old: [2], new: [1], changeset: Changeset(deletedRows: [p(0, 2)]),
      message: "attempt to delete row 2 from section 0 which only contains 2 rows before the update"
    ),
    WrongBatch(
      rule: .r10, old: [3], new: [2],
      changeset: Changeset(
        deletedRows: [p(0, 1)], movedRows: [.init(from: p(0, 1), to: p(0, 0))]),
      message: "attempt to perform a delete and a move from the same index path (\(path(0, 1)))"),
    WrongBatch(
      rule: .r6b, old: [2, 2], new: [2, 2], changeset: Changeset(insertedSections: [2]),
      message: "attempt to insert section 2 but there are only 2 sections after the update"),
    WrongBatch(
      rule: .r7b, old: [2], new: [3], changeset: Changeset(insertedRows: [p(1, 0)]),
      message: "attempt to insert row 0 into section 1, but there are only 1 sections after the "
        + "update"),
    WrongBatch(
      rule: .r8b, old: [5], new: [5], changeset: Changeset(insertedRows: [p(0, 5)]),
      message: "attempt to insert row 5 into section 0, but there are only 5 rows in section 0 "
        + "after the update"),
    WrongBatch(
      rule: .r12, old: [3], new: [4],
      changeset: Changeset(
        insertedRows: [p(0, 0)], movedRows: [.init(from: p(0, 2), to: p(0, 0))]),
      message: "attempt to perform an insert and a move to the same index path (\(path(0, 0)))"),
    WrongBatch(
      rule: .r9, old: [2], new: [2],
      changeset: Changeset(movedRows: [.init(from: p(0, 2), to: p(0, 0))]),
      message: "attempt to move index path (\(path(0, 2))) that does not exist - there are only 2 "
        + "rows in section 0 before the update"),
    WrongBatch(
      rule: .r18, old: [3], new: [3],
      changeset: Changeset(
        movedRows: [.init(from: p(0, 0), to: p(0, 1)), .init(from: p(0, 0), to: p(0, 2))]),
      message: "attempt to move row at index path \(path(0, 0)) to both \(path(0, 1)) and "
        + "\(path(0, 2))"),
    WrongBatch(
      rule: .r19, old: [3], new: [3],
      changeset: Changeset(
        movedRows: [.init(from: p(0, 0), to: p(0, 2)), .init(from: p(0, 1), to: p(0, 2))]),
      message: "attempt to move both row at index path \(path(0, 0)) and \(path(0, 1)) to "
        + "\(path(0, 2))"),
    WrongBatch(
      rule: .r21, old: [2, 2], new: [2, 2], changeset: Changeset(insertedSections: [1]),
      message: "Invalid update: invalid number of sections.  The number of sections contained in "
        + "the table view after the update (2) must be equal to the number of sections contained "
        + "in the table view before the update (2), plus or minus the number of sections inserted "
        + "or deleted (1 inserted, 0 deleted)."),
    WrongBatch(
      rule: .r22, old: [5], new: [5], changeset: Changeset(insertedRows: [p(0, 0)]),
      message: "Invalid update: invalid number of rows in section 0.  The number of rows contained "
        + "in an existing section after the update (5) must be equal to the number of rows "
        + "contained in that section before the update (5), plus or minus the number of rows "
        + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the "
        + "number of rows moved into or out of that section (0 moved in, 0 moved out)."),
  ]

  static func p(_ section: Int, _ row: Int) -> ListIndexPath {
    ListIndexPath(section: section, row: row)
  }
}

/// The stand-in's own checks: a hand-made wrong batch fails with UIKit's message, and FoldKit's
/// validator, written separately, reaches the same verdict and message.
@MainActor @Suite struct StandInRuleTests {
  @Test(arguments: WrongBatch.all)
  func wrongBatchFailsWithUIKitsMessage(_ case: WrongBatch) {
    var raised: [String] = []
    standInExceptionHandler = { name, reason in
      #expect(name == "NSInternalInconsistencyException")
      raised.append(reason)
    }
    defer { standInExceptionHandler = { fatalError("\($0): \($1)") } }
    let dataSource = CountsDataSource(`case`.old)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.dataSource = dataSource
    table.layoutIfNeeded()
    table.performBatchUpdates {
      dataSource.counts = `case`.new
      apply(`case`.changeset, to: table)
    }
    // UIKit's text matched on its stable part: the rule's words and the counts.
    #expect(raised.map(standInStableExceptionText) == [standInStableExceptionText(`case`.message)])
    #expect(table.standInBatches.isEmpty)
    let report = BatchUpdateValidator.validate(
      oldCounts: `case`.old, changeset: `case`.changeset, newCounts: `case`.new)
    #expect(report.uikitException?.rule == `case`.rule)
    #expect(
      report.uikitException?.uikitMessage.map(standInStableExceptionText)
        == standInStableExceptionText(`case`.message))
  }

  /// UIKIT-RULES E19: data changed before the batch of a table never laid out counts as old.
  @Test func staleCountsOfATableNeverLaidOut() {
    var raised: [String] = []
    standInExceptionHandler = { raised.append($1) }
    defer { standInExceptionHandler = { fatalError("\($0): \($1)") } }
    let dataSource = CountsDataSource([3])
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.dataSource = dataSource
    dataSource.counts = [4]
    table.performBatchUpdates {
      table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
    }
    #expect(raised.count == 1)
    #expect(raised.first?.contains("after the update (4) must be equal to") == true)
    #expect(raised.first?.contains("before the update (4)") == true)
  }

  /// A table laid out keeps the counts it read: data changed before the batch is still new.
  @Test func cachedCountsOfATableLaidOut() {
    var raised: [String] = []
    standInExceptionHandler = { raised.append($1) }
    defer { standInExceptionHandler = { fatalError("\($0): \($1)") } }
    let dataSource = CountsDataSource([3])
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.dataSource = dataSource
    table.layoutIfNeeded()
    let reads = table.standInLog.filter { $0 == .numberOfRows(0) }.count
    dataSource.counts = [4]
    #expect(table.numberOfRows(inSection: 0) == 3)
    table.performBatchUpdates {
      table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
    }
    #expect(raised.isEmpty)
    #expect(table.standInLog.filter { $0 == .numberOfRows(0) }.count == reads + 1)
    #expect(table.standInBatches.first?.oldCounts == [3])
    #expect(table.standInBatches.first?.newCounts == [4])
  }

  @Test func validBatchIsRecordedAndKeepsSurvivingCells() {
    let dataSource = CountsDataSource([4])
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    let window = UIWindow(frame: table.frame)
    window.addSubview(table)
    table.rowHeight = 44
    table.dataSource = dataSource
    table.layoutIfNeeded()
    let third = table.cellForRow(at: IndexPath(row: 2, section: 0))
    #expect(third != nil)
    table.performBatchUpdates {
      dataSource.counts = [4]
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
    }
    #expect(table.standInBatches.count == 1)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === third)
    #expect(table.standInIsAnimating)
    table.standInFinishAnimations()
    #expect(!table.standInIsAnimating)
  }

  @Test func indexPathRowAndSection() {
    var path = IndexPath(row: 3, section: 1)
    #expect(path.row == 3 && path.section == 1 && path == IndexPath(indexes: [1, 3]))
    path.row = 4
    #expect(path == IndexPath(indexes: [1, 4]))
  }

  @Test func uncaughtExceptionTerminatesWithUIKitsLogLine() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run {
        let dataSource = CountsDataSource([1])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.dataSource = dataSource
        table.layoutIfNeeded()
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      }
    }
  }
}

/// Calls the table's batch methods for a FoldKit changeset.
@MainActor func apply(_ changeset: Changeset, to table: UITableView) {
  func paths(_ list: [ListIndexPath]) -> [IndexPath] {
    list.map { IndexPath(row: $0.row, section: $0.section) }
  }
  if !changeset.deletedSections.isEmpty {
    table.deleteSections(IndexSet(changeset.deletedSections), with: .fade)
  }
  if !changeset.insertedSections.isEmpty {
    table.insertSections(IndexSet(changeset.insertedSections), with: .fade)
  }
  if !changeset.deletedRows.isEmpty {
    table.deleteRows(at: paths(changeset.deletedRows), with: .fade)
  }
  if !changeset.insertedRows.isEmpty {
    table.insertRows(at: paths(changeset.insertedRows), with: .fade)
  }
  if !changeset.reloadedRows.isEmpty {
    table.reloadRows(at: paths(changeset.reloadedRows), with: .fade)
  }
  for move in changeset.movedRows {
    table.moveRow(
      at: IndexPath(row: move.from.row, section: move.from.section),
      to: IndexPath(row: move.to.row, section: move.to.section))
  }
}
#endif
