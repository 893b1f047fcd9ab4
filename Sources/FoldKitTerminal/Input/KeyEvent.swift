/// A key press: which key, and the modifiers held.
///
/// Text arrives as one `.character` event per Unicode scalar, so a cluster typed as several
/// scalars (a flag, a decomposed syllable) arrives as several events; appending them to a `String`
/// joins them into one `Character` again. Shift-Tab is `.tab` with `.shift`; Ctrl-letter is the
/// lowercase letter with `.control`; Ctrl-C never arrives here (it is ``InputEvent/quit``).
public struct KeyEvent: Sendable, Hashable, CustomStringConvertible {
  /// A key on the keyboard.
  public enum Key: Sendable, Hashable {
    /// A printable character (including space), or the letter of a Ctrl-letter chord.
    case character(Character)
    /// Enter (Return), byte `0x0D`.
    case enter
    /// Tab, byte `0x09`; Shift-Tab is this key with `.shift`.
    case tab
    /// Backspace, byte `0x7F` or `0x08`.
    case backspace
    /// A lone Escape, reported once the decoder's escape timeout passes.
    case escape
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// Delete (forward delete).
    case delete
    /// A function key, F1 to F12.
    case function(Int)
  }

  /// The key.
  public var key: Key
  /// The modifiers held.
  public var modifiers: KeyModifiers

  /// Creates a key event.
  ///
  /// - Complexity: O(1).
  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// A short name such as `Ctrl-up`, `Alt-x` or `F5`, for logs and test failures.
  ///
  /// - Complexity: O(1).
  public var description: String {
    var name = ""
    if modifiers.contains(.control) { name += "Ctrl-" }
    if modifiers.contains(.alt) { name += "Alt-" }
    if modifiers.contains(.shift) { name += "Shift-" }
    switch key {
    case .character(let character):
      let scalar = character.unicodeScalars.first?.value ?? 0
      name += scalar < 0x21 ? "U+\(String(scalar, radix: 16, uppercase: true))" : String(character)
    case .function(let number): name += "F\(number)"
    default: name += "\(key)"
    }
    return name
  }
}
