import FoldKit
import FoldKitTestSupport
import Testing

/// Random mixes of every operation a list controller takes (toggles, details apart, sections,
/// selections, keys, policies, expand and collapse all, filters narrowing, widening and
/// clearing, children supplied, failed, empty and duplicated, new data during a filter and
/// during loading), checked after every step against ``EngineStateModel``: the expansion with
/// its origins, the filter's matches in order, the load states, the focus after a key, the rows
/// and what each row shows, and every batch update replayed under the validator's contract.
@Suite struct EngineStateModelTests {
  /// A shape of random data.
  struct Shape: Sendable, CustomTestStringConvertible {
    var name: String
    var detailsApart = false
    var childrenOnDemand = false
    var behaviors = false
    var maxSections = 5
    var maxDepth = 4
    var maxFanOut = 5
    var seeds: [UInt64]

    var testDescription: String { name }
  }

  static let shapes: [Shape] = [
    Shape(name: "plain", seeds: [11, 12]),
    Shape(
      name: "details and loading", detailsApart: true, childrenOnDemand: true, seeds: [21, 22]),
    Shape(
      name: "checks and loading", childrenOnDemand: true, behaviors: true, seeds: [31, 32]),
    Shape(
      name: "deep", detailsApart: true, childrenOnDemand: true, behaviors: true, maxSections: 2,
      maxDepth: 7, maxFanOut: 2, seeds: [41, 42]),
    Shape(
      name: "wide", detailsApart: true, childrenOnDemand: true, maxSections: 9, maxDepth: 1,
      maxFanOut: 9, seeds: [51, 52]),
  ]

  @Test(arguments: shapes) func randomOperationsKeepTheStateTheModelPredicts(_ shape: Shape)
    throws
  {
    let total = scaledStepCount("FOLDKIT_ENGINE_STATE_STEPS", default: 50_000)
    let perSeed = max(1, total / (Self.shapes.count * shape.seeds.count))
    for seed in shape.seeds {
      var run = try Run(shape: shape, seed: seed)
      try run.steps(perSeed)
    }
  }
}

/// One seeded run: the controller, the model, and the requests the app holds.
private struct Run {
  var builder: RandomListBuilder
  var rng: SplitMix64
  var controller: EngineController
  var model: EngineStateModel
  var shape: EngineStateModelTests.Shape
  var seed: UInt64
  var requests = LoadRequestLog()
  var step = 0
  var choice = 0

  init(shape: EngineStateModelTests.Shape, seed: UInt64) throws {
    self.shape = shape
    self.seed = seed
    builder = RandomListBuilder(seed: seed)
    builder.detailsApart = shape.detailsApart
    builder.childrenOnDemand = shape.childrenOnDemand
    builder.behaviors = shape.behaviors
    rng = SplitMix64(seed: seed &* 0x5851_F42D)
    let sections = builder.sections(
      maxSections: shape.maxSections, maxDepth: shape.maxDepth, maxFanOut: shape.maxFanOut)
    controller = EngineController(snapshot: try EngineSnapshot(sections: sections))
    controller.searchText = { $0 }
    model = EngineStateModel(sections: sections)
    if shape.behaviors {
      let tree = try CheckTree(snapshot: controller.snapshot)
      controller.checks = tree
      model.checks = tree
    }
  }

  var context: String { "\(shape.name), seed \(seed), step \(step), choice \(choice)" }

  mutating func steps(_ count: Int) throws {
    take()
    for index in 0..<count {
      step = index
      try runStep()
    }
  }

  private var allItems: [Int] { controller.snapshot.nodes.map(\.id) }

  private mutating func randomItem() -> Int? {
    let items = allItems
    return items.isEmpty ? nil : items[Int.random(in: 0..<items.count, using: &rng)]
  }

