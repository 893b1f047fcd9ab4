import FoldKitGallery
import FoldKitListFile
import FoldKitScreens
import FoldKitTerminal
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

makeCrashReportsNonInteractive()

/// The value of the environment variable `name`, if it is set.
func environment(_ name: String) -> String? {
  getenv(name).map { String(cString: $0) }
}

/// Writes all of `text` to `descriptor` (see `FileDescriptorOutput`); gives up silently when
/// the descriptor fails (a closed pipe), as there is nowhere left to report it.
func write(_ text: String, to descriptor: Int32) {
  try? FileDescriptorOutput(fileDescriptor: descriptor).write(Array(text.utf8))
}

let columns = environment("COLUMNS").flatMap { Int($0) }.map { max(10, $0) } ?? 80
let isTerminal = isatty(STDOUT_FILENO) != 0 && environment("TERM") != "dumb"
// The progress line goes to standard error, and only when it is a terminal.
let showsProgress = isatty(STDERR_FILENO) != 0 && environment("TERM") != "dumb"

/// The bytes of the file at `path` (`-`: standard input), read straight into one array.
///
/// A regular file is read at its size; a pipe or device (`<(…)`, `/dev/stdin`) to its end.
///
/// - Throws: `GalleryCommand.ReadFailure` with the system's reason ("No such file or directory",
///   "Is a directory").
func readFile(_ path: String) throws(GalleryCommand.ReadFailure) -> [UInt8] {
  func failure(_ code: Int32) -> GalleryCommand.ReadFailure {
    GalleryCommand.ReadFailure(String(cString: strerror(code)))
  }
  if path == "-" {
    guard let bytes = readAll(STDIN_FILENO) else { throw failure(errno) }
    return bytes
  }
  let descriptor = open(path, O_RDONLY)
  guard descriptor >= 0 else { throw failure(errno) }
  defer { close(descriptor) }
  var status = stat()
  guard fstat(descriptor, &status) == 0 else { throw failure(errno) }
  switch status.st_mode & S_IFMT {
  case S_IFDIR:
    throw failure(EISDIR)
  case S_IFREG:
    guard let bytes = readSized(descriptor, count: Int(status.st_size)) else {
      throw failure(errno == 0 ? EIO : errno)
    }
    return bytes
  default:
    guard let bytes = readAll(descriptor) else { throw failure(errno) }
    return bytes
  }
}

/// Exactly `count` bytes from `descriptor`, read into the array's storage without zeroing it
/// first; `nil` if the file ends early or a read fails.
func readSized(_ descriptor: Int32, count: Int) -> [UInt8]? {
  var complete = true
  let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
    var filled = 0
    defer { initialized = filled }
    guard let base = buffer.baseAddress else { return }
    while filled < buffer.count {
      let count = read(descriptor, base + filled, buffer.count - filled)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        complete = false
        return
      }
      filled += count
    }
  }
  return complete ? bytes : nil
}

/// Everything left on `descriptor`: sized at once when it is a regular file (a redirection),
/// read in growing chunks when it is a pipe or terminal; `nil` if a read fails.
func readAll(_ descriptor: Int32) -> [UInt8]? {
  var status = stat()
  if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG {
    let remaining = Int(status.st_size) - Int(lseek(descriptor, 0, SEEK_CUR))
    if remaining >= 0 { return readSized(descriptor, count: remaining) }
  }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 20)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    guard count >= 0 else { return nil }
    if count == 0 { return bytes }
    bytes.append(contentsOf: chunk[0..<count])
  }
}

/// Draws the progress line of a long load on standard error.
final class ProgressReporter {
  let start = ContinuousClock.now
  var line: LoadProgressLine?

  func report(_ progress: ListDocument.Progress) {
    guard var line else { return }
    let elapsed = start.duration(to: .now).components
    let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
    if let text = line.update(progress, elapsed: seconds) {
      write(text, to: STDERR_FILENO)
    }
    self.line = line
  }
}

/// What the process holds until it exits: a list of millions of items takes longer to free than
/// to print, and exiting gives its memory back at once.
let keptUntilExit = Mutex<[any Sendable]>([])

/// Keeps `value` until the process exits (see ``keptUntilExit``).
@Sendable func keepUntilExit(_ value: any Sendable) {
  keptUntilExit.withLock { $0.append(value) }
}

func makePlan() -> GalleryCommand.Plan {
  let reporter = ProgressReporter()
  let arguments = Array(CommandLine.arguments.dropFirst())
  if showsProgress, let file = (try? GalleryOptions.parse(arguments))?.file {
    reporter.line = LoadProgressLine(file: file == "-" ? "<stdin>" : file)
  }
  let plan = GalleryCommand.plan(
    arguments,
    readFile: { path throws(GalleryCommand.ReadFailure) in try readFile(path) },
    isTerminal: isTerminal, columns: columns,
    language: ScreenLanguage(
      all: environment("LC_ALL"), messages: environment("LC_MESSAGES"), lang: environment("LANG")),
    progress: showsProgress ? reporter.report : nil, mapsFiles: true,
    keepingUntilExit: keepUntilExit)
  if let erase = reporter.line?.finish() { write(erase, to: STDERR_FILENO) }
  return plan
}

let plan = makePlan()

switch plan {
case .finish(let output, let error, let status):
  write(output, to: STDOUT_FILENO)
  write(error, to: STDERR_FILENO)
  exit(status)
case .interactive(let app, let options):
  exit(runInteractive(app, options: options))
case .streaming(let app, let options, let loader):
  exit(runInteractive(app, options: options, loader: loader))
}
