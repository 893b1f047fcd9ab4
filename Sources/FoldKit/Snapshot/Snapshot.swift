/// An immutable description of a sectioned list: ordered sections, each with a tree of items.
///
/// A snapshot stores its item trees flattened in pre-order, so every item has a dense *node index*;
/// an item's descendants are the nodes right after it, up to its ``Node/subtreeEnd``. This is the
/// order in which a table view shows rows, which lets the visible rows be seeked by node index.
///
/// Copies are O(1) (the storage is shared copy-on-write arrays).
public struct Snapshot<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: Sendable {
  /// A section as the snapshot stores it.
  public struct Section: Sendable {
    /// The section's ID.
    public var id: SectionID
    /// The header's content, if the section has a header.
    public var header: Content?
    /// The footer's content, if the section has a footer.
    public var footer: Content?
    /// Whether selecting the header collapses and expands the section.
    public var isCollapsible: Bool
    /// The node indexes of the section's items (all depths).
    public var nodes: Range<Int>
    /// How many top-level items the section has.
    public var topLevelCount: Int

    @inlinable
    init(
      id: SectionID, header: Content?, footer: Content?, isCollapsible: Bool, nodes: Range<Int>,
      topLevelCount: Int
    ) {
      self.id = id
      self.header = header
      self.footer = footer
      self.isCollapsible = isCollapsible
      self.nodes = nodes
      self.topLevelCount = topLevelCount
    }
  }

  /// An item as the snapshot stores it, with its place in the tree.
  ///
  /// Positions are stored in 32 bits each and the depth in 16, so a node takes 24 bytes beyond
  /// its ID and content (64 in all for a 16-byte ID and a 24-byte content): a snapshot holds
  /// fewer than 2,147,483,647 items, nested at most ``maximumDepth`` levels deep. The number of
  /// an item's siblings is not stored: its parent's child count, or its section's top-level
  /// count, tells it (see ``Snapshot/siblingCount(ofNode:)``).
  public struct Node: Sendable {
    /// The item's ID.
    public var id: ItemID
    /// The item's content.
    public var content: Content
    @usableFromInline var _section: Int32
    @usableFromInline var _parent: Int32
    @usableFromInline var _subtreeEnd: Int32
    @usableFromInline var _childCount: Int32
    @usableFromInline var _siblingIndex: Int32
    @usableFromInline var _depth: UInt16
    /// The bits of ``options``, and ``hasDetailFlag``.
    @usableFromInline var _flags: UInt8
    /// What selecting the item does.
    public var behavior: RowBehavior

    /// The deepest an item can be nested: its ``depth`` at most.
    public static var maximumDepth: Int { Int(UInt16.max) }

    /// The bit of ``_flags`` that says the item has a detail row; ``ItemOptions`` use the
    /// others.
    @inlinable static var hasDetailFlag: UInt8 { 0x80 }

    /// - Precondition: `depth` is at most ``maximumDepth``.
    @inlinable
    init(
      id: ItemID, content: Content, hasDetail: Bool, behavior: RowBehavior, section: Int,
      parent: Int, depth: Int, subtreeEnd: Int, childCount: Int, siblingIndex: Int
    ) {
      precondition(depth <= Self.maximumDepth, "items nest at most 65,535 levels deep")
      self.id = id
      self.content = content
      self.behavior = behavior
      _flags = hasDetail ? Self.hasDetailFlag : 0
      _section = Int32(truncatingIfNeeded: section)
      _parent = Int32(truncatingIfNeeded: parent)
      _depth = UInt16(truncatingIfNeeded: depth)
      _subtreeEnd = Int32(truncatingIfNeeded: subtreeEnd)
      _childCount = Int32(truncatingIfNeeded: childCount)
      _siblingIndex = Int32(truncatingIfNeeded: siblingIndex)
    }

    /// Whether the item has a detail row.
    @inlinable public var hasDetail: Bool {
      get { _flags & Self.hasDetailFlag != 0 }
      set { _flags = newValue ? _flags | Self.hasDetailFlag : _flags & ~Self.hasDetailFlag }
    }

