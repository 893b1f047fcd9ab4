import FoldKit
public import FoldKitListFile
public import FoldKitScreens
public import FoldKitTerminal

extension GalleryScreen {
  /// The screen of a user's list, loaded from a JSON file.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public static func list(
    _ document: ListDocument, size: TerminalSize, language: ScreenLanguage = .english
  ) -> GalleryScreen {
    let strings = ScreenStrings(language)
    let checks = document.checks
    // The controller and its layout are built in one pass, specialized for the gallery's types.
    let table = Table(
      snapshot: document.snapshot, expansion: document.expansion, policy: document.policy,
      checks: checks,
      renderer: GalleryRenderer.make(canConfirm: checks?.canConfirm ?? true, strings: strings),
      size: size)
    var status = checks == nil ? "" : strings.spaceChecks
    if table.controller.rows.elements.isEmpty { status = strings.emptyList }
    var screen = GalleryScreen(
      title: document.title.isEmpty ? strings.untitledList : document.title, table: table,
      status: status, strings: strings)
    // Deep in an outline, the ancestors of the top row stay pinned.
    screen.table.stickyAncestorLimit = 3
    // Rows of a list without check boxes can be marked, moved and deleted (in memory only).
    if checks == nil {
      screen.marks = true
      screen.reorders = true
      screen.nestsRows = true
    }
    screen.opensDetailsApart =
      document.snapshot.hasItemOptions
      && document.snapshot.nodes.contains { $0.opensDetailApart }
    return screen
  }
}
