/// The flattened sequence a table view shows, kept in a ``SumTree`` of ``VisibleElement``s.
///
/// Each section contributes its header, its visible rows and its footer. The tree's summaries
/// (section and row counts, heights, ordering keys) answer every positional question in
/// O(log *n*): index path ↔ element, item → index path, and offset ↔ element for the layout.
///
/// `VisibleRows` holds positions only; it learns what is visible from a ``Snapshot`` and an
/// ``ExpansionState`` when it is built and when the list controller changes it.
public struct VisibleRows: Sendable {
  /// The elements, in list order.
  public private(set) var elements: SumTree<VisibleElement>

  /// Creates an empty sequence.
  ///
  /// - Complexity: O(1).
  public init() {
    elements = SumTree()
  }

  /// Creates the visible sequence of `snapshot` under `expansion`.
  ///
  /// - Parameters:
  ///   - snapshot: The data.
  ///   - expansion: Which items are expanded and which sections collapsed.
  ///   - height: The height of each element as it is created.
  /// - Complexity: O(*v*) for *v* visible elements, plus O(1) per hidden subtree skipped.
  public init<S, I, C>(
    snapshot: Snapshot<S, I, C>, expansion: ExpansionState<S, I>,
    height: (VisibleElement) -> Double = { _ in 0 }
  ) {
    var buffer: [VisibleElement] = []
    for section in snapshot.sections.indices {
      Self.appendSection(section, of: snapshot, expansion: expansion, height: height, to: &buffer)
    }
    elements = SumTree(buffer)
  }

  // MARK: Counts

  /// The number of sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var sectionCount: Int { elements.summary.sections }

  /// The number of rows in all sections.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var rowCount: Int { elements.summary.rows }

  /// The summed height of every element.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var totalHeight: Double { elements.summary.height }

  /// The number of rows in section `section`.
  ///
  /// - Precondition: `section` is in `0..<sectionCount`.
  /// - Complexity: O(log *n*).
  @inlinable
  public func rowCount(inSection section: Int) -> Int {
    precondition(
      section >= 0 && section < sectionCount,
      "section \(section) not in 0..<\(sectionCount)")
    let header = headerPosition(ofSection: section)
    let footer = footerPosition(ofSection: section)
    return footer - header - 1
  }

  /// The row counts of every section, in order.
  ///
  /// - Complexity: O(*s* log *n*) for *s* sections.
  public var rowCounts: [Int] {
    (0..<sectionCount).map(rowCount(inSection:))
  }

  // MARK: Positions

  /// The position of section `section`'s header element.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  public func headerPosition(ofSection section: Int) -> Int {
    elements.seek { $0.sections > section }.position
  }

  /// The position of section `section`'s footer element.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  public func footerPosition(ofSection section: Int) -> Int {
    elements.seek { $0.sections > section + 1 }.position - 1
  }

  /// The position of the element at `indexPath`.
  ///
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: O(log *n*).
  @inlinable
  public func position(of indexPath: ListIndexPath) -> Int {
    precondition(
      indexPath.section >= 0 && indexPath.section < sectionCount,
      "section \(indexPath.section) not in 0..<\(sectionCount)")
    let header = headerPosition(ofSection: indexPath.section)
    let count = footerPosition(ofSection: indexPath.section) - header - 1
    precondition(
      indexPath.row >= 0 && indexPath.row < count,
      "row \(indexPath.row) not in 0..<\(count), section \(indexPath.section)")
    return header + 1 + indexPath.row
  }

  /// The index path of the row element at `position`, or `nil` for a header or footer.
  ///
  /// - Complexity: O(log *n*).
  public func indexPath(atPosition position: Int) -> ListIndexPath? {
    let element = elements[position]
    guard element.isRow else { return nil }
    let before = elements.summary(upTo: position)
    let section = before.sections - 1
    let header = headerPosition(ofSection: section)
    return ListIndexPath(section: section, row: position - header - 1)
  }

  /// The section that the element at `position` belongs to.
  ///
  /// - Complexity: O(log *n*).
  public func section(atPosition position: Int) -> Int {
    elements.summary(upTo: position + 1).sections - 1
  }

  /// The element at `indexPath`.
  ///
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: O(log *n*).
  @inlinable
  public subscript(indexPath: ListIndexPath) -> VisibleElement {
    elements[position(of: indexPath)]
  }

  /// The position of the element with `key`, or `nil` if it is not visible.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  internal func position(ofKey key: UInt64) -> Int? {
    let found = elements.seek { $0.maxKey >= key }
    guard found.position < elements.count, elements[found.position].key == key else { return nil }
    return found.position
  }

  /// The position of item `node`'s row (or detail row), or `nil` if it is hidden.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  public func position<S, I, C>(
    ofNode node: Int, kind: VisibleElement.Kind = .row, in snapshot: Snapshot<S, I, C>
  ) -> Int? {
    let section = snapshot.nodes[node].section
    let key = VisibleElement.key(
      kind: kind, index: node, section: section,
      sectionStart: snapshot.sections[section].nodes.lowerBound)
    return position(ofKey: key)
  }

  /// The index path of item `node`'s row (or detail row), or `nil` if it is hidden.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  public func indexPath<S, I, C>(
    ofNode node: Int, kind: VisibleElement.Kind = .row, in snapshot: Snapshot<S, I, C>
  ) -> ListIndexPath? {
    guard let position = position(ofNode: node, kind: kind, in: snapshot) else { return nil }
    let section = snapshot.nodes[node].section
    return ListIndexPath(section: section, row: position - headerPosition(ofSection: section) - 1)
  }

  /// The position just past the visible descendants of item `node`.
  ///
  /// - Complexity: O(log *n*).
  func endOfDescendants<S, I, C>(ofNode node: Int, in snapshot: Snapshot<S, I, C>) -> Int {
    let section = snapshot.nodes[node].section
    let start = snapshot.sections[section].nodes.lowerBound
    let last = snapshot.nodes[node].subtreeEnd - 1
    let lastKey = VisibleElement.key(
      kind: .detail, index: last, section: section, sectionStart: start)
    return elements.seek { $0.maxKey > lastKey }.position
  }

  // MARK: Editing

  /// Inserts `newElements` at `position`.
  ///
  /// - Complexity: O(log *n* + *k*) for *k* new elements.
  mutating func insert(_ newElements: [VisibleElement], at position: Int) {
    elements.insert(contentsOf: newElements, at: position)
  }

  /// Removes the elements in `range`.
  ///
  /// - Complexity: O(log *n* + *k*) for *k* removed elements.
  mutating func remove(_ range: Range<Int>) {
    elements.removeSubrange(range)
  }

  /// Sets the height of the element at `position`.
  ///
  /// - Returns: The element as it was before the change.
  /// - Complexity: O(log *n*).
  @discardableResult
  public mutating func setHeight(_ height: Double, atPosition position: Int) -> VisibleElement {
    var old: VisibleElement?
    elements.update(at: position) {
      old = $0
      $0.height = height
    }
    guard let old else { preconditionFailure("position \(position) was not updated") }
    return old
  }

  // MARK: Building

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
