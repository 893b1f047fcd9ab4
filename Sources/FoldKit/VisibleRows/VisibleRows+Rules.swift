/// What is visible, in one place: the rules the general row builder follows.
///
/// A section shows its header, then (unless it is collapsed) its top-level items, then its
/// footer. An item shows its row; beneath it, its detail row while the detail is open, then its
/// children while it is expanded. The detail of an ordinary item is open exactly when the item is
/// expanded; an item with ``ItemOptions/detailApart`` keeps a flag of its own. While a filter is
/// active only kept items (matches and their ancestors) have rows.
@usableFromInline
struct VisibleRowRules<S: Hashable & Sendable, I: Hashable & Sendable, C: Equatable & Sendable> {
  @usableFromInline let snapshot: Snapshot<S, I, C>
  @usableFromInline let expansion: ExpansionState<S, I>
  /// The filter's flags by node index while a filter is active; `nil` keeps every item.
  @usableFromInline let kept: [UInt8]?
  /// Where loading stands for open items whose children load on demand.
  @usableFromInline let loads: [I: LoadState<I>]
  /// Each element's height, asked with ``snapshot``.
  @usableFromInline let height: (VisibleElement, Snapshot<S, I, C>) -> Double

  @inlinable
  init(
    snapshot: Snapshot<S, I, C>, expansion: ExpansionState<S, I>, kept: [UInt8]?,
    loads: [I: LoadState<I>], height: @escaping (VisibleElement, Snapshot<S, I, C>) -> Double
  ) {
    self.snapshot = snapshot
    self.expansion = expansion
    self.kept = kept
    self.loads = loads
    self.height = height
  }

  @inlinable func isKept(_ node: Int) -> Bool {
    guard let kept else { return true }
    return node < kept.count && kept[node] & FilterFlags.kept != 0
  }

  /// The snapshot's nodes, read in place.
  @usableFromInline typealias Nodes = UnsafeBufferPointer<Snapshot<S, I, C>.Node>

  /// Whether item `node` is expanded; the filter's flags answer for the kept items it opened.
  ///
  /// The items a filter opened are exactly those it flagged, so for any other node of the
  /// filter's only the items opened otherwise need a look (none, often: no hashing then).
  @inlinable func isOpen(_ node: Int) -> Bool {
    snapshot._nodes.withUnsafeBufferPointer { isOpen(node, in: $0) }
  }

  /// ``isOpen(_:)``, reading single fields of `nodes` (the snapshot's) in place: reading a
  /// field of an array element through a computed property may copy the whole node, content
  /// and all.
  @inlinable func isOpen(_ node: Int, in nodes: Nodes) -> Bool {
    if let kept, node < kept.count {
      if kept[node] & FilterFlags.opened != 0 { return true }
      return !expansion.ownItems.isEmpty && expansion.isExpandedWithoutFilter(nodes[node].id)
    }
    return expansion.isExpanded(nodes[node].id)
  }

  /// Whether item `node`'s detail row shows beneath its row.
  @inlinable func showsDetail(_ node: Int) -> Bool {
    snapshot._nodes.withUnsafeBufferPointer { showsDetail(node, in: $0) }
  }

  /// ``showsDetail(_:)``, reading single fields of `nodes` (the snapshot's) in place.
  @inlinable func showsDetail(_ node: Int, in nodes: Nodes) -> Bool {
    guard nodes[node].hasDetail else { return false }
    return nodes[node].options.contains(.detailApart)
      ? expansion.isDetailOpen(nodes[node].id) : isOpen(node, in: nodes)
  }

  @inlinable func element(_ kind: VisibleElement.Kind, _ index: Int, section: Int) -> VisibleElement
  {
    if (kind == .header || kind == .footer) || !snapshot.isLoaded(index) {
      return builtElement(
        kind, index, section: section, sectionStart: snapshot._sections[section].nodes.lowerBound)
    }
    var element = snapshot.visibleElement(kind, node: index, height: 0)
    element.height = height(element, snapshot)
    return element
  }

  /// The element of `kind` for `index` as the snapshot was built (not a loaded item), with its
  /// height; `sectionStart` is the first node of section `section`.
  @inlinable func builtElement(
    _ kind: VisibleElement.Kind, _ index: Int, section: Int, sectionStart: Int
  ) -> VisibleElement {
    var element = VisibleElement(
      kind: kind, index: index, section: section, sectionStart: sectionStart, height: 0)
    element.height = height(element, snapshot)
    return element
  }

