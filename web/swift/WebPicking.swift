import FoldKit
import FoldKitScreens

// Moving rows by hand: picked up with the keyboard and moved a place at a time (each step is a
// move, so the rows show where they would drop), or dragged with the pointer over a drop line
// that the engine's reorder proposal places.

/// Rows picked up with the keyboard.
struct WebPickup {
  /// The items being moved, in list order.
  var items: [String]
  /// The same, for looking up.
  var set: Set<String>
  /// Where they were when picked up.
  var origin: MoveUndo<String, String>
  /// What the status calls them.
  var label: String
}

/// Picks up rows with the keyboard and moves them a step.
///
/// If nothing is picked up, the item at `position` is (or the selected items, when it is one of
/// them). Then `step` moves them: -1 up, 1 down, 2 into the row above (as its last children),
/// -2 out of their parent, 0 not at all. Writes `S`, `C` and `R`, or `V` when refused; returns
/// 1 while rows are picked up.
@_expose(wasm, "fk_pickup")
@_cdecl("fk_pickup")
public func pickUp(_ handle: Int32, _ position: Int32, _ step: Int32) -> Int32 {
  withList(handle, 0) { list in list.pickUp(atPosition: Int(position), step: step) ? 1 : 0 }
}

/// Ends a keyboard move.
///
/// With `drop` 1 the picked-up rows stay where they are (undo can take the move back); with 0
/// they go back. Writes `S` and `C`, and `M` for a drop.
@_expose(wasm, "fk_pickup_end")
@_cdecl("fk_pickup_end")
public func endPickup(_ handle: Int32, _ drop: Int32) -> Int32 {
  withList(handle, 0) { list in list.endPickup(drop: drop != 0) ? 1 : 0 }
}

/// Where a dragged row would drop with the pointer over the element at `position`.
///
/// The input is the dragged row's key. `zone` is 0 for the element's upper part, 1 its lower
/// part, 2 its middle (into it, in lists that nest rows); `offset` is the pointer's distance from
/// the list's leading edge in points (the level in an outline), negative for none. With
/// `selection` 1 the selected rows move with it when it is one of them. Writes a `P` line;
/// returns 1 when the drop is allowed.
@_expose(wasm, "fk_drop_target")
@_cdecl("fk_drop_target")
public func dropTarget(
  _ handle: Int32, _ position: Int32, _ zone: Int32, _ offset: Double, _ selection: Int32
) -> Int32 {
  withList(handle, 0) { list in
    let plan = list.dropPlan(position: position, zone: zone, offset: offset, selection: selection)
    list.emitDropPlan(plan)
    return plan.destination == nil ? 0 : 1
  }
}

/// Drops a dragged row where the pointer is.
///
/// The arguments are those of `fk_drop_target`. Returns 1 when the rows moved, 0 when the drop
/// was refused (`V` says why).
@_expose(wasm, "fk_drop")
@_cdecl("fk_drop")
public func drop(
  _ handle: Int32, _ position: Int32, _ zone: Int32, _ offset: Double, _ selection: Int32
) -> Int32 {
  withList(handle, 0) { list in
    let plan = list.dropPlan(position: position, zone: zone, offset: offset, selection: selection)
    guard let destination = plan.destination else {
      list.refuse(code: plan.code, reason: plan.reason)
      return 0
    }
    var opening: String?
    if case .lastChild(let parent) = destination { opening = parent }
    return list.moveAndReport(plan.items, to: destination, opening: opening) ? 1 : 0
  }
}

/// What a pointer drop would do, and where the page draws its line.
struct DropPlan {
  /// The items that would move.
  var items: [String] = []
  /// The move, or `nil` when refused.
  var destination: MoveDestination<String, String>?
  /// The refusal's name and reason, when refused.
  var code = ""
  var reason = ""
  /// `gap` (a line between rows) or `into` (a row outlined).
  var kind = "gap"
  /// Where the line is (or the outlined row's top and height), in points.
  var y = 0.0
  var height = 0.0
  /// The indentation level of the line.
  var indent = 0
}

extension WebList {
  mutating func pickUp(atPosition position: Int, step: Int32) -> Bool {
    if pickup == nil {
      guard beginPickup(atPosition: position) else { return false }
    }
    let before = controller
    switch step {
    case -1, 1: stepPickup(by: Int(step))
    case 2: nestPickup()
    case -2: unnestPickup()
    default: break
    }
    guard let pickup else { return false }
    emitInfo()
    emitKeyChange(before: before)
    if let first = pickup.items.first {
      print("R\t" + field("r:" + first.dropFirst(itemPrefix.count)) + "\tnearest")
    }
    return true
  }

