/// The size of a terminal or a cell grid, in character cells.
public struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
  /// The number of columns (cells per row).
  public var columns: Int
  /// The number of rows.
  public var rows: Int

  /// Creates a size of `columns` by `rows` cells.
  ///
  /// - Precondition: Both values are zero or more.
  /// - Complexity: O(1).
  public init(columns: Int, rows: Int) {
    precondition(columns >= 0 && rows >= 0, "size \(columns)x\(rows) has a negative side")
    self.columns = columns
    self.rows = rows
  }

  /// The size as `columns x rows`, for example `80x24`.
  public var description: String { "\(columns)x\(rows)" }
}
