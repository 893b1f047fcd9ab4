public import FoldKit
// Re-exported so the gallery's files (and its users) see `GalleryItem`'s members, which live in
// FoldKitScreens, without importing it themselves.
@_exported public import FoldKitScreens
public import FoldKitTerminal

/// The content type of every gallery list: the screens' item type.
public typealias GalleryItem = ScreenItem

/// One screen of the gallery: a table view of a list, its check marks if it has any, and the
/// status line it shows below the list.
public struct GalleryScreen: Sendable {
  /// The table view type every gallery screen uses.
  public typealias Table = TableView<String, String, GalleryItem>

  /// The screen's name, as the tab bar shows it.
  public var title: String
  /// The list.
  public var table: Table
  /// The sentence under the list: what the last selection did.
  public var status: String
  /// Whether `x` switches the expansion policy between independent and exclusive.
  public var offersExclusiveMode: Bool
  /// The words the screen speaks.
  public var strings: ScreenStrings
  /// Whether some items open their detail apart from their children, so that `d` opens it.
  ///
  /// A check list's terms always can; for other lists it is set from the data.
  public var opensDetailsApart = false
  /// Reads the children of an item whose children load on demand (the Files screen), or `nil`.
  public var childLoader: (@Sendable (String) throws -> [ListItem<String, GalleryItem>])? = nil
  /// Whether rows can be picked up, dragged, deleted and the edits undone (see
  /// ``handleEditing(_:now:)``).
  public var reorders = false
  /// Whether rows can be marked (several selected): `m`, Shift-↑↓, `a`, Esc.
  public var marks = false
  /// Whether picked-up rows may go into another row (→) and out of their parent (←); the flat
  /// screens' rule refuses it.
  public var nestsRows = false
  /// The rows picked up and being moved, if any.
  public internal(set) var pickup: GalleryPickup? = nil
  /// The edits `u` undoes, the last one last.
  public internal(set) var undoStack: [GalleryEdit] = []
  /// The row a left press went down on, which a drag picks up.
  var pressedItem: String? = nil
  /// Adds up the sizes of marked entries (the Files screen), or `nil`.
  public var markedSize: (@Sendable ([String]) -> Int64)? = nil

  /// Creates a screen.
  ///
  /// - Complexity: O(1).
  public init(
    title: String, table: Table, status: String = "", offersExclusiveMode: Bool = false,
    strings: ScreenStrings = ScreenStrings(.english)
  ) {
    self.title = title
    self.table = table
    self.status = status
    self.offersExclusiveMode = offersExclusiveMode
    self.strings = strings
  }

  /// The key hints of this screen beyond the gallery's common ones.
  public var extraHints: [KeyHint] {
    strings.screenHints(
      hasChecks: checks != nil, offersExclusiveMode: offersExclusiveMode, isExclusive: isExclusive,
      opensDetailsApart: opensDetailsApart)
      + (marks ? strings.editingHints(reorders: reorders, isPicking: pickup != nil) : [])
  }

  /// The check marks of the list (the terms screen and users' check lists), kept by its
  /// controller.
  public var checks: CheckTree<String>? { table.controller.checks }

  /// Applies an event to the screen's list and says its result in the status line.
  ///
  /// Every key, click or wheel turn the list uses updates the status: a check toggle or the
  /// Agree button says what changed, anything else describes the focused row as it now is
  /// (``ScreenAnnouncer``), and a wheel turn that leaves the selection says which lines show.
  /// ← on an indented row without a parent (a sub-term) goes to the row that owns it.
  ///
  /// - Returns: Whether the screen must be drawn again.
  /// - Complexity: That of `TableView.handle(_:now:)`, plus O(*n*) for a check toggle over
  ///   *n* checkable items.
  public mutating func handle(_ event: InputEvent, now: Duration) -> Bool {
    if let handled = handleEditing(event, now: now) { return handled }
    let redraw = handleOnList(event, now: now)
    guard serviceLoads(now: now) else { return redraw }
    // The folder just read is said again with its entries (and those a search hides).
    announceSelection()
    return true
  }

