/// Which items are expanded and which sections are collapsed, kept by ID.
///
/// Because the state is keyed by the caller's IDs, it survives data updates: an item that is still
/// present in the next snapshot stays open. ``pruned(to:)`` drops IDs that no longer exist.
///
/// The state tells a person's toggles from programmatic ones: ``userExpandedItems`` holds only
/// what a person opened, so "expand all" is never remembered as a person's choice. What a filter
/// opened is kept apart from both, so that ``withoutFilter`` drops it in O(1).
public struct ExpansionState<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Sendable, Hashable
{
  /// The items expanded by a person or by code, with who expanded them.
  @usableFromInline var ownItems: [ItemID: ExpansionOrigin]
  /// The items a filter opened (origin ``ExpansionOrigin/filter``); never also in `ownItems`.
  @usableFromInline var filterItems: Set<ItemID> = []
  /// Every collapsed section.
  public private(set) var collapsedSections: Set<SectionID>
  /// Collapsed sections that a filter shows because they hold matches (see
  /// ``isCollapsed(section:)``); dropped when the filter clears.
  public internal(set) var filterShownSections: Set<SectionID> = []
  /// The items whose detail row is open on its own, for items whose detail and children open
  /// apart (``ItemOptions/detailApart``).
  public internal(set) var openDetails: Set<ItemID> = []

  /// Every expanded item with who expanded it.
  ///
  /// - Complexity: O(1) while no filter has opened anything; otherwise O(*e*) for *e* expanded
  ///   items, as the filter's items are merged in.
  public var expandedItems: [ItemID: ExpansionOrigin] {
    guard !filterItems.isEmpty else { return ownItems }
    var items = ownItems
    for id in filterItems { items[id] = .filter }
    return items
  }

  /// Whether no item is expanded.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var hasNoExpandedItems: Bool { ownItems.isEmpty && filterItems.isEmpty }

  /// The IDs of every expanded item, in no particular order.
  ///
  /// - Complexity: O(*e*) for *e* expanded items.
  public var expandedIDs: [ItemID] {
    var ids = Array(ownItems.keys)
    ids.append(contentsOf: filterItems)
    return ids
  }

  /// Creates a state with nothing expanded and nothing collapsed.
  ///
  /// - Complexity: O(1).
  public init() {
    ownItems = [:]
    collapsedSections = []
  }

  /// Creates a state with the given items expanded (by a person) and sections collapsed.
  ///
  /// - Complexity: O(*e* + *c*) for *e* items and *c* sections.
  public init(expanded: some Sequence<ItemID>, collapsed: [SectionID] = []) {
    self.init()
    for id in expanded { ownItems[id] = .user }
    collapsedSections = Set(collapsed)
  }

