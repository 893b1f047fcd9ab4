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
  /// The kind of ``key``: a kind code of ``VisibleRowParts``.
  @usableFromInline var _kind: UInt8
  /// ``isExpanded``, ``isExpandable`` and ``isDetailOpen``, one bit each.
  @usableFromInline var _flags: UInt8
  /// ``checkMark``: 0 for none, otherwise 1 plus the mark's place in `CheckMark.allCases`.
  @usableFromInline var _mark: UInt8
  @usableFromInline var _depth: Int32
  /// The item's content.
  public var content: Content
  @usableFromInline var _failure: VisibleRowFailure?

  /// The row of `id`'s item that `parts` describe, showing `content`.
  @inlinable
  init(parts: VisibleRowParts, id: ItemID, content: Content, failure: String?) {
    _id = id
    _kind = parts.kind
    _flags = parts.flags
    _mark = parts.mark
    _depth = parts.depth
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
    get { VisibleRowKey(kindCode: _kind, id: _id) }
    set { (_id, _kind) = Self.parts(of: newValue) }
  }

  /// The item's ID and the kind byte (see `_kind`) that store `key`.
  @inlinable
  static func parts(of key: VisibleRowKey<ItemID>) -> (ItemID, UInt8) {
    switch key {
    case .row(let id): (id, VisibleRowParts.rowKind)
    case .detail(let id): (id, VisibleRowParts.detailKind)
    case .status(let id): (id, VisibleRowParts.statusKind)
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
    get { _flags & VisibleRowParts.expandedBit != 0 }
    set { setFlag(VisibleRowParts.expandedBit, newValue) }
  }
  /// Whether the item's row shows a disclosure indicator: it has children, a detail, or children
  /// to load (see ``VisibleRow/isExpandable``).
  @inlinable
  public var isExpandable: Bool {
    get { _flags & VisibleRowParts.expandableBit != 0 }
    set { setFlag(VisibleRowParts.expandableBit, newValue) }
  }
  /// Whether the item's detail row is open (see ``VisibleRow/isDetailOpen``).
  @inlinable
  public var isDetailOpen: Bool {
    get { _flags & VisibleRowParts.detailOpenBit != 0 }
    set { setFlag(VisibleRowParts.detailOpenBit, newValue) }
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
    set { _mark = VisibleRowParts.markCode(newValue) }
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
    snapshot._nodes.withUnsafeBufferPointer { nodes in
      visibleSections(VisibleRowModelMaker(nodes: nodes, loads: loads))
    }
  }

  /// The visible sections, each row made by `maker` from what the row shows beside its item's
  /// ID and content: the one pass behind ``visibleModel`` and the diff of ``update(to:)``.
  ///
  /// The maker is a type rather than a closure, so that each specialization makes its rows in
  /// line rather than through a call per row.
  ///
  /// - Parameter maker: Makes each row from its parts, in order, reading this controller's
  ///   snapshot's nodes.
  /// - Returns: The sections, in order, each with its rows.
  /// - Complexity: O(*v*) for *v* visible elements.
  @inlinable
  func visibleSections<Maker: VisibleRowMaker>(_ maker: Maker)
    -> [DiffSection<VisibleSectionModel<SectionID, Content>, Maker.Row>]
  where Maker.Node == ListSnapshot.Node {
    typealias Row = Maker.Row
    let nodes = maker.nodes
    var result: [DiffSection<VisibleSectionModel<SectionID, Content>, Row>] = []
    result.reserveCapacity(numberOfSections)
    let readsOpenFromRows = filter == nil && !snapshot.hasItemOptions
    var elements = rows.elements.makeIterator()
    while let header = elements.next() {
      assert(header.kind == .header, "section \(result.count) starts with \(header.kind)")
      let count = rows.rowCount(inSection: header.index)
      // Each row is written once, in place, into storage of the section's exact size.
      let sectionRows = [Row](unsafeUninitializedCapacity: count) { buffer, initialized in
        // An expandable item's row whose openness the next element tells waits here for it.
        var waiting: VisibleRowParts? = nil
        var read = 0
        while read < count, let element = elements.next() {
          read += 1
          if var parts = waiting {
            // Without options and a filter, an open item shows its detail row (if it has one),
            // then its children from node + 1; a closed one shows neither.
            let node = Int(parts.index)
            if (element.kind == .detail && element.index == node)
              || (element.kind == .row && element.index == node + 1
                && nodes[node]._childCount > 0)
            {
              parts.flags |=
                VisibleRowParts.expandedBit
                | (nodes[node].hasDetail ? VisibleRowParts.detailOpenBit : 0)
            }
            buffer.initializeElement(at: initialized, to: maker.row(parts))
            initialized += 1
            waiting = nil
          }
          let parts = rowParts(element, nodes: nodes, readsOpenFromRows: readsOpenFromRows)
          if readsOpenFromRows && parts.flags & VisibleRowParts.expandableBit != 0 {
            waiting = parts
          } else {
            buffer.initializeElement(at: initialized, to: maker.row(parts))
            initialized += 1
          }
        }
        // The section's last row: nothing of its item follows it, so it is closed.
        if let parts = waiting {
          buffer.initializeElement(at: initialized, to: maker.row(parts))
          initialized += 1
        }
      }
      let footer = elements.next()
      assert(footer?.kind == .footer, "section \(header.index) does not end with its footer")
      result.append(
        DiffSection(model: sectionModel(ofSection: header.index), rows: sectionRows))
    }
    return result
  }

  /// The model of section `index` (every section of the snapshot shows, as a header and a
  /// footer, so a visible section's index is its snapshot section's).
  ///
  /// - Complexity: O(1).
  @inlinable
  func sectionModel(ofSection index: Int) -> VisibleSectionModel<SectionID, Content> {
    let section = snapshot.sections[index]
    return VisibleSectionModel(
      id: section.id, header: section.header, footer: section.footer,
      isCollapsible: section.isCollapsible)
  }

  /// The model of the row at `indexPath`, as ``visibleModel`` has it.
  ///
  /// - Complexity: O(log *v*) for *v* visible elements, plus the item's expansion and check
  ///   state.
  @inlinable
  func rowModel(at indexPath: ListIndexPath) -> VisibleRowModel<ItemID, Content> {
    let element = rows.elements[rows.position(of: indexPath)]
    return snapshot._nodes.withUnsafeBufferPointer { nodes in
      VisibleRowModelMaker(nodes: nodes, loads: loads).row(
        rowParts(element, nodes: nodes, readsOpenFromRows: false))
    }
  }

  /// What the row `element` shows beside its item's ID and content, read from `nodes` in place.
  ///
  /// With `readsOpenFromRows`, an expandable item's row is made closed, for the element after it
  /// to tell whether it is open; otherwise the expansion state tells.
  @inlinable
  func rowParts(
    _ element: VisibleElement, nodes: UnsafeBufferPointer<ListSnapshot.Node>,
    readsOpenFromRows: Bool
  ) -> VisibleRowParts {
    // Stored fields only: a computed property of the node would copy the whole node first.
    let index = element.index
    let depth = Int32(nodes[index]._depth)
    guard element.kind == .row else {
      return VisibleRowParts(
        index: element._index,
        kind: element.kind == .detail ? VisibleRowParts.detailKind : VisibleRowParts.statusKind,
        flags: 0, mark: 0, depth: depth &+ 1)
    }
    // As Node.isExpandable: a detail, children, or children to load (only with item options).
    let isExpandable =
      nodes[index].hasDetail || nodes[index]._childCount > 0
      || (!readsOpenFromRows && nodes[index].options.contains(.childrenOnDemand))
    var flags: UInt8 = 0
    if isExpandable {
      flags = VisibleRowParts.expandableBit
      if !readsOpenFromRows {
        if expansion.isExpanded(nodes[index].id) { flags |= VisibleRowParts.expandedBit }
        if nodes[index].hasDetail && detailIsOpen(ofNode: index) {
          flags |= VisibleRowParts.detailOpenBit
        }
      }
    }
    return VisibleRowParts(
      index: element._index, kind: VisibleRowParts.rowKind, flags: flags,
      mark: checks == nil ? 0 : VisibleRowParts.markCode(checkMark(ofNode: index)), depth: depth)
  }

  /// Shows a new snapshot and returns the staged batch updates that lead there.
  ///
  /// Expansion is kept by ID; IDs that no longer exist are dropped. The visible rows before and
  /// after are diffed: rows and sections are matched by ID, rows that show anything different
  /// (content, indentation, whether they can expand or are expanded, their detail or check
  /// state, see ``VisibleRowModel``) are reloaded, and moves are minimal. Apply the stages in
  /// order, each inside its own batch update, showing each stage's `data` while it applies (see
  /// ``ListDiff``). Set ``checks`` again if the checkable items changed.
  ///
  /// The diff compares the rows where they are, in the old and new snapshots, without making a
  /// model of either. Each stage's data is deferred (see
  /// ``ChangesetStage/init(changeset:deferredData:)``) and built in O(*v*) when read: the last
  /// stage's is ``visibleModel`` as it is right after this update, and a reload stage's is the
  /// model before it with the reloaded sections and rows as they are after. An adapter that
  /// shows its live state during the last batch never builds that one. Holding the stages while
  /// the controller changes again keeps the state they were made from alive beside it. (While
  /// children are loading on demand, the models are built and diffed as they are.)
  ///
  /// New data with the same sections and the same items in the same places, only some items'
  /// content changed, skips the diff: the rows are kept, the changed items' heights updated in
  /// place, and their rows reloaded in one stage, whose data is deferred the same way.
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
  /// Without loads in progress, the diff compares rows in place in the two snapshots
  /// (``VisibleRowRef``), and each stage's data is deferred: the models are built only if read.
  ///
  /// - Complexity: Expected O(*v* + *m* log *m*), as ``update(to:)``.
  @inlinable
  package mutating func updateRebuildingRows(to newSnapshot: ListSnapshot)
    -> StagedChangeset<VisibleModel>
  {
    guard loads.isEmpty else { return updateDiffingModels(to: newSnapshot) }
    // What the stages' data is made from, if read.
    let before = withoutSelection
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
    let selects = !_selection.isEmpty
    let after = withoutSelection
    // Rows are compared where they are, in the two snapshots' nodes: the models the diff reads
    // are plain data, built without copying an ID or a content and freed at once.
    let (plan, candidates) = before.snapshot._nodes.withUnsafeBufferPointer { oldNodes in
      after.snapshot._nodes.withUnsafeBufferPointer { newNodes in
        let old = before.visibleSections(VisibleRowRefMaker(nodes: oldNodes))
        let new = after.visibleSections(VisibleRowRefMaker(nodes: newNodes))
        let plan: DiffPlan
        do throws(DiffError) {
          plan = DiffPlanner.plan(try ListDiff.match(old, new, uniqueRowIDs: true))
        } catch {
          // Snapshots reject duplicate IDs, so visible rows are unique by construction.
          preconditionFailure("visible rows must have unique IDs: \(error)")
        }
        guard selects else { return (plan, [ItemID]?.none) }
        // Stage 1 of two only reloads, so its data has the old rows' IDs in their old places.
        let previous = plan.changesets.dropFirst().map { _ in plan.hasReloadStage ? old : new }
        return (
          plan,
          Self.removedItems(
            by: plan.changesets, from: old, then: previous, oldItemCount: oldItemCount,
            id: {
              $0.parts.kind == VisibleRowParts.rowKind ? $0.nodes[Int($0.parts.index)].id : nil
            }
          )
        )
      }
    }
    pruneSelection(candidates: candidates, in: newSnapshot)
    guard plan.hasReloadStage else {
      return StagedChangeset(
        plan.changesets.map { ChangesetStage(changeset: $0, deferredData: { after.visibleModel }) })
    }
    // The reload stage shows the old model with the reloaded sections and rows as they are now.
    let sections = plan.refreshedSections.map { (old: $0, new: plan.refreshedSectionTarget($0)) }
    let rows = plan.refreshedRows
    return StagedChangeset([
      ChangesetStage(
        changeset: plan.changesets[0],
        deferredData: { [before] in
          var model = before.visibleModel
          for (old, new) in sections { model[old].model = after.sectionModel(ofSection: new) }
          for (old, new) in rows {
            model[DiffPath.section(old)].rows[DiffPath.row(old)] = after.rowModel(
              at: DiffPath.unpack(new))
          }
          return model
        }),
      ChangesetStage(changeset: plan.changesets[1], deferredData: { after.visibleModel }),
    ])
  }

  /// This controller without its selection: what a stage's deferred data is made from.
  ///
  /// The selection is not part of the data, and a copy holding it would make pruning it copy it.
  ///
  /// - Complexity: O(1).
  @inlinable
  var withoutSelection: Self {
    var copy = self
    copy._selection = ListSelection(mode: _selection.mode)
    return copy
  }

  /// ``updateRebuildingRows(to:)`` while loads are in progress: their status rows show load
  /// failures, which only the visible model holds, so the diff reads the whole models.
  ///
  /// - Complexity: Expected O(*v* + *m* log *m*), as ``update(to:)``.
  @inlinable
  mutating func updateDiffingModels(to newSnapshot: ListSnapshot) -> StagedChangeset<VisibleModel> {
    let old = visibleModel
    let oldItemCount = snapshot.itemCount
    replaceSnapshot(with: newSnapshot, pruned: expansion.pruned(to: newSnapshot))
    rebuildRows()
    let stages: StagedChangeset<VisibleModel>
    do {
      stages = try ListDiff.staged(from: old, to: visibleModel, uniqueRowIDs: true)
    } catch {
      preconditionFailure("visible rows must have unique IDs: \(error)")
    }
    let candidates =
      _selection.isEmpty
      ? nil
      : Self.removedItems(
        by: stages.map { $0.changeset }, from: old, then: stages.dropLast().map { $0.data },
        oldItemCount: oldItemCount,
        id: { if case .row(let id) = $0.key { id } else { nil } })
    pruneSelection(candidates: candidates, in: newSnapshot)
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
  /// ``ListSelection/removedByLastUpdate``: only `candidates` are looked up, or every selected
  /// item when `candidates` is `nil`.
  ///
  /// - Complexity: O(*k*) for *k* candidates; O(*s*) for *s* selected items without them.
  @inlinable
  mutating func pruneSelection(candidates: [ItemID]?, in newSnapshot: ListSnapshot) {
    let isGone = { (id: ItemID) in newSnapshot.nodeIndex(of: id) == nil }
    if let candidates {
      _selection.prune(candidates: candidates, where: isGone)
    } else {
      _selection.prune(where: isGone)
    }
  }

  /// The items whose rows `changesets` delete, or whose sections they delete or reload.
  ///
  /// When every item had a row before the update, these are the only items it can have removed.
  ///
  /// - Parameters:
  ///   - changesets: The stages' changesets, in order.
  ///   - old: The model before the update: the one the first changeset applies to.
  ///   - previous: For each later changeset, the model it applies to.
  ///   - oldItemCount: The number of items before the update.
  ///   - id: The item of an item's own row; `nil` for other rows.
  /// - Returns: The items, or `nil` when some item had no row before the update.
  /// - Complexity: O(*d* + *r*) for *d* rows deleted and *r* rows in the old model.
  @inlinable
  static func removedItems<Section: Diffable, Row: Diffable>(
    by changesets: [Changeset], from old: [DiffSection<Section, Row>],
    then previous: [[DiffSection<Section, Row>]], oldItemCount: Int, id: (Row) -> ItemID?
  ) -> [ItemID]? {
    var shownItems = 0
    for section in old {
      for row in section.rows where id(row) != nil { shownItems += 1 }
    }
    guard shownItems == oldItemCount else { return nil }
    var candidates: [ItemID] = []
    for (changeset, model) in zip(changesets, [old] + previous) {
      // A reloaded section carries its row changes with it: any of its rows may be gone.
      for section in changeset.deletedSections + changeset.reloadedSections {
        for row in model[section].rows {
          if let item = id(row) { candidates.append(item) }
        }
      }
      for path in changeset.deletedRows {
        if let item = id(model[path.section].rows[path.row]) { candidates.append(item) }
      }
    }
    return candidates
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
