import FoldKit
import FoldKitTestSupport
import Testing

@Suite struct ListControllerModelTests {
  /// Random sequences of toggles, section collapses, selections, keys and policies, checked after
  /// every step against the naive flattening, both index mappings and the changeset replay.
  @Test func randomOperationsMatchTheNaiveFlattening() throws {
    let totalSteps = scaledStepCount("FOLDKIT_ENGINE_STEPS", default: 4_000)
    let seeds: [UInt64] = [1, 2, 3, 4, 5, 6, 7, 8]
    let stepsPerSeed = max(1, totalSteps / seeds.count)
    for seed in seeds {
      try run(seed: seed, steps: stepsPerSeed)
    }
  }

  private func run(seed: UInt64, steps: Int) throws {
    var builder = RandomListBuilder(seed: seed)
    // Odd seeds give items options (detail apart, children on demand); even seeds keep the
    // items plain, which clears a filter by editing the filtered rows instead of rebuilding.
    builder.detailsApart = seed % 2 == 1
    builder.childrenOnDemand = seed % 2 == 1
    var rng = SplitMix64(seed: seed &* 0x9E37)
    var sections = builder.sections()
    var controller = EngineController(snapshot: try EngineSnapshot(sections: sections))
    controller.searchText = { $0 }
    var allItems = controller.snapshot.nodes.map(\.id)
    // The filter as the model knows it: the test every match passes, or nil without a filter.
    var predicate: (@Sendable (String) -> Bool)?
    // Load requests the app holds, and requests that are no longer current.
    var requests = LoadRequestLog()
    requests.take(controller.takeLoadEvents(), context: "seed \(seed), start")
    for step in 0..<steps {
      let before = controller.modelRows
      let beforeCounts = controller.rowCounts
      let expansionBefore = controller.expansion
      var changeset = Changeset()
      var replacedData = false
      var filterChanged = false
      let choice = Int.random(in: 0..<115, using: &rng)
      switch choice {
      case 0..<30 where !allItems.isEmpty:
        let id = allItems.randomElement(using: &rng) ?? 0
        changeset = controller.toggle(id, origin: Bool.random(using: &rng) ? .user : .programmatic)
        if controller.expansion.isExpanded(id) {
          #expect(exclusiveHolds(controller, opened: id), "seed \(seed), step \(step)")
        }
      case 30..<40 where controller.numberOfSections > 0:
        changeset = controller.toggleSection(
          Int.random(in: 0..<controller.numberOfSections, using: &rng))
      case 40..<60 where controller.rows.rowCount > 0:
        let path = randomPath(controller, &rng)
        changeset = controller.select(at: path).changeset
      case 60..<65 where controller.numberOfSections > 0:
        changeset =
          controller.selectHeader(
            ofSection: Int.random(in: 0..<controller.numberOfSections, using: &rng)
          ).changeset
      case 65..<75 where controller.rows.elements.count > 0:
        let position = Int.random(in: 0..<controller.rows.elements.count, using: &rng)
        changeset =
          Bool.random(using: &rng)
          ? controller.moveLeft(fromPosition: position).changeset
          : controller.moveRight(fromPosition: position).changeset
      case 75..<80:
        controller.policy =
          [ExpansionPolicy.independent, .exclusiveInSection, .exclusiveInList].randomElement(
            using: &rng) ?? .independent
      case 80..<82:
        changeset = controller.expandAll()
      case 82..<84:
        changeset = controller.collapseAll()
      case 84..<86:
        sections = mutated(sections, &builder, &rng)
        let stages = controller.update(to: try EngineSnapshot(sections: sections))
        allItems = controller.snapshot.nodes.map(\.id)
        replacedData = true
        let matches = predicate.map { test in
          NaiveFlattening.matches(sections) { test($0.content) }
        }
        checkStages(
          stages, from: before,
          to: NaiveFlattening.rows(
            sections, controller.expansion,
            kept: matches.map { NaiveFlattening.kept(sections, matches: Set($0)) },
            loading: Set(controller.loads.keys)),
          "seed \(seed), step \(step)")
      case 86..<89:
        let test = randomPredicate(&rng)
        changeset = controller.filter(where: test)
        predicate = test
        filterChanged = true
      case 89..<91:
        let test = randomPredicate(&rng)
        changeset = controller.narrowFilter(where: test)
        if let old = predicate {
          predicate = { @Sendable in old($0) && test($0) }
        } else {
          predicate = test
        }
        filterChanged = true
      case 91..<93:
        // Type a query, or one more character of the current one (the engine narrows then).
        let digit = String(Int.random(in: 0..<10, using: &rng))
        let query =
          (controller.filter?.query).map { $0 + digit }
          ?? (Bool.random(using: &rng) ? digit : "ITEM \(digit)")
        changeset = controller.filter(text: query)
        let lowered = query.lowercased()
        predicate = { $0.lowercased().contains(lowered) }
        filterChanged = true
      case 93..<96:
        changeset = controller.clearFilter()
        #expect(controller.filter == nil, "seed \(seed), step \(step)")
        if predicate != nil {
          #expect(
            controller.expansion == expansionBefore.withoutFilter,
            "clearing restores the expansion, seed \(seed), step \(step)")
        }
        predicate = nil
      case 96..<99 where !allItems.isEmpty:
        changeset = controller.toggleDetail(allItems.randomElement(using: &rng) ?? 0)
      case 99..<106 where !requests.outstanding.isEmpty:
        // Children arrive; sometimes none, sometimes with a duplicate ID (rejected).
        guard let request = requests.randomOutstanding(using: &rng) else { continue }
        var children =
          Int.random(in: 0..<6, using: &rng) == 0
          ? [] : builder.items(depth: 1, maxDepth: 3, maxFanOut: 4)
        if !children.isEmpty && !allItems.isEmpty && Int.random(in: 0..<10, using: &rng) == 0 {
          children[0].id = allItems.randomElement(using: &rng) ?? 0
          #expect(throws: SnapshotError.self) {
            try controller.supplyChildren(children, for: request)
          }
          continue
        }
        changeset = try controller.supplyChildren(children, for: request)
        requests.answered(request)
        sections = NaiveFlattening.setting(children, of: request.item, in: sections)
        allItems = controller.snapshot.nodes.map(\.id)
      case 106..<109 where !requests.outstanding.isEmpty:
        guard let request = requests.randomOutstanding(using: &rng) else { continue }
        changeset = controller.supplyFailure("offline", for: request)
        requests.answered(request)
      case 109..<112 where !requests.stale.isEmpty:
        // A late answer to a cancelled or replaced request changes nothing.
        changeset = try requests.answerLate(&controller, using: &builder, &rng)
        #expect(changeset.isEmpty, "stale request changed rows, seed \(seed), step \(step)")
      case 112..<115:
        let failed = controller.loads.keys.filter { controller.loadFailure(of: $0) != nil }.sorted()
        guard let id = failed.randomElement(using: &rng) else { continue }
        changeset = controller.retryLoad(of: id)
      default:
        continue
      }
      requests.take(controller.takeLoadEvents(), context: "seed \(seed), step \(step)")
      controller.checkLoadInvariants()
      #expect(
        Set(requests.outstanding.keys)
          == Set(controller.loads.keys.filter { controller.loadFailure(of: $0) == nil }),
        "outstanding requests, seed \(seed), step \(step)")
      let context = "seed \(seed), step \(step), choice \(choice)"
      var kept: Set<Int>?
      if let predicate {
        let matches = NaiveFlattening.matches(sections) { predicate($0.content) }
        let ids = controller.filter?.matches.map { controller.snapshot.nodes[$0].id }
        #expect(ids.map(Set.init) == Set(matches), "matches, \(context)")
        kept = NaiveFlattening.kept(sections, matches: Set(matches))
      }
      if filterChanged, let kept {
        checkFilterExpansion(
          controller.expansion, before: expansionBefore,
          parents: NaiveFlattening.parentsOfKept(sections, kept: kept), context)
      }
      let after = NaiveFlattening.rows(
        sections, controller.expansion, kept: kept, loading: Set(controller.loads.keys))
      controller.rows.checkInvariants()
      #expect(controller.modelRows == after, "\(context)")
      checkMappings(controller, context)
      if !replacedData {
        ChangesetReplay.check(
          changeset, old: before, oldCounts: beforeCounts, new: after, context: context)
      }
      if !replacedData {
        let report = BatchUpdateValidator.checkContract(changeset, old: before, new: after)
        #expect(report.isClean, "\(report), \(context)")
        checkReloads(changeset, old: before, new: after, expansionBefore, controller, context)
      }
      if let filter = controller.filter {
        // The filter's own record of what it opened agrees with the expansion state.
        for (node, record) in controller.snapshot.nodes.enumerated() where filter.isKept(node) {
          let opened = controller.expansion.origin(of: record.id) == .filter
          #expect(
            filter.isOpenedForFilter(node) == opened, "opened flag of \(record.id), \(context)")
        }
      }
    }
  }

  /// Every item row shown before and after whose item opened or closed is reloaded, so that its
  /// disclosure indicator and accessibility state follow.
  private func checkReloads(
    _ changeset: Changeset, old: [[ModelRow]], new: [[ModelRow]],
    _ expansionBefore: ExpansionState<Int, Int>, _ controller: EngineController,
    _ context: String
  ) {
    let deleted = Set(changeset.deletedRows)
    let reloaded = Set(changeset.reloadedRows)
    let shownAfter = Set(new.joined())
    for (section, rows) in old.enumerated() {
      for (row, element) in rows.enumerated() {
        guard case .row(let id) = element, shownAfter.contains(element) else { continue }
        let path = ListIndexPath(section: section, row: row)
        guard !deleted.contains(path),
          expansionBefore.isExpanded(id) != controller.expansion.isExpanded(id)
        else { continue }
        #expect(reloaded.contains(path), "row \(id) opened or closed unreloaded, \(context)")
      }
    }
  }

  /// A random test on an item's content ("item 17", perhaps with primes appended).
  private func randomPredicate(_ rng: inout SplitMix64) -> @Sendable (String) -> Bool {
    let digit = Character(String(Int.random(in: 0..<10, using: &rng)))
    let modulus = Int.random(in: 2..<7, using: &rng)
    let remainder = Int.random(in: 0..<modulus, using: &rng)
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: return { $0.last == digit }
    case 1: return { $0.count % modulus == remainder }
    default: return { $0.contains(digit) }
    }
  }

  /// After a filter is applied: the person's and the code's expansion is untouched, and the
  /// filter opened exactly the closed ancestors of its matches.
  private func checkFilterExpansion(
    _ expansion: ExpansionState<Int, Int>, before: ExpansionState<Int, Int>, parents: Set<Int>,
    _ context: String
  ) {
    let own = expansion.expandedItems.filter { $0.value != .filter }
    #expect(own == before.expandedItems.filter { $0.value != .filter }, "kept own, \(context)")
    let opened = Set(expansion.expandedItems.filter { $0.value == .filter }.keys)
    #expect(opened == parents.subtracting(own.keys), "filter opened, \(context)")
    #expect(expansion.userExpandedItems == before.userExpandedItems, "\(context)")
  }

  /// New data in the spirit of a server reload: some sections kept, items edited, added,
  /// removed and moved, sometimes a fresh tree.
  private func mutated(
    _ sections: [EngineSection], _ builder: inout RandomListBuilder, _ rng: inout SplitMix64
  ) -> [EngineSection] {
    if Int.random(in: 0..<4, using: &rng) == 0 { return builder.sections() }
    var result = sections.filter { _ in Int.random(in: 0..<8, using: &rng) > 0 }
    for index in result.indices {
      var items = result[index].items.filter { _ in Int.random(in: 0..<6, using: &rng) > 0 }
      for item in items.indices where Int.random(in: 0..<5, using: &rng) == 0 {
        items[item].content += "'"
      }
      if Int.random(in: 0..<3, using: &rng) == 0 {
        items += builder.items(depth: 0, maxDepth: 2, maxFanOut: 3)
      }
      if items.count > 1 && Bool.random(using: &rng) { items.swapAt(0, items.count - 1) }
      result[index].items = items
    }
    if result.count > 1 && Bool.random(using: &rng) { result.swapAt(0, result.count - 1) }
    return result
  }

  /// Every stage passes the contract validator, leads to its data, and the last reaches `new`.
  private func checkStages(
    _ stages: StagedChangeset<EngineController.VisibleModel>, from old: [[ModelRow]],
    to new: [[ModelRow]], _ context: String
  ) {
    var current = old
    for (index, stage) in stages.enumerated() {
      let next = stage.data.map { section in
        section.rows.map { row -> ModelRow in
          switch row.key {
          case .row(let id): return .row(id)
          case .detail(let id): return .detail(id)
          case .status(let id): return .status(id)
          }
        }
      }
      let report = BatchUpdateValidator.checkContract(stage.changeset, old: current, new: next)
      #expect(
        report.isClean,
        "stage \(index): \(report), \(stage.changeset), \(current) -> \(next), \(context)")
      #expect(!stage.changeset.isEmpty, "empty stage \(index), \(context)")
      current = next
    }
    #expect(current == new, "\(context)")
  }

  private func randomPath(_ controller: EngineController, _ rng: inout SplitMix64) -> ListIndexPath
  {
    let row = Int.random(in: 0..<controller.rows.rowCount, using: &rng)
    let position = controller.rows.elements.seek { $0.rows > row }.position
    return controller.rows.indexPath(atPosition: position) ?? ListIndexPath(section: 0, row: 0)
  }

  private func checkMappings(_ controller: EngineController, _ context: String) {
    for section in 0..<controller.numberOfSections {
      for row in 0..<controller.numberOfRows(inSection: section) {
        let path = ListIndexPath(section: section, row: row)
        let visible = controller.row(at: path)
        guard let id = visible.itemID else {
          Issue.record("no item at \(path), \(context)")
          continue
        }
        let back: ListIndexPath?
        switch visible.kind {
        case .detail: back = controller.indexPath(ofDetailOf: id)
        case .status:
          back = controller.snapshot.nodeIndex(of: id).flatMap {
            controller.rows.indexPath(ofNode: $0, kind: .status, in: controller.snapshot)
          }
        default: back = controller.indexPath(of: id)
        }
        #expect(back == path, "\(path) → \(id) → \(String(describing: back)), \(context)")
        let position = controller.rows.position(of: path)
        #expect(controller.rows.indexPath(atPosition: position) == path, "\(context)")
      }
    }
  }

  /// Right after opening `opened` under an exclusive policy, every open item in the policy's
  /// scope is `opened` or one of its ancestors.
  private func exclusiveHolds(_ controller: EngineController, opened: Int) -> Bool {
    let snapshot = controller.snapshot
    guard let node = snapshot.nodeIndex(of: opened) else { return false }
    let chain = Set(snapshot.ancestors(of: node).map { snapshot.nodes[$0].id } + [opened])
    for id in controller.expansion.expandedItems.keys where !chain.contains(id) {
      guard let other = snapshot.nodeIndex(of: id) else { return false }
      switch controller.policy {
      case .independent: continue
      case .exclusiveInList: return false
      case .exclusiveInSection:
        if snapshot.nodes[other].section == snapshot.nodes[node].section { return false }
      }
    }
    return true
  }
}
