#if os(Linux)
import FoldKit
import FoldKitScreens
import FoldKitText
import FoldKitUIKit
import Testing
import UIKitStandIn

/// The five screens of SCREENS.md driven through the adapter as a person would, with every batch
/// checked by FoldKit's validator and the cells on screen checked against the engine.
@MainActor @Suite struct ScreenAdapterTests {
  @Test("Contacts: the detail row opens, moves in one update, and closes")
  func contacts() throws {
    let harness = AdapterHarness(screen: "contacts")
    harness.tap("person-2")  // 박미경, Family
    #expect(harness.adapter.isAnimating)
    harness.settle()
    let detail = try #require(harness.adapter.controller.indexPath(ofDetailOf: "person-2"))
    #expect(detail == ListIndexPath(section: 0, row: 2))
    harness.tap("person-4")  // 최서연, Friend: the detail moves in one batch
    harness.settle()
    let last = try #require(harness.table.standInBatches.last)
    #expect(last.deletedRows == [IndexPath(row: 2, section: 0)])
    #expect(last.insertedRows.contains(IndexPath(row: 2, section: 1)))
    #expect(harness.adapter.controller.indexPath(ofDetailOf: "person-2") == nil)
    #expect(harness.adapter.controller.item(at: ListIndexPath(section: 1, row: 3)) == "person-7")
    harness.tap("person-4")
    harness.settle()
    #expect(harness.adapter.controller.indexPath(ofDetailOf: "person-4") == nil)
    #expect(harness.announcements.contains("최서연, collapsed"))
    #expect(harness.table.standInBatches.count == 3)
  }

