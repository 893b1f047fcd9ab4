import FoldKit
import Testing

/// The iOS 16.4+ text of count failures (N1).
@Suite struct BatchUpdateN1MessageTests {
  @Test func rowCountFailureRendersTheIOS164Text() {
    let changeset = Changeset(reloadedRows: [path(0, 0)])
    let report = BatchUpdateValidator.validate(
      oldCounts: [30], changeset: changeset, newCounts: [29])
    #expect(
      report.n1Message
        == """
        Invalid batch updates detected: the number of sections and/or rows returned by the data \
        source before and/or after performing the batch updates are inconsistent with the updates.
        Data source before updates = { 1 section with row counts: [30] }
        Data source after updates = { 1 section with row counts: [29] }
        Updates = [
            Delete row (0 - 0),
            Insert row (0 - 0)
        ]
        Table view: <UITableView: 0x0>
        """)
  }

  @Test func collectionSectionCountFailure() {
    let changeset = Changeset(insertedSections: [1], deletedRows: [path(0, 1)])
    let report = BatchUpdateValidator.validate(
      oldCounts: [2, 3], changeset: changeset, newCounts: [1, 3], kind: .collection)
    #expect(report.uikitException?.rule == .r21)
    let lines = report.n1Message?.split(separator: "\n").map(String.init) ?? []
    #expect(
      lines.dropFirst() == [
        "Data source before updates = { 2 sections with item counts: [2, 3] }",
        "Data source after updates = { 2 sections with item counts: [1, 3] }",
        "Updates = [",
        "    Delete item (0 - 1),",
        "    Insert section (1)",
        "]",
        "Collection view: <UICollectionView: 0x0>",
      ])
  }

  @Test func onlyCountFailuresHaveAnN1Message() {
    let report = BatchUpdateValidator.validate(
      oldCounts: [2], changeset: Changeset(insertedRows: [path(0, 5)]), newCounts: [3])
    #expect(report.uikitException?.rule == .r8b)
    #expect(report.n1Message == nil)
  }
}
