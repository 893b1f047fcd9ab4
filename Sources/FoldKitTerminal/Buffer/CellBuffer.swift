public import FoldKitText

/// A grid of cells that a view draws into and a ``Renderer`` sends to the terminal.
///
/// Cells are stored row by row. Every wide cluster is followed by its continuation cell, and a
/// drawing operation that overwrites half of a wide cluster blanks the other half, so the grid
/// never holds half a cluster. ``description`` draws the grid as text rows ending with `|`, which
/// is how tests compare a frame with the rows they expect.
public struct CellBuffer: Sendable, Hashable {
  /// The number of columns and rows.
  public private(set) var size: TerminalSize
  /// How wide East Asian ambiguous characters are drawn.
  public var ambiguousWidth: AmbiguousWidth
  /// The cells, row by row.
  @usableFromInline internal var cells: [Cell]

  /// Creates a grid of `size` blank cells in `style`.
  ///
  /// - Complexity: O(*n*) for *n* cells.
  public init(
    size: TerminalSize, style: Style = .plain, ambiguousWidth: AmbiguousWidth = .narrow
  ) {
    self.size = size
    self.ambiguousWidth = ambiguousWidth
    cells = Array(repeating: .blank(style), count: size.columns * size.rows)
  }

  /// The cell at `column`, `row`.
  ///
  /// - Precondition: The position lies inside the grid.
  /// - Complexity: O(1).
  @inlinable
  public subscript(column: Int, row: Int) -> Cell {
    precondition(
      column >= 0 && column < size.columns && row >= 0 && row < size.rows,
      "cell (\(column), \(row)) is outside the \(size) grid")
    return cells[row * size.columns + column]
  }

  /// The cells of `row`, left to right.
  ///
  /// - Precondition: `row` is in `0..<size.rows`.
  /// - Complexity: O(1).
  public func cells(inRow row: Int) -> ArraySlice<Cell> {
    precondition(row >= 0 && row < size.rows, "row \(row) not in 0..<\(size.rows)")
    return cells[row * size.columns..<(row + 1) * size.columns]
  }

  /// Makes every cell a blank in `style`.
  ///
  /// - Complexity: O(*n*) for *n* cells.
  public mutating func clear(style: Style = .plain) {
    for index in cells.indices { cells[index] = .blank(style) }
  }

  /// Checks that every wide cell is followed by its continuation and nothing else is; traps if
  /// not.
  package func checkInvariants() {
    precondition(cells.count == size.columns * size.rows, "cell count does not match \(size)")
    for row in 0..<size.rows {
      var column = 0
      while column < size.columns {
        let cell = self[column, row]
        switch cell.width {
        case 1: column += 1
        case 2:
          precondition(column + 1 < size.columns, "wide cell at (\(column), \(row)) is cut off")
          let right = self[column + 1, row]
          precondition(
            right.isContinuation, "wide cell at (\(column), \(row)) lacks its right half")
          precondition(right.style == cell.style, "halves of (\(column), \(row)) differ in style")
          column += 2
        default:
          preconditionFailure("stray continuation cell at (\(column), \(row))")
        }
        precondition(
          !CellSanitizer.isUnsafe(cell.grapheme.unicodeScalars.first?.value ?? 0),
          "control character in cell (\(column), \(row))")
      }
    }
  }
}
