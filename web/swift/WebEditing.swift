import FoldKit
import FoldKitScreens

// Editing a list from the page: moving rows under the gallery's rules, undoing the last move or
// delete, and deleting rows from the list's own data. Each writes the `S` line and the `C`, `M`,
// `V` and `W` lines of what it did (see WebOutput.swift).

/// One edit that undo takes back.
enum WebEdit {
  /// A move: how to put the rows back, and what the status calls them.
  case move(MoveUndo<String, String>, label: String)
  /// A delete: the data before it, the deleted items, those of them that were selected, and
  /// what the status calls them.
  case delete(
    Snapshot<String, String, ScreenItem>, items: [String], selected: [String], label: String)
}

/// Turns editing on or off: `mode` 0 no selection, 1 single, 2 multiple; `reorderable` 1 lets
/// rows move (lists with check boxes never move: their check tree follows the data as loaded).
@_expose(wasm, "fk_set_editing")
@_cdecl("fk_set_editing")
public func setEditing(_ handle: Int32, _ mode: Int32, _ reorderable: Int32) -> Int32 {
  withList(handle, 0) { list in
    let wanted: ListSelection<String>.Mode = mode >= 2 ? .multiple : mode == 1 ? .single : .none
    if list.controller.selection.mode != wanted { list.controller.setSelectionMode(wanted) }
    list.reorderable = reorderable != 0
    list.emitInfo()
    return 1
  }
}

/// Moves items to a destination read from the input.
///
/// The input is tab-separated: `KEYS  KIND  TARGET  INDEX`. KEYS is `*` for the selected items or comma-separated `r:ID`
/// keys; KIND is `before`, `after`, `first`, `last` (TARGET an `r:ID`), `child` (TARGET an `r:ID`
/// and INDEX) or `section` (TARGET an `h:ID` and INDEX).
///
/// Returns 1 when the items moved, 0 when the move was refused (a `V` line says why), -1 for
/// input that names nothing.
@_expose(wasm, "fk_move_items")
@_cdecl("fk_move_items")
public func moveItems(_ handle: Int32) -> Int32 {
  withList(handle, -1) { list in
    let fields = inputText().split(separator: "\t", omittingEmptySubsequences: false).map {
      String($0)
    }
    guard fields.count >= 3, let ids = list.itemIDs(fromKeys: fields[0]), !ids.isEmpty,
      let destination = list.destination(
        kind: fields[1], target: fields[2], index: fields.count > 3 ? Int(fields[3]) : nil)
    else { return -1 }
    return list.moveAndReport(ids, to: destination) ? 1 : 0
  }
}

/// Undoes the last move or delete; returns 1, or 0 when there is nothing to undo.
@_expose(wasm, "fk_undo")
@_cdecl("fk_undo")
public func undoEdit(_ handle: Int32) -> Int32 {
  withList(handle, 0) { list in list.undoLastEdit() ? 1 : 0 }
}

/// Deletes items, each with its descendants, from the list's own data; undo puts them back.
///
/// The input is `*` for the selected items, else comma-separated `r:ID` keys. Returns how many
/// items were deleted.
@_expose(wasm, "fk_delete")
@_cdecl("fk_delete")
public func deleteItems(_ handle: Int32) -> Int32 {
  withList(handle, 0) { list in
    guard let ids = list.itemIDs(fromKeys: inputText()) else { return 0 }
    return Int32(truncatingIfNeeded: list.delete(ids))
  }
}

extension WebList {
  /// Whether rows can move and be deleted now: turned on, no check boxes, no filter.
  var canEdit: Bool {
    reorderable && controller.checks == nil && !controller.isFiltered
  }

  /// The internal IDs of `keys`: `*` for the selected items, else comma-separated `r:ID` keys;
  /// `nil` when a key names no item.
  func itemIDs(fromKeys keys: String) -> [String]? {
    if keys == "*" { return controller.selectedItems }
    var ids: [String] = []
    for key in keys.split(separator: ",") {
      let text = unfielded(String(key))
      guard text.hasPrefix("r:"), let node = node(ofItem: String(text.dropFirst(2))) else {
        return nil
      }
      ids.append(controller.snapshot.nodes[node].id)
    }
    return ids
  }

