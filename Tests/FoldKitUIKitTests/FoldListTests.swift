#if os(Linux)
import FoldKit
import FoldKitUIKit
import Observation
import SwiftUIStandIn
import Testing
import UIKitStandIn

/// A folder of the outlines below: a value with children.
struct Folder: Identifiable, Equatable {
  var id: String
  var name: String
  var children: [Folder]?
}

/// A folder as an observable class: a change of its name reaches its row.
@Observable final class FolderModel: Identifiable {
  let id: String
  var name: String
  var children: [FolderModel]?

  init(id: String, name: String, children: [FolderModel]? = nil) {
    self.id = id
    self.name = name
    self.children = children
  }
}

/// A section of folders, with a title for its header.
struct Shelf: Identifiable {
  var id: String
  var title: String
  var folders: [Folder]
}

/// FoldList, the SwiftUI outline over the collection adapter, driven through its bindings as
/// an app and a person would.
@MainActor @Suite struct FoldListTests {
  static let folders = [
    Folder(
      id: "docs", name: "Documents",
      children: [
        Folder(
          id: "work", name: "Work",
          children: [Folder(id: "plan", name: "계획.md"), Folder(id: "notes", name: "Notes.md")]),
        Folder(id: "cv", name: "CV.pdf"),
      ]),
    Folder(id: "photos", name: "Photos", children: [Folder(id: "seoul", name: "서울.jpg")]),
    Folder(id: "todo", name: "todo.txt"),
  ]

  /// The text a row's hosted `Text` shows.
  static func text(of view: UICollectionView, at row: Int, section: Int = 0) -> String? {
    let cell = view.cellForItem(at: IndexPath(row: row, section: section))
    return FoldTableListTests.text(in: cell?.contentConfiguration)
  }

  /// The texts of the rows of section 0, in order (the list is short: every row is on screen).
  static func texts(of view: UICollectionView) -> [String?] {
    (0..<view.numberOfItems(inSection: 0)).map { text(of: view, at: $0) }
  }

  /// Every batch the view recorded passes FoldKit's validator.
  static func expectValidBatches(_ view: UICollectionView) {
    for batch in view.standInBatches {
      let report = BatchUpdateValidator.validate(
        oldCounts: batch.oldCounts, changeset: AdapterHarness.changeset(batch),
        newCounts: batch.newCounts)
      #expect(report.isClean, "\(report)")
    }
  }

