#if os(Linux)
import FoldKit
import FoldKitScreens
import FoldKitTestSupport
import FoldKitUIKit
import Testing
import UIKitStandIn

/// Seeded random use of every screen through the adapter: taps on rows and headers, ← and →,
/// scrolling, width changes and new data, often while batches still animate, with every batch
/// validated and the cells on screen checked whenever the table is at rest.
@MainActor @Suite struct AdapterRandomTests {
  static let steps = scaledStepCount("FOLDKIT_UIKIT_STEPS", default: 300)

  @Test(arguments: ScreenCatalog.names)
  func randomUse(_ screen: String) {
    for seed in [UInt64(1), 2, 3] {
      var random = SplitMix64(seed: seed &* 7919 &+ UInt64(screen.utf8.count))
      // Seed 2 runs under a navigation bar and a tab bar, seed 3 in a grouped table.
      let harness = AdapterHarness(
        screen: screen, width: 390, height: 360,
        metrics: LayoutMetrics(
          style: seed == 3 ? .grouped : .plain, rowHeight: .fixed(45), header: .fixed(60),
          footer: .fixed(18)),
        style: seed == 3 ? .grouped : .plain,
        safeArea: seed == 2 ? DeviceBugTests.bars : .zero)
      var version = 0
      for step in 0..<Self.steps {
        let context = "screen \(screen), seed \(seed), step \(step)"
        harness.table.layoutIfNeeded()
        switch random.next() % 20 {
        case 0..<8:
          let visible = harness.table.indexPathsForVisibleRows ?? []
          if let path = visible.randomElement(using: &random) {
            harness.table.standInTapRow(at: path)
          }
        case 8..<10:
          let sections = harness.table.standInVisibleHeaderSections
          if let section = sections.randomElement(using: &random),
            let header = harness.table.headerView(forSection: section),
            let button = AdapterHarness.button(in: header)
          {
            button.standInTap()
          }
        case 10:
          switch random.next() % 3 {
          case 0: harness.press(.keyboardLeftArrow)
          case 1: harness.press(.keyboardRightArrow)
          default:
            if let path = (harness.table.indexPathsForVisibleRows ?? []).randomElement(
              using: &random)
            {
              harness.table.standInTapAccessory(at: path)
            }
          }
        case 11..<13:
          let inset = harness.table.adjustedContentInset
          let height = Double(harness.table.contentSize.height + inset.top + inset.bottom)
          let top = max(0, height - 360)
          let offset = top > 0 ? Double(random.next() % UInt64(top + 1)) : 0
          harness.scroll(to: CGFloat(offset) - inset.top)
        case 13:
          let width = [320.0, 390, 430, 744][Int(random.next() % 4)]
          harness.table.frame = CGRect(x: 0, y: 0, width: width, height: 360)
        case 14:
          version += 1
          let next = mutated(harness.adapter.controller.snapshot, using: &random, version: version)
          harness.adapter.update(to: next)
        case 15..<17:
          harness.table.standInFinishOneAnimation()
        default:
          harness.table.standInFinishAnimations()
        }
        harness.table.layoutIfNeeded()
        harness.check()
        if !harness.exceptions.isEmpty {
          Issue.record("stopped at \(context)")
          return
        }
      }
      harness.settle()
    }
  }

