#if canImport(Glibc)
import FoldKitTerminal
import Glibc
import Testing

let xterm = TerminalEnvironment(["TERM": "xterm-256color"])

@Suite(.serialized) struct TerminalSessionTests {
  @Test func enterSetsRawModeAndLeaveRestoresEverything() throws {
    let pty = try #require(PseudoTerminal(columns: 100, rows: 30))
    defer { pty.close() }
    let before = pty.attributes
    #expect(before.c_lflag & tcflag_t(ICANON | ECHO) != 0)
    let session = TerminalSession(
      input: pty.follower, output: pty.follower, mode: .fullScreen, environment: xterm)
    try session.enter()
    #expect(session.size == TerminalSize(columns: 100, rows: 30))
    let raw = pty.attributes
    #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == 0)
    #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
    let entered = pty.readOutput()
    #expect(entered == session.modes.enterSequence)
    #expect(
      entered.contains("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?7l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"))

    try session.setMouseReporting(false)
    #expect(pty.readOutput() == Array("\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l".utf8))
    var frame = CellBuffer(size: session.size)
    frame.draw("한글 rows", column: 0, row: 0)
    let stats = try session.render(frame)
    #expect(stats.isFullRepaint)
    #expect(pty.readOutput().count == stats.bytes)

    session.leave()
    session.leave()
    #expect(pty.readOutput() == session.modes.leaveSequence)
    let after = pty.attributes
    #expect(after.c_lflag == before.c_lflag && after.c_oflag == before.c_oflag)
    #expect(after.c_iflag == before.c_iflag && after.c_cflag == before.c_cflag)
  }

  @Test func readsEventsResolvesEscapeAndReportsResize() throws {
    let pty = try #require(PseudoTerminal())
    defer { pty.close() }
    let session = TerminalSession(
      input: pty.follower, output: pty.follower, mode: .fullScreen, environment: xterm)
    try session.run {
      _ = pty.readOutput()
      pty.type(Array("j\u{1B}[A\u{1B}[<0;3;2M".utf8))
      var events: [InputEvent] = []
      while events.count < 3 { events += try session.nextEvents(timeout: .seconds(2)) }
      #expect(
        events == [
          .key(KeyEvent(.character("j"))), .key(KeyEvent(.up)),
          .mouse(MouseEvent(.press(.left), column: 2, row: 1)),
        ])
      pty.type([0x1B])
      #expect(try session.nextEvents(timeout: .seconds(2)) == [.key(KeyEvent(.escape))])
      pty.resize(columns: 60, rows: 20)
      kill(getpid(), SIGWINCH)
      let resized = try session.nextEvents(timeout: .seconds(2))
      #expect(resized == [.resize(TerminalSize(columns: 60, rows: 20))])
      #expect(session.size == TerminalSize(columns: 60, rows: 20))
      pty.type([0x03])
      #expect(try session.nextEvents(timeout: .seconds(2)) == [.quit])
      #expect(try session.nextEvents(timeout: .milliseconds(20)) == [])
    }
    #expect(!session.isEntered)
  }

  @Test func runLeavesOnAThrownError() throws {
    struct Failure: Error {}
    let pty = try #require(PseudoTerminal())
    defer { pty.close() }
    let before = pty.attributes
    let session = TerminalSession(
      input: pty.follower, output: pty.follower, mode: .fullScreen, environment: xterm)
    #expect(throws: Failure.self) { try session.run { throw Failure() } }
    #expect(pty.readOutput().contains("\u{1B}[?1049l"))
    #expect(pty.attributes.c_lflag == before.c_lflag)
  }

  @Test func onlyOneSessionAtATime() throws {
    let first = try #require(PseudoTerminal())
    let second = try #require(PseudoTerminal())
    defer {
      first.close()
      second.close()
    }
    let one = TerminalSession(
      input: first.follower, output: first.follower, mode: .fullScreen, environment: xterm)
    let two = TerminalSession(
      input: second.follower, output: second.follower, mode: .fullScreen, environment: xterm)
    try one.enter()
    #expect(throws: TerminalError.signalSetupFailed(errno: EBUSY)) { try two.enter() }
    one.leave()
    try two.enter()
    two.leave()
  }

  @Test func plainModeWritesNoEscapeBytes() throws {
    var descriptors: [Int32] = [-1, -1]
    try #require(pipe(&descriptors) == 0)
    defer {
      close(descriptors[0])
      close(descriptors[1])
    }
    let session = TerminalSession(
      input: descriptors[0], output: descriptors[1], mode: .plain, environment: xterm)
    #expect(session.colorProfile == ColorProfile.none)
    try session.enter()
    var frame = CellBuffer(size: TerminalSize(columns: 20, rows: 2))
    frame.draw("[x] 항목 \u{1B}[2J", column: 0, row: 0, style: Style(.reverse, foreground: .red))
    try session.render(frame)
    #expect(try session.nextEvents() == [.quit])
    session.leave()
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(descriptors[0], &buffer, buffer.count)
    let written = Array(buffer[..<max(count, 0)])
    #expect(String(decoding: written, as: UTF8.self) == "[x] 항목 ^[[2J\n\n")
    #expect(!written.contains(0x1B))
  }

  /// Each handled signal restores the terminal and ends the process with that signal.
  ///
  /// The test sends it with `kill`. Swift's backtracer resumes after a crash signal that `kill` sent (it is not a
  /// fault), so the child puts the default action back first: the session's handler must then
  /// restore, put back that previous action and re-raise.
  @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGTRAP])
  func signalRestoresTheTerminalAndKeepsItsStatus(_ number: Int32) async throws {
    let pty = try #require(PseudoTerminal())
    defer { pty.close() }
    let before = pty.attributes
    await #expect(processExitsWith: .signal(number)) { [number, path = pty.path as String] in
      _ = signal(number, SIG_DFL)
      let follower = open(path, O_RDWR | O_NOCTTY)
      let session = TerminalSession(
        input: follower, output: follower, mode: .fullScreen,
        environment: TerminalEnvironment(["TERM": "xterm-256color"]))
      try session.enter()
      kill(getpid(), number)
      sleep(5)
    }
    let output = pty.readOutput()
    #expect(output.contains(String(decoding: TerminalModes().leaveSequence, as: UTF8.self)))
    #expect(pty.attributes.c_lflag == before.c_lflag, "signal \(number)")
  }

  /// A request to end (SIGQUIT, which Swift's backtracer takes and, on a terminal, holds for 30
  /// seconds; SIGTERM; SIGHUP) restores the terminal and ends the process with the signal at once,
  /// without running the handler that was there before the session.
  @Test(arguments: [SIGQUIT, SIGTERM, SIGHUP])
  func endRequestsDoNotRunThePreviousHandler(_ number: Int32) async throws {
    let pty = try #require(PseudoTerminal())
    defer { pty.close() }
    let before = pty.attributes
    await #expect(processExitsWith: .signal(number)) { [number, path = pty.path as String] in
      _ = signal(number) { _ in _exit(99) }
      let follower = open(path, O_RDWR | O_NOCTTY)
      let session = TerminalSession(
        input: follower, output: follower, mode: .fullScreen,
        environment: TerminalEnvironment(["TERM": "xterm-256color"]))
      try session.enter()
      kill(getpid(), number)
      sleep(5)
    }
    #expect(pty.readOutput().contains("\u{1B}[?1049l"))
    #expect(pty.attributes.c_lflag == before.c_lflag, "signal \(number)")
  }

  /// A Swift trap (SIGILL on x86-64) and `abort()` go through Swift's backtracer, which the
  /// handler puts back before re-raising; the status stays the signal's.
  @Test func crashRestoresTheTerminalAndKeepsItsStatus() async throws {
    let pty = try #require(PseudoTerminal())
    defer { pty.close() }
    let before = pty.attributes
    #if arch(x86_64)
    await #expect(processExitsWith: .signal(SIGILL)) { [path = pty.path as String] in
      let follower = open(path, O_RDWR | O_NOCTTY)
      let session = TerminalSession(
        input: follower, output: follower, mode: .fullScreen,
        environment: TerminalEnvironment(["TERM": "xterm-256color"]))
      try session.enter()
      fatalError("crash inside the session")
    }
    #expect(pty.readOutput().contains("\u{1B}[?1049l"))
    #expect(pty.attributes.c_lflag == before.c_lflag)
    #endif
    await #expect(processExitsWith: .signal(SIGABRT)) { [path = pty.path as String] in
      let follower = open(path, O_RDWR | O_NOCTTY)
      let session = TerminalSession(
        input: follower, output: follower, mode: .fullScreen,
        environment: TerminalEnvironment(["TERM": "xterm-256color"]))
      try session.enter()
      abort()
    }
    #expect(pty.readOutput().contains("\u{1B}[?1049l"))
    #expect(pty.attributes.c_lflag == before.c_lflag)
  }
}

