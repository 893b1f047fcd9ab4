import FoldKit
import Testing

/// Rows with contents: `r(4)` is row 4, `r(4, 1)` is row 4 with changed content.
private func r(_ id: Int, _ content: Int = 0) -> TestRow { TestRow(id: id, content: content) }

private func move(_ from: (Int, Int), _ to: (Int, Int)) -> Changeset.RowMove {
  Changeset.RowMove(from: path(from.0, from.1), to: path(to.0, to.1))
}

/// Diffs, replays every stage and returns the stages.
private func diff(_ old: TestSnapshot, _ new: TestSnapshot) throws -> StagedChangeset<TestSnapshot>
{
  let staged = try ListDiff.staged(from: old, to: new)
  try BatchReplay.replay(staged, from: old, to: new)
  #expect(DiffChecks.minimalMoves(staged, old: old, new: new) == nil)
  #expect(DiffChecks.validatorProblem(staged, old: old) == nil)
  return staged
}

/// Diffs flat lists, replays every stage as a one-section list and returns the stages.
private func diff(_ old: [TestRow], _ new: [TestRow]) throws -> StagedChangeset<[TestRow]> {
  let staged = try ListDiff.staged(from: old, to: new)
  let wrap = { (rows: [TestRow]) in [DiffSection(model: TestSection(id: 0), rows: rows)] }
  let sectioned = StagedChangeset(
    staged.map { ChangesetStage(changeset: $0.changeset, data: wrap($0.data)) })
  try BatchReplay.replay(sectioned, from: wrap(old), to: wrap(new))
  #expect(DiffChecks.validatorProblem(sectioned, old: wrap(old)) == nil)
  return staged
}

