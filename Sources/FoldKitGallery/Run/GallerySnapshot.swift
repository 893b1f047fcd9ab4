public import FoldKitTerminal

/// Runs a key script against the gallery (or a list) without a terminal.
public enum GallerySnapshot {
  /// The frame after feeding `events` to `app`, with animations off, as plain text rows
  /// (trailing spaces trimmed, no escape sequences).
  ///
  /// - Complexity: The cost of the events plus one frame.
  public static func run(_ app: GalleryApp, events: [InputEvent]) -> (app: GalleryApp, text: String)
  {
    var app = app
    app.setAnimationsEnabled(false)
    var clock = Duration.zero
    for event in events {
      if app.handle(event, now: clock) == .quit { break }
      clock += .milliseconds(1000)
    }
    return (app, app.render(now: clock).plainText)
  }
}
