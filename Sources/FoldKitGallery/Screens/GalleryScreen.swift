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
      hasChecks: checks != nil, offersExclusiveMode: offersExclusiveMode, isExclusive: isExclusive)
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
    let couldConfirm = checks?.canConfirm ?? true
    let effects = table.handle(event, now: now)
    if let announcement = effects.outcome?.announcement { status = announcement }
    if let activated = effects.activated {
      if checks != nil {
        table.setRenderer(
          GalleryRenderer.make(canConfirm: checks?.canConfirm ?? true, strings: strings))
      }
      let announcer = ScreenAnnouncer(strings: strings)
      if let sentence = announcer.activation(
        of: activated.id, behavior: activated.behavior, in: table.controller,
        couldConfirm: couldConfirm)
      {
        status = sentence
      }
    }
    return effects.needsRedraw
  }

  /// Switches the list between independent and exclusive expansion.
  ///
  /// - Complexity: O(1).
  public mutating func toggleExclusiveMode() {
    let exclusive = table.controller.policy == .independent
    table.updateController { $0.policy = exclusive ? .exclusiveInList : .independent }
    status = strings.exclusiveStatus(isOn: exclusive)
  }

  /// Whether the list opens one item at a time.
  public var isExclusive: Bool { table.controller.policy != .independent }
}
