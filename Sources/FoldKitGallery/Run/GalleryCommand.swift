public import FoldKitListFile
import FoldKitTerminal

/// What `foldkit` does for a command line, apart from running in a terminal: the snapshot mode,
/// plain output, help, version and errors, with their exit statuses.
public enum GalleryCommand {
  /// The result of preparing a command: text to print and a status, or an app to run.
  public enum Plan: Sendable {
    /// Print `output` to standard output and `error` to standard error, then exit with `status`.
    case finish(output: String, error: String, status: Int32)
    /// Run `app` in the terminal (or print it plainly when standard output is not one).
    case interactive(GalleryApp, options: GalleryOptions)
    /// Run `app` in the terminal while `loader` reads the rest of its list (see
    /// ``GalleryApp/beginLoading(file:part:)``).
    case streaming(GalleryApp, options: GalleryOptions, loader: GalleryFileLoader)
  }

  /// Why a file cannot be read, as the system says it ("No such file or directory").
  public struct ReadFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The reason.
    public var reason: String

    /// Creates a failure with `reason`.
    ///
    /// - Complexity: O(1).
    public init(_ reason: String) { self.reason = reason }

    /// The reason.
    public var description: String { reason }
  }

  /// Exit status for a usage error.
  public static let usageStatus: Int32 = 1
  /// Exit status for bad input (a malformed or invalid list file).
  public static let badInputStatus: Int32 = 2

  /// Decides what to do for `arguments`.
  ///
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - readFile: Reads a file's bytes (`-` is standard input); throws a ``ReadFailure`` saying
  ///     why when it cannot.
  ///     A list file may be read a second time (see ``ListDocument/load(_:file:progress:reread:)``).
  ///   - isTerminal: Whether standard output is a terminal that can show the full screen.
  ///   - columns: The width for plain output (`COLUMNS`, else 80).
  ///   - language: The language of the screens' labels and help (from the locale).
  ///   - progress: Told how far loading a list file has come (see ``LoadProgressLine``).
  ///   - mapsFiles: Whether a regular FILE shown on a terminal (or in the snapshot mode) is
  ///     mapped into memory and read in place (``GalleryMappedFile``) rather than read with
  ///     `readFile` first, so that its first screen does not wait for the whole file.
  ///   - keep: Given what a finished plan no longer needs but whose memory is not worth giving
  ///     back when the process ends right after (a list of millions of items takes longer to
  ///     free than to print); `nil` lets it go at once, as a process that goes on must.
  /// - Returns: The plan.
  /// - Complexity: That of loading the file and running the key script.
  public static func plan(
    _ arguments: [String], readFile: @escaping @Sendable (String) throws(ReadFailure) -> [UInt8],
    isTerminal: Bool,
    columns: Int,
    language: ScreenLanguage = .english, progress: ((ListDocument.Progress) -> Void)? = nil,
    mapsFiles: Bool = false, keepingUntilExit keep: (@Sendable (any Sendable) -> Void)? = nil
  ) -> Plan {
    let options: GalleryOptions
    do {
      options = try GalleryOptions.parse(arguments)
    } catch {
      return .finish(
        output: "", error: "foldkit: \(error.message)\nTry 'foldkit --help'.\n",
        status: usageStatus)
    }
    switch options.action {
    case .help: return .finish(output: GalleryOptions.usage + "\n", error: "", status: 0)
    case .version:
      return .finish(output: "foldkit \(FoldKitTerminalInfo.version)\n", error: "", status: 0)
    case .run: break
    }
    var events: [InputEvent] = []
    do {
      events = try KeyScript.events(options.keys)
    } catch {
      return .finish(
        output: "", error: "foldkit: \(error.description)\nTry 'foldkit --help'.\n",
        status: usageStatus)
    }
    let size = options.size ?? TerminalSize(columns: 80, rows: 24)
    // The gallery's own screens are built only when no file or folder replaces them.
    var app: GalleryApp?
    var listScreen: GalleryScreen?
    if let file = options.file {
      let name = file == "-" ? "<stdin>" : file
      let streams = options.snapshot || isTerminal
      var mapped: GalleryMappedFile?
      if mapsFiles && streams && file != "-" {
        do {
          mapped = try GalleryMappedFile(path: file)
        } catch {
          let error = ListFileError(
            kind: .unreadable, file: name, position: nil,
            message: "cannot read the file: \(error.reason)")
          return .finish(output: "", error: "foldkit: \(error)\n", status: badInputStatus)
        }
      }
      var bytes: [UInt8] = []
      if mapped == nil {
        do {
          bytes = try readFile(file)
        } catch {
          let error = ListFileError(
            kind: .unreadable, file: name, position: nil,
            message: "cannot read the file: \(error.reason)")
          return .finish(output: "", error: "foldkit: \(error)\n", status: badInputStatus)
        }
      }
      // A file (not standard input) can be read again, so its bytes go back to the system as
      // they are read.
      let rereadFile: @Sendable () -> [UInt8]? = { try? readFile(file) }
      let reread = file == "-" ? nil : rereadFile
      let listSize = GalleryApp.listSize(for: size)
      guard streams else {
        // Plain output prints the whole list: read it whole.
        do {
          let document = try ListDocument.load(
            consume bytes, file: name, progress: progress, reread: reread)
          let screen = GalleryScreen.list(document, size: listSize, language: language)
          let lines =
            ["== \(screen.title) =="] + GalleryPlainText.lines(of: screen, width: columns)
          return .finish(output: lines.joined(separator: "\n") + "\n", error: "", status: 0)
        } catch {
          return .finish(output: "", error: "foldkit: \(error)\n", status: badInputStatus)
        }
      }
      // The list shows from its first part; the rest is read on the loader's thread.
      let loader =
        mapped.map { GalleryFileLoader(mapped: $0, file: name) }
        ?? GalleryFileLoader(bytes: bytes, file: name, reread: reread)
      bytes = []
      loader.start()
      let first = loader.takeFirst()
      let shown: ListDocument
      if let part = first.part {
        shown = part.document
      } else {
        switch first.outcome {
        case .success(let document): shown = document
        case .failure(let error):
          return .finish(output: "", error: "foldkit: \(error)\n", status: badInputStatus)
        case nil: preconditionFailure("the loader ended without a part or an outcome")
        }
      }
      let screen = GalleryScreen.list(shown, size: listSize, language: language)
      var single = GalleryApp(single: screen, title: screen.title, size: size)
      if let part = first.part {
        single.beginLoading(file: name, part: part)
        if let outcome = first.outcome { _ = single.finishLoading(outcome) }
      }
      if options.snapshot {
        return snapshot(single, loader: loader, events: events, options: options, keep: keep)
      }
      return single.isLoading
        ? .streaming(single, options: options, loader: loader)
        : .interactive(single, options: options)
    }
    if let files = options.files {
      // A folder named on the command line must be there: a mistyped path is an error, not a
      // screen holding one error row.
      do throws(DirectoryReader.ReadError) {
        try DirectoryReader.checkReadable(files)
      } catch {
        return .finish(output: "", error: "foldkit: \(error)\n", status: badInputStatus)
      }
      let screen = GalleryScreen.files(
        files, size: GalleryApp.listSize(for: size), language: language)
      listScreen = screen
      app = GalleryApp(single: screen, title: files, size: size)
    }
    let gallery =
      app
      ?? GalleryApp(
        size: size, initial: options.screen, animations: !options.noAnimation, language: language)
    if options.snapshot {
      return .finish(
        output: GallerySnapshot.run(gallery, events: events).text + "\n", error: "", status: 0)
    }
    guard isTerminal else {
      let text: String
      if let listScreen {
        // The title first (the file's title, or the folder's path), as on the terminal.
        let lines =
          ["== \(gallery.title) =="] + GalleryPlainText.lines(of: listScreen, width: columns)
        text = lines.joined(separator: "\n")
      } else {
        text = GalleryPlainText.gallery(
          width: columns, only: options.screenGiven ? options.screen : nil, language: language)
      }
      return .finish(output: text + "\n", error: "", status: 0)
    }
    return .interactive(gallery, options: options)
  }

  /// The snapshot mode of a list still loading: the first screen at once with
  /// `--first-screen`, else every part shown as it arrives (as on a terminal) and the key script
  /// run on the whole list; a file that turns out invalid is an error, as when read whole.
  ///
  /// The list and the loader go to `keep`, if given, once the output is made.
  static func snapshot(
    _ app: GalleryApp, loader: GalleryFileLoader, events: [InputEvent], options: GalleryOptions,
    keep: (@Sendable (any Sendable) -> Void)?
  ) -> Plan {
    var app = app
    if !options.firstScreen {
      while app.isLoading {
        if !app.receive(from: loader) { loader.wait(timeout: GalleryLoop.loadPollInterval) }
      }
      if let failure = app.loadFailure {
        return .finish(output: "", error: "foldkit: \(failure)\n", status: badInputStatus)
      }
    }
    let output = GallerySnapshot.run(app, events: events).text + "\n"
    keep?((app, loader))
    return .finish(output: output, error: "", status: 0)
  }
}