    /// The item's optional behaviors.
    ///
    /// - Precondition: Set only options that ``ItemOptions`` defines (the top bit of its raw
    ///   value is the node's own).
    @inlinable public var options: ItemOptions {
      get { ItemOptions(rawValue: _flags & ~Self.hasDetailFlag) }
      set {
        precondition(newValue.rawValue & Self.hasDetailFlag == 0, "an unknown item option")
        _flags = _flags & Self.hasDetailFlag | newValue.rawValue
      }
    }

    /// Changes the item's depth by `delta` (a move to another level).
    ///
    /// - Precondition: The new depth is from 0 to ``maximumDepth``.
    @inlinable mutating func moveDepth(by delta: Int) {
      let depth = Int(_depth) + delta
      precondition(
        depth >= 0 && depth <= Self.maximumDepth, "items nest at most 65,535 levels deep")
      _depth = UInt16(truncatingIfNeeded: depth)
    }

    /// The section the item belongs to.
    @inlinable public var section: Int { Int(_section) }
    /// The node index of the parent, or `nil` for a top-level item.
    @inlinable public var parent: Int? { _parent < 0 ? nil : Int(_parent) }
    /// 0 for top-level items, 1 for their children, and so on.
    @inlinable public var depth: Int { Int(_depth) }
    /// One past the node index of the item's last descendant.
    @inlinable public var subtreeEnd: Int { Int(_subtreeEnd) }
    /// How many direct children the item has.
    @inlinable public var childCount: Int { Int(_childCount) }
    /// The item's position among its siblings, from 0.
    @inlinable public var siblingIndex: Int { Int(_siblingIndex) }

    /// Whether the item's detail row opens apart from its children.
    @inlinable public var opensDetailApart: Bool { options.contains(.detailApart) }

    /// Whether the item has children.
    @inlinable public var hasChildren: Bool { _childCount > 0 }

    /// Whether the item can be expanded (it has a detail row, children, or children to load).
    @inlinable public var isExpandable: Bool { hasDetail || _childCount > 0 || needsChildren }

    /// Whether the item's children load on demand and have not arrived.
    @inlinable public var needsChildren: Bool {
      _childCount == 0 && options.contains(.childrenOnDemand)
    }

    /// The behavior after resolving ``RowBehavior/automatic`` from the item's shape.
    public var resolvedBehavior: RowBehavior {
      guard behavior == .automatic else { return behavior }
      if hasDetail { return .toggleDetail }
      if _childCount > 0 || needsChildren { return .toggleChildren }
      return .flash
    }
  }

  /// How many siblings node `index` has, itself included: its parent's children, or its
  /// section's top-level items.
  ///
  /// - Complexity: O(1).
  @inlinable public func siblingCount(ofNode index: Int) -> Int {
    let parent = Int(_nodes[index]._parent)
    return parent < 0
      ? _sections[Int(_nodes[index]._section)].topLevelCount : Int(_nodes[parent]._childCount)
  }

  /// The sections, in order.
  @inlinable public var sections: [Section] { _sections }
  /// Every item in pre-order, section by section, then the items loaded on demand (see
  /// ``descendantRange(of:)``).
  @inlinable public var nodes: [Node] { _nodes }
  @usableFromInline internal var _sections: [Section]
  @usableFromInline internal var _nodes: [Node]
  @usableFromInline internal var nodeIndexByID: NodeIndexTable
  /// Children loaded on demand: the loaded order of each built item that has loaded
  /// descendants, and the place of each loaded node in it.
  @usableFromInline internal var loaded = LoadedNodes()
  /// Whether any item has ``ItemOptions`` set.
  public internal(set) var hasItemOptions = false
  @usableFromInline internal var sectionIndexByID: [SectionID: Int]
  /// The node indexes of the "agree to all" items (behavior ``RowBehavior/toggleAll``), in node
  /// order: those built with the snapshot, then those loaded on demand.
  @inlinable public var toggleAllNodes: [Int] { _toggleAllNodes }
  @usableFromInline internal var _toggleAllNodes: [Int]

