#if os(Linux)
public import Foundation

extension UICollectionView {
  /// The elements of the list, in order, with their heights (sized or estimated).
  func elements() -> [(element: Element, height: CGFloat)] {
    let configuration = listConfiguration
    let headers = configuration?.headerMode == .supplementary
    let footers = configuration?.footerMode == .supplementary
    var result: [(Element, CGFloat)] = []
    for (section, count) in counts.enumerated() {
      if headers { result.append((.header(section), height(of: .header(section)))) }
      for item in 0..<count {
        let element = Element.item(IndexPath(row: item, section: section))
        result.append((element, height(of: element)))
      }
      if footers { result.append((.footer(section), height(of: .footer(section)))) }
    }
    return result
  }

  func height(of element: Element) -> CGFloat {
    sizedHeights[element] ?? Self.standInEstimatedHeight
  }

  /// The elements whose frames intersect the bounds, with their frames.
  func elementsInBounds() -> [(element: Element, frame: CGRect)] {
    let top = contentOffset.y
    let bottom = top + bounds.height
    var y: CGFloat = 0
    var result: [(Element, CGRect)] = []
    for (element, height) in elements() {
      if y >= bottom { break }
      if height > 0 && y + height > top {
        result.append((element, CGRect(x: 0, y: y, width: bounds.width, height: height)))
      }
      y += height
    }
    return result
  }

  /// Lays out what intersects the bounds.
  ///
  /// Elements without a view get one, sized the first time they are shown; views that left the
  /// bounds go back to the reuse pool. A new width sizes everything again.
  func layoutElements() {
    _ = counts
    if laidOutWidth != bounds.width {
      if laidOutWidth != nil { sizedHeights = [:] }
      laidOutWidth = bounds.width
    }
    for _ in 0..<16 {
      var changed = false
      for (element, frame) in elementsInBounds() where sizedHeights[element] == nil {
        let view = visibleViews[element] ?? makeView(for: element)
        visibleViews[element] = view
        let attributes = UICollectionViewLayoutAttributes(
          forCellWith: indexPath(of: element))
        attributes.frame = frame
        sizedHeights[element] = view.preferredLayoutAttributesFitting(attributes).size.height
        changed = true
      }
      if !changed { break }
    }
    contentSize = CGSize(width: bounds.width, height: elements().reduce(0) { $0 + $1.height })
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
    var y: CGFloat = 0
    for (element, height) in elements() {
      if element == .item(indexPath) {
        return CGRect(x: 0, y: y, width: bounds.width, height: height)
      }
      y += height
    }
    return .zero
  }

  /// Not UIKit: the frame of section `section`'s header, as laid out now (`nil` without one).
  public func standInFrameOfHeader(inSection section: Int) -> CGRect? {
    var y: CGFloat = 0
    for (element, height) in elements() {
      if element == .header(section) {
        return CGRect(x: 0, y: y, width: bounds.width, height: height)
      }
      y += height
    }
    return nil
  }

  // MARK: What a person does

  /// Not UIKit: the person taps the item at `indexPath` (it must be on screen).
  public func standInTapItem(at indexPath: IndexPath) {
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