  func host<R: UIViewRepresentable>(_ list: R) -> StandInHost<R> {
    let host = StandInHost(list, frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    host.view.layoutIfNeeded()
    return host
  }

  /// Hosts a representable whose type is known only at run time (a view's `some View` body).
  static func hostErased<R: UIViewRepresentable>(_ representable: R) -> (
    host: AnyObject, view: UIView
  ) {
    let host = StandInHost(representable, frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    return (host, host.view)
  }

  @Test func rowsWriteSelectionAndExpansion() throws {
    let selection = State<String?>(wrappedValue: nil)
    let expansion = State<Set<String>>(wrappedValue: [])
    let host = host(
      FoldList(
        Self.folders, children: \.children, selection: selection.projectedValue,
        expansion: expansion.projectedValue
      ) { folder in Text(folder.name) })
    let view = host.view
    #expect(Self.texts(of: view) == ["Documents", "Photos", "todo.txt"])
    // The disclosure opens Documents through the engine and writes the binding.
    let documents = try #require(
      view.cellForItem(at: IndexPath(row: 0, section: 0)) as? UICollectionViewListCell)
    #expect(documents.standInTapAccessory(.outlineDisclosure))
    view.standInFinishAnimations()
    view.layoutIfNeeded()
    #expect(expansion.wrappedValue == ["docs"])
    #expect(Self.texts(of: view) == ["Documents", "Work", "CV.pdf", "Photos", "todo.txt"])
    // A tap on a leaf selects it; a tap on Work selects it and opens it.
    view.standInTapItem(at: IndexPath(row: 2, section: 0))
    view.standInFinishAnimations()
    #expect(selection.wrappedValue == "cv")
    view.standInTapItem(at: IndexPath(row: 1, section: 0))
    view.standInFinishAnimations()
    view.layoutIfNeeded()
    #expect(selection.wrappedValue == "work")
    #expect(expansion.wrappedValue == ["docs", "work"])
    #expect(Self.text(of: view, at: 2) == "계획.md")
    let plan = view.cellForItem(at: IndexPath(row: 2, section: 0)) as? UICollectionViewListCell
    #expect(plan?.indentationLevel == 2)
    // The next SwiftUI update shows Work selected.
    host.standInUpdate(host.representable)
    #expect(view.cellForItem(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    #expect(view.cellForItem(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    Self.expectValidBatches(view)
  }

  @Test func bindingsSetByTheAppOpenCloseAndReveal() async throws {
    let selection = State<String?>(wrappedValue: nil)
    let expansion = State<Set<String>>(wrappedValue: ["photos"])
    let host = host(
      FoldList(
        Self.folders, children: \.children, selection: selection.projectedValue,
        expansion: expansion.projectedValue
      ) { folder in Text(folder.name) })
    let view = host.view
    let adapter = try #require(host.context.coordinator.adapter)
    // Open from the start, as the binding says.
    #expect(Self.texts(of: view) == ["Documents", "Photos", "서울.jpg", "todo.txt"])
    // The app closes Photos and opens Documents: batches, no reload.
    expansion.wrappedValue = ["docs"]
    host.standInUpdate(host.representable)
    view.standInFinishAnimations()
    view.layoutIfNeeded()
    #expect(Self.texts(of: view) == ["Documents", "Work", "CV.pdf", "Photos", "todo.txt"])
    #expect(!view.standInBatches.isEmpty)
    // The app selects a deep item: its ancestors open and the binding hears of them once
    // SwiftUI's update is over (state must not change during one).
    selection.wrappedValue = "notes"
    host.standInUpdate(host.representable)
    #expect(adapter.controller.expansion.isExpanded("work"))
    #expect(expansion.wrappedValue == ["docs"])
    view.standInFinishAnimations()
    view.layoutIfNeeded()
    await Task.yield()
    #expect(expansion.wrappedValue == ["docs", "work"])
    #expect(Self.texts(of: view).contains("Notes.md"))
    Self.expectValidBatches(view)
  }

  @Test func aSetSelectionGainsAndLosesTappedRows() throws {
    let selection = State<Set<String>>(wrappedValue: ["todo"])
    let host = host(
      FoldList(Self.folders, children: \.children, selection: selection.projectedValue) {
        folder in Text(folder.name)
      })
    let view = host.view
    host.standInUpdate(host.representable)
    #expect(view.cellForItem(at: IndexPath(row: 2, section: 0))?.isSelected == true)
    view.standInTapItem(at: IndexPath(row: 2, section: 0))
    view.standInTapItem(at: IndexPath(row: 0, section: 0))
    view.standInFinishAnimations()
    #expect(selection.wrappedValue == ["docs"])
    // From outside: the app selects Photos too; the rows on screen show it on the next update.
    selection.wrappedValue.insert("photos")
    host.standInUpdate(host.representable)
    view.layoutIfNeeded()
    let photos = try #require(host.context.coordinator.adapter?.controller.indexPath(of: "photos"))
    #expect(view.cellForItem(at: IndexPath(row: photos.row, section: 0))?.isSelected == true)
  }

  @Test func theSameDataBuildsNothingAndNewDataIsOneDiff() async throws {
    let expansion = State<Set<String>>(wrappedValue: ["docs"])
    var folders = Self.folders
    let host = host(
      FoldList(folders, children: \.children, expansion: expansion.projectedValue) { folder in
        Text(folder.name)
      })
    let view = host.view
    let coordinator = host.context.coordinator
    let adapter = try #require(coordinator.adapter)
    #expect(coordinator.snapshotBuildCount == 1)
    let shown = adapter.controller.snapshot
    // SwiftUI updates the view with the same array (another state changed): nothing is built,
    // nothing is diffed, the engine keeps its snapshot.
    for _ in 0..<3 {
      host.standInUpdate(
        FoldList(folders, children: \.children, expansion: expansion.projectedValue) { folder in
          Text(folder.name)
        })
    }
    #expect(coordinator.snapshotBuildCount == 1)
    #expect(view.standInBatches.isEmpty)
    #expect(adapter.controller.snapshot.nodes.count == shown.nodes.count)
    // New data: a renamed file and a new child of Documents, one build and one diff; Documents
    // stays open (expansion kept by ID).
    folders[0].children?.append(Folder(id: "taxes", name: "Taxes 2026"))
    folders[2].name = "todo.md"
    host.standInUpdate(
      FoldList(folders, children: \.children, expansion: expansion.projectedValue) { folder in
        Text(folder.name)
      })
    view.standInFinishAnimations()
    view.layoutIfNeeded()
    #expect(coordinator.snapshotBuildCount == 2)
    #expect(view.standInBatches.count == 1)
    #expect(view.standInBatches.first?.insertedRows.count == 1)
    #expect(
      Self.texts(of: view) == ["Documents", "Work", "CV.pdf", "Taxes 2026", "Photos", "todo.md"])
    #expect(expansion.wrappedValue == ["docs"])
    // Data without Documents closes it: the binding is written after SwiftUI's update.
    folders.removeFirst()
    host.standInUpdate(
      FoldList(folders, children: \.children, expansion: expansion.projectedValue) { folder in
        Text(folder.name)
      })
    #expect(expansion.wrappedValue == ["docs"])
    await Task.yield()
    #expect(expansion.wrappedValue == [])
    view.standInFinishAnimations()
    view.layoutIfNeeded()
    #expect(Self.texts(of: view) == ["Photos", "todo.md"])
    Self.expectValidBatches(view)
  }

