#if os(Linux)
import FoldKit
import FoldKitUIKit
import Foundation
import SwiftUIStandIn
import Testing
import UIKitStandIn

// README: FoldList begin
struct FileNode: Identifiable {
  let id: String
  var name: String
  var children: [FileNode]?
}

struct FilesView: View {
  @State var files = [
    FileNode(
      id: "work", name: "Work",
      children: [FileNode(id: "plan", name: "계획.md"), FileNode(id: "notes", name: "Notes.md")]),
    FileNode(id: "photos", name: "Photos", children: [FileNode(id: "seoul", name: "서울.jpg")]),
  ]
  @State var selection: String?
  @State var expansion: Set<String> = []

  var body: some View {
    FoldList(files, children: \.children, selection: $selection, expansion: $expansion) { file in
      Text(file.name)
    }
  }
}
// README: FoldList end

/// The README's FoldList section, kept compiling and true.
@MainActor @Suite struct ReadmeSwiftUITests {
  @Test func foldListSectionOpensAFolderAndSelectsAFile() throws {
    let files = FilesView()
    guard let list = files.body as? any UIViewRepresentable else {
      Issue.record("FilesView's body is not a representable")
      return
    }
    let (host, hosted) = FoldListTests.hostErased(list)
    defer { withExtendedLifetime(host) {} }
    let view = try #require(hosted as? UICollectionView)
    view.layoutIfNeeded()
    let work = try #require(
      view.cellForItem(at: IndexPath(row: 0, section: 0)) as? UICollectionViewListCell)
    #expect(work.standInTapAccessory(.outlineDisclosure))
    view.standInFinishAnimations()
    view.layoutIfNeeded()
    #expect(files.expansion == ["work"])
    #expect(FoldListTests.text(of: view, at: 1) == "계획.md")
    view.standInTapItem(at: IndexPath(row: 2, section: 0))
    #expect(files.selection == "notes")
  }

  /// The README shows the section's code exactly as this file compiles it.
  @Test func readmeShowsTheCompiledCode() throws {
    try expectReadmeShows(section: "FoldList")
  }
}
#endif
