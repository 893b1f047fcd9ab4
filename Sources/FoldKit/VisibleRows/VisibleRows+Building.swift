extension VisibleRows {
  /// Appends section `section`'s header, visible rows and footer to `buffer`.
  @inlinable
  static func appendSection<S, I, C>(
    _ section: Int, of snapshot: Snapshot<S, I, C>, expansion: ExpansionState<S, I>,
    height: (VisibleElement, Snapshot<S, I, C>) -> Double, to buffer: inout [VisibleElement]
  ) {
    let nodes = snapshot._sections[section].nodes
    let start = nodes.lowerBound
    var header = VisibleElement(
      kind: .header, index: section, section: section, sectionStart: start, height: 0)
    header.height = height(header, snapshot)
    buffer.append(header)
    if expansion.collapsedSections.isEmpty
      || !expansion.isCollapsed(section: snapshot._sections[section].id)
    {
      appendRows(
        of: snapshot, nodes: nodes, section: section, sectionStart: start, expansion: expansion,
        height: height, to: &buffer)
    }
    var footer = VisibleElement(
      kind: .footer, index: section, section: section, sectionStart: start, height: 0)
    footer.height = height(footer, snapshot)
    buffer.append(footer)
  }

  /// Appends the visible rows of the items in `nodes` (whole sibling subtrees, in pre-order) of
  /// section `section`, whose first node is `sectionStart`.
  ///
  /// Reads single fields of the stored nodes rather than copying them, and asks the expansion
  /// state only about items that can show something beneath them.
  @inlinable
  static func appendRows<S, I, C>(
    of snapshot: Snapshot<S, I, C>, nodes: Range<Int>, section: Int, sectionStart: Int,
    expansion: ExpansionState<S, I>, height: (VisibleElement, Snapshot<S, I, C>) -> Double,
    to buffer: inout [VisibleElement]
  ) {
    let anyExpanded = !expansion.hasNoExpandedItems
    // Through a buffer pointer: where this code is not specialized (a caller generic over the
    // snapshot's types), reading a field of `snapshot._nodes[node]` copies the whole node,
    // retaining and releasing its ID and content, where the pointer reads the field in place.
    snapshot._nodes.withUnsafeBufferPointer { stored in
      var node = nodes.lowerBound
      while node < nodes.upperBound {
        var row = VisibleElement(
          kind: .row, index: node, section: section, sectionStart: sectionStart, height: 0)
        row.height = height(row, snapshot)
        buffer.append(row)
        let end = Int(stored[node]._subtreeEnd)
        // As Node.isExpandable, from stored fields: a computed property would copy the node.
        if anyExpanded
          && (stored[node].hasDetail || stored[node]._childCount > 0
            || stored[node].options.contains(.childrenOnDemand))
          && expansion.isExpanded(stored[node].id)
        {
          appendDescendants(
            ofNode: node, end: end, section: section, sectionStart: sectionStart, of: snapshot,
            expansion: expansion, height: height, to: &buffer)
        }
        node = end
      }
    }
  }

  /// Appends what an expanded item shows beneath its row: its detail row, then its children.
  @inlinable
  static func appendDescendants<S, I, C>(
    ofNode node: Int, of snapshot: Snapshot<S, I, C>, expansion: ExpansionState<S, I>,
    height: (VisibleElement, Snapshot<S, I, C>) -> Double, to buffer: inout [VisibleElement]
  ) {
    let section = snapshot._nodes[node].section
    appendDescendants(
      ofNode: node, end: snapshot._nodes[node].subtreeEnd, section: section,
      sectionStart: snapshot._sections[section].nodes.lowerBound, of: snapshot,
      expansion: expansion, height: height, to: &buffer)
  }

  /// Appends the detail row and visible children of node `node` of section `section`, whose
  /// subtree ends at `end`.
  @inlinable
  static func appendDescendants<S, I, C>(
    ofNode node: Int, end: Int, section: Int, sectionStart: Int, of snapshot: Snapshot<S, I, C>,
    expansion: ExpansionState<S, I>, height: (VisibleElement, Snapshot<S, I, C>) -> Double,
    to buffer: inout [VisibleElement]
  ) {
    if snapshot._nodes[node].hasDetail {
      var detail = VisibleElement(
        kind: .detail, index: node, section: section, sectionStart: sectionStart, height: 0)
      detail.height = height(detail, snapshot)
      buffer.append(detail)
    }
    appendRows(
      of: snapshot, nodes: (node + 1)..<end, section: section, sectionStart: sectionStart,
      expansion: expansion, height: height, to: &buffer)
  }
}
