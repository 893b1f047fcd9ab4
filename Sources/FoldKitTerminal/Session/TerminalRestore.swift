#if canImport(Glibc)
import Glibc
import Synchronization

/// The process-wide state that puts the terminal back on every exit path (TERMINAL.md §2).
///
/// A session arms it before entering raw mode, with the restore bytes and the saved termios
/// copied into memory allocated once. Signal handlers then touch only that memory and call only
/// async-signal-safe functions (`write`, `tcsetattr`, `sigaction`, `raise`). The `armed` flag,
/// taken with an atomic exchange, makes the restore run once whichever path gets there first:
/// `leave()`, `atexit`, or a signal.
enum TerminalRestore {
  /// The signals that ask the process to end: restore, then re-raise with the default action.
  ///
  /// They are requests, not faults, so they do not go on to Swift's backtracer (which takes
  /// SIGQUIT and, on a terminal, waits 30 seconds for a key before ending the process).
  static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  /// The crash signals (Swift traps raise SIGILL on x86-64): restore, then re-raise with the
  /// previous action, usually Swift's backtracer, so the crash is still reported.
  static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

  static let signalCapacity = 65
  static let restoreCapacity = 256

  /// 1 while a session is entered and not yet restored.
  static let armed = Atomic<Int>(0)
  /// 1 while a session owns this state (from `arm` to `disarm`).
  static let owned = Atomic<Int>(0)

  /// Storage shared with the signal handlers.
  ///
  /// It is allocated once, written only by `arm` and
  /// `disarm` while no handler is installed (or before `armed` is set), and only read by the
  /// handlers, so the unsynchronized access is safe.
  struct Storage {
    var bytes: UnsafeMutablePointer<UInt8>
    var byteCount: Int
    var termios: UnsafeMutablePointer<termios>
    var previousActions: UnsafeMutablePointer<sigaction>
    var inputDescriptor: Int32
    var outputDescriptor: Int32
    var resizeWriteDescriptor: Int32
  }

  // Safe: see `Storage`; it is initialized on first use by `arm`, before any handler exists.
  nonisolated(unsafe) static var storage = Storage(
    bytes: .allocate(capacity: restoreCapacity), byteCount: 0,
    termios: .allocate(capacity: 1), previousActions: .allocate(capacity: signalCapacity),
    inputDescriptor: -1, outputDescriptor: -1, resizeWriteDescriptor: -1)

  /// Whether `atexit` has been registered (it cannot be unregistered, so once per process).
  static let exitHookInstalled = Atomic<Int>(0)

  /// Takes ownership, stores the restore state and installs the handlers.
  ///
  /// - Returns: `false` when another session already owns the terminal.
  static func arm(
    restoreBytes: [UInt8], saved: termios, input: Int32, output: Int32, resizeWrite: Int32
  ) -> Bool {
    guard
      owned.compareExchange(expected: 0, desired: 1, ordering: .sequentiallyConsistent).exchanged
    else { return false }
    precondition(restoreBytes.count <= restoreCapacity, "restore sequence too long")
    for (index, byte) in restoreBytes.enumerated() { storage.bytes[index] = byte }
    storage.byteCount = restoreBytes.count
    storage.termios.pointee = saved
    storage.inputDescriptor = input
    storage.outputDescriptor = output
    storage.resizeWriteDescriptor = resizeWrite
    armed.store(1, ordering: .sequentiallyConsistent)
    for signal in terminationSignals {
      install(signal, handler: restoreAndEnd, flags: Int32(bitPattern: SA_RESETHAND))
    }
    for signal in crashSignals {
      install(signal, handler: restoreAndReraise, flags: Int32(bitPattern: SA_RESETHAND))
    }
    install(SIGWINCH, handler: notifyResize, flags: SA_RESTART)
    if exitHookInstalled.exchange(1, ordering: .sequentiallyConsistent) == 0 {
      atexit(restoreAtExit)
    }
    return true
  }

