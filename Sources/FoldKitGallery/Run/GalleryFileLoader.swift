import Dispatch
public import FoldKitListFile
import Synchronization

/// Reads a list file on a thread of its own and hands the list over part by part, so that the
/// screen shows the top of a large file at once and answers keys while the rest loads.
///
/// The loader keeps only the newest part (each holds the ones before it) and the newest byte
/// count; the screen takes them when it is ready (``take()``), and the whole document or the
/// error when reading ends.
public final class GalleryFileLoader: Sendable {
  /// What arrived since the last ``take()``.
  public struct Arrivals: Sendable {
    /// The newest part, if one arrived.
    public var part: ListDocument.Part?
    /// The bytes read so far.
    public var bytesRead: Int
    /// The whole document or the error, once reading has ended.
    public var outcome: Result<ListDocument, ListFileError>?
  }

  /// What the loading thread and the screen share.
  struct State: Sendable {
    var bytes: [UInt8]?
    var part: ListDocument.Part?
    var bytesRead = 0
    var outcome: Result<ListDocument, ListFileError>?
    var taken = false
  }

  private let state: Mutex<State>
  private let arrived = DispatchSemaphore(value: 0)
  /// The file mapped into memory, when it is read in place.
  private let mapped: GalleryMappedFile?
  private let file: String
  private let reread: (@Sendable () -> [UInt8]?)?
  private let firstItems: Int

  /// A loader of `bytes`, the contents of `file` (as named in messages); it starts with
  /// ``start()``.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents; the loader holds the only copy, and gives its pages back to
  ///     the system as they are read when `reread` is given.
  ///   - file: The file's name, for error messages.
  ///   - reread: Reads the file again (see ``ListDocument/load(_:file:progress:reread:)``).
  ///   - firstItems: Items in the first part, at least.
  /// - Complexity: O(1).
  public init(
    bytes: consuming [UInt8], file: String, reread: (@Sendable () -> [UInt8]?)?,
    firstItems: Int = ListDocument.firstPartItems
  ) {
    state = Mutex(State(bytes: bytes))
    mapped = nil
    self.file = file
    self.reread = reread
    self.firstItems = firstItems
  }

  /// A loader of the file `mapped` into memory (as named `file` in messages), read in place;
  /// it starts with ``start()``.
  ///
  /// - Complexity: O(1).
  public init(
    mapped: GalleryMappedFile, file: String, firstItems: Int = ListDocument.firstPartItems
  ) {
    state = Mutex(State(bytes: nil))
    self.mapped = mapped
    self.file = file
    self.reread = nil
    self.firstItems = firstItems
  }

  /// Starts reading on a thread of the loader's own.
  ///
  /// - Complexity: O(1); the reading is O(*n*) for *n* bytes, away from the caller.
  public func start() {
    DispatchQueue(label: "foldkit.load").async { [self] in load() }
  }

  /// Reads the file, handing out parts; runs on the loading thread.
  private func load() {
    // Taken out, so that the bytes have one owner and their pages can go back as they are read.
    let bytes = state.withLock { state -> [UInt8] in
      defer { state.bytes = nil }
      return state.bytes ?? []
    }
    let progress = { [self] (progress: ListDocument.Progress) in
      guard case .reading(let done, _) = progress else { return }
      state.withLock { $0.bytesRead = done }
      arrived.signal()
    }
    let deliver = { [self] (part: ListDocument.Part) in
      state.withLock {
        $0.part = part
        $0.bytesRead = max($0.bytesRead, part.bytesRead)
      }
      arrived.signal()
    }
    let outcome: Result<ListDocument, ListFileError>
    do {
      let document =
        if let mapped {
          try ListDocument.load(
            mapped: mapped.bytes, file: file, progress: progress, firstItems: firstItems,
            delivering: deliver)
        } else {
          try ListDocument.load(
            bytes, file: file, progress: progress, reread: reread, firstItems: firstItems,
            delivering: deliver)
        }
      outcome = .success(document)
    } catch {
      outcome = .failure(error)
    }
    // The reader's buffers are gone: their free blocks go back before the screen builds the
    // rows of the whole list.
    GalleryFreeMemory.release()
    state.withLock { $0.outcome = outcome }
    arrived.signal()
  }

  /// The newest part, the bytes read and the outcome, taken: the next call reports only what
  /// arrives after this one (the outcome is reported once).
  ///
  /// - Complexity: O(1).
  public func take() -> Arrivals {
    state.withLock { state in
      defer {
        state.part = nil
        if state.outcome != nil { state.taken = true }
      }
      return Arrivals(
        part: state.part, bytesRead: state.bytesRead,
        outcome: state.taken ? nil : state.outcome)
    }
  }

  /// Waits until something arrives (a part, progress or the outcome), or `timeout` passes.
  ///
  /// - Complexity: O(1).
  public func wait(timeout: Duration) {
    let (seconds, attoseconds) = timeout.components
    let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
    _ = arrived.wait(timeout: .now() + .nanoseconds(nanoseconds))
  }

  /// Waits for the first part or the outcome, whichever comes first, and takes it.
  ///
  /// - Complexity: O(1), plus the wait.
  public func takeFirst() -> Arrivals {
    while true {
      let arrivals = take()
      if arrivals.part != nil || arrivals.outcome != nil { return arrivals }
      wait(timeout: .milliseconds(100))
    }
  }
}

extension GalleryApp {
  /// Shows what `loader` delivered since the last call.
  ///
  /// - Returns: Whether the frame must be drawn again.
  /// - Complexity: O(*v*) for *v* visible rows, when a part or the end arrived.
  public mutating func receive(from loader: GalleryFileLoader) -> Bool {
    guard isLoading else { return false }
    let arrivals = loader.take()
    var dirty = receiveProgress(bytesRead: arrivals.bytesRead)
    if let part = arrivals.part { dirty = receive(part) || dirty }
    if let outcome = arrivals.outcome { dirty = finishLoading(outcome) || dirty }
    return showWaitingPart() || dirty
  }
}
