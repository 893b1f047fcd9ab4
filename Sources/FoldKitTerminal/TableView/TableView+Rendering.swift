import FoldKit
import FoldKitText

extension TableView {
  /// What each line of the area shows at `now`: elements from the scroll offset down, with the
  /// rows still fading out drawn beneath the element they followed.
  ///
  /// - Complexity: O(log *n* + *h*) for an area *h* lines tall, plus O(*g*) per element for *g*
  ///   fading groups.
  func layoutSlots(now: Duration) -> [TableSlot] {
    var slots: [TableSlot] = []
    slots.reserveCapacity(size.rows)
    let count = controller.rows.elements.count
    guard size.rows > 0, let first = position(atContentLine: scrollOffset) else {
      return Array(repeating: .empty, count: size.rows)
    }
    var skip = scrollOffset - top(ofPosition: first)
    let live = ghosts.indices.filter { now - ghosts[$0].start < Self.animationDuration }
    var position = first
    for element in controller.rows.elements.elements(in: first..<count) {
      let height = Int(element.height.rounded())
      for line in skip..<max(skip, height) where slots.count < size.rows {
        slots.append(.element(position: position, line: line))
      }
      skip = 0
      let id = TableElementID(element)
      for ghost in live where ghosts[ghost].anchor == id {
        for (row, removed) in ghosts[ghost].rows.enumerated() {
          for line in 0..<removed.height where slots.count < size.rows {
            slots.append(.ghost(ghost: ghost, row: row, line: line))
          }
        }
      }
      position += 1
      if slots.count >= size.rows { break }
    }
    while slots.count < size.rows { slots.append(.empty) }
    pinAncestors(in: &slots)
    return slots
  }

  /// The lines of the area that show pinned ancestors (see ``stickyAncestorLimit``): the
  /// ancestors of the row at the top, each beneath the one before, pushed up as the next
  /// sibling of its subtree arrives; none at or below the selected row's line.
  ///
  /// - Complexity: O(*l* · (log *n* + *d*)) for *l* levels pinned and depth *d*.
  func pinnedLines(in slots: [TableSlot]) -> [(line: Int, slot: TableSlot)] {
    guard stickyAncestorLimit > 0 else { return [] }
    let selectedLine = selection.flatMap { selected in
      slots.firstIndex {
        if case .element(selected, _) = $0 { return true }
        return false
      }
    }
    let end = min(slots.count, selectedLine ?? slots.count)
    var result: [(line: Int, slot: TableSlot)] = []
    for element in pinnedElements() {
      let top = element.minY - scrollOffset
      for line in 0..<max(0, element.height) {
        let screenLine = top + line
        guard screenLine < end else { return result }
        if screenLine >= 0 {
          result.append((screenLine, .element(position: element.position, line: line)))
        }
      }
    }
    return result
  }

  /// The elements pinned at the top (see ``stickyAncestorLimit``), each with the content line
  /// it is drawn from and its height: the header of the section at the top (pushed up by the
  /// section's end), then the ancestors of the row beneath it.
  ///
  /// - Complexity: O(*l* · (log *n* + *d*)) for *l* levels pinned and depth *d*.
  func pinnedElements() -> [(position: Int, minY: Int, height: Int)] {
    guard stickyAncestorLimit > 0, scrollOffset > 0,
      let first = position(atContentLine: scrollOffset)
    else { return [] }
    var result: [(position: Int, minY: Int, height: Int)] = []
    var cursor = Double(scrollOffset)
    // The terminal's lists are grouped, whose headers do not float in the layout; pinned rows
    // carry the section's header above them as a plain table floats it.
    let section = controller.rows.section(atPosition: first)
    let header = controller.rows.headerPosition(ofSection: section)
    let natural = layout.frame(atPosition: header)
    if natural.height > 0 && natural.minY < cursor {
      let end = layout.frame(ofSection: section).maxY
      let minY = max(natural.minY, min(cursor, end - natural.height))
      result.append((header, Int(minY.rounded()), Int(natural.height.rounded())))
      cursor = minY + natural.height
    }
    for element in layout.stickyAncestors(atOffset: cursor, limit: stickyAncestorLimit) {
      result.append(
        (element.position, Int(element.frame.minY.rounded()), Int(element.frame.height.rounded())))
    }
    return result
  }

  /// Lays the pinned ancestors over the slots they cover.
  private func pinAncestors(in slots: inout [TableSlot]) {
    for (line, slot) in pinnedLines(in: slots) { slots[line] = slot }
  }

