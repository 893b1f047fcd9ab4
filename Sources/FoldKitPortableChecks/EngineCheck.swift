public import FoldKit

/// Random selections, expansions, section toggles and snapshot updates on a ``ListController``,
/// every changeset replayed through the simulator against the rows the controller then shows.
public enum EngineCheck {
  /// The controller of the check: section, item and content all `Int`.
  public typealias Controller = ListController<Int, Int, Int>

  /// Runs `steps` random operations from `seed` and returns one line summarising them.
  ///
  /// - Complexity: O(*steps* · *v* log *v*) for *v* visible rows.
  public static func run(seed: UInt64, steps: Int) -> String {
    var random = PortableRandom(seed: seed)
    let policies: [ExpansionPolicy] = [.independent, .exclusiveInSection, .exclusiveInList]
    var controller = Controller(
      snapshot: makeSnapshot(&random), policy: policies[random.below(3)])
    var digest = PortableDigest()
    var violations = 0
    for _ in 0..<steps {
      let shown = visible(controller)
      switch random.below(10) {
      case 0:
        let staged = controller.update(to: makeSnapshot(&random))
        var current = shown
        for stage in staged {
          digest.add(stage.changeset)
          let data = stage.data.map { section in
            section.rows.map { ShownRow(id: code($0.key), content: $0.content) }
          }
          let step = StageReplay.apply(stage.changeset, to: current, data: data)
          current = step.shown
          violations += step.violations
        }
        if current != visible(controller) { violations += 1 }
      case 1 where controller.numberOfSections > 0:
        let changeset = controller.toggleSection(random.below(controller.numberOfSections))
        violations += replay(changeset, shown, controller, &digest)
      case 2:
        let ids = controller.snapshot.nodes.map { $0.id }
        if !ids.isEmpty {
          let changeset = controller.toggle(ids[random.below(ids.count)])
          violations += replay(changeset, shown, controller, &digest)
        }
      case 3:
        let changeset = random.oneIn(2) ? controller.expandAll() : controller.collapseAll()
        violations += replay(changeset, shown, controller, &digest)
      default:
        let paths = shown.indices.flatMap { s in
          shown[s].indices.map { ListIndexPath(section: s, row: $0) }
        }
        if paths.isEmpty { continue }
        let outcome = controller.select(at: paths[random.below(paths.count)])
        violations += replay(outcome.changeset, shown, controller, &digest)
      }
      controller.rows.checkInvariants()
      for section in visible(controller) {
        digest.add(section.count)
        for row in section { digest.add(row.id) }
      }
    }
    let rows = controller.rowCounts.reduce(0, +)
    return "engine seed \(seed): steps \(steps) rows \(rows) digest \(digest.hex) "
      + "violations \(violations)"
  }

  /// Replays one changeset against what the controller now shows; returns the violations.
  static func replay(
    _ changeset: Changeset, _ shown: [[ShownRow]], _ controller: Controller,
    _ digest: inout PortableDigest
  ) -> Int {
    digest.add(changeset)
    let now = visible(controller)
    let step = StageReplay.apply(changeset, to: shown, data: now)
    return step.violations + (step.shown == now ? 0 : 1)
  }

  /// A row key as one integer: an item's row is even, its detail row odd, and a status row
  /// (never made here: no item loads on demand) negative.
  static func code(_ key: VisibleRowKey<Int>) -> Int {
    switch key {
    case .row(let id): 2 * id
    case .detail(let id): 2 * id + 1
    case .status(let id): -1 - id
    }
  }

  /// The rows the controller shows, section by section.
  static func visible(_ controller: Controller) -> [[ShownRow]] {
    controller.visibleModel.map { section in
      section.rows.map { ShownRow(id: code($0.key), content: $0.content) }
    }
  }

  /// A random snapshot of up to 5 sections; items may have a detail row or children.
  ///
  /// IDs are drawn from a small range so that successive snapshots share many of them.
  static func makeSnapshot(_ random: inout PortableRandom) -> Controller.ListSnapshot {
    var used = Set<Int>()
    func freshID(_ random: inout PortableRandom) -> Int {
      var id = random.below(60)
      while used.contains(id) { id = (id + 1) % 1_000 }
      used.insert(id)
      return id
    }
    func makeItem(_ random: inout PortableRandom, depth: Int) -> ListItem<Int, Int> {
      let id = freshID(&random)
      let children =
        depth < 2 && random.oneIn(3)
        ? (0..<(1 + random.below(3))).map { _ in makeItem(&random, depth: depth + 1) } : []
      return ListItem(
        id: id, content: random.below(3), children: children,
        hasDetail: children.isEmpty && random.oneIn(2))
    }
    var sections: [ListSection<Int, Int, Int>] = []
    var sectionIDs = Set<Int>()
    for _ in 0..<random.below(6) {
      var sectionID = random.below(8)
      while sectionIDs.contains(sectionID) { sectionID += 1 }
      sectionIDs.insert(sectionID)
      let items = (0..<random.below(5)).map { _ in makeItem(&random, depth: 0) }
      sections.append(
        ListSection(
          id: sectionID, header: random.below(2), isCollapsible: random.oneIn(2), items: items))
    }
    return Controller.ListSnapshot(uncheckedSections: sections)
  }
}
