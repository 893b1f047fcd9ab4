#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit

#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif

@available(iOS 15, tvOS 15, *)
extension ListTableAdapter: ListTableProxyTarget {
  func proxyNumberOfSections() -> Int { listCore.numberOfSections() }

  func proxyNumberOfRows(inSection section: Int) -> Int {
    listCore.numberOfRows(inSection: section)
  }

  /// A cell of the row's kind, with its accessibility set and then configured by
  /// ``configureCell``.
  func proxyCell(for tableView: UITableView, at indexPath: IndexPath) -> UITableViewCell {
    let context = listCore.rowContext(at: indexPath)
    let cell = tableView.dequeueReusableCell(withIdentifier: cellKind(context), for: indexPath)
    listCore.applyAccessibility(of: context, isElement: cellsAreAccessibilityElements, to: cell)
    configureCell(cell, context)
    return cell
  }

  func proxyRowHeight(at indexPath: IndexPath, measuring: Bool) -> CGFloat {
    CGFloat(listCore.rowHeight(at: indexPath, measuring: measuring))
  }

  /// The height of a header slot or of a footer.
  ///
  /// A header slot includes the spacing and padding above the header, so the table's offsets
  /// are the layout's. In the grouped styles UIKit gives a 0-high header
  /// or footer its default height, so "none" is the smallest positive height instead
  /// (<https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforheaderinsection:)>).
  func proxySupplementaryHeight(section: Int, isHeader: Bool) -> CGFloat {
    let height = CGFloat(listCore.supplementaryHeight(section: section, isHeader: isHeader))
    if height == 0, let tableView, tableView.style != .plain { return .leastNormalMagnitude }
    return height
  }

  /// The header view: collapsible sections get a full-size button whose `UIAction` toggles them.
  func proxyHeaderView(for tableView: UITableView, section: Int) -> UIView? {
    guard
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.headerIdentifier)
    else { return nil }
    let context = listCore.headerContext(at: section)
    configureHeader?(view, context)
    listCore.configureHeaderButton(in: view, context: context)
    return view
  }

  /// The footer view of a section with footer content, configured by ``configureFooter``.
  func proxyFooterView(for tableView: UITableView, section: Int) -> UIView? {
    guard let configureFooter,
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.footerIdentifier)
    else { return nil }
    configureFooter(view, listCore.footerContext(at: section))
    return view
  }

  /// A tap on a row: deselects it and hands it to the engine (queued while a batch animates).
  ///
  /// While the table selects several rows (``selectsMultipleRows``), the row stays selected
  /// and its item joins the engine's selection instead.
  func proxyDidSelectRow(in tableView: UITableView, at indexPath: IndexPath) {
    if selectsMultipleRows {
      listCore.rowSelectionChanged(at: indexPath, isSelected: true)
      return
    }
    tableView.deselectRow(at: indexPath, animated: true)
    listCore.didSelectRow(at: indexPath)
  }

  /// The accessory button of a row: shows or hides the item's detail or children (only the
  /// detail for an item whose detail opens apart).
  func proxyAccessoryTapped(at indexPath: IndexPath) {
    listCore.accessoryTapped(at: indexPath)
  }

  /// The focus moved (arrow keys with the focus system on iPad): ← and → act on that row.
  func proxyFocusMoved(to indexPath: IndexPath) {
    listCore.focusMoved(to: indexPath)
  }

  /// Tells the layout where the table scrolled.
  func proxyDidScroll() {
    listCore.didScroll()
  }

  /// The person started or stopped dragging: offsets wait until the content rests.
  func proxyDraggingChanged(isDragging: Bool) {
    listCore.draggingChanged(isDragging: isDragging)
  }
}
#endif
