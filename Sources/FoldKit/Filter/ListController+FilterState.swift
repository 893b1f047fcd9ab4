extension ListController {
  /// An active filter: the items that match, and the items kept (matches and their ancestors).
  ///
  /// While a filter is active the list shows only kept items, with the ancestors of every match
  /// opened (origin ``ExpansionOrigin/filter``) so that each match is visible.
  public struct Filter: Sendable {
    /// The text query, for a filter made by ``ListController/filter(text:)``.
    public internal(set) var query: String?
    /// The node indexes of the matching items, ascending (so in list order).
    public internal(set) var matches: [Int]
    /// The test each item's content passes to match.
    @usableFromInline let predicate: @Sendable (Content) -> Bool
    /// Whether each node is kept, by node index.
    @usableFromInline var kept: [Bool]
    /// The kept node indexes, ascending.
    @usableFromInline var keptNodes: [Int]

    @usableFromInline
    init(
      query: String?, matches: [Int], predicate: @escaping @Sendable (Content) -> Bool,
      kept: [Bool], keptNodes: [Int]
    ) {
      self.query = query
      self.matches = matches
      self.predicate = predicate
      self.kept = kept
      self.keptNodes = keptNodes
    }

    /// The number of matching items.
    ///
    /// - Complexity: O(1).
    public var matchCount: Int { matches.count }

    /// Whether node `node` is kept: it matches or it is an ancestor of a match.
    ///
    /// - Complexity: O(1).
    public func isKept(_ node: Int) -> Bool { node < kept.count && kept[node] }

    /// Whether node `node` matches.
    ///
    /// - Complexity: O(log *m*) for *m* matches.
    public func isMatch(_ node: Int) -> Bool {
      var low = 0
      var high = matches.count
      while low < high {
        let middle = (low + high) / 2
        if matches[middle] < node { low = middle + 1 } else { high = middle }
      }
      return low < matches.count && matches[low] == node
    }
  }
}
