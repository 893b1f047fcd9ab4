import FoldKit

extension TableView {
  /// Applies one input event and reports what it did.
  ///
  /// Keys: ↑/↓ and `k`/`j` move the selection; Page Up/Down, `b`/`f`, Ctrl-B/Ctrl-F page;
  /// Ctrl-U/Ctrl-D move half a page; Home/`g` and End/`G` go to the ends; Enter and Space select;
  /// → and `l` open (or go to the first child); ←, `h` and Backspace close (or go to the parent).
  /// A left click selects the element under the pointer; the wheel scrolls ``wheelStep`` lines.
  /// Mouse coordinates are relative to the table's area. Other events are left unhandled.
  ///
  /// Changes apply to the model at once; a running animation continues from what is drawn.
  ///
  /// - Parameters:
  ///   - event: The event.
  ///   - now: The time of the event, for animations.
  /// - Returns: What happened, for the host.
  /// - Complexity: O(log *n* + *k*) for *k* rows shown or hidden.
  public mutating func handle(_ event: InputEvent, now: Duration) -> TableEffects<ItemID> {
    switch event {
    case .key(let key): return handle(key, now: now)
    case .mouse(let mouse): return handle(mouse, now: now)
    default: return .unhandled
    }
  }

  private mutating func handle(_ key: KeyEvent, now: Duration) -> TableEffects<ItemID> {
    let control = key.modifiers.contains(.control)
    switch key.key {
    case .up: return moveSelection(by: -1)
    case .down: return moveSelection(by: 1)
    case .pageUp: return page(by: -size.rows)
    case .pageDown: return page(by: size.rows)
    case .home: return moveToEnd(last: false)
    case .end: return moveToEnd(last: true)
    case .enter: return activate(now: now)
    case .right: return navigate(right: true, now: now)
    case .left, .backspace: return navigate(right: false, now: now)
    case .character(let character) where control:
      switch character {
      case "b": return page(by: -size.rows)
      case "f": return page(by: size.rows)
      case "u": return page(by: -size.rows / 2)
      case "d": return page(by: size.rows / 2)
      default: return .unhandled
      }
    case .character(let character) where key.modifiers.isEmpty || key.modifiers == .shift:
      switch character {
      case "k": return moveSelection(by: -1)
      case "j": return moveSelection(by: 1)
      case "b": return page(by: -size.rows)
      case "f": return page(by: size.rows)
      case "g": return moveToEnd(last: false)
      case "G": return moveToEnd(last: true)
      case " ": return activate(now: now)
      case "l": return navigate(right: true, now: now)
      case "h": return navigate(right: false, now: now)
      default: return .unhandled
      }
    default:
      return .unhandled
    }
  }

  private mutating func handle(_ mouse: MouseEvent, now: Duration) -> TableEffects<ItemID> {
    switch mouse.kind {
    case .scroll(.up):
      scroll(by: -wheelStep)
      return .redraw
    case .scroll(.down):
      scroll(by: wheelStep)
      return .redraw
    case .press(.left):
      guard
        mouse.row >= 0 && mouse.row < size.rows && mouse.column >= 0
          && mouse.column < size.columns
      else { return .unhandled }
      let slots = layoutSlots(now: now)
      guard case .element(let position, _) = slots[mouse.row], isSelectable(position) else {
        return .unhandled
      }
      selection = position
      return activate(now: now)
    default:
      return .unhandled
    }
  }

  /// Moves the selection to the next (`step` 1) or previous (`step` -1) selectable element.
  mutating func moveSelection(by step: Int) -> TableEffects<ItemID> {
    guard let current = selection else {
      selection = firstSelectable(from: 0, step: 1)
      keepSelectionInView()
      return .redraw
    }
    if let next = firstSelectable(from: current + step, step: step) {
      selection = next
      keepSelectionInView()
    } else {
      // Nothing selectable that way: show the rest of the content (a trailing footer).
      setOffset(step > 0 ? maximumScrollOffset : 0)
      keepSelectionInView()
    }
    return .redraw
  }

  /// Moves the view and the selection by `lines`.
  mutating func page(by lines: Int) -> TableEffects<ItemID> {
    guard let current = selection else { return moveSelection(by: lines > 0 ? 1 : -1) }
    let step = lines > 0 ? 1 : -1
    let target = top(ofPosition: current) + lines
    let landing: Int?
    if target >= contentHeight {
      landing = firstSelectable(from: controller.rows.elements.count - 1, step: -1)
    } else if target < 0 {
      landing = firstSelectable(from: 0, step: 1)
    } else {
      let position = self.position(atContentLine: target) ?? current
      landing =
        firstSelectable(from: position, step: step)
        ?? firstSelectable(from: position, step: -step)
    }
    setOffset(scrollOffset + lines)
    if let landing { selection = landing }
    keepSelectionInView()
    return .redraw
  }

