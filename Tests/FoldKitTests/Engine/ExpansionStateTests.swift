import FoldKit
import Foundation
import Testing

@Suite struct ExpansionStateTests {
  static func list() throws -> ListController<String, String, String> {
    let snapshot = try Snapshot<String, String, String>(sections: [
      ListSection(
        id: "a", header: "A", isCollapsible: true,
        items: [
          ListItem(
            id: "a1", content: "A1", children: [ListItem(id: "a1x", content: "x", hasDetail: true)]),
          ListItem(id: "a2", content: "A2", hasDetail: true),
        ]),
      ListSection(
        id: "b", header: "B", items: [ListItem(id: "b1", content: "B1", hasDetail: true)]),
    ])
    return ListController(snapshot: snapshot)
  }

  @Test func expandAllIsNotRememberedAsAPersonsChoice() throws {
    var list = try Self.list()
    list.toggle("a2")
    list.expandAll()
    #expect(list.expansion.expandedItems.count == 4)
    #expect(list.expansion.userExpandedItems == ["a2"])
    #expect(list.expansion.expandedItems["a1"] == .programmatic)
    // A person closing and reopening a programmatically opened item makes it theirs.
    list.toggle("a1")
    list.toggle("a1")
    #expect(list.expansion.userExpandedItems == ["a1", "a2"])
  }

  @Test func stateRoundTripsThroughJSONKeepingOrigins() throws {
    var list = try Self.list()
    list.toggle("b1")
    list.expandAll()
    list.toggleSection(0)
    let data = try JSONEncoder().encode(list.expansion)
    let decoded = try JSONDecoder().decode(ExpansionState<String, String>.self, from: data)
    #expect(decoded == list.expansion)
    #expect(decoded.userExpandedItems == ["b1"])
    #expect(decoded.isCollapsed(section: "a"))
  }

  @Test func newDataKeepsExpansionByIDAndPrunesMissingIDs() throws {
    var list = try Self.list()
    list.toggle("a1")
    list.toggle("b1")
    let next = try Snapshot<String, String, String>(sections: [
      ListSection(
        id: "b", header: "B", items: [ListItem(id: "b1", content: "B1!", hasDetail: true)]),
      ListSection(id: "c", header: "C", items: []),
    ])
    let stages = list.update(to: next)
    #expect(!stages.isEmpty)
    #expect(list.expansion.expandedItems.keys.sorted() == ["b1"])
    #expect(list.rowCounts == [2, 0])
    #expect(list.indexPath(ofDetailOf: "b1") == ListIndexPath(section: 0, row: 1))
  }

  @Test func openingAnItemInsideACollapsedSectionChangesNoRows() throws {
    var list = try Self.list()
    list.toggleSection(0)
    let changeset = list.toggle("a2")
    #expect(changeset.isEmpty)
    #expect(list.expansion.isExpanded("a2"))
    let shown = list.toggleSection(0)
    #expect(shown.insertedRows.count == 3)  // a1, a2, a2's detail
    #expect(list.indexPath(ofDetailOf: "a2") == ListIndexPath(section: 0, row: 2))
  }

  @Test func whatAFilterOpenedIsKeptApartFromTheRest() {
    var state = ExpansionState<String, String>(expanded: ["mine"])
    state.setExpanded(true, "code", origin: .programmatic)
    state.setExpanded(true, "found", origin: .filter)
    #expect(state.origin(of: "mine") == .user)
    #expect(state.origin(of: "code") == .programmatic)
    #expect(state.origin(of: "found") == .filter)
    #expect(state.origin(of: "other") == nil)
    #expect(state.isExpanded("found") && !state.isExpandedWithoutFilter("found"))
    #expect(state.expandedItems == ["mine": .user, "code": .programmatic, "found": .filter])
    #expect(state.expandedIDs.sorted() == ["code", "found", "mine"])

    // A person's toggle of an item the filter opened makes it theirs; code can do the same.
    var toggled = state
    toggled.setExpanded(true, "found")
    #expect(toggled.origin(of: "found") == .user)
    #expect(toggled.withoutFilter.isExpanded("found"))
    // Closing drops the item whoever opened it.
    toggled.setExpanded(false, "found")
    toggled.setExpanded(false, "mine")
    #expect(toggled.expandedItems == ["code": .programmatic])

    // Dropping the filter's items leaves the rest, and equals a state that never had them.
    let cleared = state.withoutFilter
    #expect(cleared.expandedItems == ["mine": .user, "code": .programmatic])
    var never = ExpansionState<String, String>(expanded: ["mine"])
    never.setExpanded(true, "code", origin: .programmatic)
    #expect(cleared == never)
    #expect(!cleared.hasNoExpandedItems)
    #expect(ExpansionState<String, String>().hasNoExpandedItems)
    // A filter's items are never saved.
    #expect(state.userExpandedItems == ["mine"])
  }
}