  /// Appends section `section`'s header, visible rows and footer.
  @inlinable func appendSection(_ section: Int, to buffer: inout [VisibleElement]) {
    buffer.append(element(.header, section, section: section))
    let record = snapshot.sections[section]
    if !expansion.isCollapsed(section: record.id) {
      appendRows(nodes: record.nodes, to: &buffer)
    }
    buffer.append(element(.footer, section, section: section))
  }

  /// Appends the visible rows of the kept items among the sibling subtrees in `nodes`.
  @inlinable func appendRows(nodes: Range<Int>, to buffer: inout [VisibleElement]) {
    var node = nodes.lowerBound
    while node < nodes.upperBound {
      let end = snapshot.nodes[node].subtreeEnd
      if isKept(node) {
        buffer.append(element(.row, node, section: snapshot.nodes[node].section))
        appendBeneath(node, to: &buffer)
      }
      node = end
    }
  }

  /// Appends what shows beneath item `node`'s row: its detail row, then its children.
  @inlinable func appendBeneath(_ node: Int, to buffer: inout [VisibleElement]) {
    if showsDetail(node) {
      buffer.append(element(.detail, node, section: snapshot.nodes[node].section))
    }
    appendChildren(node, to: &buffer)
  }

  /// Appends the rows of item `node`'s children if it is expanded, or its loading or error row
  /// while its children load on demand.
  @inlinable func appendChildren(_ node: Int, to buffer: inout [VisibleElement]) {
    let record = snapshot.nodes[node]
    guard expansion.isExpanded(record.id) else { return }
    if record.needsChildren {
      if loads[record.id] != nil {
        buffer.append(element(.status, node, section: record.section))
      }
      return
    }
    appendRows(nodes: snapshot.descendantRange(of: node), to: &buffer)
  }

  /// The whole visible sequence, built from the kept items in ascending node order (every
  /// item when `keptNodes` is `nil`).
  ///
  /// - Complexity: O(*s* + *k*) for *s* sections and *k* kept items when `keptNodes` is given.
  @inlinable func build(keptNodes: [Int]?) -> [VisibleElement] {
    guard let keptNodes else {
      var buffer: [VisibleElement] = []
      buffer.reserveCapacity(snapshot._nodes.count + 2 * snapshot._sections.count)
      for section in snapshot.sections.indices { appendSection(section, to: &buffer) }
      return buffer
    }
    assert(!snapshot.hasLoadedItems, "kept nodes list items in node order only without loads")
    return snapshot._nodes.withUnsafeBufferPointer { build(keptNodes: keptNodes, nodes: $0) }
  }

  /// The visible sequence built from the kept items `keptNodes`, in ascending node order, of a
  /// snapshot without loaded items, whose nodes `nodes` are read in place.
  ///
  /// An item's row, detail row and status row are the built kind (no loaded descendants), so
  /// their keys come from the section's first node directly.
  @inlinable func build(keptNodes: [Int], nodes: Nodes) -> [VisibleElement] {
    var buffer: [VisibleElement] = []
    buffer.reserveCapacity(keptNodes.count + 2 * snapshot._sections.count)
    var next = 0
    var stack: [(end: Int, showsChildren: Bool)] = []
    let checksLoads = !loads.isEmpty
    for section in snapshot._sections.indices {
      let range = snapshot._sections[section].nodes
      let start = range.lowerBound
      buffer.append(element(.header, section, section: section))
      let collapsed = expansion.isCollapsed(section: snapshot._sections[section].id)
      stack.removeAll(keepingCapacity: true)
      while next < keptNodes.count && keptNodes[next] < range.upperBound {
        let node = keptNodes[next]
        next += 1
        if collapsed { continue }
        while let top = stack.last, top.end <= node { stack.removeLast() }
        let visible = stack.last?.showsChildren ?? true
        if visible {
          buffer.append(builtElement(.row, node, section: section, sectionStart: start))
          if showsDetail(node, in: nodes) {
            buffer.append(builtElement(.detail, node, section: section, sectionStart: start))
          }
          // As Node.needsChildren, from stored fields.
          if checksLoads && nodes[node]._childCount == 0
            && nodes[node].options.contains(.childrenOnDemand)
          {
            let id = nodes[node].id
            if loads[id] != nil && expansion.isExpanded(id) {
              buffer.append(builtElement(.status, node, section: section, sectionStart: start))
            }
          }
        }
        // Only an item with descendants needs its expansion known; the filter's flags answer
        // for the items it opened.
        let subtreeEnd = Int(nodes[node]._subtreeEnd)
        guard subtreeEnd > node + 1 else { continue }
        stack.append((subtreeEnd, visible && isOpen(node, in: nodes)))
      }
      buffer.append(element(.footer, section, section: section))
    }
    return buffer
  }
}
