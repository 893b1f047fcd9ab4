#if os(Linux)
public import Foundation

extension UICollectionView {
  /// Makes the heights match the cached counts.
  ///
  /// Sections whose item count changed outside a batch (or that are new) start again on the
  /// estimate. O(*s*) for *s* sections.
  func syncHeights() {
    let counts = counts
    if itemHeights.count != counts.count {
      itemHeights = []
      headerSizes = Array(repeating: nil, count: counts.count)
      footerSizes = Array(repeating: nil, count: counts.count)
    }
    for (section, count) in counts.enumerated()
    where itemHeights.count <= section
      || itemHeights[section].count != count
    {
      let fresh = StandInHeights(count: count, height: Self.standInEstimatedHeight)
      if itemHeights.count <= section {
        itemHeights.append(fresh)
      } else {
        itemHeights[section] = fresh
      }
    }
  }

  func height(of element: Element) -> CGFloat {
    switch element {
    case .header(let section): headerSizes[section] ?? Self.standInEstimatedHeight
    case .footer(let section): footerSizes[section] ?? Self.standInEstimatedHeight
    case .item(let path): itemHeights[path.section].height(at: path.row)
    }
  }

  func isSized(_ element: Element) -> Bool {
    switch element {
    case .header(let section): headerSizes[section] != nil
    case .footer(let section): footerSizes[section] != nil
    case .item(let path): itemHeights[path.section].isMarked(path.row)
    }
  }

  func setSize(_ height: CGFloat, of element: Element) {
    switch element {
    case .header(let section): headerSizes[section] = height
    case .footer(let section): footerSizes[section] = height
    case .item(let path): itemHeights[path.section].setMarked(path.row, height: height)
    }
  }

  /// Whether the list shows supplementary headers and footers.
  var supplementaryModes: (headers: Bool, footers: Bool) {
    let configuration = listConfiguration
    return (
      configuration?.headerMode == .supplementary, configuration?.footerMode == .supplementary
    )
  }

  /// The height of section `section`: its header, items and footer.
  func sectionHeight(_ section: Int, modes: (headers: Bool, footers: Bool)) -> CGFloat {
    (modes.headers ? height(of: .header(section)) : 0) + itemHeights[section].total
      + (modes.footers ? height(of: .footer(section)) : 0)
  }

  /// The top of section `section`.
  ///
  /// O(*s*) for the sections above it.
  func sectionTop(_ section: Int, modes: (headers: Bool, footers: Bool)) -> CGFloat {
    var y: CGFloat = 0
    for above in 0..<section { y += sectionHeight(above, modes: modes) }
    return y
  }

  /// The elements whose frames intersect the bounds, with their frames, in order.
  ///
  /// O(*s* + *v* + *c*) for *s* sections, *v* elements shown and *c* chunks of heights.
  func elementsInBounds() -> [(element: Element, frame: CGRect)] {
    syncHeights()
    let modes = supplementaryModes
    let top = contentOffset.y
    let bottom = top + bounds.height
    var y: CGFloat = 0
    var result: [(Element, CGRect)] = []
    func add(_ element: Element, at y: CGFloat, _ height: CGFloat) {
      if height > 0 && y < bottom && y + height > top {
        result.append((element, CGRect(x: 0, y: y, width: bounds.width, height: height)))
      }
    }
    for section in itemHeights.indices {
      if y >= bottom { break }
      let sectionHeight = sectionHeight(section, modes: modes)
      if y + sectionHeight <= top {
        y += sectionHeight
        continue
      }
      if modes.headers {
        let height = height(of: .header(section))
        add(.header(section), at: y, height)
        y += height
      }
      let items = itemHeights[section].total
      if y < bottom && y + items > top {
        var (row, rowTop) = itemHeights[section].row(below: top - y)
        while row < itemHeights[section].count && y + rowTop < bottom {
          let height = itemHeights[section].height(at: row)
          add(.item(IndexPath(row: row, section: section)), at: y + rowTop, height)
          rowTop += height
          row += 1
        }
      }
      y += items
      if modes.footers {
        let height = height(of: .footer(section))
        add(.footer(section), at: y, height)
        y += height
      }
    }
    return result
  }

  /// Lays out what intersects the bounds.
  ///
  /// Elements without a view get one, sized the first time they are shown; views that left the
  /// bounds go back to the reuse pool. A new width sizes everything again. Only the elements in
  /// the bounds are visited (see ``elementsInBounds()``).
  func layoutElements() {
    _ = counts
    if laidOutWidth != bounds.width {
      if laidOutWidth != nil { resetHeights() }
      laidOutWidth = bounds.width
    }
    syncHeights()
    for _ in 0..<16 {
      var changed = false
      for (element, frame) in elementsInBounds() where !isSized(element) {
        let view = visibleViews[element] ?? makeView(for: element)
        visibleViews[element] = view
        let attributes = UICollectionViewLayoutAttributes(
          forCellWith: indexPath(of: element))
        attributes.frame = frame
        setSize(view.preferredLayoutAttributesFitting(attributes).size.height, of: element)
        changed = true
      }
      if !changed { break }
    }
    let modes = supplementaryModes
    contentSize = CGSize(
      width: bounds.width,
      height: itemHeights.indices.reduce(0) { $0 + sectionHeight($1, modes: modes) })
    let shown = elementsInBounds()
    let keep = Set(shown.map(\.element))
    for (element, view) in visibleViews where !keep.contains(element) {
      recycle(view)
      visibleViews[element] = nil
      if case .item(let path) = element, let cell = view as? UICollectionViewCell {
        delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
      }
    }
    for (element, frame) in shown {
      let view = visibleViews[element] ?? makeView(for: element)
      visibleViews[element] = view
      view.frame = frame
      view.layoutIfNeeded()
    }
  }

