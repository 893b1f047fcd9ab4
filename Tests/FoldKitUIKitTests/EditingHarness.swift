#if os(Linux)
import FoldKit
import FoldKitScreens
import FoldKitTestSupport
import FoldKitUIKit
import Testing
import UIKitStandIn

/// A table in editing mode over a small outline, with the app's data kept beside it, checking
/// after every step what UIKit would see and that the table's selected rows are the engine's.
@MainActor final class EditingHarness {
  typealias Adapter = ListTableAdapter<String, String, String>
  typealias Snap = Snapshot<String, String, String>

  let table: ListTableView
  let adapter: Adapter
  let window: UIWindow
  var exceptions: [String] = []
  var selectionReports: [ListSelection<String>] = []
  var undone: [ListEdit<String, String, String>] = []
  private var checkedBatches = 0

  /// Three sections: "a" holds p (p1, p2 with p2a; a detail), q, r; "b" s, t; "c" u.
  ///
  /// p and p2 are open, and p's detail shows.
  static func outline() -> ListController<String, String, String> {
    editingOutline(adding: [
      ListSection(id: "c", header: "C", items: [ListItem(id: "u", content: "u")])
    ])
  }

  init(
    controller: ListController<String, String, String> = EditingHarness.outline(),
    height: Double = 2000
  ) {
    let layout = ListLayout(
      controller: controller,
      metrics: LayoutMetrics(
        style: .plain, rowHeight: .fixed(40), header: .fixed(30), footer: .fixed(0)),
      width: 320, viewportHeight: height)
    let frame = CGRect(x: 0, y: 0, width: 320, height: height)
    table = ListTableView(frame: frame, style: .plain)
    window = UIWindow(frame: frame)
    window.addSubview(table)
    adapter = Adapter(tableView: table, layout: layout) { cell, row in
      var content = cell.defaultContentConfiguration()
      content.text = row.kind == .detail ? "detail of \(row.content)" : row.content
      cell.contentConfiguration = content
    }
    standInExceptionHandler = { [weak self] _, reason in self?.exceptions.append(reason) }
    adapter.reordersRows = true
    adapter.deletesBySwipe = true
    adapter.allowsTwoFingerSelection = true
    table.allowsMultipleSelectionDuringEditing = true
    adapter.removeItems = { [weak self] ids in
      guard let self else { return nil }
      return Self.snapshot(self.adapter.controller.snapshot, removing: Set(ids))
    }
    adapter.onSelectionChange = { [weak self] in self?.selectionReports.append($0) }
    adapter.onUndo = { [weak self] in self?.undone.append($0) }
    adapter.setEditing(true, animated: false)
    table.layoutIfNeeded()
    check()
  }

  /// The app's data without `removed` (and their descendants).
  nonisolated static func snapshot<Content>(
    _ snapshot: Snapshot<String, String, Content>, removing removed: Set<String>
  ) -> Snapshot<String, String, Content> {
    Snapshot(uncheckedSections: snapshot.sections(removing: removed))
  }

  /// The index path of item `id`'s row as the table shows it.
  func path(of id: String) -> IndexPath? {
    adapter.controller.indexPath(of: id).map { IndexPath(row: $0.row, section: $0.section) }
  }

  /// The identities of the rows the table shows, by section (`detail of x` for a detail row).
  func shownRows() -> [[String]] {
    (0..<table.numberOfSections).map { section in
      (0..<table.numberOfRows(inSection: section)).map { row in
        let path = IndexPath(row: row, section: section)
        let context = adapter.rowContext(at: path)
        return context.kind == .detail ? "detail of \(context.itemID)" : context.itemID
      }
    }
  }

  /// Ends every animation, lays out, and checks everything.
  func settle(sourceLocation: SourceLocation = #_sourceLocation) {
    table.standInFinishAnimations()
    table.layoutIfNeeded()
    check(sourceLocation: sourceLocation)
  }

  /// No exception; every new batch passes FoldKit's validator; the table's counts and cells
  /// are the engine's; its selected rows are the engine's selected items that are shown.
  func check(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(exceptions.isEmpty, "UIKit exception: \(exceptions)", sourceLocation: sourceLocation)
    let batches = table.standInBatches
    for batch in batches[checkedBatches...] {
      let report = BatchUpdateValidator.validate(
        oldCounts: batch.oldCounts, changeset: AdapterHarness.changeset(batch),
        newCounts: batch.newCounts)
      #expect(report.isClean, "\(report)", sourceLocation: sourceLocation)
    }
    checkedBatches = batches.count
    guard !adapter.isAnimating else { return }
    let controller = adapter.controller
    #expect(
      (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        == controller.rowCounts, sourceLocation: sourceLocation)
    for path in table.indexPathsForVisibleRows ?? [] {
      let row = controller.row(at: ListIndexPath(section: path.section, row: path.row))
      let expected = row.kind == .detail ? row.content.map { "detail of \($0)" } : row.content
      let shown = table.cellForRow(at: path)?.contentConfiguration as? UIListContentConfiguration
      #expect(shown?.text == expected, "row \(path)", sourceLocation: sourceLocation)
    }
    if adapter.selectsMultipleRows {
      let wanted = controller.selection.items.compactMap(path(of:)).sorted()
      #expect(
        (table.indexPathsForSelectedRows ?? []) == wanted, "selected rows",
        sourceLocation: sourceLocation)
    }
  }
}
#endif
