import FoldKit

#if canImport(Dispatch) && (canImport(Glibc) || canImport(Darwin))
import Dispatch
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif
#endif

/// Top-level items read ahead by a second thread while the reader builds the list, so that a
/// large file is read on two cores.
///
/// The file is cut into chunks of ``chunkSize`` bytes. The helper thread takes the chunks ahead
/// of the reader's, in order, and reads each into *runs*: from the first place in the chunk that
/// may start an item (an `{` after `[` or `,`, before `"`), the items that follow one another
/// there, as ``ListFileReader/item(depth:)`` would read them at the top level of a section. A
/// guess may be wrong (an object in a `"children"` array, a section, text inside a string): the
/// reader takes a run only when it reaches the run's first byte at the start of a top-level item
/// itself, where reading from that byte gives the same items whatever came before (the depth
/// there is always that of a section's items, and positions are moved to the line and column of
/// that byte). Runs it passes by are dropped. A run ends before an item that fails: the reader
/// reads that item itself, and so reports its error, at its place, as it would have.
///
/// When the reader would wait for a chunk the helper is still reading, it takes the next chunk
/// for itself instead, so that neither thread waits long for the other. At most
/// ``chunksAhead`` chunks are read ahead of the reader's, which bounds the memory the runs hold.
final class ReadAhead: @unchecked Sendable {
  /// Top-level items read ahead, one after another, from ``start``.
  struct Run {
    /// The first byte of the first item (its `{`).
    var start = 0
    /// The byte after the last item's `}`.
    var end = 0
    /// The line breaks from ``start`` to ``end``.
    var lineBreaks = 0
    /// Where the line of ``end`` starts, if ``lineBreaks`` is not zero.
    var lineStart = 0
    /// The items, whole subtrees in pre-order, as ``ListFileReader/pending`` holds them.
    var pending = PendingItems()
    /// Where each item's ID is: lines counted from 1 at ``start``, and columns on that first
    /// line counted from ``start`` (see ``ListFileReader/adopt(_:)``).
    var positions: [CompactPosition] = []
    /// The keys of the items that open expanded.
    var expanded: [String] = []
    /// The items' check places, as ``ListFileReader/checkItems`` holds them, in a check list.
    var checkItems: [CheckTree<String>.PreorderItem] = []
  }

  /// How far a chunk is.
  enum Chunk {
    /// Nobody has taken it.
    case open
    /// The helper is reading it.
    case reading
    /// Read: its runs, in file order.
    case read([Run])
    /// The reader reads it itself, or has taken its runs, or passed it.
    case done
  }

  /// Bytes per chunk, by default.
  static let chunkSize = 1 << 18
  /// Chunks the helper reads ahead of the reader's, at most.
  static let chunksAhead = 3
  /// The smallest file read with a helper, by default: below it, starting a thread costs more
  /// than it saves.
  static let smallestFile = 4 << 20

  let bytes: UnsafeBufferPointer<UInt8>
  let checks: Bool
  let chunkSize: Int
  let chunkCount: Int
  /// Whether the reader reads a chunk nobody has taken by itself, item by item; otherwise it
  /// reads it into runs as the helper would, so that every chunk after its first is read ahead
  /// whichever thread gets there first (tests count the items read ahead).
  let readerTakesOpenChunks: Bool

  // Shared with the helper; read and written only under `lock`.
  private var chunks: [Chunk]
  /// The chunk the reader is in.
  private var readerChunk = 0
  private var stopped = false
  /// Whether the helper has started (it may touch the bytes until ``stop()`` returns).
  private var started = false

  // The reader's own.
  /// The runs of the reader's chunk not taken yet, in file order, from `nextRun` on.
  private var runs: [Run] = []
  private var nextRun = 0
  /// The end of the reader's chunk: until then, `runs` has all there is.
  private var chunkEnd = 0

  #if canImport(Dispatch) && (canImport(Glibc) || canImport(Darwin))
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private let finished = DispatchSemaphore(value: 0)
  #endif

  /// A read-ahead of `bytes` from byte `start` on (where the reader is), for a list with or
  /// without check boxes; `nil` where there are no threads, or for a file too small to gain.
  ///
  /// The helper starts at once; ``stop()`` must be called before `bytes` goes away.
  static func start(
    bytes: UnsafeBufferPointer<UInt8>, from start: Int, checks: Bool, chunkSize: Int?
  ) -> ReadAhead? {
    #if canImport(Dispatch) && (canImport(Glibc) || canImport(Darwin))
    let size = chunkSize ?? Self.chunkSize
    guard chunkSize != nil || bytes.count >= smallestFile else { return nil }
    let ahead = ReadAhead(
      bytes: bytes, checks: checks, chunkSize: max(1, size), from: start,
      readerTakesOpenChunks: chunkSize == nil)
    // A queue of its own runs on a thread of its own, even while the shared pool's threads are
    // busy (a search, say): the helper never waits for one to come free.
    DispatchQueue(label: "foldkit.read-ahead").async { ahead.readChunks() }
    return ahead
    #else
    return nil
    #endif
  }

