import FoldKit
import Testing

/// The row model stores its key as an ID and a kind, and its check mark as a byte: every public
/// property reads back what was set, and equality, content equality and ID equality each look at
/// exactly their fields.
@Suite struct VisibleRowModelTests {
  typealias Controller = ListController<String, Int, String>

  /// A model of an open item with a detail, and of its detail row, from a real controller.
  static func models() throws -> (
    row: VisibleRowModel<Int, String>, detail: VisibleRowModel<Int, String>
  ) {
    let snapshot = try Snapshot<String, Int, String>(sections: [
      ListSection(id: "s", items: [ListItem(id: 7, content: "seven", hasDetail: true)])
    ])
    var controller = Controller(snapshot: snapshot)
    _ = controller.toggle(7)
    let rows = controller.visibleModel[0].rows
    try #require(rows.count == 2)
    return (rows[0], rows[1])
  }

  @Test func theKeyReadsBackForEveryKind() throws {
    var (row, detail) = try Self.models()
    #expect(row.key == .row(7))
    #expect(detail.key == .detail(7))
    for key: VisibleRowKey<Int> in [.row(3), .detail(3), .status(3), .row(-1)] {
      row.key = key
      #expect(row.key == key)
      #expect(row.diffID == key)
    }
  }

  @Test func theCheckMarkReadsBackForEveryValue() throws {
    var (row, _) = try Self.models()
    #expect(row.checkMark == nil)
    for mark: CheckMark? in [.unchecked, .checked, .mixed, nil, .mixed] {
      row.checkMark = mark
      #expect(row.checkMark == mark)
    }
  }

  @Test func theFlagsAndDepthReadBack() throws {
    var (row, _) = try Self.models()
    #expect(row.isExpanded && row.isExpandable && row.isDetailOpen && row.depth == 0)
    row.isExpanded = false
    #expect(!row.isExpanded && row.isExpandable && row.isDetailOpen)
    row.isDetailOpen = false
    row.isExpandable = false
    #expect(!row.isExpanded && !row.isExpandable && !row.isDetailOpen)
    row.depth = 12
    #expect(row.depth == 12)
  }

  /// Same ID and kind means same diff ID, whatever else differs; a row and the detail of the same
  /// item are different rows.
  @Test func sameDiffIDComparesTheKeyOnly() throws {
    let (row, detail) = try Self.models()
    var other = row
    other.content = "changed"
    other.depth = 3
    other.checkMark = .checked
    other.failure = "failed"
    #expect(row.hasSameDiffID(as: other))
    #expect(!row.hasSameDiffID(as: detail))
    var status = detail
    status.key = .status(7)
    #expect(!detail.hasSameDiffID(as: status))
    var elsewhere = row
    elsewhere.key = .row(8)
    #expect(!row.hasSameDiffID(as: elsewhere))
    // The hook agrees with comparing the keys themselves, over every pair.
    let all = [row, detail, status, elsewhere, other]
    for a in all {
      for b in all { #expect(a.hasSameDiffID(as: b) == (a.diffID == b.diffID)) }
    }
  }

  /// Each field the row shows makes it unequal in content; the key alone does not.
  @Test func contentEqualityLooksAtEveryShownField() throws {
    let (row, _) = try Self.models()
    let changes: [(String, (inout VisibleRowModel<Int, String>) -> Void)] = [
      ("content", { $0.content = "eight" }),
      ("depth", { $0.depth = 1 }),
      ("expanded", { $0.isExpanded = false }),
      ("expandable", { $0.isExpandable = false }),
      ("detail", { $0.isDetailOpen = false }),
      ("mark", { $0.checkMark = .unchecked }),
      ("failure", { $0.failure = "offline" }),
    ]
    for (name, change) in changes {
      var other = row
      change(&other)
      #expect(!row.isContentEqual(to: other), "\(name)")
      #expect(row != other, "\(name)")
    }
    var renamed = row
    renamed.key = .row(9)
    #expect(row.isContentEqual(to: renamed))
    #expect(row != renamed)
  }

  /// Two failures with the same text are the same content, though each is its own box.
  @Test func failuresCompareByText() throws {
    var (a, _) = try Self.models()
    a.key = .status(7)
    var b = a
    a.failure = "timed out"
    b.failure = "timed " + "out"
    #expect(a.isContentEqual(to: b) && a == b)
    b.failure = "refused"
    #expect(!a.isContentEqual(to: b))
    b.failure = nil
    #expect(!a.isContentEqual(to: b) && !b.isContentEqual(to: a))
    a.failure = nil
    #expect(a == b)
  }

  /// A type without its own `hasSameDiffID(as:)` compares its IDs.
  @Test func theDefaultComparesDiffIDs() {
    struct Tagged: Diffable, Equatable {
      var id: String
      var diffID: String { id }
    }
    #expect(Tagged(id: "a").hasSameDiffID(as: Tagged(id: "a")))
    #expect(!Tagged(id: "a").hasSameDiffID(as: Tagged(id: "b")))
  }

  /// A height function that reads the snapshot it is given sizes every row, whether the rows
  /// are built with the controller, rebuilt by new data, or opened later.
  @Test func theHeightFunctionSeesTheSnapshotOfEachBuild() throws {
    func snapshot(_ words: [String]) throws -> Snapshot<String, Int, String> {
      try Snapshot(sections: [
        ListSection(
          id: "s", header: "head",
          items: words.enumerated().map { index, word in
            ListItem(
              id: index, content: word,
              children: [ListItem(id: 100 + index, content: word + word)])
          })
      ])
    }
    let height: Controller.HeightFunction = { element, snapshot in
      switch element.kind {
      case .row: Double(snapshot.nodes[element.index].content.count)
      case .header: Double(snapshot.sections[element.index].header?.count ?? 0)
      default: 0
      }
    }
    var controller = Controller(snapshot: try snapshot(["a", "bb", "ccc"]), height: height)
    func heights() -> [Double] {
      controller.rows.elements.filter { $0.kind != .footer }.map(\.height)
    }
    #expect(heights() == [4, 1, 2, 3])
    _ = controller.toggle(1)
    #expect(heights() == [4, 1, 2, 4, 3])
    _ = controller.update(to: try snapshot(["dddd", "bb", "e", "ffffff"]))
    #expect(heights() == [4, 4, 2, 4, 1, 6])
    _ = controller.expandAll()
    #expect(heights() == [4, 4, 8, 2, 4, 1, 2, 6, 12])
  }
}
