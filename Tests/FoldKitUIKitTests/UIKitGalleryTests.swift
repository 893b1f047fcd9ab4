#if os(Linux)
import FoldKit
import FoldKitScreens
import FoldKitUIKit
import Testing
import UIKitGallery
import UIKitStandIn

/// The example app's five tabs load and react to taps with valid batches.
@MainActor @Suite struct UIKitGalleryTests {
  @Test func fiveTabsShowTheGallerysScreens() throws {
    let tabs = GalleryTabBarController()
    tabs.loadViewIfNeeded()
    let screens = try #require(tabs.viewControllers?.prefix(5).map { $0 as? ScreenViewController })
      .compactMap { $0 }
    #expect(screens.count == 5)
    #expect(
      screens.map(\.screen.name) == ["contacts", "sections", "accordion", "messages", "terms"])
    for screen in screens {
      screen.loadViewIfNeeded()
      let table = screen.tableView
      table.layoutIfNeeded()
      #expect(!(table.indexPathsForVisibleRows ?? []).isEmpty, "\(screen.screen.name)")
      for _ in 0..<3 {
        if let path = table.indexPathsForVisibleRows?.first(where: {
          screen.adapter?.rowContext(at: $0).kind == .row
        }) {
          table.standInTapRow(at: path)
        }
        table.standInFinishAnimations()
        table.layoutIfNeeded()
      }
      for batch in table.standInBatches {
        let report = BatchUpdateValidator.validate(
          oldCounts: batch.oldCounts, changeset: AdapterHarness.changeset(batch),
          newCounts: batch.newCounts)
        #expect(report.isClean, "\(screen.screen.name): \(report)")
      }
    }
    let terms = try #require(screens.last)
    let agree = try #require(terms.agreeButton)
    #expect(agree.isEnabled == (terms.adapter?.controller.checks?.canConfirm == true))
    let controller = try #require(terms.adapter?.controller)
    let allRow = try #require(controller.indexPath(of: "agree-all"))
    terms.tableView.standInTapRow(at: IndexPath(row: allRow.row, section: allRow.section))
    terms.tableView.standInFinishAnimations()
    #expect(agree.isEnabled == (terms.adapter?.controller.checks?.canConfirm == true))
    #expect(terms.adapter?.controller.checks?.canConfirm == false)
  }

  @Test func koreanScreensKeepTheirData() throws {
    let screens = ExampleScreen.all(language: .korean)
    #expect(screens.count == 5)
    let terms = try #require(screens.last)
    #expect(terms.agreeTitle != nil && terms.agreeTitle != "Agree")
    let controller = ScreenViewController(screen: terms)
    controller.loadViewIfNeeded()
    controller.tableView.layoutIfNeeded()
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 1)))
    let content = cell.contentConfiguration as? UIListContentConfiguration
    #expect(content?.secondaryText == terms.strings.mandatory)
  }
}
#endif
