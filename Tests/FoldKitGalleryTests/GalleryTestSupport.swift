import FoldKit
import FoldKitGallery
import FoldKitTerminal

/// The gallery at `size` on `screen` after `keys`, and its frame as plain text.
func journey(_ screen: String, _ keys: String, columns: Int = 40, rows: Int = 16) throws
  -> (app: GalleryApp, text: String)
{
  let app = GalleryApp(size: TerminalSize(columns: columns, rows: rows), initial: screen)
  return GallerySnapshot.run(app, events: try KeyScript.events(keys))
}

/// The rows of a frame literal: the text between the tab bar's rule and the status line.
func listLines(_ text: String) -> [String] {
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  return Array(lines.dropFirst(2).dropLast(2))
}
