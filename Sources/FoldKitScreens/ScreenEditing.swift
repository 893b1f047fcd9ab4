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

extension Snapshot where SectionID == String, ItemID == String, Content == ScreenItem {
  /// The sections of the snapshot without the items in `removed` (and their descendants), as a
  /// screen's data.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public func sections(removing removed: Set<String>) -> [ScreenModel.Section] {
    let nodes = self.nodes
    func items(in range: Range<Int>) -> [ListItem<String, ScreenItem>] {
      var result: [ListItem<String, ScreenItem>] = []
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
      ScreenModel.Section(
        id: section.id, header: section.header, footer: section.footer,
        isCollapsible: section.isCollapsible, items: items(in: section.nodes))
    }
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
    let siblings =
      record.parent == nil ? sections[record.section].topLevelCount : record.siblingCount
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
