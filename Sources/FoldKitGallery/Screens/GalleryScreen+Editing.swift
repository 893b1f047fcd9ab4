public import FoldKit
public import FoldKitTerminal

/// Rows picked up on a screen that reorders: the items, how to put them back, and whether the
/// mouse is dragging them.
public struct GalleryPickup: Sendable {
  /// The items being moved, in list order.
  public var items: [String]
  /// Where they were when picked up.
  public var origin: MoveUndo<String, String>
  /// What the announcement line calls them ("3", "3 rows").
  public var label: String
  /// Whether a mouse drag carries them (a release drops them).
  public var byMouse: Bool
}

/// One edit of a screen that `u` undoes.
public enum GalleryEdit: Sendable {
  /// A move, with the undo the engine returned and the label of the rows.
  case move(MoveUndo<String, String>, label: String)
  /// A delete: the data before it, the deleted items and their label.
  case delete(GalleryScreen.Table.Controller.ListSnapshot, items: [String], label: String)
}

extension GalleryScreen {
  /// Applies an editing key or mouse drag on a screen that marks or reorders.
  ///
  /// `m` marks the row (on a header it says how many are marked), Shift-↑↓ (or `J`/`K`) extend the marks from the last one, `a` or
  /// Ctrl-A mark every row, Esc clears them. On a screen that reorders, `p` picks up the row (or
  /// the marked rows); ↑↓ move them where they would drop, Enter, Space or `p` drops, Esc puts
  /// them back; a left drag picks up the row under the press and a release drops it. `D` or
  /// Delete deletes the marked rows (or the row) and `u` undoes the last move or delete. Rows
  /// move among the top-level items of the sections shown; a drop the rules refuse changes
  /// nothing and the status says why.
  ///
  /// - Returns: Whether to draw again, or `nil` when the event is not an editing one.
  /// - Complexity: O(*n* + *v*) for a move or delete over *n* items and *v* visible rows,
  ///   O(*s* log *s*) for *s* marked items otherwise.
  public mutating func handleEditing(_ event: InputEvent, now: Duration) -> Bool? {
    guard marks else { return nil }
    if pickup != nil { return handlePickedUp(event, now: now) }
    switch event {
    case .key(let key): return handleEditingKey(key, now: now)
    case .mouse(let mouse) where reorders: return handlePress(mouse)
    default: return nil
    }
  }

  private mutating func handleEditingKey(_ key: KeyEvent, now: Duration) -> Bool? {
    let plain = key.modifiers.isEmpty
    switch key.key {
    case .character("m") where plain:
      // On a header `m` only says how many rows are marked.
      if let id = table.selectedItem { table.changeMarks { $0.toggleSelection(of: id) } }
      announceMarks()
      return true
    case .up where key.modifiers == .shift, .character("K") where !key.modifiers.contains(.control):
      return extendMarks(by: -1, now: now)
    case .down where key.modifiers == .shift,
      .character("J") where !key.modifiers.contains(.control):
      return extendMarks(by: 1, now: now)
    case .character("a") where plain || key.modifiers == .control:
      table.changeMarks { $0.selectAll() }
      announceMarks()
      return true
    case .escape where !table.controller.selection.isEmpty:
      table.changeMarks { $0.clearSelection() }
      announceMarks()
      return true
    case .character("p") where plain && reorders:
      beginPickup(byMouse: false)
      return true
    case .character("D") where !key.modifiers.contains(.control), .delete:
      if reorders { deleteMarked() } else { status = strings.filesNeverChange }
      return true
    case .character("u") where plain && reorders:
      undoLastEdit()
      return true
    default:
      return nil
    }
  }

  /// Moves the cursor by one row and marks the range from the anchor to it.
  private mutating func extendMarks(by step: Int, now: Duration) -> Bool {
    if table.controller.selection.anchor == nil, let id = table.selectedItem {
      table.changeMarks { $0.toggleSelection(of: id) }
    }
    _ = table.handle(.key(KeyEvent(step < 0 ? .up : .down)), now: now)
    if let id = table.selectedItem {
      table.changeMarks { $0.extendSelection(to: id) }
    }
    announceMarks()
    return true
  }

  /// "3 selected", with the total size on the Files screen.
  mutating func announceMarks() {
    let marked = table.controller.selectedItems
    if let markedSize {
      status = strings.selectedCount(marked.count, size: Self.sizeText(markedSize(marked)))
    } else {
      status = strings.selectedCount(
        marked.count, hidden: table.controller.hiddenSelectionCount)
    }
  }

  /// "12.4 KB": a byte count as people read it.
  static func sizeText(_ bytes: Int64) -> String {
    guard bytes >= 1024 else { return "\(bytes) B" }
    let units = ["KB", "MB", "GB", "TB"]
    var value = Double(bytes) / 1024
    var unit = 0
    while value >= 1024 && unit < units.count - 1 {
      value /= 1024
      unit += 1
    }
    let tenths = Int((value * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) \(units[unit])"
  }
}
