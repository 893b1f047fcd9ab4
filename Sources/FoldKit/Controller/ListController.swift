/// The object a view talks to: data, expansion, visible rows and what a selection does.
///
/// A list controller ties a ``Snapshot``, its ``ExpansionState`` and the ``VisibleRows`` derived
/// from them. Views ask it what to draw at an index path and forward input to it; every change it
/// makes comes back as a ``Changeset`` a table view can apply as one batch update.
///
/// It is a value: copying a controller is O(1) and the copies evolve independently.
public struct ListController<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: Sendable {
  /// The snapshot type the controller shows.
  public typealias ListSnapshot = Snapshot<SectionID, ItemID, Content>
  /// The expansion state type the controller keeps.
  public typealias Expansion = ExpansionState<SectionID, ItemID>
  /// Computes the height of an element as it becomes visible.
  public typealias HeightFunction = @Sendable (VisibleElement, ListSnapshot) -> Double

  /// The data shown.
  public internal(set) var snapshot: ListSnapshot
  /// Which items are expanded and which sections are collapsed.
  public internal(set) var expansion: Expansion
  /// How many items may be open at once.
  public var policy: ExpansionPolicy
  /// The visible sequence of headers, rows and footers.
  public internal(set) var rows: VisibleRows
  /// The height of each element, applied as elements become visible.
  public private(set) var height: HeightFunction
  /// The check marks of the list's checkable items, if it has any.
  ///
  /// Rows whose behavior is ``RowBehavior/toggleCheck`` toggle their item's mark here, and
  /// a ``RowBehavior/toggleAll`` row toggles every mark.
  public var checks: CheckTree<ItemID>?
  /// The words a view reads for an item or header content, used in announcements.
  public var accessibilityLabel: @Sendable (Content) -> String
  /// The active filter, or `nil` when every item shows.
  public internal(set) var filter: Filter? = nil
  /// The text a text filter searches in each item's content; `nil` until the app sets it.
  public var searchText: (@Sendable (Content) -> String)? = nil {
    didSet { searchIndex = nil }
  }
  /// The search index of the current snapshot, built on the first text filter.
  @usableFromInline var searchIndex: ListSearchIndex? = nil

  /// The search index of the current snapshot, or `nil` until a text filter or
  /// ``prepareSearchIndex()`` builds it.
  ///
  /// - Complexity: O(1).
  public var builtSearchIndex: ListSearchIndex? {
    guard let searchIndex, searchIndex.count == snapshot.nodes.count else { return nil }
    return searchIndex
  }

  /// Takes `index` as the search index of the current snapshot: one built by a copy of this
  /// controller (on another thread, say), so that it need not be built again.
  ///
  /// - Precondition: `index` holds ``searchText`` of every item of the current snapshot, in
  ///   node order (its count is the node count).
  /// - Complexity: O(1).
  public mutating func setSearchIndex(_ index: ListSearchIndex) {
    precondition(
      index.count == snapshot.nodes.count,
      "a search index of \(index.count) texts for \(snapshot.nodes.count) items")
    searchIndex = index
  }
  /// Where loading stands for each open item whose children load on demand and have not
  /// arrived.
  public internal(set) var loads: [ItemID: LoadState<ItemID>] = [:]
  /// Requests and cancellations not yet taken by ``takeLoadEvents()``.
  var loadEvents: [LoadEvent<ItemID>] = []
  /// The serial of the next load request.
  var nextLoadSerial: UInt64 = 1
  /// The selected items, kept by ID across new data, filters and collapsing.
  ///
  /// Change it through ``selectItem(_:)``, ``toggleSelection(of:)``, ``extendSelection(to:)``,
  /// ``selectAll(inSection:)`` and ``clearSelection()``, which know the list order.
  @inlinable public var selection: ListSelection<ItemID> { _selection }
  @usableFromInline var _selection = ListSelection<ItemID>()
  /// The reveal waiting for children to load, if any.
  var pendingReveal: PendingReveal<ItemID>? = nil