  private mutating func runStep() throws {
    let before = controller.modelRows
    let beforeCounts = controller.rowCounts
    let displaysBefore = model.displays
    let visibleBefore = controller.visibleModel
    var changeset = Changeset()
    var stages: StagedChangeset<EngineController.VisibleModel>?
    var shownAfterUpdate: EngineController.VisibleModel = []
    choice = Int.random(in: 0..<120, using: &rng)
    switch choice {
    case 0..<20:
      guard let id = randomItem() else { return }
      let origin: ExpansionOrigin = Bool.random(using: &rng) ? .user : .programmatic
      if Bool.random(using: &rng) {
        changeset = controller.toggle(id, origin: origin)
        model.toggle(id, origin: origin)
      } else {
        let expanded = Bool.random(using: &rng)
        changeset = controller.setExpanded(expanded, id, origin: origin)
        model.setExpanded(expanded, id, origin: origin)
      }
    case 20..<28:
      guard let id = randomItem() else { return }
      changeset = controller.toggleDetail(id)
      model.toggleDetail(id)
    case 28..<34 where controller.numberOfSections > 0:
      let section = Int.random(in: 0..<controller.numberOfSections, using: &rng)
      if Bool.random(using: &rng) {
        changeset = controller.toggleSection(section)
        model.toggleSection(section)
      } else {
        changeset = controller.selectHeader(ofSection: section).changeset
        if model.sections[section].isCollapsible { model.toggleSection(section) }
      }
    case 34..<50 where controller.rows.rowCount > 0:
      let position = randomRowPosition()
      guard let path = controller.rows.indexPath(atPosition: position) else { return }
      let row = before[path.section][path.row]
      changeset = controller.select(at: path).changeset
      model.select(row)
    case 50..<60 where controller.rows.elements.count > 0:
      let position = Int.random(in: 0..<controller.rows.elements.count, using: &rng)
      let right = Bool.random(using: &rng)
      let outcome =
        right
        ? controller.moveRight(fromPosition: position)
        : controller.moveLeft(fromPosition: position)
      changeset = outcome.changeset
      let focus = right ? model.moveRight(from: position) : model.moveLeft(from: position)
      #expect(outcome.focus == focus, "focus after \(right ? "→" : "←"), \(context)")
    case 60..<63:
      let policy =
        [ExpansionPolicy.independent, .exclusiveInSection, .exclusiveInList].randomElement(
          using: &rng) ?? .independent
      controller.policy = policy
      model.policy = policy
    case 63..<65:
      changeset = controller.expandAll()
      model.expandAll()
    case 65..<67:
      changeset = controller.collapseAll()
      model.collapseAll()
    case 67..<72:
      let test = randomPredicate()
      changeset = controller.filter(where: test)
      model.applyFilter(test)
    case 72..<75:
      let test = randomPredicate()
      changeset = controller.narrowFilter(where: test)
      if let old = model.predicate {
        model.applyFilter { old($0) && test($0) }
      } else {
        model.applyFilter(test)
      }
    case 75..<80:
      // Typing: one more character, one fewer (widening), or a new query.
      let digit = String(Int.random(in: 0..<10, using: &rng))
      var query = controller.filter?.query ?? ""
      switch Int.random(in: 0..<3, using: &rng) {
      case 0: query += digit
      case 1: query = String(query.dropLast())
      default: query = Bool.random(using: &rng) ? digit : "ITEM \(digit)"
      }
      changeset = controller.filter(text: query)
      let lowered = query.lowercased()
      model.applyFilter { $0.lowercased().contains(lowered) }
    case 80..<84:
      changeset = controller.clearFilter()
      model.clearFilter()
    case 84..<90:
      let sections = mutated(model.sections)
      stages = controller.update(to: try EngineSnapshot(sections: sections))
      shownAfterUpdate = controller.visibleModel
      model.update(to: sections)
      if shape.behaviors {
        let tree = try CheckTree(snapshot: controller.snapshot)
        controller.checks = tree
        model.checks = tree
      }
    case 90..<102 where !requests.outstanding.isEmpty:
      guard let request = requests.randomOutstanding(using: &rng) else { return }
      var children =
        Int.random(in: 0..<5, using: &rng) == 0
        ? [] : builder.items(depth: 1, maxDepth: 3, maxFanOut: 4)
      if !children.isEmpty && Int.random(in: 0..<8, using: &rng) == 0, let id = randomItem() {
        // A child whose ID is already in the list, or one repeated among the children.
        if Bool.random(using: &rng) || children.count < 2 {
          children[0].id = id
        } else {
          children[1].id = children[0].id
        }
      }
      if shape.behaviors && !children.isEmpty && Int.random(in: 0..<3, using: &rng) == 0 {
        children[children.count - 1].behavior = .toggleAll
      }
      if model.bringsDuplicate(children) {
        #expect(throws: SnapshotError.self, "\(context)") {
          try controller.supplyChildren(children, for: request)
        }
      } else {
        changeset = try controller.supplyChildren(children, for: request)
        model.supplyChildren(children, of: request.item)
        requests.answered(request)
      }
    case 102..<107 where !requests.outstanding.isEmpty:
      guard let request = requests.randomOutstanding(using: &rng) else { return }
      changeset = controller.supplyFailure("offline \(step)", for: request)
      model.supplyFailure("offline \(step)", of: request.item)
      requests.answered(request)
    case 107..<110 where !requests.stale.isEmpty:
      changeset = try requests.answerLate(&controller, using: &builder, &rng)
      #expect(changeset.isEmpty, "a stale request changed rows, \(context)")
    case 114..<120 where shape.behaviors:
      // Select a row that shows a check mark: an item's, or an "agree to all" row.
      let paths = checkRowPaths()
      guard !paths.isEmpty else { return }
      let path = paths[Int.random(in: 0..<paths.count, using: &rng)]
      changeset = controller.select(at: path).changeset
      model.select(before[path.section][path.row])
    case 110..<114:
      let failed = model.failed.keys.sorted()
      guard !failed.isEmpty else { return }
      let id = failed[Int.random(in: 0..<failed.count, using: &rng)]
      changeset = controller.retryLoad(of: id)
      model.failed[id] = nil
      model.loading.insert(id)
    default:
      return
    }
    take()
    checkState()
    let after = model.rows
    #expect(controller.modelRows == after, "rows, \(context)")
    checkDisplays()
    if let stages {
      checkStages(stages, from: visibleBefore, to: shownAfterUpdate)
    } else {
      ChangesetReplay.check(
        changeset, old: before, oldCounts: beforeCounts, new: after, context: context)
      let report = BatchUpdateValidator.checkContract(changeset, old: before, new: after)
      #expect(report.isClean, "\(report), \(context)")
      checkReloads(changeset, before: displaysBefore, after: model.displays)
    }
  }

  /// Records load requests and cancellations, which must agree with the model's loads.
  private mutating func take() {
    let context = self.context
    requests.take(controller.takeLoadEvents(), context: context)
  }

  /// The controller's state equals the model's.
  private func checkState() {
    let expansion = controller.expansion
    #expect(expansion.expandedItems == model.expandedItems, "expanded items, \(context)")
    #expect(expansion.collapsedSections == model.collapsed, "collapsed sections, \(context)")
    #expect(expansion.filterShownSections == model.filterShown, "shown sections, \(context)")
    #expect(expansion.openDetails == model.details, "open details, \(context)")
    #expect(Set(requests.outstanding.keys) == model.loading, "requests out, \(context)")
    #expect(
      Set(controller.loads.keys) == model.loading.union(model.failed.keys), "loads, \(context)")
    for (id, message) in model.failed {
      #expect(controller.loadFailure(of: id) == message, "failure of \(id), \(context)")
    }
    controller.checkLoadInvariants()
    controller.rows.checkInvariants()
    #expect(controller.isFiltered == model.isFiltered, "filtered, \(context)")
    if let filter = controller.filter, let matches = model.matches {
      let ids = filter.matches.map { controller.snapshot.nodes[$0].id }
      #expect(ids == matches, "matches in list order, \(context)")
      let matching = Set(matches)
      for (node, record) in controller.snapshot.nodes.enumerated() {
        #expect(filter.isMatch(node) == matching.contains(record.id), "isMatch, \(context)")
        if filter.isKept(node) {
          let opened = model.filterOpened.contains(record.id)
          #expect(filter.isOpenedForFilter(node) == opened, "opened flag, \(context)")
        }
      }
    }
    if let tree = model.checks, let actual = controller.checks {
      #expect(actual.allMark == tree.allMark, "all mark, \(context)")
      for id in tree.ids { #expect(actual.mark(of: id) == tree.mark(of: id), "\(id), \(context)") }
    }
  }

  /// Every row shows what the model says, through both the row accessors and the visible model
  /// the diff compares.
  private func checkDisplays() {
    let expected = model.displays
    let shown: [[EngineStateModel.Display]] = (0..<controller.numberOfSections).map { section in
      (0..<controller.numberOfRows(inSection: section)).map { row in
        let path = ListIndexPath(section: section, row: row)
        let visible = controller.row(at: path)
        let id = visible.itemID ?? -1
        let modelRow: ModelRow =
          switch visible.kind {
          case .detail: .detail(id)
          case .status: .status(id)
          default: .row(id)
          }
        return EngineStateModel.Display(
          row: modelRow, content: visible.content ?? "", depth: visible.depth,
          isExpandable: visible.isExpandable, isExpanded: visible.isExpanded,
          isDetailOpen: visible.isDetailOpen, checkMark: controller.checkMark(at: path),
          failure: visible.loadFailure)
      }
    }
    #expect(shown == expected, "what rows show, \(context)")
    let diffed = controller.visibleModel.map { section in
      section.rows.map { row in
        [
          row.isExpandable ? 1 : 0, row.isExpanded ? 1 : 0, row.isDetailOpen ? 1 : 0,
          row.depth,
        ]
      }
    }
    let wanted = expected.map { section in
      section.map { display in
        [
          display.isExpandable ? 1 : 0, display.isExpandable && display.isExpanded ? 1 : 0,
          display.row == .row(rowID(display.row)) && display.isDetailOpen ? 1 : 0,
          display.depth,
        ]
      }
    }
    #expect(diffed == wanted, "what the diff compares, \(context)")
    let marks = controller.visibleModel.map { $0.rows.map(\.checkMark) }
    #expect(marks == expected.map { $0.map(\.checkMark) }, "check marks diffed, \(context)")
  }

  private func rowID(_ row: ModelRow) -> Int {
    switch row {
    case .row(let id), .detail(let id), .status(let id): return id
    }
  }

  /// Every row shown before and after whose display changed is reloaded (or deleted and
  /// inserted again).
  private func checkReloads(
    _ changeset: Changeset, before: [[EngineStateModel.Display]],
    after: [[EngineStateModel.Display]]
  ) {
    var afterByRow: [ModelRow: EngineStateModel.Display] = [:]
    for section in after { for display in section { afterByRow[display.row] = display } }
    let deleted = Set(changeset.deletedRows)
    let reloaded = Set(changeset.reloadedRows)
    for (section, rows) in before.enumerated() {
      for (row, display) in rows.enumerated() {
        let path = ListIndexPath(section: section, row: row)
        guard let now = afterByRow[display.row], !deleted.contains(path),
          Self.showsChange(from: display, to: now)
        else { continue }
        #expect(reloaded.contains(path), "\(display) → \(now) not reloaded, \(context)")
      }
    }
  }

  /// Whether a row kept from `old` to `new` draws something different: for an item's row
  /// anything it shows, for a status row its failure, for a detail row its content.
  private static func showsChange(
    from old: EngineStateModel.Display, to new: EngineStateModel.Display
  ) -> Bool {
    switch old.row {
    case .row: return old != new
    case .status: return old.failure != new.failure || old.depth != new.depth
    case .detail: return old.content != new.content || old.depth != new.depth
    }
  }

  /// Everything a row model holds, compared field by field (not through its own `==`, which is
  /// what the diff relies on and what this suite checks).
  private static func shows(_ row: VisibleRowModel<Int, String>) -> String {
    "\(row.key) \(row.content) \(row.depth) \(row.isExpandable) \(row.isExpanded) "
      + "\(row.isDetailOpen) \(String(describing: row.checkMark)) \(row.failure ?? "-")"
  }

  /// Every stage passes the validator and reloads each row it keeps whose display changed; the
  /// last stage's data is the controller's visible model.
  private func checkStages(
    _ stages: StagedChangeset<EngineController.VisibleModel>,
    from old: EngineController.VisibleModel, to new: EngineController.VisibleModel
  ) {
    var current = old
    for (index, stage) in stages.enumerated() {
      let keys = { (model: EngineController.VisibleModel) in
        model.map { $0.rows.map(\.key) }
      }
      let report = BatchUpdateValidator.checkContract(
        stage.changeset, old: keys(current), new: keys(stage.data))
      #expect(report.isClean, "stage \(index): \(report), \(context)")
      #expect(!stage.changeset.isEmpty, "empty stage \(index), \(context)")
      var next: [VisibleRowKey<Int>: VisibleRowModel<Int, String>] = [:]
      for section in stage.data { for row in section.rows { next[row.key] = row } }
      let deleted = Set(stage.changeset.deletedRows)
      let reloaded = Set(stage.changeset.reloadedRows)
      // Rows of a deleted or reloaded section need no reload of their own.
      let replaced = Set(stage.changeset.deletedSections + stage.changeset.reloadedSections)
      for (section, data) in current.enumerated() where !replaced.contains(section) {
        for (row, model) in data.rows.enumerated() {
          let path = ListIndexPath(section: section, row: row)
          guard let now = next[model.key], Self.shows(now) != Self.shows(model),
            !deleted.contains(path)
          else { continue }
          #expect(reloaded.contains(path), "stage \(index) keeps \(model.key) stale, \(context)")
        }
      }
      current = stage.data
    }
    #expect(
      current.map { $0.rows.map(Self.shows) } == new.map { $0.rows.map(Self.shows) },
      "stages end at the rows shown, \(context)")
    #expect(current.map(\.model) == new.map(\.model), "stages end at the sections, \(context)")
  }

  /// The index paths of the visible rows whose item shows a check mark.
  private func checkRowPaths() -> [ListIndexPath] {
    var paths: [ListIndexPath] = []
    for section in 0..<controller.numberOfSections {
      for row in 0..<controller.numberOfRows(inSection: section) {
        let path = ListIndexPath(section: section, row: row)
        if controller.checkMark(at: path) != nil { paths.append(path) }
      }
    }
    return paths
  }

  private mutating func randomRowPosition() -> Int {
    let row = Int.random(in: 0..<controller.rows.rowCount, using: &rng)
    return controller.rows.elements.seek { $0.rows > row }.position
  }

  /// A random test on an item's content ("item 17", perhaps with primes appended).
  private mutating func randomPredicate() -> @Sendable (String) -> Bool {
    let digit = Character(String(Int.random(in: 0..<10, using: &rng)))
    let modulus = Int.random(in: 2..<7, using: &rng)
    let remainder = Int.random(in: 0..<modulus, using: &rng)
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: return { $0.last == digit }
    case 1: return { $0.count % modulus == remainder }
    default: return { $0.contains(digit) }
    }
  }

  /// New data in the spirit of a server reload: items edited, added, removed, moved, gaining
  /// and losing children, details and loading on demand; sometimes a fresh tree.
  private mutating func mutated(_ sections: [EngineSection]) -> [EngineSection] {
    if Int.random(in: 0..<6, using: &rng) == 0 {
      return builder.sections(
        maxSections: shape.maxSections, maxDepth: shape.maxDepth, maxFanOut: shape.maxFanOut)
    }
    var result = sections.filter { _ in Int.random(in: 0..<10, using: &rng) > 0 }
    for index in result.indices {
      result[index].items = edited(result[index].items, depth: 0)
      if Int.random(in: 0..<5, using: &rng) == 0 {
        result[index].isCollapsible.toggle()
      }
      if Int.random(in: 0..<3, using: &rng) == 0 {
        result[index].items += builder.items(depth: 0, maxDepth: 2, maxFanOut: 3)
      }
    }
    if result.count > 1 && Bool.random(using: &rng) { result.swapAt(0, result.count - 1) }
    return result
  }

  private mutating func edited(_ items: [EngineItem], depth: Int) -> [EngineItem] {
    var items = items.filter { _ in Int.random(in: 0..<8, using: &rng) > 0 }
    for index in items.indices {
      switch Int.random(in: 0..<12, using: &rng) {
      case 0: items[index].content += "'"
      case 1: items[index].hasDetail.toggle()
      case 2: items[index].children = []
      case 3 where items[index].children.isEmpty:
        items[index].children = builder.items(depth: depth + 1, maxDepth: depth + 2, maxFanOut: 2)
      case 4 where shape.childrenOnDemand && items[index].children.isEmpty:
        items[index].options.formSymmetricDifference(.childrenOnDemand)
      case 5 where shape.behaviors:
        items[index].behavior = builder.behavior()
      default: break
      }
      items[index].children = edited(items[index].children, depth: depth + 1)
    }
    if items.count > 1 && Bool.random(using: &rng) { items.swapAt(0, items.count - 1) }
    return items
  }
}
