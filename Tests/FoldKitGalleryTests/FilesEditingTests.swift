import FoldKit
import FoldKitGallery
import FoldKitTerminal
import Foundation
import Testing

@Suite struct FilesEditingTests {
  /// A tree deep enough to scroll: `deep/` holding `inner/` holding 30 files of 100 bytes each,
  /// then `top.txt` of 2,000 bytes.
  static func tree() throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("foldkit-sticky-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: root + "/deep/inner", withIntermediateDirectories: true)
    for index in 0..<30 {
      let name = root + "/deep/inner/file-\(index < 10 ? "0" : "")\(index).txt"
      _ = FileManager.default.createFile(atPath: name, contents: Data(repeating: 65, count: 100))
    }
    _ = FileManager.default.createFile(
      atPath: root + "/top.txt", contents: Data(repeating: 66, count: 2_000))
    return root
  }

  static func app(_ root: String, keys: String) throws -> (app: GalleryApp, text: String) {
    let size = TerminalSize(columns: 40, rows: 12)
    let app = GalleryApp(
      single: GalleryScreen.files(root, size: GalleryApp.listSize(for: size)), title: "files",
      size: size)
    return GallerySnapshot.run(app, events: try KeyScript.events(keys))
  }

  @Test("Files: scrolling deep in a folder keeps its ancestors pinned at the top")
  func ancestorsStayPinned() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (app, text) = try Self.app(root, keys: "down right down right pgdn pgdn")
    let lines = listLines(text)
    #expect(app.screen.table.scrollOffset > 3)
    #expect(lines[0].hasPrefix("  /tmp/foldkit-sticky-"), "\(text)")
    #expect(lines[1].hasPrefix("    deep/"), "\(text)")
    #expect(lines[2].hasPrefix("      inner/"), "\(text)")
    #expect(lines[3].contains("file-"), "\(text)")
    // A click on a pinned row selects that folder.
    var clicked = app
    _ = clicked.handle(.mouse(MouseEvent(.press(.left), column: 8, row: 3)), now: .zero)
    #expect(clicked.screen.table.selectedItem == root + "/deep")
    // At the top nothing is pinned: each row shows in its own place.
    let (_, top) = try Self.app(root, keys: "down right down right")
    #expect(listLines(top)[3].hasPrefix("        file-00.txt"), "\(top)")
  }

  @Test("Files: the pinned folder is pushed up as the next entry after it arrives")
  func pinnedFolderIsPushedUp() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    // At the end of the list, `inner/` has scrolled away and `top.txt` follows `deep/`.
    let (_, text) = try Self.app(root, keys: "down right down right end")
    let lines = listLines(text)
    #expect(lines.last?.hasPrefix("›   top.txt") == true, "\(text)")
    #expect(!lines.dropLast().last!.contains("inner/"), "\(text)")
  }

  @Test("Files: marked entries are counted with their total size, and D changes nothing")
  func marksCountAndAddUp() throws {
    let root = try Self.tree()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let (app, _) = try Self.app(root, keys: "down right down right down m J J end m")
    #expect(app.screen.table.controller.selection.count == 4)
    #expect(app.screen.status == "4 selected, 2.2 KB")
    let (deleted, _) = try Self.app(root, keys: "end m D delete")
    #expect(deleted.screen.status == "Files are never changed: marking only counts")
    #expect(FileManager.default.fileExists(atPath: root + "/top.txt"))
    #expect(deleted.screen.table.controller.snapshot.nodes.contains { $0.id == root + "/top.txt" })
  }
}
