#if os(Linux)
import FoldKit
import FoldKitUIKit
import Testing
import UIKitStandIn

/// The app's people, as the README's editing example keeps them.
struct People {
  var snapshot = contacts

  /// The snapshot without the people of `ids`.
  mutating func remove(_ ids: [String]) -> Snapshot<String, String, Person> {
    snapshot = EditingHarness.snapshot(snapshot, removing: Set(ids))
    return snapshot
  }
}

/// The README's Contacts table, in editing mode.
@MainActor final class EditableContacts {
  let tableView = ListTableView(
    frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
  let adapter: ListTableAdapter<String, String, Person>
  var people = People()
  var title = ""

  init() {
    adapter = ListTableAdapter(
      tableView: tableView,
      layout: ListLayout(
        controller: ListController(snapshot: contacts, policy: .exclusiveInList),
        metrics: LayoutMetrics(style: .plain, rowHeight: .fixed(45), header: .fixed(60)),
        width: 320, viewportHeight: 600)
    ) { cell, row in
      var content = cell.defaultContentConfiguration()
      content.text = row.content.name
      cell.contentConfiguration = content
    }
  }
}

// README: UIKit editing begin
extension EditableContacts {
  func startEditing() {
    adapter.reordersRows = true  // reorder controls, wired to the engine
    adapter.moveRule = { $0.parent == nil }  // people never go into a person
    adapter.deletesBySwipe = true  // swipe, or "Delete" for the selection
    adapter.removeItems = { [unowned self] ids in people.remove(ids) }  // the app's data
    adapter.onUndo = { [unowned self] edit in  // undoLastEdit() puts rows back
      if case .delete(_, let before) = edit { people.snapshot = before }
    }
    tableView.allowsMultipleSelectionDuringEditing = true
    adapter.allowsTwoFingerSelection = true  // a two-finger pan selects a range
    adapter.onSelectionChange = { [unowned self] selection in
      title = "\(selection.count) selected"  // kept by ID through new data
    }
    adapter.setEditing(true, animated: true)
  }

  func deleteSelected() { adapter.deleteSelectedItems() }
  func undo() { adapter.undoLastEdit() }
}
// README: UIKit editing end

@MainActor @Suite(.serialized) struct ReadmeEditingUIKitTests {
  @Test func theReadmeShowsTheEditingCode() throws {
    try expectReadmeShows(section: "UIKit editing")
  }

  @Test func theReadmeEditingCodeWorks() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let screen = EditableContacts()
    window.addSubview(screen.tableView)
    screen.tableView.layoutIfNeeded()
    screen.startEditing()
    screen.tableView.standInTapRow(at: IndexPath(row: 0, section: 0))
    screen.tableView.standInTapRow(at: IndexPath(row: 1, section: 1))
    screen.tableView.standInFinishAnimations()
    #expect(screen.title == "2 selected")
    screen.deleteSelected()
    screen.tableView.standInFinishAnimations()
    #expect(screen.tableView.numberOfRows(inSection: 0) == 0)
    #expect(screen.people.snapshot.nodes.map(\.id) == ["lee"])
    screen.undo()
    screen.tableView.standInFinishAnimations()
    #expect(screen.people.snapshot.nodes.map(\.id) == ["kim", "lee", "park"])
    #expect(screen.adapter.selection.items == ["kim", "park"])
    // Lee is dropped above Kim, in Family.
    screen.tableView.standInReorder(
      from: IndexPath(row: 0, section: 1), over: [IndexPath(row: 0, section: 0)])
    screen.tableView.standInFinishAnimations()
    #expect(screen.adapter.controller.indexPath(of: "lee") == ListIndexPath(section: 0, row: 0))
  }
}
#endif
