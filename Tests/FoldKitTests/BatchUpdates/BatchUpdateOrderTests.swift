import FoldKit
import Testing

/// The processing order of the simulator: which failure UIKit meets first, and how reloads are
/// decomposed.
@Suite struct BatchUpdateOrderTests {
  @Test func sectionDeleteIsCheckedBeforeTheRowsOfItsSection() {
    // Descending, a section item sorts before the rows of its section (as NSNotFound would).
    let changeset = Changeset(deletedSections: [1], deletedRows: [path(1, 0)])
    let report = BatchUpdateValidator.validate(oldCounts: [2], changeset: changeset, newCounts: [])
    #expect(report.errorRules == [.r6])
  }

  @Test func sectionInsertIsCheckedAfterTheRowsOfItsSection() {
    let changeset = Changeset(insertedSections: [1], insertedRows: [path(1, 5)])
    let report = BatchUpdateValidator.validate(
      oldCounts: [2], changeset: changeset, newCounts: [2])
    #expect(report.errorRules == [.r7b])
  }

  @Test func reloadInsertIsReportedAsSuch() {
    // The reload of row 2 lands at row 3 past an insert above it; the new data forgot that row.
    let changeset = Changeset(insertedRows: [path(0, 0)], reloadedRows: [path(0, 2)])
    let report = BatchUpdateValidator.validate(
      oldCounts: [3], changeset: changeset, newCounts: [3])
    #expect(report.errorRules == [.r8b])
    #expect(
      report.errors.first?.message.hasPrefix("R8b: row inserted by a reload at 0 - 3") == true)
  }

  @Test func tableMergesDuplicateReloads() {
    let changeset = Changeset(reloadedRows: [path(0, 1), path(0, 1)])
    let table = BatchUpdateValidator.validate(oldCounts: [2], changeset: changeset, newCounts: [2])
    #expect(table.errorRules == [.r17])
    #expect(table.uikitException == nil)
    // A collection view keeps both: two deletes and two inserts at the same paths.
    let collection = BatchUpdateValidator.validate(
      oldCounts: [2], changeset: changeset, newCounts: [2], kind: .collection)
    #expect(collection.errorRules == [.r17])
  }

  @Test func fallbackSkipsTheRowCountsButNotTheSectionCount() {
    let changeset = Changeset(deletedSections: [0], movedRows: [move(path(0, 0), path(0, 0))])
    let counts = BatchUpdateValidator.validate(
      oldCounts: [1, 1], changeset: changeset, newCounts: [7])
    #expect(counts.errorRules == [.r14])
    let sections = BatchUpdateValidator.validate(
      oldCounts: [1, 1], changeset: changeset, newCounts: [7, 7])
    #expect(sections.errorRules == [.r14, .r21])
    #expect(sections.uikitException?.rule == .r21)
  }

  @Test func negativeCountsComeFirst() {
    let changeset = Changeset(insertedRows: [path(4, 0)])
    let report = BatchUpdateValidator.validate(
      oldCounts: [-2], changeset: changeset, newCounts: [1])
    #expect(report.errorRules == [.r22a])
    #expect(
      report.errors.first?.message
        == "R22a: section 0 has a negative row count (-2) before the update")
  }

  @Test func reloadAboveADeletedSectionIsSkewedOnlyByRedundantRows() {
    // Section 1 is deleted; its redundant row delete (R13) is met after the section delete has
    // renumbered the reload's section to 1, so the reload's insert moves up a row.
    let changeset = Changeset(
      deletedSections: [1], deletedRows: [path(1, 0)], reloadedRows: [path(2, 1)])
    let report = BatchUpdateValidator.validate(
      oldCounts: [1, 1, 2], changeset: changeset, newCounts: [1, 2])
    #expect(report.warningRules == [.r13])
    #expect(report.errorRules == [.r24])
    #expect(report.errors.first?.message.contains("puts its insert at 1 - 0") == true)
    let clean = Changeset(deletedSections: [1], reloadedRows: [path(2, 1)])
    let cleanReport = BatchUpdateValidator.validate(
      oldCounts: [1, 1, 2], changeset: clean, newCounts: [1, 2])
    #expect(cleanReport.isClean, "\(cleanReport)")
  }
}
