import FoldKit
import FoldKitScreens

// What a person or the page's script does to a list. Each writes the `S` line after acting, and
// the `C`, `T`, `K`, `F` and `R` lines its effect calls for.

/// Selects the element at `position` (a click, a tap, Enter or Space); returns 1 when something
/// changed.
@_expose(wasm, "fk_select")
@_cdecl("fk_select")
public func select(_ handle: Int32, _ position: Int32) -> Int32 {
  withList(handle, 0) { list in list.select(atPosition: Int(position)) ? 1 : 0 }
}

/// Moves right (`direction` 1: open, or go to the first child) or left (-1: close, or go to the
/// parent) from the element at `position`; the new focus follows in an `F` line.
@_expose(wasm, "fk_move")
@_cdecl("fk_move")
public func move(_ handle: Int32, _ position: Int32, _ direction: Int32) -> Int32 {
  withList(handle, 0) { list in list.move(fromPosition: Int(position), direction: direction) }
}

/// Opens or closes the detail of the item at `position`, apart from its children for an item
/// whose detail opens apart (the payment term); the focus stays on the item.
@_expose(wasm, "fk_detail")
@_cdecl("fk_detail")
public func toggleDetail(_ handle: Int32, _ position: Int32) -> Int32 {
  withList(handle, 0) { list in list.toggleDetail(atPosition: Int(position)) ? 1 : 0 }
}

/// Opens (`state` 1), closes (0) or toggles (2) the item or section whose key (`r:ID` or
/// `h:ID`) is the input; returns 1 when it changed, 0 when not, -1 for an unknown key.
@_expose(wasm, "fk_expand")
@_cdecl("fk_expand")
public func expand(_ handle: Int32, _ state: Int32) -> Int32 {
  withList(handle, -1) { list in list.setExpanded(key: inputText(), state: state) }
}

/// Makes the item whose key is the input visible: opens its ancestors and its section, and
/// writes a request to scroll it to the middle; returns its position, or -1.
@_expose(wasm, "fk_reveal")
@_cdecl("fk_reveal")
public func reveal(_ handle: Int32) -> Int32 {
  withList(handle, -1) { list in Int32(truncatingIfNeeded: list.reveal(key: inputText())) }
}

/// Opens every expandable sibling of the item at `position` (the tree pattern's `*`).
@_expose(wasm, "fk_expand_siblings")
@_cdecl("fk_expand_siblings")
public func expandSiblings(_ handle: Int32, _ position: Int32) -> Int32 {
  withList(handle, 0) { list in list.expandSiblings(ofPosition: Int(position)) ? 1 : 0 }
}

/// Shows only the items whose text contains the input, and their ancestors.
///
/// An empty input shows every item again. Returns the number of matching items.
@_expose(wasm, "fk_filter")
@_cdecl("fk_filter")
public func filter(_ handle: Int32) -> Int32 {
  withList(handle, 0) { list in
    let before = list.controller
    let query = inputText()
    let changeset =
      query.isEmpty ? list.controller.clearFilter() : list.controller.filter(text: query)
    list.emitInfo()
    list.emitChange(changeset, before: before, limit: 0)
    return Int32(truncatingIfNeeded: list.controller.filter?.matchCount ?? 0)
  }
}

/// The position of the first tree item after `from` (wrapping around) whose label starts with
/// the input, ignoring case (type-ahead), or -1.
@_expose(wasm, "fk_find")
@_cdecl("fk_find")
public func find(_ handle: Int32, _ from: Int32) -> Int32 {
  withList(handle, -1) { list in
    Int32(truncatingIfNeeded: list.position(startingWith: inputText(), after: Int(from)) ?? -1)
  }
}

/// Switches between independent and exclusive expansion (`exclusive` 1 or 0).
@_expose(wasm, "fk_set_exclusive")
@_cdecl("fk_set_exclusive")
public func setExclusive(_ handle: Int32, _ exclusive: Int32) -> Int32 {
  withList(handle, 0) { list in
    list.controller.policy = exclusive != 0 ? .exclusiveInList : .independent
    list.status = list.strings.exclusiveStatus(isOn: exclusive != 0)
    list.emitInfo()
    return 1
  }
}

