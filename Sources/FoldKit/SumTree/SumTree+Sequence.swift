extension SumTree: Sequence {
  /// Walks a run of a tree's elements in order, leaf by leaf.
  ///
  /// The iterator holds references to the nodes it walks, so it stays valid (and keeps seeing
  /// the elements of the tree it was made from) when the tree is mutated afterwards.
  public struct Iterator: IteratorProtocol, Sequence, Sendable {
    /// The internal nodes above the current leaf, with the index of the child being walked.
    @usableFromInline internal var _path: [(node: Node, index: Int)]
    /// The current leaf's elements.
    @usableFromInline internal var _elements: [Element]
    /// The position of the next element in `_elements`.
    @usableFromInline internal var _index: Int
    /// How many elements are still to come.
    @usableFromInline internal var _remaining: Int

    /// Creates an iterator over `range` of the tree rooted at `root`.
    @inlinable
    internal init(root: Node?, range: Range<Int>) {
      _path = []
      _elements = []
      _index = 0
      _remaining = range.count
      guard var node = root, !range.isEmpty else { return }
      var offset = range.lowerBound
      while node._height > 0 {
        let (index, inner) = node.childIndex(containing: offset)
        _path.append((node, index))
        offset = inner
        node = node._slots[index].node
      }
      _elements = node._elements
      _index = offset
    }

    /// Returns the next element, or `nil` after the last.
    ///
    /// - Complexity: O(1) amortized.
    @inlinable
    public mutating func next() -> Element? {
      guard _remaining > 0 else { return nil }
      if _index == _elements.count { advanceLeaf() }
      _remaining -= 1
      _index += 1
      return _elements[_index - 1]
    }

    /// Moves to the first element of the next leaf.
    @inlinable
    internal mutating func advanceLeaf() {
      while let (node, index) = _path.last {
        if index + 1 < node._slots.count {
          _path[_path.count - 1].index = index + 1
          var child = node._slots[index + 1].node
          while child._height > 0 {
            _path.append((child, 0))
            child = child._slots[0].node
          }
          _elements = child._elements
          _index = 0
          return
        }
        _path.removeLast()
      }
      preconditionFailure("SumTree iterator ran past the last leaf")
    }
  }

  /// Returns an iterator over all the elements, first to last.
  ///
  /// - Complexity: O(log *n*) to start, where *n* is ``count``; O(1) amortized per element.
  @inlinable
  public func makeIterator() -> Iterator {
    Iterator(root: _root, range: 0..<count)
  }

  /// The number of elements.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var underestimatedCount: Int { count }

  /// The elements in `range`, first to last.
  ///
  /// - Parameter range: A range of positions within `0...count`.
  /// - Returns: A sequence (and iterator) over the elements; it walks the leaves rather than
  ///   looking up each position.
  /// - Precondition: `range` lies within `0...count`.
  /// - Complexity: O(log *n*) to start, where *n* is ``count``; O(1) amortized per element.
  @inlinable
  public func elements(in range: Range<Int>) -> Iterator {
    precondition(
      range.lowerBound >= 0 && range.upperBound <= count,
      "range \(range) not within 0..<\(count)")
    return Iterator(root: _root, range: range)
  }
}

extension SumTree: Equatable where Element: Equatable {
  /// Whether two trees hold equal elements in the same order.
  ///
  /// The shape of the trees does not matter.
  ///
  /// - Complexity: O(1) when both share their root, O(*n*) otherwise, where *n* is ``count``.
  @inlinable
  public static func == (lhs: SumTree, rhs: SumTree) -> Bool {
    guard lhs.count == rhs.count else { return false }
    if lhs._root === rhs._root { return true }
    return lhs.elementsEqual(rhs)
  }
}

extension SumTree: CustomStringConvertible {
  /// The elements, as an array literal would print them.
  ///
  /// - Complexity: O(*n*), where *n* is ``count``.
  public var description: String {
    "SumTree(\(Array(self)))"
  }
}
