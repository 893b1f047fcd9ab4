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

/// A parsed JSON value with the position where it starts.
public struct JSONNode: Hashable, Sendable {
  /// One member of an object: its key, where the key starts, and its value.
  public struct Member: Hashable, Sendable {
    /// The key.
    public var key: String
    /// Where the key's opening quote is.
    public var keyPosition: JSONPosition
    /// The value.
    public var value: JSONNode
  }

  /// A JSON value.
  public indirect enum Value: Hashable, Sendable {
    /// An object, members in file order.
    case object([Member])
    /// An array.
    case array([JSONNode])
    /// A string.
    case string(String)
    /// A number.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null
  }

  /// The value.
  public var value: Value
  /// Where the value starts.
  public var position: JSONPosition

  /// The value's kind in words for error messages, such as "a string".
  public var kindName: String {
    switch value {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}