  /// The destination named by the page; `nil` for an unknown kind or target.
  func destination(kind: String, target: String, index: Int?) -> MoveDestination<String, String>? {
    let id = String(target.dropFirst(2))
    if kind == "section" {
      guard target.hasPrefix("h:"), let index else { return nil }
      return .section(sectionPrefix + id, at: index)
    }
    guard target.hasPrefix("r:") else { return nil }
    let item = itemPrefix + id
    switch kind {
    case "before": return .before(item)
    case "after": return .after(item)
    case "first": return .firstChild(of: item)
    case "last": return .lastChild(of: item)
    case "child": return index.map { .child(of: item, at: $0) }
    default: return nil
    }
  }

  /// The gallery's rules: a move may not take the last row out of a section, and on a flat
  /// list (``nestsRows`` off) rows never go into another row.
  func moveRule() -> Controller.MoveRule {
    controller.snapshot.screenMoveRule(nests: nestsRows)
  }

  /// Why a move of `ids` to `destination` was refused, in the list's words.
  func reason(
    for refusal: MoveRefusal, moving ids: [String],
    to destination: MoveDestination<
      String, String
    >
  ) -> String {
    switch refusal {
    case .intoOwnSubtree: return strings.intoItself
    case .childrenNotLoaded: return strings.notLoaded
    case .rejectedByRule:
      let snapshot = controller.snapshot
      var section = 0
      var intoItem = false
      switch destination {
      case .section(let id, _): section = snapshot.sectionIndex(of: id) ?? 0
      case .before(let id), .after(let id):
        section = snapshot.nodeIndex(of: id).map { snapshot.nodes[$0].section } ?? 0
        intoItem = snapshot.nodeIndex(of: id).map { snapshot.nodes[$0].parent != nil } ?? false
      case .firstChild(let id), .lastChild(let id), .child(let id, _):
        section = snapshot.nodeIndex(of: id).map { snapshot.nodes[$0].section } ?? 0
        intoItem = true
      }
      if intoItem && !nestsRows { return strings.rowsStayFlat }
      let proposal = MoveProposal(
        items: ids, section: snapshot.sections[section].id, parent: nil, index: 0)
      if let emptied = snapshot.sectionEmptied(by: proposal) {
        return strings.mustKeepARow(sectionTitle(emptied))
      }
      return strings.notAllowed
    default: return strings.notAllowed
    }
  }

  /// Why editing is off right now, as a refusal reason.
  var editingOffReason: String {
    controller.isFiltered
      ? (strings.language == .korean ? "거르기를 지운 뒤 옮기세요" : "clear the filter first")
      : strings.notAllowed
  }

  /// Moves `ids` to `destination` under the rules, and reports it.
  ///
  /// Writes `M` and `C` lines and the status, or a `V` line and the reason. The move can be
  /// undone.
  ///
  /// With `opening`, that item opens after the move (rows dropped into it stay in sight).
  mutating func moveAndReport(
    _ ids: [String], to destination: MoveDestination<String, String>, opening: String? = nil
  ) -> Bool {
    guard canEdit else {
      refuse(code: "notEditable", reason: editingOffReason)
      return false
    }
    let label = strings.rowsLabel(ids.map { text(of: $0) })
    let before = controller
    do {
      let outcome = try controller.move(ids, to: destination, rule: moveRule())
      let moved = outcome.undo.places.contains { place in
        guard let node = controller.snapshot.nodeIndex(of: place.item) else { return false }
        let record = controller.snapshot.nodes[node]
        return controller.snapshot.sections[record.section].id != place.section
          || record.parent.map { controller.snapshot.nodes[$0].id } != place.parent
          || record.siblingIndex != place.index
      }
      if moved { undoStack.append(.move(outcome.undo, label: label)) }
      var opened = false
      if let opening, !controller.expansion.isExpanded(opening) {
        opened = !controller.setExpanded(true, opening, origin: .programmatic).isEmpty
      }
      if let place = place(of: outcome.items) {
        status = strings.moved(
          label, to: placeTitle(section: place.section, parent: place.parent), place.index + 1,
          of: place.staying + outcome.items.count)
      }
      emitInfo()
      if opened {
        emitKeyChange(before: before)
      } else {
        emitChange(outcome.changeset, before: before)
      }
      if moved { emitMove(outcome.items, undone: false) }
      return true
    } catch {
      refuse(
        code: code(of: error), reason: reason(for: error, moving: ids, to: destination))
      return false
    }
  }

  /// Sets the status to "Cannot drop there: reason" and writes `S` and `V`.
  mutating func refuse(code: String, reason: String) {
    status = strings.cannotDrop(reason)
    emitInfo()
    print("V\t" + code + "\t" + field(reason))
  }

