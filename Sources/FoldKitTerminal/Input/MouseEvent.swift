/// A mouse event from SGR mouse reporting (modes 1000 and 1006), in 0-based cell coordinates.
public struct MouseEvent: Sendable, Hashable {
  /// A mouse button.
  public enum Button: Sendable, Hashable {
    /// The left (primary) button.
    case left
    /// The middle button.
    case middle
    /// The right (secondary) button.
    case right
  }

  /// A wheel direction.
  public enum ScrollDirection: Sendable, Hashable {
    /// The wheel turned away from the user.
    case up
    /// The wheel turned towards the user.
    case down
    /// The wheel tilted left.
    case left
    /// The wheel tilted right.
    case right
  }

  /// What happened.
  public enum Kind: Sendable, Hashable {
    /// A button went down.
    case press(Button)
    /// A button went up.
    case release(Button)
    /// The pointer moved with a button held (mode 1002).
    case drag(Button)
    /// The pointer moved with no button held (mode 1003).
    case move
    /// The wheel turned.
    case scroll(ScrollDirection)
  }

  /// What happened.
  public var kind: Kind
  /// The 0-based column of the cell under the pointer.
  public var column: Int
  /// The 0-based row of the cell under the pointer.
  public var row: Int
  /// The modifier keys held (Shift, Alt, Control).
  public var modifiers: KeyModifiers

  /// Creates a mouse event.
  ///
  /// - Complexity: O(1).
  public init(_ kind: Kind, column: Int, row: Int, modifiers: KeyModifiers = []) {
    self.kind = kind
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }
}
