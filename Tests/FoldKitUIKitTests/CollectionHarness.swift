#if os(Linux)
import FoldKit
import FoldKitScreens
import FoldKitUIKit
import Testing
import UIKitStandIn

/// A list collection view and its adapter over one gallery screen, driven as a person would,
/// checking after every step what UIKit would see.
@MainActor final class CollectionHarness {
  typealias Adapter = ListCollectionAdapter<String, String, ScreenItem>

  let view: ListCollectionView
  let adapter: Adapter
  let window: UIWindow
  var exceptions: [String] = []
  /// Whether each section's header is its first item.
  let headersAreItems: Bool
  private var checkedBatches = 0

  /// The texts a cell shows: the configuration's text and secondary text.
  static func configure(_ cell: UICollectionViewListCell, _ row: Adapter.RowContext) {
    var content = cell.defaultContentConfiguration()
    content.text = row.kind == .detail ? row.content.detail : row.content.text
    content.secondaryText = row.checkMark?.rawValue
    cell.contentConfiguration = content
  }

  init(
    screen: String, width: Double = 390, height: Double = 400,
    metrics: LayoutMetrics = LayoutMetrics(
      style: .plain, rowHeight: .fixed(45), header: .fixed(60), footer: .fixed(18)),
    measure: ListLayout<String, String, ScreenItem>.RowMeasure? = nil,
    appearance: UICollectionLayoutListConfiguration.Appearance = .plain,
    headerMode: UICollectionLayoutListConfiguration.HeaderMode = .supplementary
  ) {
    guard let model = ScreenCatalog.screen(named: screen) else {
      preconditionFailure("no screen \(screen)")
    }
    let layout = ListLayout(
      controller: model.makeController(), metrics: metrics, width: width,
      viewportHeight: height, measure: measure)
    let frame = CGRect(x: 0, y: 0, width: width, height: height)
    view = ListCollectionView(
      frame: frame,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(
        using: .init(appearance: appearance)))
    window = UIWindow(frame: frame)
    window.addSubview(view)
    var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    configuration.headerMode = headerMode
    headersAreItems = headerMode == .firstItemInSection
    adapter = Adapter(
      collectionView: view, layout: layout, listConfiguration: configuration,
      configureCell: Self.configure)
    adapter.configureHeader = { cell, header in
      var content = cell.defaultContentConfiguration()
      content.text = header.content?.text
      cell.contentConfiguration = content
    }
    standInExceptionHandler = { [weak self] _, reason in self?.exceptions.append(reason) }
    UIAccessibility.standInReset()
    view.layoutIfNeeded()
    check()
  }

  /// Ends every animation, lays out, and checks everything.
  func settle(sourceLocation: SourceLocation = #_sourceLocation) {
    view.standInFinishAnimations()
    view.layoutIfNeeded()
    check(sourceLocation: sourceLocation)
  }

