/// A place in a text file: 1-based line and column (columns count Unicode scalars).
public struct JSONPosition: Hashable, Sendable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int
  /// The column, from 1.
  public var column: Int

  /// Creates a position.
  ///
  /// - Complexity: O(1).
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line N, column M`.
  public var description: String { "line \(line), column \(column)" }
}
