import FoldKit

/// A row path, written compactly in tests.
func path(_ section: Int, _ row: Int) -> ListIndexPath {
  ListIndexPath(section: section, row: row)
}

/// A row move, written compactly in tests.
func move(_ from: ListIndexPath, _ to: ListIndexPath) -> Changeset.RowMove {
  Changeset.RowMove(from: from, to: to)
}

/// An index path as UIKit's messages print it in FoldKit's rendering.
func ns(_ section: Int, _ row: Int) -> String {
  "<NSIndexPath: 0x0> {length = 2, path = \(section) - \(row)}"
}

/// UIKit's T24 text for a table view.
func t24(
  section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int = 0,
  movedOut: Int = 0
) -> String {
  "Invalid update: invalid number of rows in section \(section).  The number of rows contained in "
    + "an existing section after the update (\(after)) must be equal to the number of rows "
    + "contained in that section before the update (\(before)), plus or minus the number of rows "
    + "inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus "
    + "or minus the number of rows moved into or out of that section (\(movedIn) moved in, "
    + "\(movedOut) moved out)."
}

extension BatchUpdateReport {
  /// The rules of the errors, in order.
  var errorRules: [BatchUpdateRule] { errors.map(\.rule) }
  /// The rules of the warnings, in order.
  var warningRules: [BatchUpdateRule] { warnings.map(\.rule) }
}
