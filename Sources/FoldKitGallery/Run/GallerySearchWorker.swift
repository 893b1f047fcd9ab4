import Dispatch
import Synchronization

/// Works out searches on a thread of its own, so that the screen answers keys while a search
/// of a large list runs: a newer search supersedes the one running, which stops at its next
/// check.
public final class GallerySearchWorker: Sendable {
  /// What the worker and the screen share.
  struct State: Sendable {
    /// The generation of the newest search submitted.
    var newest = -1
    /// The newest search not yet started.
    var waiting: GallerySearchRequest?
    /// Answers not yet taken.
    var results: [GallerySearchResult] = []
    /// The search index of the last search, kept for the next.
    var index: GallerySearchIndex?
  }

  private let state = Mutex(State())
  private let queue = DispatchQueue(label: "foldkit.search")

  /// Creates a worker with a thread of its own.
  ///
  /// - Complexity: O(1).
  public init() {}

  /// Starts `request` once the search running (if any) stops; it supersedes every earlier one.
  ///
  /// - Complexity: O(1).
  public func submit(_ request: GallerySearchRequest) {
    state.withLock {
      $0.newest = request.generation
      $0.waiting = request
    }
    queue.async { [self] in runWaiting() }
  }

  /// The answers that arrived since the last call, oldest first.
  ///
  /// - Complexity: O(*a*) for *a* answers.
  public func takeResults() -> [GallerySearchResult] {
    state.withLock { state in
      defer { state.results = [] }
      return state.results
    }
  }

  /// Waits until the searches submitted so far have run (for tests and benchmarks).
  ///
  /// - Complexity: The cost of those searches.
  public func waitUntilIdle() {
    queue.sync {}
  }

  /// Runs the newest waiting search, if no later one superseded it yet.
  private func runWaiting() {
    let taken = state.withLock { state -> (GallerySearchRequest, GallerySearchIndex?)? in
      guard let request = state.waiting else { return nil }
      state.waiting = nil
      return (request, state.index)
    }
    guard let taken else { return }
    let request = taken.0
    var index = taken.1
    let generation = request.generation
    request.run(
      index: &index,
      isWanted: { state.withLock { $0.newest == generation } },
      send: { result in state.withLock { $0.results.append(result) } })
    state.withLock { $0.index = index }
  }
}
