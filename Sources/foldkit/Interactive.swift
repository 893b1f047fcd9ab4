import FoldKitGallery
import FoldKitTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `app` full-screen until `q` or Ctrl-C; returns the exit status.
///
/// The terminal session restores the terminal on every exit path (return, error, signals,
/// crashes). ``GalleryLoop`` sleeps until input arrives or until a fade on screen ends.
///
/// With a `loader`, the list keeps loading while it is shown; a file that turns out invalid
/// shows its error under the list, and quitting prints it and exits with status 2.
func runInteractive(
  _ app: GalleryApp, options: GalleryOptions, loader: GalleryFileLoader? = nil
) -> Int32 {
  var session = TerminalSession(modes: TerminalModes(mouse: !options.noMouse))
  var app = app
  guard session.mode == .fullScreen else {
    app.setAnimationsEnabled(false)
    print(app.render(now: .zero).plainText)
    return 0
  }
  loader.map { _ = app.receive(from: $0) }
  let clock = ContinuousClock()
  let start = clock.now
  // Lists this large are searched on a thread of their own, so keys never wait for a search.
  app.backgroundSearchThreshold = 20_000
  app.startSearchIndex()
  let worker = GallerySearchWorker()
  do {
    try session.run {
      app.resize(to: session.size)
      try GalleryLoop.run(
        &app, terminal: &session, now: { clock.now - start }, worker: worker, loader: loader)
    }
  } catch {
    write("foldkit: terminal error: \(error)\n", to: STDERR_FILENO)
    return 1
  }
  // The process exits next: its list is not worth freeing first (see `keptUntilExit`).
  keepUntilExit((app, loader))
  if let failure = app.loadFailure {
    write("foldkit: \(failure)\n", to: STDERR_FILENO)
    return GalleryCommand.badInputStatus
  }
  return 0
}
