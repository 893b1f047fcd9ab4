import FoldKit
import Testing

/// A batch that breaks one UIKit rule.
struct RuleViolationCase: Sendable, CustomTestStringConvertible {
  var name: String
  var rule: BatchUpdateRule
  var kind: BatchUpdateViewKind = .table
  var oldCounts: [Int]
  var changeset: Changeset
  var newCounts: [Int]
  /// Whether UIKit raises at this violation (it is then the report's exception).
  var raises = true
  /// UIKit's exception text, where the case checks it.
  var uikitMessage: String?

  var testDescription: String { "\(rule.rawValue) \(name)" }
}

/// A batch close to a violation that UIKit accepts without any warning.
struct ValidBatchCase: Sendable, CustomTestStringConvertible {
  var name: String
  var kind: BatchUpdateViewKind = .table
  var oldCounts: [Int]
  var changeset: Changeset
  var newCounts: [Int]

  var testDescription: String { name }
}

@Suite struct BatchUpdateRuleTests {
  static let violations: [RuleViolationCase] = [
    RuleViolationCase(
      name: "row deleted and reloaded", rule: .r4, oldCounts: [3],
      changeset: Changeset(deletedRows: [path(0, 1)], reloadedRows: [path(0, 1)]), newCounts: [2],
      uikitMessage: "attempt to delete and reload the same index path (\(ns(0, 1)))"),
    RuleViolationCase(
      name: "section deleted and reloaded", rule: .r4, oldCounts: [1, 1],
      changeset: Changeset(deletedSections: [1], reloadedSections: [1]), newCounts: [1],
      uikitMessage:
        "attempt to delete and reload the same index path (<NSIndexPath: 0x0> {length = 1, "
        + "path = 1})"),
    RuleViolationCase(
      name: "section delete past the end", rule: .r6, oldCounts: [1],
      changeset: Changeset(deletedSections: [1]), newCounts: [],
      uikitMessage: "attempt to delete section 1, but there are only 1 sections before the update"),
    RuleViolationCase(
      name: "section reload past the end", rule: .r6, kind: .collection, oldCounts: [1],
      changeset: Changeset(reloadedSections: [1]), newCounts: [1]),
    RuleViolationCase(
      name: "section insert past the end", rule: .r6b, oldCounts: [1],
      changeset: Changeset(insertedSections: [2]), newCounts: [1, 1],
      uikitMessage: "attempt to insert section 2 but there are only 2 sections after the update"),
    RuleViolationCase(
      name: "row delete in a missing section", rule: .r7, oldCounts: [2],
      changeset: Changeset(deletedRows: [path(1, 0)]), newCounts: [2],
      uikitMessage:
        "attempt to delete row 0 from section 1, but there are only 1 sections before the update"),
    RuleViolationCase(
      name: "item delete in a missing section", rule: .r7, kind: .collection, oldCounts: [2],
      changeset: Changeset(deletedRows: [path(1, 0)]), newCounts: [2],
      uikitMessage:
        "attempt to delete item 0 from section 1, but there are only 1 sections before the update"),
    RuleViolationCase(
      name: "row insert in a missing section", rule: .r7b, oldCounts: [2],
      changeset: Changeset(insertedRows: [path(1, 0)]), newCounts: [2],
      uikitMessage:
        "attempt to insert row 0 into section 1, but there are only 1 sections after the update"),
    RuleViolationCase(
      name: "item insert in a missing section", rule: .r7b, kind: .collection, oldCounts: [2],
      changeset: Changeset(insertedRows: [path(1, 0)]), newCounts: [2],
      uikitMessage:
        "attempt to insert item 0 into section 1, but there are only 1 sections after the update"),
    RuleViolationCase(
      name: "row delete past the end", rule: .r8, oldCounts: [2],
      changeset: Changeset(deletedRows: [path(0, 2)]), newCounts: [1],
      uikitMessage:
        "attempt to delete row 2 from section 0 which only contains 2 rows before the update"),
    RuleViolationCase(
      name: "item reload past the end", rule: .r8, kind: .collection, oldCounts: [2],
      changeset: Changeset(reloadedRows: [path(0, 2)]), newCounts: [2],
      uikitMessage:
        "attempt to delete item 2 from section 0 which only contains 2 items before the update"),
    RuleViolationCase(
      name: "row insert past the end", rule: .r8b, oldCounts: [2],
      changeset: Changeset(insertedRows: [path(0, 3)]), newCounts: [3],
      uikitMessage:
        "attempt to insert row 3 into section 0, but there are only 3 rows in section 0 after the "
        + "update"),
    RuleViolationCase(
      name: "item insert past the end", rule: .r8b, kind: .collection, oldCounts: [2],
      changeset: Changeset(insertedRows: [path(0, 3)]), newCounts: [3],
      uikitMessage:
        "attempt to insert item 3 into section 0, but there are only 3 items in section 0 after "
        + "the update"),
    RuleViolationCase(
      name: "section move from a missing section", rule: .r9, oldCounts: [1, 1],
      changeset: Changeset(movedSections: [.init(from: 2, to: 0)]), newCounts: [1, 1],
      uikitMessage: "attempt to move section 2, but there are only 2 sections before the update"),
    RuleViolationCase(
      name: "section move to a missing section", rule: .r9, oldCounts: [1, 1],
      changeset: Changeset(movedSections: [.init(from: 0, to: 2)]), newCounts: [1, 1],
      uikitMessage:
        "attempt to to move section 0 to section 2, but there are only 2 sections after the "
        + "update"),
    RuleViolationCase(
      name: "row move from a missing section", rule: .r9, oldCounts: [1, 1],
      changeset: Changeset(movedRows: [move(path(2, 0), path(0, 0))]), newCounts: [2, 1],
      uikitMessage:
        "attempt to move index path (\(ns(2, 0))) from a section that does not exist - there are "
        + "only 2 sections before the update"),
    RuleViolationCase(
      name: "row move from a missing row", rule: .r9, oldCounts: [1, 1],
      changeset: Changeset(movedRows: [move(path(0, 5), path(0, 0))]), newCounts: [1, 1],
      uikitMessage:
        "attempt to move index path (\(ns(0, 5))) that does not exist - there are only 1 rows in "
        + "section 0 before the update"),
    RuleViolationCase(
      name: "item move to a missing section", rule: .r9, kind: .collection, oldCounts: [1, 1],
      changeset: Changeset(movedRows: [move(path(0, 0), path(3, 0))]), newCounts: [1, 1],
      uikitMessage:
        "attempt to move index path (\(ns(0, 0))) to index path (\(ns(3, 0))) in section that "
        + "does not exist - there are only 2 sections after the update"),
    RuleViolationCase(
      name: "item move to a missing item", rule: .r9, kind: .collection, oldCounts: [1, 1],
      changeset: Changeset(movedRows: [move(path(0, 0), path(1, 5))]), newCounts: [0, 2],
      uikitMessage:
        "attempt to move index path (\(ns(0, 0))) to index path (\(ns(1, 5))) that does not "
        + "exist - there are only 2 items in section 1 after the update"),
    RuleViolationCase(
      name: "deleted row moved", rule: .r10, oldCounts: [3],
      changeset: Changeset(deletedRows: [path(0, 1)], movedRows: [move(path(0, 1), path(0, 0))]),
      newCounts: [2],
      uikitMessage:
        "attempt to perform a delete and a move from the same index path (\(ns(0, 1)))"),
    RuleViolationCase(
      name: "deleted section moved", rule: .r11, oldCounts: [1, 1, 1],
      changeset: Changeset(deletedSections: [1], movedSections: [.init(from: 1, to: 0)]),
      newCounts: [1, 1],
      uikitMessage: "attempt to perform a delete and a move from the same section (1)"),
    RuleViolationCase(
      name: "reloaded section moved", rule: .r11, kind: .collection, oldCounts: [1, 1],
      changeset: Changeset(reloadedSections: [1], movedSections: [.init(from: 1, to: 0)]),
      newCounts: [1, 1]),
    RuleViolationCase(
      name: "insert on a move destination", rule: .r12, oldCounts: [2],
      changeset: Changeset(insertedRows: [path(0, 0)], movedRows: [move(path(0, 1), path(0, 0))]),
      newCounts: [3],
      uikitMessage: "attempt to perform an insert and a move to the same index path (\(ns(0, 0)))"),
    RuleViolationCase(
      name: "section insert on a section-move destination", rule: .r12b, oldCounts: [1, 1],
      changeset: Changeset(insertedSections: [0], movedSections: [.init(from: 1, to: 0)]),
      newCounts: [1, 1, 1],
      uikitMessage: "attempt to perform an insert and a move to the same section (0)"),
    RuleViolationCase(
      name: "row delete in a deleted section", rule: .r13, oldCounts: [1, 2],
      changeset: Changeset(deletedSections: [1], deletedRows: [path(1, 0)]), newCounts: [1],
      raises: false),
    RuleViolationCase(
      name: "row moved out of a deleted section (table)", rule: .r14, oldCounts: [2, 2],
      changeset: Changeset(deletedSections: [0], movedRows: [move(path(0, 1), path(0, 2))]),
      newCounts: [3], raises: false),
    RuleViolationCase(
      name: "item moved out of a deleted section", rule: .r14, kind: .collection,
      oldCounts: [2, 2],
      changeset: Changeset(deletedSections: [0], movedRows: [move(path(0, 1), path(0, 2))]),
      newCounts: [3], uikitMessage: "cannot move an item from a deleted section (0)"),
    RuleViolationCase(
      name: "row insert in an inserted section", rule: .r15, oldCounts: [1],
      changeset: Changeset(insertedSections: [1], insertedRows: [path(1, 0)]), newCounts: [1, 1],
      raises: false),
    RuleViolationCase(
      name: "row moved into an inserted section (table)", rule: .r16, oldCounts: [2],
      changeset: Changeset(insertedSections: [1], movedRows: [move(path(0, 1), path(1, 0))]),
      newCounts: [1, 1], raises: false),
    RuleViolationCase(
      name: "item moved into an inserted section", rule: .r16, kind: .collection, oldCounts: [2],
      changeset: Changeset(insertedSections: [1], movedRows: [move(path(0, 1), path(1, 0))]),
      newCounts: [1, 1], uikitMessage: "cannot move an item into a newly inserted section (1)"),
    RuleViolationCase(
      name: "duplicate row inserts (table merges)", rule: .r17, oldCounts: [1],
      changeset: Changeset(insertedRows: [path(0, 0), path(0, 0)]), newCounts: [2],
      raises: false),
    RuleViolationCase(
      name: "duplicate section deletes (collection keeps)", rule: .r17, kind: .collection,
      oldCounts: [1, 1], changeset: Changeset(deletedSections: [0, 0]), newCounts: [1, 1],
      raises: false),
    RuleViolationCase(
      name: "section moved to two sections", rule: .r18, oldCounts: [1, 1, 1],
      changeset: Changeset(movedSections: [.init(from: 0, to: 1), .init(from: 0, to: 2)]),
      newCounts: [1, 1, 1],
      uikitMessage: "attempt to move section 0 to both section 1 and section 2"),
    RuleViolationCase(
      name: "item moved to two paths", rule: .r18, kind: .collection, oldCounts: [3],
      changeset: Changeset(movedRows: [move(path(0, 0), path(0, 1)), move(path(0, 0), path(0, 2))]),
      newCounts: [3],
      uikitMessage:
        "attempt to move item at index path \(ns(0, 0)) to both \(ns(0, 1)) and \(ns(0, 2))"),
    RuleViolationCase(
      name: "two sections moved to one", rule: .r19, oldCounts: [1, 1, 1],
      changeset: Changeset(movedSections: [.init(from: 0, to: 2), .init(from: 1, to: 2)]),
      newCounts: [1, 1, 1],
      uikitMessage: "attempt to move both section 0 and section 1 to section 2"),
    RuleViolationCase(
      name: "two items moved to one path", rule: .r19, kind: .collection, oldCounts: [3],
      changeset: Changeset(movedRows: [move(path(0, 0), path(0, 2)), move(path(0, 1), path(0, 2))]),
      newCounts: [3],
      uikitMessage:
        "attempt to move both item at index path \(ns(0, 0)) and \(ns(0, 1)) to \(ns(0, 2))"),
    RuleViolationCase(
      name: "move given twice", rule: .r20, oldCounts: [2],
      changeset: Changeset(movedRows: [move(path(0, 0), path(0, 1)), move(path(0, 0), path(0, 1))]),
      newCounts: [2], raises: false),
    RuleViolationCase(
      name: "section insert without a new section", rule: .r21, kind: .collection,
      oldCounts: [1, 1], changeset: Changeset(insertedSections: [1]), newCounts: [1, 1],
      uikitMessage:
        "Invalid update: invalid number of sections.  The number of sections contained in the "
        + "collection view after the update (2) must be equal to the number of sections contained "
        + "in the collection view before the update (2), plus or minus the number of sections "
        + "inserted or deleted (1 inserted, 0 deleted)."),
    RuleViolationCase(
      name: "item count off after a cross-section move", rule: .r22, kind: .collection,
      oldCounts: [3, 1], changeset: Changeset(movedRows: [move(path(0, 0), path(1, 1))]),
      newCounts: [3, 2],
      uikitMessage:
        "Invalid update: invalid number of items in section 0.  The number of items contained in "
        + "an existing section after the update (3) must be equal to the number of items "
        + "contained in that section before the update (3), plus or minus the number of items "
        + "inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the "
        + "number of items moved into or out of that section (0 moved in, 1 moved out)."),
    RuleViolationCase(
      name: "negative count from the data source", rule: .r22a, oldCounts: [1],
      changeset: Changeset(deletedRows: [path(0, 0)]), newCounts: [-1],
      uikitMessage:
        "Invalid update: invalid number of rows in section 0.  Attempt to delete more rows than "
        + "exist in section."),
    RuleViolationCase(
      name: "reload in a moved section", rule: .r23, oldCounts: [3, 3],
      changeset: Changeset(movedSections: [.init(from: 1, to: 0)], reloadedRows: [path(1, 0)]),
      newCounts: [3, 3], raises: false),
    RuleViolationCase(
      name: "reload shifted by a row move", rule: .r24, oldCounts: [3],
      changeset: Changeset(reloadedRows: [path(0, 1)], movedRows: [move(path(0, 0), path(0, 2))]),
      newCounts: [3], raises: false),
    RuleViolationCase(
      name: "reload in a deleted section", rule: .r25, oldCounts: [1, 2],
      changeset: Changeset(deletedSections: [0], reloadedRows: [path(0, 0)]), newCounts: [2],
      raises: false),
    RuleViolationCase(
      name: "reload in a reloaded section", rule: .r26, oldCounts: [2],
      changeset: Changeset(reloadedSections: [0], reloadedRows: [path(0, 1)]), newCounts: [2],
      raises: false),
    RuleViolationCase(
      name: "move inside a moved section", rule: .r27, oldCounts: [2, 3],
      changeset: Changeset(
        movedSections: [.init(from: 0, to: 1)], movedRows: [move(path(0, 0), path(1, 1))]),
      newCounts: [3, 2], raises: false),
    RuleViolationCase(
      name: "no-op section move with an item move out", rule: .r28, kind: .collection,
      oldCounts: [1, 1],
      changeset: Changeset(
        movedSections: [.init(from: 0, to: 0)], movedRows: [move(path(0, 0), path(1, 1))]),
      newCounts: [0, 2]),
  ]

