#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit

#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif

@available(iOS 15, tvOS 15, *)
extension ListTableAdapter: ListTableProxyTarget {
  func proxyNumberOfSections() -> Int {
    switch shown {
    case .live: layout.controller.numberOfSections
    case .frozen(let old): old.controller.numberOfSections
    case .stage(let data): data.count
    }
  }

  func proxyNumberOfRows(inSection section: Int) -> Int {
    switch shown {
    case .live: layout.controller.numberOfRows(inSection: section)
    case .frozen(let old): old.controller.numberOfRows(inSection: section)
    case .stage(let data): data[section].rows.count
    }
  }

  /// A cell of the row's kind, with its accessibility set and then configured by
  /// ``configureCell``.
  func proxyCell(for tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
    let context = rowContext(at: indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: cellKind(context), for: indexPath)
    ListAccessibility.apply(
      context.accessibility, label: layout.controller.accessibilityLabel(context.content),
      checkMark: context.checkMark, strings: accessibilityStrings,
      isElement: cellsAreAccessibilityElements, to: cell)
    cell.accessibilityCustomActions = customActions(for: context)
    configureCell(cell, context)
    return cell
  }

  func proxyRowHeight(at indexPath: IndexPath, measuring: Bool) -> CGFloat {
    CGFloat(rowHeight(at: indexPath, measuring: measuring))
  }

  /// The height of a header slot or of a footer.
  ///
  /// A header slot includes the spacing and padding above the header, so the table's offsets
  /// are the layout's. In the grouped styles UIKit gives a 0-high header
  /// or footer its default height, so "none" is the smallest positive height instead
  /// (<https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)>).
  func proxySupplementaryHeight(section: Int, isHeader: Bool) -> CGFloat {
    let height = CGFloat(supplementaryHeight(section: section, isHeader: isHeader))
    if height == 0, let tableView, tableView.style != .plain { return .leastNormalMagnitude }
    return height
  }

  /// The header view: collapsible sections get a full-size button whose `UIAction` toggles them.
  func proxyHeaderView(for tableView: UITableView, section: Int) -> UIView? {
    guard
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.headerIdentifier)
    else { return nil }
    let context = headerContext(at: section)
    configureHeader?(view, context)
    configureHeaderButton(in: view, context: context)
    return view
  }

  /// The footer view of a section with footer content, configured by ``configureFooter``.
  func proxyFooterView(for tableView: UITableView, section: Int) -> UIView? {
    guard let configureFooter,
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.footerIdentifier)
    else { return nil }
    configureFooter(view, footerContext(at: section))
    return view
  }

  /// A tap on a row: deselects it and hands it to the engine (queued while a batch animates).
  func proxyDidSelectRow(in tableView: UITableView, at indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let target = target(at: indexPath) else { return }
    focus = target
    receive(.tap(target))
  }

  /// The accessory button of a row: shows or hides the item's detail or children (only the
  /// detail for an item whose detail opens apart).
  func proxyAccessoryTapped(at indexPath: IndexPath) {
    let context = rowContext(at: indexPath)
    guard context.kind == .row, context.isExpandable else { return }
    focus = .row(context.itemID)
    receive(
      context.accessibility.isDetailOpen != nil
        ? .toggleDetail(context.itemID) : .toggle(context.itemID))
  }

  /// The focus moved (arrow keys with the focus system on iPad): ← and → act on that row.
  func proxyFocusMoved(to indexPath: IndexPath) {
    focus = target(at: indexPath)
  }

  /// Tells the layout where the table scrolled.
  func proxyDidScroll() {
    guard !isSettingOffset else { return }
    syncViewport()
  }

  /// The person started or stopped dragging: offsets wait until the content rests.
  func proxyDraggingChanged(isDragging: Bool) {
    self.isDragging = isDragging
    if !isDragging { syncViewport() }
  }
}
#endif