  private mutating func handleOnList(_ event: InputEvent, now: Duration) -> Bool {
    if offersExclusiveMode, case .key(let key) = event, key.key == .character("x"),
      key.modifiers.isEmpty
    {
      toggleExclusiveMode()
      return true
    }
    let announcer = ScreenAnnouncer(strings: strings)
    if case .key(let key) = event, Self.isLeft(key), let owner = ownerOfSelection() {
      table.select(position: owner)
      status = announcer.sentence(forPosition: owner, in: table.controller)
      return true
    }
    if checks != nil || opensDetailsApart, case .key(let key) = event, key.modifiers.isEmpty,
      key.key == .character("d") || (Self.isLeft(key) && selectionShowsApartDetailOnly)
    {
      // `d` opens or closes a term's text (or an item's detail); for an item with children
      // that is apart from them, and ← closes that text when the children are closed.
      guard table.toggleDetailOfSelection(now: now).isHandled else { return false }
      if let selection = table.selection {
        status = announcer.sentence(forPosition: selection, in: table.controller)
      }
      return true
    }
    if case .mouse(let mouse) = event, let chevron = chevronRow(at: mouse) {
      // The ⌄ of a check row opens (or closes) its text; the rest of the row checks.
      table.select(position: chevron)
      let node = table.controller.snapshot.nodes[table.controller.rows.elements[chevron].index]
      if node.opensDetailApart {
        _ = table.toggleDetailOfSelection(now: now)
      } else {
        let isOpen = table.controller.expansion.isExpanded(node.id)
        _ = table.handle(.key(KeyEvent(isOpen ? .left : .right)), now: now)
      }
      if let selection = table.selection {
        status = announcer.sentence(forPosition: selection, in: table.controller)
      }
      return true
    }
    let couldConfirm = checks?.canConfirm ?? true
    let selectionBefore = table.selection
    let effects = table.handle(event, now: now)
    guard effects.isHandled else { return effects.needsRedraw }
    var sentence: String?
    if let activated = effects.activated {
      if checks != nil {
        table.setRenderer(
          GalleryRenderer.make(canConfirm: checks?.canConfirm ?? true, strings: strings))
      }
      sentence = announcer.activation(
        of: activated.id, behavior: activated.behavior, in: table.controller,
        couldConfirm: couldConfirm)
    }
    if sentence == nil, let selection = table.selection {
      if case .mouse(let mouse) = event, case .scroll = mouse.kind, selection == selectionBefore {
        sentence = scrollSentence
      } else {
        sentence = announcer.sentence(forPosition: selection, in: table.controller)
      }
    }
    if let sentence { status = sentence }
    return effects.needsRedraw
  }

  /// Says what the selected element is in the status line (nothing when there is no selection).
  ///
  /// - Complexity: O(log *n*), plus O(*c*) for an open item of *c* children during a search.
  public mutating func announceSelection() {
    guard let selection = table.selection else { return }
    status = ScreenAnnouncer(strings: strings).sentence(
      forPosition: selection, in: table.controller)
  }

  /// Whether the selection is an item whose detail opens apart, with its detail open and its
  /// children closed (so ← closes the detail).
  private var selectionShowsApartDetailOnly: Bool {
    guard let selection = table.selection else { return false }
    let controller = table.controller
    let element = controller.rows.elements[selection]
    guard element.kind == .row else { return false }
    let node = controller.snapshot.nodes[element.index]
    return node.opensDetailApart && controller.expansion.isDetailOpen(node.id)
      && !controller.expansion.isExpanded(node.id)
  }

