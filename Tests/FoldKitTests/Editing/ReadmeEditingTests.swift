import FoldKit
import Testing

/// The "Editing" part of README.md, kept compiling and true.
@Suite struct ReadmeEditingTests {
  static func contacts() -> ListController<String, String, String> {
    let snapshot = Snapshot<String, String, String>(uncheckedSections: [
      ListSection(
        id: "family", header: "Family",
        items: [ListItem(id: "kim", content: "김민준", hasDetail: true)]),
      ListSection(
        id: "friend", header: "Friend",
        items: [
          ListItem(id: "lee", content: "이서연", hasDetail: true),
          ListItem(id: "park", content: "박지훈", hasDetail: true),
        ]),
    ])
    return ListController(snapshot: snapshot, policy: .exclusiveInList)
  }

  @Test func movingWithRules() throws {
    var list = Self.contacts()
    let before = MoveTests.keys(list)
    var undoStack: [MoveUndo<String, String>] = []
    let rule: ListController<String, String, String>.MoveRule = { $0.parent != "archive" }
    let moved = try list.move(["lee", "park"], to: .section("family", at: 0), rule: rule)
    MoveTests.check(moved.changeset, from: before, to: list)
    #expect(moved.changeset.movedRows.count == 2 && moved.changeset.reloadedRows.isEmpty)
    undoStack.append(moved.undo)
    #expect(list.item(at: ListIndexPath(section: 0, row: 0)) == "lee")
    #expect(throws: MoveRefusal.rejectedByRule) {
      try list.move(["kim"], to: .lastChild(of: "lee"), rule: { _ in false })
    }
    #expect(throws: MoveRefusal.unknownItem) {
      try list.move(["kim"], to: .lastChild(of: "archive"), rule: rule)
    }
    try list.undoMove(undoStack.removeLast())
    #expect(MoveTests.keys(list) == before)
  }

  @Test func multiSelection() {
    var list = Self.contacts()
    list.selectItem("kim")
    list.extendSelection(to: "park")
    #expect(list.selection.count == 3)
    list.toggleSelection(of: "lee")
    #expect(list.selectedItems == ["kim", "park"])
    list.selectAll(inSection: 1)
    #expect(list.selection.count == 3)
    list.setCollapsed(true, section: 1)
    #expect(list.hiddenSelectionCount == 2)
    #expect(list.selectedDescendantCount(of: "kim") == 0)
    let shown = list.reveal("park", select: true)
    #expect(shown.scroll?.indexPath == ListIndexPath(section: 1, row: 1))
    #expect(list.selection.items == ["park"])
  }
}
