import FoldKit
import FoldKitScreens
import FoldKitText

// The functions the page calls. The module is single-threaded (WebAssembly without threads), so
// the one gallery value is only ever touched by one call at a time.
nonisolated(unsafe) var gallery: WebGallery?

/// The gallery, created on first use (the page's measurer must be ready by then).
func withGallery<R>(_ body: (inout WebGallery) -> R) -> R {
  if gallery == nil { gallery = WebGallery(language: .english) }
  // swift-format-ignore: NeverForceUnwrap
  return body(&gallery!)
}

/// Creates the gallery afresh (every screen in its first state) for a list `width` points wide, in
/// English (`korean` 0) or Korean (1); returns 1 when text is measured with the canvas, 0 with
/// the monospace fallback.
@_expose(wasm, "fk_start")
@_cdecl("fk_start")
public func start(_ width: Double, _ korean: Int32) -> Int32 {
  gallery = WebGallery(language: korean != 0 ? .korean : .english)
  return withGallery { g in
    g.width = width
    g.bindHeights()
    render(g)
    return g.usesCanvas ? 1 : 0
  }
}

/// Shows `screen` (0 contacts, 1 sections, 2 accordion, 3 messages, 4 terms).
@_expose(wasm, "fk_show")
@_cdecl("fk_show")
public func show(_ screen: Int32) -> Int32 {
  withGallery { g in
    g.current = Int(max(0, min(4, screen)))
    render(g)
    return Int32(truncatingIfNeeded: g.screens[g.current].rows.elements.count)
  }
}

/// Lays the lists out again for a list `width` points wide (messages re-wrap).
@_expose(wasm, "fk_resize")
@_cdecl("fk_resize")
public func resize(_ width: Double) -> Int32 {
  withGallery { g in
    g.width = width
    g.bindHeights()
    render(g)
    return 0
  }
}

/// Selects the element at `position` of the visible sequence (a click, a tap, Enter or Space);
/// returns 1 when something changed.
@_expose(wasm, "fk_select")
@_cdecl("fk_select")
public func select(_ position: Int32) -> Int32 {
  withGallery { g in
    let screen = g.current
    let count = g.screens[screen].rows.elements.count
    guard position >= 0 && Int(position) < count else { return 0 }
    let before = keys(g.screens[screen])
    let element = g.screens[screen].element(atPosition: Int(position))
    let couldConfirm = g.screens[screen].checks?.canConfirm ?? true
    let outcome: SelectionOutcome<String>
    switch element.kind {
    case .header: outcome = g.screens[screen].selectHeader(ofSection: element.section)
    case .row:
      guard let path = g.screens[screen].rows.indexPath(atPosition: Int(position)) else {
        return 0
      }
      outcome = g.screens[screen].select(at: path)
    case .detail, .status, .footer: return 0
    }
    if let text = outcome.announcement { g.statuses[screen] = text }
    if let id = element.itemID, let node = element.node {
      let announcer = ScreenAnnouncer(strings: g.models[screen].strings)
      let behavior = g.screens[screen].snapshot.nodes[node].behavior
      if let text = announcer.activation(
        of: id, behavior: behavior, in: g.screens[screen], couldConfirm: couldConfirm)
      {
        g.statuses[screen] = text
      }
    }
    render(g)
    emitChange(outcome.changeset, before: before, after: keys(g.screens[screen]))
    if let scroll = outcome.scroll {
      let key = keys(g.screens[screen])[scroll.indexPath.section][scroll.indexPath.row]
      print("R\t" + key + "\t" + name(of: scroll.position))
    }
    return outcome.changeset.isEmpty ? 0 : 1
  }
}

/// Moves right (`direction` 1: open, or go to the first child) or left (-1: close, or go to the
/// parent) from the element at `position`; the new focus follows an `F` line.
@_expose(wasm, "fk_move")
@_cdecl("fk_move")
public func move(_ position: Int32, _ direction: Int32) -> Int32 {
  withGallery { g in
    let screen = g.current
    let count = g.screens[screen].rows.elements.count
    guard position >= 0 && Int(position) < count else { return 0 }
    let before = keys(g.screens[screen])
    let outcome =
      direction > 0
      ? g.screens[screen].moveRight(fromPosition: Int(position))
      : g.screens[screen].moveLeft(fromPosition: Int(position))
    render(g)
    emitChange(outcome.changeset, before: before, after: keys(g.screens[screen]))
    print("F\t\(outcome.focus)")
    return outcome.changeset.isEmpty ? 0 : 1
  }
}

/// Opens or closes the text (detail row) of the item at `position`, apart from its children for
/// an item whose detail opens apart (the payment term); the focus stays on the item (`F` line).
@_expose(wasm, "fk_detail")
@_cdecl("fk_detail")
public func toggleDetail(_ position: Int32) -> Int32 {
  withGallery { g in
    let screen = g.current
    guard position >= 0 && Int(position) < g.screens[screen].rows.elements.count else { return 0 }
    let element = g.screens[screen].element(atPosition: Int(position))
    guard element.kind == .row, let id = element.itemID, let node = element.node,
      g.screens[screen].snapshot.nodes[node].hasDetail
    else { return 0 }
    let before = keys(g.screens[screen])
    let changeset = g.screens[screen].toggleDetail(id)
    render(g)
    emitChange(changeset, before: before, after: keys(g.screens[screen]))
    print("F\t\(position)")
    return changeset.isEmpty ? 0 : 1
  }
}