  static let validBatches: [ValidBatchCase] = [
    ValidBatchCase(
      name: "delete and reload of different rows", oldCounts: [3],
      changeset: Changeset(deletedRows: [path(0, 1)], reloadedRows: [path(0, 2)]), newCounts: [2]),
    ValidBatchCase(
      name: "delete of the last section", oldCounts: [1],
      changeset: Changeset(deletedSections: [0]),
      newCounts: []),
    ValidBatchCase(
      name: "insert of a section at the end", oldCounts: [1],
      changeset: Changeset(insertedSections: [1]), newCounts: [1, 4]),
    ValidBatchCase(
      name: "delete of the last row", kind: .collection, oldCounts: [2],
      changeset: Changeset(deletedRows: [path(0, 1)]), newCounts: [1]),
    ValidBatchCase(
      name: "insert of a row at the end", oldCounts: [2],
      changeset: Changeset(insertedRows: [path(0, 2)]), newCounts: [3]),
    ValidBatchCase(
      name: "move to the end of another section", oldCounts: [1, 1],
      changeset: Changeset(movedRows: [move(path(0, 0), path(1, 1))]), newCounts: [0, 2]),
    ValidBatchCase(
      name: "delete beside a move", oldCounts: [3],
      changeset: Changeset(deletedRows: [path(0, 2)], movedRows: [move(path(0, 1), path(0, 0))]),
      newCounts: [2]),
    ValidBatchCase(
      name: "section delete beside a section move", oldCounts: [1, 1, 1],
      changeset: Changeset(deletedSections: [2], movedSections: [.init(from: 1, to: 0)]),
      newCounts: [1, 1]),
    ValidBatchCase(
      name: "insert beside a move destination", oldCounts: [2],
      changeset: Changeset(insertedRows: [path(0, 1)], movedRows: [move(path(0, 1), path(0, 0))]),
      newCounts: [3]),
    ValidBatchCase(
      name: "section insert beside a section move", oldCounts: [1, 1],
      changeset: Changeset(insertedSections: [2], movedSections: [.init(from: 1, to: 0)]),
      newCounts: [1, 1, 1]),
    ValidBatchCase(
      name: "section delete and a move out of a surviving section", kind: .collection,
      oldCounts: [2, 2],
      changeset: Changeset(deletedSections: [0], movedRows: [move(path(1, 1), path(0, 0))]),
      newCounts: [2]),
    ValidBatchCase(
      name: "section insert and a row delete", kind: .collection, oldCounts: [2],
      changeset: Changeset(insertedSections: [1], deletedRows: [path(0, 1)]), newCounts: [1, 1]),
    ValidBatchCase(
      name: "two moves swapping rows", oldCounts: [2],
      changeset: Changeset(movedRows: [move(path(0, 0), path(0, 1)), move(path(0, 1), path(0, 0))]),
      newCounts: [2]),
    ValidBatchCase(
      name: "two sections swapping", kind: .collection, oldCounts: [1, 2],
      changeset: Changeset(movedSections: [.init(from: 0, to: 1), .init(from: 1, to: 0)]),
      newCounts: [2, 1]),
    ValidBatchCase(
      name: "reload beside an unrelated section move", oldCounts: [1, 1, 1],
      changeset: Changeset(movedSections: [.init(from: 2, to: 1)], reloadedRows: [path(0, 0)]),
      newCounts: [1, 1, 1]),
    ValidBatchCase(
      name: "reload below a move that does not shift it", oldCounts: [3],
      changeset: Changeset(reloadedRows: [path(0, 2)], movedRows: [move(path(0, 0), path(0, 1))]),
      newCounts: [3]),
    ValidBatchCase(
      name: "reload in a section that a delete renumbers", oldCounts: [1, 2],
      changeset: Changeset(deletedSections: [0], reloadedRows: [path(1, 0)]), newCounts: [2]),
    ValidBatchCase(
      name: "section reload", kind: .collection, oldCounts: [2],
      changeset: Changeset(reloadedSections: [0]), newCounts: [5]),
    ValidBatchCase(
      name: "item move between sections", kind: .collection, oldCounts: [1, 1],
      changeset: Changeset(movedRows: [move(path(0, 0), path(1, 1))]), newCounts: [0, 2]),
    ValidBatchCase(
      name: "empty batch", oldCounts: [3, 0], changeset: Changeset(), newCounts: [3, 0]),
  ]

