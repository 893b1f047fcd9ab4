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

/// A `readFile` for `GalleryCommand.plan` that knows the files of `contents` (path to text) and
/// says "No such file or directory" for any other.
func files(_ contents: [String: String] = [:])
  -> @Sendable (String) throws(GalleryCommand.ReadFailure) -> [UInt8]
{
  { path throws(GalleryCommand.ReadFailure) in
    guard let text = contents[path] else {
      throw GalleryCommand.ReadFailure("No such file or directory")
    }
    return Array(text.utf8)
  }
}
