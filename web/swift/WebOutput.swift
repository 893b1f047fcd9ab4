import FoldKit
import FoldKitScreens
import FoldKitText

// How the module answers the page: tab-separated lines in the output buffer (wasm/support.c),
// which the page reads after each call (web/engine.js parses them).
//   S  title  status  canConfirm  contentHeight  count  measurer  exclusive  filtered  matches
//      selectionMode(none|single|multiple)  selectedCount  editable(1|0)  nests(1|0)
//      undoCount  pickedUp(1|0)
//   E  key  kind  y  height  role  indent  flags  text  detail  lines  tag  position  sectionKey
//      level  positionInSet  setSize
//   C  inserted-keys  deleted-keys                      (comma-separated; "*" when too many)
//   F  focus-position                                   (after a keyboard move)
//   R  key  position(top|middle|bottom|nearest)            (a scroll request)
//   T  key  open(1|0)                                   (an item, detail or section toggled)
//   K  key  mark(checked|mixed|unchecked)               (check marks changed; "*" when many)
//   X  file  line  column  message                      (a list file that cannot be shown)
//   Y  selected-keys  anchor-key  count  hidden         (the selection; "*" past 1,000 keys)
//   M  moved-keys  section-key  parent-key  index  count  undone(1|0)
//                                                       (rows moved, or moved back by undo:
//                                                       where the first is, "" parent at the
//                                                       top level, index of count siblings)
//   V  refusal  reason                                  (a move refused: the engine's name of
//                                                       why, and the sentence; or notEditable)
//   W  keys  restored(1|0)                              (items deleted, or put back by undo)
//   P  allowed(1|0)  kind(gap|into)  y  height  indent  refusal  reason
//                                                       (where a dragged row would drop: the
//                                                       line's offset and level, or the row
//                                                       it goes into)
// flags: s selectable, i tree item, x expandable, o open, t detail open, c/m/u check mark,
// M mandatory, D done, d disabled, S selected, g picked up (moving with the keyboard).
// Fields never hold a tab or a line break: "%" and control characters are written as %XX.

/// `text` with "%" and control characters percent-encoded, so that it fits in one field.
///
/// With `commas`, commas are encoded too (for keys in comma-separated fields).
func field(_ text: String, commas: Bool = false) -> String {
  let comma: UInt8 = commas ? 0x2C : 0x25
  var needs = false
  for byte in text.utf8 where byte < 0x20 || byte == 0x25 || byte == 0x7F || byte == comma {
    needs = true
    break
  }
  guard needs else { return text }
  let digits: [Character] = [
    "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "B", "C", "D", "E", "F",
  ]
  var result = ""
  for scalar in text.unicodeScalars {
    let value = scalar.value
    if value < 0x20 || value == 0x25 || value == 0x7F || value == UInt32(comma) {
      result.append("%")
      result.append(digits[Int(value >> 4)])
      result.append(digits[Int(value & 0xF)])
    } else {
      result.unicodeScalars.append(scalar)
    }
  }
  return result
}

/// Whole points as text (heights and offsets are whole points in the page's lists).
func points(_ value: Double) -> String {
  "\(Int(value + 0.5))"
}

func joined(_ keys: [String]) -> String {
  var text = ""
  for key in keys {
    if !text.isEmpty { text += "," }
    text += field(key, commas: true)
  }
  return text
}

func name(of position: ScrollPosition) -> String {
  switch position {
  case .top: "top"
  case .middle: "middle"
  case .bottom: "bottom"
  case .nearest: "nearest"
  }
}

func name(of mark: CheckMark) -> String {
  switch mark {
  case .checked: "checked"
  case .mixed: "mixed"
  case .unchecked: "unchecked"
  }
}

extension WebList {
  /// Writes the `S` line.
  func emitInfo() {
    let canConfirm = controller.checks?.canConfirm ?? true
    let filter = controller.filter
    print(
      "S\t" + field(title) + "\t" + field(status) + "\t" + (canConfirm ? "1" : "0") + "\t"
        + points(controller.rows.totalHeight) + "\t\(controller.rows.elements.count)\t"
        + (usesCanvas ? "canvas" : "monospace") + "\t" + (offersExclusiveMode ? "1" : "0") + "\t"
        + (filter == nil ? "0" : "1") + "\t\(filter?.matchCount ?? 0)\t" + selectionModeName
        + "\t\(controller.selection.count)\t" + (canEdit ? "1" : "0") + "\t"
        + (nestsRows ? "1" : "0") + "\t\(undoStack.count)\t" + (pickup == nil ? "0" : "1"))
  }

