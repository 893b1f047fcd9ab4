/// One thing that happened at the terminal: a key, a mouse event, a paste, a resize, or a quit.
public enum InputEvent: Sendable, Hashable {
  /// A key press.
  case key(KeyEvent)
  /// A mouse press, release, motion or wheel turn.
  case mouse(MouseEvent)
  /// Text pasted in bracketed-paste mode, delivered whole, never as keys.
  ///
  /// ESC and C1 controls (U+0080–U+009F) are removed; CR LF and lone CR become LF. A field that
  /// holds one line turns the remaining newlines into spaces.
  case paste(String)
  /// The terminal changed size; the next frame is a full repaint.
  case resize(TerminalSize)
  /// The terminal gained (`true`) or lost (`false`) focus (mode 1004).
  case focus(Bool)
  /// Ctrl-C (byte `0x03`) or the end of the input: the application should quit.
  case quit
}
