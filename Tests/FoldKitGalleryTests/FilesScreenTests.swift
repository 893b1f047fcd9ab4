import FoldKit
import FoldKitGallery
import FoldKitTerminal
import Foundation
import Testing

@Suite struct FilesScreenTests {
  /// A fresh directory tree: `a/` with `b/` and `x.txt` in it, `z.md`, and a link loop in `b/`.
  static func tree() throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("foldkit-files-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: root + "/a/b", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: root + "/a/x.txt", contents: Data())
    _ = FileManager.default.createFile(atPath: root + "/z.md", contents: Data())
    try FileManager.default.createSymbolicLink(atPath: root + "/a/b/up", withDestinationPath: "..")
    return root
  }

  static func names(_ app: GalleryApp) -> [String] {
    let controller = app.screen.table.controller
    return (0..<controller.numberOfRows(inSection: 0)).map {
      let row = controller.row(at: ListIndexPath(section: 0, row: $0))
      return row.kind == .status
        ? "!" + (row.loadFailure ?? "loading") : (row.content?.text ?? "?")
    }
  }

  static func app(_ root: String) -> GalleryApp {
    let size = TerminalSize(columns: 60, rows: 16)
    return GalleryApp(
      single: GalleryScreen.files(root, size: GalleryApp.listSize(for: size)), title: root,
      size: size)
  }

  @Test("Files: the root's entries show at once, folders first; a folder reads on opening")
  func foldersReadWhenTheyOpen() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    var app = Self.app(root)
    #expect(Self.names(app) == [root, "a/", "z.md"])
    _ = app.handle(.key(KeyEvent(.down)), now: .zero)
    _ = app.handle(.key(KeyEvent(.right)), now: .zero)
    #expect(Self.names(app) == [root, "a/", "b/", "x.txt", "z.md"])
    #expect(app.screen.table.controller.loads.isEmpty)
  }

  @Test("Files: a symbolic link is a leaf, never followed, so a loop ends")
  func linksAreNotFollowed() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    var app = Self.app(root)
    for key in [KeyEvent(.down), KeyEvent(.right), KeyEvent(.down), KeyEvent(.right)] {
      _ = app.handle(.key(key), now: .zero)
    }
    #expect(Self.names(app) == [root, "a/", "b/", "up → ..", "x.txt", "z.md"])
    let link = app.screen.table.controller.row(at: ListIndexPath(section: 0, row: 3))
    #expect(!link.isExpandable)
  }

  @Test("Files: a folder that cannot be read shows its error; selecting the row reads again")
  func unreadableFoldersShowAnError() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    var app = Self.app(root)
    try FileManager.default.removeItem(atPath: root + "/a")
    _ = app.handle(.key(KeyEvent(.down)), now: .zero)
    _ = app.handle(.key(KeyEvent(.right)), now: .zero)
    #expect(Self.names(app) == [root, "a/", "!\(root)/a: No such file or directory", "z.md"])
    try FileManager.default.createDirectory(atPath: root + "/a", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: root + "/a/new.txt", contents: Data())
    _ = app.handle(.key(KeyEvent(.down)), now: .zero)
    _ = app.handle(.key(KeyEvent(.enter)), now: .zero)
    #expect(Self.names(app) == [root, "a/", "new.txt", "z.md"])
  }

  @Test("Files: the error row speaks the screen's language")
  func errorRowIsInTheScreensLanguage() throws {
    // Wide enough for the temporary folder's path and the message after it.
    let size = TerminalSize(columns: 160, rows: 16)
    let cases = [(ScreenLanguage.english, "— Enter retries"), (.korean, "— Enter로 다시 시도")]
    for (language, hint) in cases {
      let root = try Self.tree()
      defer { try? FileManager.default.removeItem(atPath: root) }
      var app = GalleryApp(
        single: GalleryScreen.files(
          root, size: GalleryApp.listSize(for: size), language: language),
        title: root, size: size)
      try FileManager.default.removeItem(atPath: root + "/a")
      _ = app.handle(.key(KeyEvent(.down)), now: .zero)
      _ = app.handle(.key(KeyEvent(.right)), now: .zero)
      let frame = app.render(now: .zero).plainText
      #expect(frame.contains("/a: No such file or directory \(hint)"), "\(language)")
    }
  }
}