  @Test("Contacts: the detail row of the last person is revealed by the engine's scroll target")
  func contactsRevealsDetail() throws {
    let harness = AdapterHarness(screen: "contacts", height: 300)
    harness.reveal(try #require(harness.path(of: "person-8")))  // 한소희, last Coworker
    var copy = harness.adapter.layout
    copy.contentOffset = Double(harness.table.contentOffset.y)
    let path = try #require(copy.controller.indexPath(of: "person-8"))
    _ = copy.select(at: path)
    let detail = try #require(copy.controller.indexPath(ofDetailOf: "person-8"))
    let target = copy.prepareScroll(to: ScrollRequest(indexPath: detail, position: .nearest))
    harness.table.standInTapRow(at: IndexPath(row: path.row, section: path.section))
    harness.settle()
    #expect(Double(harness.table.contentOffset.y) == target)
    let frame = harness.table.rectForRow(at: IndexPath(row: detail.row, section: detail.section))
    #expect(frame.minY >= harness.table.contentOffset.y)
    #expect(frame.maxY <= harness.table.contentOffset.y + 300)
    let cell = harness.table.cellForRow(at: IndexPath(row: path.row, section: path.section))
    #expect(cell != nil)
    let focused = UIAccessibility.standInPosted.last { $0.notification == .layoutChanged }
    #expect((focused?.argument as? UITableViewCell) === cell)
  }

  @Test("Sections: a header hides and shows its rows and scrolls to the last one")
  func sections() throws {
    let harness = AdapterHarness(
      screen: "sections", height: 300,
      metrics: LayoutMetrics(
        style: .plain, rowHeight: .fixed(44), header: .fixed(44), footer: .zero))
    harness.tapHeader(3)
    harness.settle()
    #expect(harness.table.numberOfRows(inSection: 3) == 0)
    #expect(harness.announcements.last == "Section 4, collapsed")
    var copy = harness.adapter.layout
    let selection = copy.selectHeader(ofSection: 3)
    let target = try #require(selection.targetOffset)
    harness.tapHeader(3)
    harness.settle()
    #expect(harness.table.numberOfRows(inSection: 3) == 5)
    #expect(Double(harness.table.contentOffset.y) == target)
    let lastRow = harness.table.rectForRow(at: IndexPath(row: 4, section: 3))
    #expect(lastRow.maxY <= harness.table.contentOffset.y + 300)
    let header = try #require(harness.table.headerView(forSection: 3))
    let button = try #require(AdapterHarness.button(in: header))
    #expect(button.accessibilityTraits.contains(.button))
    #expect(button.accessibilityExpandedStatus == .expanded)
  }

  @Test("Accordion: a title row toggles its items; items only flash; keys collapse and expand")
  func accordion() throws {
    let harness = AdapterHarness(screen: "accordion")
    harness.tap("category-1-title")
    harness.settle()
    #expect(harness.table.numberOfRows(inSection: 1) == 5)
    let title = try #require(harness.table.cellForRow(at: IndexPath(row: 0, section: 1)))
    #expect(title.accessibilityExpandedStatus == .expanded)
    #expect(title.accessibilityValue == "2 of 5, level 1" || title.accessibilityValue != nil)
    let batches = harness.table.standInBatches.count
    harness.tap("category-1-item-2")
    harness.settle()
    #expect(harness.table.standInBatches.count == batches)
    // ← on the item goes to its title; ← again collapses it; → opens it again.
    harness.press(.keyboardLeftArrow)
    harness.settle()
    #expect(harness.adapter.focus == .row("category-1-title"))
    harness.press(.keyboardLeftArrow)
    harness.settle()
    #expect(harness.table.numberOfRows(inSection: 1) == 1)
    harness.press(.keyboardRightArrow)
    harness.settle()
    #expect(harness.table.numberOfRows(inSection: 1) == 5)
    #expect(harness.announcements.last == "Vision, expanded, 4 items")
    // A press with a modifier is left to the key commands (⌘←, ⌘→): nothing happens here.
    let batchesBefore = harness.table.standInBatches.count
    harness.table.pressesBegan(
      [UIPress(standInKey: UIKey(standInKeyCode: .keyboardLeftArrow, modifiers: .command))],
      with: nil)
    harness.settle()
    #expect(harness.table.standInBatches.count == batchesBefore)
    // The focus system moves the focus to Hearing's title; → opens it.
    harness.table.standInFocusRow(at: IndexPath(row: 0, section: 2))
    harness.press(.keyboardRightArrow)
    harness.settle()
    #expect(harness.table.numberOfRows(inSection: 2) == 3)
  }

  @Test("Messages: rows fit their text and a width change keeps the top row still")
  func messages() throws {
    // Widths in terminal cells and 20 points a line: units are the layout's own.
    let sizing = TextRowSizing(
      measurer: MonospaceTextMeasurer(lineHeight: 20), leadingPadding: 2, trailingPadding: 2,
      topPadding: 16, bottomPadding: 16, maximumLines: 5)
    let measure = ListLayout<String, String, ScreenItem>.textMeasure(sizing) { content, _ in
      content.text
    }
    let harness = AdapterHarness(
      screen: "messages", width: 48, height: 500,
      metrics: LayoutMetrics(
        style: .plain, rowHeight: .measured(estimate: 60), header: .zero, footer: .zero),
      measure: measure)
    harness.table.contentOffset = CGPoint(x: 0, y: 200)
    harness.table.layoutIfNeeded()
    harness.check()
    let top = try #require(harness.table.indexPathsForVisibleRows?.first)
    let distance = harness.table.rectForRow(at: top).minY - harness.table.contentOffset.y
    let heightBefore = harness.table.rectForRow(at: IndexPath(row: 2, section: 0)).height
    harness.table.frame = CGRect(x: 0, y: 0, width: 26, height: 500)
    harness.table.layoutIfNeeded()
    harness.check()
    let after = harness.table.rectForRow(at: top).minY - harness.table.contentOffset.y
    #expect(after == distance)
    #expect(harness.adapter.layout.width == 26)
    let visible = harness.table.indexPathsForVisibleRows ?? []
    #expect(visible.contains(top))
    if visible.contains(IndexPath(row: 2, section: 0)) {
      #expect(harness.table.rectForRow(at: IndexPath(row: 2, section: 0)).height >= heightBefore)
    }
  }

  @Test("Terms: checks reload exactly the rows whose mark changed; Agree follows canConfirm")
  func terms() throws {
    let harness = AdapterHarness(screen: "terms", height: 800)
    let agree = UIButton(type: .system, primaryAction: nil)
    harness.adapter.confirmControl = agree
    #expect(!agree.isEnabled)
    func marks() -> [IndexPath: CheckMark?] {
      var result: [IndexPath: CheckMark?] = [:]
      let controller = harness.adapter.controller
      for section in 0..<controller.numberOfSections {
        for row in 0..<controller.numberOfRows(inSection: section) {
          result[IndexPath(row: row, section: section)] = controller.checkMark(
            at: ListIndexPath(section: section, row: row))
        }
      }
      return result
    }
    for id in ["payment", "third-party", "agree-all", "agree-all", "age", "service", "location"] {
      let before = marks()
      let logged = harness.table.standInLog.count
      harness.tap(id)
      harness.settle()
      let after = marks()
      let changed = Set(before.keys.filter { before[$0] != after[$0] })
      // Content-only changes keep their cells: reconfigured, not reloaded.
      let reconfigured = Set(
        harness.table.standInLog[logged...].compactMap { call -> IndexPath? in
          if case .reconfigure(let path) = call { return path }
          return nil
        })
      #expect(harness.table.standInBatches.last?.reloadedRows.isEmpty != false, "\(id)")
      let onScreen = Set(harness.table.indexPathsForVisibleRows ?? [])
      #expect(reconfigured == changed.intersection(onScreen), "\(id)")
    }
    #expect(agree.isEnabled)
    harness.tap("location")
    harness.settle()
    #expect(!agree.isEnabled)
    let cell = try #require(harness.table.cellForRow(at: IndexPath(row: 0, section: 1)))
    #expect(cell.accessibilityValue?.hasPrefix("Checked") == true)
    // Selecting a term checks it; its accessory button and VoiceOver's action open its text.
    let action = try #require(cell.accessibilityCustomActions?.first)
    #expect(action.name == "Expand")
    harness.table.standInTapAccessory(at: IndexPath(row: 0, section: 1))
    harness.settle()
    #expect(harness.adapter.controller.indexPath(ofDetailOf: "age") != nil)
    #expect(harness.announcements.last?.hasSuffix("expanded, details shown") == true)
    let reopened = try #require(harness.table.cellForRow(at: IndexPath(row: 0, section: 1)))
    try #require(reopened.accessibilityCustomActions?.first).standInPerform()
    harness.settle()
    #expect(harness.adapter.controller.indexPath(ofDetailOf: "age") == nil)
  }

  @Test("Terms: the payment term's accessory opens its text apart from its sub-terms")
  func paymentTextApartFromSubTerms() throws {
    let harness = AdapterHarness(screen: "terms", height: 800)
    let controller = { harness.adapter.controller }
    let payment = try #require(controller().indexPath(of: "payment"))
    let path = IndexPath(row: payment.row, section: payment.section)
    // The sub-terms show from the start; the accessory opens the text and leaves them.
    #expect(controller().indexPath(of: "third-party") != nil)
    harness.table.standInTapAccessory(at: path)
    harness.settle()
    #expect(controller().indexPath(ofDetailOf: "payment") != nil)
    #expect(controller().indexPath(of: "third-party") != nil)
    #expect(controller().expansion.openDetails == ["payment"])
    // VoiceOver offers both: Collapse for the sub-terms, Hide details for the text.
    let cell = try #require(harness.table.cellForRow(at: path))
    let actions = try #require(cell.accessibilityCustomActions)
    #expect(actions.map(\.name) == ["Collapse", "Hide details"])
    actions[0].standInPerform()
    harness.settle()
    #expect(controller().indexPath(of: "third-party") == nil)
    #expect(controller().indexPath(ofDetailOf: "payment") != nil)
    let closed = try #require(harness.table.cellForRow(at: path))
    let hide = try #require(closed.accessibilityCustomActions?.last)
    #expect(hide.name == "Hide details")
    hide.standInPerform()
    harness.settle()
    #expect(controller().indexPath(ofDetailOf: "payment") == nil)
    #expect(controller().indexPath(of: "third-party") == nil)
  }

  @Test("New data from a server: staged batches, each showing its stage's data")
  func newDataFromAServer() throws {
    let harness = AdapterHarness(screen: "contacts")
    harness.tap("person-1")
    harness.settle()
    var sections = try #require(ScreenCatalog.screen(named: "contacts")).makeController()
      .snapshot.sections.map {
        section -> ListSection<String, String, ScreenItem> in
        ListSection(id: section.id, header: section.header, footer: section.footer, items: [])
      }
    let old = harness.adapter.controller.snapshot
    for node in old.nodes {
      let item = ListItem(
        id: node.id, content: node.content, hasDetail: true, behavior: .toggleDetail)
      sections[node.section].items.append(item)
    }
    // The server moves 이민호 to Coworker, renames 강다은, drops 윤태호 and adds a new friend.
    var moved = sections[1].items.removeFirst()
    moved.content.text += " (이직)"
    sections[2].items.insert(moved, at: 0)
    sections[2].items[1].content.text = "강다은 (팀장)"
    sections[2].items.removeAll { $0.id == "person-6" }
    sections[1].items.append(
      ListItem(
        id: "person-new", content: ScreenItem("서지우", detail: "010-5555-0101"), hasDetail: true,
        behavior: .toggleDetail))
    // Family reversed, and its new first row renamed: a moved row whose content changed needs
    // a second stage (UIKit cannot reload and move in one batch).
    sections[0].items.reverse()
    sections[0].items[0].content.text += " ✓"
    // Each stage is one batch; the rows the data source shows before and after it must be what
    // the batch says, identity by identity (FoldKit's contract, G1–G8).
    func shownIdentities() -> [[String]] {
      (0..<harness.adapter.proxy.numberOfSections(in: harness.table)).map { section in
        (0..<harness.adapter.proxy.tableView(harness.table, numberOfRowsInSection: section)).map {
          let row = harness.adapter.rowContext(at: IndexPath(row: $0, section: section))
          return (row.kind == .detail ? "detail:" : "") + row.itemID
        }
      }
    }
    var before = shownIdentities()
    let start = harness.table.standInBatches.count
    harness.adapter.update(to: try Snapshot(sections: sections))
    while harness.table.standInIsAnimating {
      let after = shownIdentities()
      let batch = try #require(harness.table.standInBatches.last)
      let report = BatchUpdateValidator.checkContract(
        AdapterHarness.changeset(batch), old: before, new: after)
      #expect(report.isClean, "\(report)")
      before = after
      harness.table.standInFinishOneAnimation()
    }
    harness.settle()
    #expect(harness.table.standInBatches.count - start >= 2)
    #expect(harness.adapter.controller.indexPath(ofDetailOf: "person-1") != nil)
    #expect(harness.adapter.controller.item(at: ListIndexPath(section: 0, row: 0)) == "person-5")
    #expect(harness.adapter.controller.item(at: ListIndexPath(section: 2, row: 0)) == "person-1")
  }

  @Test("A burst of taps during animations ends where the same taps made slowly end")
  func burstMatchesSlowTaps() throws {
    let ids = ["person-0", "person-4", "person-4", "person-9", "person-2", "person-2", "person-5"]
    let slow = AdapterHarness(screen: "contacts", height: 2000)
    for id in ids {
      slow.tap(id)
      slow.settle()
    }
    let burst = AdapterHarness(screen: "contacts", height: 2000)
    for id in ids {
      guard let path = burst.adapter.layout.controller.indexPath(of: id) else { continue }
      _ = path
      // The person taps the row where the table shows it now, animation or not.
      let shown = try #require(rowShown(id, in: burst))
      burst.table.standInTapRow(at: shown)
    }
    #expect(!burst.adapter.queue.isEmpty)
    burst.settle()
    #expect(burst.adapter.queue.isEmpty)
    #expect(burst.adapter.controller.expansion == slow.adapter.controller.expansion)
    #expect(burst.adapter.controller.rowCounts == slow.adapter.controller.rowCounts)
  }

  /// Where the table shows item `id`'s row now, read from the cells on screen.
  func rowShown(_ id: String, in harness: AdapterHarness) -> IndexPath? {
    harness.table.layoutIfNeeded()
    return (harness.table.indexPathsForVisibleRows ?? []).first {
      harness.adapter.rowContext(at: $0).itemID == id
        && harness.adapter.rowContext(at: $0).kind == .row
    }
  }
}
#endif
