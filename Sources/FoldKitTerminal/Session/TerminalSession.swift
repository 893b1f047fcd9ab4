#if canImport(Glibc)
import Glibc
import Synchronization

/// The terminal an application runs in: raw mode, the alternate screen, input events, resize,
/// rendering, and a restore that happens on every exit path.
///
/// Create a session, then either call ``run(_:)`` or ``enter()`` and ``leave()`` yourself:
///
/// ```swift
/// let session = try TerminalSession()
/// try session.run {
///   var frame = CellBuffer(size: session.size)
///   while true {
///     draw(&frame); try session.render(frame)
///     for event in try session.nextEvents() { if event == .quit { return } }
///   }
/// }
/// ```
///
/// In ``Mode-swift.enum/fullScreen`` mode, ``enter()`` saves the termios, switches to raw mode
/// (`cfmakeraw`), then writes ``TerminalModes/enterSequence``. The restore bytes and the saved
/// termios are stored before that, and signal handlers for SIGINT, SIGTERM, SIGHUP, SIGQUIT and
/// the crash signals put the terminal back and re-raise; an `atexit` hook covers `exit`. Only one
/// session can be entered at a time.
///
/// When standard output is not a terminal, or `TERM=dumb`, the session is in
/// ``Mode-swift.enum/plain`` mode: it never writes an escape byte, ``render(_:)`` prints the
/// frame's ``CellBuffer/plainText``, and ``nextEvents(timeout:)`` reports ``InputEvent/quit``.
///
/// The state is behind a mutex, so the session is `Sendable`; use it from one thread at a time
/// (``nextEvents(timeout:)`` holds the lock while it waits).
public final class TerminalSession: Sendable {
  /// How the session uses the terminal.
  public enum Mode: Sendable, Hashable {
    /// Raw mode on the alternate screen with differential rendering.
    case fullScreen
    /// No escape sequences: frames are printed as plain text.
    case plain
  }

  /// Whether the session draws full-screen or prints plain text.
  public let mode: Mode
  /// The colours the terminal shows, from the environment (TERMINAL.md §6).
  public let colorProfile: ColorProfile
  /// The modes ``enter()`` turns on.
  public let modes: TerminalModes
  /// Whether Ctrl-Z suspends the application (restore, stop, re-enter on resume).
  public let handlesSuspend: Bool
  /// The descriptor keys are read from (standard input, or `/dev/tty` when that is not a
  /// terminal).
  public let inputFileDescriptor: Int32
  /// The descriptor frames are written to.
  public let outputFileDescriptor: Int32

  struct State {
    var decoder = InputDecoder()
    var renderer: Renderer
    var size: TerminalSize
    var isEntered = false
    var saved = termios()
    var resizePipe: (read: Int32, write: Int32) = (-1, -1)
    var pending: [InputEvent] = []
    var lastInput = ContinuousClock.now
  }

  let state: Mutex<State>
  let environment: TerminalEnvironment
  let ownsInput: Bool