  /// Creates an empty snapshot.
  ///
  /// - Complexity: O(1).
  public init() {
    _sections = []
    _nodes = []
    nodeIndexByID = NodeIndexTable()
    sectionIndexByID = [:]
    _toggleAllNodes = []
  }

  /// Creates a snapshot from sections, checking that section and item IDs are unique.
  ///
  /// The build is one pass over the input that stores each item once and indexes its ID once;
  /// it is inlinable, so it runs specialized for the caller's ID and content types.
  ///
  /// - Throws: ``SnapshotError`` naming the first duplicated ID and both of its places. Nothing
  ///   is built then.
  /// - Complexity: O(*n*) for *n* sections and items.
  @inlinable
  public init(sections: [ListSection<SectionID, ItemID, Content>]) throws(SnapshotError) {
    var builder = Builder(capacityFor: sections)
    try builder.add(sections)
    self.init(built: builder)
  }

  /// Creates a snapshot from sections whose IDs the caller guarantees unique.
  ///
  /// - Precondition: Section IDs are unique, and item IDs are unique across the snapshot.
  /// - Complexity: O(*n*) for *n* sections and items.
  @inlinable
  public init(uncheckedSections sections: [ListSection<SectionID, ItemID, Content>]) {
    var builder = Builder(capacityFor: sections)
    do {
      try builder.add(sections)
    } catch {
      preconditionFailure("Snapshot(uncheckedSections:): \(error)")
    }
    self.init(built: builder)
  }

  /// Takes the storage a builder filled.
  @usableFromInline
  init(built builder: Builder) {
    _sections = builder.sections
    _nodes = builder.nodes
    nodeIndexByID = builder.nodeIndexByID
    sectionIndexByID = builder.sectionIndexByID
    _toggleAllNodes = builder.toggleAllNodes
    hasItemOptions = builder.hasItemOptions
  }

  /// The node index of the item with `id`, or `nil` if the snapshot has no such item.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func nodeIndex(of id: ItemID) -> Int? {
    _nodes.withUnsafeBufferPointer { nodes in nodeIndexByID.find(id) { nodes[$0].id } }
  }

  /// The index of the section with `id`, or `nil` if the snapshot has no such section.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func sectionIndex(of id: SectionID) -> Int? { sectionIndexByID[id] }

  /// Whether the snapshot contains an item with `id`.
  ///
  /// - Complexity: O(1) on average.
  public func contains(item id: ItemID) -> Bool { nodeIndex(of: id) != nil }

  /// Whether the snapshot contains a section with `id`.
  ///
  /// - Complexity: O(1) on average.
  public func contains(section id: SectionID) -> Bool { sectionIndexByID[id] != nil }

  /// The node indexes of the direct children of node `index`, in order.
  ///
  /// - Complexity: O(*c*) for *c* children.
  public func children(of index: Int) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(nodes[index].childCount)
    let range = descendantRange(of: index)
    var child = range.lowerBound
    while child < range.upperBound {
      result.append(child)
      child = nodes[child].subtreeEnd
    }
    return result
  }

  /// The node indexes of the top-level items of section `section`, in order.
  ///
  /// - Complexity: O(*c*) for *c* top-level items.
  public func topLevelNodes(ofSection section: Int) -> [Int] {
    var result: [Int] = []
    result.reserveCapacity(sections[section].topLevelCount)
    var node = sections[section].nodes.lowerBound
    while node < sections[section].nodes.upperBound {
      result.append(node)
      node = nodes[node].subtreeEnd
    }
    return result
  }

  /// The node indexes of the ancestors of node `index`, nearest first.
  ///
  /// - Complexity: O(*d*) for depth *d*.
  public func ancestors(of index: Int) -> [Int] {
    var result: [Int] = []
    var current = nodes[index].parent
    while let parent = current {
      result.append(parent)
      current = nodes[parent].parent
    }
    return result
  }

  /// The total number of items at every depth.
  ///
  /// - Complexity: O(1).
  public var itemCount: Int { _nodes.count }
}