  /// Moves the selection to the first or last selectable element.
  mutating func moveToEnd(last: Bool) -> TableEffects<ItemID> {
    let count = controller.rows.elements.count
    if let target = last
      ? firstSelectable(from: count - 1, step: -1) : firstSelectable(from: 0, step: 1)
    {
      selection = target
    }
    setOffset(last ? maximumScrollOffset : 0)
    keepSelectionInView()
    return .redraw
  }

  /// Selects the element with the selection, as Enter, Space or a click does.
  mutating func activate(now: Duration) -> TableEffects<ItemID> {
    guard let position = selection else { return .unhandled }
    let element = controller.rows.elements[position]
    var outcome: SelectionOutcome<ItemID>?
    var activated: (id: ItemID, behavior: RowBehavior)?
    var revealed = false
    switch element.kind {
    case .header:
      _ = perform(now: now) { controller in
        let result = controller.selectHeader(ofSection: element.index)
        outcome = result
        return result.changeset
      }
    case .row:
      let node = controller.snapshot.nodes[element.index]
      activated = (node.id, node.resolvedBehavior)
      guard let path = controller.rows.indexPath(atPosition: position) else { return .unhandled }
      let changeset = perform(now: now) { controller in
        let result = controller.select(at: path)
        outcome = result
        return result.changeset
      }
      if case .flashed = outcome?.action, animationsEnabled {
        flash = (TableElementID(element), now)
      }
      revealed = revealInserted(changeset)
    case .status:
      guard let path = controller.rows.indexPath(atPosition: position) else { return .unhandled }
      _ = perform(now: now) { controller in
        let result = controller.select(at: path)
        outcome = result
        return result.changeset
      }
    case .detail, .footer:
      return .unhandled
    }
    if let request = outcome?.scroll {
      revealed = true
      let target = controller.rows.position(of: request.indexPath)
      if request.position == .bottom || request.position == .nearest {
        scroll(toPosition: target, at: .nearest)
      } else {
        scroll(toPosition: target, at: request.position)
      }
    }
    keepSelectionInView(useMargin: !revealed)
    return TableEffects(
      isHandled: true, needsRedraw: true, outcome: outcome, activated: activated)
  }

  /// Opens (`right`) or closes what the selection shows, as the core's navigation says.
  mutating func navigate(right: Bool, now: Duration) -> TableEffects<ItemID> {
    guard let position = selection else { return .unhandled }
    var focus = position
    let changeset = perform(now: now) { controller in
      let outcome =
        right
        ? controller.moveRight(fromPosition: position) : controller.moveLeft(fromPosition: position)
      focus = outcome.focus
      return outcome.changeset
    }
    if isSelectable(focus) { selection = focus }
    let revealed = revealInserted(changeset)
    keepSelectionInView(useMargin: !revealed)
    return .redraw
  }

  /// Opens or closes the detail row of the selected item (its text), apart from its children
  /// for an item with ``ItemOptions/detailApart``, as a view's detail key or accessory does.
  ///
  /// - Parameter now: The time of the event, for animations.
  /// - Returns: What happened: unhandled when the selection is not an item row with a detail.
  /// - Complexity: O(log *n*) for an item whose detail opens apart, else O(log *n* + *k*) for
  ///   *k* rows shown or hidden.
  public mutating func toggleDetailOfSelection(now: Duration) -> TableEffects<ItemID> {
    guard let position = selection else { return .unhandled }
    let element = controller.rows.elements[position]
    guard element.kind == .row else { return .unhandled }
    let node = controller.snapshot.nodes[element.index]
    guard node.hasDetail else { return .unhandled }
    // The detail row comes and goes beneath the item, so the item's position stays.
    let changeset = perform(now: now) { controller in controller.toggleDetail(node.id) }
    let revealed = revealInserted(changeset)
    keepSelectionInView(useMargin: !revealed)
    return .redraw
  }

  /// Scrolls so the last inserted row shows (expanding near the bottom).
  ///
  /// Returns whether rows were inserted. The caller then keeps the selection in view, which wins
  /// over the new rows.
  @discardableResult
  mutating func revealInserted(_ changeset: Changeset) -> Bool {
    guard let last = changeset.insertedRows.max() else { return false }
    scroll(toPosition: controller.rows.position(of: last), at: .nearest)
    return true
  }
}
