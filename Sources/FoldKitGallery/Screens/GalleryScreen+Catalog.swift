import FoldKit
public import FoldKitScreens
public import FoldKitTerminal

extension GalleryScreen {
  /// The names of the five screens, in tab order, as `--screen` accepts them.
  public static var names: [String] { ScreenCatalog.names }

  /// The name of the sixth screen, the Files screen, as `--screen` accepts it.
  public static let filesName = "files"

  /// The screen named `name` (one of ``names``, any case) in an area of `size`, in `language`,
  /// or `nil`.
  ///
  /// - Complexity: O(*n*) for *n* items of the screen's data.
  public static func named(
    _ name: String, size: TerminalSize, language: ScreenLanguage = .english
  ) -> GalleryScreen? {
    ScreenCatalog.screen(named: name, language: language).map { GalleryScreen($0, size: size) }
  }

  /// The table view of `model`'s list in an area of `size`.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public init(_ model: ScreenModel, size: TerminalSize) {
    let controller = model.makeController()
    let table = Table(
      controller: controller,
      renderer: GalleryRenderer.make(
        canConfirm: controller.checks?.canConfirm ?? true, strings: model.strings),
      size: size)
    self.init(
      title: model.title, table: table, status: model.status,
      offersExclusiveMode: model.offersExclusiveMode, strings: model.strings)
    // Rows of the phone book and of the sections screen can be marked, moved and deleted.
    if model.name == "contacts" || model.name == "sections" {
      marks = true
      reorders = true
    }
  }
}
