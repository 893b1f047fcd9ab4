public import FoldKit
public import FoldKitTerminal

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
  /// Extra key help for this screen, appended to the common help line.
  public var help: String
  /// Whether `x` switches the expansion policy between independent and exclusive.
  public var offersExclusiveMode: Bool

  /// Creates a screen.
  ///
  /// - Complexity: O(1).
  public init(
    title: String, table: Table, status: String = "",
    help: String = "", offersExclusiveMode: Bool = false
  ) {
    self.title = title
    self.table = table
    self.status = status
    self.help = help
    self.offersExclusiveMode = offersExclusiveMode
  }

  /// The check marks of the list (the terms screen and users' check lists), kept by its
  /// controller.
  public var checks: CheckTree<String>? { table.controller.checks }

  /// Applies an event to the screen's list and reports check toggles and the Agree button in the
  /// status line.
  ///
  /// - Returns: Whether the screen must be drawn again.
  /// - Complexity: That of `TableView.handle(_:now:)`, plus O(*n*) for a check toggle over
  ///   *n* checkable items.
  public mutating func handle(_ event: InputEvent, now: Duration) -> Bool {
    if offersExclusiveMode, case .key(let key) = event, key.key == .character("x"),
      key.modifiers.isEmpty
    {
      toggleExclusiveMode()
      return true
    }
    let effects = table.handle(event, now: now)
    if let announcement = effects.outcome?.announcement { status = announcement }
    if let activated = effects.activated { activate(activated.id, behavior: activated.behavior) }
    return effects.needsRedraw
  }

  /// Switches the list between independent and exclusive expansion.
  ///
  /// - Complexity: O(1).
  public mutating func toggleExclusiveMode() {
    let exclusive = table.controller.policy == .independent
    table.updateController { $0.policy = exclusive ? .exclusiveInList : .independent }
    status = exclusive ? "Exclusive: opening one category closes the others" : "Exclusive: off"
  }

  /// Whether the list opens one item at a time.
  public var isExclusive: Bool { table.controller.policy != .independent }

  private mutating func activate(_ id: String, behavior: RowBehavior) {
    guard let item = itemContent(id) else { return }
    guard let checks else {
      if behavior == .flash { status = "Selected \(item.text)" }
      return
    }
    switch behavior {
    case .toggleCheck, .toggleAll:
      table.setRenderer(GalleryRenderer.make(canConfirm: checks.canConfirm))
      let mark = behavior == .toggleAll ? checks.allMark : checks.mark(of: id)
      let words =
        switch mark {
        case .checked: "accepted"
        case .mixed: "partly accepted"
        case .unchecked: "not accepted"
        }
      status = "\(item.text): \(words)"
      if !checks.canConfirm { status += " · Agree needs all mandatory terms" }
    default:
      if item.role == .agreeButton {
        status = checks.canConfirm ? "Agreed. Thank you." : "Accept every mandatory term to agree."
      }
    }
  }

  private func itemContent(_ id: String) -> GalleryItem? {
    guard let node = table.controller.snapshot.nodeIndex(of: id) else { return nil }
    return table.controller.snapshot.nodes[node].content
  }
}
