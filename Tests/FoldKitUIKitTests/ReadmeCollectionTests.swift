#if os(Linux)
import FoldKit
import FoldKitUIKit
import Foundation
import Testing
import UIKitStandIn

// README: UICollectionView begin
final class FilesViewController: UIViewController {
  let collectionView = ListCollectionView(
    frame: .zero,
    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
  )
  var adapter: ListCollectionAdapter<String, String, String>?

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.frame = view.bounds
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    let files = Snapshot<String, String, String>(uncheckedSections: [
      ListSection(
        id: "documents", header: "Documents",
        items: [
          ListItem(
            id: "work", content: "Work",
            children: [
              ListItem(id: "plan", content: "계획.md"), ListItem(id: "notes", content: "Notes.md"),
            ]),
          ListItem(
            id: "photos", content: "Photos", children: [ListItem(id: "seoul", content: "서울.jpg")]),
        ])
    ])
    adapter = ListCollectionAdapter(
      collectionView: collectionView, controller: ListController(snapshot: files),
      metrics: LayoutMetrics(style: .plain, rowHeight: .fixed(44), header: .fixed(40)),
      listConfiguration: .init(appearance: .sidebar)
    ) { cell, row in
      var content = cell.defaultContentConfiguration()
      content.text = row.content
      cell.contentConfiguration = content
    }
  }
}
// README: UICollectionView end

/// The README's UICollectionView section, kept compiling and true.
@MainActor @Suite struct ReadmeCollectionTests {
  @Test func collectionSectionOpensAFolderByItsDisclosure() throws {
    let controller = FilesViewController(nibName: nil, bundle: nil)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(controller.view)
    let view = controller.collectionView
    view.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 2)
    let work = try #require(
      view.cellForItem(at: IndexPath(row: 0, section: 0)) as? UICollectionViewListCell)
    #expect(work.standInTapAccessory(.outlineDisclosure))
    view.standInFinishAnimations()
    view.layoutIfNeeded()
    #expect(view.numberOfItems(inSection: 0) == 4)
    let plan = view.cellForItem(at: IndexPath(row: 1, section: 0)) as? UICollectionViewListCell
    #expect((plan?.contentConfiguration as? UIListContentConfiguration)?.text == "계획.md")
    #expect(plan?.indentationLevel == 1)
    #expect(controller.adapter?.controller.expansion.isExpanded("work") == true)
  }

  /// The README shows the section's code exactly as this file compiles it.
  @Test func readmeShowsTheCompiledCode() throws {
    try expectReadmeShows(section: "UICollectionView")
  }
}
#endif
