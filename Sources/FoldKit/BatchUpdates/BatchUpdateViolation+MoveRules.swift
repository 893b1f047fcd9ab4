/// Builders for the move, duplicate, count and reload-analysis violations.
extension BatchUpdateViolation {
  static func duplicate(
    _ what: String, times: Int, list: String, kind: BatchUpdateViewKind
  ) -> BatchUpdateViolation {
    let outcome =
      kind == .table
      ? "a table view merges the duplicates"
      : "a collection view keeps them and may corrupt memory"
    return error(.r17, "\(what) is \(list) \(times) times; \(outcome)")
  }

  static func repeatedMove(_ what: String, times: Int) -> BatchUpdateViolation {
    warning(.r20, "the move of \(what) is given \(times) times; UIKit drops the repeats")
  }

  static func sectionMoveSourceOutOfBounds(_ move: Changeset.SectionMove, oldSectionCount: Int)
    -> BatchUpdateViolation
  {
    error(
      .r9,
      "section move \(move.from) → \(move.to): source section \(move.from) does not exist, "
        + "\(oldSectionCount) sections before the update",
      uikit: "attempt to move section \(move.from), but there are only \(oldSectionCount) "
        + "sections before the update")
  }

  static func sectionMoveDestinationOutOfBounds(
    _ move: Changeset.SectionMove, newSectionCount: Int
  ) -> BatchUpdateViolation {
    error(
      .r9,
      "section move \(move.from) → \(move.to): destination section \(move.to) does not exist, "
        + "\(newSectionCount) sections after the update",
      uikit: "attempt to to move section \(move.from) to section \(move.to), but there are only "
        + "\(newSectionCount) sections after the update")
  }

  static func rowMoveSourceSectionOutOfBounds(_ move: Changeset.RowMove, oldSectionCount: Int)
    -> BatchUpdateViolation
  {
    error(
      .r9,
      "row move \(move.from) → \(move.to): source section \(move.from.section) does not exist, "
        + "\(oldSectionCount) sections before the update",
      uikit: "attempt to move index path (\(nsIndexPath(move.from))) from a section that does "
        + "not exist - there are only \(oldSectionCount) sections before the update")
  }

  static func rowMoveSourceOutOfBounds(
    _ move: Changeset.RowMove, rows: Int, kind: BatchUpdateViewKind
  ) -> BatchUpdateViolation {
    error(
      .r9,
      "row move \(move.from) → \(move.to): source row \(move.from) does not exist, section "
        + "\(move.from.section) has \(rows) rows before the update",
      uikit: "attempt to move index path (\(nsIndexPath(move.from))) that does not exist - there "
        + "are only \(rows) \(noun(kind))s in section \(move.from.section) before the update")
  }

  static func rowMoveDestinationSectionOutOfBounds(
    _ move: Changeset.RowMove, newSectionCount: Int
  ) -> BatchUpdateViolation {
    error(
      .r9,
      "row move \(move.from) → \(move.to): destination section \(move.to.section) does not "
        + "exist, \(newSectionCount) sections after the update",
      uikit: "attempt to move index path (\(nsIndexPath(move.from))) to index path "
        + "(\(nsIndexPath(move.to))) in section that does not exist - there are only "
        + "\(newSectionCount) sections after the update")
  }

  static func rowMoveDestinationOutOfBounds(
    _ move: Changeset.RowMove, rows: Int, kind: BatchUpdateViewKind
  ) -> BatchUpdateViolation {
    error(
      .r9,
      "row move \(move.from) → \(move.to): destination row \(move.to) does not exist, section "
        + "\(move.to.section) has \(rows) rows after the update",
      uikit: "attempt to move index path (\(nsIndexPath(move.from))) to index path "
        + "(\(nsIndexPath(move.to))) that does not exist - there are only \(rows) "
        + "\(noun(kind))s in section \(move.to.section) after the update")
  }

  static func sectionMovedTwice(from: Int, to first: Int, and second: Int) -> BatchUpdateViolation {
    error(
      .r18, "section \(from) moves to both section \(first) and section \(second)",
      uikit: "attempt to move section \(from) to both section \(first) and section \(second)")
  }

  static func rowMovedTwice(
    from: ListIndexPath, to first: ListIndexPath, and second: ListIndexPath,
    kind: BatchUpdateViewKind
  ) -> BatchUpdateViolation {
    error(
      .r18, "row \(from) moves to both \(first) and \(second)",
      uikit: "attempt to move \(noun(kind)) at index path \(nsIndexPath(from)) to both "
        + "\(nsIndexPath(first)) and \(nsIndexPath(second))")
  }

  static func sectionsMovedTogether(_ first: Int, _ second: Int, to: Int) -> BatchUpdateViolation {
    error(
      .r19, "sections \(first) and \(second) both move to section \(to)",
      uikit: "attempt to move both section \(first) and section \(second) to section \(to)")
  }

  static func rowsMovedTogether(
    _ first: ListIndexPath, _ second: ListIndexPath, to: ListIndexPath, kind: BatchUpdateViewKind
  ) -> BatchUpdateViolation {
    error(
      .r19, "rows \(first) and \(second) both move to \(to)",
      uikit: "attempt to move both \(noun(kind)) at index path \(nsIndexPath(first)) and "
        + "\(nsIndexPath(second)) to \(nsIndexPath(to))")
  }

