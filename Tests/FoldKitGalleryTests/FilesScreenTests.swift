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
    // The error row sits where the folder's entries would, one level deeper than the folder.
    let lines = app.render(now: .seconds(1)).plainText.split(separator: "\n").map(String.init)
    let folder = try #require(lines.first { $0.hasSuffix("a/") || $0.contains(" a/ ") })
    let error = try #require(lines.first { $0.contains("⚠") })
    let indent = { (line: String) in line.prefix { $0 == " " || $0 == "›" }.count }
    #expect(indent(error) == indent(folder) + 2, "\(folder)\n\(error)")
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

/// Issue 26, item 6: searching the Files screen.
@Suite struct FilesSearchTests {
  /// A directory with `alpha/` (four files, one of them `alto.txt`), `beta/`, and 60 files.
  static func tree() throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("foldkit-search-\(UUID().uuidString)").path
    for folder in ["alpha", "beta"] {
      try FileManager.default.createDirectory(
        atPath: root + "/" + folder, withIntermediateDirectories: true)
    }
    for name in ["alto.txt", "needle.txt", "one.txt", "two.txt"] {
      _ = FileManager.default.createFile(atPath: root + "/alpha/" + name, contents: Data())
    }
    for number in 10..<70 {
      _ = FileManager.default.createFile(atPath: root + "/f\(number)", contents: Data())
    }
    return root
  }

  static func run(_ root: String, _ keys: String) throws -> (app: GalleryApp, text: String) {
    let size = TerminalSize(columns: 80, rows: 12)
    let app = GalleryApp(
      single: GalleryScreen.files(root, size: GalleryApp.listSize(for: size)), title: root,
      size: size)
    return GallerySnapshot.run(app, events: try KeyScript.events(keys))
  }

  @Test("Files: a folder opened during a search says how many entries the search hides")
  func openedFolderSaysWhatIsHidden() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (_, text) = try Self.run(root, "/ a l enter down right")
    #expect(text.contains("      alto.txt"))
    #expect(!text.contains("needle.txt"))
    #expect(
      text.contains("/al  1 of 2 · alpha/, expanded, 4 items, 3 hidden by the search, 1 of 62"),
      "\(text)")
  }

  @Test("Files: after Esc the selection keeps two lines from the bottom of the list area")
  func escapeKeepsTheMargin() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    for keys in ["/ f 5 9 enter esc", "/ f 5 enter n n n esc", "/ f 3 enter esc", "/ f 2 esc"] {
      let (app, _) = try Self.run(root, keys)
      let table = app.screen.table
      let selection = try #require(table.selection)
      let line = try #require(table.screenLine(ofPosition: selection, now: .seconds(10)))
      // The margin holds wherever the list goes on beyond it.
      let top = table.top(ofPosition: selection)
      let linesBelow = table.contentHeight - top - 1
      #expect(line >= min(2, top), "\(keys): line \(line) of \(table.size.rows)")
      #expect(
        line <= table.size.rows - 1 - min(2, linesBelow),
        "\(keys): line \(line) of \(table.size.rows)")
    }
  }
}
