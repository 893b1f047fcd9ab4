extension ListController {
  /// Decides whether a move may happen: `true` lets it through.
  ///
  /// The engine asks it after its own checks, so it never sees a drop into an item's own subtree.
  public typealias MoveRule = @Sendable (MoveProposal<SectionID, ItemID>) -> Bool

  /// Moves items, each with its descendants, detail row and expansion, to `destination`.
  ///
  /// Several items move together and keep their list order; an item whose ancestor also moves
  /// goes with that ancestor. The engine refuses a drop into a moved item's own subtree, into an
  /// item whose children have not loaded, at an index outside the destination, and whatever
  /// `rule` rejects; a refused move changes nothing.
  ///
  /// ```swift
  /// let outcome = try controller.move(["b"], to: .firstChild(of: "a")) { proposal in
  ///   proposal.parent != "locked"
  /// }
  /// table.apply(outcome.changeset)
  /// undoStack.append(outcome.undo)
  /// ```
  ///
  /// Expansion, selection and the filter follow the items by ID. Set ``checks`` again if
  /// checkable items moved to another parent.
  ///
  /// - Parameters:
  ///   - ids: The items to move.
  ///   - destination: Where they go.
  ///   - rule: The app's rule, asked once with the resolved parent and index.
  /// - Returns: The batch update (moves, and deletes or inserts for rows hidden or shown), the
  ///   rows to refresh after it, and the undo.
  /// - Throws: ``MoveRefusal`` saying why the move is refused; nothing changes then.
  /// - Complexity: One item moved within its section, without a filter, item options or
  ///   children loaded on demand, moves in place: O((*s* + *w*) log *n* + *c* + *d*) for *s*
  ///   items between its old and new place, *w* in its subtree, *c* children of its old and new
  ///   parent and depth *d*. Otherwise O(*n* + *v*) for *n* items and *v* visible rows: the
  ///   snapshot is rebuilt in the new order and the visible rows before and after are matched.
  @discardableResult
  public mutating func move(
    _ ids: [ItemID], to destination: MoveDestination<SectionID, ItemID>, rule: MoveRule? = nil
  ) throws(MoveRefusal) -> MoveOutcome<SectionID, ItemID> {
    let roots = try moveRoots(ids)
    let place = try resolve(destination, moving: roots)
    if let rule {
      let proposal = MoveProposal(
        items: roots.map { snapshot.nodes[$0].id }, section: snapshot.sections[place.section].id,
        parent: place.parent.map { snapshot.nodes[$0].id }, index: place.index)
      guard rule(proposal) else { throw .rejectedByRule }
    }
    let placements = roots.indices.map {
      ListSnapshot.Placement(section: place.section, parent: place.parent, index: place.index + $0)
    }
    return relocate(roots, to: placements)
  }

  /// Whether moving `ids` to `destination` would be refused, and why.
  ///
  /// - Returns: `nil` when ``move(_:to:rule:)`` would carry out the move.
  /// - Complexity: O(*m* log *m* + *m* · *d* + *c*) for *m* items of depth *d* and *c* children
  ///   of the destination.
  public func refusal(
    moving ids: [ItemID], to destination: MoveDestination<SectionID, ItemID>,
    rule: MoveRule? = nil
  ) -> MoveRefusal? {
    do {
      let roots = try moveRoots(ids)
      let place = try resolve(destination, moving: roots)
      guard let rule else { return nil }
      let proposal = MoveProposal(
        items: roots.map { snapshot.nodes[$0].id }, section: snapshot.sections[place.section].id,
        parent: place.parent.map { snapshot.nodes[$0].id }, index: place.index)
      return rule(proposal) ? nil : .rejectedByRule
    } catch {
      return error
    }
  }

  /// Puts moved items back where a move took them from.
  ///
  /// - Parameter undo: The ``MoveOutcome/undo`` of the move.
  /// - Returns: The batch update, as for ``move(_:to:rule:)``; its ``MoveOutcome/undo`` redoes
  ///   the move.
  /// - Throws: ``MoveRefusal/unknownItem`` or ``MoveRefusal/unknownSection`` when new data
  ///   removed an item or section it needs; nothing changes then.
  /// - Complexity: O(*n* + *v*), as ``move(_:to:rule:)``.
  @discardableResult
  public mutating func undoMove(_ undo: MoveUndo<SectionID, ItemID>) throws(MoveRefusal)
    -> MoveOutcome<SectionID, ItemID>
  {
    var roots: [Int] = []
    var placements: [ListSnapshot.Placement] = []
    for place in undo.places {
      guard let node = snapshot.nodeIndex(of: place.item) else { throw .unknownItem }
      guard let section = snapshot.sectionIndex(of: place.section) else { throw .unknownSection }
      var parent: Int?
      if let id = place.parent {
        guard let index = snapshot.nodeIndex(of: id) else { throw .unknownItem }
        parent = index
      }
      roots.append(node)
      placements.append(.init(section: section, parent: parent, index: place.index))
    }
    let set = Set(roots)
    guard set.count == roots.count else { throw .intoOwnSubtree }
    for (root, placement) in zip(roots, placements) {
      if let parent = placement.parent, snapshot.isInside(parent, set) { throw .intoOwnSubtree }
      if let parent = snapshot.nodes[root].parent, set.contains(parent) { throw .intoOwnSubtree }
    }
    return relocate(roots, to: placements)
  }

  /// The node indexes of the items to move, in list order, without those whose ancestor moves.
  func moveRoots(_ ids: [ItemID]) throws(MoveRefusal) -> [Int] {
    guard !ids.isEmpty else { throw .noItems }
    var nodes = Set<Int>()
    for id in ids {
      guard let node = snapshot.nodeIndex(of: id) else { throw .unknownItem }
      nodes.insert(node)
    }
    let snapshot = self.snapshot
    let roots = nodes.filter { node in
      var current = snapshot.nodes[node].parent
      while let parent = current {
        if nodes.contains(parent) { return false }
        current = snapshot.nodes[parent].parent
      }
      return true
    }
    return roots.sorted {
      snapshot.elementKey(.row, node: $0) < snapshot.elementKey(.row, node: $1)
    }
  }

  /// The section, parent and index among the staying children that `destination` names.
  func resolve(_ destination: MoveDestination<SectionID, ItemID>, moving roots: [Int])
    throws(MoveRefusal) -> ListSnapshot.Placement
  {
    let moved = Set(roots)
    func node(_ id: ItemID) throws(MoveRefusal) -> Int {
      guard let node = snapshot.nodeIndex(of: id) else { throw .unknownItem }
      return node
    }
    func into(_ parent: Int, _ index: Int?) throws(MoveRefusal) -> ListSnapshot.Placement {
      guard !snapshot.isInside(parent, moved) else { throw .intoOwnSubtree }
      guard !snapshot.nodes[parent].needsChildren else { throw .childrenNotLoaded }
      let section = snapshot.nodes[parent].section
      let count = snapshot.staying(section: section, parent: parent, moved: moved).count
      let index = index ?? count
      guard index >= 0 && index <= count else { throw .indexOutOfRange }
      return ListSnapshot.Placement(section: section, parent: parent, index: index)
    }
    func beside(_ target: Int, after: Bool) throws(MoveRefusal) -> ListSnapshot.Placement {
      let record = snapshot.nodes[target]
      if let parent = record.parent, snapshot.isInside(parent, moved) { throw .intoOwnSubtree }
      let siblings = snapshot.staying(section: record.section, parent: record.parent, moved: [])
      var index = 0
      for sibling in siblings {
        if sibling == target { break }
        if !moved.contains(sibling) { index += 1 }
      }
      if after && !moved.contains(target) { index += 1 }
      return ListSnapshot.Placement(section: record.section, parent: record.parent, index: index)
    }
    switch destination {
    case .before(let id): return try beside(try node(id), after: false)
    case .after(let id): return try beside(try node(id), after: true)
    case .firstChild(let id): return try into(try node(id), 0)
    case .lastChild(let id): return try into(try node(id), nil)
    case .child(let id, let index): return try into(try node(id), index)
    case .section(let id, let index):
      guard let section = snapshot.sectionIndex(of: id) else { throw .unknownSection }
      let count = snapshot.staying(section: section, parent: nil, moved: moved).count
      guard index >= 0 && index <= count else { throw .indexOutOfRange }
      return ListSnapshot.Placement(section: section, parent: nil, index: index)
    }
  }

  /// Moves the subtrees of `roots` to `placements`, and builds the batch update from the rows
  /// shown before.
  mutating func relocate(_ roots: [Int], to placements: [ListSnapshot.Placement])
    -> MoveOutcome<SectionID, ItemID>
  {
    let (ids, undo, wasExpandable, oldDepths) = moveRecords(roots, to: placements)
    var changeset: Changeset
    var rebuilt = false
    if roots.count == 1, let inPlace = relocateInPlace(roots[0], to: placements[0]) {
      changeset = inPlace
    } else {
      let oldKeys = rowKeys()
      replaceSnapshot(with: snapshot.relocating(roots, to: placements), pruned: expansion)
      rebuildRows()
      changeset = Self.movesChangeset(from: oldKeys, to: rowKeys())
      rebuilt = true
    }
    var refreshed: [ListIndexPath] = []
    for (id, oldDepth) in zip(ids, oldDepths) {
      guard let node = snapshot.nodeIndex(of: id), snapshot.nodes[node].depth != oldDepth,
        let start = rows.position(ofNode: node, in: snapshot)
      else { continue }
      let end = rows.endOfDescendants(ofNode: node, in: snapshot)
      for position in start..<Swift.max(end, start + 1) {
        if let path = rows.indexPath(atPosition: position) { refreshed.append(path) }
      }
    }
    for (id, expandable) in wasExpandable {
      guard let node = snapshot.nodeIndex(of: id), snapshot.nodes[node].isExpandable != expandable,
        let path = indexPath(of: id)
      else { continue }
      refreshed.append(path)
    }
    refreshed = Array(Set(refreshed)).sorted()
    let snapshot = self.snapshot
    let newOrder = ids.sorted {
      guard let a = snapshot.nodeIndex(of: $0), let b = snapshot.nodeIndex(of: $1) else {
        return false
      }
      return a < b
    }
    var outcome = MoveOutcome(
      changeset: changeset, refreshedRows: refreshed, items: newOrder, undo: undo)
    outcome.rebuiltRows = rebuilt
    return outcome
  }

  /// What a move needs to know of the items before it: their IDs, the undo, whether each
  /// parent involved could expand, and each item's depth.
  func moveRecords(_ roots: [Int], to placements: [ListSnapshot.Placement]) -> (
    [ItemID], MoveUndo<SectionID, ItemID>, [ItemID: Bool], [Int]
  ) {
    let nodes = snapshot.nodes
    let ids = roots.map { nodes[$0].id }
    let undo = MoveUndo(
      places: roots.map { root in
        let node = nodes[root]
        return MoveUndo.Place(
          item: node.id, section: snapshot.sections[node.section].id,
          parent: node.parent.map { nodes[$0].id }, index: node.siblingIndex)
      })
    var touched = roots.compactMap { nodes[$0].parent }
    touched += placements.compactMap { $0.parent }
    var wasExpandable: [ItemID: Bool] = [:]
    for node in touched { wasExpandable[nodes[node].id] = nodes[node].isExpandable }
    return (ids, undo, wasExpandable, roots.map { nodes[$0].depth })
  }

  /// Moves one subtree in place (see ``Snapshot/rotating(_:to:)``) and updates only the visible
  /// rows of the nodes that changed place; `nil`, with nothing changed, when the list does not
  /// allow it (a filter, items with options or loaded on demand, a move across sections).
  ///
  /// - Complexity: O((*s* + *w*) log *n* + *c* + *d*) for *s* items between the old and new
  ///   place, *w* in the subtree, *c* children of the parents and depth *d*.
  mutating func relocateInPlace(_ root: Int, to placement: ListSnapshot.Placement) -> Changeset? {
    guard filter == nil, !snapshot.hasItemOptions, !snapshot.hasLoadedItems,
      snapshot.toggleAllNodes.isEmpty, placement.section == snapshot.nodes[root].section
    else { return nil }
    guard let rotation = snapshot.rotating(root, to: placement) else { return nil }
    searchIndex = nil
    let section = placement.section
    let nodes = snapshot.sections[section].nodes
    func position(ofNode node: Int) -> Int {
      guard node < nodes.upperBound else { return rows.footerPosition(ofSection: section) }
      let key = VisibleKey(
        VisibleElement.key(
          kind: .row, index: node, section: section, sectionStart: nodes.lowerBound))
      return rows.elements.seek { $0.maxFullKey >= key }.position
    }
    let first = position(ofNode: rotation.lower)
    let last = position(ofNode: rotation.upper)
    // The shown rows of the rewritten nodes: the subtree's, and those it passed over.
    var blockBefore: [VisibleElement] = []
    var passed: [VisibleElement] = []
    for element in rows.elements.elements(in: first..<last) {
      let moved = VisibleElement(
        kind: element.kind, index: rotation.moved(element.index), section: section,
        sectionStart: nodes.lowerBound, height: element.height)
      if element.index >= rotation.start && element.index < rotation.end {
        blockBefore.append(moved)
      } else {
        passed.append(moved)
      }
    }
    // Whether the subtree shows at its new place: its new parent's children show.
    let sectionOpen = !expansion.isCollapsed(section: snapshot.sections[section].id)
    var showsAfter = sectionOpen
    var current = snapshot.nodes[rotation.root].parent
    while let item = current, showsAfter {
      showsAfter = expansion.isExpanded(snapshot.nodes[item].id)
      current = snapshot.nodes[item].parent
    }
    var blockAfter: [VisibleElement] = []
    if showsAfter && !blockBefore.isEmpty {
      blockAfter = blockBefore
    } else if showsAfter {
      let width = rotation.end - rotation.start
      VisibleRows.appendRows(
        of: snapshot, nodes: rotation.root..<(rotation.root + width), section: section,
        sectionStart: nodes.lowerBound, expansion: expansion, height: height,
        to: &blockAfter)
    }
    let backward = rotation.target <= rotation.start
    if last > first { rows.remove(first..<last) }
    let elements = backward ? blockAfter + passed : passed + blockAfter
    if !elements.isEmpty { rows.insert(elements, at: first) }

    // One batch: the smaller of the two groups moves past the other; a subtree that hides or
    // shows is deleted or inserted.
    let offset = first - rows.headerPosition(ofSection: section) - 1
    func path(_ row: Int) -> ListIndexPath { ListIndexPath(section: section, row: offset + row) }
    let blockCount = blockBefore.count
    let passedCount = passed.count
    var changeset = Changeset()
    if !blockBefore.isEmpty && !blockAfter.isEmpty {
      guard blockCount > 0 && passedCount > 0 else { return changeset }
      let blockFrom = backward ? passedCount : 0
      let blockTo = backward ? 0 : passedCount
      let passedFrom = backward ? 0 : blockCount
      let passedTo = backward ? blockCount : 0
      if blockCount <= passedCount {
        changeset.movedRows = (0..<blockCount).map {
          Changeset.RowMove(from: path(blockFrom + $0), to: path(blockTo + $0))
        }
      } else {
        changeset.movedRows = (0..<passedCount).map {
          Changeset.RowMove(from: path(passedFrom + $0), to: path(passedTo + $0))
        }
      }
    } else if !blockBefore.isEmpty {
      let from = backward ? passedCount : 0
      changeset.deletedRows = (0..<blockCount).map { path(from + $0) }
    } else if !blockAfter.isEmpty {
      let to = backward ? 0 : passedCount
      changeset.insertedRows = (0..<blockAfter.count).map { path(to + $0) }
    }
    return changeset
  }
}
