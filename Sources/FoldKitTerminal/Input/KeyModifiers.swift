/// The modifier keys held during a key press or a mouse event.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
  /// The raw bits: 1 Shift, 2 Alt, 4 Control, as in xterm's modifier parameter minus one.
  public var rawValue: UInt8

  /// Creates a set from its raw bits.
  ///
  /// - Complexity: O(1).
  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The Shift key.
  public static let shift = KeyModifiers(rawValue: 1)
  /// The Alt (Meta, Option) key; also reported for `ESC` followed by a key.
  public static let alt = KeyModifiers(rawValue: 2)
  /// The Control key.
  public static let control = KeyModifiers(rawValue: 4)

  /// The modifiers that xterm's parameter `m` encodes (`m = 1 + Shift 1 + Alt 2 + Ctrl 4`).
  ///
  /// Bits beyond Control (Meta, Super, Hyper in the kitty protocol) are ignored; a parameter below
  /// 2 means no modifier.
  ///
  /// - Complexity: O(1).
  public init(xtermParameter parameter: Int) {
    let bits = parameter > 1 ? (parameter - 1) & 0x7 : 0
    self.init(rawValue: UInt8(bits))
  }
}
