/// One delete or insert after reload decomposition: explicit, or synthetic from a reload.
///
/// A section-level item has no row. Items sort as UIKit's update items do: by section, then by
/// row, a section-level item counting as row `Int.max` (UIKit's `NSNotFound`), so that it follows
/// the rows of its section when ascending and precedes them when descending.
struct BatchUpdateItem: Hashable {
  /// Where an item comes from.
  enum Origin: Hashable {
    /// Called by the client.
    case explicit
    /// Half of the reload of this old row.
    case reloadedRow(ListIndexPath)
    /// Half of the reload of this old section.
    case reloadedSection(Int)
  }

  var section: Int
  var row: Int?
  var origin: Origin

  var isSynthetic: Bool { origin != .explicit }

  /// The path of a row item; `nil` for a section item.
  var path: ListIndexPath? { row.map { ListIndexPath(section: section, row: $0) } }

  /// The sort key: section-level items count as row `Int.max`.
  var sortKey: ListIndexPath { ListIndexPath(section: section, row: row ?? Int.max) }

  /// Whether both items name the same section or the same row, whatever their origins.
  func sameTarget(as other: BatchUpdateItem) -> Bool {
    section == other.section && row == other.row
  }
}
