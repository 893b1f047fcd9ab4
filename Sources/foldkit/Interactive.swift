import FoldKitGallery
import FoldKitTerminal
import Foundation

/// Runs `app` full-screen until `q` or Ctrl-C; returns the exit status.
///
/// The terminal session restores the terminal on every exit path (return, error, signals,
/// crashes). While a row animation runs the loop wakes every 30 ms to draw the next frame;
/// otherwise it sleeps until input arrives.
func runInteractive(_ app: GalleryApp, options: GalleryOptions) -> Int32 {
  let session = TerminalSession(modes: TerminalModes(mouse: !options.noMouse))
  var app = app
  guard session.mode == .fullScreen else {
    app.setAnimationsEnabled(false)
    print(app.render(now: .zero).plainText)
    return 0
  }
  let clock = ContinuousClock()
  let start = clock.now
  do {
    try session.run {
      app.resize(to: session.size)
      try session.render(app.render(now: clock.now - start))
      loop: while true {
        let timeout: Duration? = app.isAnimating(at: clock.now - start) ? .milliseconds(30) : nil
        let events = try session.nextEvents(timeout: timeout)
        var dirty = events.isEmpty
        for event in events {
          switch app.handle(event, now: clock.now - start) {
          case .quit: break loop
          case .redraw: dirty = true
          case .none: break
          }
        }
        if dirty {
          let now = clock.now - start
          app.advance(to: now)
          try session.render(app.render(now: now))
        }
      }
    }
  } catch {
    FileHandle.standardError.write(Data("foldkit: terminal error: \(error)\n".utf8))
    return 1
  }
  return 0
}
