import FoldKit
import FoldKitScreens
import FoldKitTerminal

extension GalleryScreen {
  /// Applies an event while rows are picked up: ↑↓ (`k`/`j`) move them, → (`l`) puts them into
  /// the row above as its last children, ← (`h`) takes them out after their parent, Enter,
  /// Space or `p` drops, Esc cancels; a drag moves them and the release drops them.
  mutating func handlePickedUp(_ event: InputEvent, now: Duration) -> Bool? {
    switch event {
    case .key(let key):
      switch key.key {
      case .up where key.modifiers.isEmpty, .character("k") where key.modifiers.isEmpty:
        stepPickup(by: -1)
      case .down where key.modifiers.isEmpty, .character("j") where key.modifiers.isEmpty:
        stepPickup(by: 1)
      case .right where key.modifiers.isEmpty, .character("l") where key.modifiers.isEmpty:
        nestPickup()
      case .left where key.modifiers.isEmpty, .character("h") where key.modifiers.isEmpty:
        unnestPickup()
      case .enter, .character(" "), .character("p"):
        dropPickup()
      case .escape:
        cancelPickup()
      default:
        if let pickup { status = strings.pickedUp(pickup.label) }
      }
      return true
    case .mouse(let mouse):
      switch mouse.kind {
      case .drag(.left):
        dragPickup(to: mouse)
        return true
      case .release:
        if pickup?.byMouse == true { dropPickup() }
        pressedItem = nil
        return true
      case .scroll: return nil
      default: return false
      }
    default:
      return nil
    }
  }

  /// Notes the row a left press went down on; a drag that follows picks it up.
  mutating func handlePress(_ mouse: MouseEvent) -> Bool? {
    switch mouse.kind {
    case .press(.left):
      pressedItem = item(atListLine: mouse.row)
      return nil
    case .drag(.left):
      guard let id = pressedItem else { return nil }
      if table.selectedItem != id, let path = table.controller.indexPath(of: id) {
        table.select(position: table.controller.rows.position(of: path))
      }
      beginPickup(byMouse: true)
      if pickup != nil { dragPickup(to: mouse) }
      return true
    case .release:
      pressedItem = nil
      return nil
    default:
      return nil
    }
  }

  /// The item whose row (or detail row) is on line `line` of the list area, or `nil`.
  private func item(atListLine line: Int) -> String? {
    guard line >= 0, line < table.size.rows,
      let position = table.position(atContentLine: table.scrollOffset + line)
    else { return nil }
    let element = table.controller.rows.elements[position]
    guard element.kind == .row || element.kind == .detail else { return nil }
    return table.controller.snapshot.nodes[element.index].id
  }

  /// Picks up the marked rows (gathered where the first one is) when the cursor is on one of
  /// them or on a header, else the row with the cursor.
  mutating func beginPickup(byMouse: Bool) {
    let controller = table.controller
    let marked = controller.selectedItems
    var ids = marked
    if let cursor = table.selectedItem, !marked.contains(cursor) { ids = [cursor] }
    guard !ids.isEmpty else { return }
    let snapshot = controller.snapshot
    guard let target = snapshot.gatheringTarget(of: ids) else { return }
    let moving = Set(ids)
    let destination = snapshot.destination(of: target)
    let label = strings.rowsLabel(ids.map { text(of: $0) })
    do {
      let outcome = try table.move(ids, to: destination, rule: moveRule())
      pickup = GalleryPickup(
        items: outcome.items, origin: outcome.undo, label: label, byMouse: byMouse)
      table.movingItems = moving
      status = strings.pickedUp(label)
    } catch {
      status = strings.cannotDrop(reason(for: error, moving: ids, to: target.section))
    }
  }

  /// Moves the picked-up rows one place up (`step` -1) or down among the sections shown.
  private mutating func stepPickup(by step: Int) {
    guard let pickup, let place = place(of: pickup.items),
      let target = table.controller.snapshot.steppedTarget(
        from: place, by: step, moving: pickup.items, isHidden: isHidden(section:))
    else { return }
    moveLive(to: target)
  }

  /// Puts the picked-up rows into the row above them, as its last children, and opens it.
  private mutating func nestPickup() {
    guard let pickup, let place = place(of: pickup.items) else { return }
    guard let target = table.controller.snapshot.itemAbove(place) else {
      status = strings.cannotDrop(strings.noRowAbove)
      return
    }
    do {
      try table.move(pickup.items, to: .lastChild(of: target), rule: moveRule())
    } catch {
      status = strings.cannotDrop(
        reason(for: error, moving: pickup.items, to: place.section, intoItem: true))
      return
    }
    if !table.controller.expansion.isExpanded(target) {
      table.updateKeepingSelection { $0.setExpanded(true, target) }
    }
    if let first = pickup.items.first, let path = table.controller.indexPath(of: first) {
      table.select(position: table.controller.rows.position(of: path))
    }
    announcePickupPlace()
  }

