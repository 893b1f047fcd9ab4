/// The one sanitiser between outside text and the cell grid (TERMINAL.md §7).
///
/// Text drawn into a ``CellBuffer`` passes through it, so no control byte from data can reach
/// the terminal: C0 controls become `^X` (`ESC` is `^[`), DEL `^?`, C1 controls (U+0080–U+009F,
/// U+009B being an 8-bit CSI) U+FFFD; CR, LF and CR LF become a space; TAB expands to spaces up
/// to the next multiple of 8 columns; the bidi embedding, override and isolate controls
/// (U+202A–U+202E, U+2066–U+2069) are removed.
public enum CellSanitizer {
  /// The tab stop interval in columns.
  public static let tabWidth = 8

  /// What to draw for one cluster.
  enum Replacement {
    /// Draw the cluster as it is.
    case keep
    /// Draw these clusters instead.
    case replace(String)
    /// Expand a tab.
    case tab
    /// Draw nothing.
    case remove
  }

  /// The replacement for `character`.
  static func replacement(for character: Character) -> Replacement {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return .remove }
    if scalars.count == 1 || character == "\r\n" {
      let value = first.value
      switch value {
      case 0x09: return .tab
      case 0x0A, 0x0D: return .replace(" ")
      case 0x00..<0x20:
        return .replace("^" + String(Character(Unicode.Scalar(UInt8(value) | 0x40))))
      case 0x7F: return .replace("^?")
      case 0x80...0x9F: return .replace("\u{FFFD}")
      case 0x202A...0x202E, 0x2066...0x2069: return .remove
      default: return .keep
      }
    }
    for scalar in scalars where isUnsafe(scalar.value) { return .replace("\u{FFFD}") }
    return .keep
  }

  static func isUnsafe(_ value: UInt32) -> Bool {
    value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
      || (0x2066...0x2069).contains(value)
  }

  /// `text` with every control replaced as a ``CellBuffer`` draws it, tabs expanded from column
  /// `startColumn`.
  ///
  /// Measure this result, not the raw text, when laying out text that will be drawn, since a
  /// control becomes two visible cells.
  ///
  /// - Parameters:
  ///   - text: The text to sanitise.
  ///   - startColumn: The column the text starts at, for tab stops.
  /// - Returns: Text free of C0, DEL, C1 and bidi controls.
  /// - Complexity: O(*n*) for *n* scalars.
  public static func sanitize(_ text: some StringProtocol, startColumn: Int = 0) -> String {
    var result = ""
    var column = startColumn
    for character in text {
      switch replacement(for: character) {
      case .keep:
        result.append(character)
        column += 1
      case .replace(let replacement):
        result += replacement
        column += replacement.count
      case .tab:
        let spaces = tabWidth - column % tabWidth
        result += String(repeating: " ", count: spaces)
        column += spaces
      case .remove:
        break
      }
    }
    return result
  }
}
