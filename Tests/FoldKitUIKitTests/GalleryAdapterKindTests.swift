#if os(Linux)
import FoldKit
import FoldKitScreens
import FoldKitUIKit
import SwiftUIStandIn
import Testing
import UIKitGallery
import UIKitStandIn

/// The example's switch between a table and a collection view: each of the five screens works
/// in both, and the accordion works once more in SwiftUI.
@MainActor @Suite struct GalleryAdapterKindTests {
  /// The texts a screen's row shows in a collection view: the first line of its content.
  static func collectionText(_ view: UICollectionView, _ item: IndexPath) -> String? {
    (view.cellForItem(at: item)?.contentConfiguration as? UIListContentConfiguration)?.text
  }

  /// The words the engine's row at `path` should show (a term carries its mark first).
  static func expectedText(
    _ controller: ListController<String, String, ExampleItem>, _ path: IndexPath
  )
    -> String?
  {
    let row = controller.row(at: ListIndexPath(section: path.section, row: path.row))
    guard let content = row.content else { return nil }
    if row.kind == .detail { return content.detail }
    return content.text
  }

  @Test(arguments: GalleryAdapterKind.allCases)
  func everyScreenWorksInEitherView(_ kind: GalleryAdapterKind) throws {
    let tabs = GalleryTabBarController()
    tabs.loadViewIfNeeded()
    if kind == .collection { try #require(tabs.kindButton).standInTap() }
    #expect(tabs.adapterKind == kind)
    let controllers = try #require(tabs.viewControllers)
    #expect(controllers.count == 6)
    #expect(controllers.last?.title == "SwiftUI")
    var exceptions: [String] = []
    standInExceptionHandler = { _, reason in exceptions.append(reason) }
    for controller in controllers.prefix(5) {
      // Shown in a window, as the selected tab is (a view without one gets no batches).
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
      window.addSubview(controller.view)
      switch kind {
      case .table:
        let screen = try #require(controller as? ScreenViewController)
        let table = screen.tableView
        let adapter = try #require(screen.adapter)
        table.layoutIfNeeded()
        for _ in 0..<3 {
          let path = try #require(
            table.indexPathsForVisibleRows?.first { adapter.rowContext(at: $0).kind == .row })
          table.standInTapRow(at: path)
          table.standInFinishAnimations()
          table.layoutIfNeeded()
        }
        if screen.screen.name == "sections" {
          // Rows of the sections screen do nothing; its header hides them.
          let header = try #require(table.headerView(forSection: 0))
          try #require(AdapterHarness.button(in: header)).standInTap()
          table.standInFinishAnimations()
          #expect(table.numberOfRows(inSection: 0) == 0)
        }
        #expect(!table.standInBatches.isEmpty || screen.screen.name == "messages")
        for batch in table.standInBatches {
          let report = BatchUpdateValidator.validate(
            oldCounts: batch.oldCounts, changeset: AdapterHarness.changeset(batch),
            newCounts: batch.newCounts)
          #expect(report.isClean, "\(screen.screen.name): \(report)")
        }
      case .collection:
        let screen = try #require(controller as? CollectionScreenViewController)
        let view = screen.collectionView
        let adapter = try #require(screen.adapter)
        view.layoutIfNeeded()
        #expect(!view.indexPathsForVisibleItems.isEmpty, "\(screen.screen.name)")
        for _ in 0..<3 {
          let item = try #require(
            view.indexPathsForVisibleItems.sorted().first {
              adapter.rowContext(at: $0).kind == .row
            })
          view.standInTapItem(at: item)
          view.standInFinishAnimations()
          view.layoutIfNeeded()
        }
        if screen.screen.name == "sections" {
          let header = try #require(
            view.supplementaryView(
              forElementKind: UICollectionView.elementKindSectionHeader,
              at: IndexPath(row: 0, section: 0)))
          try #require(AdapterHarness.button(in: header)).standInTap()
          view.standInFinishAnimations()
          view.layoutIfNeeded()
          #expect(view.numberOfItems(inSection: 0) == 0)
        }
        #expect(!view.standInBatches.isEmpty || screen.screen.name == "messages")
        for batch in view.standInBatches {
          let report = BatchUpdateValidator.validate(
            oldCounts: batch.oldCounts, changeset: AdapterHarness.changeset(batch),
            newCounts: batch.newCounts)
          #expect(report.isClean, "\(screen.screen.name): \(report)")
        }
        // The cells on screen show the engine's rows, expandable ones with the disclosure.
        let engine = adapter.controller
        #expect(
          (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) }
            == engine.rowCounts)
        for item in view.indexPathsForVisibleItems {
          let shown = Self.collectionText(view, item)
          let expected = Self.expectedText(engine, item)
          if case .term = engine.row(at: ListIndexPath(section: item.section, row: item.row))
            .content?.role,
            engine.row(at: ListIndexPath(section: item.section, row: item.row))
              .kind == .row
          {
            #expect(shown?.hasSuffix(expected ?? "—") == true, "\(screen.screen.name) \(item)")
          } else {
            #expect(shown == expected, "\(screen.screen.name) \(item)")
          }
        }
      }
    }
    #expect(exceptions.isEmpty, "\(exceptions)")
  }

  @Test func switchingKeepsTheSelectedTab() throws {
    let tabs = GalleryTabBarController()
    tabs.loadViewIfNeeded()
    tabs.selectedIndex = 3
    tabs.switchAdapterKind()
    #expect(tabs.selectedIndex == 3)
    #expect(tabs.viewControllers?[3] is CollectionScreenViewController)
    tabs.switchAdapterKind()
    #expect(tabs.viewControllers?[3] is ScreenViewController)
  }

  @Test func collectionTermsGateTheAgreeButton() throws {
    let tabs = GalleryTabBarController()
    tabs.adapterKind = .collection
    tabs.loadViewIfNeeded()
    let terms = try #require(tabs.viewControllers?[4] as? CollectionScreenViewController)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(terms.view)
    terms.collectionView.layoutIfNeeded()
    let agree = try #require(terms.agreeButton)
    let adapter = try #require(terms.adapter)
    let all = try #require(adapter.controller.indexPath(of: "agree-all"))
    let item = IndexPath(row: all.row, section: all.section)
    terms.collectionView.standInTapItem(at: item)
    terms.collectionView.standInFinishAnimations()
    terms.collectionView.layoutIfNeeded()
    #expect(adapter.controller.checks?.canConfirm == true)
    #expect(agree.isEnabled)
    let cell = terms.collectionView.cellForItem(at: item) as? UICollectionViewListCell
    #expect(cell?.accessories.contains { $0.standInKind == .checkmark } == true)
  }

  @Test func theSwiftUIAccordionOpensOneCategoryAtATime() throws {
    let tabs = GalleryTabBarController()
    tabs.loadViewIfNeeded()
    let hosting = try #require(tabs.viewControllers?.last as? UIHostingController<AccordionView>)
    let accordion = hosting.rootView
    guard let list = accordion.body as? any UIViewRepresentable else {
      Issue.record("the accordion's body is not a FoldList")
      return
    }
    let (host, view) = FoldListTests.hostErased(list)
    defer { withExtendedLifetime(host) {} }
    let collection = try #require(view as? UICollectionView)
    collection.layoutIfNeeded()
    #expect(collection.numberOfItems(inSection: 0) == accordion.rows.count)
    collection.standInTapItem(at: IndexPath(row: 0, section: 0))
    collection.standInFinishAnimations()
    #expect(accordion.expansion == [accordion.rows[0].id])
    let first = accordion.rows[0].children?.count ?? 0
    #expect(collection.numberOfItems(inSection: 0) == accordion.rows.count + first)
    collection.standInTapItem(at: IndexPath(row: first + 1, section: 0))
    collection.standInFinishAnimations()
    #expect(accordion.expansion == [accordion.rows[1].id])
    #expect(accordion.selection == accordion.rows[1].id)
  }
}
#endif
