/// One broken batch-update rule, with a message that names the rule and the values involved.
///
/// `message` is FoldKit's own explanation and always starts with the rule identifier, for example
/// `R22: invalid number of rows in section 2: 5 after the update, expected 4 + 1 inserted - 0
/// deleted + 0 moved in - 0 moved out = 5 …`. `uikitMessage` is the text of the exception UIKit
/// raises for the same failure, where UIKit raises one.
///
/// In `uikitMessage`, an index path prints as `<NSIndexPath: 0x0> {length = 2, path = S - R}`:
/// the object address that UIKit prints is replaced by the fixed placeholder `0x0`. A section
/// named where UIKit expects a path prints with `length = 1`.
public struct BatchUpdateViolation: Error, Hashable, Sendable, CustomStringConvertible {
  /// How UIKit treats a violation.
  public enum Severity: Sendable, Hashable {
    /// The batch is invalid: UIKit raises, falls back to `reloadData` or corrupts the display.
    case error
    /// UIKit accepts the batch, but the batch is redundant or fragile.
    case warning
  }

  /// The rule that is broken.
  public var rule: BatchUpdateRule
  /// Whether the violation makes the batch invalid.
  public var severity: Severity
  /// FoldKit's explanation, starting with the rule identifier and naming the values.
  public var message: String
  /// The text of the exception UIKit raises for this failure, or `nil` where UIKit raises none.
  public var uikitMessage: String?

  /// Creates a violation.
  ///
  /// - Parameters:
  ///   - rule: The rule that is broken.
  ///   - severity: Whether the batch is invalid or merely fragile.
  ///   - message: The explanation; by convention it starts with the rule identifier.
  ///   - uikitMessage: UIKit's exception text, if UIKit raises one.
  /// - Complexity: O(1).
  public init(
    rule: BatchUpdateRule, severity: Severity, message: String, uikitMessage: String? = nil
  ) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.uikitMessage = uikitMessage
  }

  /// The message.
  public var description: String { message }
}
