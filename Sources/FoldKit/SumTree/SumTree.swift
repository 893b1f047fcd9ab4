/// A persistent, balanced B+ tree of elements in sequence order, whose nodes cache the summary of
/// their subtree.
///
/// `SumTree` answers positional questions in O(log *n*): the element at a position, the summary of
/// any prefix or range, and the first position where a running summary passes a threshold (the
/// k-th row, the row at a y offset, the first key at least K). Runs of elements are inserted,
/// removed, split off and concatenated in O(log *n* + *k*).
///
/// It is a value type: copies are O(1) and share all their nodes. A mutation copies only the nodes
/// on the path it touches that are shared with another tree; nodes it does not touch stay shared.
///
/// Leaves hold up to *B* elements in a contiguous array and internal nodes up to *B* children,
/// where *B* is the branching factor (``defaultBranchingFactor``). Every node but the root holds at
/// least *B*/2, and all leaves are at the same depth, so the height is O(log *n*).
/// The smallest legal branching factor is 4 (so that every node but the root holds at least two
/// slots); smaller fan-outs than the default exist for tests, which build deep trees from few
/// elements.
public struct SumTree<Element: SumTreeElement>: Sendable {
  /// The root, or `nil` when the tree is empty.
  ///
  /// An internal root has at least two children.
  @usableFromInline internal var _root: Node?

  /// The most elements per leaf and children per internal node.
  @usableFromInline internal let _branchingFactor: Int

  /// The branching factor of trees made with the public initializers.
  ///
  /// Leaves hold between 16 and 32 elements and internal nodes between 16 and 32 children,
  /// except the root.
  @inlinable
  public static var defaultBranchingFactor: Int { 32 }

  /// The smallest legal branching factor: 4, so that every node but the root holds at least two
  /// slots and the height stays logarithmic.
  @inlinable
  package static var minimumBranchingFactor: Int { 4 }

  /// Creates an empty tree.
  ///
  /// - Complexity: O(1); allocates nothing.
  @inlinable
  public init() {
    _root = nil
    _branchingFactor = Self.defaultBranchingFactor
  }

  /// Creates a tree holding `elements` in order.
  ///
  /// - Parameter elements: The elements, first to last.
  /// - Complexity: O(*n*), where *n* is the number of elements.
  @inlinable
  public init<S: Sequence>(_ elements: S) where S.Element == Element {
    self.init(elements, branchingFactor: Self.defaultBranchingFactor)
  }

  /// Creates a tree holding `elements` in order, with at most `branchingFactor` elements per leaf
  /// and children per internal node.
  ///
  /// - Parameters:
  ///   - elements: The elements, first to last.
  ///   - branchingFactor: The fan-out; small values make deep trees for tests.
  /// - Precondition: `branchingFactor >= 4` (``minimumBranchingFactor``).
  /// - Complexity: O(*n*), where *n* is the number of elements.
  @inlinable
  package init<S: Sequence>(_ elements: S, branchingFactor: Int) where S.Element == Element {
    precondition(
      branchingFactor >= Self.minimumBranchingFactor,
      "branching factor \(branchingFactor) is below the minimum \(Self.minimumBranchingFactor)")
    _branchingFactor = branchingFactor
    _root = Node.build(Array(elements), branchingFactor: branchingFactor)
  }

  @inlinable
  internal init(_root root: Node?, branchingFactor: Int) {
    _root = root
    _branchingFactor = branchingFactor
  }

  /// The branching factor this tree was built with.
  package var branchingFactor: Int { _branchingFactor }

  /// The number of elements.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var count: Int { _root?._count ?? 0 }

  /// Whether the tree holds no elements.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var isEmpty: Bool { _root == nil }

  /// The summary of all the elements, in order.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var summary: Element.Summary { _root?._summary ?? .zero }

  /// The height of the tree: 0 when it is empty or a single leaf.
  package var height: Int { _root?._height ?? 0 }
}
