#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit

#if os(iOS) || os(tvOS) || os(visionOS)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif

// The optional members of UITableViewDataSource and UITableViewDelegate this adapter implements,
// in one place; their spelling is checked by hand against Apple's documentation, since on Linux a
// misspelled optional member compiles and on iOS it would silently never be called:
// numberOfSections(in:), tableView(_:heightForRowAt:), tableView(_:estimatedHeightForRowAt:),
// tableView(_:heightForHeaderInSection:), tableView(_:heightForFooterInSection:),
// tableView(_:viewForHeaderInSection:), tableView(_:didSelectRowAt:),
// tableView(_:accessoryButtonTappedForRowWith:),
// tableView(_:didUpdateFocusIn:with:), scrollViewDidScroll(_:).

@available(iOS 15, tvOS 15, *)
extension ListTableAdapter: UITableViewDataSource {
  /// The number of sections shown.
  ///
  /// - Complexity: O(1).
  public func numberOfSections(in tableView: UITableView) -> Int {
    switch shown {
    case .live: layout.controller.numberOfSections
    case .frozen(let old): old.controller.numberOfSections
    case .stage(let data): data.count
    }
  }

  /// The number of rows shown in `section`, detail rows included.
  ///
  /// - Complexity: O(log *n*).
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    switch shown {
    case .live: layout.controller.numberOfRows(inSection: section)
    case .frozen(let old): old.controller.numberOfRows(inSection: section)
    case .stage(let data): data[section].rows.count
    }
  }

  /// A cell for the row at `indexPath`, with its accessibility set and then configured by
  /// ``configureCell``.
  ///
  /// - Complexity: O(log *n*) plus the configuration closure.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier, for: indexPath)
    let context = rowContext(at: indexPath)
    ListAccessibility.apply(
      context.accessibility, label: layout.controller.accessibilityLabel(context.content),
      checkMark: context.checkMark, to: cell)
    cell.accessibilityCustomActions = customActions(for: context)
    configureCell(cell, context)
    return cell
  }
}

@available(iOS 15, tvOS 15, *)
extension ListTableAdapter: UITableViewDelegate {
  /// The row's height from the layout, measured now if it is still on its estimate.
  ///
  /// - Complexity: O(log *n*) plus at most one measurement.
  public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    CGFloat(rowHeight(at: indexPath, measuring: true))
  }

  /// The row's height as the layout has it now: its measured height, or its estimate.
  ///
  /// - Complexity: O(log *n*).
  public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    CGFloat(rowHeight(at: indexPath, measuring: false))
  }

  /// The height of the section's header slot: spacing and padding above the header included, so
  /// the table's offsets are the layout's.
  ///
  /// - Complexity: O(log *n*).
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    CGFloat(supplementaryHeight(section: section, isHeader: true))
  }

  /// The height of the section's footer.
  ///
  /// - Complexity: O(log *n*).
  public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat
  {
    CGFloat(supplementaryHeight(section: section, isHeader: false))
  }

  /// The header view: collapsible sections get a full-size button whose `UIAction` toggles them.
  ///
  /// - Complexity: O(log *n*) plus the configuration closure.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: Self.headerIdentifier)
    else { return nil }
    let context = headerContext(at: section)
    configureHeaderButton(in: view, context: context)
    configureHeader?(view, context)
    return view
  }

  /// A tap on a row: deselects it and hands it to the engine (queued while a batch animates).
  ///
  /// - Complexity: O(log *n*), plus the change when it applies now.
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    guard let target = target(at: indexPath) else { return }
    focus = target
    receive(.tap(target))
  }

  /// The accessory button of a row: shows or hides the item's detail or children (only the
  /// detail for an item whose detail opens apart).
  ///
  /// - Complexity: O(log *n*), plus the change when it applies now.
  public func tableView(
    _ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath
  ) {
    let context = rowContext(at: indexPath)
    guard context.kind == .row, context.isExpandable else { return }
    focus = .row(context.itemID)
    receive(
      context.accessibility.isDetailOpen != nil
        ? .toggleDetail(context.itemID) : .toggle(context.itemID))
  }

  /// The focus moved (arrow keys with the focus system on iPad): ← and → act on that row.
  ///
  /// - Complexity: O(log *n*).
  public func tableView(
    _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
    with coordinator: UIFocusAnimationCoordinator
  ) {
    guard let next = context.nextFocusedIndexPath else { return }
    focus = target(at: next)
  }

  /// Tells the layout where the table scrolled.
  ///
  /// - Complexity: O(1).
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    guard !isSettingOffset else { return }
    syncViewport()
  }
}
#endif