  @Test(arguments: ["contacts", "sections", "accordion"])
  func randomBurstsEndWhereSlowTapsEnd(_ screen: String) {
    for seed in [UInt64(11), 12, 13, 14] {
      var random = SplitMix64(seed: seed)
      let burst = AdapterHarness(screen: screen, width: 390, height: 3000)
      var taps: [ListTableAdapter<String, String, ScreenItem>.Target] = []
      for _ in 0..<max(20, Self.steps / 10) {
        burst.table.layoutIfNeeded()
        if random.next() % 3 == 0 {
          let sections = burst.table.standInVisibleHeaderSections
          if let section = sections.randomElement(using: &random),
            let header = burst.table.headerView(forSection: section),
            let button = AdapterHarness.button(in: header)
          {
            let id = burst.adapter.headerContext(at: section).sectionID
            taps.append(.header(id))
            button.standInTap()
          }
        } else if let path = (burst.table.indexPathsForVisibleRows ?? []).randomElement(
          using: &random)
        {
          let row = burst.adapter.rowContext(at: path)
          taps.append(row.kind == .detail ? .detail(row.itemID) : .row(row.itemID))
          burst.table.standInTapRow(at: path)
        }
        if random.next() % 4 == 0 { burst.table.standInFinishOneAnimation() }
      }
      burst.settle()

      let slow = AdapterHarness(screen: screen, width: 390, height: 3000)
      for tap in taps {
        slow.table.layoutIfNeeded()
        switch tap {
        case .row(let id), .detail(let id):
          guard let path = slow.adapter.controller.indexPath(of: id) else { continue }
          if case .detail = tap { continue }
          slow.table.standInTapRow(at: IndexPath(row: path.row, section: path.section))
        case .header(let id):
          guard let section = slow.adapter.controller.snapshot.sectionIndex(of: id) else {
            continue
          }
          slow.tapHeader(section)
        }
        slow.settle()
      }
      #expect(
        burst.adapter.controller.expansion == slow.adapter.controller.expansion,
        "screen \(screen), seed \(seed), \(taps.count) taps")
      #expect(burst.adapter.controller.rowCounts == slow.adapter.controller.rowCounts)
    }
  }

  /// New data whose diff has two stages: while the first (reloads only) applies, the data
  /// source shows exactly that stage's data (the old rows, the reloaded ones as they are now),
  /// which the adapter reads from the layouts before and after rather than from the stage; then
  /// the moves apply and the table ends at the engine's state.
  @Test(arguments: ScreenCatalog.names)
  func aReloadStageShowsExactlyItsData(_ screen: String) throws {
    var twoStages = 0
    for seed in UInt64(0)..<24 {
      var random = SplitMix64(seed: seed &* 104_729 &+ UInt64(screen.utf8.count))
      let harness = AdapterHarness(screen: screen, width: 390, height: 2_000)
      // Some items open, so details and children are among the rows.
      for _ in 0..<3 {
        let parents = harness.adapter.controller.snapshot.nodes.filter(\.isExpandable)
        if let node = parents.randomElement(using: &random) { harness.adapter.expand(node.id) }
      }
      harness.settle()
      let before = harness.adapter.controller.visibleModel
      var next = mutated(harness.adapter.controller.snapshot, using: &random, version: 1)
      next = mutated(next, using: &random, version: 2)
      harness.adapter.update(to: next)
      let after = harness.adapter.controller.visibleModel
      let expected = try ListDiff.staged(from: before, to: after)
      let context = "screen \(screen), seed \(seed)"
      if expected.count == 2 {
        twoStages += 1
        #expect(harness.adapter.isAnimating, "\(context)")
        let data = expected[0].data
        #expect(harness.table.numberOfSections == data.count, "\(context)")
        for (section, model) in data.enumerated() {
          #expect(
            harness.adapter.headerContext(at: section).content == model.model.header,
            "header \(section), \(context)")
          #expect(
            harness.adapter.footerContext(at: section).content == model.model.footer,
            "footer \(section), \(context)")
          for (row, shown) in model.rows.enumerated() {
            let path = IndexPath(row: row, section: section)
            let row = harness.adapter.rowContext(at: path)
            let (kind, id): (VisibleElement.Kind, String) =
              switch shown.key {
              case .row(let id): (.row, id)
              case .detail(let id): (.detail, id)
              case .status(let id): (.status, id)
              }
            #expect(row.kind == kind && row.itemID == id, "\(path), \(context)")
            #expect(row.content == shown.content, "\(path), \(context)")
            #expect(row.depth == shown.depth, "\(path), \(context)")
            #expect(row.isExpanded == shown.isExpanded, "\(path), \(context)")
            #expect(row.checkMark == shown.checkMark, "\(path), \(context)")
          }
        }
      }
      harness.settle()
    }
    #expect(twoStages > 0, "no new data for \(screen) had a reload stage")
  }

  /// The snapshot with random changes, as a server might send: items removed, moved between
  /// sections, renamed and added, sections swapped.
  func mutated(
    _ snapshot: Snapshot<String, String, ScreenItem>, using random: inout SplitMix64,
    version: Int
  ) -> Snapshot<String, String, ScreenItem> {
    func item(_ node: Int) -> ListItem<String, ScreenItem> {
      let record = snapshot.nodes[node]
      return ListItem(
        id: record.id, content: record.content,
        children: snapshot.children(of: node).map(item), hasDetail: record.hasDetail,
        behavior: record.behavior)
    }
    var sections = snapshot.sections.indices.map { index in
      let section = snapshot.sections[index]
      return ListSection(
        id: section.id, header: section.header, footer: section.footer,
        isCollapsible: section.isCollapsible,
        items: snapshot.topLevelNodes(ofSection: index).map(item))
    }
    for change in 0..<(1 + Int(random.next() % 3)) {
      let s = Int(random.next() % UInt64(sections.count))
      switch random.next() % 5 {
      case 0 where sections[s].items.count > 1:
        sections[s].items.remove(at: Int(random.next() % UInt64(sections[s].items.count)))
      case 1 where !sections[s].items.isEmpty:
        let moved = sections[s].items.remove(
          at: Int(random.next() % UInt64(sections[s].items.count)))
        let t = Int(random.next() % UInt64(sections.count))
        sections[t].items.insert(
          moved, at: Int(random.next() % UInt64(sections[t].items.count + 1)))
      case 2 where !sections[s].items.isEmpty:
        let i = Int(random.next() % UInt64(sections[s].items.count))
        sections[s].items[i].content.text += " ·"
      case 3:
        let template = sections[s].items.first
        sections[s].items.append(
          ListItem(
            id: "new-\(version)-\(change)",
            content: ScreenItem("새 항목 \(version)", detail: "010-0000-0000"),
            hasDetail: template?.hasDetail ?? false, behavior: template?.behavior ?? .flash))
      default:
        let t = Int(random.next() % UInt64(sections.count))
        sections.swapAt(s, t)
      }
    }
    return Snapshot(uncheckedSections: sections)
  }
}
#endif
