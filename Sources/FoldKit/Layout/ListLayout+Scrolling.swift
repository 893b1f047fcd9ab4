extension ListLayout {
  /// The content offset that scrolls the row at `indexPath` to `position`, clamped.
  ///
  /// With `inset` the content insets, `H` the viewport height and `rect` the row's frame
  /// (UIKIT-RULES §8.1):
  /// - top: `rect.minY - inset.top`; for a section's first row the header's top replaces
  ///   `rect.minY` (``ScrollOptions/revealsHeaderForFirstRow``); in the plain style with
  ///   ``ScrollOptions/avoidsPinnedHeader``, other rows stop below the pinned header.
  /// - middle: `rect.midY - (H - inset.top - inset.bottom) / 2 - inset.top`.
  /// - bottom: `rect.maxY - H + inset.bottom`; for a section's last row the footer's bottom
  ///   replaces `rect.maxY` (``ScrollOptions/revealsFooterForLastRow``).
  /// - nearest: `currentOffset` when the row lies within the visible area
  ///   `[y + inset.top, y + H - inset.bottom]` (below the pinned header when avoiding it), else
  ///   the top or bottom target, whichever is nearer.
  ///
  /// Then the result is clamped (``clampedContentOffset(_:)``), so a row near the end cannot
  /// reach the top. Heights are as they stand; ``prepareScroll(to:)`` measures around the row
  /// first, as UIKit does.
  ///
  /// - Parameters:
  ///   - indexPath: The row.
  ///   - position: Where to leave it.
  ///   - currentOffset: The offset now (for ``ScrollPosition/nearest``); by default
  ///     ``contentOffset``.
  /// - Returns: The content offset to scroll to.
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: O(log *n*) for *n* visible elements.
  public func contentOffset(
    scrolling indexPath: ListIndexPath, to position: ScrollPosition,
    from currentOffset: Double? = nil
  ) -> Double {
    let current = currentOffset ?? contentOffset
    let rows = controller.rows
    precondition(
      indexPath.section >= 0 && indexPath.section < rows.sectionCount,
      "section (\(indexPath.section)) beyond bounds (\(rows.sectionCount))")
    let count = rows.rowCount(inSection: indexPath.section)
    precondition(
      indexPath.row >= 0 && indexPath.row < count,
      "row (\(indexPath.row)) beyond bounds (\(count)) for section (\(indexPath.section))")
    let insets = metrics.contentInsets
    let options = metrics.scrollOptions
    let height = viewportHeight
    let rect = frame(at: indexPath)
    let pinned =
      metrics.style.hasFloatingHeaders && options.avoidsPinnedHeader
      ? resolver.headerHeight(ofSection: indexPath.section, in: controller.snapshot) : 0

    func top() -> Double {
      if indexPath.row == 0 && options.revealsHeaderForFirstRow {
        return frame(ofHeaderInSection: indexPath.section).minY - insets.top
      }
      return rect.minY - insets.top - pinned
    }
    func bottom() -> Double {
      if indexPath.row == count - 1 && options.revealsFooterForLastRow {
        return frame(ofFooterInSection: indexPath.section).maxY - height + insets.bottom
      }
      return rect.maxY - height + insets.bottom
    }

    let target: Double
    switch position {
    case .top:
      target = top()
    case .middle:
      target = rect.midY - (height - insets.top - insets.bottom) / 2 - insets.top
    case .bottom:
      target = bottom()
    case .nearest:
      let visibleTop = current + insets.top + pinned
      let visibleBottom = current + height - insets.bottom
      if rect.minY >= visibleTop && rect.maxY <= visibleBottom { return current }
      let up = top()
      let down = bottom()
      target = Swift.abs(up - current) <= Swift.abs(down - current) ? up : down
    }
    return clampedContentOffset(target)
  }

  /// The content offset that scrolls the element at `position` (a row, header or footer) to
  /// `scrollPosition`, clamped.
  ///
  /// Rows follow ``contentOffset(scrolling:to:from:)``. Headers and footers use their own frame
  /// with the same formulas and no header or footer allowance, so a view that moves a focus over
  /// headers can keep it visible with ``ScrollPosition/nearest``.
  ///
  /// - Parameters:
  ///   - position: The element's position in the visible sequence.
  ///   - scrollPosition: Where to leave it.
  ///   - currentOffset: The offset now; by default ``contentOffset``.
  /// - Returns: The content offset to scroll to.
  /// - Precondition: `position` is in `0..<controller.rows.elements.count`.
  /// - Complexity: O(log *n*) for *n* visible elements.
  public func contentOffset(
    scrollingElementAt position: Int, to scrollPosition: ScrollPosition,
    from currentOffset: Double? = nil
  ) -> Double {
    let current = currentOffset ?? contentOffset
    if let indexPath = controller.rows.indexPath(atPosition: position) {
      return contentOffset(scrolling: indexPath, to: scrollPosition, from: current)
    }
    let rect = frame(atPosition: position)
    let insets = metrics.contentInsets
    let height = viewportHeight
    let top = rect.minY - insets.top
    let bottom = rect.maxY - height + insets.bottom
    let target: Double
    switch scrollPosition {
    case .top: target = top
    case .middle: target = rect.midY - (height - insets.top - insets.bottom) / 2 - insets.top
    case .bottom: target = bottom
    case .nearest:
      if rect.minY >= current + insets.top && rect.maxY <= current + height - insets.bottom {
        return current
      }
      target = Swift.abs(top - current) <= Swift.abs(bottom - current) ? top : bottom
    }
    return clampedContentOffset(target)
  }

  /// The content offset for `request`, after measuring the row and enough rows around it to fill
  /// the viewport, as UIKit faults in heights before scrolling to a row.
  ///
  /// Measuring rows above the current viewport does not move it: ``contentOffset`` is re-anchored
  /// first. The layout does not scroll; animate to the result and report the offsets as you go.
  ///
  /// - Parameter request: The row and where to leave it.
  /// - Returns: The content offset to scroll to.
  /// - Precondition: `request.indexPath` names an existing row.
  /// - Complexity: O((log *n* + *m*) · *m*) for *n* visible elements and *m* rows in a
  ///   viewport's height around the target, plus their measurements.
  public mutating func prepareScroll(to request: ScrollRequest) -> Double {
    measuredScroll(to: request).offset
  }

  /// The content offset for `request`, as ``prepareScroll(to:)`` gives it, and whether measuring
  /// the rows around it changed any element's height.
  ///
  /// A view that keeps its own row heights (a table view holding estimates) needs to learn new
  /// heights only when `changedHeights` is `true`: otherwise its rows already stand where the
  /// layout has them, and reloading it would cost O(*n*) for nothing.
  ///
  /// - Parameter request: The row and where to leave it.
  /// - Returns: The content offset to scroll to, and whether any height changed.
  /// - Precondition: `request.indexPath` names an existing row.
  /// - Complexity: As ``prepareScroll(to:)``.
  public mutating func measuredScroll(
    to request: ScrollRequest
  ) -> (offset: Double, changedHeights: Bool) {
    let position = controller.rows.position(of: request.indexPath)
    let anchor = anchor()
    let changed = measureAround(position)
    contentOffset = contentOffset(restoring: anchor)
    return (contentOffset(scrolling: request.indexPath, to: request.position), changed)
  }

  /// Measures the element at `position`, then elements above it until they fill the viewport's
  /// height, then elements below it likewise.
  ///
  /// Returns whether any height changed.
  @discardableResult
  mutating func measureAround(_ position: Int) -> Bool {
    let count = controller.rows.elements.count
    var changed = resolveHeight(atPosition: position)
    var above = 0.0
    var index = position - 1
    while index >= 0 && above < viewportHeight {
      changed = resolveHeight(atPosition: index) || changed
      above += controller.rows.elements[index].height
      index -= 1
    }
    var below = 0.0
    index = position + 1
    while index < count && below < viewportHeight {
      changed = resolveHeight(atPosition: index) || changed
      below += controller.rows.elements[index].height
      index += 1
    }
    return changed
  }
}
