import FoldKit
import Testing

/// Revealing an item by ID: its section and ancestors open, children load on the way.
@Suite struct RevealTests {
  @Test func opensTheAncestorsAndSection() {
    var list = MoveTests.outline()
    list.toggle("p")
    list.setCollapsed(true, section: 0)
    let old = MoveTests.keys(list)
    let outcome = list.reveal("p2a", position: .middle, select: true)
    MoveTests.check(outcome.changeset, from: old, to: list)
    #expect(
      outcome.scroll
        == ScrollRequest(indexPath: ListIndexPath(section: 0, row: 4), position: .middle))
    #expect(list.indexPath(of: "p2a") == ListIndexPath(section: 0, row: 4))
    #expect(list.selection.items == ["p2a"] && outcome.selection?.added == ["p2a"])
    #expect(!outcome.isPending)
  }

  @Test func waitsForChildrenLoadedOnDemand() throws {
    let snapshot = Snapshot<String, String, String>(uncheckedSections: [
      ListSection(
        id: "a",
        items: [
          ListItem(id: "folder", content: "folder", options: .childrenOnDemand),
          ListItem(id: "file", content: "file"),
        ])
    ])
    var list = ListController(snapshot: snapshot)
    let old = MoveTests.keys(list)
    let first = list.reveal("deep", ancestors: ["folder", "inner"])
    #expect(first.isPending && first.scroll == nil)
    MoveTests.check(first.changeset, from: old, to: list)
    let events = list.takeLoadEvents()
    guard case .request(let request) = events.first else {
      Issue.record("no load request: \(events)")
      return
    }
    #expect(request.item == "folder")
    try list.supplyChildren(
      [ListItem(id: "inner", content: "inner", options: .childrenOnDemand)], for: request)
    let second = list.continueReveal()
    #expect(second?.isPending == true)
    guard case .request(let next) = list.takeLoadEvents().first else {
      Issue.record("no second load request")
      return
    }
    try list.supplyChildren([ListItem(id: "deep", content: "deep")], for: next)
    let before = MoveTests.keys(list)
    guard let last = list.continueReveal() else {
      Issue.record("the reveal stopped waiting")
      return
    }
    MoveTests.check(last.changeset, from: before, to: list)
    #expect(!last.isPending)
    #expect(last.scroll?.indexPath == ListIndexPath(section: 0, row: 2))
    #expect(list.continueReveal() == nil)
  }
}
