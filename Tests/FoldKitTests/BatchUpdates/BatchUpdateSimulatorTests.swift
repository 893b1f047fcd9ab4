import FoldKit
import Testing

/// A changeset applied to old identities, with the rows UIKit lays out after it.
struct SimulationCase: Sendable, CustomTestStringConvertible {
  var name: String
  var old: [[String]]
  var changeset: Changeset
  var newCounts: [Int]?
  var expected: [[BatchUpdateSimulator.Row<String>]]

  var testDescription: String { name }
}

@Suite struct BatchUpdateSimulatorTests {
  static let cases: [SimulationCase] = [
    SimulationCase(
      name: "empty batch", old: [["a", "b"], []], changeset: Changeset(),
      expected: [[.kept("a"), .kept("b")], []]),
    SimulationCase(
      name: "insert and delete in one section", old: [["a", "b", "c"]],
      changeset: Changeset(deletedRows: [path(0, 0)], insertedRows: [path(0, 0), path(0, 3)]),
      expected: [[.inserted, .kept("b"), .kept("c"), .inserted]]),
    SimulationCase(
      name: "moves within a section", old: [["a", "b", "c", "d"]],
      changeset: Changeset(movedRows: [move(path(0, 3), path(0, 0)), move(path(0, 0), path(0, 3))]),
      expected: [[.kept("d"), .kept("b"), .kept("c"), .kept("a")]]),
    SimulationCase(
      name: "move across sections", old: [["a", "b"], ["c"]],
      changeset: Changeset(movedRows: [move(path(0, 0), path(1, 1))]),
      expected: [[.kept("b")], [.kept("c"), .kept("a")]]),
    SimulationCase(
      name: "section moves carry their rows", old: [["a"], ["b", "c"], ["d"]],
      changeset: Changeset(movedSections: [.init(from: 2, to: 0)]),
      expected: [[.kept("d")], [.kept("a")], [.kept("b"), .kept("c")]]),
    SimulationCase(
      name: "section delete and insert renumber the rest", old: [["a"], ["b"], ["c"]],
      changeset: Changeset(deletedSections: [0], insertedSections: [2], insertedRows: [path(1, 0)]),
      newCounts: [1, 2, 3],
      expected: [[.kept("b")], [.inserted, .kept("c")], [.inserted, .inserted, .inserted]]),
    SimulationCase(
      name: "reloads keep their place", old: [["a", "b", "c"]],
      changeset: Changeset(deletedRows: [path(0, 0)], reloadedRows: [path(0, 2)]),
      expected: [[.kept("b"), .reloaded("c")]]),
    SimulationCase(
      name: "reloaded section is fetched again", old: [["a"], ["b", "c"]],
      changeset: Changeset(reloadedSections: [1]), newCounts: [1, 3],
      expected: [[.kept("a")], [.inserted, .inserted, .inserted]]),
    SimulationCase(
      name: "reloaded section keeps its count when none is given", old: [["a", "b"]],
      changeset: Changeset(reloadedSections: [0]), expected: [[.inserted, .inserted]]),
    SimulationCase(
      name: "redundant row operations are dropped", old: [["a"], ["b", "c"]],
      changeset: Changeset(
        deletedSections: [1], insertedSections: [1], deletedRows: [path(1, 0)],
        insertedRows: [path(1, 0)]),
      newCounts: [1, 1], expected: [[.kept("a")], [.inserted]]),
    SimulationCase(
      name: "repeated move applied once", old: [["a", "b"]],
      changeset: Changeset(movedRows: [move(path(0, 0), path(0, 1)), move(path(0, 0), path(0, 1))]),
      expected: [[.kept("b"), .kept("a")]]),
  ]

  @Test(arguments: cases)
  func applyLaysOutTheNewRows(_ testCase: SimulationCase) throws {
    let rows = try BatchUpdateSimulator.apply(
      testCase.changeset, to: testCase.old, newCounts: testCase.newCounts)
    #expect(rows == testCase.expected)
    let collection = try BatchUpdateSimulator.apply(
      testCase.changeset, to: testCase.old, newCounts: testCase.newCounts, kind: .collection)
    #expect(collection == testCase.expected)
  }

  @Test func applyThrowsTheFirstError() {
    let changeset = Changeset(insertedRows: [path(0, 0)])
    #expect(throws: BatchUpdateViolation.self) {
      try BatchUpdateSimulator.apply(changeset, to: [["a"]], newCounts: [1])
    }
    do {
      _ = try BatchUpdateSimulator.apply(changeset, to: [["a"]], newCounts: [1])
    } catch {
      #expect(error.rule == .r22)
      #expect(error.uikitMessage == t24(section: 0, after: 1, before: 1, inserted: 1, deleted: 0))
    }
  }

  @Test func applyThrowsOnATableFallback() {
    let changeset = Changeset(deletedSections: [0], movedRows: [move(path(0, 0), path(0, 1))])
    do {
      _ = try BatchUpdateSimulator.apply(changeset, to: [["a"], ["b"]])
      Issue.record("expected R14")
    } catch {
      #expect(error.rule == .r14)
      #expect(error.uikitMessage == nil)
    }
  }

  @Test func applyAcceptsWarnings() throws {
    let changeset = Changeset(deletedSections: [1], deletedRows: [path(1, 0)])
    let rows = try BatchUpdateSimulator.apply(changeset, to: [["a"], ["b"]])
    #expect(rows == [[.kept("a")]])
  }

  @Test func rowDescriptionAndIdentity() {
    let rows: [BatchUpdateSimulator.Row<String>] = [.kept("a"), .inserted, .reloaded("b")]
    #expect(rows.map(\.description) == ["a", "+", "b′"])
    #expect(rows.map(\.id) == ["a", nil, "b"])
  }
}