  /// Creates a controller showing `snapshot`.
  ///
  /// - Parameters:
  ///   - snapshot: The data.
  ///   - expansion: The initial expansion state; IDs missing from `snapshot` are dropped.
  ///   - policy: How many items may be open at once.
  ///   - height: The height of each element; by default zero for headers and footers without
  ///     content and one for everything else.
  /// The build is inlinable, so it runs specialized for the caller's ID and content types.
  ///
  /// - Complexity: O(*v*) for *v* visible elements, plus O(*e*) for *e* expanded items.
  @inlinable
  public init(
    snapshot: ListSnapshot, expansion: Expansion = Expansion(),
    policy: ExpansionPolicy = .independent,
    height: @escaping HeightFunction = ListController.unitHeight
  ) {
    let expansion = expansion.pruned(to: snapshot)
    let rows = VisibleRows(snapshot: snapshot, expansion: expansion, measure: height)
    self.init(
      snapshot: snapshot, prunedExpansion: expansion, policy: policy, height: height, rows: rows)
  }

  /// Stores the parts of a controller whose rows were built from its snapshot and expansion.
  @usableFromInline
  init(
    snapshot: ListSnapshot, prunedExpansion: Expansion, policy: ExpansionPolicy,
    height: @escaping HeightFunction, rows: VisibleRows
  ) {
    self.snapshot = snapshot
    self.expansion = prunedExpansion
    self.policy = policy
    self.height = height
    self.accessibilityLabel = { describing($0) }
    self.rows = rows
    if snapshot.hasItemOptions {
      // The plain build knows neither separate details nor children on demand.
      startPendingLoads()
      rebuildRows()
    }
  }

  /// Rebuilds the visible rows from the snapshot and the expansion state, giving each element
  /// its height from `height` (by default the controller's own height function), which is
  /// handed the snapshot.
  ///
  /// - Complexity: O(*v*) for *v* visible elements.
  @usableFromInline
  mutating func rebuildRows(height: ((VisibleElement, ListSnapshot) -> Double)? = nil) {
    let height = height ?? self.height
    // The rows kept for clearing the filter have the old heights.
    filter?.unfiltered = nil
    guard filter == nil && !snapshot.hasItemOptions else {
      let fast = filter != nil && !snapshot.hasLoadedItems
      rows = VisibleRows(
        elements: rowRules(height: height).build(keptNodes: fast ? filter?.keptNodes : nil))
      return
    }
    rows = VisibleRows(snapshot: snapshot, expansion: expansion, measure: height)
  }

  /// The visibility rules for the current snapshot, expansion and filter.
  @inlinable var rowRules: VisibleRowRules<SectionID, ItemID, Content> {
    rowRules(height: height)
  }

  /// The visibility rules for the current snapshot, expansion and filter, with element heights
  /// from `height`.
  @inlinable
  func rowRules(height: @escaping (VisibleElement, ListSnapshot) -> Double) -> VisibleRowRules<
    SectionID, ItemID, Content
  > {
    VisibleRowRules(
      snapshot: snapshot, expansion: expansion, kept: filter?.flags, loads: loads, height: height)
  }

  /// Zero for headers and footers without content, one for every other element.
  @inlinable
  public static var unitHeight: HeightFunction {
    { element, snapshot in
      switch element.kind {
      case .header: return snapshot.sections[element.index].header == nil ? 0 : 1
      case .footer: return snapshot.sections[element.index].footer == nil ? 0 : 1
      case .row, .detail, .status: return 1
      }
    }
  }

  /// Replaces the height function without recomputing any height: for a function that gives
  /// the elements shown the heights they have (or whose caller sets the others itself).
  ///
  /// - Complexity: O(1).
  package mutating func replaceHeightFunction(_ function: @escaping HeightFunction) {
    height = function
  }

  /// Replaces the height function and recomputes every visible element's height.
  ///
  /// - Complexity: O(*v*) for *v* visible elements.
  public mutating func setHeightFunction(_ function: @escaping HeightFunction) {
    height = function
    rebuildRows()
  }

  /// The number of sections.
  ///
  /// - Complexity: O(1).
  public var numberOfSections: Int { rows.sectionCount }

