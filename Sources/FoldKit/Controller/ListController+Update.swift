/// The identity of a visible row: an item's own row or its detail row.
public enum VisibleRowKey<ItemID: Hashable & Sendable>: Hashable, Sendable {
  /// The item's own row.
  case row(ItemID)
  /// The detail row beneath the item.
  case detail(ItemID)
  /// The loading or error row beneath the item while its children load on demand.
  case status(ItemID)

  // Written out and inlinable (rather than synthesized) so that a caller's diff compares and
  // hashes keys specialized for its ID type, without generic metadata lookups.

  /// Whether two keys name the same row.
  ///
  /// - Complexity: O(1), plus comparing the IDs.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.row(let a), .row(let b)), (.detail(let a), .detail(let b)),
      (.status(let a), .status(let b)):
      return a == b
    default: return false
    }
  }

  /// Hashes the kind of row and its item's ID.
  ///
  /// - Complexity: O(1), plus hashing the ID.
  @inlinable
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .row(let id):
      hasher.combine(0 as UInt8)
      hasher.combine(id)
    case .detail(let id):
      hasher.combine(1 as UInt8)
      hasher.combine(id)
    case .status(let id):
      hasher.combine(2 as UInt8)
      hasher.combine(id)
    }
  }
}

/// What a data source shows in one row while a stage of ``ListController/update(to:)`` is applied.
///
/// It holds everything a row draws (content, indentation, disclosure, detail and check state), so
/// that the diff reloads a row whenever any of it changes.
///
/// Stored compactly (the key as its item's ID and a byte for its kind, the flags in one byte, the
/// depth in 32 bits, a load failure out of line, as it is rare), so that a model of a million
/// rows is 48 bytes a row with `String` IDs and contents: a stage's data is built, copied and
/// freed in fewer cache lines, and the diff compares two rows' IDs in place.
public struct VisibleRowModel<ItemID: Hashable & Sendable, Content: Equatable & Sendable>:
  Diffable, Equatable, Sendable
{
  /// The ID of the row's item.
  @usableFromInline var _id: ItemID
  /// The kind of ``key``: 0 for a row, 1 for a detail, 2 for a status row.
  @usableFromInline var _kind: UInt8
  /// ``isExpanded``, ``isExpandable`` and ``isDetailOpen``, one bit each.
  @usableFromInline var _flags: UInt8
  /// ``checkMark``: 0 for none, otherwise 1 plus the mark's place in `CheckMark.allCases`.
  @usableFromInline var _mark: UInt8
  @usableFromInline var _depth: Int32
  /// The item's content.
  public var content: Content
  @usableFromInline var _failure: VisibleRowFailure?

  @usableFromInline static var expandedBit: UInt8 { 1 }
  @usableFromInline static var expandableBit: UInt8 { 2 }
  @usableFromInline static var detailOpenBit: UInt8 { 4 }

  @inlinable
  init(
    key: VisibleRowKey<ItemID>, content: Content, depth: Int, isExpanded: Bool,
    isExpandable: Bool, isDetailOpen: Bool, checkMark: CheckMark?, failure: String? = nil
  ) {
    (_id, _kind) = Self.parts(of: key)
    _flags =
      (isExpanded ? Self.expandedBit : 0) | (isExpandable ? Self.expandableBit : 0)
      | (isDetailOpen ? Self.detailOpenBit : 0)
    _mark = Self.markCode(checkMark)
    _depth = Int32(truncatingIfNeeded: depth)
    self.content = content
    _failure = failure.map(VisibleRowFailure.init)
  }

  @inlinable
  mutating func setFlag(_ bit: UInt8, _ value: Bool) {
    _flags = value ? _flags | bit : _flags & ~bit
  }

  /// The row's identity.
  @inlinable
  public var key: VisibleRowKey<ItemID> {
    get { _kind == 0 ? .row(_id) : _kind == 1 ? .detail(_id) : .status(_id) }
    set { (_id, _kind) = Self.parts(of: newValue) }
  }

  /// The item's ID and the kind byte (see `_kind`) that store `key`.
  @inlinable
  static func parts(of key: VisibleRowKey<ItemID>) -> (ItemID, UInt8) {
    switch key {
    case .row(let id): (id, 0)
    case .detail(let id): (id, 1)
    case .status(let id): (id, 2)
    }
  }

  /// The indentation level.
  @inlinable
  public var depth: Int {
    get { Int(_depth) }
    set { _depth = Int32(truncatingIfNeeded: newValue) }
  }
  /// Whether the item is expanded (its disclosure indicator).
  @inlinable
  public var isExpanded: Bool {
    get { _flags & Self.expandedBit != 0 }
    set { setFlag(Self.expandedBit, newValue) }
  }
  /// Whether the item's row shows a disclosure indicator: it has children, a detail, or children
  /// to load (see ``VisibleRow/isExpandable``).
  @inlinable
  public var isExpandable: Bool {
    get { _flags & Self.expandableBit != 0 }
    set { setFlag(Self.expandableBit, newValue) }
  }
  /// Whether the item's detail row is open (see ``VisibleRow/isDetailOpen``).
  @inlinable
  public var isDetailOpen: Bool {
    get { _flags & Self.detailOpenBit != 0 }
    set { setFlag(Self.detailOpenBit, newValue) }
  }
  /// The check mark the row shows, or `nil` if it shows none (see
  /// ``ListController/checkMark(ofNode:)``).
  @inlinable
  public var checkMark: CheckMark? {
    get {
      switch _mark {
      case 1: .unchecked
      case 2: .checked
      case 3: .mixed
      default: nil
      }
    }
    set { _mark = Self.markCode(newValue) }
  }

  @inlinable
  static func markCode(_ mark: CheckMark?) -> UInt8 {
    switch mark {
    case nil: 0
    case .unchecked: 1
    case .checked: 2
    case .mixed: 3
    }
  }

  /// For a status row: why loading failed, or `nil` while it is loading.
  @inlinable
  public var failure: String? {
    get { _failure?.text }
    set { _failure = newValue.map(VisibleRowFailure.init) }
  }

  /// The row's identity, as the diff matches it.
  @inlinable
  public var diffID: VisibleRowKey<ItemID> { key }

  /// Whether `other` has this row's key, compared field by field without making either key.
  ///
  /// - Complexity: O(1), plus comparing the IDs.
  @inlinable
  public func hasSameDiffID(as other: Self) -> Bool {
    _kind == other._kind && _id == other._id
  }

  /// Whether the row shows what `other`, a row with the same key, shows: the key itself is not
  /// compared again.
  ///
  /// - Complexity: O(1), plus comparing the contents.
  @inlinable
  public func isContentEqual(to other: Self) -> Bool {
    content == other.content && _flags == other._flags && _depth == other._depth
      && _mark == other._mark && (_failure === other._failure || sameFailure(as: other))
  }

  /// Whether the two rows' load failures say the same; out of line, as failures are rare (an
  /// optional compared in line made the optimizer copy both rows whole for every comparison).
  @usableFromInline
  func sameFailure(as other: Self) -> Bool {
    _failure?.text == other._failure?.text
  }

  /// Whether two rows show the same thing.
  ///
  /// - Complexity: O(1), plus comparing the contents.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.hasSameDiffID(as: rhs) && lhs.isContentEqual(to: rhs)
  }
}

