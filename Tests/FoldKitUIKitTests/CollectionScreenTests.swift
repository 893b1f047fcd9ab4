#if os(Linux)
import FoldKit
import FoldKitScreens
import FoldKitText
import FoldKitUIKit
import Testing
import UIKitStandIn

/// The five screens through the collection adapter, used as a person uses them.
@MainActor @Suite struct CollectionScreenTests {
  @Test("Contacts (list): the detail row opens, moves in one update, and closes")
  func contacts() throws {
    let harness = CollectionHarness(screen: "contacts", appearance: .insetGrouped)
    harness.tap("person-2")
    #expect(harness.adapter.isAnimating)
    harness.settle()
    #expect(harness.adapter.controller.indexPath(ofDetailOf: "person-2") != nil)
    harness.tap("person-4")
    harness.settle()
    let last = try #require(harness.view.standInBatches.last)
    #expect(last.deletedRows == [IndexPath(row: 2, section: 0)])
    #expect(harness.adapter.controller.indexPath(ofDetailOf: "person-2") == nil)
    harness.tap("person-4")
    harness.settle()
    #expect(harness.adapter.controller.indexPath(ofDetailOf: "person-4") == nil)
    #expect(harness.view.standInBatches.count == 3)
  }

  @Test("Sections (list): a header button hides and shows its rows, scrolled to the last one")
  func sections() throws {
    let harness = CollectionHarness(
      screen: "sections", height: 300,
      metrics: LayoutMetrics(
        style: .plain, rowHeight: .fixed(44), header: .fixed(44), footer: .zero))
    harness.tapHeader(3)
    harness.settle()
    #expect(harness.view.numberOfItems(inSection: 3) == 0)
    var copy = harness.adapter.layout
    let target = try #require(copy.selectHeader(ofSection: 3).targetOffset)
    harness.tapHeader(3)
    harness.settle()
    #expect(harness.view.numberOfItems(inSection: 3) == 5)
    #expect(Double(harness.view.contentOffset.y) == target)
  }

