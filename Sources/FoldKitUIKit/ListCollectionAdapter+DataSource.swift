#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit

#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif

@available(iOS 15, tvOS 15, *)
extension ListCollectionAdapter: ListCollectionProxyTarget {
  func proxyNumberOfSections() -> Int { listCore.numberOfSections() }

  func proxyNumberOfItems(inSection section: Int) -> Int {
    listCore.numberOfRows(inSection: section) + (headersAreItems ? 1 : 0)
  }

  /// A list cell of the row's kind: accessibility, indentation by depth, the engine's height,
  /// the outline disclosure (through the engine) and checkmark accessories, the app's
  /// accessories, then ``configureCell``; a section's first item, with `.firstItemInSection`,
  /// is its header.
  func proxyCell(for collectionView: UICollectionView, at item: IndexPath)
    -> UICollectionViewCell
  {
    guard let indexPath = row(ofItem: item) else {
      return headerItem(for: collectionView, at: item)
    }
    let context = listCore.rowContext(at: indexPath)
    let dequeued = collectionView.dequeueReusableCell(
      withReuseIdentifier: cellKind(context), for: item)
    guard let cell = dequeued as? UICollectionViewListCell else {
      preconditionFailure("cell kind \(cellKind(context)) is not a UICollectionViewListCell")
    }
    listCore.applyAccessibility(of: context, isElement: cellsAreAccessibilityElements, to: cell)
    cell.indentationLevel = context.depth
    (cell as? ListCollectionCell)?.preferredHeight = CGFloat(
      listCore.rowHeight(at: indexPath, measuring: true))
    cell.accessories = rowAccessories(for: context)
    configureCell(cell, context)
    return cell
  }

  /// A section's header shown as its first item: the engine's header height and accessibility,
  /// the app's header configuration, and for a collapsible section an outline disclosure (header
  /// style) that toggles it through the engine, as a tap on the item does.
  func headerItem(for collectionView: UICollectionView, at item: IndexPath)
    -> UICollectionViewCell
  {
    let dequeued = collectionView.dequeueReusableCell(
      withReuseIdentifier: Self.cellIdentifier, for: item)
    guard let cell = dequeued as? UICollectionViewListCell else { return dequeued }
    let context = listCore.headerContext(at: item.section)
    (cell as? ListCollectionCell)?.preferredHeight = CGFloat(
      listCore.supplementaryHeight(section: item.section, isHeader: true))
    cell.indentationLevel = 0
    cell.accessories = []
    let label = context.content.map { listCore.layout.controller.accessibilityLabel($0) } ?? ""
    ListAccessibility.apply(
      context.accessibility, label: label, strings: listCore.accessibilityStrings, to: cell)
    cell.accessibilityCustomActions = nil
    #if !os(tvOS)
    if context.isCollapsible {
      let id = context.sectionID
      cell.accessories = [
        .outlineDisclosure(options: .init(style: .header)) { [weak self] in
          self?.listCore.focus = .header(id)
          self?.listCore.receive(.tap(.header(id)))
        }
      ]
    }
    #endif
    configureHeader?(cell, context)
    return cell
  }

  /// The adapter's accessories for a row, then the app's.
  func rowAccessories(for context: RowContext) -> [UICellAccessory] {
    var result: [UICellAccessory] = []
    #if !os(tvOS)
    // The disclosure toggles through the engine, like the table's accessory button (tvOS has no
    // outline disclosure: a tap on the row toggles it there).
    if context.kind == .row && context.isExpandable {
      let id = context.itemID
      let detailApart = context.accessibility.isDetailOpen != nil
      result.append(
        .outlineDisclosure(options: .init(style: .cell)) { [weak self] in
          guard let self else { return }
          self.listCore.focus = .row(id)
          self.listCore.receive(detailApart ? .toggleDetail(id) : .toggle(id))
        })
    }
    #endif
    if showsCheckmarks && context.checkMark == .checked { result.append(.checkmark()) }
    if reordersRows && context.kind == .row && canMoveItem?(context.itemID) ?? true {
      result.append(.reorder(displayed: .whenEditing))
    }
    if let accessories { result += accessories(context) }
    return result
  }

  /// A header or footer: a list cell configured by the app, preferring the engine's height (a
  /// header's slot includes the space above it); collapsible headers get their toggle button.
  func proxySupplementaryView(
    for collectionView: UICollectionView, kind: String, at indexPath: IndexPath
  ) -> UICollectionReusableView {
    let view = collectionView.dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: Self.supplementaryIdentifier, for: indexPath)
    guard let cell = view as? ListCollectionCell else { return view }
    let section = indexPath.section
    let isHeader = kind == UICollectionView.elementKindSectionHeader
    guard !(isHeader && headersAreItems) else { return cell }
    cell.preferredHeight = CGFloat(
      listCore.supplementaryHeight(section: section, isHeader: isHeader))
    cell.accessories = []
    if isHeader {
      let context = listCore.headerContext(at: section)
      configureHeader?(cell, context)
      listCore.configureHeaderButton(in: cell, context: context)
    } else {
      configureFooter?(cell, listCore.footerContext(at: section))
    }
    return cell
  }

  /// A tap on a row: deselects it and hands it to the engine.
  func proxyDidSelectItem(in collectionView: UICollectionView, at item: IndexPath) {
    if selectsMultipleRows {
      // While several items are selected, an item's row joins the engine's selection.
      guard let row = row(ofItem: item) else {
        collectionView.deselectItem(at: item, animated: false)
        return
      }
      listCore.rowSelectionChanged(at: row, isSelected: true)
      return
    }
    collectionView.deselectItem(at: item, animated: true)
    if let row = row(ofItem: item) {
      listCore.didSelectRow(at: row)
    } else if headersAreItems && item.section < listCore.numberOfSections() {
      let context = listCore.headerContext(at: item.section)
      listCore.focus = .header(context.sectionID)
      if context.isCollapsible { listCore.receive(.tap(.header(context.sectionID))) }
    }
  }

  func proxyFocusMoved(to item: IndexPath) {
    if let row = row(ofItem: item) {
      listCore.focusMoved(to: row)
    } else if headersAreItems && item.section < listCore.numberOfSections() {
      listCore.focus = .header(listCore.headerContext(at: item.section).sectionID)
    }
  }

  func proxyDidScroll() { listCore.didScroll() }

  func proxyDraggingChanged(isDragging: Bool) {
    listCore.draggingChanged(isDragging: isDragging)
  }
}
#endif
