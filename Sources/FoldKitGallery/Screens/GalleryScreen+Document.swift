import FoldKit
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
    var controller = ListController(
      snapshot: document.snapshot, expansion: document.expansion, policy: document.policy)
    controller.checks = checks
    let table = Table(
      controller: controller,
      renderer: GalleryRenderer.make(
        canConfirm: checks?.canConfirm ?? true, strings: strings), size: size)
    var status = checks == nil ? "" : strings.spaceChecks
    if controller.rows.elements.isEmpty { status = strings.emptyList }
    var screen = GalleryScreen(
      title: document.title.isEmpty ? strings.untitledList : document.title, table: table,
      status: status, strings: strings)
    screen.opensDetailsApart =
      document.snapshot.hasItemOptions
      && document.snapshot.nodes.contains { $0.opensDetailApart }
    return screen
  }
}
