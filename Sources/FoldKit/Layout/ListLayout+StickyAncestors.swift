extension ListLayout {
  /// The rows to pin at the top of the visible area at a content offset: the section header
  /// (in the plain style, see ``floatingHeader(atOffset:)``), then the chain of ancestors of
  /// the row at the top, each with the frame where it is drawn.
  ///
  /// Level by level, the row under the bottom of what is pinned so far names the ancestor at
  /// that depth; the ancestor is pinned when its own row has scrolled above that line while
  /// rows of its subtree are still below it. Its frame sits right beneath the rows pinned above
  /// it, pushed up by the end of its subtree as its next sibling arrives, as a plain table's
  /// section headers are pushed by the next section.
  ///
  /// - Parameters:
  ///   - offset: The content offset; by default ``contentOffset``.
  ///   - limit: The most ancestor rows to pin (the header does not count).
  /// - Returns: The pinned elements from the top, with their drawn frames in content
  ///   coordinates.
  /// - Complexity: O(*l* · (log *n* + *d*)) for *l* levels pinned, depth *d* and *n* visible
  ///   elements.
  public func stickyAncestors(atOffset offset: Double? = nil, limit: Int) -> [LayoutElement] {
    let rows = controller.rows
    let snapshot = controller.snapshot
    let top = (offset ?? contentOffset) + metrics.contentInsets.top
    guard top < contentHeight, top >= 0, rows.sectionCount > 0 else { return [] }
    var result: [LayoutElement] = []
    var cursor = top
    var section: Int?
    if let header = floatingHeader(atOffset: offset) {
      result.append(header)
      cursor = header.frame.maxY
      section = header.section
    }
    let elements = rows.elements
    for level in 0..<Swift.max(limit, 0) {
      guard cursor < contentHeight else { break }
      let position = elements.seek { $0.height > cursor }.position
      let element = elements[position]
      guard element.kind == .row || element.kind == .detail || element.kind == .status else {
        break
      }
      if let section, rows.section(atPosition: position) != section { break }
      var node = element.index
      guard snapshot.nodes[node].depth >= level else { break }
      while snapshot.nodes[node].depth > level, let parent = snapshot.nodes[node].parent {
        node = parent
      }
      guard let ancestor = rows.position(ofNode: node, in: snapshot) else { break }
      let natural = frame(atPosition: ancestor)
      guard natural.minY < cursor else { break }
      let end = rows.endOfDescendants(ofNode: node, in: snapshot)
      let endY = elements.summary(upTo: end).height
      guard end > ancestor + 1, endY > cursor else { break }
      let minY = Swift.min(cursor, endY - natural.height)
      result.append(
        LayoutElement(
          position: ancestor, element: elements[ancestor],
          section: rows.section(atPosition: ancestor),
          indexPath: rows.indexPath(atPosition: ancestor),
          frame: LayoutFrame(minY: minY, height: natural.height)))
      cursor = minY + natural.height
    }
    return result
  }
}
