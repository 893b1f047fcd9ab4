import FoldKit
import FoldKitTestSupport

/// What a naive implementation shows in one row: an item's row or its detail row.
enum ModelRow: Hashable, CustomStringConvertible {
  case row(Int)
  case detail(Int)
  /// The loading or error row of an item whose children load on demand.
  case status(Int)

  var description: String {
    switch self {
    case .row(let id): return "r\(id)"
    case .detail(let id): return "d\(id)"
    case .status(let id): return "s\(id)"
    }
  }
}

typealias EngineSnapshot = Snapshot<Int, Int, String>
typealias EngineController = ListController<Int, Int, String>
typealias EngineSection = ListSection<Int, Int, String>
typealias EngineItem = ListItem<Int, String>

/// Builds random snapshots of varied shape and depth.
struct RandomListBuilder {
  var rng: SplitMix64
  var nextID = 0
  /// Whether some items open their detail apart from their children.
  var detailsApart = false
  /// Whether some leaves load their children on demand.
  var childrenOnDemand = false
  /// Whether items get behaviors other than automatic (check marks, "agree to all" rows).
  var behaviors = false

  init(seed: UInt64) { rng = SplitMix64(seed: seed) }

  mutating func sections(maxSections: Int = 5, maxDepth: Int = 4, maxFanOut: Int = 5)
    -> [EngineSection]
  {
    let count = Int.random(in: 0...maxSections, using: &rng)
    return (0..<count).map { index in
      let items = self.items(depth: 0, maxDepth: maxDepth, maxFanOut: maxFanOut)
      return EngineSection(
        id: 1_000_000 + index, header: Bool.random(using: &rng) ? "S\(index)" : nil,
        footer: Bool.random(using: &rng) ? "F\(index)" : nil,
        isCollapsible: Int.random(in: 0..<3, using: &rng) > 0, items: items)
    }
  }

  mutating func items(depth: Int, maxDepth: Int, maxFanOut: Int) -> [EngineItem] {
    let fanOut = Int.random(in: 0...(depth == 0 ? maxFanOut + 2 : maxFanOut), using: &rng)
    return (0..<fanOut).map { _ in
      nextID += 1
      let id = nextID
      let children =
        depth < maxDepth && Int.random(in: 0..<3, using: &rng) == 0
        ? items(depth: depth + 1, maxDepth: maxDepth, maxFanOut: maxFanOut) : []
      return EngineItem(
        id: id, content: "item \(id)", children: children,
        hasDetail: Int.random(in: 0..<3, using: &rng) == 0, behavior: behavior(),
        options: options(leaf: children.isEmpty))
    }
  }
}

extension RandomListBuilder {
  mutating func behavior() -> RowBehavior {
    guard behaviors else { return .automatic }
    let choices: [RowBehavior] = [
      .automatic, .automatic, .automatic, .toggleCheck, .toggleCheck, .toggleAll, .flash, .none,
    ]
    return choices[Int.random(in: 0..<choices.count, using: &rng)]
  }

  mutating func options(leaf: Bool) -> ItemOptions {
    var options: ItemOptions = []
    if detailsApart && Int.random(in: 0..<4, using: &rng) == 0 { options.insert(.detailApart) }
    if childrenOnDemand && leaf && Int.random(in: 0..<3, using: &rng) == 0 {
      options.insert(.childrenOnDemand)
    }
    return options
  }
}

/// The naive reference: re-flattens the whole tree, as hand-written implementations do.
///
/// With `kept` (the IDs a filter keeps), only kept items show. An item whose detail opens apart
/// shows its detail while its own flag is set, whether or not its children show. An open item
/// whose children load on demand shows a status row while it has a load state (`loading`).
enum NaiveFlattening {
  static func rows(
    _ sections: [EngineSection], _ expansion: ExpansionState<Int, Int>, kept: Set<Int>? = nil,
    loading: Set<Int> = []
  ) -> [[ModelRow]] {
    sections.map { section in
      var out: [ModelRow] = []
      if !expansion.isCollapsed(section: section.id) {
        for item in section.items { append(item, expansion, kept, loading, &out) }
      }
      return out
    }
  }

  private static func append(
    _ item: EngineItem, _ expansion: ExpansionState<Int, Int>, _ kept: Set<Int>?,
    _ loading: Set<Int>, _ out: inout [ModelRow]
  ) {
    if let kept, !kept.contains(item.id) { return }
    out.append(.row(item.id))
    let apart = item.options.contains(.detailApart)
    if item.hasDetail && (apart ? expansion.isDetailOpen(item.id) : expansion.isExpanded(item.id)) {
      out.append(.detail(item.id))
    }
    guard expansion.isExpanded(item.id) else { return }
    if item.children.isEmpty && item.options.contains(.childrenOnDemand)
      && loading.contains(item.id)
    {
      out.append(.status(item.id))
    }
    for child in item.children { append(child, expansion, kept, loading, &out) }
  }

  /// `sections` with the item `id` given `children` (and no longer loading on demand).
  static func setting(_ children: [EngineItem], of id: Int, in sections: [EngineSection])
    -> [EngineSection]
  {
    func visit(_ items: inout [EngineItem]) -> Bool {
      for index in items.indices {
        if items[index].id == id {
          items[index].children = children
          items[index].options.remove(.childrenOnDemand)
          return true
        }
        if visit(&items[index].children) { return true }
      }
      return false
    }
    var result = sections
    for index in result.indices where visit(&result[index].items) { break }
    return result
  }

  /// The IDs of the items that match `predicate`, in list order.
  static func matches(_ sections: [EngineSection], _ predicate: (EngineItem) -> Bool) -> [Int] {
    var out: [Int] = []
    func visit(_ item: EngineItem) {
      if predicate(item) { out.append(item.id) }
      for child in item.children { visit(child) }
    }
    for section in sections { for item in section.items { visit(item) } }
    return out
  }

  /// The IDs a filter keeps: matches and their ancestors.
  static func kept(_ sections: [EngineSection], matches: Set<Int>) -> Set<Int> {
    var out = Set<Int>()
    @discardableResult
    func visit(_ item: EngineItem) -> Bool {
      var keep = matches.contains(item.id)
      for child in item.children where visit(child) { keep = true }
      if keep { out.insert(item.id) }
      return keep
    }
    for section in sections { for item in section.items { visit(item) } }
    return out
  }

  /// The IDs of the items that have a kept child (the ancestors a filter must open).
  static func parentsOfKept(_ sections: [EngineSection], kept: Set<Int>) -> Set<Int> {
    var out = Set<Int>()
    func visit(_ item: EngineItem) {
      if item.children.contains(where: { kept.contains($0.id) }) { out.insert(item.id) }
      for child in item.children { visit(child) }
    }
    for section in sections { for item in section.items { visit(item) } }
    return out
  }
}

extension ListController where ItemID == Int {
  /// The controller's rows in the reference model's terms.
  var modelRows: [[ModelRow]] {
    (0..<numberOfSections).map { section in
      (0..<numberOfRows(inSection: section)).map { row in
        let visible = self.row(at: ListIndexPath(section: section, row: row))
        let id = visible.itemID ?? -1
        switch visible.kind {
        case .detail: return .detail(id)
        case .status: return .status(id)
        default: return .row(id)
        }
      }
    }
  }
}
