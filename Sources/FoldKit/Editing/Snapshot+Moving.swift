extension Snapshot {
  /// A placement of a moved item: its section, its parent (a node index, `nil` for top level)
  /// and its index in the parent's children at the moment it is put back.
  struct Placement {
    var section: Int
    var parent: Int?
    var index: Int
  }

  /// The item at node `index` with its descendants, as the caller built it.
  ///
  /// - Complexity: O(*k*) for *k* descendants.
  func listItem(ofNode index: Int, childLists: [Int: [Int]] = [:]) -> ListItem<ItemID, Content> {
    let node = nodes[index]
    let children = childLists[index] ?? self.children(of: index)
    return ListItem(
      id: node.id, content: node.content,
      children: children.map { listItem(ofNode: $0, childLists: childLists) },
      hasDetail: node.hasDetail, behavior: node.behavior, options: node.options)
  }

  /// The snapshot with the subtrees of `roots` taken out and put back at `placements`, one for
  /// each root, in order; each index counts the children the parent has at that moment.
  ///
  /// Items loaded on demand become items of the snapshot as built.
  ///
  /// - Precondition: The roots are distinct and none is inside another's subtree; no placement's
  ///   parent is inside a root's subtree.
  /// - Complexity: O(*n*) for *n* items.
  func relocating(_ roots: [Int], to placements: [Placement]) -> Snapshot {
    precondition(roots.count == placements.count, "one placement per moved item")
    let moved = Set(roots)
    var childLists: [Int: [Int]] = [:]
    var sectionLists: [Int: [Int]] = [:]
    func list(section: Int, parent: Int?) -> [Int] {
      if let parent {
        return childLists[parent] ?? children(of: parent).filter { !moved.contains($0) }
      }
      return sectionLists[section]
        ?? topLevelNodes(ofSection: section).filter {
          !moved.contains($0)
        }
    }
    func store(_ list: [Int], section: Int, parent: Int?) {
      if let parent { childLists[parent] = list } else { sectionLists[section] = list }
    }
    for root in roots {
      let node = nodes[root]
      store(
        list(section: node.section, parent: node.parent), section: node.section, parent: node.parent
      )
    }
    for (root, placement) in zip(roots, placements) {
      var current = list(section: placement.section, parent: placement.parent)
      current.insert(root, at: Swift.min(Swift.max(placement.index, 0), current.count))
      store(current, section: placement.section, parent: placement.parent)
    }
    let newSections = sections.indices.map { index in
      let section = sections[index]
      let top = sectionLists[index] ?? topLevelNodes(ofSection: index)
      return ListSection(
        id: section.id, header: section.header, footer: section.footer,
        isCollapsible: section.isCollapsible,
        items: top.map { listItem(ofNode: $0, childLists: childLists) })
    }
    return Snapshot(uncheckedSections: newSections)
  }

  /// Whether node `index` is one of `roots` or inside one's subtree.
  ///
  /// - Complexity: O(*d*) for depth *d*.
  func isInside(_ index: Int, _ roots: Set<Int>) -> Bool {
    var current: Int? = index
    while let node = current {
      if roots.contains(node) { return true }
      current = nodes[node].parent
    }
    return false
  }

  /// The children of `parent` (or the top-level items of `section`) that are not in `moved`.
  ///
  /// - Complexity: O(*c*) for *c* children.
  func staying(section: Int, parent: Int?, moved: Set<Int>) -> [Int] {
    let all = parent.map { children(of: $0) } ?? topLevelNodes(ofSection: section)
    return moved.isEmpty ? all : all.filter { !moved.contains($0) }
  }
}
