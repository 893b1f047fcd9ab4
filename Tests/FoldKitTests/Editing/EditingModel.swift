import FoldKit
import FoldKitTestSupport

/// A plain reference model of an outline that can be edited: parent and child lists by ID,
/// expansion, collapsed sections and a selection, with the engine's move rules written out
/// independently.
struct EditingModel {
  enum Owner: Hashable {
    case section(Int)
    case item(Int)
  }

  var sectionCount: Int
  var children: [Owner: [Int]] = [:]
  var owner: [Int: Owner] = [:]
  var hasDetail: Set<Int> = []
  var expanded: Set<Int> = []
  var collapsed: Set<Int> = []
  var selection: Set<Int> = []
  var anchor: Int?
  var base: Set<Int> = []
  var nextID = 1

  /// A random outline of about `count` items in `sections` sections, depth up to 3.
  init(sections: Int, count: Int, random: inout SplitMix64) {
    sectionCount = sections
    for section in 0..<sections { children[.section(section)] = [] }
    for _ in 0..<count { addRandomItem(&random) }
    for id in owner.keys where Int.random(in: 0..<3, using: &random) == 0 { expanded.insert(id) }
  }

  mutating func addRandomItem(_ random: inout SplitMix64) {
    let id = nextID
    nextID += 1
    let ids = Array(owner.keys).sorted()
    var parent = Owner.section(Int.random(in: 0..<sectionCount, using: &random))
    if !ids.isEmpty && Int.random(in: 0..<2, using: &random) == 0 {
      let candidate = ids[Int.random(in: 0..<ids.count, using: &random)]
      if depth(of: candidate) < 3 { parent = .item(candidate) }
    }
    var list = children[parent] ?? []
    list.insert(id, at: Int.random(in: 0...list.count, using: &random))
    children[parent] = list
    owner[id] = parent
    if Int.random(in: 0..<5, using: &random) == 0 { hasDetail.insert(id) }
  }

  func depth(of id: Int) -> Int {
    var depth = 0
    var current = owner[id]
    while case .item(let parent) = current {
      depth += 1
      current = owner[parent]
    }
    return depth
  }

  func section(of id: Int) -> Int {
    var current = owner[id]
    while true {
      switch current {
      case .item(let parent): current = owner[parent]
      case .section(let section): return section
      case nil: preconditionFailure("item \(id) has no owner")
      }
    }
  }

  /// Every item in list order.
  var preorder: [Int] {
    var result: [Int] = []
    func walk(_ owner: Owner) {
      for id in children[owner] ?? [] {
        result.append(id)
        walk(.item(id))
      }
    }
    for section in 0..<sectionCount { walk(.section(section)) }
    return result
  }

  /// Each item with its depth, in list order (as the engine's snapshot orders its nodes).
  var outline: [String] {
    preorder.map { String(repeating: ".", count: depth(of: $0)) + "\($0)" }
  }

  /// The rows shown, section by section.
  var visibleKeys: [[VisibleRowKey<Int>]] {
    (0..<sectionCount).map { section in
      var result: [VisibleRowKey<Int>] = []
      guard !collapsed.contains(section) else { return result }
      func walk(_ owner: Owner) {
        for id in children[owner] ?? [] {
          result.append(.row(id))
          guard expanded.contains(id) else { continue }
          if hasDetail.contains(id) { result.append(.detail(id)) }
          walk(.item(id))
        }
      }
      walk(.section(section))
      return result
    }
  }

  func item(_ id: Int) -> ListItem<Int, Int> {
    ListItem(
      id: id, content: id, children: (children[.item(id)] ?? []).map { item($0) },
      hasDetail: hasDetail.contains(id))
  }

  var snapshot: Snapshot<Int, Int, Int> {
    Snapshot(
      uncheckedSections: (0..<sectionCount).map { section in
        ListSection(
          id: section, header: section,
          items: (children[.section(section)] ?? []).map { item($0) })
      })
  }

