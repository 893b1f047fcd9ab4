import FoldKit
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
    table.apply(Snapshot(uncheckedSections: Self.sections(of: before, removing: removed)))
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

  /// The sections of `snapshot` without the items of `removed` (and their descendants).
  static func sections(
    of snapshot: Table.Controller.ListSnapshot, removing removed: Set<String>
  ) -> [ScreenModel.Section] {
    let nodes = snapshot.nodes
    func items(in range: Range<Int>) -> [ListItem<String, GalleryItem>] {
      var result: [ListItem<String, GalleryItem>] = []
      var index = range.lowerBound
      while index < range.upperBound {
        let node = nodes[index]
        let end = max(node.subtreeEnd, index + 1)
        if !removed.contains(node.id) {
          result.append(
            ListItem(
              id: node.id, content: node.content, children: items(in: (index + 1)..<end),
              hasDetail: node.hasDetail, behavior: node.behavior, options: node.options))
        }
        index = end
      }
      return result
    }
    return snapshot.sections.map { section in
      ScreenModel.Section(
        id: section.id, header: section.header, footer: section.footer,
        isCollapsible: section.isCollapsible, items: items(in: section.nodes))
    }
  }

  /// Where the first of `ids` is: its section, its parent (`nil` at the top level), its index
  /// among its siblings, and how many of those siblings are not among `ids`.
  func place(of ids: [String]) -> (section: Int, parent: Int?, index: Int, staying: Int)? {
    let snapshot = table.controller.snapshot
    guard let first = ids.first, let node = snapshot.nodeIndex(of: first) else { return nil }
    let record = snapshot.nodes[node]
    guard let parent = record.parent else {
      return (
        record.section, nil, record.siblingIndex, staying(inSection: record.section, moving: ids)
      )
    }
    let inside = ids.filter { id in
      snapshot.nodeIndex(of: id).map { snapshot.nodes[$0].parent == parent } ?? false
    }.count
    return (record.section, parent, record.siblingIndex, record.siblingCount - inside)
  }

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
    let snapshot = table.controller.snapshot
    let inside = moving.filter { id in
      guard let node = snapshot.nodeIndex(of: id) else { return false }
      return snapshot.nodes[node].section == section && snapshot.nodes[node].parent == nil
    }.count
    return snapshot.sections[section].topLevelCount - inside
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
  func text(of id: String) -> String {
    let snapshot = table.controller.snapshot
    return snapshot.nodeIndex(of: id).map { snapshot.nodes[$0].content.text } ?? id
  }

  /// The gallery's rules: a move may not take the last row out of a section, and on a flat
  /// screen (``nestsRows`` off) rows never go into another row.
  func moveRule() -> Table.Controller.MoveRule {
    let snapshot = table.controller.snapshot
    let nests = nestsRows
    return { proposal in
      (nests || proposal.parent == nil) && Self.emptiedSection(by: proposal, in: snapshot) == nil
    }
  }

  /// The section a move would leave without rows, if any.
  static func emptiedSection(
    by proposal: MoveProposal<String, String>, in snapshot: Table.Controller.ListSnapshot
  ) -> Int? {
    var leaving: [Int: Int] = [:]
    for id in proposal.items {
      guard let node = snapshot.nodeIndex(of: id), snapshot.nodes[node].parent == nil else {
        continue
      }
      let section = snapshot.nodes[node].section
      if snapshot.sections[section].id != proposal.section || proposal.parent != nil {
        leaving[section, default: 0] += 1
      }
    }
    return leaving.keys.sorted().first {
      snapshot.sections[$0].topLevelCount - leaving[$0, default: 0] <= 0
    }
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
      if let emptied = Self.emptiedSection(by: proposal, in: snapshot) {
        return strings.mustKeepARow(title(ofSection: emptied))
      }
      return strings.notAllowed
    default: return strings.notAllowed
    }
  }
}