/// Switches the accordion between independent and exclusive expansion (`exclusive` 1 or 0).
@_expose(wasm, "fk_set_exclusive")
@_cdecl("fk_set_exclusive")
public func setExclusive(_ exclusive: Int32) -> Int32 {
  withGallery { g in
    g.screens[2].policy = exclusive != 0 ? .exclusiveInList : .independent
    return 0
  }
}

/// The keys of the visible rows, by index path.
func keys(_ controller: WebGallery.Controller) -> [[String]] {
  var result: [[String]] = []
  for position in 0..<controller.rows.elements.count {
    let row = controller.element(atPosition: position)
    switch row.kind {
    case .header: result.append([])
    case .row, .detail, .status: result[result.count - 1].append(key(of: row))
    case .footer: break
    }
  }
  return result
}

/// The page's key of an element: kind and ID, unique within a screen.
func key(of row: VisibleRow<String, String, ScreenItem>) -> String {
  switch row.kind {
  case .header: "h:" + row.sectionID
  case .footer: "f:" + row.sectionID
  case .row: "r:" + (row.itemID ?? "")
  case .detail: "d:" + (row.itemID ?? "")
  case .status: "s:" + (row.itemID ?? "")
  }
}

func name(of position: ScrollPosition) -> String {
  switch position {
  case .top: "top"
  case .middle: "middle"
  case .bottom: "bottom"
  case .nearest: "nearest"
  }
}

/// Writes the `C` line of a changeset: inserted rows by their new keys, deleted and reloaded rows
/// by their old keys; a whole section inserted or deleted contributes all of its rows.
func emitChange(_ changeset: Changeset, before: [[String]], after: [[String]]) {
  guard !changeset.isEmpty else { return }
  var inserted = changeset.insertedRows.map { after[$0.section][$0.row] }
  for section in changeset.insertedSections { inserted += after[section] }
  var deleted = changeset.deletedRows.map { before[$0.section][$0.row] }
  for section in changeset.deletedSections { deleted += before[section] }
  var reloaded = changeset.reloadedRows.map { before[$0.section][$0.row] }
  for section in changeset.reloadedSections { reloaded += before[section] }
  print("C\t" + joined(inserted) + "\t" + joined(deleted) + "\t" + joined(reloaded))
}

func joined(_ keys: [String]) -> String {
  var text = ""
  for key in keys {
    if !text.isEmpty { text += "," }
    text += key
  }
  return text
}

/// Whole points as text (heights and offsets are whole points in this gallery).
func points(_ value: Double) -> String {
  "\(Int(value + 0.5))"
}

/// Writes the shown screen: the `S` line, then one `E` line per visible element.
func render(_ g: WebGallery) {
  let controller = g.screens[g.current]
  let canConfirm = controller.checks?.canConfirm ?? true
  print(
    "S\t\(g.current)\t" + g.models[g.current].title + "\t" + g.statuses[g.current] + "\t"
      + (canConfirm ? "1" : "0") + "\t" + points(controller.rows.totalHeight) + "\t"
      + (g.usesCanvas ? "canvas" : "monospace"))
  var y = 0.0
  var position = 0
  for element in controller.rows.elements {
    let row = controller.element(atPosition: position)
    let item = row.content ?? ScreenItem("")
    var flags = ""
    switch row.kind {
    case .header: if item.role == .buttonHeader { flags += "s" }
    case .row:
      flags += "s"
      if item.role == .agreeButton && !canConfirm { flags += "d" }
    case .detail, .status, .footer: break
    }
    if row.isExpandable { flags += "x" }
    if row.isExpanded { flags += "o" }
    if row.kind == .row && row.isDetailOpen { flags += "t" }
    if row.kind == .row, let path = controller.rows.indexPath(atPosition: position),
      let mark = controller.checkMark(at: path)
    {
      flags += mark == .checked ? "c" : mark == .mixed ? "m" : "u"
    }
    if item.isMandatory { flags += "M" }
    if item.isDone { flags += "D" }
    var lines = ""
    if !g.usesCanvas && isMeasured(item, kind: row.kind) {
      let text = row.kind == .detail ? item.detail ?? "" : item.text
      let width = HeightContext.textWidth(forListWidth: g.width) - (row.kind == .detail ? 24 : 0)
      let wrapper = TextWrapper(
        width: max(1, Int(width / WebGallery.cellWidth)),
        maximumLines: row.kind == .detail
          ? WebGallery.detailMaximumLines : WebGallery.messageMaximumLines)
      for line in wrapper.wrap(text).lines {
        if !lines.isEmpty { lines += "\u{1F}" }
        lines += String(text[line.range(in: text)]) + (line.hasEllipsis ? "…" : "")
      }
    }
    let kind: String =
      switch row.kind {
      case .header: "header"
      case .row: "row"
      case .detail: "detail"
      case .status: "status"
      case .footer: "footer"
      }
    print(
      "E\t" + key(of: row) + "\t" + kind + "\t" + points(y) + "\t" + points(element.height) + "\t"
        + roleName(item.role) + "\t\(item.indent + row.depth)\t" + flags + "\t" + item.text
        + "\t" + (item.detail ?? "") + "\t" + lines + "\t" + (item.tag ?? ""))
    y += element.height
    position += 1
  }
}