  /// Every new batch passed the stand-in's collection rules (no exception) and passes FoldKit's
  /// validator cleanly; counts and cells on screen are the engine's; the offset is the layout's.
  func check(sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(exceptions.isEmpty, "UIKit exception: \(exceptions)", sourceLocation: sourceLocation)
    #expect(view.standInNestedBatchCount == 0, sourceLocation: sourceLocation)
    for batch in view.standInBatches[checkedBatches...] {
      let report = BatchUpdateValidator.validate(
        oldCounts: batch.oldCounts, changeset: AdapterHarness.changeset(batch),
        newCounts: batch.newCounts)
      #expect(report.isClean, "\(report)", sourceLocation: sourceLocation)
    }
    checkedBatches = view.standInBatches.count
    guard !adapter.isAnimating else { return }
    let controller = adapter.layout.controller
    let extra = headersAreItems ? 1 : 0
    #expect(
      (0..<view.numberOfSections).map { view.numberOfItems(inSection: $0) - extra }
        == controller.rowCounts, sourceLocation: sourceLocation)
    for item in view.indexPathsForVisibleItems {
      guard item.row >= extra else {
        let header = view.cellForItem(at: item)?.contentConfiguration as? UIListContentConfiguration
        let expected = controller.snapshot.sections[item.section].header?.text
        #expect(header?.text == expected, "header item \(item)", sourceLocation: sourceLocation)
        continue
      }
      let path = IndexPath(row: item.row - extra, section: item.section)
      let list = ListIndexPath(section: path.section, row: path.row)
      let row = controller.row(at: list)
      let expected = row.kind == .detail ? row.content?.detail : row.content?.text
      let cell = view.cellForItem(at: item) as? UICollectionViewListCell
      let shown = cell?.contentConfiguration as? UIListContentConfiguration
      #expect(shown?.text == expected, "item \(path)", sourceLocation: sourceLocation)
      #expect(
        shown?.secondaryText == controller.checkMark(at: list)?.rawValue, "mark \(path)",
        sourceLocation: sourceLocation)
      #expect(cell?.indentationLevel == row.depth, "depth \(path)", sourceLocation: sourceLocation)
      let disclosure = cell?.accessories.contains { $0.standInKind == .outlineDisclosure }
      #expect(
        disclosure == (row.kind == .row && row.isExpandable), "disclosure \(path)",
        sourceLocation: sourceLocation)
      #expect(
        Double(view.standInFrameOfItem(at: item).height) == adapter.layout.frame(at: list).height,
        "height \(path)", sourceLocation: sourceLocation)
    }
    #expect(
      Double(view.contentOffset.y) == adapter.layout.contentOffset,
      sourceLocation: sourceLocation)
  }

  /// The collection view item of `id`'s row.
  func path(of id: String) -> IndexPath? {
    let extra = headersAreItems ? 1 : 0
    return adapter.layout.controller.indexPath(of: id).map {
      IndexPath(row: $0.row + extra, section: $0.section)
    }
  }

  /// Scrolls the item into view as a person would, then lays out.
  func show(_ path: IndexPath) {
    view.layoutIfNeeded()
    guard view.cellForItem(at: path) == nil else { return }
    let row = path.row - (headersAreItems ? 1 : 0)
    let frame = adapter.layout.frame(at: ListIndexPath(section: path.section, row: max(0, row)))
    scroll(to: max(0, CGFloat(frame.minY) - 10))
  }

  /// A person's drag that leaves the content at `y`.
  func scroll(to y: CGFloat) {
    view.standInBeginDragging()
    view.standInDrag(to: y)
    view.standInEndDragging()
    view.layoutIfNeeded()
  }

  /// Taps the row of `id`, scrolled into view first.
  func tap(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let path = path(of: id) else {
      Issue.record("\(id) is not shown", sourceLocation: sourceLocation)
      return
    }
    show(path)
    view.standInTapItem(at: path)
  }

  /// Taps the outline disclosure of `id`'s row.
  func disclose(_ id: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let path = path(of: id) else {
      Issue.record("\(id) is not shown", sourceLocation: sourceLocation)
      return
    }
    show(path)
    let cell = view.cellForItem(at: path) as? UICollectionViewListCell
    #expect(cell?.standInTapAccessory(.outlineDisclosure) == true, sourceLocation: sourceLocation)
  }

  /// The announcements posted so far.
  var announcements: [String] {
    UIAccessibility.standInPosted.compactMap {
      $0.notification == .announcement ? $0.argument as? String : nil
    }
  }

  /// Taps section `section`'s header button.
  func tapHeader(_ section: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    view.layoutIfNeeded()
    let at = IndexPath(row: 0, section: section)
    if view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: at)
      == nil
    {
      scroll(to: CGFloat(adapter.layout.frame(ofSection: section).minY))
    }
    guard
      let header = view.supplementaryView(
        forElementKind: UICollectionView.elementKindSectionHeader, at: at),
      let button = AdapterHarness.button(in: header)
    else {
      Issue.record("no header button in section \(section)", sourceLocation: sourceLocation)
      return
    }
    button.standInTap()
  }
}
#endif