  /// Takes the picked-up rows out of their parent, right after it.
  private mutating func unnestPickup() {
    guard let pickup, let place = place(of: pickup.items) else { return }
    guard let parent = place.parent else {
      status = strings.cannotDrop(strings.alreadyTopLevel)
      return
    }
    let parentID = table.controller.snapshot.nodes[parent].id
    do {
      try table.move(pickup.items, to: .after(parentID), rule: moveRule())
      announcePickupPlace()
    } catch {
      status = strings.cannotDrop(reason(for: error, moving: pickup.items, to: place.section))
    }
  }

  /// Says where the picked-up rows would drop.
  private mutating func announcePickupPlace() {
    guard let pickup, let place = place(of: pickup.items) else { return }
    status = strings.moving(
      pickup.label, to: title(ofSection: place.section, parent: place.parent), place.index + 1,
      of: place.staying + pickup.items.count)
  }

  /// Moves the picked-up rows to where the pointer is: before or after the row under it, to the
  /// top of a section whose header it is on, to the end of one whose footer it is on.
  private mutating func dragPickup(to mouse: MouseEvent) {
    guard let pickup else { return }
    if mouse.row <= 0 { table.scroll(by: -1) }
    if mouse.row >= table.size.rows - 1 { table.scroll(by: 1) }
    let line = min(max(mouse.row, 0), table.size.rows - 1)
    let controller = table.controller
    guard let position = table.position(atContentLine: table.scrollOffset + line),
      let place = topLevelPlace(of: pickup.items)
    else { return }
    let element = controller.rows.elements[position]
    let section = controller.rows.section(atPosition: position)
    let snapshot = controller.snapshot
    let moving = Set(pickup.items)
    var index: Int
    switch element.kind {
    case .header:
      index = 0
    case .footer:
      index = staying(inSection: section, moving: pickup.items)
    case .row, .detail, .status:
      var node = element.index
      while let parent = snapshot.nodes[node].parent { node = parent }
      guard !moving.contains(snapshot.nodes[node].id) else { return }
      let target = snapshot.nodes[node]
      let movingBefore = pickup.items.filter { id in
        guard let other = snapshot.nodeIndex(of: id) else { return false }
        return snapshot.nodes[other].section == section && snapshot.nodes[other].parent == nil
          && snapshot.nodes[other].siblingIndex < target.siblingIndex
      }.count
      index = target.siblingIndex - movingBefore
      // Below the rows picked up, the drop goes after the row under the pointer.
      if section > place.section || (section == place.section && index >= place.index) {
        index += 1
      }
    }
    guard section != place.section || index != place.index, !isHidden(section: section) else {
      return
    }
    moveLive(to: ScreenTarget(section: section, index: index))
  }

  /// Moves the picked-up rows to `target`, or says why not.
  private mutating func moveLive(to target: ScreenTarget) {
    guard let pickup else { return }
    let destination = table.controller.snapshot.destination(of: target)
    do {
      try table.move(pickup.items, to: destination, rule: moveRule())
      guard let place = place(of: pickup.items) else { return }
      status = strings.moving(
        pickup.label, to: title(ofSection: place.section, parent: place.parent), place.index + 1,
        of: place.staying + pickup.items.count)
    } catch {
      status = strings.cannotDrop(reason(for: error, moving: pickup.items, to: target.section))
    }
  }

  /// Drops the picked-up rows where they are, and keeps the move for `u`.
  mutating func dropPickup() {
    guard let pickup else { return }
    self.pickup = nil
    table.movingItems = []
    pressedItem = nil
    undoStack.append(.move(pickup.origin, label: pickup.label))
    if let place = place(of: pickup.items) {
      status = strings.moved(
        pickup.label, to: title(ofSection: place.section, parent: place.parent), place.index + 1,
        of: place.staying + pickup.items.count)
    }
  }

  /// Puts the picked-up rows back where they were.
  mutating func cancelPickup() {
    guard let pickup else { return }
    self.pickup = nil
    table.movingItems = []
    pressedItem = nil
    _ = try? table.undoMove(pickup.origin)
    if let place = place(of: pickup.items) {
      status = strings.moveCancelled(
        pickup.label, in: title(ofSection: place.section, parent: place.parent))
    }
  }
}
