#if os(Linux)
import FoldKit
import FoldKitScreens
import FoldKitUIKit
import Testing
import UIKitStandIn

/// An app's own delegate, which hears every call FoldKit passes on.
@MainActor final class AppDelegate: NSObject, UITableViewDelegate {
  var scrolls = 0
  var displayed: [IndexPath] = []

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
  func tableView(
    _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
  ) {
    displayed.append(indexPath)
  }
}

/// A cell whose Auto Layout height is its text's length, scaled by the text size.
@MainActor final class SelfSizingCell: UITableViewCell {
  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }

  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let text = (contentConfiguration as? UIListContentConfiguration)?.text ?? ""
    return CGSize(width: targetSize.width, height: CGFloat(20 + text.count * 2))
  }
}

/// A detail row's cell kind.
@MainActor final class DetailCell: UITableViewCell {
  required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
  }
}

/// What an app builds on: its own delegate, typed hooks, control by item ID, filtering, loading on
/// demand, cell kinds, Auto Layout heights and localized accessibility words.
@MainActor @Suite struct AdapterControlTests {
  @Test func theAppsDelegateHearsWhatFoldKitPassesOn() {
    let harness = AdapterHarness(screen: "contacts", height: 300)
    let delegate = AppDelegate()
    harness.adapter.proxy.appDelegate = delegate
    var contexts: [String] = []
    harness.adapter.willDisplay = { _, row in contexts.append(row.itemID) }
    harness.scroll(to: 200)
    #expect(delegate.scrolls > 0)
    #expect(!delegate.displayed.isEmpty)
    #expect(!contexts.isEmpty)
    #expect(harness.adapter.layout.contentOffset == 200)
  }

