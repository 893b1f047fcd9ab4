extension ListLayout {
  /// Lays out the viewport: measures every row in it that is still on an estimate, keeping the
  /// first visible element still, and returns the elements in the viewport.
  ///
  /// Measuring a row can change which rows are visible, so this repeats until every element in
  /// the viewport has its real height. Each round re-anchors ``contentOffset``: rows measured
  /// above the first visible element move the offset by their change, so nothing on screen jumps.
  ///
  /// - Returns: The elements that intersect the viewport, with their frames.
  /// - Complexity: O(log *n* + *k*) per round for *n* visible elements and *k* in the viewport,
  ///   plus O(log *n*) and one measurement per row measured; usually one or two rounds.
  @inlinable @discardableResult
  public mutating func layoutViewport() -> [LayoutElement] {
    while true {
      let anchor = anchor()
      var changed = false
      for laid in elementsInViewport where laid.element.isRow {
        if resolveHeight(atPosition: laid.position) { changed = true }
      }
      guard changed else { break }
      contentOffset = contentOffset(restoring: anchor)
    }
    return elementsInViewport
  }

  /// Changes the width rows are measured at, re-measures the viewport and keeps the first
  /// visible element still.
  ///
  /// Rows outside the viewport keep their heights (measured at the old width) as estimates until
  /// they are laid out, so a width change costs the viewport's rows, not the whole list's.
  /// Heights measured at the new width before are reused from the cache.
  ///
  /// - Parameter newWidth: The new width.
  /// - Returns: The elements now in the viewport.
  /// - Complexity: As ``layoutViewport()``.
  @inlinable @discardableResult
  public mutating func setWidth(_ newWidth: Double) -> [LayoutElement] {
    guard newWidth != width else { return layoutViewport() }
    assignWidth(newWidth)
    return layoutViewport()
  }

  /// Sets the height of the row at `indexPath`, as a view that sized the cell itself reports it,
  /// keeping the first visible element still.
  ///
  /// A measured row's height is cached for its content at the current width; a fixed row's
  /// height is only changed in place (until the row is hidden or the metrics change).
  ///
  /// - Parameters:
  ///   - height: The row's height.
  ///   - indexPath: The row.
  /// - Returns: The new content offset.
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: O(log *n*) for *n* visible elements.
  @inlinable @discardableResult
  public mutating func setHeight(_ height: Double, forRowAt indexPath: ListIndexPath) -> Double {
    let (position, before) = seekRow(at: indexPath)
    let offset = contentOffset
    let oldTotal = contentHeight
    let old = setElementHeight(height, atPosition: position)
    if case .measured = resolver.rowHeight(of: old, in: controller.snapshot) {
      let content = controller.snapshot.nodes[old.index].content
      cache.store(height, for: cacheKey(of: old), content: content, width: width)
    }
    // Only this element changed, so the anchor (the first element whose slot ends below the
    // offset) moves by the change exactly when this element ended at or above the offset.
    let top = -metrics.contentInsets.top
    if offset <= top {
      contentOffset = top
    } else if before.height + old.height <= offset && offset < oldTotal {
      contentOffset = offset + height - old.height
    }
    contentOffset = clampedContentOffset(contentOffset)
    return contentOffset
  }

  /// The real height of the row at `indexPath`, measuring it first if it is a measured row still
  /// on its estimate: what a table view's `heightForRowAt` answers when it lays the row out.
  ///
  /// Unlike ``layoutViewport()`` this does not move ``contentOffset``: a view that asks for
  /// heights row by row keeps its own offset and tells the layout where it is.
  ///
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: O(log *n*) for *n* visible elements, plus at most one measurement.
  @discardableResult
  public mutating func resolvedHeight(ofRowAt indexPath: ListIndexPath) -> Double {
    let (position, _) = seekRow(at: indexPath)
    resolveHeight(atPosition: position)
    return controller.rows.elements[position].height
  }
}