  private init(
    bytes: UnsafeBufferPointer<UInt8>, checks: Bool, chunkSize: Int, from start: Int,
    readerTakesOpenChunks: Bool
  ) {
    self.bytes = bytes
    self.checks = checks
    self.chunkSize = chunkSize
    self.readerTakesOpenChunks = readerTakesOpenChunks
    chunkCount = (bytes.count + chunkSize - 1) / chunkSize
    chunks = Array(repeating: .open, count: chunkCount)
    // The reader's chunk is its own.
    readerChunk = min(start / chunkSize, max(0, chunkCount - 1))
    if chunkCount > 0 { chunks[readerChunk] = .done }
    chunkEnd = (readerChunk + 1) * chunkSize
    #if canImport(Dispatch) && (canImport(Glibc) || canImport(Darwin))
    pthread_mutex_init(mutex, nil)
    pthread_cond_init(condition, nil)
    #endif
  }

  deinit {
    #if canImport(Dispatch) && (canImport(Glibc) || canImport(Darwin))
    pthread_cond_destroy(condition)
    pthread_mutex_destroy(mutex)
    condition.deallocate()
    mutex.deallocate()
    #endif
  }

  /// Stops the helper and waits until it no longer reads the bytes.
  func stop() {
    #if canImport(Dispatch) && (canImport(Glibc) || canImport(Darwin))
    let running: Bool = locked {
      stopped = true
      pthread_cond_broadcast(condition)
      return started
    }
    // A helper that has not started never will touch the bytes: it sees `stopped` first.
    if running { finished.wait() }
    #endif
  }

  // MARK: The reader's side

  /// The run that starts at byte `offset`, where the reader is at the start of a top-level item,
  /// or `nil` when the reader must read the item itself.
  ///
  /// - Complexity: O(1) amortized within a chunk; at a new chunk, possibly a wait for the helper
  ///   to finish reading it, or the reading of another chunk.
  func run(at offset: Int) -> Run? {
    if offset >= chunkEnd { enterChunk(of: offset) }
    while nextRun < runs.count && runs[nextRun].start < offset {
      runs[nextRun] = Run()  // passed: its items go now
      nextRun += 1
    }
    guard nextRun < runs.count, runs[nextRun].start == offset else { return nil }
    var run = Run()
    swap(&run, &runs[nextRun])  // moved out, so that its arrays are held once
    nextRun += 1
    return run
  }

  /// Moves the reader to the chunk of byte `offset`: takes its runs, or takes it for itself.
  private func enterChunk(of offset: Int) {
    runs.removeAll(keepingCapacity: true)
    nextRun = 0
    let chunk = min(offset / chunkSize, chunkCount - 1)
    chunkEnd = (chunk + 1) * chunkSize
    #if canImport(Dispatch) && (canImport(Glibc) || canImport(Darwin))
    var stolen: Int?
    while true {
      if let stolen { publish(read(chunk: stolen), of: stolen) }
      stolen = nil
      let done: Bool = locked {
        // Chunks passed over are dropped (a single item may span several).
        for passed in readerChunk..<chunk { chunks[passed] = .done }
        readerChunk = chunk
        pthread_cond_broadcast(condition)
        switch chunks[chunk] {
        case .read(let read):
          runs = read
          chunks[chunk] = .done
          return true
        case .open where !readerTakesOpenChunks:
          chunks[chunk] = .reading
          stolen = chunk
          return false
        case .open, .done:
          chunks[chunk] = .done
          return true
        case .reading:
          // Rather than wait, the reader reads the next open chunk for the helper's queue.
          if let next = nextOpenChunk() {
            chunks[next] = .reading
            stolen = next
          } else {
            pthread_cond_wait(condition, mutex)
          }
          return false
        }
      }
      if done { return }
    }
    #endif
  }

  // MARK: The helper's side

  /// The helper's loop: reads open chunks ahead of the reader's until stopped or none is left.
  private func readChunks() {
    #if canImport(Dispatch) && (canImport(Glibc) || canImport(Darwin))
    let starting: Bool = locked {
      started = !stopped
      return started
    }
    guard starting else { return }
    defer { finished.signal() }
    while true {
      let next: Int? = locked {
        while !stopped {
          if let next = nextOpenChunk() {
            chunks[next] = .reading
            return next
          }
          if readerChunk + 1 >= chunkCount { return nil }
          pthread_cond_wait(condition, mutex)
        }
        return nil
      }
      guard let next else { return }
      publish(read(chunk: next), of: next)
    }
    #endif
  }

  /// Queues the runs of `chunk`, unless the reader has passed it (the reader's own chunk, read
  /// while it waits, is taken from the queue at once).
  private func publish(_ read: [Run], of chunk: Int) {
    #if canImport(Dispatch) && (canImport(Glibc) || canImport(Darwin))
    locked {
      if chunk >= readerChunk, case .reading = chunks[chunk] {
        chunks[chunk] = .read(read)
      } else {
        chunks[chunk] = .done
      }
      pthread_cond_broadcast(condition)
    }
    #endif
  }

