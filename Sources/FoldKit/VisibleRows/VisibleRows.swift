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
  public internal(set) var elements: SumTree<VisibleElement>

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
  /// The build is one pass that asks the expansion state only about expandable items; it is
  /// inlinable, so it runs specialized for the caller's ID and content types.
  ///
  /// - Complexity: O(*v*) for *v* visible elements, plus O(1) per hidden subtree skipped.
  @inlinable
  public init<S, I, C>(
    snapshot: Snapshot<S, I, C>, expansion: ExpansionState<S, I>,
    height: (VisibleElement) -> Double = { _ in 0 }
  ) {
    self.init(snapshot: snapshot, expansion: expansion, measure: { element, _ in height(element) })
  }

  /// Creates the visible sequence of `snapshot` under `expansion`, each element's height asked
  /// of `measure` with `snapshot`.
  ///
  /// The snapshot is handed to `measure` as the caller holds it: a height function bound to the
  /// snapshot by a closure copies the snapshot's storage references for every call.
  ///
  /// - Complexity: O(*v*) for *v* visible elements, plus O(1) per hidden subtree skipped.
  @inlinable
  package init<S, I, C>(
    snapshot: Snapshot<S, I, C>, expansion: ExpansionState<S, I>,
    measure: (VisibleElement, Snapshot<S, I, C>) -> Double
  ) {
    // Room for every item's row and each section's header and footer: memory not written is
    // never touched, and the buffer is not copied as it grows.
    var buffer: [VisibleElement] = []
    buffer.reserveCapacity(snapshot._nodes.count + 2 * snapshot._sections.count)
    for section in snapshot._sections.indices {
      Self.appendSection(section, of: snapshot, expansion: expansion, height: measure, to: &buffer)
    }
    self.init(elements: SumTree(buffer, branchingFactor: Self.branchingFactor))
  }

  /// Takes built elements.
  @usableFromInline
  init(elements: SumTree<VisibleElement>) {
    self.elements = elements
  }

  /// The branching factor of the trees built from whole lists of elements: leaves of 64
  /// elements (1.5 KB) halve the per-leaf storage of the default 32 (a node and its slot in
  /// the parent, about 200 bytes a leaf), which a million rows feel, while an edit still copies
  /// or shifts only one small leaf.
  @inlinable static var branchingFactor: Int { 64 }

  /// Creates the sequence of `elements`, already in list order.
  @usableFromInline init(elements: [VisibleElement]) {
    self.elements = SumTree(elements, branchingFactor: Self.branchingFactor)
  }

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
}
