/// Builders for each UIKit rule's violation, with FoldKit's message and UIKit's exception text.
///
/// UIKit's texts are the format strings of the rules specification (§5.1 for table views, §5.2 for
/// collection views) with the values filled in.
extension BatchUpdateViolation {
  /// An index path as `%@` prints it, with the fixed address placeholder `0x0`.
  static func nsIndexPath(_ path: ListIndexPath) -> String {
    "<NSIndexPath: 0x0> {length = 2, path = \(path.section) - \(path.row)}"
  }

  /// A section printed where UIKit prints an index path: a one-index path.
  static func nsIndexPath(section: Int) -> String {
    "<NSIndexPath: 0x0> {length = 1, path = \(section)}"
  }

  /// `row` or `item`.
  static func noun(_ kind: BatchUpdateViewKind) -> String { kind == .table ? "row" : "item" }

  /// `Table` or `Collection`, for messages that name the view.
  static func viewName(_ kind: BatchUpdateViewKind) -> String {
    kind == .table ? "table view" : "collection view"
  }

  static func error(
    _ rule: BatchUpdateRule, _ message: String, uikit: String? = nil
  ) -> BatchUpdateViolation {
    BatchUpdateViolation(
      rule: rule, severity: .error, message: "\(rule.rawValue): \(message)", uikitMessage: uikit)
  }

  static func warning(_ rule: BatchUpdateRule, _ message: String) -> BatchUpdateViolation {
    BatchUpdateViolation(rule: rule, severity: .warning, message: "\(rule.rawValue): \(message)")
  }

  static func deleteAndReload(row path: ListIndexPath) -> BatchUpdateViolation {
    error(
      .r4, "row \(path) is both deleted and reloaded",
      uikit: "attempt to delete and reload the same index path (\(nsIndexPath(path)))")
  }

  static func deleteAndReload(section: Int) -> BatchUpdateViolation {
    error(
      .r4, "section \(section) is both deleted and reloaded",
      uikit: "attempt to delete and reload the same index path (\(nsIndexPath(section: section)))")
  }

  static func sectionDeleteOutOfBounds(
    _ section: Int, oldSectionCount: Int, reload: Bool
  ) -> BatchUpdateViolation {
    error(
      .r6,
      "\(reload ? "reloaded" : "deleted") section \(section) does not exist: "
        + "\(oldSectionCount) sections before the update",
      uikit: "attempt to delete section \(section), but there are only \(oldSectionCount) "
        + "sections before the update")
  }

  static func rowDeleteSectionOutOfBounds(
    _ path: ListIndexPath, oldSectionCount: Int, reload: Bool, kind: BatchUpdateViewKind
  ) -> BatchUpdateViolation {
    error(
      .r7,
      "\(reload ? "reloaded" : "deleted") row \(path) names section \(path.section), but there "
        + "are \(oldSectionCount) sections before the update",
      uikit: "attempt to delete \(noun(kind)) \(path.row) from section \(path.section), but there "
        + "are only \(oldSectionCount) sections before the update")
  }

  static func rowDeleteOutOfBounds(
    _ path: ListIndexPath, rows: Int, reload: Bool, kind: BatchUpdateViewKind
  ) -> BatchUpdateViolation {
    error(
      .r8,
      "\(reload ? "reloaded" : "deleted") row \(path) does not exist: section \(path.section) "
        + "has \(rows) rows before the update",
      uikit: "attempt to delete \(noun(kind)) \(path.row) from section \(path.section) which only "
        + "contains \(rows) \(noun(kind))s before the update")
  }

  static func deleteAndMove(row path: ListIndexPath, reload: Bool) -> BatchUpdateViolation {
    error(
      .r10,
      "row \(path) is both \(reload ? "reloaded" : "deleted") and the source of a move",
      uikit: "attempt to perform a delete and a move from the same index path "
        + "(\(nsIndexPath(path)))")
  }