extension WebList {
  mutating func select(atPosition position: Int) -> Bool {
    guard position >= 0 && position < controller.rows.elements.count else { return false }
    let before = controller
    let element = controller.element(atPosition: position)
    let couldConfirm = controller.checks?.canConfirm ?? true
    let outcome: SelectionOutcome<String>
    switch element.kind {
    case .header: outcome = controller.selectHeader(ofSection: element.section)
    case .row:
      guard let path = controller.rows.indexPath(atPosition: position) else { return false }
      outcome = controller.select(at: path)
    case .detail, .status, .footer:
      emitInfo()
      return false
    }
    if let text = outcome.announcement { status = text }
    if let id = element.itemID, let node = element.node {
      let announcer = ScreenAnnouncer(strings: strings)
      let behavior = controller.snapshot.nodes[node].behavior
      if let text = announcer.activation(
        of: id, behavior: behavior, in: controller, couldConfirm: couldConfirm)
      {
        status = text
      }
    }
    emitInfo()
    emitChange(outcome.changeset, before: before)
    emitAction(outcome.action)
    if let scroll = outcome.scroll {
      let row = controller.row(at: scroll.indexPath)
      print("R\t" + field(key(of: row)) + "\t" + name(of: scroll.position))
    }
    return !outcome.changeset.isEmpty
  }

  /// Writes the `T` or `K` lines of what a selection did.
  func emitAction(_ action: SelectionOutcome<String>.Action) {
    switch action {
    case .toggledDetail(let id, let open), .toggledChildren(let id, let open):
      print("T\t" + field("r:" + id.dropFirst(itemPrefix.count)) + "\t" + (open ? "1" : "0"))
    case .toggledSection(let section, let collapsed):
      let id = controller.snapshot.sections[section].id.dropFirst(sectionPrefix.count)
      print("T\t" + field("h:" + id) + "\t" + (collapsed ? "0" : "1"))
    case .checked(let ids):
      guard ids.count <= 1000, let checks = controller.checks else {
        print("K\t*\t")
        return
      }
      for id in ids {
        print(
          "K\t" + field("r:" + id.dropFirst(itemPrefix.count)) + "\t"
            + name(of: checks.mark(of: id)))
      }
    case .flashed, .retriedLoad, .none: break
    }
  }

  /// Whether the element at `position` is open: an item's children, its detail when that opens
  /// apart, or a section's rows.
  func openness(atPosition position: Int) -> (key: String, open: Bool)? {
    guard position >= 0 && position < controller.rows.elements.count else { return nil }
    let row = controller.element(atPosition: position)
    switch row.kind {
    case .header:
      return (key(of: row), !controller.expansion.isCollapsed(section: row.sectionID))
    case .row:
      return (key(of: row), row.isExpanded || row.isDetailOpen)
    default: return nil
    }
  }

  mutating func move(fromPosition position: Int, direction: Int32) -> Int32 {
    guard position >= 0 && position < controller.rows.elements.count else { return 0 }
    let before = controller
    let was = openness(atPosition: position)
    let outcome =
      direction > 0
      ? controller.moveRight(fromPosition: position)
      : controller.moveLeft(fromPosition: position)
    if !outcome.changeset.isEmpty, let was {
      // The item or section keeps its key; find where it is now.
      let now = self.position(ofKey: was.key).flatMap { openness(atPosition: $0) }
      status = announcement(forKey: was.key)
      emitInfo()
      emitChange(outcome.changeset, before: before)
      if let now, now.open != was.open {
        print("T\t" + field(was.key) + "\t" + (now.open ? "1" : "0"))
      }
    } else {
      emitInfo()
    }
    print("F\t\(outcome.focus)")
    return outcome.changeset.isEmpty ? 0 : 1
  }

  /// What the live region says after the item or section with `key` opened or closed.
  func announcement(forKey key: String) -> String {
    let id = String(key.dropFirst(2))
    if key.hasPrefix("h:"), let section = controller.snapshot.sectionIndex(of: sectionPrefix + id),
      let visible = visibleSection(ofSnapshotSection: section)
    {
      _ = visible
      return controller.announcement(forSection: section)
    }
    guard let node = node(ofItem: id) else { return status }
    return controller.announcement(forNode: node)
  }

  mutating func toggleDetail(atPosition position: Int) -> Bool {
    guard position >= 0 && position < controller.rows.elements.count else { return false }
    let element = controller.element(atPosition: position)
    guard element.kind == .row, let id = element.itemID, let node = element.node,
      controller.snapshot.nodes[node].hasDetail
    else {
      emitInfo()
      return false
    }
    let before = controller
    let changeset = controller.toggleDetail(id)
    status = controller.announcement(forNode: node)
    emitInfo()
    emitChange(changeset, before: before)
    print(
      "T\t" + field(key(of: element)) + "\t" + (controller.detailIsOpen(ofNode: node) ? "1" : "0"))
    return !changeset.isEmpty
  }