  var expansion: ExpansionState<Int, Int> {
    var state = ExpansionState<Int, Int>()
    for id in expanded { state.setExpanded(true, id) }
    for section in collapsed { state.setCollapsed(true, section: section) }
    return state
  }

  func isInside(_ id: Int, _ roots: Set<Int>) -> Bool {
    var current: Int? = id
    while let node = current {
      if roots.contains(node) { return true }
      if case .item(let parent) = owner[node] { current = parent } else { current = nil }
    }
    return false
  }

  /// The engine's rule in the model suite: nothing lands as a child of an item whose ID ends in 7.
  static func rule(_ proposal: MoveProposal<Int, Int>) -> Bool {
    proposal.parent.map { $0 % 10 != 7 } ?? true
  }

  /// Moves `ids` as the engine should, or returns why it refuses (changing nothing).
  mutating func move(_ ids: [Int], to destination: MoveDestination<Int, Int>) -> MoveRefusal? {
    guard !ids.isEmpty else { return .noItems }
    guard ids.allSatisfy({ owner[$0] != nil }) else { return .unknownItem }
    let set = Set(ids)
    let rank = Dictionary(uniqueKeysWithValues: preorder.enumerated().map { ($1, $0) })
    let roots = set.filter { id in
      guard case .item(let parent) = owner[id] else { return true }
      return !isInside(parent, set)
    }.sorted { (rank[$0] ?? 0) < (rank[$1] ?? 0) }
    let moved = Set(roots)
    let target: Owner
    let index: Int
    func staying(_ owner: Owner) -> [Int] { (children[owner] ?? []).filter { !moved.contains($0) } }
    switch destination {
    case .before(let t), .after(let t):
      guard let parent = owner[t] else { return .unknownItem }
      if case .item(let p) = parent, isInside(p, moved) { return .intoOwnSubtree }
      target = parent
      let all = children[parent] ?? []
      let position = all.firstIndex(of: t) ?? 0
      index =
        all[..<position].filter { !moved.contains($0) }.count
        + (moved.contains(t) ? 0 : (destination == .after(t) ? 1 : 0))
    case .firstChild(let p), .lastChild(let p), .child(let p, _):
      guard owner[p] != nil else { return .unknownItem }
      guard !isInside(p, moved) else { return .intoOwnSubtree }
      target = .item(p)
      let count = staying(.item(p)).count
      switch destination {
      case .firstChild: index = 0
      case .child(_, let i):
        guard i >= 0 && i <= count else { return .indexOutOfRange }
        index = i
      default: index = count
      }
    case .section(let s, let i):
      guard s >= 0 && s < sectionCount else { return .unknownSection }
      guard i >= 0 && i <= staying(.section(s)).count else { return .indexOutOfRange }
      target = .section(s)
      index = i
    }
    var parentID: Int?
    if case .item(let p) = target { parentID = p }
    let proposal = MoveProposal(
      items: roots, section: sectionOf(target), parent: parentID, index: index)
    guard Self.rule(proposal) else { return .rejectedByRule }
    for root in roots {
      if let from = owner[root] { children[from]?.removeAll { $0 == root } }
    }
    var list = children[target] ?? []
    list.insert(contentsOf: roots, at: index)
    children[target] = list
    for root in roots { owner[root] = target }
    return nil
  }

  func sectionOf(_ owner: Owner) -> Int {
    switch owner {
    case .section(let s): return s
    case .item(let id): return section(of: id)
    }
  }

  /// Deletes the subtree of `id`; returns the deleted IDs.
  mutating func delete(_ id: Int) -> Set<Int> {
    var gone: Set<Int> = [id]
    var stack = [id]
    while let next = stack.popLast() {
      for child in children[.item(next)] ?? [] {
        gone.insert(child)
        stack.append(child)
      }
    }
    if let from = owner[id] { children[from]?.removeAll { $0 == id } }
    for item in gone {
      owner[item] = nil
      children[.item(item)] = nil
      hasDetail.remove(item)
      expanded.remove(item)
    }
    return gone
  }
}
