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
  }

  /// An item as the snapshot stores it, with its place in the tree.
  public struct Node: Sendable {
    /// The item's ID.
    public var id: ItemID
    /// The item's content.
    public var content: Content
    /// Whether the item has a detail row.
    public var hasDetail: Bool
    /// What selecting the item does.
    public var behavior: RowBehavior
    /// The section the item belongs to.
    public var section: Int
    /// The node index of the parent, or `nil` for a top-level item.
    public var parent: Int?
    /// 0 for top-level items, 1 for their children, and so on.
    public var depth: Int
    /// One past the node index of the item's last descendant.
    public var subtreeEnd: Int
    /// How many direct children the item has.
    public var childCount: Int
    /// The item's position among its siblings, from 0.
    public var siblingIndex: Int
    /// How many siblings the item has, itself included.
    public var siblingCount: Int
    /// The item's optional behaviors.
    public var options: ItemOptions = []

    /// Whether the item's detail row opens apart from its children.
    public var opensDetailApart: Bool { options.contains(.detailApart) }

    /// Whether the item has children.
    public var hasChildren: Bool { childCount > 0 }

    /// Whether the item can be expanded (it has a detail row, children, or children to load).
    public var isExpandable: Bool { hasDetail || childCount > 0 || needsChildren }

    /// Whether the item's children load on demand and have not arrived.
    public var needsChildren: Bool { childCount == 0 && options.contains(.childrenOnDemand) }

    /// The behavior after resolving ``RowBehavior/automatic`` from the item's shape.
    public var resolvedBehavior: RowBehavior {
      guard behavior == .automatic else { return behavior }
      if hasDetail { return .toggleDetail }
      if childCount > 0 || needsChildren { return .toggleChildren }
      return .flash
    }
  }

  /// The sections, in order.
  public private(set) var sections: [Section]
  /// Every item in pre-order, section by section, then the items loaded on demand (see
  /// ``loadedChildren(of:)``).
  public internal(set) var nodes: [Node]
  @usableFromInline internal var nodeIndexByID: [ItemID: Int]
  /// Children loaded on demand: the loaded order of each static item that has loaded
  /// descendants, and the place of each loaded node in it.
  @usableFromInline internal var loaded = LoadedNodes()
  @usableFromInline internal var sectionIndexByID: [SectionID: Int]
  /// The node indexes of the "agree to all" items (behavior ``RowBehavior/toggleAll``), in order.
  public private(set) var toggleAllNodes: [Int]
  /// Whether any item has ``ItemOptions`` set.
  public internal(set) var hasItemOptions = false

  /// Creates an empty snapshot.
  ///
  /// - Complexity: O(1).
  public init() {
    sections = []
    nodes = []
    nodeIndexByID = [:]
    sectionIndexByID = [:]
    toggleAllNodes = []
  }

  /// Creates a snapshot from sections, checking that section and item IDs are unique.
  ///
  /// - Throws: ``SnapshotError`` naming the first duplicated ID and both of its places.
  /// - Complexity: O(*n*) for *n* sections and items.
  public init(sections: [ListSection<SectionID, ItemID, Content>]) throws(SnapshotError) {
    self.init()
    try build(sections)
  }

  /// Creates a snapshot from sections whose IDs the caller guarantees unique.
  ///
  /// - Precondition: Section IDs are unique, and item IDs are unique across the snapshot.
  /// - Complexity: O(*n*) for *n* sections and items.
  public init(uncheckedSections sections: [ListSection<SectionID, ItemID, Content>]) {
    self.init()
    do {
      try build(sections)
    } catch {
      preconditionFailure("Snapshot(uncheckedSections:): \(error)")
    }
  }

  private mutating func build(
    _ input: [ListSection<SectionID, ItemID, Content>]
  ) throws(SnapshotError) {
    var places: [ItemID: [Int]] = [:]
    sections.reserveCapacity(input.count)
    for (sectionIndex, section) in input.enumerated() {
      if let first = sectionIndexByID[section.id] {
        throw SnapshotError(
          kind: .duplicateSectionID, id: String(describing: section.id), firstPlace: [first],
          secondPlace: [sectionIndex])
      }
      sectionIndexByID[section.id] = sectionIndex
      let start = nodes.count
      try append(
        section.items, section: sectionIndex, parent: nil, depth: 0, path: [sectionIndex],
        places: &places)
      sections.append(
        Section(
          id: section.id, header: section.header, footer: section.footer,
          isCollapsible: section.isCollapsible, nodes: start..<nodes.count,
          topLevelCount: section.items.count))
    }
  }

  private mutating func append(
    _ items: [ListItem<ItemID, Content>], section: Int, parent: Int?, depth: Int, path: [Int],
    places: inout [ItemID: [Int]]
  ) throws(SnapshotError) {
    for (position, item) in items.enumerated() {
      let place = path + [position]
      if let first = places[item.id] {
        throw SnapshotError(
          kind: .duplicateItemID, id: String(describing: item.id), firstPlace: first,
          secondPlace: place)
      }
      places[item.id] = place
      let index = nodes.count
      nodeIndexByID[item.id] = index
      if item.behavior == .toggleAll { toggleAllNodes.append(index) }
      nodes.append(
        Node(
          id: item.id, content: item.content, hasDetail: item.hasDetail, behavior: item.behavior,
          section: section, parent: parent, depth: depth, subtreeEnd: index + 1,
          childCount: item.children.count, siblingIndex: position, siblingCount: items.count,
          options: item.options))
      if !item.options.isEmpty { hasItemOptions = true }
      try append(
        item.children, section: section, parent: index, depth: depth + 1, path: place,
        places: &places)
      nodes[index].subtreeEnd = nodes.count
    }
  }

  /// The node index of the item with `id`, or `nil` if the snapshot has no such item.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func nodeIndex(of id: ItemID) -> Int? { nodeIndexByID[id] }

  /// The index of the section with `id`, or `nil` if the snapshot has no such section.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func sectionIndex(of id: SectionID) -> Int? { sectionIndexByID[id] }

  /// Whether the snapshot contains an item with `id`.
  ///
  /// - Complexity: O(1) on average.
  public func contains(item id: ItemID) -> Bool { nodeIndexByID[id] != nil }

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
  public var itemCount: Int { nodes.count }
}
