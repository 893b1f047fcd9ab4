public import FoldKit

/// What handling one input event did to a table view, for the screen that hosts it.
public struct TableEffects<ItemID: Hashable & Sendable>: Sendable {
  /// Whether the event was used (a key the table does not know leaves this `false`).
  public var isHandled: Bool
  /// Whether the frame must be drawn again.
  public var needsRedraw: Bool
  /// The outcome of a selection (Enter, Space or a click), if one happened.
  public var outcome: SelectionOutcome<ItemID>?
  /// The item whose row was activated, with its resolved behavior; a host handles the behaviors
  /// the controller leaves to it (check marks).
  public var activated: (id: ItemID, behavior: RowBehavior)?

  /// Creates effects.
  ///
  /// - Complexity: O(1).
  public init(
    isHandled: Bool = false, needsRedraw: Bool = false, outcome: SelectionOutcome<ItemID>? = nil,
    activated: (id: ItemID, behavior: RowBehavior)? = nil
  ) {
    self.isHandled = isHandled
    self.needsRedraw = needsRedraw
    self.outcome = outcome
    self.activated = activated
  }

  /// Effects of an event the table did not use.
  public static var unhandled: Self { Self() }

  /// Effects of an event that changed only what is drawn.
  public static var redraw: Self { Self(isHandled: true, needsRedraw: true) }
}
