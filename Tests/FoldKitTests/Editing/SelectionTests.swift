import FoldKit
import Testing

/// The selection as a value beside expansion: modes, ranges, select all, and what it keeps.
@Suite struct SelectionTests {
  typealias List = ListController<String, String, String>

  @Test func toggleExtendAndSelectAllInVisibleOrder() {
    var list = MoveTests.outline()
    list.selectItem("p1")
    #expect(list.selection.items == ["p1"] && list.selection.anchor == "p1")
    // From p1 down to q: p1, p2, p2a, q (the detail row of p is above, and never selected).
    var change = list.extendSelection(to: "q")
    #expect(Set(change.added) == ["p2", "p2a", "q"] && change.count == 4)
    // Extending again from the same anchor replaces the range.
    change = list.extendSelection(to: "p2")
    #expect(Set(change.removed) == ["p2a", "q"])
    #expect(list.selection.items == ["p1", "p2"])
    // A toggle keeps the rest and moves the anchor; a range then adds to what is selected.
    list.toggleSelection(of: "s")
    list.extendSelection(to: "t")
    #expect(list.selection.items == ["p1", "p2", "s", "t"])
    #expect(list.selectedItems == ["p1", "p2", "s", "t"])
    #expect(list.isSelected(at: ListIndexPath(section: 1, row: 1)))
    #expect(!list.isSelected(at: ListIndexPath(section: 0, row: 1)))
    change = list.selectAll(inSection: 1)
    #expect(change.added.isEmpty)
    change = list.selectAll()
    #expect(Set(change.added) == ["p", "q", "r", "p2a"])
    #expect(list.clearSelection().removed.count == 8)
    #expect(list.selection.isEmpty)
  }

  @Test func singleAndNoneModes() {
    var list = MoveTests.outline()
    list.setSelectionMode(.single)
    list.selectItem("q")
    list.toggleSelection(of: "r")
    #expect(list.selection.items == ["r"])
    list.extendSelection(to: "p1")
    #expect(list.selection.items == ["p1"])
    #expect(list.selectAll().added.isEmpty)
    let change = list.setSelectionMode(.none)
    #expect(change.removed == ["p1"])
    list.selectItem("q")
    #expect(list.selection.isEmpty)
  }

  @Test func keptAcrossNewDataFiltersAndCollapse() throws {
    var list = MoveTests.outline()
    list.selectItem("p2a")
    list.toggleSelection(of: "q")
    list.toggleSelection(of: "s")
    // Collapsing p keeps p2a selected; p reports that it holds a selected descendant.
    list.toggle("p")
    #expect(list.selection.items == ["p2a", "q", "s"])
    #expect(list.selectedDescendantCount(of: "p") == 1)
    #expect(list.hiddenSelectionCount == 1)
    list.toggle("p")
    // A filter hides q and s; they stay selected and are counted as hidden.
    list.filter { $0.hasPrefix("p") }
    #expect(list.selection.count == 3 && list.hiddenSelectionCount == 2)
    list.clearFilter()
    #expect(list.hiddenSelectionCount == 0)
    // New data without q: q leaves the selection and is reported.
    let next = Snapshot<String, String, String>(uncheckedSections: [
      ListSection(id: "a", items: [ListItem(id: "p2a", content: "p2a")]),
      ListSection(id: "b", items: [ListItem(id: "s", content: "s")]),
    ])
    _ = list.update(to: next)
    #expect(list.selection.items == ["p2a", "s"])
    #expect(list.selection.removedByLastUpdate == ["q"])
    _ = list.update(to: next)
    #expect(list.selection.removedByLastUpdate.isEmpty)
  }

  @Test func newDataWithEveryItemShownLooksUpOnlyDeletedRows() {
    var list = MoveTests.outline()
    list.toggle("p")
    list.toggle("p")  // p open again: every item has a row
    list.selectAll()
    #expect(list.selection.count == 8)
    // New data: p2 (with p2a) and t deleted, q moved into p1, the headers the same.
    let next = Snapshot<String, String, String>(uncheckedSections: [
      ListSection(
        id: "a", header: "A",
        items: [
          ListItem(
            id: "p", content: "p",
            children: [
              ListItem(id: "p1", content: "p1", children: [ListItem(id: "q", content: "q")])
            ],
            hasDetail: true),
          ListItem(id: "r", content: "r"),
        ]),
      ListSection(id: "b", header: "B", items: [ListItem(id: "s", content: "s")]),
    ])
    _ = list.update(to: next)
    #expect(Set(list.selection.removedByLastUpdate) == ["p2", "p2a", "t"])
    #expect(list.selection.items == ["p", "p1", "q", "r", "s"])
  }

  @Test func movesKeepTheSelection() throws {
    var list = MoveTests.outline()
    list.selectItem("q")
    list.toggleSelection(of: "t")
    try list.move(list.selectedItems, to: .firstChild(of: "p1"))
    #expect(list.selection.items == ["q", "t"])
    #expect(list.selectedDescendantCount(of: "p") == 2)
  }
}
