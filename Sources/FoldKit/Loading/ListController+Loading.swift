extension ListController {
  /// Takes the load requests and cancellations made since the last call, oldest first.
  ///
  /// Opening an item whose children load on demand (by a toggle, a selection, a key, or a new
  /// snapshot that keeps it open) makes a request; closing it before the children arrive cancels
  /// the request. The controller never waits: the app or view takes these events after each
  /// change, does the loading, and hands the result back.
  ///
  /// - Returns: The events, in the order they happened.
  /// - Complexity: O(1) amortized.
  public mutating func takeLoadEvents() -> [LoadEvent<ItemID>] {
    defer { loadEvents = [] }
    return loadEvents
  }

  /// Shows the children that a load request asked for, replacing the item's loading row.
  ///
  /// The children (with any descendants they carry) join the snapshot under the item, and the
  /// loading row gives way to their rows in one batch update, wherever the list has scrolled or
  /// changed meanwhile. Children that are themselves open and load on demand make new requests.
  /// An item whose load brings no children and that has no detail can no longer expand: it
  /// closes, and its row is reloaded so that its disclosure indicator goes.
  ///
  /// While a filter is active the new items are filtered like the rest: the new matches show,
  /// with their ancestors opened, except where the person (or an exclusive policy) closed an
  /// item or collapsed a section while filtered; those stay closed (see ``filter(where:)``).
  /// Nothing else changes. A request that is not current (the item closed, vanished or was
  /// retried) is dropped: nothing changes.
  ///
  /// - Parameters:
  ///   - children: The item's children.
  ///   - request: The request they answer.
  /// - Returns: The batch update (empty if the request was dropped or the item is hidden).
  /// - Throws: ``SnapshotError`` if a child's ID is already in the snapshot or repeats; nothing
  ///   changes then, and the request stays current.
  /// - Complexity: O(log *n* + *k* + *b*) for *k* new items and *b* items already loaded under
  ///   the same item of the snapshot as built; O(*n* + *v*) while a filter is active.
  @discardableResult
  public mutating func supplyChildren(
    _ children: [ListItem<ItemID, Content>], for request: LoadRequest<ItemID>
  ) throws(SnapshotError) -> Changeset {
    guard let node = currentLoad(request) else { return Changeset() }
    let position = rows.position(ofNode: node, kind: .status, in: snapshot)
    let path = position.flatMap { rows.indexPath(atPosition: $0) }
    let itemPath = rows.indexPath(ofNode: node, in: snapshot)
    let run = try snapshot.appendLoadedChildren(children, to: node)
    if snapshot.isLoaded(node) { rekeyLoadedRows(under: snapshot.anchor(ofLoaded: node)) }
    loads[request.item] = nil
    // Nothing to show beneath it any more: it closes, and its row reloads.
    let emptied = !snapshot.nodes[node].isExpandable
    if emptied { expansion.setExpanded(false, request.item) }
    if let searchText, searchIndex?.count == run.lowerBound {
      for index in run { searchIndex?.append(searchText(snapshot.nodes[index].content)) }
    }
    for index in run { startLoad(ofNode: index) }
    var changeset: Changeset
    if let current = filter {
      let nodes = snapshot.nodes
      let matches = current.matches + run.filter { current.predicate(nodes[$0].content) }
      changeset =
        applyFilter(
          matches: matches, predicate: current.predicate, query: current.query,
          memory: current.memory, isPartial: current.isPartial) ?? Changeset()
    } else {
      guard let position, let path else { return Changeset() }
      var buffer: [VisibleElement] = []
      rowRules.appendChildren(node, to: &buffer)
      rows.remove(position..<(position + 1))
      rows.insert(buffer, at: position)
      changeset = Changeset(deletedRows: [path])
      changeset.insertedRows = (0..<buffer.count).map {
        ListIndexPath(section: path.section, row: path.row + $0)
      }
    }
    if emptied, let itemPath, !changeset.deletedRows.contains(itemPath),
      !changeset.reloadedRows.contains(itemPath)
    {
      changeset.reloadedRows.append(itemPath)
      changeset.reloadedRows.sort()
    }
    return changeset
  }

  /// Gives the visible rows loaded under built item `anchor` the keys of their new ranks, after
  /// more children were loaded among them.
  ///
  /// - Complexity: O(*b* log *n*) for *b* visible rows loaded under `anchor`.
  mutating func rekeyLoadedRows(under anchor: Int) {
    guard let position = rows.position(ofNode: anchor, in: snapshot) else { return }
    let major = snapshot.elementKey(.status, node: anchor).key
    var index = position + 1
    let snapshot = self.snapshot
    for element in rows.elements.elements(in: index..<rows.elements.count) {
      if element.key < major || (element.key == major && element.minor == 0) {
        index += 1
        continue
      }
      guard element.key == major else { break }
      let key = snapshot.elementKey(element.kind, node: element.index)
      if key.minor != element.minor { rows.elements.update(at: index) { $0.minor = key.minor } }
      index += 1
    }
  }

  /// Shows that a load request failed: the loading row becomes an error row.
  ///
  /// Selecting the error row retries (``retryLoad(of:)``). A request that is not current is
  /// dropped.
  ///
  /// - Parameters:
  ///   - message: Why loading failed, for the error row.
  ///   - request: The request that failed.
  /// - Returns: The batch update: a reload of the status row, if it is visible.
  /// - Complexity: O(log *n*).
  @discardableResult
  public mutating func supplyFailure(_ message: String, for request: LoadRequest<ItemID>)
    -> Changeset
  {
    guard let node = currentLoad(request) else { return Changeset() }
    loads[request.item] = .failed(message)
    return reloadStatusRow(ofNode: node)
  }

  /// Asks again for the children of an item whose last load failed; its error row becomes a
  /// loading row.
  ///
  /// - Returns: The batch update: a reload of the status row (empty if the item's last load
  ///   did not fail).
  /// - Complexity: O(log *n*).
  @discardableResult
  public mutating func retryLoad(of id: ItemID) -> Changeset {
    guard case .failed = loads[id], let node = snapshot.nodeIndex(of: id) else {
      return Changeset()
    }
    loads[id] = nil
    startLoad(ofNode: node)
    return reloadStatusRow(ofNode: node)
  }

  /// Why the last load of the item with `id` failed, or `nil` if it did not fail.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func loadFailure(of id: ItemID) -> String? {
    guard case .failed(let message) = loads[id] else { return nil }
    return message
  }

  /// The node of the item `request` asks for, if the request is still current.
  func currentLoad(_ request: LoadRequest<ItemID>) -> Int? {
    guard case .loading(let current) = loads[request.item], current == request,
      let node = snapshot.nodeIndex(of: request.item)
    else { return nil }
    return node
  }

  /// The reload of item `node`'s status row, if it is visible.
  func reloadStatusRow(ofNode node: Int) -> Changeset {
    guard let path = rows.indexPath(ofNode: node, kind: .status, in: snapshot) else {
      return Changeset()
    }
    return Changeset(reloadedRows: [path])
  }

  /// Requests the children of item `node` if it is open, waits for them, and has no request.
  mutating func startLoad(ofNode node: Int) {
    let record = snapshot.nodes[node]
    guard record.needsChildren, loads[record.id] == nil, expansion.isExpanded(record.id) else {
      return
    }
    let request = LoadRequest(item: record.id, serial: nextLoadSerial)
    nextLoadSerial += 1
    loads[record.id] = .loading(request)
    loadEvents.append(.request(request))
  }

  /// Forgets the load of the item with `id`, cancelling its request if one is out.
  mutating func cancelLoad(of id: ItemID) {
    guard let state = loads.removeValue(forKey: id) else { return }
    if case .loading(let request) = state { loadEvents.append(.cancel(request)) }
  }

  /// Requests the children of every open item that waits for them.
  ///
  /// - Complexity: O(*e*) for *e* expanded items.
  mutating func startPendingLoads() {
    guard snapshot.hasItemOptions else { return }
    for id in expansion.expandedIDs {
      if let node = snapshot.nodeIndex(of: id) { startLoad(ofNode: node) }
    }
  }

  /// Cancels the loads of items that vanished, closed, or no longer wait for children.
  mutating func dropStaleLoads() {
    for id in Array(loads.keys) {
      guard let node = snapshot.nodeIndex(of: id), snapshot.nodes[node].needsChildren,
        expansion.isExpanded(id)
      else {
        cancelLoad(of: id)
        continue
      }
    }
  }

  /// Traps unless every open item that waits for children has a load state, and no other
  /// item has one.
  ///
  /// - Complexity: O(*e* + *l*) for *e* expanded items and *l* load states.
  package func checkLoadInvariants() {
    for (id, _) in loads {
      guard let node = snapshot.nodeIndex(of: id) else {
        preconditionFailure("load state for vanished item \(id)")
      }
      precondition(snapshot.nodes[node].needsChildren, "load state for loaded item \(id)")
      precondition(expansion.isExpanded(id), "load state for closed item \(id)")
    }
    for id in expansion.expandedIDs {
      guard let node = snapshot.nodeIndex(of: id), snapshot.nodes[node].needsChildren else {
        continue
      }
      precondition(loads[id] != nil, "open item \(id) waits for children without a request")
    }
  }
}
