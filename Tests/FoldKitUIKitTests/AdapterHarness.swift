#if os(Linux)
import FoldKit
import FoldKitScreens
import FoldKitUIKit
import Testing
import UIKitStandIn

/// A table and its adapter over one gallery screen, driven as a person would, checking after
/// every step what UIKit would see.
@MainActor final class AdapterHarness {
  typealias Adapter = ListTableAdapter<String, String, ScreenItem>

  let table: ListTableView
  let adapter: Adapter
  /// The window the table is shown in (UIKit runs batch completions only for tables in one).
  let window: UIWindow
  var exceptions: [String] = []
  private var checkedBatches = 0

  /// The texts a cell shows: the configuration's text and secondary text.
  static func configure(_ cell: UITableViewCell, _ row: Adapter.RowContext) {
    var content = cell.defaultContentConfiguration()
    content.text = row.kind == .detail ? row.content.detail : row.content.text
    content.secondaryText = row.checkMark?.rawValue
    cell.contentConfiguration = content
    cell.accessoryType = row.checkMark == .checked ? .checkmark : .none
  }

  init(
    screen: String, width: Double = 390, height: Double = 400,
    metrics: LayoutMetrics = LayoutMetrics(
      style: .plain, rowHeight: .fixed(45), header: .fixed(60), footer: .fixed(18)),
    measure: ListLayout<String, String, ScreenItem>.RowMeasure? = nil,
    style: UITableView.Style = .plain, safeArea: UIEdgeInsets = .zero, inWindow: Bool = true
  ) {
    guard let model = ScreenCatalog.screen(named: screen) else {
      preconditionFailure("no screen \(screen)")
    }
    let layout = ListLayout(
      controller: model.makeController(), metrics: metrics, width: width,
      viewportHeight: height, measure: measure)
    let frame = CGRect(x: 0, y: 0, width: width, height: height)
    table = ListTableView(frame: frame, style: style)
    window = UIWindow(frame: frame)
    window.standInSetSafeAreaInsets(safeArea)
    if inWindow { window.addSubview(table) }
    adapter = Adapter(tableView: table, layout: layout, configureCell: Self.configure)
    standInExceptionHandler = { [weak self] _, reason in self?.exceptions.append(reason) }
    UIAccessibility.standInReset()
    table.layoutIfNeeded()
    check()
  }

  /// Ends every animation, lays out, and checks everything.
  func settle(sourceLocation: SourceLocation = #_sourceLocation) {
    table.standInFinishAnimations()
    table.layoutIfNeeded()
    UIAccessibility.standInSpeak()
    check(sourceLocation: sourceLocation)
  }

  /// Every new batch passes FoldKit's validator cleanly; no exception; counts and cells on
  /// screen are the engine's; the table's offset is the layout's.
  func check(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(exceptions.isEmpty, "UIKit exception: \(exceptions)", sourceLocation: sourceLocation)
    #expect(table.standInNestedBatchCount == 0, sourceLocation: sourceLocation)
    let batches = table.standInBatches
    for batch in batches[checkedBatches...] {
      let report = BatchUpdateValidator.validate(
        oldCounts: batch.oldCounts, changeset: Self.changeset(batch), newCounts: batch.newCounts)
      #expect(report.isClean, "\(report)", sourceLocation: sourceLocation)
    }
    checkedBatches = batches.count
    guard !adapter.isAnimating else { return }
    let controller = adapter.layout.controller
    #expect(
      (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
        == controller.rowCounts, sourceLocation: sourceLocation)
    for path in table.indexPathsForVisibleRows ?? [] {
      let row = controller.row(at: ListIndexPath(section: path.section, row: path.row))
      let expected = row.kind == .detail ? row.content?.detail : row.content?.text
      let shown = (table.cellForRow(at: path)?.contentConfiguration as? UIListContentConfiguration)
      #expect(shown?.text == expected, "row \(path)", sourceLocation: sourceLocation)
      let mark = controller.checkMark(at: ListIndexPath(section: path.section, row: path.row))
      #expect(
        shown?.secondaryText == mark?.rawValue, "mark \(path)", sourceLocation: sourceLocation)
    }
    #expect(
      Double(table.contentOffset.y) == adapter.layout.contentOffset,
      sourceLocation: sourceLocation)
  }

  static func changeset(_ batch: StandInBatch) -> Changeset {
    func paths(_ list: [IndexPath]) -> [ListIndexPath] {
      list.map { ListIndexPath(section: $0.section, row: $0.row) }
    }
    return Changeset(
      deletedSections: batch.deletedSections, insertedSections: batch.insertedSections,
      reloadedSections: batch.reloadedSections,
      movedSections: batch.movedSections.map { .init(from: $0.from, to: $0.to) },
      deletedRows: paths(batch.deletedRows), insertedRows: paths(batch.insertedRows),
      reloadedRows: paths(batch.reloadedRows),
      movedRows: batch.movedRows.map {
        .init(
          from: ListIndexPath(section: $0.from.section, row: $0.from.row),
          to: ListIndexPath(section: $0.to.section, row: $0.to.row))
      })
  }

  /// The index path the table shows item `id`'s row at, scrolled into view first if needed.
  func path(of id: String) -> IndexPath? {
    guard let path = adapter.layout.controller.indexPath(of: id) else { return nil }
    return IndexPath(row: path.row, section: path.section)
  }

  /// Scrolls so the row of `id` is on screen, as a person would, and taps it.
  func tap(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let path = path(of: id) else {
      Issue.record("\(id) is not shown", sourceLocation: sourceLocation)
      return
    }
    reveal(path)
    table.standInTapRow(at: path)
  }

  /// Scrolls just enough that the row at `path` is on screen.
  func reveal(_ path: IndexPath) {
    table.layoutIfNeeded()
    guard table.cellForRow(at: path) == nil else { return }
    let rect = table.rectForRow(at: path)
    scroll(
      to: max(-table.adjustedContentInset.top, rect.minY - table.adjustedContentInset.top - 10))
  }

  /// A person's drag that leaves the content at `y`.
  func scroll(to y: CGFloat) {
    table.standInBeginDragging()
    table.standInDrag(to: y)
    table.standInEndDragging()
    table.layoutIfNeeded()
  }

  /// Taps section `section`'s header button, scrolling it into view first.
  func tapHeader(_ section: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    table.layoutIfNeeded()
    if table.headerView(forSection: section) == nil {
      let frame = adapter.layout.frame(ofHeaderInSection: section)
      scroll(to: frame.minY - table.adjustedContentInset.top)
    }
    guard let header = table.headerView(forSection: section), let button = Self.button(in: header)
    else {
      Issue.record("no header button in section \(section)", sourceLocation: sourceLocation)
      return
    }
    button.standInTap()
  }

  /// The first button in `view`'s tree, as a person finds it on screen.
  static func button(in view: UIView) -> UIButton? {
    if let button = view as? UIButton { return button }
    for subview in view.subviews {
      if let button = button(in: subview) { return button }
    }
    return nil
  }

  /// Sends ← or → from a hardware keyboard, with the flags such a keyboard sends.
  func press(_ code: UIKeyboardHIDUsage) {
    table.pressesBegan([UIPress(standInKey: UIKey(standInHardwareKeyCode: code))], with: nil)
  }

  /// The announcements VoiceOver spoke (not cut by a later notification).
  var spoken: [String] { UIAccessibility.standInSpoken }

  /// The announcements posted so far.
  var announcements: [String] {
    UIAccessibility.standInPosted.compactMap {
      $0.notification == .announcement ? $0.argument as? String : nil
    }
  }
}
#endif