  @Test func anObservableChangeReachesItsRowOnScreen() throws {
    let seoul = FolderModel(id: "seoul", name: "서울.jpg")
    let folders = [
      FolderModel(id: "photos", name: "Photos", children: [seoul]),
      FolderModel(id: "todo", name: "todo.txt"),
    ]
    let expansion = State<Set<String>>(wrappedValue: ["photos"])
    let host = host(
      FoldList(folders, children: \.children, expansion: expansion.projectedValue) { folder in
        Text(folder.name)
      })
    let view = host.view
    // SwiftUI's update after the first layout configures the rows on screen, observing them.
    host.standInUpdate(host.representable)
    #expect(!host.needsUpdate)
    seoul.name = "부산.jpg"
    #expect(host.needsUpdate)
    host.runPendingUpdates()
    #expect(Self.text(of: view, at: 1) == "부산.jpg")
    #expect(host.context.coordinator.snapshotBuildCount == 1)
    #expect(view.standInBatches.isEmpty)
  }

  @Test func rowsAreContainersValuedWithTheirState() throws {
    let host = host(FoldList(Self.folders, children: \.children) { folder in Text(folder.name) })
    let cell = try #require(host.view.cellForItem(at: IndexPath(row: 0, section: 0)))
    #expect(!cell.isAccessibilityElement)
    let value = (cell.contentConfiguration as? any HostedRowValue)?.rowValue
    #expect(value?.hasPrefix("Collapsed") == true, "\(value ?? "none")")
  }

  @Test func swipeActionsAndContextMenusAreTheItemsOwn() throws {
    var swiped: [String] = []
    var menus: [String] = []
    let list = FoldList(Self.folders, children: \.children) { folder in Text(folder.name) }
      .rowSwipeActions(edge: .leading) { folder in
        swiped.append("leading " + folder.id)
        return UISwipeActionsConfiguration(actions: [])
      }
      .rowSwipeActions { folder in
        swiped.append("trailing " + folder.id)
        return folder.children == nil ? UISwipeActionsConfiguration(actions: []) : nil
      }
      .rowContextMenu { folder in
        menus.append(folder.id)
        return UIContextMenuConfiguration()
      }
    let host = host(list)
    let view = host.view
    #expect(view.standInSwipeActions(leading: true, at: IndexPath(row: 1, section: 0)) != nil)
    #expect(view.standInSwipeActions(leading: false, at: IndexPath(row: 0, section: 0)) == nil)
    #expect(view.standInSwipeActions(leading: false, at: IndexPath(row: 2, section: 0)) != nil)
    #expect(swiped == ["leading photos", "trailing docs", "trailing todo"])
    let menu = view.delegate?.collectionView(
      view, contextMenuConfigurationForItemAt: IndexPath(row: 2, section: 0), point: .zero)
    #expect(menu != nil)
    #expect(menus == ["todo"])
    // A later update keeps the providers (and the layout) and calls its own closures.
    host.standInUpdate(
      FoldList(Self.folders, children: \.children) { folder in Text(folder.name) }
        .rowContextMenu { _ in nil })
    let none = view.delegate?.collectionView(
      view, contextMenuConfigurationForItemAt: IndexPath(row: 2, section: 0), point: .zero)
    #expect(none == nil)
    #expect(view.standInSwipeActions(leading: true, at: IndexPath(row: 1, section: 0)) == nil)
  }

