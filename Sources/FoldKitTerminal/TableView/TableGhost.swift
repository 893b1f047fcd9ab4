import FoldKit

/// Rows removed from the list that are still drawn while they fade out.
///
/// A ghost is purely visual: it is drawn beneath its anchor (the element that preceded the
/// removed rows) until its fade ends, and input never reaches it.
struct TableGhost<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: Sendable {
  /// One removed row: what it showed, its height and its position before removal.
  struct Row: Sendable {
    var row: VisibleRow<SectionID, ItemID, Content>
    var height: Int
    var position: Int
    var checkMark: CheckMark?
  }

  /// The element the removed rows followed.
  var anchor: TableElementID
  /// The removed rows, in order.
  var rows: [Row]
  /// When they were removed.
  var start: Duration

  /// The summed height of the rows.
  var height: Int { rows.reduce(0) { $0 + $1.height } }
}

/// What one line of the table's area shows.
enum TableSlot: Sendable, Hashable {
  /// Line `line` of the element at `position`.
  case element(position: Int, line: Int)
  /// Line `line` of row `row` of ghost `ghost`.
  case ghost(ghost: Int, row: Int, line: Int)
  /// Nothing (past the end of the content).
  case empty
}