/// Why a status row's children failed to load, kept out of line in ``VisibleRowModel``.
@usableFromInline
final class VisibleRowFailure: Sendable {
  @usableFromInline let text: String

  @inlinable
  init(_ text: String) { self.text = text }
}

/// What a data source shows for one section while a stage of ``ListController/update(to:)`` is applied.
public struct VisibleSectionModel<
  SectionID: Hashable & Sendable, Content: Equatable & Sendable
>: Diffable, Equatable, Sendable {
  /// The section's ID.
  public var id: SectionID
  /// The header's content, if any.
  public var header: Content?
  /// The footer's content, if any.
  public var footer: Content?
  /// Whether the header collapses and expands the section (its disclosure indicator).
  public var isCollapsible: Bool

  @inlinable
  init(id: SectionID, header: Content?, footer: Content?, isCollapsible: Bool) {
    self.id = id
    self.header = header
    self.footer = footer
    self.isCollapsible = isCollapsible
  }

  /// The section's identity, as the diff matches it.
  @inlinable
  public var diffID: SectionID { id }

  /// Whether two sections show the same header and footer, with the same disclosure.
  ///
  /// - Complexity: O(1), plus comparing the contents.
  @inlinable
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.id == rhs.id && lhs.isCollapsible == rhs.isCollapsible && lhs.header == rhs.header
      && lhs.footer == rhs.footer
  }
}

extension ListController {
  /// The visible list as the diff sees it: sections with their visible rows.
  public typealias VisibleModel = [DiffSection<
    VisibleSectionModel<SectionID, Content>, VisibleRowModel<ItemID, Content>
  >]

