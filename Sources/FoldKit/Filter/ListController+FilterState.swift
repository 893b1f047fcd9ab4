extension ListController {
  /// An active filter: the items that match, and the items kept (matches and their ancestors).
  ///
  /// While a filter is active the list shows only kept items, with the ancestors of every match
  /// opened (origin ``ExpansionOrigin/filter``) so that each match is visible.
  public struct Filter: Sendable {

    /// The text query, for a filter made by ``ListController/filter(text:)``.
    public internal(set) var query: String?
    /// The node indexes of the matching items, in list order.
    ///
    /// For a snapshot as built, list order is ascending node order. Items loaded on demand
    /// are stored after the built ones, but take their place in this array by where their rows
    /// show: a loaded child comes right after its parent's other matches, before the items that
    /// follow its parent.
    public internal(set) var matches: [Int]
    /// What the person changed while this filter was active, which re-applying it keeps.
    @usableFromInline var memory: Memory
    /// The test each item's content passes to match.
    @usableFromInline let predicate: @Sendable (Content) -> Bool
    /// Each node's `FilterFlags` bits (kept, opened for the filter), by node index.
    @usableFromInline var flags: [UInt8]
    /// The kept node indexes, in list order (ascending while nothing was loaded on demand).
    @usableFromInline var keptNodes: [Int]
    /// The rows shown before the first of the filters that replaced one another up to this one,
    /// kept so that clearing can show them again at once; `nil` once they may be out of date.
    @usableFromInline var unfiltered: Unfiltered?
    /// Whether ``matches`` holds only the first matches (a preview of a search still running):
    /// a longer query then never narrows from them.
    @usableFromInline var isPartial = false

    /// Whether the filter shows only the first matches, found by a search still running (a first
    /// screen of matches): a longer query must then search the whole list rather than narrow
    /// from ``matches``.
    ///
    /// - Complexity: O(1).
    public var holdsFirstMatchesOnly: Bool { isPartial }

    @usableFromInline
    init(
      query: String?, matches: [Int], predicate: @escaping @Sendable (Content) -> Bool,
      flags: [UInt8], keptNodes: [Int], memory: Memory = Memory(), unfiltered: Unfiltered? = nil
    ) {
      self.query = query
      self.matches = matches
      self.predicate = predicate
      self.flags = flags
      self.keptNodes = keptNodes
      self.memory = memory
      self.unfiltered = unfiltered
    }

    /// The rows without a filter, with the expansion and the snapshot they were built from.
    ///
    /// They stay right while the snapshot is the same value (the same storage: any change to it
    /// copies it) and the expansion without the filter is equal; the heights of their rows are
    /// those measured when they were shown, which the layout measures again as they come into
    /// view.
    @usableFromInline struct Unfiltered: Sendable {
      @usableFromInline let rows: VisibleRows
      @usableFromInline let expansion: Expansion
      @usableFromInline let snapshot: ListSnapshot

      @usableFromInline
      init(rows: VisibleRows, expansion: Expansion, snapshot: ListSnapshot) {
        self.rows = rows
        self.expansion = expansion
        self.snapshot = snapshot
      }

      /// Whether the rows show `snapshot` under `expansion` (an expansion without a filter).
      ///
      /// - Complexity: O(1) while the expansion shares its storage with the one kept; else
      ///   O(*e*) for *e* expanded items.
      @usableFromInline
      func fits(_ snapshot: ListSnapshot, _ expansion: Expansion) -> Bool {
        Self.sameStorage(snapshot._nodes, self.snapshot._nodes)
          && Self.sameStorage(snapshot._sections, self.snapshot._sections)
          && expansion == self.expansion
      }

      /// Whether two arrays share one buffer (so neither changed since one was copied from the
      /// other, as the kept copy holds the buffer alive).
      static func sameStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
        a.count == b.count
          && a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
          }
      }
    }

    /// The items closed and the sections collapsed while a filter was active.
    ///
    /// Re-applying the same filter (children arrived, new data) leaves these closed, where a new
    /// filter would open them for its matches.
    @usableFromInline struct Memory: Sendable {
      /// Items closed (by a person, by code or by an exclusive policy) while filtered, and not
      /// opened again since.
      @usableFromInline var closedItems: Set<ItemID> = []
      /// Sections collapsed while filtered, and not shown again since.
      @usableFromInline var collapsedSections: Set<SectionID> = []

      @usableFromInline init() {}
    }

    /// Records that the item with `id` opened or closed while the filter is active.
    @usableFromInline
    mutating func remember(_ expanded: Bool, item id: ItemID) {
      if expanded {
        if !memory.closedItems.isEmpty { memory.closedItems.remove(id) }
      } else {
        memory.closedItems.insert(id)
      }
    }

    /// Records that the section with `id` collapsed or showed while the filter is active.
    @usableFromInline
    mutating func remember(_ collapsed: Bool, section id: SectionID) {
      if collapsed {
        memory.collapsedSections.insert(id)
      } else {
        memory.collapsedSections.remove(id)
      }
    }

    /// The number of matching items.
    ///
    /// - Complexity: O(1).
    public var matchCount: Int { matches.count }

    /// Whether node `node` is kept: it matches or it is an ancestor of a match.
    ///
    /// - Complexity: O(1).
    public func isKept(_ node: Int) -> Bool {
      node < flags.count && flags[node] & FilterFlags.kept != 0
    }

    /// Whether kept item `node` is open only because of the filter (origin
    /// ``ExpansionOrigin/filter``).
    ///
    /// - Complexity: O(1).
    @inlinable
    public func isOpenedForFilter(_ node: Int) -> Bool {
      node < flags.count && flags[node] & FilterFlags.opened != 0
    }

    /// Drops `FilterFlags.openedBefore` from `nodes`, the nodes the replaced filter kept.
    @usableFromInline
    mutating func forgetOpenedBefore(_ nodes: [Int]) {
      for node in nodes { flags[node] &= ~FilterFlags.openedBefore }
    }

    /// Records whether kept item `node` is open only because of the filter.
    @usableFromInline
    mutating func setOpenedForFilter(_ opened: Bool, _ node: Int) {
      guard node < flags.count, flags[node] & FilterFlags.kept != 0 else { return }
      if opened { flags[node] |= FilterFlags.opened } else { flags[node] &= ~FilterFlags.opened }
    }

    /// Whether node `node` matches.
    ///
    /// - Complexity: O(1).
    public func isMatch(_ node: Int) -> Bool {
      node < flags.count && flags[node] & FilterFlags.matched != 0
    }
  }
}

/// The bits of a node's flags in an active filter.
///
/// Only kept nodes carry any, so clearing the kept nodes' flags clears every flag a filter set.
@usableFromInline enum FilterFlags {
  /// The node matches or is an ancestor of a match.
  @usableFromInline static let kept: UInt8 = 1
  /// The item is open only because of the filter: it is among the expansion's filter items.
  @usableFromInline static let opened: UInt8 = 2
  /// The item's own expansion was looked up while the filter opened ancestors.
  @usableFromInline static let visited: UInt8 = 4
  /// The filter being replaced had opened the item (kept only while the change is worked out).
  @usableFromInline static let openedBefore: UInt8 = 8
  /// The item matches (it is also kept).
  @usableFromInline static let matched: UInt8 = 16
}
