import FoldKit
import FoldKitScreens

// Several rows selected at once, beside the focus: the selection is the engine's
// (`ListController.selection`), kept by ID through new data, filters and collapsing. Rows show it
// with the `S` flag of their `E` lines; the `Y` line lists it.

/// Changes the selection with the item at `position` (its row, or its detail row).
///
/// `action` 0 selects it alone (a click; the status stays), 1 toggles it (Ctrl or ⌘ with a click,
/// Ctrl+Space), 2 extends from the anchor to it (Shift), 3 selects every visible item (Ctrl+A;
/// `position` unused), 4 clears (Esc). Writes `S` and `Y`; returns how many items are selected.
@_expose(wasm, "fk_selection")
@_cdecl("fk_selection")
public func changeSelection(_ handle: Int32, _ action: Int32, _ position: Int32) -> Int32 {
  withList(handle, 0) { list in
    Int32(truncatingIfNeeded: list.changeSelection(action: action, position: Int(position)))
  }
}

/// Writes the `Y` line with every selected item; returns how many there are.
@_expose(wasm, "fk_selected")
@_cdecl("fk_selected")
public func selected(_ handle: Int32) -> Int32 {
  withList(handle, 0) { list in
    list.emitSelection(limit: .max)
    return Int32(truncatingIfNeeded: list.controller.selection.count)
  }
}

extension WebList {
  mutating func changeSelection(action: Int32, position: Int) -> Int {
    var id: String?
    if position >= 0 && position < controller.rows.elements.count {
      let element = controller.element(atPosition: position)
      if element.kind == .row || element.kind == .detail { id = element.itemID }
    }
    switch action {
    case 0: if let id { controller.selectItem(id) }
    case 1: if let id { controller.toggleSelection(of: id) }
    case 2: if let id { controller.extendSelection(to: id) }
    case 3: controller.selectAll()
    case 4: controller.clearSelection()
    default: break
    }
    if action != 0 {
      status = strings.selectedCount(controller.selection.count, hidden: hiddenSelectionCount)
    }
    emitInfo()
    emitSelection()
    return controller.selection.count
  }

  /// Writes the `Y` line: the keys of the selected items in list order ("*" past `limit`), the
  /// anchor's key, and how many of them are hidden.
  func emitSelection(limit: Int = 1000) {
    let selection = controller.selection
    let keys: String
    if selection.count > limit {
      keys = "*"
    } else {
      keys = joined(controller.selectedItems.map { "r:" + $0.dropFirst(itemPrefix.count) })
    }
    let anchor = selection.anchor.map { "r:" + $0.dropFirst(itemPrefix.count) } ?? ""
    print(
      "Y\t" + keys + "\t" + field(anchor) + "\t\(selection.count)\t" + "\(hiddenSelectionCount)")
  }

  /// How many selected items have no visible row.
  ///
  /// A few selected items are looked up one by one (``ListController/hiddenSelectionCount``);
  /// many are counted against the visible rows in one pass, which is several times faster when
  /// most of a long list is selected.
  ///
  /// - Complexity: O(*s* log *n*) for *s* ≤ 4,096 selected items, O(*v*) for *v* visible
  ///   elements otherwise.
  var hiddenSelectionCount: Int {
    let selection = controller.selection
    guard selection.count > 4096 else { return controller.hiddenSelectionCount }
    let nodes = controller.snapshot.nodes
    var visible = 0
    for element in controller.rows.elements
    where element.kind == .row && selection.contains(nodes[element.index].id) {
      visible += 1
    }
    return selection.count - visible
  }

  /// The name of the selection mode for the `S` line.
  var selectionModeName: String {
    switch controller.selection.mode {
    case .none: "none"
    case .single: "single"
    case .multiple: "multiple"
    }
  }
}