  /// Puts back the previous signal actions and gives up ownership.
  static func disarm() {
    for signal in terminationSignals + crashSignals + [SIGWINCH] {
      sigaction(signal, storage.previousActions + Int(signal), nil)
    }
    storage.resizeWriteDescriptor = -1
    owned.store(0, ordering: .sequentiallyConsistent)
  }

  private static func install(
    _ signal: Int32, handler: @convention(c) (Int32) -> Void, flags: Int32
  ) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags | SA_ONSTACK
    sigaction(signal, &action, storage.previousActions + Int(signal))
  }

  /// Writes the restore bytes and restores the saved termios, once.
  ///
  /// Async-signal-safe: it only loads and exchanges an atomic and calls `write` and `tcsetattr`.
  ///
  /// - Returns: Whether this call did the restore.
  @discardableResult
  static func restoreOnce() -> Bool {
    guard armed.exchange(0, ordering: .sequentiallyConsistent) == 1 else { return false }
    let saved = errno
    var offset = 0
    while offset < storage.byteCount {
      let written = write(
        storage.outputDescriptor, storage.bytes + offset, storage.byteCount - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
    _ = tcsetattr(storage.inputDescriptor, TCSANOW, storage.termios)
    errno = saved
    return true
  }

  /// Marks the terminal as raw again after a suspend, without reinstalling anything.
  static func rearm() {
    armed.store(1, ordering: .sequentiallyConsistent)
  }
}

/// Restores the terminal, then ends the process with the signal's default action, so the exit
/// status is 128 + the signal.
///
/// Async-signal-safe: `sigaction`, `sigprocmask` and `raise` only.
private func restoreAndEnd(_ signal: Int32) {
  TerminalRestore.restoreOnce()
  raiseWithDefaultAction(signal)
}

/// Installs the default action for `signal`, unblocks it and raises it.
///
/// Async-signal-safe: `sigaction`, `sigprocmask` and `raise` only.
private func raiseWithDefaultAction(_ signal: Int32) {
  var fallback = sigaction()
  fallback.__sigaction_handler.sa_handler = SIG_DFL
  sigemptyset(&fallback.sa_mask)
  fallback.sa_flags = 0
  sigaction(signal, &fallback, nil)
  var unblock = sigset_t()
  sigemptyset(&unblock)
  sigaddset(&unblock, signal)
  sigprocmask(SIG_UNBLOCK, &unblock, nil)
  raise(signal)
}

/// Restores the terminal, lets the previous action run, then ends the process with the signal,
/// so the exit status stays truthful (128 + the signal) and Swift's backtracer still reports
/// crashes.
///
/// The previous action runs inside this handler (the signal is unblocked before `raise`). If it
/// returns, as Swift's backtracer does for a SIGSEGV sent by another process, the
/// default action is installed and the signal raised again: a fatal signal never leaves the
/// program running unseen behind a restored terminal. Async-signal-safe: `sigaction`,
/// `sigprocmask` and `raise` only.
private func restoreAndReraise(_ signal: Int32) {
  TerminalRestore.restoreOnce()
  sigaction(signal, TerminalRestore.storage.previousActions + Int(signal), nil)
  var unblock = sigset_t()
  sigemptyset(&unblock)
  sigaddset(&unblock, signal)
  sigprocmask(SIG_UNBLOCK, &unblock, nil)
  raise(signal)
  raiseWithDefaultAction(signal)
}

/// Wakes the session's event loop through the resize pipe.
///
/// Async-signal-safe: one non-blocking `write`, with `errno` preserved.
private func notifyResize(_ signal: Int32) {
  let saved = errno
  let descriptor = TerminalRestore.storage.resizeWriteDescriptor
  if descriptor >= 0 {
    var byte: UInt8 = 0x57
    _ = write(descriptor, &byte, 1)
  }
  errno = saved
}

/// Restores the terminal when the process exits through `exit` without leaving the session.
private func restoreAtExit() {
  TerminalRestore.restoreOnce()
}
#endif
