/// The items a snapshot gained by loading children on demand, and their order.
///
/// Loaded items are appended to the snapshot's nodes, one run per load: the children and their
/// descendants in pre-order. Their place in the list is kept per *anchor*, the nearest item
/// of the snapshot as built: every loaded descendant of an anchor has a rank in the anchor's
/// pre-order, which orders its visible elements after the anchor's own.
@usableFromInline
struct LoadedNodes: Sendable {
  /// The run of loaded nodes under each parent whose children were loaded.
  var runs: [Int: Range<Int>] = [:]
  /// The loaded nodes of each anchor, in list order.
  var orders: [Int: [Int]] = [:]
  /// For each loaded node (by node index minus the first loaded index): its anchor.
  var anchor: [Int] = []
  /// For each loaded node: its place in its anchor's order.
  var rank: [Int] = []
  /// For each loaded node: one past the rank of its last loaded descendant.
  var rankEnd: [Int] = []

  @usableFromInline init() {}

  /// Whether no items were loaded.
  var isEmpty: Bool { runs.isEmpty }
}
