#if canImport(Glibc)
import Glibc
#endif

/// A ``TerminalOutput`` that writes to a file descriptor, retrying interrupted and partial
/// writes until every byte is out.
public struct FileDescriptorOutput: TerminalOutput, Sendable {
  /// The descriptor written to.
  public let fileDescriptor: Int32

  /// Creates an output for `fileDescriptor` (for example 1, standard output).
  ///
  /// - Complexity: O(1).
  public init(fileDescriptor: Int32) {
    self.fileDescriptor = fileDescriptor
  }

  /// Writes all of `bytes` with as few `write` calls as the descriptor allows.
  ///
  /// Retries on `EINTR`, waits with `poll` on `EAGAIN`, and continues after partial writes.
  ///
  /// - Throws: ``TerminalError/writeFailed(errno:)`` on any other error.
  /// - Complexity: O(*n*) for *n* bytes.
  public func write(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return }
      var offset = 0
      while offset < buffer.count {
        let written = Glibc.write(fileDescriptor, base + offset, buffer.count - offset)
        if written >= 0 {
          offset += written
          continue
        }
        let error = errno
        if error == EINTR { continue }
        if error == EAGAIN || error == EWOULDBLOCK {
          var descriptor = pollfd(fd: fileDescriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&descriptor, 1, -1)
          continue
        }
        throw TerminalError.writeFailed(errno: error)
      }
    }
  }
}
