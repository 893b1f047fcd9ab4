#if os(Linux)
import FoldKit
import FoldKitScreens
import FoldKitUIKit
import SwiftUIStandIn
import Testing
import UIKitGallery
import UIKitStandIn

/// What a device would have shown wrong, each through the stand-in's UIKit behaviour; every test
/// here failed on the adapter before its fix.
@MainActor @Suite struct DeviceBugTests {
  /// A navigation bar (100 pt with the status bar) and a tab bar (83 pt) cover the table.
  static let bars = UIEdgeInsets(top: 100, left: 0, bottom: 83, right: 0)

  @Test("The first row stays below the navigation bar, also after a change")
  func firstRowBelowTheBars() throws {
    let harness = AdapterHarness(screen: "contacts", height: 600, safeArea: Self.bars)
    #expect(harness.table.adjustedContentInset.top == 100)
    harness.tap("person-0")
    harness.settle()
    let first = harness.table.rectForRow(at: IndexPath(row: 0, section: 0))
    let header = harness.adapter.layout.frame(ofHeaderInSection: 0)
    #expect(
      CGFloat(header.minY) >= harness.table.standInUnobscuredRect.minY,
      "the first header is under the bar: offset \(harness.table.contentOffset.y)")
    #expect(first.minY >= harness.table.standInUnobscuredRect.minY)
  }

  @Test("A revealed detail row ends above the tab bar")
  func scrollTargetAboveTheTabBar() throws {
    let harness = AdapterHarness(screen: "contacts", height: 400, safeArea: Self.bars)
    let path = try #require(harness.path(of: "person-8"))
    harness.reveal(path)
    harness.tap("person-8")
    harness.settle()
    let detail = try #require(harness.adapter.controller.indexPath(ofDetailOf: "person-8"))
    let frame = harness.table.rectForRow(at: IndexPath(row: detail.row, section: detail.section))
    #expect(
      frame.maxY <= harness.table.standInUnobscuredRect.maxY,
      "detail ends at \(frame.maxY), the bar at \(harness.table.standInUnobscuredRect.maxY)"
    )
  }

  @Test("The header's toggle button survives a content configuration")
  func headerButtonSurvivesContentConfiguration() throws {
    let harness = AdapterHarness(
      screen: "sections", height: 300,
      metrics: LayoutMetrics(
        style: .plain, rowHeight: .fixed(44), header: .fixed(44), footer: .zero))
    harness.adapter.configureHeader = { header, context in
      var content = header.defaultContentConfiguration()
      content.text = context.content?.text
      header.contentConfiguration = content
    }
    harness.table.reloadData()
    harness.table.layoutIfNeeded()
    harness.tapHeader(0)
    harness.settle()
    #expect(harness.table.numberOfRows(inSection: 0) == 0)
  }

  @Test("← and → from a hardware keyboard (with .numericPad) collapse and expand")
  func arrowKeysWithNumericPad() throws {
    let harness = AdapterHarness(screen: "accordion")
    harness.table.standInFocusRow(at: IndexPath(row: 0, section: 1))
    harness.press(.keyboardRightArrow)
    harness.settle()
    #expect(harness.table.numberOfRows(inSection: 1) == 5)
  }

  @Test("A grouped table's headers and footers have the layout's heights, zero included")
  func groupedZeroHeights() throws {
    let harness = AdapterHarness(
      screen: "sections", height: 600,
      metrics: LayoutMetrics(
        style: .grouped, rowHeight: .fixed(44), header: .fixed(44), footer: .zero),
      style: .grouped)
    let row = harness.table.rectForRow(at: IndexPath(row: 0, section: 2))
    let expected = harness.adapter.layout.frame(at: ListIndexPath(section: 2, row: 0))
    #expect(Double(row.minY) == expected.minY)
  }

  @Test("A toggled row keeps its cell: reconfigured, not reloaded")
  func toggleReconfiguresTheCell() throws {
    let harness = AdapterHarness(screen: "accordion")
    let cell = harness.table.cellForRow(at: IndexPath(row: 0, section: 1))
    harness.tap("category-1-title")
    harness.settle()
    let batch = try #require(harness.table.standInBatches.last)
    #expect(batch.reloadedRows.isEmpty, "reloaded: \(batch.reloadedRows)")
    #expect(harness.table.cellForRow(at: IndexPath(row: 0, section: 1)) === cell)
  }

  @Test("Offsets change only inside the batch's update block")
  func offsetsInsideTheBatch() throws {
    let harness = AdapterHarness(screen: "contacts", height: 300)
    let path = try #require(harness.path(of: "person-8"))
    harness.reveal(path)
    let before = harness.table.standInOffsetChanges.count
    harness.tap("person-8")
    harness.settle()
    let changes = harness.table.standInOffsetChanges[before...]
    #expect(!changes.isEmpty)
    let outside = changes.filter { !$0.isInsideUpdateBlock }
    #expect(outside.isEmpty, "\(outside)")
  }

  @Test("New data never moves the offset while the person drags")
  func noOffsetChangeWhileDragging() throws {
    let harness = AdapterHarness(screen: "contacts", height: 300)
    harness.scroll(to: 200)
    harness.table.standInBeginDragging()
    let snapshot = try Self.contactsWithNewFirstPerson(harness)
    harness.adapter.update(to: snapshot)
    let whileDragging = harness.table.standInOffsetChanges.filter(\.isWhileDragging)
    harness.table.standInEndDragging()
    harness.settle()
    #expect(whileDragging.isEmpty, "\(whileDragging)")
  }

  static func contactsWithNewFirstPerson(_ harness: AdapterHarness) throws -> Snapshot<
    String, String, ScreenItem
  > {
    let snapshot = harness.adapter.controller.snapshot
    var sections = snapshot.sections.indices.map { index in
      let section = snapshot.sections[index]
      return ListSection(
        id: section.id, header: section.header, footer: section.footer,
        items: snapshot.topLevelNodes(ofSection: index).map { node in
          let record = snapshot.nodes[node]
          return ListItem(
            id: record.id, content: record.content, hasDetail: record.hasDetail,
            behavior: record.behavior)
        })
    }
    let first = try #require(sections[0].items.first)
    sections[0].items.insert(
      ListItem(id: "new-person", content: first.content, hasDetail: true), at: 0)
    return try Snapshot(sections: sections)
  }

  @Test("Input is never stuck behind a completion that does not come (no window)")
  func queueNeverFreezesWithoutAWindow() throws {
    let harness = AdapterHarness(screen: "contacts", inWindow: false)
    harness.tap("person-0")
    harness.tap("person-1")
    harness.table.standInFinishAnimations()
    #expect(harness.adapter.queue.isEmpty, "queued: \(harness.adapter.queue.count)")
    #expect(!harness.adapter.isAnimating)
    #expect(harness.adapter.controller.indexPath(ofDetailOf: "person-1") != nil)
  }

  @Test("A table that leaves its window mid-animation does not hold the queue")
  func queueGoesOnWhenTheTableLeavesItsWindow() throws {
    let harness = AdapterHarness(screen: "contacts")
    harness.tap("person-0")
    #expect(harness.adapter.isAnimating)
    harness.table.removeFromSuperview()
    #expect(!harness.adapter.isAnimating)
    harness.adapter.receive(.tap(.row("person-1")))
    #expect(harness.adapter.queue.isEmpty)
    #expect(harness.adapter.controller.indexPath(ofDetailOf: "person-1") != nil)
  }

  @Test("A Dynamic Type change re-measures the rows and keeps the top row")
  func dynamicTypeRemeasures() throws {
    let scale = TextScale()
    let measure: ListLayout<String, String, ScreenItem>.RowMeasure = { content, _, _ in
      Double(content.text.count) * scale.value + 20
    }
    let harness = AdapterHarness(
      screen: "messages", height: 500,
      metrics: LayoutMetrics(
        style: .plain, rowHeight: .measured(estimate: 60), header: .zero, footer: .zero),
      measure: measure)
    let path = IndexPath(row: 0, section: 0)
    let before = harness.table.rectForRow(at: path).height
    scale.value = 2
    harness.table.standInSetTraitCollection(
      UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge))
    harness.table.layoutIfNeeded()
    let after = harness.table.rectForRow(at: path).height
    #expect(after > before, "height stayed \(before)")
    harness.check()
  }

  @Test("The announcement after a toggle is heard, not cut by the focus move")
  func announcementIsNotCut() throws {
    let harness = AdapterHarness(screen: "contacts")
    harness.tap("person-0")
    harness.settle()
    #expect(harness.spoken.contains("김영수, expanded, details shown"), "\(harness.spoken)")
  }

  @Test("The example's accessibility words follow the screen's language")
  func koreanAccessibilityWords() throws {
    let screen = try #require(ExampleScreen.all(language: .korean).first { $0.name == "accordion" })
    let controller = ScreenViewController(screen: screen)
    controller.loadViewIfNeeded()
    controller.tableView.layoutIfNeeded()
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    let value = cell.accessibilityValue ?? ""
    #expect(!value.contains("level") && !value.contains(" of "), "\(value)")
  }

  @Test("The example's Agree button and rows stay within the safe area")
  func agreeButtonAboveTheTabBar() throws {
    let screen = try #require(ExampleScreen.all().first { $0.name == "terms" })
    let controller = ScreenViewController(screen: screen)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.standInSetSafeAreaInsets(Self.bars)
    window.addSubview(controller.view)
    controller.view.layoutIfNeeded()
    let button = try #require(controller.agreeButton)
    #expect(
      button.frame.maxY <= 844 - Self.bars.bottom, "the button ends at \(button.frame.maxY)")
  }

  @Test("Expandable rows of the example show an expand accessory, not a navigation chevron")
  func noDisclosureIndicatorOnExpandableRows() throws {
    let screen = try #require(ExampleScreen.all().first { $0.name == "accordion" })
    let controller = ScreenViewController(screen: screen)
    controller.loadViewIfNeeded()
    controller.tableView.layoutIfNeeded()
    let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.accessoryType != .disclosureIndicator)
  }

  // MARK: SwiftUI

  func contactsModel() throws -> FoldListModel<String, String, ScreenItem> {
    let screen = try #require(ScreenCatalog.screen(named: "contacts"))
    return FoldListModel(
      snapshot: screen.makeController().snapshot, policy: .exclusiveInList,
      metrics: LayoutMetrics(style: .plain, rowHeight: .fixed(45), header: .fixed(60)))
  }

  static func hostedText(_ table: UITableView, _ path: IndexPath) -> String? {
    guard let cell = table.cellForRow(at: path) else { return nil }
    return FoldTableListTests.text(in: cell.contentConfiguration)
  }

  @Test("SwiftUI: new row content reaches the rows on screen")
  func swiftUIRowsFollowTheView() throws {
    let model = try contactsModel()
    let host = StandInHost(
      FoldTableList(model) { row in Text(row.content.text) },
      frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    host.view.layoutIfNeeded()
    host.standInUpdate(FoldTableList(model) { row in Text("★ " + row.content.text) })
    host.view.layoutIfNeeded()
    #expect(Self.hostedText(host.view, IndexPath(row: 0, section: 0)) == "★ 김영수")
  }

  @Test("SwiftUI: a new model replaces the rows")
  func swiftUINewModel() throws {
    let model = try contactsModel()
    let host = StandInHost(
      FoldTableList(model) { row in Text(row.content.text) },
      frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    host.view.layoutIfNeeded()
    let screen = try #require(ScreenCatalog.screen(named: "sections"))
    let other = FoldListModel(
      snapshot: screen.makeController().snapshot,
      metrics: LayoutMetrics(style: .plain, rowHeight: .fixed(45), header: .fixed(60)))
    host.standInUpdate(FoldTableList(other) { row in Text(row.content.text) })
    host.view.standInFinishAnimations()
    host.view.layoutIfNeeded()
    #expect(host.view.numberOfSections == other.snapshot.sections.count)
    let first = other.snapshot.nodes[other.snapshot.topLevelNodes(ofSection: 0)[0]].content.text
    #expect(Self.hostedText(host.view, IndexPath(row: 0, section: 0)) == first)
  }

  @Test("SwiftUI: a row is not one accessibility element hiding its controls")
  func swiftUIRowsKeepTheirControls() throws {
    let model = try contactsModel()
    let host = StandInHost(
      FoldTableList(model) { row in Text(row.content.text) },
      frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    host.view.layoutIfNeeded()
    let cell = try #require(host.view.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(!cell.isAccessibilityElement)
  }

  @Test("SwiftUI: canConfirm follows new check marks")
  func swiftUICanConfirmFollowsNewChecks() throws {
    let screen = try #require(ScreenCatalog.screen(named: "terms"))
    let controller = screen.makeController()
    let unchecked = try #require(controller.checks)
    let model = FoldListModel(
      snapshot: controller.snapshot,
      metrics: LayoutMetrics(style: .plain, rowHeight: .fixed(44), header: .zero),
      checks: unchecked)
    let host = StandInHost(
      FoldTableList(model) { row in Text(row.content.text) },
      frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    host.view.layoutIfNeeded()
    #expect(!model.canConfirm)
    var checked = unchecked
    _ = checked.setAll(true)
    model.show(controller.snapshot, checks: checked)
    host.runPendingUpdates()
    host.view.standInFinishAnimations()
    #expect(model.canConfirm)
  }
}

/// The text size an app's measurer reads (as it would read the preferred font).
final class TextScale: @unchecked Sendable {
  var value = 1.0
}
#endif