  /// The position of the check row whose ⌄ `mouse` presses, or `nil`.
  private func chevronRow(at mouse: MouseEvent) -> Int? {
    guard case .press(.left) = mouse.kind, mouse.row >= 0, mouse.row < table.size.rows,
      mouse.column >= table.size.columns - 3,
      let position = table.position(atContentLine: table.scrollOffset + mouse.row)
    else { return nil }
    let element = table.controller.rows.elements[position]
    guard element.kind == .row else { return nil }
    let node = table.controller.snapshot.nodes[element.index]
    switch node.resolvedBehavior {
    case .toggleCheck, .toggleAll: return node.hasDetail ? position : nil
    default: return nil
    }
  }

  /// The most lines the Agree button moves down: three blank lines above it at most.
  public static let maximumButtonDrop = 4

  /// The list line of the Agree button and the line it is drawn on instead, when the list is
  /// shorter than its area: the button then sits at the bottom of the area, as on a phone, or
  /// at most ``maximumButtonDrop`` lines lower in a tall window, so no wide gap opens above it.
  public var pinnedButtonLine: (drawn: Int, shown: Int)? {
    let elements = table.controller.rows.elements
    guard elements.count > 0, table.contentHeight < table.size.rows else { return nil }
    // The last element drawn (sections without a header or footer end in zero-height ones).
    var position = elements.count - 1
    while position > 0 && elements[position].height == 0 { position -= 1 }
    let last = elements[position]
    guard last.kind == .row,
      table.controller.snapshot.nodes[last.index].content.role == .agreeButton
    else { return nil }
    let drawn = table.top(ofPosition: position) - table.scrollOffset
    guard drawn >= 0, drawn < table.size.rows - 1 else { return nil }
    return (drawn, min(table.size.rows - 1, drawn + Self.maximumButtonDrop))
  }

  /// "Lines 5–20 of 40": the lines in view.
  var scrollSentence: String {
    let total = max(1, table.contentHeight)
    let first = min(total, table.scrollOffset + 1)
    let last = min(total, table.scrollOffset + table.size.rows)
    return strings.lines(first, last, of: total)
  }

  static func isLeft(_ key: KeyEvent) -> Bool {
    switch key.key {
    case .left, .backspace: key.modifiers.isEmpty
    case .character("h"): key.modifiers.isEmpty
    default: false
    }
  }

  /// The row that owns the selected indented row, when ← should go there (the row is closed).
  private func ownerOfSelection() -> Int? {
    guard let selection = table.selection else { return nil }
    let controller = table.controller
    let element = controller.rows.elements[selection]
    guard element.kind == .row else { return nil }
    let node = controller.snapshot.nodes[element.index]
    guard !controller.expansion.isExpanded(node.id) else { return nil }
    return ScreenNavigation.owner(ofPosition: selection, in: controller)
  }

  /// Switches the list between independent and exclusive expansion.
  ///
  /// - Complexity: O(1).
  ///
  /// Switching it on with several items open keeps one open: the one holding the selection, else
  /// the first.
  public mutating func toggleExclusiveMode() {
    let exclusive = table.controller.policy == .independent
    let controller = table.controller
    var open = controller.snapshot.nodes.indices.filter {
      controller.expansion.isExpanded(controller.snapshot.nodes[$0].id)
    }
    if exclusive && open.count > 1 {
      var kept = open[0]
      if let selection = table.selection {
        let node = controller.rows.elements[selection].index
        if controller.rows.elements[selection].kind != .header,
          let holder = open.last(where: {
            $0 <= node && node < controller.snapshot.nodes[$0].subtreeEnd
          })
        {
          kept = holder
        }
      }
      // Ancestors of the kept item stay open with it.
      open.removeAll { $0 <= kept && kept < controller.snapshot.nodes[$0].subtreeEnd }
      let closing = open.map { controller.snapshot.nodes[$0].id }
      table.updateKeepingSelection { controller in
        for id in closing { controller.setExpanded(false, id) }
      }
    }
    table.updateController { $0.policy = exclusive ? .exclusiveInList : .independent }
    status = strings.exclusiveStatus(isOn: exclusive)
  }

  /// Whether the list opens one item at a time.
  public var isExclusive: Bool { table.controller.policy != .independent }
}
