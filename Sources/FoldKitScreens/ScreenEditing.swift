public import FoldKit

/// Where the first of several items stands, as the editing screens describe a move.
public struct ScreenPlace: Equatable, Sendable {
  /// The item's section, as an index into the snapshot's sections.
  public var section: Int
  /// The node index of the item's parent; `nil` at the top level.
  public var parent: Int?
  /// The item's index among its siblings.
  public var index: Int
  /// How many of those siblings are not among the items.
  public var staying: Int
}

/// Where the editing screens move items to: an index among a section's top-level items, or
/// among an item's children.
public struct ScreenTarget: Equatable, Sendable {
  /// The section, as an index into the snapshot's sections.
  public var section: Int
  /// The node index of the parent whose children the items go among; `nil` for the top level.
  public var parent: Int?
  /// The index among the siblings that stay.
  public var index: Int

  /// A target at `index` of section `section`, or of item `parent`'s children.
  public init(section: Int, parent: Int? = nil, index: Int) {
    self.section = section
    self.parent = parent
    self.index = index
  }
}

extension Snapshot where SectionID == String, ItemID == String {
  /// The sections of the snapshot without the items in `removed` (and their descendants), as
  /// an app's data (for a screen's data, `[ScreenModel.Section]`).
  ///
  /// - Complexity: O(*n*) for *n* items.
  public func sections(removing removed: Set<String>) -> [ListSection<String, String, Content>] {
    let nodes = self.nodes
    func items(in range: Range<Int>) -> [ListItem<String, Content>] {
      var result: [ListItem<String, Content>] = []
      var index = range.lowerBound
      while index < range.upperBound {
        let node = nodes[index]
        let end = Swift.max(node.subtreeEnd, index + 1)
        if !removed.contains(node.id) {
          result.append(
            ListItem(
              id: node.id, content: node.content, children: items(in: (index + 1)..<end),
              hasDetail: node.hasDetail, behavior: node.behavior, options: node.options))
        }
        index = end
      }
      return result
    }
    return sections.map { section in
      ListSection(
        id: section.id, header: section.header, footer: section.footer,
        isCollapsible: section.isCollapsible, items: items(in: section.nodes))
    }
  }
}

extension Snapshot where SectionID == String, ItemID == String, Content == ScreenItem {
  /// The move that puts items at `target`.
  ///
  /// - Complexity: O(1).
  public func destination(of target: ScreenTarget) -> MoveDestination<String, String> {
    target.parent.map { .child(of: nodes[$0].id, at: target.index) }
      ?? .section(sections[target.section].id, at: target.index)
  }

  /// Where `ids` go when they are picked up together: gathered where the first of them is,
  /// among its siblings; `nil` when `ids` is empty or its first item is unknown.
  ///
  /// - Complexity: O(*k*) for *k* IDs, plus O(1) expected per look-up.
  public func gatheringTarget(of ids: [String]) -> ScreenTarget? {
    guard let id = ids.first, let firstNode = nodeIndex(of: id) else { return nil }
    let first = nodes[firstNode]
    let before = ids.dropFirst().filter { id in
      guard let node = nodeIndex(of: id) else { return false }
      let other = nodes[node]
      return other.section == first.section && other.parent == first.parent
        && other.siblingIndex < first.siblingIndex
    }.count
    return ScreenTarget(
      section: first.section, parent: first.parent, index: first.siblingIndex - before)
  }

  /// Where items at `place` go when moved one place up (`step` -1) or down: among their
  /// siblings, or at the top level past either end of their section into the next section
  /// that `isHidden` does not hide; `nil` when there is no such place.
  ///
  /// `moving` are the items moved, for counting the rows that stay in the next section.
  ///
  /// - Complexity: O(*s* + *k*) for *s* sections and *k* moving items.
  public func steppedTarget(
    from place: ScreenPlace, by step: Int, moving: [String], isHidden: (Int) -> Bool
  ) -> ScreenTarget? {
    var index = place.index + step
    if let parent = place.parent {
      // Inside an item the rows move among its children.
      guard index >= 0 && index <= place.staying else { return nil }
      return ScreenTarget(section: place.section, parent: parent, index: index)
    }
    var section = place.section
    if index < 0 || index > place.staying {
      var next = section + step
      while next >= 0 && next < sections.count && isHidden(next) { next += step }
      guard next >= 0 && next < sections.count else { return nil }
      section = next
      index = step < 0 ? staying(inSection: next, moving: moving) : 0
    }
    return ScreenTarget(section: section, index: index)
  }

  /// The item just above `place` among its siblings, which items there nest into; `nil` at the
  /// first place.
  ///
  /// - Complexity: O(*m*) for *m* items in the place's section.
  public func itemAbove(_ place: ScreenPlace) -> String? {
    sections[place.section].nodes.first(where: {
      nodes[$0].parent == place.parent && nodes[$0].siblingIndex == place.index - 1
    }).map { nodes[$0].id }
  }

  /// Where the first of `ids` is, and how many of its siblings are not among `ids`; `nil` when
  /// `ids` is empty or its first item is unknown.
  ///
  /// - Complexity: O(*k*) for *k* IDs, plus O(1) expected per look-up.
  public func place(of ids: [String]) -> ScreenPlace? {
    guard let first = ids.first, let node = nodeIndex(of: first) else { return nil }
    let record = nodes[node]
    let inside = ids.filter { id in
      guard let other = nodeIndex(of: id) else { return false }
      return nodes[other].parent == record.parent && nodes[other].section == record.section
    }.count
    let siblings = siblingCount(ofNode: node)
    return ScreenPlace(
      section: record.section, parent: record.parent, index: record.siblingIndex,
      staying: siblings - inside)
  }

  /// How many top-level items of section `section` are not among `moving`.
  ///
  /// - Complexity: O(*k*) for *k* IDs.
  public func staying(inSection section: Int, moving: [String]) -> Int {
    let inside = moving.filter { id in
      guard let node = nodeIndex(of: id) else { return false }
      return nodes[node].section == section && nodes[node].parent == nil
    }.count
    return sections[section].topLevelCount - inside
  }

  /// The first section (by index) that `proposal` would leave without rows, if any.
  ///
  /// - Complexity: O(*k* + *s* log *s*) for *k* moving items from *s* sections.
  public func sectionEmptied(by proposal: MoveProposal<String, String>) -> Int? {
    var leaving: [Int: Int] = [:]
    for id in proposal.items {
      guard let node = nodeIndex(of: id), nodes[node].parent == nil else { continue }
      let section = nodes[node].section
      if sections[section].id != proposal.section || proposal.parent != nil {
        leaving[section, default: 0] += 1
      }
    }
    return leaving.keys.sorted().first {
      sections[$0].topLevelCount - leaving[$0, default: 0] <= 0
    }
  }

  /// The editing screens' rule for moves: a move may not take the last row out of a section,
  /// and unless `nests` is on, rows never go into another row.
  ///
  /// - Complexity: O(1) to make; each call as ``sectionEmptied(by:)``.
  public func screenMoveRule(nests: Bool) -> @Sendable (MoveProposal<String, String>) -> Bool {
    let snapshot = self
    return { proposal in
      (nests || proposal.parent == nil) && snapshot.sectionEmptied(by: proposal) == nil
    }
  }

  /// The text of item `id`, or the ID itself when the item is unknown.
  ///
  /// - Complexity: O(1) expected.
  public func text(of id: String) -> String {
    nodeIndex(of: id).map { nodes[$0].content.text } ?? id
  }
}
