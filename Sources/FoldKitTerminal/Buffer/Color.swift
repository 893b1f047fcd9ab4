/// A text colour as a terminal understands it.
public enum Color: Sendable, Hashable {
  /// The terminal's default foreground or background.
  case `default`
  /// One of the 16 ANSI colours: 0–7 normal, 8–15 bright.
  case ansi(UInt8)
  /// An entry of the 256-colour palette (16–231 the 6×6×6 cube, 232–255 the grey ramp).
  case indexed(UInt8)
  /// A 24-bit colour.
  case rgb(UInt8, UInt8, UInt8)

  /// Black, ANSI 0.
  public static let black = Color.ansi(0)
  /// Red, ANSI 1.
  public static let red = Color.ansi(1)
  /// Green, ANSI 2.
  public static let green = Color.ansi(2)
  /// Yellow, ANSI 3.
  public static let yellow = Color.ansi(3)
  /// Blue, ANSI 4.
  public static let blue = Color.ansi(4)
  /// Magenta, ANSI 5.
  public static let magenta = Color.ansi(5)
  /// Cyan, ANSI 6.
  public static let cyan = Color.ansi(6)
  /// White, ANSI 7.
  public static let white = Color.ansi(7)
}

/// How many colours the terminal shows.
public enum ColorProfile: Int, Sendable, Hashable, Comparable {
  /// No colour at all (`NO_COLOR`, or a plain terminal); attributes such as bold and reverse
  /// remain.
  case none
  /// The 16 ANSI colours.
  case ansi16
  /// The 256-colour palette.
  case ansi256
  /// 24-bit colour.
  case trueColor

  /// Whether `lhs` shows fewer colours than `rhs`.
  ///
  /// - Complexity: O(1).
  public static func < (lhs: ColorProfile, rhs: ColorProfile) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The profile the environment asks for, by TERMINAL.md §6.
  ///
  /// `NO_COLOR` set and non-empty gives `.none`. `COLORTERM=truecolor` or `24bit` gives 24-bit,
  /// capped at 256 under `TERM=tmux*` or `screen*`; `TERM=*-256color` gives 256; `TERM=dumb` or
  /// an unset `TERM` gives `.none`; any other terminal 16.
  ///
  /// - Parameter environment: The environment variables, for example
  ///   `ProcessInfo.processInfo.environment`.
  /// - Returns: The profile.
  /// - Complexity: O(1).
  public static func detect(environment: [String: String]) -> ColorProfile {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let term = environment["TERM"] ?? ""
    if term.isEmpty || term == "dumb" { return .none }
    let colorTerm = environment["COLORTERM"] ?? ""
    let multiplexed = term.hasPrefix("tmux") || term.hasPrefix("screen")
    if colorTerm == "truecolor" || colorTerm == "24bit" {
      return multiplexed ? .ansi256 : .trueColor
    }
    if term.hasSuffix("-256color") { return .ansi256 }
    return .ansi16
  }
}
