public import FoldKit

extension TableView {
  /// The first content line in view (the layout's content offset).
  ///
  /// - Complexity: O(1).
  public var scrollOffset: Int { Int(layout.contentOffset.rounded()) }

  /// The total height of the content, in lines (rows not yet shown count their estimate).
  ///
  /// - Complexity: O(1).
  public var contentHeight: Int { Int(layout.contentHeight.rounded()) }

  /// The largest scroll offset: the content's last line at the bottom of the view.
  ///
  /// - Complexity: O(1).
  public var maximumScrollOffset: Int {
    Int(layout.clampedContentOffset(Double(Int.max / 2)).rounded())
  }

  /// The first content line of the element at `position`.
  ///
  /// - Complexity: O(log *n*).
  public func top(ofPosition position: Int) -> Int {
    Int(layout.frame(atPosition: position).minY.rounded())
  }

  /// The height in lines of the element at `position`.
  ///
  /// - Complexity: O(log *n*).
  public func height(ofPosition position: Int) -> Int {
    Int(layout.frame(atPosition: position).height.rounded())
  }

  /// The position of the element covering content line `line`, or `nil` past the end.
  ///
  /// - Complexity: O(log *n*).
  public func position(atContentLine line: Int) -> Int? {
    guard line >= 0 else { return nil }
    let found = controller.rows.elements.seek { $0.height > Double(line) }
    return found.position < controller.rows.elements.count ? found.position : nil
  }

  /// Scrolls by `lines` (negative: up), clamped to the content; the selection stays where it is
  /// and follows only when it would leave the view, to the nearest selectable element in view
  /// (when none is in view, it stays where it is, off screen, as a scroll view's does).
  ///
  /// - Complexity: O(log *n*) per element the selection skips, plus measuring the rows that come
  ///   into view.
  public mutating func scroll(by lines: Int) {
    setOffset(scrollOffset + lines)
    _ = layout.layoutViewport()
    guard let selected = selection else { return }
    let top = top(ofPosition: selected)
    let bottom = top + height(ofPosition: selected)
    if top < scrollOffset {
      // The selection went above the view: take the first selectable element in view.
      if let line = position(atContentLine: scrollOffset),
        let next = firstSelectable(from: line, step: 1),
        self.top(ofPosition: next) < scrollOffset + size.rows
      {
        selection = next
      }
    } else if bottom > scrollOffset + size.rows {
      if let line = position(atContentLine: scrollOffset + size.rows - 1),
        let previous = firstSelectable(from: line, step: -1),
        self.top(ofPosition: previous) + height(ofPosition: previous) > scrollOffset
      {
        selection = previous
      }
    }
    _ = layout.layoutViewport()
  }

  /// Scrolls so the element at `position` stands where `placement` says, with the layout's
  /// scroll targets (as UIKit's `scrollToRow(at:at:animated:)`), clamped to the content.
  ///
  /// - Complexity: O(log *n*), plus measuring the rows that come into view.
  public mutating func scroll(toPosition position: Int, at placement: ScrollPosition) {
    layout.contentOffset = layout.contentOffset(scrollingElementAt: position, to: placement)
    _ = layout.layoutViewport()
  }

  /// The margin in effect: ``scrollMargin``, smaller in a view too short for it.
  var effectiveMargin: Int { max(0, min(scrollMargin, (size.rows - 1) / 2)) }

  /// Sets the content offset to `lines`, clamped to the content.
  mutating func setOffset(_ lines: Int) {
    layout.contentOffset = layout.clampedContentOffset(Double(lines))
  }

  /// Keeps the scroll offset inside the content.
  mutating func clampScroll() {
    layout.contentOffset = layout.clampedContentOffset(layout.contentOffset)
  }

  /// Scrolls the least amount that keeps the selection ``scrollMargin`` lines from the edges
  /// (or only in view, when `useMargin` is off: after a scroll that revealed new rows),
  /// measuring the rows that come into view until nothing moves.
  ///
  /// Rows much taller than their estimate (long text in a narrow view) can keep moving the
  /// selection for a few rounds; after eight, the selection's top is put in view without the
  /// margin, which measuring what follows it cannot move.
  mutating func keepSelectionInView(useMargin: Bool = true) {
    keepSelectionInViewIgnoringPins(useMargin: useMargin)
    keepSelectionBelowPinnedRows()
  }

  private mutating func keepSelectionInViewIgnoringPins(useMargin: Bool) {
    for _ in 0..<8 {
      _ = layout.layoutViewport()
      let before = layout.contentOffset
      moveSelectionIntoView(margin: useMargin ? effectiveMargin : 0)
      if layout.contentOffset == before { return }
    }
    _ = layout.layoutViewport()
    moveSelectionIntoView(margin: 0)
    _ = layout.layoutViewport()
  }

  /// Scrolls up until no pinned ancestor (``stickyAncestorLimit``) covers the selected row.
  private mutating func keepSelectionBelowPinnedRows() {
    guard stickyAncestorLimit > 0, let selected = selection else { return }
    for _ in 0..<(stickyAncestorLimit + 2) {
      let pinned = pinnedElements().filter { $0.position != selected }
      guard let bottom = pinned.map({ $0.minY + $0.height }).max() else { return }
      let top = top(ofPosition: selected)
      guard top < bottom, top >= scrollOffset else { return }
      // In an area too short for the pinned rows and the selected one, the selection wins: the
      // pinned rows stop above its line (``pinnedLines(in:)``).
      let offset = scrollOffset - (bottom - top)
      guard top + height(ofPosition: selected) <= offset + size.rows else { return }
      setOffset(offset)
      _ = layout.layoutViewport()
    }
  }

  private mutating func moveSelectionIntoView(margin: Int) {
    clampScroll()
    guard let selected = selection else { return }
    let top = top(ofPosition: selected)
    let bottom = top + height(ofPosition: selected)
    var offset = scrollOffset
    if bottom + margin > offset + size.rows { offset = bottom + margin - size.rows }
    if top - margin < offset { offset = top - margin }
    if offset != scrollOffset { setOffset(offset) }
  }

  /// Gives the table a new area, keeping the element at the top line in place unless that would
  /// hide the selection: then the least scroll that shows the selected row wins.
  ///
  /// A new width re-measures the rows in view (others keep their heights as estimates until they
  /// are shown); the layout's anchor keeps the first visible element where it was, as a table
  /// view does across a rotation.
  ///
  /// - Complexity: O(log *n* + *k*) for *k* rows in view, plus their measurement.
  public mutating func resize(to newSize: TerminalSize) {
    guard newSize != size else { return }
    let widthChanged = newSize.columns != size.columns
    size = newSize
    let anchor = layout.anchor()
    layout.viewportHeight = Double(newSize.rows)
    if widthChanged {
      _ = layout.setWidth(Double(newSize.columns))
    } else {
      layout.contentOffset = layout.contentOffset(restoring: anchor)
    }
    // A taller view may now reach past the end of the content.
    clampScroll()
    _ = layout.layoutViewport()
    clampScroll()
    keepSelectionInView(useMargin: false)
  }
}
