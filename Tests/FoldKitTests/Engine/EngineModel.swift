import FoldKit
import FoldKitTestSupport

/// What a naive implementation shows in one row: an item's row or its detail row.
enum ModelRow: Hashable, CustomStringConvertible {
  case row(Int)
  case detail(Int)

  var description: String {
    switch self {
    case .row(let id): return "r\(id)"
    case .detail(let id): return "d\(id)"
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
        hasDetail: Int.random(in: 0..<3, using: &rng) == 0)
    }
  }
}

/// The naive reference: re-flattens the whole tree, as hand-written implementations do.
enum NaiveFlattening {
  static func rows(_ sections: [EngineSection], _ expansion: ExpansionState<Int, Int>)
    -> [[ModelRow]]
  {
    sections.map { section in
      var out: [ModelRow] = []
      if !expansion.isCollapsed(section: section.id) {
        for item in section.items { append(item, expansion, &out) }
      }
      return out
    }
  }

  private static func append(
    _ item: EngineItem, _ expansion: ExpansionState<Int, Int>, _ out: inout [ModelRow]
  ) {
    out.append(.row(item.id))
    guard expansion.isExpanded(item.id) else { return }
    if item.hasDetail { out.append(.detail(item.id)) }
    for child in item.children { append(child, expansion, &out) }
  }
}

extension ListController where ItemID == Int {
  /// The controller's rows in the reference model's terms.
  var modelRows: [[ModelRow]] {
    (0..<numberOfSections).map { section in
      (0..<numberOfRows(inSection: section)).map { row in
        let visible = self.row(at: ListIndexPath(section: section, row: row))
        let id = visible.itemID ?? -1
        return visible.kind == .detail ? .detail(id) : .row(id)
      }
    }
  }
}
