#if canImport(Glibc)
import Glibc

/// A pseudo-terminal pair for session tests: the session uses `follower`, the test plays the
/// terminal emulator on `leader`.
struct PseudoTerminal {
  var leader: Int32
  var follower: Int32
  var path: String

  /// Opens a pair of `columns` by `rows`, or `nil` when the system has no pseudo-terminals.
  init?(columns: Int = 80, rows: Int = 24) {
    leader = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard leader >= 0 else { return nil }
    // TIOCSPTLCK and TIOCGPTN (asm-generic/ioctls.h); Swift cannot import these macros.
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard ioctl(leader, UInt(0x4004_5431), &unlock) == 0,
      ioctl(leader, UInt(0x8004_5430), &number) == 0
    else { return nil }
    path = "/dev/pts/\(number)"
    follower = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    guard follower >= 0 else { return nil }
    resize(columns: columns, rows: rows)
  }

  func resize(columns: Int, rows: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(leader, UInt(TIOCSWINSZ), &size)
  }

  /// Everything the session wrote so far (waits briefly for it to arrive).
  func readOutput() -> [UInt8] {
    var bytes: [UInt8] = []
    var descriptor = pollfd(fd: leader, events: Int16(POLLIN), revents: 0)
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while poll(&descriptor, 1, 200) > 0 {
      let count = read(leader, &buffer, buffer.count)
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    return bytes
  }

  /// Types `text` as the terminal would send it.
  func type(_ bytes: [UInt8]) {
    _ = bytes.withUnsafeBytes { write(leader, $0.baseAddress, $0.count) }
  }

  var attributes: termios {
    var attributes = termios()
    _ = tcgetattr(follower, &attributes)
    return attributes
  }

  func close() {
    _ = Glibc.close(leader)
    _ = Glibc.close(follower)
  }
}

extension [UInt8] {
  func contains(_ sequence: String) -> Bool {
    let needle = Array(sequence.utf8)
    guard needle.count <= count else { return false }
    return (0...count - needle.count).contains { Array(self[$0..<$0 + needle.count]) == needle }
  }
}
#endif
