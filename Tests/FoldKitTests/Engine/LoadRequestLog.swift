import FoldKit
import FoldKitTestSupport
import Testing

/// The load requests a model test has seen: those still outstanding, and recent ones that a
/// cancellation or a newer request made stale (their late answers must change nothing).
struct LoadRequestLog {
  /// The current request of each item that waits for children.
  var outstanding: [Int: LoadRequest<Int>] = [:]
  /// The last 64 requests answered, cancelled or replaced.
  var stale: [LoadRequest<Int>] = []

  /// Records load events: a cancellation names an outstanding request, and a new request for an
  /// item replaces (and makes stale) the one before.
  mutating func take(_ events: [LoadEvent<Int>], context: @autoclosure () -> String) {
    for event in events {
      switch event {
      case .request(let request):
        if let old = outstanding[request.item] { stale.append(old) }
        outstanding[request.item] = request
      case .cancel(let request):
        #expect(outstanding[request.item] == request, "cancelled \(request), \(context())")
        outstanding[request.item] = nil
        stale.append(request)
      }
    }
    if stale.count > 64 { stale.removeFirst(stale.count - 64) }
  }

  /// An outstanding request chosen at random (in request order, so that a seed reproduces), or
  /// `nil` when none is.
  func randomOutstanding(using rng: inout SplitMix64) -> LoadRequest<Int>? {
    guard !outstanding.isEmpty else { return nil }
    let requests = outstanding.values.sorted { $0.serial < $1.serial }
    return requests[Int.random(in: 0..<requests.count, using: &rng)]
  }

  /// Marks `request` answered.
  mutating func answered(_ request: LoadRequest<Int>) {
    outstanding[request.item] = nil
    stale.append(request)
  }

  /// Answers a stale request at random, late (children or a failure): the batch, which must be
  /// empty.
  func answerLate(
    _ controller: inout EngineController, using builder: inout RandomListBuilder,
    _ rng: inout SplitMix64
  ) throws -> Changeset {
    let request = stale[Int.random(in: 0..<stale.count, using: &rng)]
    let items = builder.items(depth: 1, maxDepth: 1, maxFanOut: 3)
    return Bool.random(using: &rng)
      ? try controller.supplyChildren(items, for: request)
      : controller.supplyFailure("late", for: request)
  }
}
