extension SumTree {
  /// Finds the first position whose running summary passes a threshold.
  ///
  /// The running summary at position *i* is the summary of elements `0...i`, inclusive. The
  /// result is the first *i* for which `isPast` returns `true` on it, together with the summary
  /// of the elements before *i*. When `isPast` never returns `true`, the result is ``count`` and
  /// the whole ``summary``.
  ///
  /// ```swift
  /// let kth = tree.seek { $0.rows > k }.position          // the k-th row
  /// let (row, above) = tree.seek { $0.height > y }        // the row covering offset y
  /// let next = tree.seek { $0.maxKey >= key }.position    // the first key at least `key`
  /// ```
  ///
  /// - Parameter isPast: A predicate that is monotone over running summaries: once `true` for a
  ///   prefix, it is `true` for every longer prefix. It is never called with `.zero` alone.
  /// - Returns: The position found, in `0...count`, and the summary of `0..<position`.
  /// - Complexity: O(log *n*) summary additions and calls of `isPast`, where *n* is ``count``.
  @inlinable
  public func seek(
    where isPast: (Element.Summary) -> Bool
  ) -> (position: Int, before: Element.Summary) {
    guard var node = _root else { return (0, .zero) }
    if !isPast(node._summary) { return (node._count, node._summary) }
    // Below the root, the node entered is known to pass, so its last slot needs no test.
    var before = Element.Summary.zero
    var position = 0
    while node._height > 0 {
      var index = 0
      node._slots.withUnsafeBufferPointer { slots in
        let last = slots.count - 1
        while index < last {
          var running = before
          running.add(slots[index].summary)
          if isPast(running) { break }
          before = running
          position += slots[index].count
          index += 1
        }
      }
      node = node._slots[index].node
    }
    node._elements.withUnsafeBufferPointer { elements in
      let last = elements.count - 1
      var index = 0
      while index < last {
        var running = before
        running.add(elements[index].summary)
        if isPast(running) { break }
        before = running
        index += 1
      }
      position += index
    }
    return (position, before)
  }
}
