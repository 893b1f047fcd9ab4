/// One entry of a screen's key help: the keys, what they do, and how much a person needs it.
///
/// The one-line help shows the hints that fit the width, most important first, in their listed
/// order; the help overlay shows them all.
public struct KeyHint: Hashable, Sendable {
  /// The keys as shown, such as "↑↓" or "Tab".
  public var keys: String
  /// What the keys do, such as "move".
  public var action: String
  /// How much a person needs the hint.
  ///
  /// Hints with a higher priority are kept longer when the help line is short of room;
  /// ``essential`` hints (the way out, the help key) are never dropped; hints with a priority of
  /// zero or less are listed in the help overlay only.
  public var priority: Int
  /// A longer description for the help overlay, or the action when it has none.
  public var explanation: String

  /// The priority of hints that are never dropped.
  public static let essential = 100

  /// Creates a hint.
  ///
  /// - Complexity: O(1).
  public init(_ keys: String, _ action: String, priority: Int, explanation: String? = nil) {
    self.keys = keys
    self.action = action
    self.priority = priority
    self.explanation = explanation ?? action
  }

  /// The hint as the help line shows it: "↑↓ move".
  public var text: String { keys + " " + action }
}