  @Test("Sections (list): with first-item headers, tapping the header item hides and shows")
  func sectionsWithHeaderItems() throws {
    let harness = CollectionHarness(
      screen: "sections", height: 300,
      metrics: LayoutMetrics(
        style: .plain, rowHeight: .fixed(44), header: .fixed(44), footer: .zero),
      appearance: .sidebar, headerMode: .firstItemInSection)
    #expect(harness.view.numberOfItems(inSection: 0) == 6)
    let header = try #require(
      harness.view.cellForItem(at: IndexPath(row: 0, section: 0)) as? UICollectionViewListCell)
    #expect(header.accessories.map(\.standInKind) == [.outlineDisclosure])
    #expect(header.accessories.first?.standInStyle == .header)
    harness.view.standInTapItem(at: IndexPath(row: 0, section: 0))
    harness.settle()
    #expect(harness.view.numberOfItems(inSection: 0) == 1)
    let batch = try #require(harness.view.standInBatches.last)
    #expect(batch.deletedRows.map(\.row) == [1, 2, 3, 4, 5])
    let again = try #require(
      harness.view.cellForItem(at: IndexPath(row: 0, section: 0)) as? UICollectionViewListCell)
    again.standInTapAccessory(.outlineDisclosure)
    harness.settle()
    #expect(harness.view.numberOfItems(inSection: 0) == 6)
    #expect(harness.adapter.focus == .header(harness.adapter.headerContext(at: 0).sectionID))
  }

  @Test("Accordion (list): the disclosure accessory toggles through the engine; keys too")
  func accordion() throws {
    let harness = CollectionHarness(screen: "accordion", appearance: .sidebar)
    harness.disclose("category-1-title")
    harness.settle()
    #expect(harness.view.numberOfItems(inSection: 1) == 5)
    #expect(harness.adapter.controller.expansion.isExpanded("category-1-title"))
    let batches = harness.view.standInBatches.count
    harness.tap("category-1-item-2")
    harness.settle()
    #expect(harness.view.standInBatches.count == batches)
    harness.view.pressesBegan(
      [UIPress(standInKey: UIKey(standInHardwareKeyCode: .keyboardLeftArrow))], with: nil)
    harness.settle()
    #expect(harness.adapter.focus == .row("category-1-title"))
    harness.view.pressesBegan(
      [UIPress(standInKey: UIKey(standInHardwareKeyCode: .keyboardLeftArrow))], with: nil)
    harness.settle()
    #expect(harness.view.numberOfItems(inSection: 1) == 1)
    // The focus system moves the focus to Hearing's title; → opens it.
    harness.view.standInFocusItem(at: IndexPath(row: 0, section: 2))
    harness.view.pressesBegan(
      [UIPress(standInKey: UIKey(standInHardwareKeyCode: .keyboardRightArrow))], with: nil)
    harness.settle()
    #expect(harness.view.numberOfItems(inSection: 2) == 3)
    // The same toggle by the app, by ID.
    harness.adapter.collapse("category-2-title")
    harness.settle()
    #expect(harness.view.numberOfItems(inSection: 2) == 1)
  }

  @Test("Messages (list): heights fit the text, and a width change keeps the top row still")
  func messages() throws {
    let sizing = TextRowSizing(
      measurer: MonospaceTextMeasurer(lineHeight: 20), leadingPadding: 2, trailingPadding: 2,
      topPadding: 16, bottomPadding: 16, maximumLines: 5)
    let measure = ListLayout<String, String, ScreenItem>.textMeasure(sizing) { content, _ in
      content.text
    }
    let harness = CollectionHarness(
      screen: "messages", width: 48, height: 500,
      metrics: LayoutMetrics(
        style: .plain, rowHeight: .measured(estimate: 60), header: .zero, footer: .zero),
      measure: measure)
    harness.scroll(to: 300)
    harness.settle()
    let top = try #require(harness.adapter.layout.anchor())
    harness.view.frame = CGRect(x: 0, y: 0, width: 30, height: 500)
    harness.view.layoutIfNeeded()
    harness.settle()
    let after = try #require(harness.adapter.layout.anchor())
    #expect(after.target == top.target)
    #expect(harness.adapter.layout.width == 30)
  }

  @Test("Terms (list): checks show checkmark accessories and swipes reach the row")
  func terms() throws {
    let harness = CollectionHarness(screen: "terms", height: 800, appearance: .grouped)
    var swiped: [String] = []
    harness.adapter.trailingSwipeActions = { row in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .normal, title: "Read") { _, _, done in
          swiped.append(row.itemID)
          done(true)
        }
      ])
    }
    harness.adapter.separators = { row, section in
      var separator = section
      separator.bottomSeparatorVisibility = row.depth > 0 ? .hidden : .visible
      return separator
    }
    harness.view.layoutIfNeeded()
    let first = IndexPath(row: 0, section: 0)
    harness.view.standInTapItem(at: first)
    harness.settle()
    let cell = try #require(harness.view.cellForItem(at: first) as? UICollectionViewListCell)
    #expect(cell.accessories.contains { $0.standInKind == .checkmark })
    let swipe = try #require(harness.view.standInSwipeActions(leading: false, at: first))
    swipe.actions.first?.standInPerform(in: cell)
    #expect(swiped == [harness.adapter.rowContext(at: first).itemID])
    #expect(harness.view.standInSeparator(at: first)?.bottomSeparatorVisibility == .visible)
  }

  @Test("New data (list): the staged diff's batches pass the collection view's rules")
  func newData() throws {
    let harness = CollectionHarness(screen: "contacts")
    harness.tap("person-1")
    harness.settle()
    var sections = harness.adapter.controller.snapshot.sections.indices.map { index in
      let snapshot = harness.adapter.controller.snapshot
      let section = snapshot.sections[index]
      return ListSection(
        id: section.id, header: section.header, footer: section.footer,
        items: snapshot.topLevelNodes(ofSection: index).map {
          ListItem(
            id: snapshot.nodes[$0].id, content: snapshot.nodes[$0].content,
            hasDetail: snapshot.nodes[$0].hasDetail, behavior: snapshot.nodes[$0].behavior)
        })
    }
    sections.swapAt(0, 2)
    sections[1].items.reverse()
    var done = false
    harness.adapter.apply(Snapshot(uncheckedSections: sections)) { done = true }
    harness.settle()
    #expect(done)
    #expect(harness.adapter.controller.snapshot.sections.map(\.id) == sections.map(\.id))
  }
}
#endif