  /// Draws the visible part of the table into `buffer`, its top-left cell at `origin`.
  ///
  /// Each element is drawn by the renderer into a buffer of its own size and the lines in view
  /// are copied. The selected element is laid over in reverse video; rows fading in and out are
  /// dim; a flashing row shows bold instead of reversed for the length of the flash.
  ///
  /// - Parameters:
  ///   - buffer: The frame.
  ///   - origin: The frame cell of the area's top-left corner.
  ///   - now: The time of the frame, for animations.
  /// - Precondition: The area lies inside `buffer`.
  /// - Complexity: O(log *n* + *h* · *w*) for an area of *h* lines by *w* columns, plus the
  ///   renderer's cost per element in view.
  public func render(
    into buffer: inout CellBuffer, at origin: (column: Int, row: Int) = (0, 0), now: Duration
  ) {
    precondition(
      origin.column >= 0 && origin.row >= 0 && origin.column + size.columns <= buffer.size.columns
        && origin.row + size.rows <= buffer.size.rows,
      "table area \(size) at (\(origin.column), \(origin.row)) is outside the \(buffer.size) frame")
    let slots = layoutSlots(now: now)
    // The last pinned line is underlined, so the pinned rows read as apart from the list.
    let lastPinned = pinnedLines(in: slots).last?.line
    defer {
      if let lastPinned {
        buffer.restyle(
          row: origin.row + lastPinned, columns: origin.column..<origin.column + size.columns
        ) { $0.adding(.underline) }
      }
    }
    var drawn: (slot: TableSlot, cells: CellBuffer)?
    for (line, slot) in slots.enumerated() {
      let row = origin.row + line
      switch slot {
      case .empty:
        buffer.fill(row: row, columns: origin.column..<origin.column + size.columns)
      case .element(let position, let elementLine):
        let key = TableSlot.element(position: position, line: 0)
        if drawn?.slot != key {
          drawn = (key, drawElement(at: position, ambiguous: buffer.ambiguousWidth, now: now))
        }
        if let cells = drawn?.cells {
          buffer.copyRow(elementLine, of: cells, toRow: row, column: origin.column)
        }
      case .ghost(let ghost, let ghostRow, let ghostLine):
        let key = TableSlot.ghost(ghost: ghost, row: ghostRow, line: 0)
        if drawn?.slot != key {
          drawn = (key, drawGhost(ghost, row: ghostRow, ambiguous: buffer.ambiguousWidth))
        }
        if let cells = drawn?.cells {
          buffer.copyRow(ghostLine, of: cells, toRow: row, column: origin.column)
        }
      }
    }
  }

  /// Draws the element at `position` with its selection and fade styles.
  private func drawElement(at position: Int, ambiguous: AmbiguousWidth, now: Duration)
    -> CellBuffer
  {
    let element = controller.rows.elements[position]
    let height = Int(element.height.rounded())
    let isSelected = selection == position
    var cells = CellBuffer(
      size: TerminalSize(columns: size.columns, rows: height), ambiguousWidth: ambiguous)
    var context = TableRowContext(
      row: controller.element(atPosition: position), position: position,
      isSelected: isSelected, width: size.columns, height: height,
      checkMark: checkMark(in: controller, atPosition: position))
    if element.kind == .row {
      let id = controller.snapshot.nodes[element.index].id
      context.isMarked = controller.selection.contains(id)
      context.isMoving = movingItems.contains(id)
    }
    renderer.draw(context, into: &cells)
    let id = TableElementID(element)
    let isFlashing = flash.map { $0.id == id && now - $0.start < Self.animationDuration } ?? false
    var added: TextAttributes = []
    if isSelected { added.insert(isFlashing ? .bold : .reverse) }
    if isFadingIn(id, at: now) { added.insert(.dim) }
    if !added.isEmpty {
      for line in 0..<height {
        cells.restyle(row: line, columns: 0..<size.columns) { $0.adding(added) }
      }
    }
    return cells
  }

  /// Draws row `row` of ghost `ghost`, dimmed.
  private func drawGhost(_ ghost: Int, row: Int, ambiguous: AmbiguousWidth) -> CellBuffer {
    let removed = ghosts[ghost].rows[row]
    var cells = CellBuffer(
      size: TerminalSize(columns: size.columns, rows: removed.height), ambiguousWidth: ambiguous)
    let context = TableRowContext(
      row: removed.row, position: removed.position, isSelected: false, width: size.columns,
      height: removed.height, checkMark: removed.checkMark)
    renderer.draw(context, into: &cells)
    for line in 0..<removed.height {
      cells.restyle(row: line, columns: 0..<size.columns) { $0.adding(.dim) }
    }
    return cells
  }

  /// The screen line (relative to the area) where the element at `position` starts, or `nil`
  /// when its first line is not in view.
  ///
  /// - Complexity: O(log *n* + *h*) for an area *h* lines tall.
  public func screenLine(ofPosition position: Int, now: Duration) -> Int? {
    layoutSlots(now: now).firstIndex(of: .element(position: position, line: 0))
  }
}

extension CellBuffer {
  /// Copies row `source` of `other` into row `row` from `column`, as far as both reach.
  mutating func copyRow(_ source: Int, of other: CellBuffer, toRow row: Int, column: Int) {
    let count = min(other.size.columns, size.columns - column)
    guard count > 0, source < other.size.rows, row < size.rows else { return }
    let from = source * other.size.columns
    let to = row * size.columns + column
    for offset in 0..<count { cells[to + offset] = other.cells[from + offset] }
    // A wide cell cut by the right edge of the copy would lose its other half.
    if cells[to + count - 1].width == 2 {
      cells[to + count - 1] = .blank(cells[to + count - 1].style)
    }
  }
}
