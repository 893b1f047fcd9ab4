import FoldKit
import Testing

/// A changeset between two identity lists, checked against the contract G1–G8.
struct ContractCase: Sendable, CustomTestStringConvertible {
  var name: String
  var old: [[String]]
  var new: [[String]]
  var changeset: Changeset
  /// The contract rule broken, or `nil` for a changeset that meets the contract.
  var rule: BatchUpdateRule?

  var testDescription: String { "\(rule?.rawValue ?? "clean") \(name)" }
}

@Suite struct BatchUpdateContractTests {
  static let cases: [ContractCase] = [
    ContractCase(
      name: "delete outside the old state", old: [["a"]], new: [["a"]],
      changeset: Changeset(deletedRows: [path(0, 3)]), rule: .g1),
    ContractCase(
      name: "reload beside a move", old: [["a", "b", "c"]], new: [["b", "a", "c"]],
      changeset: Changeset(reloadedRows: [path(0, 2)], movedRows: [move(path(0, 0), path(0, 1))]),
      rule: .g2),
    ContractCase(
      name: "row delete in a deleted section", old: [["a"], ["b", "c"]], new: [["a"], ["d"]],
      changeset: Changeset(
        deletedSections: [1], insertedSections: [1], deletedRows: [path(1, 0)]),
      rule: .g3),
    ContractCase(
      name: "row move inside a moved section", old: [["a", "b"], ["c", "d", "e"]],
      new: [["c", "d", "e"], ["b", "a"]],
      changeset: Changeset(
        movedSections: [.init(from: 0, to: 1)], movedRows: [move(path(0, 0), path(1, 1))]),
      rule: .g4),
    ContractCase(
      name: "duplicate delete", old: [["a", "b"]], new: [["a"]],
      changeset: Changeset(deletedRows: [path(0, 1), path(0, 1)]), rule: .g5),
    ContractCase(
      name: "no-op row move", old: [["a", "b", "c"]], new: [["a", "b"]],
      changeset: Changeset(deletedRows: [path(0, 2)], movedRows: [move(path(0, 1), path(0, 1))]),
      rule: .g5),
    ContractCase(
      name: "no-op section move", old: [["a"], ["b"], ["c"]], new: [["b"], ["c"]],
      changeset: Changeset(deletedSections: [0], movedSections: [.init(from: 1, to: 0)]),
      rule: .g5),
    ContractCase(
      name: "unbalanced counts", old: [["a"]], new: [["a"]],
      changeset: Changeset(insertedRows: [path(0, 0)]), rule: .g6),
    ContractCase(
      name: "stale old state", old: [["a", "b"]], new: [["a", "b"]],
      changeset: Changeset(deletedRows: [path(0, 1)], insertedRows: [path(0, 1)]), rule: .g7),
    ContractCase(
      name: "rows swapped without a move", old: [["a", "b"]], new: [["b", "a"]],
      changeset: Changeset(), rule: .g8),
    ContractCase(
      name: "insert in old coordinates", old: [["a", "b", "c"]], new: [["x", "a", "c"]],
      changeset: Changeset(deletedRows: [path(0, 1)], insertedRows: [path(0, 2)]), rule: .g8),
    ContractCase(
      name: "insert in new coordinates", old: [["a", "b", "c"]], new: [["x", "a", "c"]],
      changeset: Changeset(deletedRows: [path(0, 1)], insertedRows: [path(0, 0)])),
    ContractCase(
      name: "section swap", old: [["a"], ["b", "c"]], new: [["b", "c"], ["a"]],
      changeset: Changeset(movedSections: [.init(from: 0, to: 1)])),
    ContractCase(
      name: "reload without moves", old: [["a", "b", "c"]], new: [["a", "c"]],
      changeset: Changeset(deletedRows: [path(0, 1)], reloadedRows: [path(0, 2)])),
    ContractCase(
      name: "cross-section move", old: [["a", "b"], ["c"]], new: [["b"], ["c", "a"]],
      changeset: Changeset(movedRows: [move(path(0, 0), path(1, 1))])),
    ContractCase(
      name: "section replaced", old: [["a"], ["b", "c"]], new: [["a"], ["d"]],
      changeset: Changeset(deletedSections: [1], insertedSections: [1])),
    ContractCase(
      name: "magic insert, fix (b) without redundant move", old: [["A", "B", "C", "D"]],
      new: [["D", "A", "C2"]],
      changeset: Changeset(
        deletedRows: [path(0, 1), path(0, 2)], insertedRows: [path(0, 2)],
        movedRows: [move(path(0, 3), path(0, 0))])),
  ]

  @Test(arguments: cases)
  func contractVerdict(_ testCase: ContractCase) {
    for kind in [BatchUpdateViewKind.table, .collection] {
      let report = BatchUpdateValidator.checkContract(
        testCase.changeset, old: testCase.old, new: testCase.new, kind: kind)
      if let rule = testCase.rule {
        #expect(report.errorRules.contains(rule), "\(kind): \(report)")
        #expect(!report.isValid)
        let violation = report.errors.first { $0.rule == rule }
        #expect(violation?.message.hasPrefix("\(rule.rawValue): ") == true)
      } else {
        #expect(report.isClean, "\(kind): \(report)")
      }
    }
  }

  @Test func everyCheckableContractRuleHasAViolatingCase() {
    let covered = Set(Self.cases.compactMap(\.rule))
    let contractRules = BatchUpdateRule.allCases.filter { $0.rawValue.hasPrefix("G") }
    #expect(contractRules.filter { !covered.contains($0) } == [])
  }

  @Test func identityMismatchNamesBothIdentities() {
    let report = BatchUpdateValidator.checkContract(
      Changeset(), old: [["a", "b"]], new: [["b", "a"]])
    #expect(
      report.errors.map(\.message) == [
        "G8: row 0 - 0 of the new data is b, but the update leaves a there",
        "G8: row 0 - 1 of the new data is a, but the update leaves b there",
      ])
  }

  @Test func contractIncludesUIKitWarnings() {
    let report = BatchUpdateValidator.checkContract(
      Changeset(
        deletedSections: [1], insertedSections: [1], deletedRows: [path(1, 0)],
        insertedRows: [path(1, 0)]),
      old: [["a"], ["b"]], new: [["a"], ["c"]])
    #expect(report.warningRules == [.r13, .r15])
    #expect(report.errorRules == [.g3, .g3])
  }
}
