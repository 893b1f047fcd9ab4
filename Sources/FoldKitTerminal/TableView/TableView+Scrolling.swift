public import FoldKit

extension TableView {
  /// The total height of the content, in lines.
  ///
  /// - Complexity: O(1).
  public var contentHeight: Int { Int(controller.rows.totalHeight.rounded()) }

  /// The largest scroll offset: the content's last line at the bottom of the view.
  ///
  /// - Complexity: O(1).
  public var maximumScrollOffset: Int { max(0, contentHeight - size.rows) }

  /// The first content line of the element at `position`.
  ///
  /// - Complexity: O(log *n*).
  public func top(ofPosition position: Int) -> Int {
    Int(controller.rows.elements.summary(upTo: position).height.rounded())
  }

  /// The height in lines of the element at `position`.
  ///
  /// - Complexity: O(log *n*).
  public func height(ofPosition position: Int) -> Int {
    Int(controller.rows.elements[position].height.rounded())
  }

  /// The position of the element covering content line `line`, or `nil` past the end.
  ///
  /// - Complexity: O(log *n*).
  public func position(atContentLine line: Int) -> Int? {
    guard line >= 0 else { return nil }
    let found = controller.rows.elements.seek { $0.height > Double(line) }
    return found.position < controller.rows.elements.count ? found.position : nil
  }

  /// Scrolls by `lines` (negative: up), clamped to the content; the selection follows when it
  /// would leave the view.
  ///
  /// - Complexity: O(log *n*) per element the selection skips.
  public mutating func scroll(by lines: Int) {
    scrollOffset += lines
    clampScroll()
    guard let selected = selection else { return }
    let margin = effectiveMargin
    let top = top(ofPosition: selected)
    let bottom = top + height(ofPosition: selected)
    if top < scrollOffset + margin && scrollOffset > 0 {
      // The selection went above the view: take the first selectable element in view.
      if let line = position(atContentLine: scrollOffset + margin),
        let next = firstSelectable(from: line, step: 1)
      {
        selection = next
      }
    } else if bottom > scrollOffset + size.rows - margin && scrollOffset < maximumScrollOffset {
      if let line = position(atContentLine: scrollOffset + size.rows - 1 - margin),
        let previous = firstSelectable(from: line, step: -1)
      {
        selection = previous
      }
    }
  }

  /// Scrolls so the element at `position` stands where `placement` says, as UIKit's
  /// `scrollToRow(at:at:animated:)` does, clamped to the content.
  ///
  /// - Complexity: O(log *n*).
  public mutating func scroll(toPosition position: Int, at placement: ScrollPosition) {
    let top = top(ofPosition: position)
    let bottom = top + height(ofPosition: position)
    switch placement {
    case .top: scrollOffset = top
    case .bottom: scrollOffset = bottom - size.rows
    case .middle: scrollOffset = top - (size.rows - (bottom - top)) / 2
    case .nearest:
      if top < scrollOffset {
        scrollOffset = top
      } else if bottom > scrollOffset + size.rows {
        scrollOffset = min(top, bottom - size.rows)
      }
    }
    clampScroll()
  }

  /// The margin in effect: ``scrollMargin``, smaller in a view too short for it.
  var effectiveMargin: Int { max(0, min(scrollMargin, (size.rows - 1) / 2)) }

  /// Keeps the scroll offset inside the content.
  mutating func clampScroll() {
    scrollOffset = max(0, min(scrollOffset, maximumScrollOffset))
  }

  /// Scrolls the least amount that keeps the selection ``scrollMargin`` lines from the edges
  /// (or only in view, when `useMargin` is off: after a scroll that revealed new rows).
  mutating func keepSelectionInView(useMargin: Bool = true) {
    clampScroll()
    guard let selected = selection else { return }
    let margin = useMargin ? effectiveMargin : 0
    let top = top(ofPosition: selected)
    let bottom = top + height(ofPosition: selected)
    if bottom + margin > scrollOffset + size.rows {
      scrollOffset = bottom + margin - size.rows
    }
    if top - margin < scrollOffset {
      scrollOffset = top - margin
    }
    clampScroll()
  }

  /// The element at the top line of the view and how far into it the view starts.
  func topAnchor() -> (id: TableElementID, into: Int)? {
    guard let position = position(atContentLine: scrollOffset) else { return nil }
    let element = controller.rows.elements[position]
    return (TableElementID(element), scrollOffset - top(ofPosition: position))
  }

  /// Scrolls so the anchored element is back at the top line.
  mutating func restore(_ anchor: (id: TableElementID, into: Int)?) {
    guard let anchor,
      let position = controller.rows.position(of: anchor.id, in: controller.snapshot)
    else {
      clampScroll()
      return
    }
    let height = height(ofPosition: position)
    scrollOffset = top(ofPosition: position) + min(anchor.into, max(0, height - 1))
    clampScroll()
  }

  /// Gives the table a new area, keeping the element at the top line in place.
  ///
  /// A new width measures every element again; the element at the top line stays there, as a
  /// table view keeps its anchor row across a rotation.
  ///
  /// - Complexity: O(*v*) for *v* visible elements when the width changes, else O(log *n*).
  public mutating func resize(to newSize: TerminalSize) {
    guard newSize != size else { return }
    let anchor = topAnchor()
    let widthChanged = newSize.columns != size.columns
    size = newSize
    if widthChanged { applyHeights() }
    restore(anchor)
  }
}
