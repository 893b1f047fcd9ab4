extension VisibleRows {
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
  internal func position(ofKey key: VisibleKey) -> Int? {
    let found = elements.seek { $0.maxFullKey >= key }
    guard found.position < elements.count, elements[found.position].fullKey == key else {
      return nil
    }
    return found.position
  }

  /// The position of item `node`'s row (or detail row), or `nil` if it is hidden.
  ///
  /// - Complexity: O(log *n*).
  @inlinable
  public func position<S, I, C>(
    ofNode node: Int, kind: VisibleElement.Kind = .row, in snapshot: Snapshot<S, I, C>
  ) -> Int? {
    position(ofKey: snapshot.elementKey(kind, node: node))
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
    let end = snapshot.descendantsEndKey(of: node)
    return elements.seek { $0.maxFullKey > end }.position
  }

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
}
