import FoldKit
import Testing

@Suite struct ChangesetTests {
  @Test func emptyChangesetHasNoOperations() {
    let empty = Changeset()
    #expect(empty.isEmpty)
    #expect(empty.operationCount == 0)
    let one = Changeset(insertedRows: [ListIndexPath(section: 0, row: 3)])
    #expect(!one.isEmpty)
    #expect(one.operationCount == 1)
  }

  @Test func indexPathsOrderBySectionThenRow() {
    let paths = [
      ListIndexPath(section: 1, row: 0), ListIndexPath(section: 0, row: 5),
      ListIndexPath(section: 0, row: 2),
    ]
    #expect(paths.sorted().map(\.description) == ["0 - 2", "0 - 5", "1 - 0"])
  }
}
