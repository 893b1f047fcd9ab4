/// A list file that cannot be shown: what is wrong, in which file, at which line and column.
public struct ListFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem.
  public enum Kind: Hashable, Sendable {
    /// The file is not well-formed JSON.
    case syntax
    /// A value has the wrong JSON type.
    case wrongType
    /// A required key is absent.
    case missingKey
    /// A key the format does not define.
    case unknownKey
    /// An ID used twice.
    case duplicateID
    /// A value of the right type that the format does not accept (an unknown policy name).
    case invalidValue
    /// The file cannot be read.
    case unreadable
  }

  /// The kind of problem.
  public var kind: Kind
  /// The file as named on the command line (`<stdin>` for standard input).
  public var file: String
  /// Where, or `nil` when the file could not be read at all.
  public var position: JSONPosition?
  /// What is wrong, in one sentence.
  public var message: String
  /// For an item ID used twice, the item (counted in pre-order over the file's sections) that
  /// used it first, while where that is has still to be worked out from the file (see
  /// ``ListFileReader/placeFirstUse(of:in:)``); `nil` once it is in ``message``.
  package var firstUseToPlace: Int?

  /// Creates an error.
  ///
  /// - Complexity: O(1).
  public init(kind: Kind, file: String, position: JSONPosition?, message: String) {
    self.kind = kind
    self.file = file
    self.position = position
    self.message = message
  }

  /// `file:line:column: error: message`, as compilers print it.
  public var description: String {
    guard let position else { return "\(file): error: \(message)" }
    return "\(file):\(position.line):\(position.column): error: \(message)"
  }
}
