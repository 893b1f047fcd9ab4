/// The outcome of validating one batch update: its errors and its warnings.
///
/// `errors` lists the batch's errors in UIKit's failure order. UIKit raises only at the first
/// failure that it checks by raising (``uikitException``), so `errors` ends there; errors that
/// UIKit does not raise for (a `reloadData` fallback, merged duplicates, a stale reload) come
/// before it. `warnings` lists every redundant or fragile operation UIKit accepts.
public struct BatchUpdateReport: Sendable, Hashable, CustomStringConvertible {
  /// The violations that make the batch invalid, in UIKit's failure order.
  public var errors: [BatchUpdateViolation]
  /// The violations UIKit accepts but FoldKit never emits.
  public var warnings: [BatchUpdateViolation]
  /// The failure at which UIKit raises `NSInternalInconsistencyException`, or `nil` when UIKit
  /// accepts the batch (possibly by falling back to `reloadData`, or showing stale cells).
  public var uikitException: BatchUpdateViolation?
  /// Whether a table view abandons the animation and calls `reloadData` (R14, R16).
  public var fallsBackToReloadData: Bool
  /// The text iOS 16.4 and later raise instead of `uikitException`'s message when the section or
  /// row counts do not balance (R21, R22); `nil` otherwise.
  ///
  /// It lists the row counts before and after the update and the update list after reload
  /// decomposition, one operation a line (`Delete row (0 - 0),`). Its first lines follow UIKit's
  /// text; the notation for section operations and moves, the indentation and the view's address
  /// (`0x0`) are FoldKit's own.
  public var n1Message: String?

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - errors: The errors, in failure order.
  ///   - warnings: The warnings.
  ///   - uikitException: The error at which UIKit raises, if any.
  ///   - fallsBackToReloadData: Whether a table view falls back to `reloadData`.
  ///   - n1Message: The iOS 16.4+ text of a count failure, if any.
  /// - Complexity: O(1).
  public init(
    errors: [BatchUpdateViolation] = [], warnings: [BatchUpdateViolation] = [],
    uikitException: BatchUpdateViolation? = nil, fallsBackToReloadData: Bool = false,
    n1Message: String? = nil
  ) {
    self.errors = errors
    self.warnings = warnings
    self.uikitException = uikitException
    self.fallsBackToReloadData = fallsBackToReloadData
    self.n1Message = n1Message
  }

  /// Whether the batch has no error.
  ///
  /// - Complexity: O(1).
  public var isValid: Bool { errors.isEmpty }

  /// Whether the batch has neither an error nor a warning.
  ///
  /// - Complexity: O(1).
  public var isClean: Bool { errors.isEmpty && warnings.isEmpty }

  /// The rules broken, errors first, each once, in the order first found.
  ///
  /// - Complexity: O(*v*) for *v* violations.
  public var rules: [BatchUpdateRule] {
    var seen = Set<BatchUpdateRule>()
    return (errors + warnings).map { $0.rule }.filter { seen.insert($0).inserted }
  }

  /// Whether any error or warning breaks `rule`.
  ///
  /// - Complexity: O(*v*) for *v* violations.
  public func contains(_ rule: BatchUpdateRule) -> Bool {
    errors.contains { $0.rule == rule } || warnings.contains { $0.rule == rule }
  }

  /// One line per violation, errors first, or `valid` for a clean report.
  ///
  /// - Complexity: O(*v*) for *v* violations.
  public var description: String {
    if isClean { return "valid" }
    let lines =
      errors.map { "error: \($0.message)" } + warnings.map { "warning: \($0.message)" }
    return lines.joined(separator: "\n")
  }
}
