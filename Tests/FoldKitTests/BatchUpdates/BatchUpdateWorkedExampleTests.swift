import FoldKit
import Testing

/// The worked examples E1–E20 of the UIKit rules specification, one test each.
@Suite struct BatchUpdateWorkedExampleTests {
  @Test func e1InsertAndDeleteBalance() {
    let changeset = Changeset(deletedRows: [path(0, 4)], insertedRows: [path(0, 0)])
    let report = BatchUpdateValidator.validate(oldCounts: [5], changeset: changeset, newCounts: [5])
    #expect(report.isClean, "\(report)")
  }

  @Test func e2InsertPastTheEnd() {
    let changeset = Changeset(insertedRows: [path(0, 5)])
    let report = BatchUpdateValidator.validate(oldCounts: [5], changeset: changeset, newCounts: [5])
    #expect(report.errorRules == [.r8b])
    #expect(
      report.uikitException?.uikitMessage
        == "attempt to insert row 5 into section 0, but there are only 5 rows in section 0 after "
        + "the update")
    let fixed = BatchUpdateValidator.validate(oldCounts: [5], changeset: changeset, newCounts: [6])
    #expect(fixed.isClean, "\(fixed)")
  }

  @Test func e3CountOnly() {
    let changeset = Changeset(insertedRows: [path(0, 0)])
    let report = BatchUpdateValidator.validate(oldCounts: [5], changeset: changeset, newCounts: [5])
    #expect(report.errorRules == [.r22])
    #expect(
      report.uikitException?.uikitMessage
        == t24(section: 0, after: 5, before: 5, inserted: 1, deleted: 0))
    #expect(
      report.errors.first?.message
        == "R22: invalid number of rows in section 0: 5 after the update, expected 5 + 1 inserted "
        + "- 0 deleted + 0 moved in - 0 moved out = 6")
  }

  @Test func e4SectionDeleteRenumbers() {
    let valid = Changeset(deletedSections: [0], insertedRows: [path(1, 2)])
    let report = BatchUpdateValidator.validate(
      oldCounts: [2, 2, 2], changeset: valid, newCounts: [2, 3])
    #expect(report.isClean, "\(report)")
    let oldNumbering = Changeset(deletedSections: [0], insertedRows: [path(2, 2)])
    let wrong = BatchUpdateValidator.validate(
      oldCounts: [2, 2, 2], changeset: oldNumbering, newCounts: [2, 3])
    #expect(wrong.errorRules == [.r7b])
    #expect(
      wrong.uikitException?.uikitMessage
        == "attempt to insert row 2 into section 2, but there are only 2 sections after the update")
  }

  @Test func e5DeleteAndReloadSameRow() {
    let changeset = Changeset(deletedRows: [path(0, 1)], reloadedRows: [path(0, 1)])
    let report = BatchUpdateValidator.validate(oldCounts: [3], changeset: changeset, newCounts: [2])
    #expect(report.uikitException?.rule == .r4)
    #expect(
      report.uikitException?.uikitMessage
        == "attempt to delete and reload the same index path (\(ns(0, 1)))")
  }

  @Test func e6ReloadAndMoveOfOneRow() {
    let changeset = Changeset(reloadedRows: [path(0, 1)], movedRows: [move(path(0, 1), path(0, 3))])
    let report = BatchUpdateValidator.validate(oldCounts: [4], changeset: changeset, newCounts: [4])
    #expect(report.uikitException?.rule == .r10)
    #expect(
      report.uikitException?.uikitMessage
        == "attempt to perform a delete and a move from the same index path (\(ns(0, 1)))")
    #expect(report.errorRules == [.r24, .r10])
  }

  @Test func e7ReloadAfterDelete() throws {
    let changeset = Changeset(deletedRows: [path(0, 1)], reloadedRows: [path(0, 2)])
    let report = BatchUpdateValidator.validate(oldCounts: [4], changeset: changeset, newCounts: [3])
    #expect(report.isClean, "\(report)")
    let rows = try BatchUpdateSimulator.apply(changeset, to: [["A", "B", "C", "D"]])
    #expect(rows == [[.kept("A"), .reloaded("C"), .kept("D")]])
  }

  @Test func e8MagicInsert() throws {
    let moves = [move(path(0, 0), path(0, 1)), move(path(0, 3), path(0, 0))]
    let changeset = Changeset(
      deletedRows: [path(0, 1)], reloadedRows: [path(0, 2)], movedRows: moves)
    let report = BatchUpdateValidator.validate(oldCounts: [4], changeset: changeset, newCounts: [3])
    #expect(report.uikitException?.rule == .r12)
    #expect(
      report.uikitException?.uikitMessage
        == "attempt to perform an insert and a move to the same index path (\(ns(0, 1)))")
    #expect(report.errorRules.contains(.r24))
    // Fix (b): the reload becomes a delete and an insert.
    let fixed = Changeset(
      deletedRows: [path(0, 1), path(0, 2)], insertedRows: [path(0, 2)], movedRows: moves)
    let fixedReport = BatchUpdateValidator.validate(
      oldCounts: [4], changeset: fixed, newCounts: [3])
    #expect(fixedReport.isValid, "\(fixedReport)")
    let rows = try BatchUpdateSimulator.apply(fixed, to: [["A", "B", "C", "D"]])
    #expect(rows == [[.kept("D"), .kept("A"), .inserted]])
  }

  @Test func e9ReloadInMovedSection() {
    let changeset = Changeset(
      movedSections: [.init(from: 1, to: 0)], reloadedRows: [path(1, 0)])
    let report = BatchUpdateValidator.validate(
      oldCounts: [3, 3], changeset: changeset, newCounts: [3, 3])
    #expect(report.uikitException?.rule == .r22)
    #expect(
      report.uikitException?.uikitMessage
        == t24(section: 0, after: 3, before: 3, inserted: 0, deleted: 1))
    #expect(report.errorRules == [.r23, .r22])
  }

  @Test func e10ReloadOfDisplacedSection() {
    let changeset = Changeset(
      deletedSections: [4], insertedSections: [2], reloadedSections: [3],
      movedSections: [.init(from: 2, to: 4)])
    let counts = [1, 1, 1, 1, 1]
    let report = BatchUpdateValidator.validate(
      oldCounts: counts, changeset: changeset, newCounts: counts)
    #expect(report.uikitException?.rule == .r12b)
    #expect(
      report.uikitException?.uikitMessage
        == "attempt to perform an insert and a move to the same section (4)")
    #expect(report.errorRules == [.r23, .r12b])
  }

  @Test func e11MoveOutOfDeletedSection() {
    let changeset = Changeset(deletedSections: [0], movedRows: [move(path(0, 1), path(0, 2))])
    let table = BatchUpdateValidator.validate(
      oldCounts: [2, 2], changeset: changeset, newCounts: [3])
    #expect(table.errorRules == [.r14])
    #expect(table.uikitException == nil)
    #expect(table.fallsBackToReloadData)
    let collection = BatchUpdateValidator.validate(
      oldCounts: [2, 2], changeset: changeset, newCounts: [3], kind: .collection)
    #expect(collection.uikitException?.rule == .r14)
    #expect(
      collection.uikitException?.uikitMessage == "cannot move an item from a deleted section (0)")
    #expect(!collection.fallsBackToReloadData)
  }

  @Test func e12MoveIntoInsertedSection() {
    let changeset = Changeset(insertedSections: [1], movedRows: [move(path(0, 1), path(1, 0))])
    let table = BatchUpdateValidator.validate(
      oldCounts: [2], changeset: changeset, newCounts: [1, 1])
    #expect(table.errorRules == [.r16])
    #expect(table.fallsBackToReloadData)
    let collection = BatchUpdateValidator.validate(
      oldCounts: [2], changeset: changeset, newCounts: [1, 1], kind: .collection)
    #expect(collection.uikitException?.rule == .r16)
    #expect(
      collection.uikitException?.uikitMessage
        == "cannot move an item into a newly inserted section (1)")
    let portable = Changeset(insertedSections: [1], deletedRows: [path(0, 1)])
    let fixed = BatchUpdateValidator.validate(
      oldCounts: [2], changeset: portable, newCounts: [1, 1], kind: .collection)
    #expect(fixed.isClean, "\(fixed)")
  }

  @Test func e13RowOperationsInChangedSectionsAreDropped() {
    let changeset = Changeset(
      deletedSections: [1], insertedSections: [1], deletedRows: [path(1, 0)],
      insertedRows: [path(1, 0), path(1, 1)])
    let report = BatchUpdateValidator.validate(
      oldCounts: [2, 3], changeset: changeset, newCounts: [2, 2])
    #expect(report.isValid, "\(report)")
    #expect(report.warningRules == [.r13, .r15, .r15])
  }

  @Test func e14CrossSectionMove() {
    let changeset = Changeset(movedRows: [move(path(0, 0), path(1, 1))])
    let report = BatchUpdateValidator.validate(
      oldCounts: [3, 1], changeset: changeset, newCounts: [2, 2])
    #expect(report.isClean, "\(report)")
  }

  @Test func e15MoveInsideMovedSection() {
    let changeset = Changeset(
      movedSections: [.init(from: 0, to: 1)], movedRows: [move(path(0, 0), path(1, 1))])
    let report = BatchUpdateValidator.validate(
      oldCounts: [2, 3], changeset: changeset, newCounts: [3, 2])
    #expect(report.isValid, "\(report)")
    #expect(report.warningRules == [.r27])
  }

  @Test func e16MoveSourcesAndDestinationsUsedTwice() {
    let twoDestinations = Changeset(
      movedRows: [move(path(0, 0), path(0, 1)), move(path(0, 0), path(0, 2))])
    let r18 = BatchUpdateValidator.validate(
      oldCounts: [3], changeset: twoDestinations, newCounts: [3])
    #expect(r18.uikitException?.rule == .r18)
    #expect(
      r18.uikitException?.uikitMessage
        == "attempt to move row at index path \(ns(0, 0)) to both \(ns(0, 1)) and \(ns(0, 2))")
    let twoSources = Changeset(
      movedRows: [move(path(0, 0), path(0, 2)), move(path(0, 1), path(0, 2))])
    let r19 = BatchUpdateValidator.validate(oldCounts: [3], changeset: twoSources, newCounts: [3])
    #expect(r19.uikitException?.rule == .r19)
    #expect(
      r19.uikitException?.uikitMessage
        == "attempt to move both row at index path \(ns(0, 0)) and \(ns(0, 1)) to \(ns(0, 2))")
    let repeated = Changeset(
      movedRows: [move(path(0, 0), path(0, 2)), move(path(0, 0), path(0, 2))])
    let r20 = BatchUpdateValidator.validate(oldCounts: [3], changeset: repeated, newCounts: [3])
    #expect(r20.isValid, "\(r20)")
    #expect(r20.warningRules == [.r20])
  }

  @Test func e17DuplicateDeletes() {
    let changeset = Changeset(deletedRows: [path(0, 1), path(0, 1)])
    let merged = BatchUpdateValidator.validate(
      oldCounts: [3], changeset: changeset, newCounts: [2])
    #expect(merged.errorRules == [.r17])
    #expect(merged.uikitException == nil)
    let counted = BatchUpdateValidator.validate(
      oldCounts: [3], changeset: changeset, newCounts: [1])
    #expect(counted.errorRules == [.r17, .r22])
    #expect(
      counted.uikitException?.uikitMessage
        == t24(section: 0, after: 1, before: 3, inserted: 0, deleted: 1))
    let collection = BatchUpdateValidator.validate(
      oldCounts: [3], changeset: changeset, newCounts: [1], kind: .collection)
    #expect(collection.errorRules == [.r17])
    #expect(collection.uikitException == nil)
  }

  @Test func e18SectionCounts() {
    let pastTheEnd = BatchUpdateValidator.validate(
      oldCounts: [1, 1], changeset: Changeset(insertedSections: [2]), newCounts: [1, 1])
    #expect(pastTheEnd.errorRules == [.r6b])
    #expect(
      pastTheEnd.uikitException?.uikitMessage
        == "attempt to insert section 2 but there are only 2 sections after the update")
    let unbalanced = BatchUpdateValidator.validate(
      oldCounts: [1, 1], changeset: Changeset(insertedSections: [1]), newCounts: [1, 1])
    #expect(unbalanced.errorRules == [.r21])
    #expect(
      unbalanced.uikitException?.uikitMessage
        == "Invalid update: invalid number of sections.  The number of sections contained in the "
        + "table view after the update (2) must be equal to the number of sections contained in "
        + "the table view before the update (2), plus or minus the number of sections inserted or "
        + "deleted (1 inserted, 0 deleted).")
  }

  @Test func e19StaleCache() {
    let changeset = Changeset(insertedRows: [path(0, 3)])
    let report = BatchUpdateValidator.validate(oldCounts: [4], changeset: changeset, newCounts: [4])
    #expect(report.errorRules == [.r22])
    #expect(
      report.uikitException?.uikitMessage
        == t24(section: 0, after: 4, before: 4, inserted: 1, deleted: 0))
    let ids = [["a", "b", "c", "d"]]
    let contract = BatchUpdateValidator.checkContract(changeset, old: ids, new: ids)
    #expect(contract.errorRules.contains(.g7))
    #expect(contract.errorRules.contains(.g6))
  }

  @Test func e20ReloadAfterSectionInsert() throws {
    let changeset = Changeset(insertedSections: [0], reloadedRows: [path(0, 1)])
    let report = BatchUpdateValidator.validate(
      oldCounts: [2], changeset: changeset, newCounts: [3, 2])
    #expect(report.isClean, "\(report)")
    let rows = try BatchUpdateSimulator.apply(changeset, to: [["a", "b"]], newCounts: [3, 2])
    #expect(rows == [[.inserted, .inserted, .inserted], [.kept("a"), .reloaded("b")]])
  }
}
