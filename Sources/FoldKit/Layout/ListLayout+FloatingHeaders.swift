extension ListLayout {
  /// The section header that floats at the top of the visible area in the plain style, with the
  /// frame where it is drawn, or `nil` in the grouped style, outside the content, or when the
  /// section's header has no height.
  ///
  /// The floating header belongs to the section under the top of the visible area
  /// (`offset + inset.top`). It sits at its own place while that is lower, pins to the top of the
  /// visible area while its section scrolls beneath it, and is pushed up by the end of its
  /// section (its footer's bottom) as the next section arrives, as `UITableView` draws it.
  ///
  /// - Parameter offset: The content offset; by default ``contentOffset``.
  /// - Returns: The header with its drawn frame (``LayoutElement/frame``).
  /// - Complexity: O(log *n*) for *n* visible elements.
  public func floatingHeader(atOffset offset: Double? = nil) -> LayoutElement? {
    guard metrics.style.hasFloatingHeaders else { return nil }
    let rows = controller.rows
    let top = (offset ?? contentOffset) + metrics.contentInsets.top
    guard top < contentHeight, rows.sectionCount > 0 else { return nil }
    var section = 0
    if top >= 0 {
      let (position, before) = rows.elements.seek { $0.height > top }
      section = before.sections - (rows.elements[position].kind == .header ? 0 : 1)
    }
    let header = rows.headerPosition(ofSection: section)
    let natural = frame(atPosition: header)
    guard natural.height > 0 else { return nil }
    let end = frame(ofSection: section).maxY
    let minY = Swift.max(natural.minY, Swift.min(top, end - natural.height))
    return LayoutElement(
      position: header, element: rows.elements[header], section: section, indexPath: nil,
      frame: LayoutFrame(minY: minY, height: natural.height))
  }
}
