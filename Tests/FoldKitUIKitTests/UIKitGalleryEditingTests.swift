#if os(Linux)
import FoldKit
import FoldKitUIKit
import Testing
import UIKitGallery
import UIKitStandIn

/// The example's Sections screen: Edit, select, Delete, Undo and reorder, in a table and in a
/// collection view.
@MainActor @Suite(.serialized) struct UIKitGalleryEditingTests {
  /// The example's Sections screen.
  static func sections() throws -> ExampleScreen {
    try #require(ExampleScreen.all().first { $0.name == "sections" })
  }

  /// Puts `controller`'s view in a phone-sized window and loads it; the window keeps it shown.
  static func show(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    controller.view.frame = window.bounds
    window.addSubview(controller.view)
    controller.loadViewIfNeeded()
    return window
  }

  @Test func editSelectDeleteUndoAndReorderInTheTable() throws {
    let controller = ScreenViewController(screen: try Self.sections())
    let window = Self.show(controller)
    defer { withExtendedLifetime(window) {} }
    controller.viewDidLayoutSubviews()
    let table = controller.tableView
    table.layoutIfNeeded()
    let bar = try #require(controller.editingBar)
    let adapter = try #require(controller.adapter)
    #expect(!bar.deleteButton.isEnabled)
    bar.editButton.standInTap()
    #expect(table.isEditing)
    #expect(bar.editButton.standInTitle == "Done")
    table.standInTapRow(at: IndexPath(row: 0, section: 0))
    table.standInTapRow(at: IndexPath(row: 2, section: 0))
    table.standInFinishAnimations()
    #expect(bar.deleteButton.isEnabled)
    bar.deleteButton.standInTap()
    table.standInFinishAnimations()
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(!bar.deleteButton.isEnabled)
    bar.undoButton.standInTap()
    table.standInFinishAnimations()
    #expect(table.numberOfRows(inSection: 0) == 5)
    // The first row of section 1 dropped at the top of section 2.
    table.standInReorder(
      from: IndexPath(row: 0, section: 0), over: [IndexPath(row: 0, section: 1)])
    table.standInFinishAnimations()
    #expect(adapter.controller.rowCounts.prefix(2) == [4, 6])
    for batch in table.standInBatches {
      let report = BatchUpdateValidator.validate(
        oldCounts: batch.oldCounts, changeset: AdapterHarness.changeset(batch),
        newCounts: batch.newCounts)
      #expect(report.isClean, "\(report)")
    }
    bar.editButton.standInTap()
    #expect(!table.isEditing)
  }

  @Test func reorderInTheCollectionView() throws {
    let controller = CollectionScreenViewController(screen: try Self.sections())
    let window = Self.show(controller)
    defer { withExtendedLifetime(window) {} }
    let view = controller.collectionView
    view.layoutIfNeeded()
    let bar = try #require(controller.editingBar)
    let adapter = try #require(controller.adapter)
    bar.editButton.standInTap()
    #expect(view.isEditing)
    view.standInReorder(from: IndexPath(row: 4, section: 0), over: [IndexPath(row: 0, section: 0)])
    view.standInFinishAnimations()
    #expect(
      adapter.controller.snapshot.topLevelNodes(ofSection: 0).first.map {
        adapter.controller.snapshot.nodes[$0].id
      } == "section-1-row-5")
    bar.undoButton.standInTap()
    view.standInFinishAnimations()
    #expect(
      adapter.controller.snapshot.topLevelNodes(ofSection: 0).first.map {
        adapter.controller.snapshot.nodes[$0].id
      } == "section-1-row-1")
    // Two items selected and deleted.
    let items = view.indexPathsForVisibleItems.filter { $0.section == 0 }.prefix(2)
    for item in items { view.standInTapItem(at: item) }
    view.standInFinishAnimations()
    #expect(adapter.selection.count == 2)
    #expect(bar.deleteButton.isEnabled)
    bar.deleteButton.standInTap()
    view.standInFinishAnimations()
    #expect(adapter.controller.rowCounts.first == 3)
  }
}
#endif