  /// Undoes the last move or delete.
  mutating func undoLastEdit() -> Bool {
    guard let edit = undoStack.popLast() else {
      status = strings.nothingToUndo
      emitInfo()
      return false
    }
    let before = controller
    switch edit {
    case .move(let undo, let label):
      do {
        let outcome = try controller.undoMove(undo)
        if let place = place(of: outcome.items) {
          status = strings.undidMove(
            label, in: placeTitle(section: place.section, parent: place.parent), place.index + 1,
            of: place.staying + outcome.items.count)
        }
        emitInfo()
        emitChange(outcome.changeset, before: before)
        emitMove(outcome.items, undone: true)
      } catch {
        status = strings.nothingToUndo
        emitInfo()
        return false
      }
    case .delete(let snapshot, let items, let selected, let label):
      _ = controller.update(to: snapshot)
      // The items that were selected are selected again, beside those selected since.
      for id in selected where !controller.selection.contains(id) {
        controller.toggleSelection(of: id)
      }
      status = strings.restored(label)
      emitInfo()
      emitKeyChange(before: before)
      print("W\t" + joined(items.map { "r:" + $0.dropFirst(itemPrefix.count) }) + "\t1")
      emitSelection()
    }
    return true
  }

  /// Deletes `ids` (with their descendants) from the list's data; returns how many.
  mutating func delete(_ ids: [String]) -> Int {
    guard !ids.isEmpty else {
      emitInfo()
      return 0
    }
    guard canEdit else {
      refuse(code: "notEditable", reason: editingOffReason)
      return 0
    }
    let before = controller
    let snapshot = controller.snapshot
    let label = strings.rowsLabel(ids.map { text(of: $0) })
    let removed = Set(ids)
    _ = controller.update(
      to: Snapshot(uncheckedSections: snapshot.sections(removing: removed)))
    // The engine reports the selected items the update removed (descendants included).
    let selected = controller.selection.removedByLastUpdate
    undoStack.append(.delete(snapshot, items: ids, selected: selected, label: label))
    status =
      strings.language == .korean
      ? "\(label) 삭제함, Ctrl+Z로 되돌리기" : "Deleted \(label); Ctrl+Z undoes"
    emitInfo()
    emitKeyChange(before: before)
    print("W\t" + joined(ids.map { "r:" + $0.dropFirst(itemPrefix.count) }) + "\t0")
    emitSelection()
    return ids.count
  }

  /// Where the first of `ids` is: its section, its parent (`nil` at the top level), its index
  /// among its siblings, and how many of those siblings are not among `ids`.
  func place(of ids: [String]) -> ScreenPlace? { controller.snapshot.place(of: ids) }

  /// What the status calls a place: the parent's text, else the section's header.
  func placeTitle(section: Int, parent: Int?) -> String {
    guard let parent else { return sectionTitle(section) }
    return controller.snapshot.nodes[parent].content.text
  }

  /// The header text of snapshot section `section`, or its ID without one.
  func sectionTitle(_ section: Int) -> String {
    let record = controller.snapshot.sections[section]
    return record.header?.text ?? String(record.id.dropFirst(sectionPrefix.count))
  }

  /// The text of the item `id`.
  func text(of id: String) -> String { controller.snapshot.text(of: id) }

  /// The page's name of a refusal.
  func code(of refusal: MoveRefusal) -> String {
    switch refusal {
    case .noItems: "noItems"
    case .unknownItem: "unknownItem"
    case .unknownSection: "unknownSection"
    case .notAnItem: "notAnItem"
    case .intoOwnSubtree: "intoOwnSubtree"
    case .indexOutOfRange: "indexOutOfRange"
    case .childrenNotLoaded: "childrenNotLoaded"
    case .rejectedByRule: "rejectedByRule"
    }
  }
}

/// `text` with the %XX escapes of ``field(_:commas:)`` undone.
func unfielded(_ text: String) -> String {
  guard text.utf8.contains(0x25) else { return text }
  let source = Array(text.utf8)
  var bytes: [UInt8] = []
  var index = 0
  func digit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    default: nil
    }
  }
  while index < source.count {
    if source[index] == 0x25, index + 2 < source.count, let high = digit(source[index + 1]),
      let low = digit(source[index + 2])
    {
      bytes.append(high << 4 | low)
      index += 3
    } else {
      bytes.append(source[index])
      index += 1
    }
  }
  return String(decoding: bytes, as: UTF8.self)
}
