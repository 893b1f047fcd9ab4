import FoldKit
import FoldKitScreens
import FoldKitTerminal

/// The static rendering printed when standard output is not a terminal: every list fully
/// expanded, as plain text without escape sequences.
public enum GalleryPlainText {
  /// The lines of `screen`'s list with everything expanded, `width` columns wide: every item
  /// open, every section shown, every detail open (also details that open apart from their
  /// children, such as a term's text above its sub-terms).
  ///
  /// Folders whose entries are read when they open (the Files screen) are read and opened level
  /// by level, `folderDepth` levels below those already open; links are never followed, so the
  /// reading ends.
  ///
  /// - Complexity: O(*v* · *w*) for *v* visible elements after expanding, *w* columns, plus the
  ///   reading of the folders opened.
  public static func lines(of screen: GalleryScreen, width: Int, folderDepth: Int = .max)
    -> [String]
  {
    var screen = screen
    screen.table.animationsEnabled = false
    var depth = 0
    while true {
      screen.table.updateController { controller in
        controller.expandAll()
        for section in 0..<controller.numberOfSections {
          controller.setCollapsed(false, section: section)
        }
        for node in controller.snapshot.nodes where node.opensDetailApart && node.hasDetail {
          controller.setDetailOpen(true, node.id)
        }
      }
      guard screen.childLoader != nil, depth < folderDepth else { break }
      let controller = screen.table.controller
      let closed = controller.snapshot.nodes.filter {
        $0.needsChildren && !controller.expansion.isExpanded($0.id)
      }.map(\.id)
      guard !closed.isEmpty else { break }
      screen.table.updateController { controller in
        for id in closed { controller.setExpanded(true, id) }
      }
      _ = screen.serviceLoads(now: .zero)
      depth += 1
    }
    var table = screen.table
    let height = max(1, table.contentHeight)
    table.resize(to: TerminalSize(columns: max(10, width), rows: height))
    table.clearSelection()
    var buffer = CellBuffer(size: TerminalSize(columns: max(10, width), rows: height))
    table.render(into: &buffer, now: .zero)
    return buffer.plainText.split(separator: "\n", omittingEmptySubsequences: false).map(
      String.init)
  }

  /// The plain rendering of the gallery: each screen's title and its expanded list, or only
  /// the screen named `only` (one of ``GalleryScreen/names`` or ``GalleryScreen/filesName``).
  ///
  /// The Files screen shows the current directory's entries, its folders closed: the whole
  /// tree under the current directory can be very large (`foldkit --files PATH` prints a whole
  /// tree).
  ///
  /// - Complexity: O(*v* · *w*) over all screens, plus reading the current directory.
  public static func gallery(
    width: Int, only: String?, language: ScreenLanguage = .english
  ) -> String {
    let size = TerminalSize(columns: max(10, width), rows: 24)
    var out: [String] = []
    let filesOnly = only?.lowercased() == GalleryScreen.filesName
    let only = only.flatMap(ScreenCatalog.canonicalName)
    for name in GalleryScreen.names where !filesOnly && (only == nil || only == name) {
      guard let screen = GalleryScreen.named(name, size: size, language: language) else {
        continue
      }
      out.append("== \(screen.title) ==")
      out += lines(of: screen, width: width)
      out.append("")
    }
    if filesOnly || only == nil {
      let strings = ScreenStrings(language)
      let files = GalleryScreen.files(
        DirectoryReader.currentDirectory, size: size, language: language)
      out.append("== \(files.title) ==")
      out += lines(of: files, width: width, folderDepth: 0)
      out.append(" " + strings.foldersClosedInPlainOutput)
      out.append("")
    }
    return out.joined(separator: "\n")
  }
}
