import FoldKit
import Testing

/// The library walk-through of README.md, kept compiling and true.
@Suite struct ReadmeExampleTests {
  @Test func contactsWalkThrough() throws {
    // 1. Data: sections of items; an item with `hasDetail` gets a detail row when opened.
    let snapshot = try Snapshot<String, String, String>(sections: [
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

    // 2. A controller: one detail row open in the whole list.
    var list = ListController(snapshot: snapshot, policy: .exclusiveInList)

    // 3. A tap: the outcome carries a batch update valid for UITableView.
    let first = list.select(at: ListIndexPath(section: 1, row: 0))
    #expect(first.changeset.insertedRows == [ListIndexPath(section: 1, row: 1)])

    // 4. Another tap moves the detail in one update; index paths stay right.
    let second = list.select(at: ListIndexPath(section: 1, row: 2))
    #expect(second.changeset.deletedRows == [ListIndexPath(section: 1, row: 1)])
    #expect(second.changeset.insertedRows == [ListIndexPath(section: 1, row: 2)])
    #expect(list.item(at: ListIndexPath(section: 1, row: 1)) == "park")
    #expect(list.indexPath(ofDetailOf: "park") == ListIndexPath(section: 1, row: 2))

    // 5. Prove it in your own tests, as UIKit would judge it.
    let report = BatchUpdateValidator.validate(
      oldCounts: [1, 3], changeset: second.changeset, newCounts: list.rowCounts)
    #expect(report.isClean)

    // 6. New data: a staged, minimal, valid diff; expansion is kept by ID.
    let next = try Snapshot<String, String, String>(sections: [
      ListSection(
        id: "friend", header: "Friend",
        items: [ListItem(id: "park", content: "박지훈", hasDetail: true)]),
      ListSection(
        id: "family", header: "Family",
        items: [ListItem(id: "kim", content: "김민준 (home)", hasDetail: true)]),
    ])
    let stages = list.update(to: next)
    #expect(!stages.isEmpty)
    #expect(list.indexPath(ofDetailOf: "park") == ListIndexPath(section: 0, row: 1))
  }
}