  /// The visible sections and rows, as a data source shows them.
  ///
  /// One pass over the visible elements that reads each item in place. Without a filter or item
  /// options, whether an item is open is read from the rows themselves (its detail row or its
  /// first child follows its row), so no ID is looked up.
  ///
  /// - Complexity: O(*v*) for *v* visible elements.
  @inlinable
  public var visibleModel: VisibleModel {
    var result: VisibleModel = []
    result.reserveCapacity(numberOfSections)
    let readsOpenFromRows = filter == nil && !snapshot.hasItemOptions
    var elements = rows.elements.makeIterator()
    while let header = elements.next() {
      assert(header.kind == .header, "section \(result.count) starts with \(header.kind)")
      let count = rows.rowCount(inSection: header.index)
      // Each row is written once, in place, into storage of the section's exact size.
      let sectionRows = [VisibleRowModel<ItemID, Content>](unsafeUninitializedCapacity: count) {
        buffer, initialized in
        snapshot._nodes.withUnsafeBufferPointer { nodes in
          // The last row whose openness the next element tells, and its node; -1 when none.
          var pendingRow = -1
          var pendingNode = -1
          while initialized < count, let element = elements.next() {
            if pendingRow >= 0 {
              // Without options and a filter, an open item shows its detail row (if it has
              // one), then its children from node + 1; a closed one shows neither.
              let node = pendingNode
              if (element.kind == .detail && element.index == node)
                || (element.kind == .row && element.index == node + 1
                  && nodes[node]._childCount > 0)
              {
                buffer[pendingRow].isExpanded = true
                buffer[pendingRow].isDetailOpen = nodes[node].hasDetail
              }
              pendingRow = -1
            }
            buffer.initializeElement(
              at: initialized,
              to: rowModel(
                element, nodes: nodes, readsOpenFromRows: readsOpenFromRows,
                pending: &pendingRow, pendingNode: &pendingNode, at: initialized))
            initialized += 1
          }
        }
      }
      let footer = elements.next()
      assert(footer?.kind == .footer, "section \(header.index) does not end with its footer")
      let section = snapshot.sections[header.index]
      result.append(
        DiffSection(
          model: VisibleSectionModel(
            id: section.id, header: section.header, footer: section.footer,
            isCollapsible: section.isCollapsible),
          rows: sectionRows))
    }
    return result
  }

  /// The model of the row `element`, read from `nodes` in place.
  ///
  /// With `readsOpenFromRows`, an expandable item's row is made closed and its place (`row`)
  /// and node are left in `pending` and `pendingNode`, for the next element to tell whether it
  /// is open; otherwise the expansion state tells.
  @inlinable
  func rowModel(
    _ element: VisibleElement, nodes: UnsafeBufferPointer<ListSnapshot.Node>,
    readsOpenFromRows: Bool, pending: inout Int, pendingNode: inout Int, at row: Int
  ) -> VisibleRowModel<ItemID, Content> {
    // Stored fields only: a computed property of the node would copy the whole node first.
    let index = element.index
    let depth = Int(nodes[index]._depth)
    guard element.kind == .row else {
      let id = nodes[index].id
      let isDetail = element.kind == .detail
      return VisibleRowModel(
        key: isDetail ? .detail(id) : .status(id), content: nodes[index].content,
        depth: depth + 1, isExpanded: false, isExpandable: false,
        isDetailOpen: false, checkMark: nil, failure: isDetail ? nil : loadFailure(of: id))
    }
    // As Node.isExpandable: a detail, children, or children to load (only with item options).
    let isExpandable =
      nodes[index].hasDetail || nodes[index]._childCount > 0
      || (!readsOpenFromRows && nodes[index].options.contains(.childrenOnDemand))
    var isExpanded = false
    var isDetailOpen = false
    if isExpandable {
      if readsOpenFromRows {
        pending = row
        pendingNode = index
      } else {
        isExpanded = expansion.isExpanded(nodes[index].id)
        isDetailOpen = nodes[index].hasDetail && detailIsOpen(ofNode: index)
      }
    }
    return VisibleRowModel(
      key: .row(nodes[index].id), content: nodes[index].content, depth: depth,
      isExpanded: isExpanded, isExpandable: isExpandable, isDetailOpen: isDetailOpen,
      checkMark: checks == nil ? nil : checkMark(ofNode: index))
  }