  /// Whether the item with `id` is expanded.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func isExpanded(_ id: ItemID) -> Bool {
    ownItems[id] != nil || (!filterItems.isEmpty && filterItems.contains(id))
  }

  /// Who expanded the item with `id`, or `nil` if it is not expanded.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func origin(of id: ItemID) -> ExpansionOrigin? {
    if let origin = ownItems[id] { return origin }
    return !filterItems.isEmpty && filterItems.contains(id) ? .filter : nil
  }

  /// Whether the item with `id` is expanded once what a filter opened is dropped.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func isExpandedWithoutFilter(_ id: ItemID) -> Bool { ownItems[id] != nil }

  /// Whether the section with `id` is collapsed (and not shown by a filter).
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func isCollapsed(section id: SectionID) -> Bool {
    collapsedSections.contains(id) && !filterShownSections.contains(id)
  }

  /// Whether the detail row of the item with `id` is open on its own.
  ///
  /// Only items whose detail and children open apart use this flag; the detail row of any other
  /// item is open exactly when the item is expanded.
  ///
  /// - Complexity: O(1) on average.
  @inlinable
  public func isDetailOpen(_ id: ItemID) -> Bool { openDetails.contains(id) }

  /// Marks the detail row of the item with `id` open or closed on its own.
  ///
  /// - Complexity: O(1) on average.
  public mutating func setDetailOpen(_ open: Bool, _ id: ItemID) {
    if open { openDetails.insert(id) } else { openDetails.remove(id) }
  }

  /// The items a person expanded, without those opened programmatically.
  ///
  /// - Complexity: O(*e*) for *e* expanded items.
  public var userExpandedItems: Set<ItemID> {
    Set(ownItems.lazy.filter { $0.value == .user }.map { $0.key })
  }

  /// Marks the item with `id` expanded or not, recording who asked.
  ///
  /// - Complexity: O(1) on average.
  public mutating func setExpanded(_ expanded: Bool, _ id: ItemID, origin: ExpansionOrigin = .user)
  {
    guard expanded else {
      ownItems[id] = nil
      if !filterItems.isEmpty { filterItems.remove(id) }
      return
    }
    if origin == .filter {
      ownItems[id] = nil
      filterItems.insert(id)
    } else {
      if !filterItems.isEmpty { filterItems.remove(id) }
      ownItems[id] = origin
    }
  }

  /// Marks the section with `id` collapsed or not; a section a filter showed becomes the
  /// person's choice.
  ///
  /// - Complexity: O(1) on average.
  public mutating func setCollapsed(_ collapsed: Bool, section id: SectionID) {
    filterShownSections.remove(id)
    if collapsed { collapsedSections.insert(id) } else { collapsedSections.remove(id) }
  }

  /// Shows the collapsed section with `id` while a filter is active.
  @usableFromInline
  mutating func showForFilter(section id: SectionID) {
    filterShownSections.insert(id)
  }

  /// The state without what a filter opened: items expanded with origin
  /// ``ExpansionOrigin/filter`` close, and sections a filter showed are collapsed again.
  ///
  /// - Complexity: O(1), plus releasing what the filter opened.
  @inlinable
  public var withoutFilter: Self {
    var result = self
    result.replaceFilterState(filterItems: [])
    return result
  }

  /// Makes `filterItems` the items the filter opened (none of them may be among the items
  /// expanded otherwise) and shows no section for a filter.
  @usableFromInline
  mutating func replaceFilterState(filterItems newItems: Set<ItemID>) {
    filterItems = newItems
    filterShownSections = []
  }

  /// The state without IDs that `snapshot` does not contain: expanded items, collapsed sections
  /// and open detail rows alike.
  ///
  /// - Complexity: O(*e* + *c*) for *e* expanded items and *c* collapsed sections.
  @inlinable
  public func pruned<Content>(to snapshot: Snapshot<SectionID, ItemID, Content>) -> Self {
    // One look-up per ID; the IDs that vanished (few, usually) are then removed from a copy,
    // rather than every kept ID inserted into a new table.
    var goneItems: [ItemID] = []
    for id in ownItems.keys where snapshot.nodeIndex(of: id) == nil { goneItems.append(id) }
    var goneFilterItems: [ItemID] = []
    for id in filterItems where snapshot.nodeIndex(of: id) == nil { goneFilterItems.append(id) }
    // Sections a filter shows are among the collapsed ones.
    let keepsOthers =
      openDetails.allSatisfy { snapshot.nodeIndex(of: $0) != nil }
      && collapsedSections.allSatisfy { snapshot.sectionIndex(of: $0) != nil }
    // The common case keeps every ID: share the storage instead of copying it.
    if goneItems.isEmpty && goneFilterItems.isEmpty && keepsOthers { return self }
    var result = keepsOthers ? self : prunedSectionsAndDetails(to: snapshot)
    for id in goneItems { result.ownItems.removeValue(forKey: id) }
    for id in goneFilterItems { result.filterItems.remove(id) }
    return result
  }

  /// A copy without the sections and open details `snapshot` lacks.
  @usableFromInline
  func prunedSectionsAndDetails<Content>(to snapshot: Snapshot<SectionID, ItemID, Content>)
    -> Self
  {
    var result = self
    result.collapsedSections = collapsedSections.filter { snapshot.contains(section: $0) }
    result.filterShownSections = filterShownSections.filter { snapshot.contains(section: $0) }
    result.openDetails = openDetails.filter { snapshot.contains(item: $0) }
    return result
  }
}

#if !hasFeature(Embedded)
extension ExpansionState: Codable where SectionID: Codable, ItemID: Codable {
  private enum CodingKeys: String, CodingKey {
    case expanded, programmatic, collapsed, details
  }

  /// Decodes a state: person-expanded items, programmatically expanded items, collapsed sections.
  ///
  /// - Complexity: O(*e* + *c*).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init()
    for id in try container.decode([ItemID].self, forKey: .expanded) { ownItems[id] = .user }
    let programmatic = try container.decodeIfPresent([ItemID].self, forKey: .programmatic) ?? []
    for id in programmatic where ownItems[id] == nil { ownItems[id] = .programmatic }
    collapsedSections = Set(try container.decode([SectionID].self, forKey: .collapsed))
    openDetails = Set(try container.decodeIfPresent([ItemID].self, forKey: .details) ?? [])
  }

  /// Encodes the state; person-expanded and programmatically expanded items are kept apart, and
  /// what a filter opened is left out.
  ///
  /// - Complexity: O(*e* + *c*).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(
      ownItems.filter { $0.value == .user }.map { $0.key }, forKey: .expanded)
    try container.encode(
      ownItems.filter { $0.value == .programmatic }.map { $0.key }, forKey: .programmatic)
    try container.encode(Array(collapsedSections), forKey: .collapsed)
    if !openDetails.isEmpty { try container.encode(Array(openDetails), forKey: .details) }
  }
}
#endif
