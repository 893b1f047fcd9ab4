/// A destination for the bytes a ``Renderer`` or ``TerminalSession`` produces.
///
/// The session writes to a file descriptor; tests use ``MemoryTerminalOutput``. One call carries
/// one whole frame: an implementation must write all of it (retrying partial writes) or throw.
public protocol TerminalOutput {
  /// Writes all of `bytes`, in order.
  ///
  /// - Throws: ``TerminalError/writeFailed(errno:)`` when the destination fails.
  /// - Complexity: O(*n*) for *n* bytes.
  mutating func write(_ bytes: [UInt8]) throws
}

/// A ``TerminalOutput`` that keeps everything written in memory, for tests.
public struct MemoryTerminalOutput: TerminalOutput, Sendable {
  /// Every byte written so far.
  public var bytes: [UInt8] = []
  /// The number of `write` calls so far.
  public private(set) var writeCount = 0

  /// Creates an empty output.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// Appends `bytes` to ``bytes``.
  ///
  /// - Complexity: O(*n*) for *n* bytes.
  public mutating func write(_ bytes: [UInt8]) throws {
    self.bytes += bytes
    writeCount += 1
  }
}

/// An error from the terminal layer: what failed and the system's `errno`.
public enum TerminalError: Error, Equatable, Sendable {
  /// Writing to the terminal failed.
  case writeFailed(errno: Int32)
  /// Reading from the terminal failed.
  case readFailed(errno: Int32)
  /// Reading or setting the terminal's attributes (termios) failed.
  case attributesFailed(errno: Int32)
  /// The session needs a terminal but the file descriptor is not one.
  case notATerminal(fileDescriptor: Int32)
  /// Watching for signals (the resize pipe) could not be set up.
  case signalSetupFailed(errno: Int32)
}