  /// Picks up the selected rows (gathered where the first one is) when the row at `position`
  /// is one of them, else that row.
  mutating func beginPickup(atPosition position: Int) -> Bool {
    guard position >= 0 && position < controller.rows.elements.count,
      let id = controller.element(atPosition: position).itemID
    else {
      emitInfo()
      return false
    }
    guard canEdit else {
      refuse(code: "notEditable", reason: editingOffReason)
      return false
    }
    let marked = controller.selectedItems
    let ids = controller.selection.contains(id) ? marked : [id]
    let snapshot = controller.snapshot
    guard let target = snapshot.gatheringTarget(of: ids) else { return false }
    let destination = snapshot.destination(of: target)
    let label = strings.rowsLabel(ids.map { text(of: $0) })
    do {
      let outcome = try controller.move(ids, to: destination, rule: moveRule())
      pickup = WebPickup(
        items: outcome.items, set: Set(outcome.items), origin: outcome.undo, label: label)
      status = strings.pickedUp(label)
      return true
    } catch {
      refuse(code: code(of: error), reason: reason(for: error, moving: ids, to: destination))
      return false
    }
  }

  /// Moves the picked-up rows one place up (`step` -1) or down, into the next shown section
  /// past either end of theirs.
  mutating func stepPickup(by step: Int) {
    guard let pickup, let place = place(of: pickup.items),
      let target = controller.snapshot.steppedTarget(
        from: place, by: step, moving: pickup.items, isHidden: isHidden(section:))
    else { return }
    moveLive(to: target)
  }

  /// Puts the picked-up rows into the row above them, as its last children, and opens it.
  mutating func nestPickup() {
    guard let pickup, let place = place(of: pickup.items) else { return }
    guard let target = controller.snapshot.itemAbove(place) else {
      status = strings.cannotDrop(strings.noRowAbove)
      return
    }
    do {
      try controller.move(pickup.items, to: .lastChild(of: target), rule: moveRule())
    } catch {
      status = strings.cannotDrop(
        reason(for: error, moving: pickup.items, to: .lastChild(of: target)))
      return
    }
    if !controller.expansion.isExpanded(target) {
      _ = controller.setExpanded(true, target, origin: .programmatic)
    }
    announcePickupPlace()
  }

  /// Takes the picked-up rows out of their parent, right after it.
  mutating func unnestPickup() {
    guard let pickup, let place = place(of: pickup.items) else { return }
    guard let parent = place.parent else {
      status = strings.cannotDrop(strings.alreadyTopLevel)
      return
    }
    let parentID = controller.snapshot.nodes[parent].id
    do {
      try controller.move(pickup.items, to: .after(parentID), rule: moveRule())
      announcePickupPlace()
    } catch {
      status = strings.cannotDrop(
        reason(for: error, moving: pickup.items, to: .after(parentID)))
    }
  }

  /// Moves the picked-up rows to `target`, or says why not.
  mutating func moveLive(to target: ScreenTarget) {
    guard let pickup else { return }
    let destination = controller.snapshot.destination(of: target)
    do {
      try controller.move(pickup.items, to: destination, rule: moveRule())
      announcePickupPlace()
    } catch {
      status = strings.cannotDrop(reason(for: error, moving: pickup.items, to: destination))
    }
  }

  /// Says where the picked-up rows would drop: "3 → Section 2, 2 of 6".
  mutating func announcePickupPlace() {
    guard let pickup, let place = place(of: pickup.items) else { return }
    status = strings.moving(
      pickup.label, to: placeTitle(section: place.section, parent: place.parent),
      place.index + 1, of: place.staying + pickup.items.count)
  }

  mutating func endPickup(drop: Bool) -> Bool {
    guard let pickup else {
      emitInfo()
      return false
    }
    self.pickup = nil
    let before = controller
    let place = place(of: pickup.items)
    let origin = pickup.origin.places.first
    let moved =
      place.map { place in
        origin.map { origin in
          controller.snapshot.sections[place.section].id != origin.section
            || place.parent.map { controller.snapshot.nodes[$0].id } != origin.parent
            || place.index != origin.index
        } ?? true
      } ?? false
    if drop, moved, let place {
      undoStack.append(.move(pickup.origin, label: pickup.label))
      status = strings.moved(
        pickup.label, to: placeTitle(section: place.section, parent: place.parent),
        place.index + 1, of: place.staying + pickup.items.count)
      emitInfo()
      // The rows stay where they are; only their look (no longer picked up) changes.
      print("C\t\t")
      emitMove(pickup.items, undone: false)
      return true
    }
    if moved { _ = try? controller.undoMove(pickup.origin) }
    if let back = self.place(of: pickup.items) {
      status = strings.moveCancelled(
        pickup.label, in: placeTitle(section: back.section, parent: back.parent))
    }
    emitInfo()
    emitKeyChange(before: before)
    print("C\t\t")
    return true
  }

  /// How many top-level items of section `section` are not among `moving`.
  func staying(inSection section: Int, moving: [String]) -> Int {
    controller.snapshot.staying(inSection: section, moving: moving)
  }

  /// Whether snapshot section `section` hides its rows.
  func isHidden(section: Int) -> Bool {
    controller.expansion.isCollapsed(section: controller.snapshot.sections[section].id)
  }

