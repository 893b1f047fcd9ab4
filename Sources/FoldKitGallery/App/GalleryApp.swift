public import FoldKitListFile
public import FoldKitScreens
public import FoldKitTerminal

/// The gallery as a pure value: screens, the tab bar, the status and help lines.
///
/// ``handle(_:now:)`` applies one input event and ``render(now:)`` draws the whole frame, so the
/// interactive loop, the snapshot mode and tests all drive the same code.
///
/// The frame is laid out as: the tab bar (line 0), a rule (line 1), the list, the status line
/// and the key help (last line).
public struct GalleryApp: Sendable {
  /// What the host should do after an event.
  public enum Effect: Sendable, Hashable {
    /// Nothing changed.
    case none
    /// Draw the frame again.
    case redraw
    /// Leave the gallery.
    case quit
  }

  /// The screens, in tab order.
  public internal(set) var screens: [GalleryScreen]
  /// The index of the screen shown.
  public private(set) var current: Int
  /// The size of the whole frame.
  public private(set) var size: TerminalSize
  /// Whether the tab bar names the screens (off for a single user's list).
  public var showsTabs: Bool
  /// The title shown instead of tabs when ``showsTabs`` is off.
  public var title: String
  /// The words of the gallery's own lines (the key help).
  public var strings: ScreenStrings
  /// Whether the help overlay (every key of the screen shown) covers the list.
  public internal(set) var showsHelp = false
  /// The first line of the help overlay shown, when it is taller than its area.
  public internal(set) var helpScroll = 0
  /// The search query being typed after `/`, or `nil` when no search is being typed.
  public internal(set) var searchDraft: String? = nil
  /// The size from which a list is searched away from the screen; `nil` (the default) searches
  /// every list at once.
  ///
  /// For a list this large each keystroke makes a ``GallerySearchRequest`` for the host to run
  /// (``takeSearchRequest()``), and the answers come back through ``receive(_:)``.
  public var backgroundSearchThreshold: Int? = nil
  /// The search being worked out away from the screen.
  var pendingSearch: PendingSearch? = nil
  /// The search for the host to run.
  var outgoingSearch: GallerySearchRequest? = nil
  /// The serial of the last search started.
  var searchGeneration = 0
  /// Events for the list that wait until the pending search is complete, in order.
  var heldEvents: [HeldEvent] = []
  /// The file still loading into the list shown, or `nil` (see ``beginLoading(file:part:)``).
  var loading: LoadingFile? = nil
  /// Why the file shown could not be read whole, once its load has failed.
  public internal(set) var loadFailure: ListFileError? = nil

  /// Lines above the list: the tab bar and a rule.
  static let topLines = 2
  /// Lines below the list: the status line and the key help.
  static let bottomLines = 2

  /// Creates the gallery of the five screens and the Files screen at `size`, showing `initial`,
  /// in `language`.
  ///
  /// - Precondition: `initial` is one of ``GalleryScreen/names`` (any case).
  /// - Complexity: O(*n*) for *n* items of the sample data.
  public init(
    size: TerminalSize, initial: String = "contacts", animations: Bool = true,
    language: ScreenLanguage = .english
  ) {
    let listSize = Self.listSize(for: size)
    var screens = ScreenCatalog.all(language: language).map {
      GalleryScreen($0, size: listSize)
    }
    // The sixth screen browses the current directory, read folder by folder as they open.
    screens.append(
      GalleryScreen.files(DirectoryReader.currentDirectory, size: listSize, language: language))
    for index in screens.indices { screens[index].table.animationsEnabled = animations }
    let start: Int
    if initial.lowercased() == GalleryScreen.filesName {
      start = screens.count - 1
    } else if let name = ScreenCatalog.canonicalName(initial),
      let index = GalleryScreen.names.firstIndex(of: name)
    {
      start = index
    } else {
      preconditionFailure("no screen named \(initial)")
    }
    self.init(
      screens: screens, current: start, size: size, showsTabs: true, title: "FoldKit",
      strings: ScreenStrings(language))
  }

  /// Creates an app showing one screen (a user's list) under `title`.
  ///
  /// - Complexity: O(1).
  public init(single screen: GalleryScreen, title: String, size: TerminalSize) {
    var screen = screen
    screen.table.resize(to: Self.listSize(for: size))
    self.init(
      screens: [screen], current: 0, size: size, showsTabs: false, title: title,
      strings: screen.strings)
  }

  private init(
    screens: [GalleryScreen], current: Int, size: TerminalSize, showsTabs: Bool, title: String,
    strings: ScreenStrings
  ) {
    self.strings = strings
    self.screens = screens
    self.current = current
    self.size = size
    self.showsTabs = showsTabs
    self.title = title
  }