  @Test(arguments: violations)
  func violationIsReported(_ testCase: RuleViolationCase) throws {
    let report = BatchUpdateValidator.validate(
      oldCounts: testCase.oldCounts, changeset: testCase.changeset, newCounts: testCase.newCounts,
      kind: testCase.kind)
    let violation = try #require(
      (report.errors + report.warnings).first { $0.rule == testCase.rule }, "\(report)")
    #expect(violation.message.hasPrefix("\(testCase.rule.rawValue): "))
    if testCase.raises {
      #expect(report.uikitException == violation, "\(report)")
    } else {
      #expect(report.uikitException?.rule != testCase.rule)
    }
    if let expected = testCase.uikitMessage {
      #expect(violation.uikitMessage == expected)
    }
    let isWarning = [.r13, .r15, .r20, .r26, .r27].contains(testCase.rule)
    #expect(violation.severity == (isWarning ? .warning : .error))
    #expect(report.isValid == isWarning, "\(report)")
  }

  @Test(arguments: validBatches)
  func validBatchPasses(_ testCase: ValidBatchCase) {
    let report = BatchUpdateValidator.validate(
      oldCounts: testCase.oldCounts, changeset: testCase.changeset, newCounts: testCase.newCounts,
      kind: testCase.kind)
    #expect(report.isClean, "\(report)")
    #expect(report.uikitException == nil)
    #expect(!report.fallsBackToReloadData)
  }

  @Test func everyUIKitRuleHasAViolatingCase() {
    let covered = Set(Self.violations.map(\.rule))
    let uikitRules = BatchUpdateRule.allCases.filter { $0.rawValue.hasPrefix("R") }
    #expect(uikitRules.filter { !covered.contains($0) } == [])
  }

  @Test func tableAcceptsWhatCollectionRejectsForNoOpSectionMoves() {
    let changeset = Changeset(
      movedSections: [.init(from: 0, to: 0)], movedRows: [move(path(0, 0), path(1, 1))])
    let table = BatchUpdateValidator.validate(
      oldCounts: [1, 1], changeset: changeset, newCounts: [0, 2])
    #expect(table.isValid, "\(table)")
    #expect(table.warningRules == [.r27])
  }

  @Test func raisingStopsFurtherErrorsButNotWarnings() {
    // R8 raises first; the R13 warning is still reported, the R22 count error is not.
    let changeset = Changeset(
      deletedSections: [1], deletedRows: [path(0, 9), path(1, 0)])
    let report = BatchUpdateValidator.validate(
      oldCounts: [2, 2], changeset: changeset, newCounts: [5])
    #expect(report.errorRules == [.r8])
    #expect(report.warningRules == [.r13])
  }

  @Test func deletesAreCheckedBeforeInsertsAndMoves() {
    let changeset = Changeset(
      deletedRows: [path(0, 7)], insertedRows: [path(0, 9)],
      movedRows: [move(path(5, 0), path(0, 0))])
    let report = BatchUpdateValidator.validate(oldCounts: [2], changeset: changeset, newCounts: [2])
    #expect(report.errorRules == [.r8])
  }

  @Test func deletesAreCheckedDescending() {
    let changeset = Changeset(deletedRows: [path(0, 5), path(0, 9)])
    let report = BatchUpdateValidator.validate(oldCounts: [2], changeset: changeset, newCounts: [0])
    #expect(report.errors.first?.message.contains("row 0 - 9") == true)
  }

  @Test func rowCountsAreCheckedPerNewSectionAscending() {
    let changeset = Changeset(deletedSections: [0])
    let report = BatchUpdateValidator.validate(
      oldCounts: [1, 2, 3], changeset: changeset, newCounts: [5, 5])
    #expect(
      report.errors.map(\.message) == [
        "R22: invalid number of rows in section 0 (old section 1): 5 after the update, expected "
          + "2 + 0 inserted - 0 deleted + 0 moved in - 0 moved out = 2"
      ])
  }

  @Test func reportDescriptionListsEachViolation() {
    let report = BatchUpdateValidator.validate(
      oldCounts: [1, 2], changeset: Changeset(deletedSections: [1], deletedRows: [path(1, 0)]),
      newCounts: [1])
    #expect(report.description.hasPrefix("warning: R13: row delete 1 - 0"))
    #expect(BatchUpdateReport().description == "valid")
    #expect(report.rules == [.r13])
    #expect(report.contains(.r13))
    #expect(!report.contains(.r22))
  }
}
