#if canImport(Glibc)
import Glibc
import Synchronization

extension TerminalSession {
  /// Waits for input and returns the events it completes.
  ///
  /// Waits at most `timeout` (forever when `nil`); returns an empty array when it passes with no
  /// event. A pending lone `ESC` is resolved after ``InputDecoder/escapeTimeout`` of silence.
  /// A resize (SIGWINCH) re-reads the size, makes the next frame a full repaint and reports
  /// ``InputEvent/resize(_:)``. With ``handlesSuspend``, Ctrl-Z restores the terminal, stops the
  /// process, and on resume re-enters and reports a resize so the caller redraws. End of input
  /// and plain mode report ``InputEvent/quit``.
  ///
  /// - Parameter timeout: The longest wait, or `nil` to wait for an event.
  /// - Returns: The events, possibly none.
  /// - Throws: ``TerminalError/readFailed(errno:)`` when reading fails.
  /// - Complexity: O(*n*) for *n* bytes read.
  public func nextEvents(timeout: Duration? = nil) throws -> [InputEvent] {
    guard mode == .fullScreen else { return [.quit] }
    let clock = ContinuousClock()
    let deadline = timeout.map { clock.now + $0 }
    while true {
      let events = try state.withLock { state in try pollOnce(&state, deadline: deadline) }
      if !events.isEmpty { return try handleSuspend(events) }
      if let deadline, clock.now >= deadline { return [] }
    }
  }

  private func pollOnce(_ state: inout State, deadline: ContinuousClock.Instant?) throws
    -> [InputEvent]
  {
    if !state.pending.isEmpty {
      defer { state.pending = [] }
      return state.pending
    }
    let clock = ContinuousClock()
    var wait = deadline.map { clock.now.duration(to: $0) }
    if state.decoder.isAwaitingMore {
      let escapeDeadline = state.lastInput + InputDecoder.escapeTimeout
      let untilEscape = clock.now.duration(to: escapeDeadline)
      if untilEscape <= .zero { return state.decoder.flushTimeout() }
      wait = min(wait ?? untilEscape, untilEscape)
    }
    var descriptors = [
      pollfd(fd: inputFileDescriptor, events: Int16(POLLIN), revents: 0),
      pollfd(fd: state.resizePipe.read, events: Int16(POLLIN), revents: 0),
    ]
    let milliseconds =
      wait.map { duration -> Int32 in
        let (seconds, attoseconds) = duration.components
        let total = max(0, seconds) * 1_000 + max(0, attoseconds) / 1_000_000_000_000_000 + 1
        return Int32(clamping: total)
      } ?? -1
    let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
    if ready < 0 {
      if errno == EINTR { return [] }
      throw TerminalError.readFailed(errno: errno)
    }
    var events: [InputEvent] = []
    if descriptors[1].revents & Int16(POLLIN) != 0 {
      var scratch = [UInt8](repeating: 0, count: 64)
      while read(state.resizePipe.read, &scratch, scratch.count) > 0 {}
      state.size = Self.readSize(outputFileDescriptor, fallback: environment.fallbackSize)
      state.renderer.invalidate()
      events.append(.resize(state.size))
    }
    if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = read(inputFileDescriptor, &buffer, buffer.count)
      if count > 0 {
        state.lastInput = clock.now
        events += state.decoder.decode(buffer[..<count])
      } else if count == 0 {
        events.append(.quit)
      } else if errno != EINTR && errno != EAGAIN {
        throw TerminalError.readFailed(errno: errno)
      }
    }
    return events
  }

  /// Runs Ctrl-Z: suspends, and replaces the key with a resize so the caller repaints.
  private func handleSuspend(_ events: [InputEvent]) throws -> [InputEvent] {
    let suspendKey = InputEvent.key(KeyEvent(.character("z"), modifiers: .control))
    guard handlesSuspend, let index = events.firstIndex(of: suspendKey) else { return events }
    try suspend()
    var result = events
    result[index] = .resize(size)
    return result
  }

  /// Restores the terminal, stops the process with SIGTSTP, and re-enters when it continues.
  ///
  /// The next frame is a full repaint.
  ///
  /// - Throws: ``TerminalError/attributesFailed(errno:)`` when raw mode cannot be set again.
  /// - Complexity: O(1) (plus the time the process stays stopped).
  public func suspend() throws {
    guard mode == .fullScreen else { return }
    try state.withLock { state in
      guard state.isEntered else { return }
      TerminalRestore.restoreOnce()
      // Stop the whole job, as the terminal would with ISIG on.
      kill(0, SIGTSTP)
      // Running again (SIGCONT): the shell may have changed the termios and the screen.
      TerminalRestore.rearm()
      try makeRaw(state.saved)
      try FileDescriptorOutput(fileDescriptor: outputFileDescriptor).write(modes.enterSequence)
      state.size = Self.readSize(outputFileDescriptor, fallback: environment.fallbackSize)
      state.renderer.invalidate()
    }
  }
}
#endif