  /// The size of the list area in a frame of `size`.
  ///
  /// - Complexity: O(1).
  public static func listSize(for size: TerminalSize) -> TerminalSize {
    TerminalSize(columns: size.columns, rows: max(1, size.rows - topLines - bottomLines))
  }

  /// The screen shown.
  public var screen: GalleryScreen { screens[current] }

  /// Whether any screen has an animation running at `now`.
  ///
  /// - Complexity: O(*a*) for *a* running animations.
  public func isAnimating(at now: Duration) -> Bool {
    screens[current].table.isAnimating(at: now)
  }

  /// The earliest time after `now` at which an animation of the screen shown ends, or `nil`
  /// when none runs at `now` (see ``TableView/nextAnimationEnd(after:)``).
  ///
  /// - Complexity: O(*a*) for *a* running animations.
  public func nextAnimationEnd(after now: Duration) -> Duration? {
    screens[current].table.nextAnimationEnd(after: now)
  }

  /// Turns row animations on or off on every screen.
  ///
  /// - Complexity: O(*s*) for *s* screens.
  public mutating func setAnimationsEnabled(_ enabled: Bool) {
    for index in screens.indices {
      screens[index].table.animationsEnabled = enabled
      if !enabled { screens[index].table.finishAnimations() }
    }
  }

  /// Shows the screen at `index`.
  ///
  /// - Precondition: `index` is in `0..<screens.count`.
  /// - Complexity: O(1).
  public mutating func show(screen index: Int) {
    precondition(index >= 0 && index < screens.count, "screen \(index) not in 0..<\(screens.count)")
    current = index
  }

  /// Applies one event: Tab and Shift-Tab switch screens, digits 1…N pick screen N, `?` shows
  /// the help overlay (the next key or click closes it; ↑↓ and the wheel scroll it when it is
  /// taller than its area), `q` and Ctrl-C quit, a resize lays out
  /// every screen again, a click on the tab bar picks a screen; everything else goes to the screen
  /// shown (mouse rows are made relative to the list).
  ///
  /// - Complexity: That of the screen's handling.
  public mutating func handle(_ event: InputEvent, now: Duration) -> Effect {
    if holdsListEvents, holds(event) {
      heldEvents.append(HeldEvent(event: event, now: now))
      return .none
    }
    switch event {
    case .quit:
      return .quit
    case .resize(let newSize):
      resize(to: newSize)
      return .redraw
    case .key(let key):
      if key.key == .character("c") && key.modifiers == .control { return .quit }
      if let effect = handleSearch(key, now: now) { return effect }
      if key.key == .character("q") && key.modifiers.isEmpty { return .quit }
      if showsHelp {
        if !scrollHelp(key) { showsHelp = false }
        return .redraw
      }
      if key.key == .character("?") && !key.modifiers.contains(.control) {
        showsHelp = true
        helpScroll = 0
        return .redraw
      }
      if showsTabs, key.modifiers.isEmpty, case .character(let digit) = key.key,
        let number = digit.wholeNumberValue, digit.isASCII, (1...screens.count).contains(number)
      {
        current = number - 1
        return .redraw
      }
      if key.key == .tab && screens.count > 1 {
        let step = key.modifiers.contains(.shift) ? screens.count - 1 : 1
        current = (current + step) % screens.count
        return .redraw
      }
      return handleOnScreen(event, now: now) ? .redraw : .none
    case .mouse(var mouse):
      if showsHelp {
        if case .scroll(let direction) = mouse.kind {
          let key: KeyEvent.Key
          switch direction {
          case .up: key = .up
          case .down: key = .down
          default: return .none
          }
          return scrollHelp(KeyEvent(key)) ? .redraw : .none
        }
        guard case .press = mouse.kind else { return .none }
        showsHelp = false
        return .redraw
      }
      if mouse.row == 0, case .press(.left) = mouse.kind, showsTabs,
        let index = tabIndex(atColumn: mouse.column)
      {
        current = index
        return .redraw
      }
      mouse.row -= Self.topLines
      if let pin = screen.pinnedButtonLine {
        // The Agree button is drawn lower than its own line, which shows nothing.
        if mouse.row == pin.shown {
          mouse.row = pin.drawn
        } else if mouse.row == pin.drawn {
          return .none
        }
      }
      return handleOnScreen(.mouse(mouse), now: now) ? .redraw : .none
    default:
      return .none
    }
  }

  /// Gives every screen the list area of a frame of `newSize`.
  ///
  /// - Complexity: O(*v*) for *v* visible elements over all screens when the width changes.
  public mutating func resize(to newSize: TerminalSize) {
    size = newSize
    let listSize = Self.listSize(for: newSize)
    for index in screens.indices { screens[index].table.resize(to: listSize) }
  }

  /// Drops finished animations.
  ///
  /// - Complexity: O(*a*) for *a* animations.
  public mutating func advance(to now: Duration) {
    screens[current].table.advance(to: now)
  }
}