  /// Shows a new snapshot and returns the staged batch updates that lead there.
  ///
  /// Expansion is kept by ID; IDs that no longer exist are dropped. The visible rows before and
  /// after are diffed: rows and sections are matched by ID, rows that show anything different
  /// (content, indentation, whether they can expand or are expanded, their detail or check
  /// state, see ``VisibleRowModel``) are reloaded, and moves are minimal. Apply the stages in order, each inside its own batch update,
  /// showing each stage's `data` while it applies (see ``ListDiff``). Set ``checks`` again if
  /// the checkable items changed.
  ///
  /// New data with the same sections and the same items in the same places, only some items'
  /// content changed, skips the diff: the rows are kept, the changed items' heights updated in
  /// place, and their rows reloaded in one stage. That stage's data is deferred (see
  /// ``ChangesetStage/init(changeset:deferredData:)``): it is ``visibleModel`` as it is right
  /// after this update, built in O(*v*) when read. Holding the stages while the controller
  /// changes again keeps the state they were made from alive beside it.
  ///
  /// - Returns: The stages, empty if nothing visible changed.
  /// - Complexity: Expected O(*v* + *m* log *m*) for *v* visible rows before and after, *m* of
  ///   them outside the equal leading and trailing runs of each section. When only content
  ///   changed: O(*n* + *v*' + *c* log *v*) for *n* items, *v*' visible rows after and *c*
  ///   changed items.
  @inlinable
  public mutating func update(to newSnapshot: ListSnapshot) -> StagedChangeset<VisibleModel> {
    // New data that only changes content (a refresh that renames items, say) keeps every ID in
    // its place: the rows, expansion and selection carry over, and only the changed rows are
    // patched and reloaded, without a diff.
    if filter == nil && loads.isEmpty && !snapshot.hasItemOptions && !newSnapshot.hasItemOptions,
      let changed = snapshot.changedContent(ifSameShapeAs: newSnapshot)
    {
      return updateContent(to: newSnapshot, changedNodes: changed)
    }
    return updateRebuildingRows(to: newSnapshot)
  }

  /// Shows `newSnapshot` by rebuilding the visible rows and diffing the visible model before and
  /// after: the general path of ``update(to:)``, which tests compare its shortcut with.
  ///
  /// - Complexity: Expected O(*v* + *m* log *m*), as ``update(to:)``.
  @inlinable
  package mutating func updateRebuildingRows(to newSnapshot: ListSnapshot)
    -> StagedChangeset<VisibleModel>
  {
    let old = visibleModel
    let oldItemCount = snapshot.itemCount
    // Pruned here, inlined into the caller, so that looking up every open ID runs specialized.
    let pruned = expansion.pruned(to: newSnapshot)
    replaceSnapshot(with: newSnapshot, pruned: pruned)
    if filter == nil && !newSnapshot.hasItemOptions {
      // The plain rows, built here so that they too are specialized for the caller's types.
      setRows(VisibleRows(snapshot: newSnapshot, expansion: expansion, measure: height))
    } else {
      rebuildRows()
    }
    // Inlined into the caller, the diff runs specialized for its ID and content types.
    let stages: StagedChangeset<VisibleModel>
    do {
      if _selection.isEmpty {
        // Nothing selected, so nothing reads the old rows after the diff: it takes them, and
        // the reload stage's data is the old model patched in place rather than a copy of it.
        stages = try ListDiff.staged(consuming: consume old, to: visibleModel, uniqueRowIDs: true)
        _selection.prune(candidates: [], where: { newSnapshot.nodeIndex(of: $0) == nil })
      } else {
        stages = try ListDiff.staged(from: old, to: visibleModel, uniqueRowIDs: true)
        pruneSelection(after: stages, from: old, oldItemCount: oldItemCount, in: newSnapshot)
      }
    } catch {
      // Snapshots reject duplicate IDs, so visible rows are unique by construction.
      preconditionFailure("visible rows must have unique IDs: \(error)")
    }
    return stages
  }

