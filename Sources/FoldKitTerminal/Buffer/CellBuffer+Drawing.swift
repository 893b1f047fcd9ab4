import FoldKitText

extension CellBuffer {
  /// Draws `text` on `row` from `column`, clipped at `limit`, and returns the column after it.
  ///
  /// The text passes through ``CellSanitizer``: controls become visible placeholders, tabs expand
  /// to the next multiple of 8 columns. Each cluster takes its display width from
  /// `GraphemeWidth`; zero-width clusters take no cell. A wide cluster that does not fit before
  /// `limit` becomes a space, and drawing stops there.
  ///
  /// - Parameters:
  ///   - text: The text to draw.
  ///   - column: The first column; drawing starts there even if it is negative, clipping the
  ///     part left of column 0.
  ///   - row: The row.
  ///   - style: The style of every drawn cell.
  ///   - limit: The column where drawing stops (exclusive); the grid's width when `nil`.
  /// - Returns: The column after the last cell drawn (or where drawing stopped).
  /// - Precondition: `row` is in `0..<size.rows`.
  /// - Complexity: O(*n*) for *n* scalars of `text`.
  @discardableResult
  public mutating func draw(
    _ text: some StringProtocol, column: Int, row: Int, style: Style = .plain, limit: Int? = nil
  ) -> Int {
    precondition(row >= 0 && row < size.rows, "row \(row) not in 0..<\(size.rows)")
    let end = min(limit ?? size.columns, size.columns)
    var column = column
    for character in text {
      guard column < end else { break }
      switch CellSanitizer.replacement(for: character) {
      case .keep:
        column = put(character, column: column, row: row, style: style, end: end)
      case .replace(let replacement):
        for piece in replacement where column < end {
          column = put(piece, column: column, row: row, style: style, end: end)
        }
      case .tab:
        let stop = min(end, column + CellSanitizer.tabWidth - ((column % 8) + 8) % 8)
        while column < stop { column = put(" ", column: column, row: row, style: style, end: end) }
      case .remove:
        break
      }
    }
    return min(column, end)
  }

  /// Fills `columns` of `row` with blanks in `style`; columns outside the grid are ignored.
  ///
  /// - Precondition: `row` is in `0..<size.rows`.
  /// - Complexity: O(*k*) for *k* columns.
  public mutating func fill(row: Int, columns: Range<Int>, style: Style = .plain) {
    precondition(row >= 0 && row < size.rows, "row \(row) not in 0..<\(size.rows)")
    let clamped = columns.clamped(to: 0..<size.columns)
    for column in clamped {
      _ = put(" ", column: column, row: row, style: style, end: size.columns)
    }
  }

  /// Moves the cells of row `source` to row `destination` and blanks `source`, as a view does
  /// that pins a drawn row to another line.
  ///
  /// - Precondition: Both rows are in `0..<size.rows`.
  /// - Complexity: O(*w*) for *w* columns.
  public mutating func moveRow(_ source: Int, to destination: Int) {
    precondition(source >= 0 && source < size.rows, "row \(source) not in 0..<\(size.rows)")
    precondition(
      destination >= 0 && destination < size.rows, "row \(destination) not in 0..<\(size.rows)")
    guard source != destination else { return }
    let width = size.columns
    for column in 0..<width {
      cells[destination * width + column] = cells[source * width + column]
      cells[source * width + column] = .blank(.plain)
    }
  }

  /// Changes the style of the cells in `columns` of `row`, keeping their text.
  ///
  /// A wide cluster cut by the range is restyled whole. Use it to lay a highlight over a drawn
  /// row: `buffer.restyle(row: 3, columns: 0..<80) { $0.adding(.reverse) }`.
  ///
  /// - Precondition: `row` is in `0..<size.rows`.
  /// - Complexity: O(*k*) for *k* columns.
  public mutating func restyle(row: Int, columns: Range<Int>, _ transform: (Style) -> Style) {
    precondition(row >= 0 && row < size.rows, "row \(row) not in 0..<\(size.rows)")
    var clamped = columns.clamped(to: 0..<size.columns)
    guard !clamped.isEmpty else { return }
    let base = row * size.columns
    if cells[base + clamped.lowerBound].isContinuation {
      clamped = clamped.lowerBound - 1..<clamped.upperBound
    }
    if clamped.upperBound < size.columns, cells[base + clamped.upperBound].isContinuation {
      clamped = clamped.lowerBound..<clamped.upperBound + 1
    }
    for column in clamped { cells[base + column].style = transform(cells[base + column].style) }
  }

  /// Writes one cluster at `column` if it fits before `end` and returns the next column.
  ///
  /// Blanks the other half of any wide cluster it overwrites partly. A cluster of width 0 is
  /// skipped; a wide cluster that does not fit leaves a space.
  private mutating func put(
    _ character: Character, column: Int, row: Int, style: Style, end: Int
  ) -> Int {
    let width = GraphemeWidth.width(of: character, ambiguous: ambiguousWidth)
    guard width > 0 else { return column }
    let base = row * size.columns
    guard column >= 0 else {
      // Clipped at the left edge: the visible right half of a wide cluster becomes a space.
      if column + width > 0 && end > 0 {
        store(Cell.blank(style), at: base, rowEnd: base + size.columns)
      }
      return column + min(width, 2)
    }
    if width >= 2 && column + 1 >= end {
      store(Cell.blank(style), at: base + column, rowEnd: base + size.columns)
      return end
    }
    if width >= 2 {
      store(Cell(character, width: 2, style: style), at: base + column, rowEnd: base + size.columns)
      return column + 2
    }
    store(Cell(character, width: 1, style: style), at: base + column, rowEnd: base + size.columns)
    return column + 1
  }

  /// Stores `cell` at `index`, and its continuation after it when it is wide, keeping whole every
  /// neighbouring wide cluster it cuts.
  private mutating func store(_ cell: Cell, at index: Int, rowEnd: Int) {
    let rowStart = rowEnd - size.columns
    if cells[index].isContinuation && index > rowStart {
      cells[index - 1] = .blank(cells[index - 1].style)
    }
    let last = index + Int(cell.width) - 1
    if last + 1 < rowEnd && cells[last + 1].isContinuation {
      cells[last + 1] = .blank(cells[last + 1].style)
    }
    cells[index] = cell
    if cell.width == 2 { cells[index + 1] = Cell(" ", width: 0, style: cell.style) }
  }
}