@Suite struct ListDiffEdgeCaseTests {
  @Test func identicalSnapshotsHaveNoStage() throws {
    #expect(
      try diff(snapshot([(1, [1, 2]), (2, [3])]), snapshot([(1, [1, 2]), (2, [3])])).isEmpty)
    #expect(try diff([r(1), r(2)], [r(1), r(2)]).isEmpty)
    #expect(try diff([TestRow](), []).isEmpty)
  }

  @Test func emptyToFull() throws {
    let staged = try diff([], snapshot([(1, [1, 2]), (2, [3])]))
    #expect(staged.map(\.changeset) == [Changeset(insertedSections: [0, 1])])
    let flat = try diff([], [r(1), r(2)])
    #expect(flat.map(\.changeset) == [Changeset(insertedRows: [path(0, 0), path(0, 1)])])
  }

  @Test func fullToEmpty() throws {
    let staged = try diff(snapshot([(1, [1, 2]), (2, [3])]), [])
    #expect(staged.map(\.changeset) == [Changeset(deletedSections: [0, 1])])
    let flat = try diff([r(1), r(2)], [])
    #expect(flat.map(\.changeset) == [Changeset(deletedRows: [path(0, 0), path(0, 1)])])
  }

  @Test func allRowsMoveToTheOtherSection() throws {
    let staged = try diff(
      snapshot([(1, [1, 2, 3]), (2, [4, 5, 6])]), snapshot([(1, [4, 5, 6]), (2, [1, 2, 3])]))
    let expected = Changeset(movedRows: [
      move((0, 0), (1, 0)), move((0, 1), (1, 1)), move((0, 2), (1, 2)),
      move((1, 0), (0, 0)), move((1, 1), (0, 1)), move((1, 2), (0, 2)),
    ])
    #expect(staged.map(\.changeset) == [expected])
  }

  @Test func reversedListKeepsOneRow() throws {
    let staged = try diff((1...5).map { r($0) }, (1...5).reversed().map { r($0) })
    try #require(staged.count == 1)
    #expect(staged[0].changeset.movedRows.count == 4)
    #expect(staged[0].changeset.operationCount == 4)
  }

  @Test func firstOfManyRowsToTheEndIsOneMove() throws {
    let old = (0..<100_000).map { r($0) }
    var new = old
    new.append(new.removeFirst())
    let staged = try ListDiff.staged(from: old, to: new)
    #expect(staged.map(\.changeset) == [Changeset(movedRows: [move((0, 0), (0, 99_999))])])
  }

  @Test func oneInsertIntoManyRowsIsOneInsert() throws {
    let old = (0..<100_000).map { r($0) }
    var new = old
    new.insert(r(-1), at: 50_000)
    let staged = try ListDiff.staged(from: old, to: new)
    #expect(staged.map(\.changeset) == [Changeset(insertedRows: [path(0, 50_000)])])
  }

  @Test func oneSectionSplitInTwo() throws {
    let staged = try diff(snapshot([(1, [1, 2, 3, 4])]), snapshot([(1, [1, 2]), (2, [3, 4])]))
    // Rows cannot move into an inserted section (R16): they leave as deletes, arrive with it.
    let expected = Changeset(insertedSections: [1], deletedRows: [path(0, 2), path(0, 3)])
    #expect(staged.map(\.changeset) == [expected])
  }

  @Test func sectionsReorderedWhileRowsMoveBetweenThem() throws {
    // S3 moves and gains a row, so it is deleted and inserted (G4); row 4 moves S2 → S1.
    let staged = try diff(
      snapshot([(1, [1, 2, 3]), (2, [4, 5, 6]), (3, [7, 8])]),
      snapshot([(3, [7, 8, 1]), (1, [2, 3, 4]), (2, [5, 6])]))
    let expected = Changeset(
      deletedSections: [2], insertedSections: [0], deletedRows: [path(0, 0)],
      movedRows: [move((1, 0), (1, 2))])
    #expect(staged.map(\.changeset) == [expected])
  }

  @Test func cleanSectionMovesWhileRowsCrossOthers() throws {
    let staged = try diff(
      snapshot([(1, [1, 2]), (2, [3, 4]), (3, [5, 6])]),
      snapshot([(3, [5, 6]), (1, [1, 3]), (2, [2, 4])]))
    let expected = Changeset(
      movedSections: [.init(from: 2, to: 0)],
      movedRows: [move((0, 1), (2, 0)), move((1, 0), (1, 1))])
    #expect(staged.map(\.changeset) == [expected])
  }

  @Test func movedRowAlsoUpdatedIsDeletedAndInserted() throws {
    // Nothing else is updated, so one stage: the moved, updated row is deleted and inserted.
    let staged = try diff([r(1), r(2), r(3), r(4)], [r(4, 1), r(1), r(2), r(3)])
    #expect(
      staged.map(\.changeset) == [Changeset(deletedRows: [path(0, 3)], insertedRows: [path(0, 0)])])
  }

  @Test func movedRowAlsoUpdatedBesideAnUpdateInPlace() throws {
    // Row 2 is updated in place, so a reload stage exists: row 4 is reloaded there, then moved.
    let staged = try diff([r(1), r(2), r(3), r(4)], [r(4, 1), r(1), r(2, 1), r(3)])
    #expect(
      staged.map(\.changeset) == [
        Changeset(reloadedRows: [path(0, 1), path(0, 3)]),
        Changeset(movedRows: [move((0, 3), (0, 0))]),
      ])
    #expect(staged.first?.data == [r(1), r(2, 1), r(3), r(4, 1)])
  }

  @Test func magicInsertExampleSplitsIntoReloadThenMove() throws {
    // UIKIT-RULES E8: old A B C D, new D A C′.
    let staged = try diff([r(1), r(2), r(3), r(4)], [r(4), r(1), r(3, 1)])
    #expect(
      staged.map(\.changeset) == [
        Changeset(reloadedRows: [path(0, 2)]),
        Changeset(deletedRows: [path(0, 1)], movedRows: [move((0, 3), (0, 0))]),
      ])
  }

  @Test func updatesWithoutMovesShareOneStage() throws {
    let staged = try diff([r(1), r(2), r(3)], [r(1), r(2, 1), r(4)])
    #expect(
      staged.map(\.changeset) == [
        Changeset(deletedRows: [path(0, 2)], insertedRows: [path(0, 2)], reloadedRows: [path(0, 1)])
      ])
  }

  @Test func updatedSectionReloadCarriesItsRowChanges() throws {
    var new = snapshot([(1, [1, 3]), (2, [4])])
    new[0].model.content = 1
    let staged = try diff(snapshot([(1, [1, 2]), (2, [4])]), new)
    #expect(staged.map(\.changeset) == [Changeset(reloadedSections: [0])])
  }

  @Test func movedAndUpdatedSectionIsDeletedAndInserted() throws {
    var new = snapshot([(2, [3]), (1, [1, 2])])
    new[0].model.content = 1
    let staged = try diff(snapshot([(1, [1, 2]), (2, [3])]), new)
    #expect(staged.map(\.changeset) == [Changeset(deletedSections: [1], insertedSections: [0])])
  }

  @Test func duplicateSectionIDsThrow() {
    let old = snapshot([(1, [1]), (2, [2]), (1, [3])])
    let error = #expect(throws: DiffError.self) { try ListDiff.staged(from: old, to: []) }
    #expect(error == DiffError(id: "1", side: .old, first: .section(0), second: .section(2)))
    #expect(error?.isSectionDuplicate == true)
    #expect(
      error?.description == "duplicate section ID 1 in the old snapshot at section 0 and section 2")
  }

  @Test func duplicateRowIDsThrow() {
    let old = snapshot([(1, [1, 2]), (2, [3])])
    let new = snapshot([(1, [1, 7]), (2, [7, 3])])
    let error = #expect(throws: DiffError.self) { try ListDiff.staged(from: old, to: new) }
    #expect(
      error == DiffError(id: "7", side: .new, first: .row(path(0, 1)), second: .row(path(1, 0))))
    #expect(error?.isSectionDuplicate == false)
    let flatError = #expect(throws: DiffError.self) {
      try ListDiff.staged(from: [r(1), r(5), r(2), r(5)], to: [r(1)])
    }
    #expect(
      flatError == DiffError(id: "5", side: .old, first: .row(path(0, 1)), second: .row(path(0, 3)))
    )
  }
}
