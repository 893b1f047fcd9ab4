/// One cell of a ``CellBuffer``: a grapheme cluster, its display width and its style.
///
/// A wide cluster (width 2) occupies its cell and the cell to its right; that right half is a
/// *continuation* cell of width 0 that draws nothing and shares the wide cell's style.
public struct Cell: Sendable, Hashable {
  /// The grapheme cluster drawn in this cell; a space for blank and continuation cells.
  public internal(set) var grapheme: Character
  /// The number of columns the cluster covers: 1, 2, or 0 for the right half of a wide cell.
  public internal(set) var width: UInt8
  /// How the cell is drawn.
  public var style: Style

  /// Creates a cell; ``CellBuffer`` builds them as it draws.
  init(_ grapheme: Character, width: UInt8, style: Style) {
    self.grapheme = grapheme
    self.width = width
    self.style = style
  }

  /// A blank cell: a space in the given style.
  ///
  /// - Complexity: O(1).
  public static func blank(_ style: Style = .plain) -> Cell {
    Cell(" ", width: 1, style: style)
  }

  /// Whether this is the right half of a wide cell.
  ///
  /// - Complexity: O(1).
  public var isContinuation: Bool { width == 0 }
}
