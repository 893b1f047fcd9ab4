#if os(Linux)
import FoldKit
import FoldKitScreens
import FoldKitUIKit
import Testing
import UIKitStandIn

/// An app's own collection-view delegate, which hears the calls FoldKit passes on.
@MainActor final class CollectionAppDelegate: NSObject, UICollectionViewDelegate {
  var scrolls = 0
  var displayed: [IndexPath] = []

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {
    displayed.append(indexPath)
  }
}

/// A list cell whose Auto Layout height is its text's length.
@MainActor final class SelfSizingListCell: ListCollectionCell {
  override func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
    verticalFittingPriority: UILayoutPriority
  ) -> CGSize {
    let text = (contentConfiguration as? UIListContentConfiguration)?.text ?? ""
    return CGSize(width: targetSize.width, height: CGFloat(20 + text.count * 2))
  }
}

/// What an app builds on with the collection adapter: its own delegate, control by item ID,
/// filtering, loading on demand, Auto Layout heights, accessibility and context menus.
@MainActor @Suite struct CollectionControlTests {
  @Test func theAppsDelegateHearsWhatFoldKitPassesOn() {
    let harness = CollectionHarness(screen: "contacts", height: 300)
    let delegate = CollectionAppDelegate()
    harness.adapter.proxy.appDelegate = delegate
    var contexts: [String] = []
    harness.adapter.willDisplay = { _, row in contexts.append(row.itemID) }
    var left: [IndexPath] = []
    harness.adapter.didEndDisplaying = { _, path in left.append(path) }
    harness.scroll(to: 200)
    #expect(left.contains(IndexPath(row: 0, section: 0)))
    #expect(delegate.scrolls > 0)
    #expect(!delegate.displayed.isEmpty)
    #expect(!contexts.isEmpty)
    #expect(harness.adapter.layout.contentOffset == 200)
  }

  @Test func contextMenuHookSeesTheRow() {
    let harness = CollectionHarness(screen: "contacts")
    var asked: [String] = []
    harness.adapter.contextMenu = { row, _ in
      asked.append(row.itemID)
      return UIContextMenuConfiguration()
    }
    let menu = harness.adapter.proxy.collectionView(
      harness.view, contextMenuConfigurationForItemAt: IndexPath(row: 0, section: 0), point: .zero)
    #expect(menu != nil)
    #expect(asked == ["person-0"])
  }

  @Test func revealOpensAncestorsAndScrolls() throws {
    let harness = CollectionHarness(screen: "accordion", height: 250)
    let deep = try #require(harness.adapter.controller.snapshot.nodes.last { $0.depth == 1 }?.id)
    harness.adapter.reveal(deep, at: .middle)
    harness.settle()
    let path = try #require(harness.path(of: deep))
    #expect(harness.view.cellForItem(at: path) != nil)
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
    let frame = CGRect(x: 0, y: 0, width: 390, height: 400)
    let view = ListCollectionView(
      frame: frame,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: .init(appearance: .plain)))
    let window = UIWindow(frame: frame)
    window.addSubview(view)
    let adapter = ListCollectionAdapter(collectionView: view, layout: layout) { cell, row in
      var content = cell.defaultContentConfiguration()
      content.text = row.content.text
      cell.contentConfiguration = content
    }
    var requests: [LoadRequest<String>] = []
    adapter.onLoad = { event in
      if case .request(let request) = event { requests.append(request) }
    }
    view.layoutIfNeeded()
    adapter.reveal("leaf", ancestors: ["root"], select: false)
    view.standInFinishAnimations()
    let request = try #require(requests.first)
    #expect(request.item == "root")
    try adapter.supplyChildren([ListItem(id: "leaf", content: ScreenItem("Leaf"))], for: request)
    view.standInFinishAnimations()
    view.layoutIfNeeded()
    let leaf = try #require(adapter.controller.indexPath(of: "leaf"))
    let cell = view.cellForItem(at: IndexPath(row: leaf.row, section: leaf.section))
    #expect((cell as? UICollectionViewListCell)?.indentationLevel == 1)
    #expect(adapter.focus == .row("leaf"))
  }

  @Test func filterAndClearThroughTheAdapter() {
    let harness = CollectionHarness(screen: "contacts")
    let rows = harness.adapter.controller.rowCounts.reduce(0, +)
    harness.adapter.filter(text: "김")
    harness.settle()
    let kept = harness.adapter.controller.rowCounts.reduce(0, +)
    #expect(kept < rows && kept > 0)
    harness.adapter.clearFilter()
    harness.settle()
    #expect(harness.adapter.controller.rowCounts.reduce(0, +) == rows)
  }

  @Test func autoLayoutHeightsAreTheSizingCellsFittingSizes() throws {
    let harness = CollectionHarness(
      screen: "messages", height: 500,
      metrics: LayoutMetrics(
        style: .plain, rowHeight: .measured(estimate: 60), header: .zero, footer: .zero))
    harness.adapter.makeSizingCell = { _ in SelfSizingListCell(frame: .zero) }
    harness.adapter.useAutoLayoutHeights()
    harness.view.layoutIfNeeded()
    harness.check()
    let first = IndexPath(row: 0, section: 0)
    let text = harness.adapter.rowContext(at: first).content.text
    #expect(harness.view.standInFrameOfItem(at: first).height == CGFloat(20 + text.count * 2))
  }

  @Test func cellsCarryTheEnginesAccessibility() throws {
    let harness = CollectionHarness(screen: "accordion")
    let title = try #require(harness.view.cellForItem(at: IndexPath(row: 0, section: 0)))
    #expect(title.accessibilityExpandedStatus == .collapsed)
    #expect(title.accessibilityTraits.contains(.button))
    harness.disclose("category-0-title")
    harness.settle()
    let open = try #require(harness.view.cellForItem(at: IndexPath(row: 0, section: 0)))
    #expect(open.accessibilityExpandedStatus == .expanded)
    #expect(harness.announcements.last?.contains("expanded") == true)
  }

  @Test func theAppsAccessoriesFollowTheAdapters() throws {
    let harness = CollectionHarness(screen: "accordion")
    harness.adapter.accessories = { row in
      row.depth == 0 ? [.reorder()] : [.delete(), .multiselect()]
    }
    harness.disclose("category-0-title")
    harness.settle()
    let title = try #require(
      harness.view.cellForItem(at: IndexPath(row: 0, section: 0)) as? UICollectionViewListCell)
    #expect(title.accessories.map(\.standInKind) == [.outlineDisclosure, .reorder])
    let item = try #require(
      harness.view.cellForItem(at: IndexPath(row: 1, section: 0)) as? UICollectionViewListCell)
    #expect(item.accessories.map(\.standInKind) == [.delete, .multiselect])
  }
}
#endif
