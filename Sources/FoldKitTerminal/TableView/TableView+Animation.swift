import FoldKit

extension TableView {
  /// Drops the fades and flashes that have ended by `now`.
  ///
  /// - Complexity: O(*a*) for *a* running animations.
  public mutating func advance(to now: Duration) {
    let end = Self.animationDuration
    ghosts.removeAll { now - $0.start >= end }
    fadingIn = fadingIn.filter { now - $0.value < end }
    if let running = flash, now - running.start >= end { flash = nil }
  }

  /// Stops every running animation, so the next frame shows the final state.
  ///
  /// - Complexity: O(1).
  public mutating func finishAnimations() {
    ghosts = []
    fadingIn = [:]
    flash = nil
  }

  /// Runs a change on the controller, keeps the selection on the same element, and starts the
  /// fades of the rows it removed and inserted.
  ///
  /// - Parameters:
  ///   - now: The time of the change.
  ///   - body: The change; it returns the batch update it made.
  /// - Returns: The batch update.
  mutating func perform(now: Duration, _ body: (inout Controller) -> Changeset) -> Changeset {
    advance(to: now)
    let before = controller
    let changeset = keepingSelection { layout, anchor in
      layout.perform(anchor: anchor) { body(&$0) }.changeset
    }
    recordAnimations(from: before, changeset: changeset, now: now)
    return changeset
  }

  /// Runs `change` on the layout, then puts the selection back on the element it was on, or on
  /// the nearest selectable one when that element is gone.
  ///
  /// `change` gets the anchor to keep still: the selected element when it is in view, as UIKit
  /// keeps a tapped row still; otherwise `nil`, and the layout keeps the first visible element
  /// still.
  mutating func keepingSelection<Result>(
    _ change: (inout Layout, Layout.Anchor?) -> Result
  ) -> Result {
    let selectedID = selection.map { TableElementID(controller.rows.elements[$0]) }
    var anchor: Layout.Anchor?
    if let selected = selection {
      let top = top(ofPosition: selected)
      if top >= scrollOffset && top < scrollOffset + size.rows {
        anchor = layout.anchor(atPosition: selected)
      }
    }
    let result = change(&layout, anchor)
    if let id = selectedID {
      selection = controller.rows.position(of: id, in: controller.snapshot)
    }
    if selection == nil || !isSelectable(selection ?? -1) {
      let old = min(selection ?? 0, max(0, controller.rows.elements.count - 1))
      selection = firstSelectable(from: old, step: -1) ?? firstSelectable(from: old, step: 1)
    }
    return result
  }

  /// Starts fades for `changeset`, which led from `before` to the current controller.
  mutating func recordAnimations(from before: Controller, changeset: Changeset, now: Duration) {
    guard animationsEnabled else {
      finishAnimations()
      return
    }
    if !changeset.deletedSections.isEmpty || !changeset.insertedSections.isEmpty {
      finishAnimations()
      return
    }
    // Removed rows become ghosts, grouped in runs beneath the element before each run.
    let removed = changeset.deletedRows.map { before.rows.position(of: $0) }.sorted()
    var runStart = 0
    while runStart < removed.count {
      var runEnd = runStart + 1
      while runEnd < removed.count && removed[runEnd] == removed[runEnd - 1] + 1 { runEnd += 1 }
      let first = removed[runStart]
      if first > 0 {
        let anchor = TableElementID(before.rows.elements[first - 1])
        let rows = removed[runStart..<runEnd].map { position in
          TableGhost<SectionID, ItemID, Content>.Row(
            row: before.element(atPosition: position),
            height: Int(before.rows.elements[position].height.rounded()), position: position,
            checkMark: checkMark(in: before, atPosition: position))
        }.filter { $0.height > 0 }
        if !rows.isEmpty { ghosts.append(TableGhost(anchor: anchor, rows: rows, start: now)) }
      }
      for position in removed[runStart..<runEnd] {
        fadingIn[TableElementID(before.rows.elements[position])] = nil
      }
      runStart = runEnd
    }
    // Ghosts whose anchor disappeared have nowhere to be drawn.
    let current = controller
    ghosts.removeAll { current.rows.position(of: $0.anchor, in: current.snapshot) == nil }
    for path in changeset.insertedRows {
      let element = controller.rows.elements[controller.rows.position(of: path)]
      fadingIn[TableElementID(element)] = now
    }
  }

  /// The check mark the element at `position` of `controller` shows, if any.
  func checkMark(in controller: Controller, atPosition position: Int) -> CheckMark? {
    let element = controller.rows.elements[position]
    guard element.kind == .row else { return nil }
    return controller.checkMark(ofNode: element.index)
  }

  /// The style change a fade applies to the element `id` at `now`, if it is fading in.
  func isFadingIn(_ id: TableElementID, at now: Duration) -> Bool {
    guard let start = fadingIn[id] else { return false }
    return now - start < Self.animationDuration
  }
}