  /// Where the dragged row named by the input would drop, from the arguments of
  /// `fk_drop_target`.
  func dropPlan(position: Int32, zone: Int32, offset: Double, selection: Int32) -> DropPlan {
    dropPlan(
      draggedKey: inputText(), position: Int(position), zone: zone, offset: offset,
      withSelection: selection != 0)
  }

  /// Where the dragged row (and the selected rows with it) would drop; see `fk_drop_target`.
  func dropPlan(
    draggedKey: String, position: Int, zone: Int32, offset: Double, withSelection: Bool
  ) -> DropPlan {
    var plan = DropPlan()
    let count = controller.rows.elements.count
    guard draggedKey.hasPrefix("r:"), let node = node(ofItem: String(draggedKey.dropFirst(2))),
      count > 0
    else {
      plan.code = "notAnItem"
      plan.reason = strings.notAllowed
      return plan
    }
    let id = controller.snapshot.nodes[node].id
    plan.items =
      withSelection && controller.selection.contains(id) ? controller.selectedItems : [id]
    let position = min(max(position, 0), count - 1)
    let target = controller.element(atPosition: position)
    let elements = controller.rows.elements
    let top = elements.summary(upTo: position).height
    let section = controller.rows.section(atPosition: position)
    // The gap the pointer is at, in the rows as they are.
    var gap: ListIndexPath
    switch target.kind {
    case .header: gap = ListIndexPath(section: section, row: 0)
    case .footer:
      gap = ListIndexPath(section: section, row: controller.numberOfRows(inSection: section))
    case .row, .detail, .status:
      guard let path = controller.rows.indexPath(atPosition: position) else { return plan }
      gap = ListIndexPath(section: section, row: path.row + (zone == 0 ? 0 : 1))
    }
    plan.y = y(ofGap: gap)
    plan.indent = target.kind == .row || target.kind == .detail ? indent(atPosition: position) : 0
    guard canEdit, let source = controller.indexPath(of: id) else {
      plan.code = "notEditable"
      plan.reason = editingOffReason
      return plan
    }
    let rule = moveRule()
    if zone == 2 && nestsRows && target.kind == .row, let into = target.itemID {
      plan.kind = "into"
      plan.y = top
      plan.height = elements[position].height
      plan.indent += 1
      let destination = MoveDestination<String, String>.lastChild(of: into)
      if let refusal = controller.refusal(moving: plan.items, to: destination, rule: rule) {
        plan.code = code(of: refusal)
        plan.reason = reason(for: refusal, moving: plan.items, to: destination)
      } else {
        plan.destination = destination
      }
      return plan
    }
    // The table's index space during a drag: the dragged row taken out.
    var proposed = gap
    if proposed.section == source.section && proposed.row > source.row { proposed.row -= 1 }
    let depth =
      offset < 0 || !nestsRows
      ? nil
      : ReorderProposal<String, String>.depth(
        forHorizontalOffset: offset - HeightContext.padding, indentation: WebList.indentWidth)
    let proposal = controller.reorderProposal(
      movingRowAt: source, to: proposed, depth: depth, rule: rule)
    guard let destination = proposal.destination else {
      let refusal = proposal.refusal ?? .rejectedByRule
      plan.code = code(of: refusal)
      plan.reason = reason(
        for: refusal, moving: plan.items,
        to: .section(controller.snapshot.sections[section].id, at: 0))
      return plan
    }
    if plan.items.count > 1,
      let refusal = controller.refusal(moving: plan.items, to: destination, rule: rule)
    {
      plan.code = code(of: refusal)
      plan.reason = reason(for: refusal, moving: plan.items, to: destination)
      return plan
    }
    plan.destination = destination
    // Back in the rows as they are: the dragged row is still at its source.
    var line = proposal.indexPath
    if line.section == source.section && line.row > source.row { line.row += 1 }
    plan.y = y(ofGap: line)
    plan.indent = controller.snapshot.nodes[node].content.indent + proposal.depth
    return plan
  }

  /// The width of one level of indentation, in points (as the page draws rows).
  static let indentWidth = 24.0

  /// The indentation level of the row at `position`, as its `E` line gives it.
  func indent(atPosition position: Int) -> Int {
    let row = controller.element(atPosition: position)
    return (row.content?.indent ?? 0) + row.depth
  }

  /// The offset of the gap before row `path.row` of section `path.section` (the end of the
  /// section's rows when it is their count).
  func y(ofGap path: ListIndexPath) -> Double {
    let rows = controller.rows
    let position =
      path.row >= controller.numberOfRows(inSection: path.section)
      ? rows.footerPosition(ofSection: path.section) : rows.position(of: path)
    return rows.elements.summary(upTo: position).height
  }

  func emitDropPlan(_ plan: DropPlan) {
    print(
      "P\t" + (plan.destination == nil ? "0" : "1") + "\t" + plan.kind + "\t" + points(plan.y)
        + "\t" + points(plan.height) + "\t\(plan.indent)\t" + plan.code + "\t" + field(plan.reason))
  }
}
