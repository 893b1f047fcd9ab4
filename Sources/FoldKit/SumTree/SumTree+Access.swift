extension SumTree {
  /// The element at `position`.
  ///
  /// - Parameter position: A position in `0..<count`.
  /// - Precondition: `0 <= position < count`.
  /// - Complexity: O(log *n*), where *n* is ``count``.
  @inlinable
  public subscript(position: Int) -> Element {
    guard var node = _root, position >= 0, position < node._count else {
      preconditionFailure("position \(position) not in 0..<\(count)")
    }
    var offset = position
    while node._height > 0 {
      let (index, inner) = node.childIndex(containing: offset)
      offset = inner
      node = node._slots[index].node
    }
    return node._elements[offset]
  }

  /// The summary of the elements before `position`, that is of `0..<position`.
  ///
  /// - Parameter position: A position in `0...count`.
  /// - Returns: `.zero` for 0, ``summary`` for ``count``.
  /// - Precondition: `0 <= position <= count`.
  /// - Complexity: O(log *n*) summary additions, where *n* is ``count``.
  @inlinable
  public func summary(upTo position: Int) -> Element.Summary {
    precondition(position >= 0 && position <= count, "position \(position) not in 0...\(count)")
    guard var node = _root else { return .zero }
    if position == node._count { return node._summary }
    var total = Element.Summary.zero
    var offset = position
    while node._height > 0 {
      var index = 0
      node._slots.withUnsafeBufferPointer { slots in
        while offset >= slots[index].count {
          offset -= slots[index].count
          total.add(slots[index].summary)
          index += 1
        }
      }
      node = node._slots[index].node
    }
    node._elements.withUnsafeBufferPointer { elements in
      for index in 0..<offset { total.add(elements[index].summary) }
    }
    return total
  }

  /// The summary of the elements in `range`, in order.
  ///
  /// - Parameter range: A range of positions within `0...count`.
  /// - Returns: `.zero` for an empty range.
  /// - Precondition: `range` lies within `0...count`.
  /// - Complexity: O(log *n*) summary additions, where *n* is ``count``.
  @inlinable
  public func summary(of range: Range<Int>) -> Element.Summary {
    precondition(
      range.lowerBound >= 0 && range.upperBound <= count,
      "range \(range) not within 0..<\(count)")
    var total = Element.Summary.zero
    guard let root = _root, !range.isEmpty else { return total }
    Self.addSummary(of: root, in: range, to: &total)
    return total
  }

  /// Adds the summary of `node`'s elements at `range` (relative to the node) to `total`.
  @inlinable
  internal static func addSummary(
    of node: Node, in range: Range<Int>, to total: inout Element.Summary
  ) {
    if range.lowerBound == 0 && range.upperBound == node._count {
      total.add(node._summary)
      return
    }
    if node.isLeaf {
      for index in range { total.add(node._elements[index].summary) }
      return
    }
    var start = 0
    for index in node._slots.indices {
      let end = start + node._slots[index].count
      if end > range.lowerBound {
        if start >= range.upperBound { break }
        let lower = Swift.max(range.lowerBound, start) - start
        let upper = Swift.min(range.upperBound, end) - start
        if lower == 0 && upper == end - start {
          total.add(node._slots[index].summary)
        } else {
          addSummary(of: node._slots[index].node, in: lower..<upper, to: &total)
        }
      }
      start = end
    }
  }
}