  /// Opens a session on standard input and output.
  ///
  /// Decides the mode and the colour profile but changes nothing yet; ``enter()`` does.
  ///
  /// - Parameters:
  ///   - environment: The variables to read `TERM`, `COLORTERM`, `NO_COLOR`, `COLUMNS` and
  ///     `LINES` from.
  ///   - modes: The modes to turn on when entering.
  ///   - handlesSuspend: Whether Ctrl-Z suspends.
  /// - Complexity: O(1).
  public convenience init(
    environment: TerminalEnvironment = .current, modes: TerminalModes = TerminalModes(),
    handlesSuspend: Bool = true
  ) {
    let plain = isatty(STDOUT_FILENO) == 0 || environment.isDumb
    var input = STDIN_FILENO
    var ownsInput = false
    if !plain && isatty(STDIN_FILENO) == 0 {
      input = open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC)
      ownsInput = input >= 0
    }
    self.init(
      input: input, output: STDOUT_FILENO, ownsInput: ownsInput,
      mode: plain || input < 0 ? .plain : .fullScreen, environment: environment, modes: modes,
      handlesSuspend: handlesSuspend)
  }

  /// Opens a session on explicit descriptors in an explicit mode, for tests.
  ///
  /// - Complexity: O(1).
  package init(
    input: Int32, output: Int32, ownsInput: Bool = false, mode: Mode,
    environment: TerminalEnvironment, modes: TerminalModes = TerminalModes(),
    handlesSuspend: Bool = false
  ) {
    self.mode = mode
    self.environment = environment
    self.colorProfile = mode == .plain ? .none : environment.colorProfile
    self.modes = modes
    self.handlesSuspend = handlesSuspend
    self.inputFileDescriptor = input
    self.outputFileDescriptor = output
    self.ownsInput = ownsInput
    let size = Self.readSize(output, fallback: environment.fallbackSize)
    state = Mutex(State(renderer: Renderer(colorProfile: colorProfile), size: size))
  }

  deinit {
    leave()
    if ownsInput { close(inputFileDescriptor) }
  }

  /// The terminal's size, updated when a resize event is reported.
  ///
  /// - Complexity: O(1).
  public var size: TerminalSize { state.withLock { $0.size } }

  /// Whether the session is entered (raw mode, alternate screen).
  ///
  /// - Complexity: O(1).
  public var isEntered: Bool { state.withLock { $0.isEntered } }

  /// The statistics of the last frame rendered.
  ///
  /// - Complexity: O(1).
  public var lastRenderStats: RenderStats { state.withLock { $0.renderer.lastStats } }

  /// Enters raw mode and the alternate screen; does nothing in plain mode or when entered.
  ///
  /// - Throws: ``TerminalError/attributesFailed(errno:)`` when the termios cannot be read or
  ///   set, ``TerminalError/signalSetupFailed(errno:)`` when the resize pipe cannot be made or
  ///   another session is entered, ``TerminalError/writeFailed(errno:)`` when writing fails.
  /// - Complexity: O(1).
  public func enter() throws {
    guard mode == .fullScreen else { return }
    try state.withLock { state in
      guard !state.isEntered else { return }
      var saved = termios()
      guard tcgetattr(inputFileDescriptor, &saved) == 0 else {
        throw TerminalError.attributesFailed(errno: errno)
      }
      var descriptors: [Int32] = [-1, -1]
      guard pipe(&descriptors) == 0 else { throw TerminalError.signalSetupFailed(errno: errno) }
      for descriptor in descriptors {
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
      }
      // The restore state exists before the terminal changes, so any signal from here on finds
      // it complete.
      guard
        TerminalRestore.arm(
          restoreBytes: modes.leaveSequence, saved: saved, input: inputFileDescriptor,
          output: outputFileDescriptor, resizeWrite: descriptors[1])
      else {
        close(descriptors[0])
        close(descriptors[1])
        throw TerminalError.signalSetupFailed(errno: EBUSY)
      }
      state.saved = saved
      state.resizePipe = (descriptors[0], descriptors[1])
      state.isEntered = true
      do {
        try makeRaw(saved)
        try FileDescriptorOutput(fileDescriptor: outputFileDescriptor).write(modes.enterSequence)
      } catch {
        restore(&state)
        throw error
      }
      state.size = Self.readSize(outputFileDescriptor, fallback: environment.fallbackSize)
      state.renderer.invalidate()
    }
  }

  /// Leaves the alternate screen and restores the saved termios; safe to call more than once.
  ///
  /// - Complexity: O(1).
  public func leave() {
    state.withLock { restore(&$0) }
  }

  /// Enters, runs `body`, and leaves, whether `body` returns or throws.
  ///
  /// - Parameter body: The application's loop.
  /// - Returns: What `body` returns.
  /// - Throws: What ``enter()`` or `body` throws.
  /// - Complexity: That of `body`.
  public func run<Result>(_ body: () throws -> Result) throws -> Result {
    try enter()
    defer { leave() }
    return try body()
  }

  /// Draws `frame`: only its differences from the last frame in full-screen mode, its plain
  /// text (rows ending in `\n`) in plain mode.
  ///
  /// - Parameter frame: The whole screen; its size should be ``size``.
  /// - Returns: The frame's statistics.
  /// - Throws: ``TerminalError/writeFailed(errno:)`` when writing fails.
  /// - Complexity: O(*n*) for *n* cells.
  @discardableResult
  public func render(_ frame: CellBuffer) throws -> RenderStats {
    var output = FileDescriptorOutput(fileDescriptor: outputFileDescriptor)
    if mode == .plain {
      try output.write(Array((frame.plainText + "\n").utf8))
      return RenderStats()
    }
    return try state.withLock { state in try state.renderer.render(frame, to: &output) }
  }

  /// Turns mouse reporting on or off while entered.
  ///
  /// While the mouse is reported, the terminal's own text selection needs Shift+drag in most
  /// terminals; offering a key that calls this with `false` lets users select text without it.
  /// Does nothing in plain mode or when not entered.
  ///
  /// - Parameter enabled: Whether to report presses, releases and the wheel (modes 1000, 1006).
  /// - Throws: ``TerminalError/writeFailed(errno:)`` when writing fails.
  /// - Complexity: O(1).
  public func setMouseReporting(_ enabled: Bool) throws {
    guard mode == .fullScreen, isEntered else { return }
    let sequence =
      enabled
      ? "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" : "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l"
    try FileDescriptorOutput(fileDescriptor: outputFileDescriptor).write(Array(sequence.utf8))
  }

  /// Makes the next frame a full repaint.
  ///
  /// - Complexity: O(1).
  public func invalidate() {
    state.withLock { $0.renderer.invalidate() }
  }

  func makeRaw(_ saved: termios) throws {
    var raw = saved
    cfmakeraw(&raw)
    guard tcsetattr(inputFileDescriptor, TCSAFLUSH, &raw) == 0 else {
      throw TerminalError.attributesFailed(errno: errno)
    }
  }

  func restore(_ state: inout State) {
    guard state.isEntered else { return }
    TerminalRestore.restoreOnce()
    TerminalRestore.disarm()
    close(state.resizePipe.read)
    close(state.resizePipe.write)
    state.resizePipe = (-1, -1)
    state.isEntered = false
  }

  static func readSize(_ descriptor: Int32, fallback: TerminalSize) -> TerminalSize {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return fallback
    }
    return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
  }
}
#endif