  func indexPath(of element: Element) -> IndexPath {
    switch element {
    case .header(let section), .footer(let section): IndexPath(row: 0, section: section)
    case .item(let path): path
    }
  }

  /// Asks the data source for the view of `element` and shows it.
  func makeView(for element: Element) -> UICollectionReusableView {
    let view: UICollectionReusableView
    switch element {
    case .item(let path):
      standInCellRequests += 1
      let cell =
        dataSource?.collectionView(self, cellForItemAt: path) ?? UICollectionViewCell(frame: .zero)
      addSubview(cell)
      delegate?.collectionView(self, willDisplay: cell, forItemAt: path)
      return cell
    case .header(let section):
      view =
        dataSource?.collectionView(
          self, viewForSupplementaryElementOfKind: Self.elementKindSectionHeader,
          at: IndexPath(row: 0, section: section)) ?? UICollectionReusableView(frame: .zero)
    case .footer(let section):
      view =
        dataSource?.collectionView(
          self, viewForSupplementaryElementOfKind: Self.elementKindSectionFooter,
          at: IndexPath(row: 0, section: section)) ?? UICollectionReusableView(frame: .zero)
    }
    addSubview(view)
    return view
  }

  /// Not UIKit: the frame of an item in content coordinates, as laid out now.
  public func standInFrameOfItem(at indexPath: IndexPath) -> CGRect {
    syncHeights()
    guard indexPath.section >= 0 && indexPath.section < itemHeights.count,
      indexPath.row >= 0 && indexPath.row < itemHeights[indexPath.section].count
    else { return .zero }
    let modes = supplementaryModes
    var y = sectionTop(indexPath.section, modes: modes)
    if modes.headers { y += height(of: .header(indexPath.section)) }
    y += itemHeights[indexPath.section].offset(of: indexPath.row)
    return CGRect(
      x: 0, y: y, width: bounds.width,
      height: itemHeights[indexPath.section].height(at: indexPath.row))
  }

  /// Not UIKit: the frame of section `section`'s header, as laid out now (`nil` without one).
  public func standInFrameOfHeader(inSection section: Int) -> CGRect? {
    syncHeights()
    let modes = supplementaryModes
    guard modes.headers, section >= 0 && section < itemHeights.count else { return nil }
    return CGRect(
      x: 0, y: sectionTop(section, modes: modes), width: bounds.width,
      height: height(of: .header(section)))
  }

  // MARK: What a person does

  /// Not UIKit: the person taps the item at `indexPath` (it must be on screen).
  ///
  /// While the view selects several items (``standInSelectsMultipleItems``), a tap on a selected
  /// item deselects it (`collectionView(_:didDeselectItemAt:)`).
  public func standInTapItem(at indexPath: IndexPath) {
    if standInSelectsMultipleItems && selectedItems.contains(indexPath) {
      selectedItems.remove(indexPath)
      cellForItem(at: indexPath)?.isSelected = false
      delegate?.collectionView(self, didDeselectItemAt: indexPath)
      return
    }
    if !standInSelectsMultipleItems {
      let previous = selectedItems.subtracting([indexPath])
      selectedItems = []
      for path in previous.sorted() {
        cellForItem(at: path)?.isSelected = false
        delegate?.collectionView(self, didDeselectItemAt: path)
      }
    }
    selectedItems.insert(indexPath)
    cellForItem(at: indexPath)?.isSelected = true
    delegate?.collectionView(self, didSelectItemAt: indexPath)
  }

  /// Not UIKit: the focus moves to the item at `indexPath` (arrow keys or a pointer on iPad).
  public func standInFocusItem(at indexPath: IndexPath) {
    delegate?.collectionView(
      self,
      didUpdateFocusIn: UICollectionViewFocusUpdateContext(standInNextFocusedIndexPath: indexPath),
      with: UIFocusAnimationCoordinator())
  }

  /// Not UIKit: the swipe actions the list layout shows when the person swipes the item at
  /// `indexPath` from its leading (or trailing) edge.
  public func standInSwipeActions(leading: Bool, at indexPath: IndexPath)
    -> UISwipeActionsConfiguration?
  {
    guard let configuration = listConfiguration else { return nil }
    let provider =
      leading
      ? configuration.leadingSwipeActionsConfigurationProvider
      : configuration.trailingSwipeActionsConfigurationProvider
    return provider?(indexPath)
  }

  /// Not UIKit: the separators the list layout draws around the item at `indexPath`.
  public func standInSeparator(at indexPath: IndexPath) -> UIListSeparatorConfiguration? {
    guard let configuration = listConfiguration, configuration.showsSeparators else { return nil }
    return configuration.itemSeparatorHandler?(indexPath, configuration.separatorConfiguration)
      ?? configuration.separatorConfiguration
  }

  /// Not UIKit: runs the completions of the batches that are animating.
  public func standInFinishAnimations() {
    while !pendingCompletions.isEmpty {
      let completion = pendingCompletions.removeFirst()
      completion?(true)
    }
  }
}
#endif
#if os(Linux)
extension UICollectionView {
  func raise(_ name: String, _ reason: String) {
    standInExceptionHandler(name, reason)
  }
}
#endif