@Suite struct TerminalEnvironmentTests {
  struct ProfileCase: Sendable, CustomTestStringConvertible {
    var variables: [String: String]
    var profile: ColorProfile
    var testDescription: String { "\(variables) → \(profile)" }
  }

  @Test(arguments: [
    ProfileCase(
      variables: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], profile: .trueColor),
    ProfileCase(variables: ["TERM": "xterm", "COLORTERM": "24bit"], profile: .trueColor),
    ProfileCase(variables: ["TERM": "tmux-256color", "COLORTERM": "truecolor"], profile: .ansi256),
    ProfileCase(variables: ["TERM": "screen", "COLORTERM": "truecolor"], profile: .ansi256),
    ProfileCase(variables: ["TERM": "xterm-256color"], profile: .ansi256),
    ProfileCase(variables: ["TERM": "xterm"], profile: .ansi16),
    ProfileCase(variables: ["TERM": "dumb"], profile: .none),
    ProfileCase(variables: [:], profile: .none),
    ProfileCase(variables: ["TERM": "xterm-256color", "NO_COLOR": "0"], profile: .none),
    ProfileCase(variables: ["TERM": "xterm-256color", "NO_COLOR": ""], profile: .ansi256),
  ])
  func colorProfileFollowsTheEnvironment(_ testCase: ProfileCase) {
    #expect(TerminalEnvironment(testCase.variables).colorProfile == testCase.profile)
  }

  @Test func fallbackSizeReadsColumnsAndLines() {
    #expect(TerminalEnvironment([:]).fallbackSize == TerminalSize(columns: 80, rows: 24))
    #expect(
      TerminalEnvironment(["COLUMNS": "132", "LINES": "x"]).fallbackSize
        == TerminalSize(columns: 132, rows: 24))
    #expect(TerminalEnvironment(["TERM": "dumb"]).isDumb)
  }
}
#endif