  mutating func setExpanded(key: String, state: Int32) -> Int32 {
    let id = String(key.dropFirst(2))
    let before = controller
    var changeset = Changeset()
    var open = false
    if key.hasPrefix("h:") {
      guard let section = controller.snapshot.sectionIndex(of: sectionPrefix + id),
        controller.snapshot.sections[section].isCollapsible
      else { return -1 }
      let collapsed = controller.expansion.isCollapsed(
        section: controller.snapshot.sections[section].id)
      open = state == 2 ? collapsed : state == 1
      guard let visible = visibleSection(ofSnapshotSection: section) else { return 0 }
      changeset = controller.setCollapsed(!open, section: visible)
    } else if key.hasPrefix("r:") {
      guard let node = node(ofItem: id) else { return -1 }
      let itemID = controller.snapshot.nodes[node].id
      open = state == 2 ? !controller.expansion.isExpanded(itemID) : state == 1
      guard controller.snapshot.nodes[node].isExpandable else { return 0 }
      changeset = controller.setExpanded(open, itemID, origin: .programmatic)
    } else {
      return -1
    }
    if !changeset.isEmpty { status = announcement(forKey: key) }
    emitInfo()
    emitChange(changeset, before: before)
    if !changeset.isEmpty { print("T\t" + field(key) + "\t" + (open ? "1" : "0")) }
    return changeset.isEmpty ? 0 : 1
  }

  mutating func reveal(key: String) -> Int {
    let id = String(key.dropFirst(2))
    guard key.hasPrefix("r:"), let node = node(ofItem: id) else { return -1 }
    let before = controller
    var changeset = Changeset()
    let section = controller.snapshot.nodes[node].section
    let sectionID = controller.snapshot.sections[section].id
    if controller.expansion.isCollapsed(section: sectionID),
      let visible = visibleSection(ofSnapshotSection: section)
    {
      changeset = controller.setCollapsed(false, section: visible)
    }
    for ancestor in controller.snapshot.ancestors(of: node).reversed() {
      let ancestorID = controller.snapshot.nodes[ancestor].id
      if !controller.expansion.isExpanded(ancestorID) {
        let step = controller.setExpanded(true, ancestorID, origin: .programmatic)
        if !step.isEmpty { changeset = Changeset() }  // several steps: no single row diff
      }
    }
    emitInfo()
    emitChange(changeset, before: before, limit: changeset.isEmpty ? 0 : 400)
    guard let position = self.position(ofKey: key) else { return -1 }
    print("R\t" + field(key) + "\tmiddle")
    return position
  }

  mutating func expandSiblings(ofPosition position: Int) -> Bool {
    guard position >= 0 && position < controller.rows.elements.count else { return false }
    let row = controller.element(atPosition: position)
    let before = controller
    var changed = false
    if row.kind == .header {
      for section in 0..<controller.rows.sectionCount {
        let snapshotSection = controller.rows.elements[
          controller.rows.headerPosition(ofSection: section)
        ].index
        let record = controller.snapshot.sections[snapshotSection]
        if record.isCollapsible && controller.expansion.isCollapsed(section: record.id) {
          changed = !controller.setCollapsed(false, section: section).isEmpty || changed
        }
      }
    } else if let node = row.node {
      let snapshot = controller.snapshot
      // Top-level items are siblings across sections in the page's tree, unless a collapsible
      // section's header is their parent.
      let section = snapshot.nodes[node].section
      var siblings: [Int] = []
      if let parent = snapshot.nodes[node].parent {
        siblings = snapshot.children(of: parent)
      } else if snapshot.sections[section].isCollapsible {
        siblings = snapshot.topLevelNodes(ofSection: section)
      } else {
        for other in snapshot.sections.indices where !snapshot.sections[other].isCollapsible {
          siblings += snapshot.topLevelNodes(ofSection: other)
        }
      }
      for sibling in siblings where snapshot.nodes[sibling].isExpandable {
        let id = snapshot.nodes[sibling].id
        if !controller.expansion.isExpanded(id) {
          changed = !controller.setExpanded(true, id).isEmpty || changed
        }
      }
    }
    if changed { status = controller.strings(expandedSiblingsOf: row, strings: strings) }
    emitInfo()
    _ = before
    if changed { print("C\t*\t*") }
    return changed
  }

  func position(startingWith prefix: String, after from: Int) -> Int? {
    let count = controller.rows.elements.count
    guard count > 0, !prefix.isEmpty else { return nil }
    let wanted = prefix.lowercased()
    var position = from
    for _ in 0..<count {
      position = (position + 1) % count
      let row = controller.element(atPosition: position)
      guard isTreeItem(row), let content = row.content else { continue }
      let text = row.kind == .detail ? content.detail ?? "" : content.text
      if text.lowercased().hasPrefix(wanted) { return position }
    }
    return nil
  }
}

extension ListController where SectionID == String, ItemID == String, Content == ScreenItem {
  /// "Label, expanded, …" for the row `row` after `*` opened it and its siblings.
  func strings(
    expandedSiblingsOf row: VisibleRow<String, String, ScreenItem>, strings: ScreenStrings
  )
    -> String
  {
    if let node = row.node { return announcement(forNode: node) }
    return announcement(forSection: row.section)
  }
}