  static func sectionCount(
    after: Int, before: Int, inserted: Int, deleted: Int, kind: BatchUpdateViewKind
  ) -> BatchUpdateViolation {
    let view = viewName(kind)
    return error(
      .r21,
      "invalid number of sections: \(after) after the update, expected \(before) + \(inserted) "
        + "inserted - \(deleted) deleted = \(before + inserted - deleted)",
      uikit: "Invalid update: invalid number of sections.  The number of sections contained in the "
        + "\(view) after the update (\(after)) must be equal to the number of sections contained "
        + "in the \(view) before the update (\(before)), plus or minus the number of sections "
        + "inserted or deleted (\(inserted) inserted, \(deleted) deleted).")
  }

  /// The row counts of one surviving section that the Phase H equation compares.
  struct RowCounts {
    var newSection: Int
    var oldSection: Int
    var after: Int
    var before: Int
    var inserted: Int
    var deleted: Int
    var movedIn: Int
    var movedOut: Int
    var expected: Int { before + inserted - deleted + movedIn - movedOut }
  }

  static func rowCount(_ c: RowCounts, kind: BatchUpdateViewKind) -> BatchUpdateViolation {
    let rows = noun(kind) + "s"
    let origin = c.oldSection == c.newSection ? "" : " (old section \(c.oldSection))"
    return error(
      .r22,
      "invalid number of rows in section \(c.newSection)\(origin): \(c.after) after the update, "
        + "expected \(c.before) + \(c.inserted) inserted - \(c.deleted) deleted + \(c.movedIn) "
        + "moved in - \(c.movedOut) moved out = \(c.expected)",
      uikit: "Invalid update: invalid number of \(rows) in section \(c.newSection).  The number of "
        + "\(rows) contained in an existing section after the update (\(c.after)) must be equal to "
        + "the number of \(rows) contained in that section before the update (\(c.before)), plus "
        + "or minus the number of \(rows) inserted or deleted from that section (\(c.inserted) "
        + "inserted, \(c.deleted) deleted) and plus or minus the number of \(rows) moved into or "
        + "out of that section (\(c.movedIn) moved in, \(c.movedOut) moved out).")
  }

  static func negativeCount(
    section: Int, count: Int, before: Bool, kind: BatchUpdateViewKind
  ) -> BatchUpdateViolation {
    let rows = noun(kind) + "s"
    return error(
      .r22a,
      "section \(section) has a negative row count (\(count)) \(before ? "before" : "after") the "
        + "update",
      uikit: "Invalid update: invalid number of \(rows) in section \(section).  Attempt to delete "
        + "more \(rows) than exist in section.")
  }

  static func reloadInMovedSection(
    _ path: ListIndexPath, lands: ListIndexPath, belongs: Int?
  ) -> BatchUpdateViolation {
    let truth = belongs.map { "ends at section \($0)" } ?? "has no place after the update"
    return error(
      .r23,
      "reload of row \(path) in a section that a section move moves or shifts: UIKit puts its "
        + "insert in section \(lands.section) as if no section moved, while the section \(truth)")
  }

  static func reloadOfDisplacedSection(_ section: Int, lands: Int, belongs: Int?)
    -> BatchUpdateViolation
  {
    let truth = belongs.map { "belongs at \($0)" } ?? "has no place after the update"
    return error(
      .r23,
      "reload of section \(section), which a section move shifts: UIKit puts its insert at "
        + "section \(lands) as if no section moved, while the section \(truth)")
  }

  static func reloadOfMovedRow(_ path: ListIndexPath, lands: ListIndexPath, belongs: Int?)
    -> BatchUpdateViolation
  {
    let truth = belongs.map { "the row belongs at row \($0)" } ?? "the row itself moves"
    return error(
      .r24,
      "reload of row \(path) is misplaced: UIKit puts its insert at \(lands), placing reloads as "
        + "if no row moved, while \(truth)")
  }

  static func reloadInDeletedSection(_ path: ListIndexPath, lands: ListIndexPath)
    -> BatchUpdateViolation
  {
    error(
      .r25,
      "reload of row \(path) in deleted section \(path.section): its delete is dropped and its "
        + "insert lands at \(lands)")
  }

  static func reloadInReloadedSection(_ path: ListIndexPath) -> BatchUpdateViolation {
    warning(
      .r26,
      "reload of row \(path) in reloaded section \(path.section): UIKit drops both halves")
  }

  static func sectionMoveWithRowOperations(_ move: Changeset.SectionMove, detail: String)
    -> BatchUpdateViolation
  {
    warning(.r27, "section \(move.from) moves to \(move.to) while \(detail)")
  }

  static func noOpSectionMoveWithRowMoveOut(
    _ move: Changeset.SectionMove, rowMove: Changeset.RowMove
  ) -> BatchUpdateViolation {
    error(
      .r28,
      "section move \(move.from) → \(move.to) is a no-op after mapping, and row \(rowMove.from) "
        + "moves out of it to \(rowMove.to); a collection view fails an internal assertion")
  }
}
