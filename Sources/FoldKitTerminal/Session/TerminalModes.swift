/// The escape sequences that set up and tear down the full-screen terminal (TERMINAL.md §1).
public struct TerminalModes: Sendable, Hashable {
  /// Whether to report mouse presses, releases, wheel turns and drags (modes 1000, 1002 and
  /// 1006).
  ///
  /// Reporting takes the mouse from the terminal's own text selection; users then select with
  /// Shift+drag, or the application offers a key that calls
  /// ``TerminalSession/setMouseReporting(_:)``.
  public var mouse: Bool
  /// Whether to bracket pastes (mode 2004), so a paste arrives as one event.
  public var bracketedPaste: Bool
  /// Whether to report focus changes (mode 1004).
  public var focusReports: Bool

  /// Creates a set of modes; mouse and bracketed paste are on by default.
  ///
  /// - Complexity: O(1).
  public init(mouse: Bool = true, bracketedPaste: Bool = true, focusReports: Bool = false) {
    self.mouse = mouse
    self.bracketedPaste = bracketedPaste
    self.focusReports = focusReports
  }

  /// The bytes written after entering raw mode: alternate screen `?1049h`, hide the cursor
  /// `?25l`, autowrap off `?7l`, then mouse `?1000h ?1002h ?1006h` (1002 reports motion while
  /// a button is held, for drags), paste `?2004h` and focus `?1004h`
  /// as configured.
  ///
  /// - Complexity: O(1).
  public var enterSequence: [UInt8] {
    var text = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l"
    if mouse { text += "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" }
    if bracketedPaste { text += "\u{1B}[?2004h" }
    if focusReports { text += "\u{1B}[?1004h" }
    return Array(text.utf8)
  }

  /// The bytes written before restoring the saved termios, undoing ``enterSequence`` in reverse.
  ///
  /// It first ends any synchronized output a failed frame left open (`?2026l`), then turns off
  /// focus reports, mouse and paste, resets the style (`CSI 0 m`), turns autowrap back on, shows
  /// the cursor and leaves the alternate screen (`?1049l`). Every mode is reset whether or not it
  /// was set, so the bytes are safe to write on any exit path.
  ///
  /// - Complexity: O(1).
  public var leaveSequence: [UInt8] {
    Array(
      ("\u{1B}[?2026l\u{1B}[?1004l\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l\u{1B}[0m\u{1B}[?7h"
        + "\u{1B}[?25h\u{1B}[?1049l").utf8)
  }
}