  /// Shows `newSnapshot`, which has the current snapshot's shape and differs from it only in the
  /// content of `changedNodes` (ascending): the rows stay, the changed items' heights are
  /// updated in place, and their rows are reloaded in one stage.
  ///
  /// - Complexity: O(*v*) for *v* visible rows (the new visible model), plus O(*c* log *v*) for
  ///   *c* changed items.
  @inlinable
  mutating func updateContent(to newSnapshot: ListSnapshot, changedNodes: [Int])
    -> StagedChangeset<VisibleModel>
  {
    // Same IDs in the same places: the expansion and the selection hold only IDs the snapshot
    // has, so neither loses any.
    replaceSnapshot(with: newSnapshot, pruned: expansion)
    _selection.prune(candidates: [], where: { newSnapshot.nodeIndex(of: $0) == nil })
    let reloaded = patchRows(ofChangedNodes: changedNodes)
    guard !reloaded.isEmpty else { return StagedChangeset() }
    // The stage's data is this controller's model, built only if it is read: an adapter that
    // shows its live state after the last batch never reads it, and building and freeing the
    // model would cost more than the rest of this update.
    let shown = self
    return StagedChangeset([
      ChangesetStage(
        changeset: Changeset(reloadedRows: reloaded), deferredData: { shown.visibleModel })
    ])
  }

  /// Gives the visible elements of `nodes` (ascending) the heights of their new content, and
  /// returns the index paths of those elements, in order.
  ///
  /// - Complexity: O(*c* log *v*) for *c* nodes and *v* visible elements.
  @usableFromInline
  mutating func patchRows(ofChangedNodes nodes: [Int]) -> [ListIndexPath] {
    var paths: [ListIndexPath] = []
    paths.reserveCapacity(nodes.count)
    for node in nodes {
      let section = snapshot.nodes[node].section
      // The item's own row, then its detail and status rows, without an array of kinds.
      for step in 0..<3 {
        let kind: VisibleElement.Kind = step == 0 ? .row : step == 1 ? .detail : .status
        guard let position = rows.position(ofNode: node, kind: kind, in: snapshot) else {
          continue
        }
        let element = rows.elements[position]
        let newHeight = height(element, snapshot)
        if newHeight != element.height { rows.setHeight(newHeight, atPosition: position) }
        paths.append(
          ListIndexPath(
            section: section, row: position - rows.headerPosition(ofSection: section) - 1))
      }
    }
    return paths
  }

  /// Removes the selected items that `newSnapshot` no longer has, recording them in
  /// ``ListSelection/removedByLastUpdate``.
  ///
  /// When every item had a row before the update, only the items whose rows the diff deleted
  /// (or whose section it reloaded) can be gone, so only those are looked up; otherwise every
  /// selected item is.
  ///
  /// - Complexity: O(*d* + *r*) for *d* rows deleted and *r* rows shown before when every item
  ///   was shown; O(*s*) for *s* selected items otherwise.
  @inlinable
  mutating func pruneSelection(
    after stages: StagedChangeset<VisibleModel>, from old: VisibleModel, oldItemCount: Int,
    in newSnapshot: ListSnapshot
  ) {
    let isGone = { (id: ItemID) in newSnapshot.nodeIndex(of: id) == nil }
    guard !_selection.isEmpty else {
      _selection.prune(candidates: [], where: isGone)
      return
    }
    var shownItems = 0
    for section in old {
      for row in section.rows {
        if case .row = row.key { shownItems += 1 }
      }
    }
    guard shownItems == oldItemCount else {
      _selection.prune(where: isGone)
      return
    }
    var candidates: [ItemID] = []
    var previous = old
    for stage in stages {
      // A reloaded section carries its row changes with it: any of its rows may be gone.
      for section in stage.changeset.deletedSections + stage.changeset.reloadedSections {
        for row in previous[section].rows {
          if case .row(let id) = row.key { candidates.append(id) }
        }
      }
      for path in stage.changeset.deletedRows {
        if case .row(let id) = previous[path.section].rows[path.row].key { candidates.append(id) }
      }
      previous = stage.data
    }
    _selection.prune(candidates: candidates, where: isGone)
  }

  /// Shows `newSnapshot` with `pruned`, the expansion pruned to it: loads and the filter brought
  /// up to date.
  ///
  /// The caller rebuilds the rows.
  @usableFromInline
  mutating func replaceSnapshot(with newSnapshot: ListSnapshot, pruned: Expansion) {
    snapshot = newSnapshot
    expansion = pruned
    searchIndex = nil
    // The filter first: what it opens or no longer opens decides which items wait for children.
    refreshFilter()
    dropStaleLoads()
    startPendingLoads()
  }

  /// Replaces the visible rows with `newRows`, built from the current snapshot and expansion.
  @usableFromInline
  mutating func setRows(_ newRows: VisibleRows) {
    rows = newRows
  }
}