  @Test func swipeMenuEditingAndPrefetchHooksSeeRows() throws {
    let harness = AdapterHarness(screen: "contacts")
    var swiped: [String] = []
    harness.adapter.trailingSwipeActions = { row in
      swiped.append(row.itemID)
      return UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) }
      ])
    }
    harness.adapter.contextMenu = { _, _ in UIContextMenuConfiguration() }
    harness.adapter.editingStyle = { row in row.kind == .row ? .delete : .none }
    var deleted: [String] = []
    harness.adapter.commitEditing = { _, row in deleted.append(row.itemID) }
    var prefetched: [String] = []
    harness.adapter.prefetch = { rows in prefetched += rows.map(\.itemID) }
    let first = IndexPath(row: 0, section: 0)
    #expect(harness.table.standInTrailingSwipe(at: first)?.actions.first?.title == "Delete")
    #expect(harness.table.standInLeadingSwipe(at: first) == nil)
    #expect(harness.table.standInContextMenu(at: first) != nil)
    harness.table.standInCommitDelete(at: first)
    harness.table.standInPrefetch([IndexPath(row: 1, section: 1)])
    #expect(swiped == ["person-0"] && deleted == ["person-0"])
    #expect(prefetched == [harness.adapter.controller.item(at: ListIndexPath(section: 1, row: 1))])
  }

  @Test func expandCollapseAndScrollByID() throws {
    let harness = AdapterHarness(screen: "accordion", height: 300)
    harness.adapter.expand("category-3-title")
    harness.settle()
    let section = try #require(harness.adapter.controller.indexPath(of: "category-3-title")).section
    #expect(harness.table.numberOfRows(inSection: section) > 1)
    harness.adapter.collapse("category-3-title")
    harness.settle()
    #expect(harness.table.numberOfRows(inSection: section) == 1)
    let last = try #require(harness.adapter.controller.snapshot.nodes.last { $0.depth == 0 }?.id)
    harness.adapter.expand(last)
    harness.adapter.scroll(to: last, at: .bottom, animated: false)
    harness.settle()
    let path = try #require(harness.path(of: last))
    #expect(harness.table.cellForRow(at: path) != nil)
  }

  @Test func revealOpensAncestorsScrollsAndSelects() throws {
    let harness = AdapterHarness(screen: "accordion", height: 250)
    let snapshot = harness.adapter.controller.snapshot
    let deep = try #require(snapshot.nodes.last { $0.depth == 1 }?.id)
    harness.adapter.reveal(deep, at: .middle)
    harness.settle()
    let path = try #require(harness.path(of: deep))
    let rect = harness.table.rectForRow(at: path)
    #expect(rect.minY >= harness.table.contentOffset.y)
    #expect(rect.maxY <= harness.table.contentOffset.y + 250)
    #expect(harness.adapter.focus == .row(deep))
  }

  @Test func revealLoadsChildrenOnTheWay() throws {
    let snapshot = try Snapshot<String, String, ScreenItem>(sections: [
      ListSection(
        id: "s",
        items: [
          ListItem(id: "root", content: ScreenItem("Root"), options: .childrenOnDemand),
          ListItem(id: "other", content: ScreenItem("Other")),
        ])
    ])
    let layout = ListLayout(
      controller: ListController(snapshot: snapshot),
      metrics: LayoutMetrics(style: .plain, rowHeight: .fixed(44), header: .zero, footer: .zero),
      width: 390, viewportHeight: 400)
    let table = ListTableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), style: .plain)
    let window = UIWindow(frame: table.frame)
    window.addSubview(table)
    let adapter = ListTableAdapter(tableView: table, layout: layout) { cell, row in
      var content = cell.defaultContentConfiguration()
      content.text = row.content.text
      cell.contentConfiguration = content
    }
    var requests: [LoadRequest<String>] = []
    adapter.onLoad = { event in
      if case .request(let request) = event { requests.append(request) }
    }
    table.layoutIfNeeded()
    adapter.reveal("leaf", ancestors: ["root"], select: false)
    table.standInFinishAnimations()
    let request = try #require(requests.first)
    #expect(request.item == "root")
    try adapter.supplyChildren(
      [ListItem(id: "leaf", content: ScreenItem("Leaf"))], for: request)
    table.standInFinishAnimations()
    table.layoutIfNeeded()
    let leaf = try #require(adapter.controller.indexPath(of: "leaf"))
    #expect(table.cellForRow(at: IndexPath(row: leaf.row, section: leaf.section)) != nil)
    #expect(adapter.focus == .row("leaf"))
  }

  @Test func applyWithAndWithoutAnimationCallsItsCompletion() throws {
    let harness = AdapterHarness(screen: "contacts")
    let snapshot = try DeviceBugTests.contactsWithNewFirstPerson(harness)
    var done = 0
    harness.adapter.apply(snapshot, animated: false) { done += 1 }
    #expect(done == 1)
    #expect(harness.table.standInBatches.isEmpty)
    harness.check()
    let original = try #require(ScreenCatalog.screen(named: "contacts")).makeController().snapshot
    harness.adapter.apply(original) { done += 1 }
    #expect(done == 1)
    #expect(harness.adapter.isAnimating)
    harness.settle()
    #expect(done == 2)
  }

  @Test func filterAndClearThroughTheAdapter() throws {
    let harness = AdapterHarness(screen: "contacts")
    let rows = harness.adapter.controller.rowCounts.reduce(0, +)
    harness.adapter.filter(text: "김")
    harness.settle()
    let kept = harness.adapter.controller.rowCounts.reduce(0, +)
    #expect(kept < rows && kept > 0)
    harness.adapter.clearFilter()
    harness.settle()
    #expect(harness.adapter.controller.rowCounts.reduce(0, +) == rows)
  }

  @Test func cellKindsAreRegisteredPerRowKind() throws {
    let harness = AdapterHarness(screen: "contacts")
    harness.adapter.register(DetailCell.self, forCellKind: "detail")
    harness.adapter.cellKind = { $0.kind == .detail ? "detail" : Harness.Adapter.cellIdentifier }
    harness.tap("person-0")
    harness.settle()
    #expect(harness.table.cellForRow(at: IndexPath(row: 1, section: 0)) is DetailCell)
    #expect(!(harness.table.cellForRow(at: IndexPath(row: 0, section: 0)) is DetailCell))
  }

  @Test func autoLayoutHeightsAreTheCellsFittingSizes() throws {
    let harness = AdapterHarness(
      screen: "messages", height: 500,
      metrics: LayoutMetrics(
        style: .plain, rowHeight: .measured(estimate: 60), header: .zero, footer: .zero))
    harness.adapter.register(SelfSizingCell.self, forCellKind: "sizing")
    harness.adapter.cellKind = { _ in "sizing" }
    harness.adapter.useAutoLayoutHeights()
    harness.table.layoutIfNeeded()
    harness.check()
    let first = IndexPath(row: 0, section: 0)
    let text = harness.adapter.rowContext(at: first).content.text
    #expect(harness.table.rectForRow(at: first).height == CGFloat(20 + text.count * 2))
  }

  /// A scroll to an item reloads the table only when measuring the rows around it changed a
  /// height the table holds: with fixed heights, or rows measured before, it never does.
  @Test func scrollReloadsOnlyForNewHeights() throws {
    let fixed = AdapterHarness(screen: "messages", height: 200)
    let last = try #require(fixed.adapter.layout.controller.snapshot.nodes.last?.id)
    fixed.adapter.scroll(to: last, animated: false)
    fixed.settle()
    #expect(!fixed.table.standInLog.contains(.reloadData))
    #expect(fixed.table.contentOffset.y > 0)

    let measured = AdapterHarness(
      screen: "messages", height: 200,
      metrics: LayoutMetrics(
        style: .plain, rowHeight: .measured(estimate: 60), header: .zero, footer: .zero),
      measure: { item, _, _ in Double(20 + item.text.count) })
    let before = measured.table.standInLog.filter { $0 == .reloadData }.count
    measured.adapter.scroll(to: last, animated: false)
    measured.settle()
    let after = measured.table.standInLog.filter { $0 == .reloadData }.count
    #expect(after == before + 1, "the rows measured around the target reach the table")
    measured.adapter.scroll(to: last, animated: false)
    measured.settle()
    #expect(
      measured.table.standInLog.filter { $0 == .reloadData }.count == after,
      "rows measured before change nothing")
  }

  @Test func koreanAccessibilityWords() throws {
    let harness = AdapterHarness(screen: "accordion")
    harness.adapter.accessibilityStrings = .korean
    harness.table.reloadData()
    harness.table.layoutIfNeeded()
    let cell = try #require(harness.table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.accessibilityValue?.contains("단계") == true)
    #expect(cell.accessibilityCustomActions?.isEmpty != false)
    harness.tap("category-1-title")
    harness.settle()
    #expect(harness.spoken.last?.contains("펼쳐짐") == true, "\(harness.spoken)")
  }
}

/// The harness's adapter type, by a shorter name.
typealias Harness = AdapterHarness
#endif