  @Test func sectionsHaveSwiftUIHeadersAndFooters() throws {
    let shelves = [
      Shelf(id: "home", title: "Home", folders: Array(Self.folders.prefix(2))),
      Shelf(id: "work", title: "Office", folders: [Folder(id: "memo", name: "memo.txt")]),
    ]
    let host = host(
      FoldList(sections: shelves, items: \.folders, children: \.children) { folder in
        Text(folder.name)
      } header: { shelf in
        Text(shelf.title)
      } footer: { _ in
        EmptyView()
      }
      .layoutMetrics(LayoutMetrics(style: .plain, header: .fixed(40), headerTopPadding: 0))
      .listAppearance(.sidebar))
    let view = host.view
    #expect(view.numberOfSections == 2)
    #expect(Self.text(of: view, at: 0, section: 1) == "memo.txt")
    let header = view.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(row: 0, section: 1))
    let hosted = (header as? UICollectionViewListCell)?.contentConfiguration
    #expect(
      (hosted as? UIHostingConfiguration<Text, EmptyView>)?.standInContent.standInString == "Office"
    )
    #expect(view.standInFrameOfHeader(inSection: 1)?.height == 40)
    let footer = view.supplementaryView(
      forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(row: 0, section: 0))
    #expect(footer == nil || footer?.frame.height == 0)
    // Another appearance on a later update reaches the list configuration, without a rebuild.
    var inset = host.representable
    inset.appearance = .insetGrouped
    host.standInUpdate(inset)
    #expect(host.context.coordinator.adapter?.listConfiguration.appearance == .insetGrouped)
    #expect(host.context.coordinator.snapshotBuildCount == 1)
  }

  @Test func repeatedIDsKeepTheDataShownAndSayWhich() throws {
    var folders = Self.folders
    let host = host(FoldList(folders, children: \.children) { folder in Text(folder.name) })
    folders.append(Folder(id: "cv", name: "CV copy.pdf"))
    host.standInUpdate(FoldList(folders, children: \.children) { folder in Text(folder.name) })
    let coordinator = host.context.coordinator
    #expect(coordinator.dataError?.kind == .duplicateItemID)
    #expect(coordinator.dataError?.id == "cv")
    #expect(Self.texts(of: host.view) == ["Documents", "Photos", "todo.txt"])
    #expect(host.view.standInBatches.isEmpty)
    // The same faulty array is not built again; a corrected one is shown.
    host.standInUpdate(FoldList(folders, children: \.children) { folder in Text(folder.name) })
    #expect(coordinator.snapshotBuildCount == 2)
    folders.removeLast()
    host.standInUpdate(FoldList(folders, children: \.children) { folder in Text(folder.name) })
    #expect(coordinator.snapshotBuildCount == 3)
    #expect(coordinator.dataError == nil)
  }
}

/// At 100,000 items a SwiftUI update with the same array builds nothing, and a disclosure is
/// one batch of the rows it shows.
@MainActor @Suite struct FoldListLargeTests {
  @Test func hundredThousandItemsUpdateWithoutRebuilding() throws {
    let folders = (0..<100).map { parent in
      Folder(
        id: "f\(parent)", name: "Folder \(parent)",
        children: (0..<1000).map { Folder(id: "f\(parent)-\($0)", name: "File \($0)") })
    }
    let expansion = State<Set<String>>(wrappedValue: [])
    let list = FoldList(folders, children: \.children, expansion: expansion.projectedValue) {
      folder in Text(folder.name)
    }
    let host = StandInHost(list, frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    let view = host.view
    view.layoutIfNeeded()
    let coordinator = host.context.coordinator
    #expect(view.numberOfItems(inSection: 0) == 100)
    for _ in 0..<10 { host.standInUpdate(list) }
    #expect(coordinator.snapshotBuildCount == 1)
    let first = try #require(
      view.cellForItem(at: IndexPath(row: 0, section: 0)) as? UICollectionViewListCell)
    #expect(first.standInTapAccessory(.outlineDisclosure))
    view.standInFinishAnimations()
    #expect(view.standInBatches.count == 1)
    #expect(view.standInBatches.first?.insertedRows.count == 1000)
    #expect(view.numberOfItems(inSection: 0) == 1100)
    #expect(expansion.wrappedValue == ["f0"])
    host.standInUpdate(list)
    #expect(coordinator.snapshotBuildCount == 1)
    #expect(view.standInBatches.count == 1)
  }
}

/// A hosting configuration whose row carries an accessibility value.
@MainActor protocol HostedRowValue {
  var rowValue: String? { get }
}

extension UIHostingConfiguration: HostedRowValue {
  var rowValue: String? { (standInContent as? any RowValue)?.rowValue }
}

/// A FoldList row's accessibility value, as its body attaches it.
@MainActor protocol RowValue {
  var rowValue: String? { get }
}

extension FoldListRow: RowValue {
  var rowValue: String? {
    typealias Attached = ModifiedContent<
      ModifiedContent<RowContent, AccessibilityAttachmentModifier>, AccessibilityAttachmentModifier
    >
    return (body as? Attached)?.modifier.standInValue?.standInString
  }
}
#endif
