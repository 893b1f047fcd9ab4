import FoldKit
import FoldKitScreens
import FoldKitTerminal

/// The static rendering printed when standard output is not a terminal: every list fully
/// expanded, as plain text without escape sequences.
public enum GalleryPlainText {
  /// The lines of `screen`'s list with everything expanded, `width` columns wide.
  ///
  /// - Complexity: O(*v* · *w*) for *v* visible elements after expanding, *w* columns.
  public static func lines(of screen: GalleryScreen, width: Int) -> [String] {
    var table = screen.table
    table.animationsEnabled = false
    table.updateController { controller in
      controller.expandAll()
      for section in 0..<controller.numberOfSections {
        controller.setCollapsed(false, section: section)
      }
    }
    let height = max(1, table.contentHeight)
    table.resize(to: TerminalSize(columns: max(10, width), rows: height))
    table.clearSelection()
    var buffer = CellBuffer(size: TerminalSize(columns: max(10, width), rows: height))
    table.render(into: &buffer, now: .zero)
    return buffer.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }

  /// The plain rendering of the gallery: each screen's title and its expanded list, or only
  /// the screen named `only`.
  ///
  /// - Complexity: O(*v* · *w*) over all screens.
  public static func gallery(
    width: Int, only: String?, language: ScreenLanguage = .english
  ) -> String {
    let size = TerminalSize(columns: max(10, width), rows: 24)
    var out: [String] = []
    let only = only.flatMap(ScreenCatalog.canonicalName)
    for name in GalleryScreen.names where only == nil || only == name {
      guard let screen = GalleryScreen.named(name, size: size, language: language) else {
        continue
      }
      out.append("== \(screen.title) ==")
      out += lines(of: screen, width: width)
      out.append("")
    }
    return out.joined(separator: "\n")
  }
}
