extension VisibleRows {
  /// Appends section `section`'s header, visible rows and footer to `buffer`.
  static func appendSection<S, I, C>(
    _ section: Int, of snapshot: Snapshot<S, I, C>, expansion: ExpansionState<S, I>,
    height: (VisibleElement) -> Double, to buffer: inout [VisibleElement]
  ) {
    let record = snapshot.sections[section]
    let start = record.nodes.lowerBound
    var header = VisibleElement(
      kind: .header, index: section, section: section, sectionStart: start, height: 0)
    header.height = height(header)
    buffer.append(header)
    if !expansion.isCollapsed(section: record.id) {
      appendRows(
        of: snapshot, nodes: record.nodes, expansion: expansion, height: height, to: &buffer)
    }
    var footer = VisibleElement(
      kind: .footer, index: section, section: section, sectionStart: start, height: 0)
    footer.height = height(footer)
    buffer.append(footer)
  }

  /// Appends the visible rows of the items in `nodes` (whole sibling subtrees, in pre-order).
  static func appendRows<S, I, C>(
    of snapshot: Snapshot<S, I, C>, nodes: Range<Int>, expansion: ExpansionState<S, I>,
    height: (VisibleElement) -> Double, to buffer: inout [VisibleElement]
  ) {
    var node = nodes.lowerBound
    while node < nodes.upperBound {
      let record = snapshot.nodes[node]
      let start = snapshot.sections[record.section].nodes.lowerBound
      var row = VisibleElement(
        kind: .row, index: node, section: record.section, sectionStart: start, height: 0)
      row.height = height(row)
      buffer.append(row)
      if expansion.isExpanded(record.id) {
        appendDescendants(
          ofNode: node, of: snapshot, expansion: expansion, height: height, to: &buffer)
      }
      node = record.subtreeEnd
    }
  }

  /// Appends what an expanded item shows beneath its row: its detail row, then its children.
  static func appendDescendants<S, I, C>(
    ofNode node: Int, of snapshot: Snapshot<S, I, C>, expansion: ExpansionState<S, I>,
    height: (VisibleElement) -> Double, to buffer: inout [VisibleElement]
  ) {
    let record = snapshot.nodes[node]
    if record.hasDetail {
      let start = snapshot.sections[record.section].nodes.lowerBound
      var detail = VisibleElement(
        kind: .detail, index: node, section: record.section, sectionStart: start, height: 0)
      detail.height = height(detail)
      buffer.append(detail)
    }
    appendRows(
      of: snapshot, nodes: (node + 1)..<record.subtreeEnd, expansion: expansion, height: height,
      to: &buffer)
  }
}
