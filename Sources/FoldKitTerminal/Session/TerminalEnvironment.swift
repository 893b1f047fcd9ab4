#if canImport(Glibc)
import Glibc
#endif

/// The environment variables that decide how FoldKit uses the terminal.
public struct TerminalEnvironment: Sendable, Hashable {
  /// The variables, by name: `TERM`, `COLORTERM`, `NO_COLOR`, `COLUMNS`, `LINES`.
  public var variables: [String: String]

  /// The variables that matter, read from the process environment.
  ///
  /// - Complexity: O(1).
  public static var current: TerminalEnvironment {
    var variables: [String: String] = [:]
    for name in ["TERM", "COLORTERM", "NO_COLOR", "COLUMNS", "LINES"] {
      if let value = getenv(name) { variables[name] = String(cString: value) }
    }
    return TerminalEnvironment(variables)
  }

  /// Creates an environment from explicit variables, for tests and embedding.
  ///
  /// - Complexity: O(1).
  public init(_ variables: [String: String]) {
    self.variables = variables
  }

  /// The colour profile these variables ask for; see ``ColorProfile/detect(environment:)``.
  ///
  /// - Complexity: O(1).
  public var colorProfile: ColorProfile { ColorProfile.detect(environment: variables) }

  /// Whether `TERM` is `dumb`, which means no escape sequences at all.
  ///
  /// - Complexity: O(1).
  public var isDumb: Bool { variables["TERM"] == "dumb" }

  /// The size `COLUMNS` and `LINES` give, each defaulting to 80 columns and 24 rows.
  ///
  /// - Complexity: O(1).
  public var fallbackSize: TerminalSize {
    func value(_ name: String, _ defaultValue: Int) -> Int {
      guard let text = variables[name], let number = Int(text), number > 0 else {
        return defaultValue
      }
      return number
    }
    return TerminalSize(columns: value("COLUMNS", 80), rows: value("LINES", 24))
  }
}