  /// The first open chunk within reach ahead of the reader's; called under the lock.
  private func nextOpenChunk() -> Int? {
    let last = min(chunkCount, readerChunk + 1 + Self.chunksAhead)
    var chunk = readerChunk + 1
    while chunk < last {
      if case .open = chunks[chunk] { return chunk }
      chunk += 1
    }
    return nil
  }

  #if canImport(Dispatch) && (canImport(Glibc) || canImport(Darwin))
  private func locked<T>(_ body: () -> T) -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body()
  }
  #endif

  // MARK: Reading a chunk

  /// The runs of the items that start in `chunk`.
  func read(chunk: Int) -> [Run] {
    let start = chunk * chunkSize
    let end = min(bytes.count, start + chunkSize)
    var reader = ListFileReader(readingAheadIn: bytes, checks: checks)
    var read: [Run] = []
    var from = start
    while let candidate = Self.candidate(in: bytes, from: from, before: end) {
      let run = reader.readRun(from: candidate, before: end)
      if !run.pending.isEmpty { read.append(run) }
      from = max(run.end, candidate + 1)
    }
    return read
  }

  /// The first byte at or after `from` and before `end` that may start a top-level item: an
  /// `{` whose previous byte other than white space is `[` or `,` and whose next one is `"`.
  static func candidate(
    in bytes: UnsafeBufferPointer<UInt8>, from: Int, before end: Int
  ) -> Int? {
    var index = from
    while index < end {
      guard bytes[index] == UInt8(ascii: "{") else {
        index += 1
        continue
      }
      var before = index - 1
      while before >= 0 && isWhiteSpace(bytes[before]) { before -= 1 }
      var after = index + 1
      while after < bytes.count && isWhiteSpace(bytes[after]) { after += 1 }
      if before >= 0, bytes[before] == UInt8(ascii: "[") || bytes[before] == UInt8(ascii: ","),
        after < bytes.count, bytes[after] == UInt8(ascii: "\"")
      {
        return index
      }
      index += 1
    }
    return nil
  }

  static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}

extension ListFileReader {
  /// A reader of items ahead, for ``ReadAhead``: it adds nothing to a snapshot, reports no
  /// progress and gives no bytes back.
  init(readingAheadIn bytes: UnsafeBufferPointer<UInt8>, checks: Bool) {
    self.init(file: "", bytes: bytes, progress: nil, sizing: false, estimating: false)
    self.checks = checks
  }

  /// Reads top-level items from byte `start` (an `{`) while they start before `end`, one after
  /// another, stopping before the first that fails and after the last before a `]`.
  mutating func readRun(from start: Int, before end: Int) -> ReadAhead.Run {
    reader = JSONReader(reader.bytes, at: start, depth: ListFileReader.itemDepth)
    // A buffer of the run's own: the last run took the one before.
    pending = PendingItems()
    contents.itemPositions.removeAll()
    contents.expanded.removeAll()
    // The run's own, as `pending` is.
    checkItems = []
    var run = ReadAhead.Run(start: start, end: start)
    while true {
      let (items, positions, expanded, checkCount) = (
        pending.count, contents.itemPositions.count, contents.expanded.count, checkItems.count
      )
      do {
        try item(depth: 0)
      } catch {
        // The reader reads this item itself, and fails at it.
        pending.removeAll(from: items)
        contents.itemPositions.removeSubrange(positions...)
        contents.expanded.removeSubrange(expanded...)
        checkItems.removeSubrange(checkCount...)
        break
      }
      run.end = reader.offset
      run.lineBreaks = reader.line - 1
      run.lineStart = reader.lineStart
      guard reader.nextItemStart(before: end) else { break }
    }
    run.pending = pending
    run.positions = contents.itemPositions
    run.expanded = contents.expanded
    run.checkItems = checkItems
    return run
  }

  /// Takes the run read ahead that starts where the reader is, at the start of a top-level
  /// item, if there is one: its items join ``pending`` as if read here.
  ///
  /// - Returns: Whether a run was taken.
  mutating func adoptRunReadAhead() -> Bool {
    guard let readAhead else { return false }
    reader.skipWhitespace()
    guard var run = readAhead.run(at: reader.offset) else { return false }
    let here = reader.position()
    for var position in run.positions {
      if position.line == 1 { position.column += UInt32(truncatingIfNeeded: here.column - 1) }
      position.line += UInt32(truncatingIfNeeded: here.line - 1)
      contents.itemPositions.append(position)
    }
    contents.expanded.append(contentsOf: run.expanded)
    if checks {
      if checkItems.isEmpty {
        swap(&checkItems, &run.checkItems)
      } else {
        checkItems.append(contentsOf: run.checkItems)
      }
    }
    contents.itemsReadAhead += run.pending.count
    if pending.isEmpty {
      // Taken over rather than copied (an item copied is retained, then released with the run).
      swap(&pending, &run.pending)
    } else {
      pending.append(movingFrom: run.pending)
    }
    reader.skip(to: run.end, lineBreaks: run.lineBreaks, lineStart: run.lineStart)
    reportProgressAndReleaseReadBytes()
    return true
  }
}
