import FoldKitScreens
public import FoldKitTerminal

/// The command line of `foldkit`, parsed.
public struct GalleryOptions: Sendable, Hashable {
  /// What the command was asked to do.
  public enum Action: Sendable, Hashable {
    /// Run the gallery or a list (interactive, or plain output when not on a terminal).
    case run
    /// Print the usage.
    case help
    /// Print the version.
    case version
  }

  /// A command line that cannot be used; its description is the message for the person.
  public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
  }

  /// The action.
  public var action: Action = .run
  /// The screen to start on (or to snapshot).
  public var screen: String = "contacts"
  /// Whether `--screen` was given.
  public var screenGiven = false
  /// The key script of the snapshot mode.
  public var keys: String = ""
  /// The frame size of the snapshot mode (and of plain output's width).
  public var size: TerminalSize?
  /// Whether to run the key script and print the final frame.
  public var snapshot = false
  /// Whether the snapshot mode prints the first screen of a FILE as soon as the first part of
  /// the list is read, instead of after the whole file has loaded.
  public var firstScreen = false
  /// The JSON file to show (`-` for standard input).
  public var file: String?
  /// The directory the Files screen browses (`--files PATH`), or `nil`.
  public var files: String?
  /// Whether row animations are off.
  public var noAnimation = false
  /// Whether the mouse is left to the terminal (no click or wheel events).
  public var noMouse = false

  /// Creates default options.
  public init() {}

  /// The usage text.
  public static let usage = """
    usage: foldkit [options] [FILE.json | -]

    The FoldKit gallery: five list screens (contacts, sections, accordion, messages, terms)
    and files, the current directory read folder by folder.
    With FILE (or - for standard input) it shows the list the JSON file describes
    (see docs/json-format.md). A large file shows its first screen at once: the rest joins
    the list as it is read, and the status line says how far reading has come. A file that
    turns out invalid keeps the sections read whole before the problem on screen (a section
    the problem cuts off is left out) and shows the error, with its line and column, under
    the list; quitting then prints it and exits with status 2.

    options:
      --screen NAME     start on screen NAME (any case): contacts, sections, accordion,
                        messages, terms, files
      --files PATH      browse the directory tree under PATH (. for the current directory);
                        a folder's entries are read when it opens
      --snapshot        run --keys without a terminal and print the final screen as text;
                        with a FILE, once the whole file has loaded (its parts shown as they
                        arrive, as on a terminal)
      --first-screen    with --snapshot and a FILE: print the first screen as soon as the
                        first part of the list is read (to time it), not after the whole file
      --keys "KEYS"     space-separated keys for --snapshot: down up left right enter space
                        tab backtab pgdn pgup home end esc, ctrl-X, or a single character
      --size COLSxROWS  frame size for --snapshot (default 80x24)
      --no-animation    turn off row fades
      --no-mouse        leave the mouse to the terminal (text selection works without Shift)
      --help            print this help
      --version         print the version

    keys: ↑/↓ or k/j move, Enter or Space select, → opens, ← closes or goes to the parent,
    PgUp/PgDn, Home/End, Tab and Shift-Tab or 1-6 switch screens, x toggles exclusive mode on
    the accordion, ? shows every key, q or Ctrl-C quits. / searches: typing narrows the list to
    the matches and their parents, Enter keeps the filter (n/N jump between matches), Esc
    clears it. On Sections and Contacts p picks up a row (↑/↓ move it, Enter drops, Esc puts it
    back), m marks rows (Shift-↑/↓ or J/K extend, a marks all, Esc clears), D deletes, u undoes;
    in Files m counts entries and their size. A click selects (on a term, ⌄ opens its text), a
    drag moves a row, the wheel scrolls; Shift+drag selects text.

    The screens are in Korean when LC_ALL, LC_MESSAGES or LANG starts with "ko".

    exit status: 0 success, 1 usage error, 2 bad input (a FILE that cannot be read or is not a
    valid list, a --files PATH that is not a readable folder); after a fatal signal, 128 + its
    number (the terminal is restored first).
    """

  /// Parses `arguments` (without the program name).
  ///
  /// - Throws: ``UsageError`` for an unknown option, a missing value or a bad size or screen.
  /// - Complexity: O(*n*) for *n* arguments.
  public static func parse(_ arguments: [String]) throws(UsageError) -> GalleryOptions {
    var options = GalleryOptions()
    var index = 0
    func value(for option: String) throws(UsageError) -> String {
      index += 1
      guard index < arguments.count else { throw UsageError("\(option) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      let argument = arguments[index]
      switch argument {
      case "--help", "-h": options.action = .help
      case "--version": options.action = .version
      case "--snapshot": options.snapshot = true
      case "--first-screen": options.firstScreen = true
      case "--no-animation": options.noAnimation = true
      case "--no-mouse": options.noMouse = true
      case "--keys": options.keys = try value(for: argument)
      case "--files": options.files = try value(for: argument)
      case "--screen":
        let name = try value(for: argument)
        if name.lowercased() == GalleryScreen.filesName {
          options.screen = GalleryScreen.filesName
          options.screenGiven = true
          break
        }
        guard let canonical = ScreenCatalog.canonicalName(name) else {
          throw UsageError(
            "unknown screen \"\(name)\"; screens: "
              + (GalleryScreen.names + [GalleryScreen.filesName]).joined(separator: ", "))
        }
        options.screen = canonical
        options.screenGiven = true
      case "--size":
        let text = try value(for: argument)
        options.size = try parseSize(text)
      default:
        if argument.hasPrefix("-") && argument != "-" {
          throw UsageError("unknown option \(argument)")
        }
        guard options.file == nil else { throw UsageError("more than one FILE given") }
        options.file = argument
      }
      index += 1
    }
    if !options.keys.isEmpty && !options.snapshot {
      throw UsageError("--keys works with --snapshot")
    }
    if options.firstScreen && (!options.snapshot || options.file == nil) {
      throw UsageError("--first-screen works with --snapshot and a FILE")
    }
    if options.files != nil && (options.file != nil || options.screenGiven) {
      throw UsageError("--files shows a directory; it does not go with a FILE or --screen")
    }
    if options.file != nil && options.screenGiven {
      throw UsageError("--screen chooses a gallery screen; it does not apply to a FILE")
    }
    return options
  }

  /// Parses `COLSxROWS`.
  static func parseSize(_ text: String) throws(UsageError) -> TerminalSize {
    let parts = text.lowercased().split(separator: "x")
    guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
      (10...1000).contains(columns), (6...1000).contains(rows)
    else {
      throw UsageError("bad --size \"\(text)\": expected COLSxROWS such as 80x24 (at least 10x6)")
    }
    return TerminalSize(columns: columns, rows: rows)
  }
}
