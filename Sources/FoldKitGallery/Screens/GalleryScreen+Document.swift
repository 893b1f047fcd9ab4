import FoldKit
public import FoldKitTerminal

extension GalleryScreen {
  /// The screen of a user's list, loaded from a JSON file.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public static func list(_ document: ListDocument, size: TerminalSize) -> GalleryScreen {
    let checks = document.checks
    var controller = ListController(
      snapshot: document.snapshot, expansion: document.expansion, policy: document.policy)
    controller.checks = checks
    let table = Table(
      controller: controller,
      renderer: GalleryRenderer.make(canConfirm: checks?.canConfirm ?? true), size: size)
    let status = checks == nil ? "" : "Space checks an item."
    return GalleryScreen(
      title: document.title.isEmpty ? "List" : document.title, table: table, status: status)
  }
}