  /// The number of visible rows in `section`, detail rows included.
  ///
  /// - Precondition: `section` is in `0..<numberOfSections`.
  /// - Complexity: O(log *n*).
  @inlinable
  public func numberOfRows(inSection section: Int) -> Int { rows.rowCount(inSection: section) }

  /// What the row at `indexPath` shows.
  ///
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: O(log *n*).
  public func row(at indexPath: ListIndexPath) -> VisibleRow<SectionID, ItemID, Content> {
    let element = rows[indexPath]
    return visibleRow(for: element)
  }

  /// What the element at `position` of the visible sequence shows.
  ///
  /// - Complexity: O(log *n*).
  public func element(atPosition position: Int) -> VisibleRow<SectionID, ItemID, Content> {
    visibleRow(for: rows.elements[position])
  }

  func visibleRow(for element: VisibleElement) -> VisibleRow<SectionID, ItemID, Content> {
    switch element.kind {
    case .header, .footer:
      let section = snapshot.sections[element.index]
      return VisibleRow(
        kind: element.kind, section: element.index, sectionID: section.id, node: nil, itemID: nil,
        content: element.kind == .header ? section.header : section.footer, depth: 0,
        isExpandable: element.kind == .header && section.isCollapsible,
        isExpanded: element.kind == .header && !expansion.isCollapsed(section: section.id))
    case .row, .detail, .status:
      let node = snapshot.nodes[element.index]
      return VisibleRow(
        kind: element.kind, section: node.section, sectionID: snapshot.sections[node.section].id,
        node: element.index, itemID: node.id, content: node.content,
        depth: element.kind == .row ? node.depth : node.depth + 1,
        isExpandable: element.kind == .row && node.isExpandable,
        isExpanded: expansion.isExpanded(node.id),
        isDetailOpen: node.hasDetail && detailIsOpen(ofNode: element.index),
        loadFailure: element.kind == .status ? loadFailure(of: node.id) : nil)
    }
  }

  /// The index path of the row of the item with `id`, or `nil` if it is absent or hidden.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  public func indexPath(of id: ItemID) -> ListIndexPath? {
    guard let node = snapshot.nodeIndex(of: id) else { return nil }
    return rows.indexPath(ofNode: node, in: snapshot)
  }

  /// The index path of the detail row of the item with `id`, or `nil` if it is not shown.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  public func indexPath(ofDetailOf id: ItemID) -> ListIndexPath? {
    guard let node = snapshot.nodeIndex(of: id) else { return nil }
    return rows.indexPath(ofNode: node, kind: .detail, in: snapshot)
  }

  /// The item shown at `indexPath` (for a detail row, the item it belongs to).
  ///
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: O(log *n*).
  @inlinable
  public func item(at indexPath: ListIndexPath) -> ItemID {
    snapshot.nodes[rows[indexPath].index].id
  }

  /// The row counts of every section, as a table view's data source reports them.
  ///
  /// - Complexity: O(*s* log *n*) for *s* sections.
  public var rowCounts: [Int] { rows.rowCounts }
}

/// What one visible element shows: its kind, section, item and content.
public struct VisibleRow<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: Sendable {
  /// Header, item row, detail row or footer.
  public var kind: VisibleElement.Kind
  /// The section index.
  public var section: Int
  /// The section's ID.
  public var sectionID: SectionID
  /// The snapshot node index of the item, for rows and detail rows.
  public var node: Int?
  /// The item's ID, for rows and detail rows.
  public var itemID: ItemID?
  /// The content to draw: the item's, or the header's or footer's.
  public var content: Content?
  /// The indentation level: 0 for top-level items; a detail row is one deeper than its item.
  public var depth: Int
  /// Whether selecting it expands or collapses something (its disclosure indicator): for an
  /// item's row, whether the item has children, a detail row, or children to load on demand;
  /// for a header, whether its section is collapsible.
  public var isExpandable: Bool
  /// Whether it is expanded (for a header: whether its section is shown).
  public var isExpanded: Bool
  /// Whether the item's detail row is open (for an ordinary item, whether it is expanded).
  public var isDetailOpen: Bool = false
  /// For a status row: why loading the item's children failed, or `nil` while they load.
  public var loadFailure: String? = nil
}
