#if os(Linux)
import FoldKit
import FoldKitUIKit
import Testing
import UIKitStandIn

/// A person reordering a list collection view with its `.reorder` accessories.
@MainActor @Suite(.serialized) struct EditingCollectionTests {
  typealias Adapter = ListCollectionAdapter<String, String, String>

  /// A collection view in editing mode over the editing outline, headers as supplementary
  /// views or as each section's first item.
  @MainActor final class Harness {
    let view: ListCollectionView
    let window: UIWindow
    let adapter: Adapter
    var exceptions: [String] = []
    let headersAreItems: Bool

    init(headerMode: UICollectionLayoutListConfiguration.HeaderMode) {
      let frame = CGRect(x: 0, y: 0, width: 320, height: 2000)
      view = ListCollectionView(
        frame: frame,
        collectionViewLayout: UICollectionViewCompositionalLayout.list(
          using: .init(appearance: .plain)))
      window = UIWindow(frame: frame)
      window.addSubview(view)
      var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
      configuration.headerMode = headerMode
      headersAreItems = headerMode == .firstItemInSection
      adapter = Adapter(
        collectionView: view,
        layout: ListLayout(
          controller: EditingHarness.outline(),
          metrics: LayoutMetrics(
            style: .plain, rowHeight: .fixed(40), header: .fixed(30), footer: .fixed(0)),
          width: 320, viewportHeight: 2000),
        listConfiguration: configuration
      ) { cell, row in
        var content = cell.defaultContentConfiguration()
        content.text = row.content
        cell.contentConfiguration = content
      }
      standInExceptionHandler = { [weak self] _, reason in self?.exceptions.append(reason) }
      adapter.reordersRows = true
      view.isEditing = true
      view.layoutIfNeeded()
    }

    /// The item of the engine's row `row` in `section`.
    func item(_ row: Int, _ section: Int) -> IndexPath {
      IndexPath(row: row + (headersAreItems ? 1 : 0), section: section)
    }

    /// The identities of the rows the engine shows, by section.
    func rows() -> [[String]] {
      let controller = adapter.controller
      return (0..<controller.numberOfSections).map { section in
        (0..<controller.numberOfRows(inSection: section)).map { row in
          let element = controller.row(at: ListIndexPath(section: section, row: row))
          return element.kind == .detail ? "detail" : element.content ?? "?"
        }
      }
    }

    func settle(sourceLocation: SourceLocation = #_sourceLocation) {
      view.standInFinishAnimations()
      view.layoutIfNeeded()
      #expect(exceptions.isEmpty, "\(exceptions)", sourceLocation: sourceLocation)
      for batch in view.standInBatches {
        let report = BatchUpdateValidator.validate(
          oldCounts: batch.oldCounts, changeset: AdapterHarness.changeset(batch),
          newCounts: batch.newCounts)
        #expect(report.isClean, "\(report)", sourceLocation: sourceLocation)
      }
      let extra = headersAreItems ? 1 : 0
      #expect(
        (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) - extra }
          == adapter.controller.rowCounts, sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: [false, true])
  func anOpenParentDroppedInAnotherSectionTakesItsRowsAlong(headersAreItems: Bool) {
    let harness = Harness(headerMode: headersAreItems ? .firstItemInSection : .supplementary)
    let cell = harness.view.cellForItem(at: harness.item(0, 0)) as? UICollectionViewListCell
    #expect(cell?.accessories.contains { $0.standInKind == .reorder } == true)
    let detail = harness.view.cellForItem(at: harness.item(1, 0)) as? UICollectionViewListCell
    #expect(detail?.accessories.contains { $0.standInKind == .reorder } == false)
    let dropped = harness.view.standInReorder(
      from: harness.item(0, 0), over: [harness.item(5, 0), harness.item(1, 1)])
    #expect(dropped == harness.item(1, 1))
    harness.settle()
    #expect(
      harness.rows() == [["q", "r"], ["s", "p", "detail", "p1", "p2", "p2a", "t"], ["u"]])
    // Undo puts the parent and its rows back.
    harness.adapter.undoLastEdit()
    harness.settle()
    #expect(harness.rows()[0] == ["p", "detail", "p1", "p2", "p2a", "q", "r"])
  }

  @Test func aDropAboveASectionsHeaderItemGoesBelowIt() {
    let harness = Harness(headerMode: .firstItemInSection)
    let dropped = harness.view.standInReorder(
      from: harness.item(5, 0), over: [IndexPath(row: 0, section: 1)])
    #expect(dropped == IndexPath(row: 1, section: 1))
    harness.settle()
    #expect(harness.rows()[1] == ["q", "s", "t"])
  }

  @Test func detailRowsAndRefusedDropsStayPut() {
    let harness = Harness(headerMode: .supplementary)
    #expect(
      harness.view.standInReorder(from: harness.item(1, 0), over: [harness.item(0, 1)]) == nil)
    harness.adapter.moveRule = { $0.section != "c" }
    let dropped = harness.view.standInReorder(
      from: harness.item(6, 0), over: [harness.item(0, 2)])
    #expect(dropped == harness.item(6, 0))
    harness.settle()
    #expect(harness.rows()[2] == ["u"])
  }
}
#endif

#if os(Linux)
/// Several items selected in a list collection view, in step with the engine's selection.
@MainActor @Suite(.serialized) struct EditingCollectionSelectionTests {
  @Test(arguments: [false, true])
  func tapsAndATwoFingerPanSelectItemsKeptThroughCollapse(headersAreItems: Bool) {
    let harness = EditingCollectionTests.Harness(
      headerMode: headersAreItems ? .firstItemInSection : .supplementary)
    let view = harness.view
    view.allowsMultipleSelectionDuringEditing = true
    harness.adapter.allowsTwoFingerSelection = true
    harness.adapter.setEditing(false)
    // A pan from p1 to q: it turns editing on and selects the items' rows (p2, p2a too).
    #expect(view.standInTwoFingerPan(from: harness.item(2, 0), to: harness.item(5, 0)))
    #expect(view.isEditing)
    harness.settle()
    #expect(harness.adapter.selection.items == ["p1", "p2", "p2a", "q"])
    // A tap deselects q; a tap on the detail row selects nothing.
    view.standInTapItem(at: harness.item(5, 0))
    view.standInTapItem(at: harness.item(1, 0))
    harness.settle()
    #expect(harness.adapter.selection.items == ["p1", "p2", "p2a"])
    #expect(
      view.indexPathsForSelectedItems == [
        harness.item(2, 0), harness.item(3, 0), harness.item(4, 0),
      ])
    // Closed, the children stay selected in the engine; open again, their items are selected.
    harness.adapter.collapse("p")
    harness.settle()
    #expect(harness.adapter.selection.items == ["p1", "p2", "p2a"])
    #expect(view.indexPathsForSelectedItems == [])
    harness.adapter.expand("p")
    harness.settle()
    #expect(
      view.indexPathsForSelectedItems == [
        harness.item(2, 0), harness.item(3, 0), harness.item(4, 0),
      ])
  }
}
#endif