  /// Writes one `E` line for the element at `position`, whose top is at `y`.
  func emitElement(atPosition position: Int, y: Double) {
    let height = controller.rows.elements[position].height
    let row = controller.element(atPosition: position)
    let item = row.content ?? ScreenItem("")
    let canConfirm = controller.checks?.canConfirm ?? true
    let section = controller.snapshot.sections[row.section]
    var flags = ""
    switch row.kind {
    case .header: if section.isCollapsible { flags += "s" }
    case .row:
      if item.role != .band { flags += "s" }
      if item.role == .agreeButton && !canConfirm { flags += "d" }
    case .detail, .status, .footer: break
    }
    if isTreeItem(row) { flags += "i" }
    if row.isExpandable { flags += "x" }
    if row.isExpanded { flags += "o" }
    if row.kind == .row && row.isDetailOpen { flags += "t" }
    if row.kind == .row, let node = row.node, let mark = controller.checkMark(ofNode: node) {
      flags += mark == .checked ? "c" : mark == .mixed ? "m" : "u"
    }
    if item.isMandatory { flags += "M" }
    if item.isDone { flags += "D" }
    if item.isDisabled { flags += "d" }
    if row.kind == .row, let id = row.itemID {
      if controller.selection.contains(id) { flags += "S" }
      if pickup?.set.contains(id) == true { flags += "g" }
    }
    var lines = ""
    if !usesCanvas && isMeasured(item, kind: row.kind) {
      lines = monospaceLines(of: item, kind: row.kind)
    }
    let kind: String =
      switch row.kind {
      case .header: "header"
      case .row: "row"
      case .detail: "detail"
      case .status: "status"
      case .footer: "footer"
      }
    var accessibility = controller.accessibility(atPosition: position)
    if row.kind == .row && row.depth == 0 && !controller.isFiltered
      && row.section < sectionSets.count
    {
      let set = sectionSets[row.section]
      accessibility.positionInSet += set.before
      accessibility.setSize = set.size
    }
    // Rows of a collapsible section sit one level beneath its header in the page's tree.
    let nested = row.kind != .header && row.kind != .footer && section.isCollapsible
    let level = accessibility.level + (nested ? 1 : 0)
    let sectionKey = "h:" + section.id.dropFirst(sectionPrefix.count)
    print(
      "E\t" + field(key(of: row)) + "\t" + kind + "\t" + points(y) + "\t" + points(height) + "\t"
        + roleName(item.role) + "\t\(item.indent + row.depth)\t" + flags + "\t" + field(item.text)
        + "\t" + field(item.detail ?? "") + "\t" + lines + "\t" + field(item.tag ?? "")
        + "\t\(position)\t" + field(sectionKey) + "\t\(level)\t\(accessibility.positionInSet)\t"
        + "\(accessibility.setSize)")
  }

  /// The lines of a measured text as the monospace fallback wraps them, joined by U+001F
  /// (written as %1F).
  func monospaceLines(of item: ScreenItem, kind: VisibleElement.Kind) -> String {
    let text = kind == .detail ? item.detail ?? "" : item.text
    let width = HeightContext.textWidth(forListWidth: width) - (kind == .detail ? 24 : 0)
    let wrapper = TextWrapper(
      width: max(1, Int(width / HeightContext.cellWidth)),
      maximumLines: kind == .detail
        ? HeightContext.detailMaximumLines : HeightContext.messageMaximumLines)
    var lines = ""
    for line in wrapper.wrap(text).lines {
      if !lines.isEmpty { lines += "%1F" }
      lines += field(String(text[line.range(in: text)]) + (line.hasEllipsis ? "…" : ""))
    }
    return lines
  }

