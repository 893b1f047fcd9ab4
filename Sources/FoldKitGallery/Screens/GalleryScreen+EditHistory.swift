import FoldKit
import FoldKitScreens
import FoldKitTerminal

extension GalleryScreen {
  /// Deletes the marked rows (or the row with the cursor) from the screen's data.
  mutating func deleteMarked() {
    let marked = table.controller.selectedItems
    let ids = marked.isEmpty ? (table.selectedItem.map { [$0] } ?? []) : marked
    guard !ids.isEmpty else { return }
    let before = table.controller.snapshot
    let removed = Set(ids)
    // The cursor goes to the first row after it that stays, else the last one before it.
    let elements = table.controller.rows.elements
    let cursor = table.selection ?? 0
    func staying(_ position: Int) -> String? {
      let element = elements[position]
      guard element.kind == .row else { return nil }
      let id = before.nodes[element.index].id
      return removed.contains(id) ? nil : id
    }
    let next =
      (cursor..<elements.count).lazy.compactMap(staying).first
      ?? (0..<cursor).reversed().lazy.compactMap(staying).first
    let label = strings.rowsLabel(ids.map { text(of: $0) })
    table.apply(Snapshot(uncheckedSections: before.sections(removing: removed)))
    if let next, let path = table.controller.indexPath(of: next) {
      table.select(position: table.controller.rows.position(of: path))
    }
    undoStack.append(.delete(before, items: ids, label: label))
    status = strings.deleted(label)
  }

  /// Undoes the last move or delete.
  mutating func undoLastEdit() {
    guard let edit = undoStack.popLast() else {
      status = strings.nothingToUndo
      return
    }
    switch edit {
    case .move(let undo, let label):
      do {
        let outcome = try table.undoMove(undo)
        if let place = place(of: outcome.items) {
          status = strings.undidMove(
            label, in: title(ofSection: place.section, parent: place.parent), place.index + 1,
            of: place.staying + outcome.items.count)
        }
      } catch {
        status = strings.nothingToUndo
      }
    case .delete(let snapshot, let items, let label):
      table.apply(snapshot)
      table.changeMarks { controller in
        controller.clearSelection()
        for id in items { controller.toggleSelection(of: id) }
      }
      if let id = items.first, let path = table.controller.indexPath(of: id) {
        table.select(position: table.controller.rows.position(of: path))
      }
      status = strings.restored(label)
    }
  }

  /// Where the first of `ids` is: its section, its parent (`nil` at the top level), its index
  /// among its siblings, and how many of those siblings are not among `ids`.
  func place(of ids: [String]) -> ScreenPlace? { table.controller.snapshot.place(of: ids) }

  /// The place of the first of `ids` when it is a top-level item.
  func topLevelPlace(of ids: [String]) -> (section: Int, index: Int, staying: Int)? {
    guard let place = place(of: ids), place.parent == nil else { return nil }
    return (place.section, place.index, place.staying)
  }

  /// What the announcement line calls a place: the parent's text, else the section's header.
  func title(ofSection section: Int, parent: Int?) -> String {
    guard let parent else { return title(ofSection: section) }
    return table.controller.snapshot.nodes[parent].content.text
  }

  /// How many top-level items of section `section` are not among `moving`.
  func staying(inSection section: Int, moving: [String]) -> Int {
    table.controller.snapshot.staying(inSection: section, moving: moving)
  }

  func isHidden(section: Int) -> Bool {
    let controller = table.controller
    return controller.expansion.collapsedSections.contains(controller.snapshot.sections[section].id)
  }

  /// The header text of section `section`.
  func title(ofSection section: Int) -> String {
    let record = table.controller.snapshot.sections[section]
    return record.header?.text ?? record.id
  }

  /// The text of the item `id`.
  func text(of id: String) -> String { table.controller.snapshot.text(of: id) }

  /// The gallery's rules: a move may not take the last row out of a section, and on a flat
  /// screen (``nestsRows`` off) rows never go into another row.
  func moveRule() -> Table.Controller.MoveRule {
    table.controller.snapshot.screenMoveRule(nests: nestsRows)
  }

  /// Why a move of `ids` into section `section` (into an item when `intoItem`) was refused, in
  /// the screen's words.
  func reason(
    for refusal: MoveRefusal, moving ids: [String], to section: Int, intoItem: Bool = false
  ) -> String {
    switch refusal {
    case .intoOwnSubtree: return strings.intoItself
    case .childrenNotLoaded: return strings.notLoaded
    case .rejectedByRule:
      if intoItem && !nestsRows { return strings.rowsStayFlat }
      let snapshot = table.controller.snapshot
      let proposal = MoveProposal(
        items: ids, section: snapshot.sections[section].id, parent: nil, index: 0)
      if let emptied = snapshot.sectionEmptied(by: proposal) {
        return strings.mustKeepARow(title(ofSection: emptied))
      }
      return strings.notAllowed
    default: return strings.notAllowed
    }
  }
}