  static func deleteAndMove(section: Int, reload: Bool) -> BatchUpdateViolation {
    error(
      .r11,
      "section \(section) is both \(reload ? "reloaded" : "deleted") and the source of a "
        + "section move",
      uikit: "attempt to perform a delete and a move from the same section (\(section))")
  }

  static func redundantRowDelete(_ path: ListIndexPath, section: Int) -> BatchUpdateViolation {
    warning(
      .r13,
      "row delete \(path) lies in section \(section), which is itself deleted or reloaded; UIKit "
        + "drops it")
  }

  static func moveFromDeletedSection(
    _ move: Changeset.RowMove, kind: BatchUpdateViewKind
  ) -> BatchUpdateViolation {
    let section = move.from.section
    let outcome =
      kind == .table
      ? "a table view falls back to reloadData" : "a collection view raises"
    return error(
      .r14,
      "row moves from \(move.from) to \(move.to) out of deleted section \(section): \(outcome)",
      uikit: kind == .table ? nil : "cannot move an item from a deleted section (\(section))")
  }

  static func sectionInsertOutOfBounds(
    _ section: Int, newSectionCount: Int, reload: Bool
  ) -> BatchUpdateViolation {
    error(
      .r6b,
      "\(reload ? "section inserted by a reload at" : "inserted section") \(section) does not "
        + "exist: \(newSectionCount) sections after the update",
      uikit: "attempt to insert section \(section) but there are only \(newSectionCount) sections "
        + "after the update")
  }

  static func rowInsertSectionOutOfBounds(
    _ path: ListIndexPath, newSectionCount: Int, reload: Bool, kind: BatchUpdateViewKind
  ) -> BatchUpdateViolation {
    error(
      .r7b,
      "\(reload ? "row inserted by a reload at" : "inserted row") \(path) names section "
        + "\(path.section), but there are \(newSectionCount) sections after the update",
      uikit: "attempt to insert \(noun(kind)) \(path.row) into section \(path.section), but there "
        + "are only \(newSectionCount) sections after the update")
  }

  static func rowInsertOutOfBounds(
    _ path: ListIndexPath, rows: Int, reload: Bool, kind: BatchUpdateViewKind
  ) -> BatchUpdateViolation {
    error(
      .r8b,
      "\(reload ? "row inserted by a reload at" : "inserted row") \(path) does not exist: "
        + "section \(path.section) has \(rows) rows after the update",
      uikit: "attempt to insert \(noun(kind)) \(path.row) into section \(path.section), but there "
        + "are only \(rows) \(noun(kind))s in section \(path.section) after the update")
  }

  static func insertAndMove(row path: ListIndexPath, reload: Bool) -> BatchUpdateViolation {
    error(
      .r12,
      "\(reload ? "a reload inserts" : "an insert targets") row \(path), which is also the "
        + "destination of a move",
      uikit: "attempt to perform an insert and a move to the same index path "
        + "(\(nsIndexPath(path)))")
  }

  static func insertAndMove(section: Int, reload: Bool) -> BatchUpdateViolation {
    error(
      .r12b,
      "\(reload ? "a reload inserts" : "an insert targets") section \(section), which is also "
        + "the destination of a section move",
      uikit: "attempt to perform an insert and a move to the same section (\(section))")
  }

  static func redundantRowInsert(_ path: ListIndexPath, section: Int) -> BatchUpdateViolation {
    warning(
      .r15,
      "row insert \(path) lies in section \(section), which is itself inserted; UIKit drops it")
  }

  static func moveIntoInsertedSection(
    _ move: Changeset.RowMove, kind: BatchUpdateViewKind
  ) -> BatchUpdateViolation {
    let section = move.to.section
    let outcome =
      kind == .table
      ? "a table view falls back to reloadData" : "a collection view raises"
    return error(
      .r16,
      "row moves from \(move.from) to \(move.to) into inserted section \(section): \(outcome)",
      uikit: kind == .table ? nil : "cannot move an item into a newly inserted section (\(section))"
    )
  }
}