  /// Writes the elements that overlap the band from `top` to `bottom`, in order.
  func emitWindow(top: Double, bottom: Double) {
    let elements = controller.rows.elements
    let (start, before) = elements.seek { $0.height > top }
    var y = before.height
    var position = start
    while position < elements.count && y < bottom {
      let height = elements[position].height
      if height > 0 { emitElement(atPosition: position, y: y) }
      y += height
      position += 1
    }
    for id in pinnedItems {
      guard let path = controller.indexPath(of: id) else { continue }
      let pinned = controller.rows.position(of: path)
      if pinned < start || pinned >= position {
        emitElement(atPosition: pinned, y: elements.summary(upTo: pinned).height)
      }
    }
  }

  /// Writes the elements from `position`, `count` of them at most.
  func emitElements(from position: Int, count: Int) {
    let elements = controller.rows.elements
    guard position >= 0 && position < elements.count else { return }
    var y = elements.summary(upTo: position).height
    for index in position..<min(elements.count, position + count) {
      emitElement(atPosition: index, y: y)
      y += elements[index].height
    }
  }

  /// Writes the `C` line of a change: the keys of the rows inserted and deleted (`before` is the
  /// controller before it), or "*" when more than `limit` rows moved in or out.
  func emitChange(_ changeset: Changeset, before: Controller, limit: Int = 400) {
    guard !changeset.isEmpty else { return }
    var count = changeset.insertedRows.count + changeset.deletedRows.count
    for section in changeset.insertedSections {
      count += controller.numberOfRows(inSection: section)
    }
    for section in changeset.deletedSections { count += before.numberOfRows(inSection: section) }
    guard count <= limit else {
      print("C\t*\t*")
      return
    }
    let previous = WebList(copying: self, controller: before)
    var inserted = changeset.insertedRows.map { key(of: controller.row(at: $0)) }
    for section in changeset.insertedSections {
      for row in 0..<controller.numberOfRows(inSection: section) {
        inserted.append(key(of: controller.row(at: ListIndexPath(section: section, row: row))))
      }
    }
    var deleted = changeset.deletedRows.map { previous.key(of: before.row(at: $0)) }
    for section in changeset.deletedSections {
      for row in 0..<before.numberOfRows(inSection: section) {
        deleted.append(previous.key(of: before.row(at: ListIndexPath(section: section, row: row))))
      }
    }
    print("C\t" + joined(inserted) + "\t" + joined(deleted))
  }
}

extension WebList {
  /// A copy of `list` showing `controller` (to name the rows of an earlier state).
  init(copying list: WebList, controller: Controller) {
    self = list
    self.controller = controller
  }
}

extension WebList {
  /// Writes the `M` line of rows that moved (`undone`: moved back by undo).
  func emitMove(_ items: [String], undone: Bool) {
    guard let place = place(of: items) else { return }
    let snapshot = controller.snapshot
    let section = "h:" + snapshot.sections[place.section].id.dropFirst(sectionPrefix.count)
    let parent = place.parent.map { "r:" + snapshot.nodes[$0].id.dropFirst(itemPrefix.count) }
    print(
      "M\t" + joined(items.map { "r:" + $0.dropFirst(itemPrefix.count) }) + "\t" + field(section)
        + "\t" + field(parent ?? "") + "\t\(place.index)\t\(place.staying + items.count)\t"
        + (undone ? "1" : "0"))
  }

  /// Writes the `C` line of any change, found by comparing the keys of the rows shown before
  /// (`before`) and now; "*" when either has more than 5,000 elements.
  func emitKeyChange(before: Controller) {
    let limit = 5000
    let oldCount = before.rows.elements.count
    let newCount = controller.rows.elements.count
    guard oldCount <= limit && newCount <= limit else {
      print("C\t*\t*")
      return
    }
    let previous = WebList(copying: self, controller: before)
    let old = (0..<oldCount).map { previous.key(of: before.element(atPosition: $0)) }
    let new = (0..<newCount).map { key(of: controller.element(atPosition: $0)) }
    let oldSet = Set(old)
    let newSet = Set(new)
    print(
      "C\t" + joined(new.filter { !oldSet.contains($0) }) + "\t"
        + joined(old.filter { !newSet.contains($0) }))
  }
}
