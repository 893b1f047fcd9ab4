public import FoldKitTerminal

/// A key script for the snapshot mode: space-separated key names.
///
/// Names: `down`, `up`, `enter`, `space`, `tab`, `backtab`, `left`, `right`, `pgdn`, `pgup`,
/// `home`, `end`, `esc`, `backspace`, `delete`, `shift-up`, `shift-down`, `ctrl-X` for a control
/// chord, or a single character.
public enum KeyScript {
  /// A key name the script does not know.
  public struct UnknownKey: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name as written.
    public var name: String

    /// A sentence naming the key.
    public var description: String {
      "unknown key \"\(name)\" (use down, up, enter, space, tab, backtab, left, right, pgdn, "
        + "pgup, home, end, esc, backspace, delete, shift-up, shift-down, ctrl-X or a single "
        + "character)"
    }
  }

  /// The events of `script`.
  ///
  /// - Throws: ``UnknownKey`` for a name that is not a key.
  /// - Complexity: O(*n*) for *n* characters.
  public static func events(_ script: String) throws(UnknownKey) -> [InputEvent] {
    var events: [InputEvent] = []
    for word in script.split(whereSeparator: { $0 == " " || $0 == "," }) {
      events.append(.key(try key(named: String(word))))
    }
    return events
  }

  /// The key named `name`.
  ///
  /// - Throws: ``UnknownKey`` for a name that is not a key.
  /// - Complexity: O(*n*) for a name of *n* characters.
  public static func key(named name: String) throws(UnknownKey) -> KeyEvent {
    switch name.lowercased() {
    case "down": return KeyEvent(.down)
    case "up": return KeyEvent(.up)
    case "left": return KeyEvent(.left)
    case "right": return KeyEvent(.right)
    case "enter", "return": return KeyEvent(.enter)
    case "space": return KeyEvent(.character(" "))
    case "tab": return KeyEvent(.tab)
    case "backtab", "shift-tab": return KeyEvent(.tab, modifiers: .shift)
    case "pgdn", "pagedown": return KeyEvent(.pageDown)
    case "pgup", "pageup": return KeyEvent(.pageUp)
    case "home": return KeyEvent(.home)
    case "end": return KeyEvent(.end)
    case "esc", "escape": return KeyEvent(.escape)
    case "backspace": return KeyEvent(.backspace)
    case "delete": return KeyEvent(.delete)
    case "shift-up": return KeyEvent(.up, modifiers: .shift)
    case "shift-down": return KeyEvent(.down, modifiers: .shift)
    default: break
    }
    if name.count == 1, let character = name.first { return KeyEvent(.character(character)) }
    let lower = name.lowercased()
    if lower.hasPrefix("ctrl-") && lower.count == 6, let character = lower.last {
      return KeyEvent(.character(character), modifiers: .control)
    }
    throw UnknownKey(name: name)
  }
}
