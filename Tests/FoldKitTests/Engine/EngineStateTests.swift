import FoldKit
import Testing

/// What the engine's state and rows hold after filters, loading and new data meet, each case
/// reached through the public API the way an app reaches it.
@Suite struct EngineStateTests {
  /// `src` holds a match, `docs` loads its children on demand, `notes` matches nothing.
  static func project() throws -> Outline {
    try outline([
      entry("src", [entry("main.swift"), entry("util.swift")]),
      entry("docs", options: .childrenOnDemand),
      entry("notes"),
    ])
  }

  /// Two collapsible sections: `a` holds `a1` (with `swift` beneath) and `b` holds `b.swift`.
  static func twoSections() throws -> Outline {
    var list = Outline(
      snapshot: try Snapshot(sections: [
        ListSection(
          id: "a", header: "A", isCollapsible: true,
          items: [entry("a1", [entry("a.swift")]), entry("docs", options: .childrenOnDemand)]),
        ListSection(id: "b", header: "B", isCollapsible: true, items: [entry("b.swift")]),
      ]))
    list.searchText = { $0 }
    return list
  }

  // MARK: The six wrong results

  /// Closing a folder while filtered, then children arriving for an unrelated folder: the
  /// closed folder stays closed.
  @Test func childrenArrivingDuringFilterKeepTheClosedItemClosed() throws {
    var list = try Self.project()
    list.toggle("docs")
    let request = try LoadingWorkedCaseTests.request(&list)
    checked(&list) { $0.filter(text: "s") }
    #expect(list.names == ["src", "main.swift", "util.swift", "docs", "docs…", "notes"])
    checked(&list) { $0.toggle("src") }
    #expect(list.names == ["src", "docs", "docs…", "notes"])
    try checked(&list) { try $0.supplyChildren([entry("setup.md"), entry("x")], for: request) }
    #expect(list.names == ["src", "docs", "setup.md", "notes"])
    #expect(!list.expansion.isExpanded("src"))
  }

  /// Collapsing a section while filtered, then children arriving elsewhere: the section stays
  /// collapsed.
  @Test func childrenArrivingDuringFilterKeepTheCollapsedSectionCollapsed() throws {
    var list = try Self.twoSections()
    list.toggle("docs")
    let request = try LoadingWorkedCaseTests.request(&list)
    list.filter(text: "swift")
    #expect(list.modelNames == [["a1", "a.swift"], ["b.swift"]])
    list.toggleSection(1)
    #expect(list.modelNames == [["a1", "a.swift"], []])
    let before = list.modelNames
    let changeset = try list.supplyChildren([entry("c.swift")], for: request)
    #expect(list.modelNames == [["a1", "a.swift", "docs", "c.swift"], []])
    let report = BatchUpdateValidator.checkContract(changeset, old: before, new: list.modelNames)
    #expect(report.isClean, "\(report)")
    #expect(list.expansion.isCollapsed(section: "b"))
  }

  /// A folder whose load brings no children is no longer expandable: its row reloads (its
  /// disclosure indicator goes) and it leaves the expanded items.
  @Test func anEmptyLoadReloadsTheRowAndClosesTheItem() throws {
    var list = try LoadingWorkedCaseTests.disk()
    list.toggle("Music")
    let request = try LoadingWorkedCaseTests.request(&list)
    #expect(list.row(at: ListIndexPath(section: 0, row: 1)).isExpandable)
    let changeset = try checked(&list) { try $0.supplyChildren([], for: request) }
    #expect(list.names == ["Documents", "Music", "Pictures"])
    #expect(!list.row(at: ListIndexPath(section: 0, row: 1)).isExpandable)
    #expect(changeset.reloadedRows == [ListIndexPath(section: 0, row: 1)])
    #expect(!list.expansion.isExpanded("Music"))
    #expect(list.expansion.expandedItems["Music"] == nil)
  }

  /// An "agree to all" row that arrived by loading shows the mark over every item: it reloads
  /// when that mark changes, and when it is selected itself.
  @Test func anAgreeToAllRowThatArrivedByLoadingReloadsWithTheAllMark() throws {
    var list = try outline([
      ListItem(id: "terms", content: "terms", behavior: .toggleCheck),
      entry("more", options: .childrenOnDemand),
    ])
    list.checks = try CheckTree(snapshot: list.snapshot)
    list.toggle("more")
    let request = try LoadingWorkedCaseTests.request(&list)
    try checked(&list) {
      try $0.supplyChildren(
        [ListItem(id: "all", content: "all", behavior: .toggleAll)], for: request)
    }
    let all = try #require(list.indexPath(of: "all"))
    #expect(list.checkMark(at: all) == .unchecked)
    let terms = try #require(list.indexPath(of: "terms"))
    let checkedTerms = list.select(at: terms)
    #expect(list.checkMark(at: all) == .checked)
    #expect(checkedTerms.changeset.reloadedRows == [terms, all])
    let unchecked = list.select(at: all)
    #expect(list.checkMark(at: all) == .unchecked)
    #expect(unchecked.changeset.reloadedRows == [terms, all])
  }

  /// → on an open folder whose children were loaded moves to its first child, not to the node
  /// that follows it in storage (here a row of another section).
  @Test func movingRightFromALoadedItemGoesToItsFirstChild() throws {
    var list = try Self.twoSections()
    list.toggle("docs")
    let request = try LoadingWorkedCaseTests.request(&list)
    try list.supplyChildren([entry("intro.md"), entry("faq.md")], for: request)
    #expect(list.modelNames == [["a1", "docs", "intro.md", "faq.md"], ["b.swift"]])
    let docsNode = try #require(list.node("docs"))
    let docs = try #require(list.rows.position(ofNode: docsNode, in: list.snapshot))
    let outcome = list.moveRight(fromPosition: docs)
    #expect(list.element(atPosition: outcome.focus).itemID == "intro.md")
  }

  /// New data without an item whose detail was open apart: the open detail is forgotten.
  @Test func updatingDropsTheOpenDetailsOfDeletedItems() throws {
    let note = entry("note", options: .detailApart, hasDetail: true)
    var list = try outline([note, entry("other")])
    list.toggleDetail("note")
    #expect(list.names == ["note", "note+", "other"])
    _ = list.update(to: try Snapshot(sections: [ListSection(id: "s", items: [entry("other")])]))
    #expect(list.expansion.openDetails.isEmpty)
    _ = list.update(to: try Snapshot(sections: [ListSection(id: "s", items: [note])]))
    #expect(list.names == ["note"])
  }

  /// New data in which a closed item gained children (plain data, no filter): its row reloads,
  /// so its disclosure indicator appears; losing them reloads it again.
  @Test func updatingReloadsAClosedRowWhoseExpandabilityChanged() throws {
    var list = try outline([entry("a"), entry("b")])
    let gained = list.update(
      to: try Snapshot(sections: [
        ListSection(id: "s", items: [entry("a", [entry("a1")]), entry("b")])
      ]))
    #expect(list.row(at: ListIndexPath(section: 0, row: 0)).isExpandable)
    #expect(gained.count == 1)
    #expect(gained.last?.changeset.reloadedRows == [ListIndexPath(section: 0, row: 0)])
    let lost = list.update(
      to: try Snapshot(sections: [ListSection(id: "s", items: [entry("a"), entry("b")])]))
    #expect(!list.row(at: ListIndexPath(section: 0, row: 0)).isExpandable)
    #expect(lost.last?.changeset.reloadedRows == [ListIndexPath(section: 0, row: 0)])
  }

  /// New data in which a row's check mark appears (its behavior became "toggle check"): the
  /// row reloads.
  @Test func updatingReloadsARowWhoseCheckMarkChanged() throws {
    var list = try outline([ListItem(id: "x", content: "x", behavior: .toggleCheck)])
    list.checks = try CheckTree(snapshot: list.snapshot)
    #expect(list.checkMark(at: ListIndexPath(section: 0, row: 0)) == .unchecked)
    let stages = list.update(
      to: try Snapshot(sections: [ListSection(id: "s", items: [ListItem(id: "x", content: "x")])]))
    #expect(list.checkMark(at: ListIndexPath(section: 0, row: 0)) == nil)
    #expect(stages.last?.changeset.reloadedRows == [ListIndexPath(section: 0, row: 0)])
  }

  /// New data while filtered, in which an item the filter had opened became a folder whose
  /// children load on demand: the filter no longer opens it, so nothing is requested for it.
  @Test func updatingDuringAFilterRequestsNothingForAnItemTheFilterCloses() throws {
    var list = try outline([entry("a", [entry("x1")]), entry("x2")])
    list.filter(text: "x")
    #expect(list.names == ["a", "x1", "x2"])
    _ = list.update(
      to: try Snapshot(sections: [
        ListSection(id: "s", items: [entry("a", options: .childrenOnDemand), entry("x2")])
      ]))
    #expect(list.names == ["x2"])
    #expect(!list.expansion.isExpanded("a"))
    #expect(list.loads.isEmpty)
    #expect(list.takeLoadEvents().isEmpty)
    list.checkLoadInvariants()
  }

  // MARK: The rules

  /// New data while filtered re-applies the filter, and what the person closed meanwhile stays
  /// closed (a new filter, by contrast, opens every match's ancestors).
  @Test func updatingDuringAFilterKeepsWhatThePersonClosedClosed() throws {
    var list = try Self.twoSections()
    list.filter(text: "swift")
    list.toggle("a1")
    list.toggleSection(1)
    #expect(list.modelNames == [["a1"], []])
    _ = list.update(
      to: try Snapshot(sections: [
        ListSection(
          id: "a", header: "A", isCollapsible: true,
          items: [entry("a1", [entry("a.swift"), entry("new.swift")])]),
        ListSection(id: "b", header: "B", isCollapsible: true, items: [entry("b.swift")]),
      ]))
    #expect(list.modelNames == [["a1"], []])
    #expect(!list.expansion.isExpanded("a1"))
    list.filter(text: "swif")
    #expect(list.modelNames == [["a1", "a.swift", "new.swift"], ["b.swift"]])
  }

  /// Expanding an item the filter opened makes it the person's (or the code's): it stays open
  /// once the filter clears.
  @Test func expandingAFilterOpenedItemKeepsItOpenAfterClearing() throws {
    var list = try Self.project()
    list.filter(text: "main")
    #expect(list.expansion.origin(of: "src") == .filter)
    let changeset = checked(&list) { $0.setExpanded(true, "src") }
    #expect(changeset.isEmpty)
    #expect(list.expansion.origin(of: "src") == .user)
    checked(&list) { $0.clearFilter() }
    #expect(list.names == ["src", "main.swift", "util.swift", "docs", "notes"])
  }

  /// "Expand all" while filtered adopts what the filter opened as programmatically open.
  @Test func expandAllDuringAFilterKeepsItemsOpenAfterClearing() throws {
    var list = try Self.project()
    list.filter(text: "main")
    checked(&list) { $0.expandAll() }
    #expect(list.expansion.origin(of: "src") == .programmatic)
    checked(&list) { $0.clearFilter() }
    #expect(list.names == ["src", "main.swift", "util.swift", "docs", "notes"])
  }

  /// → on an open item whose first child is filtered out goes to its first visible child.
  @Test func movingRightSkipsAFilteredOutFirstChild() throws {
    var list = try Self.project()
    list.filter(text: "util")
    #expect(list.names == ["src", "util.swift"])
    let outcome = list.moveRight(fromPosition: 1)
    #expect(list.element(atPosition: outcome.focus).itemID == "util.swift")
  }

  /// "Collapse all" also closes the detail rows that open apart from children.
  @Test func collapseAllClosesDetailsOpenedApart() throws {
    var list = try outline([
      entry("x", [entry("x1")], options: .detailApart, hasDetail: true), entry("y"),
    ])
    checked(&list) { $0.toggleDetail("x") }
    checked(&list) { $0.toggle("x") }
    #expect(list.names == ["x", "x+", "x1", "y"])
    let changeset = checked(&list) { $0.collapseAll() }
    #expect(list.names == ["x", "y"])
    #expect(list.expansion.openDetails.isEmpty)
    #expect(changeset.reloadedRows == [ListIndexPath(section: 0, row: 0)])
  }

  /// Under an exclusive policy a detail row open apart counts as an open item: opening another
  /// item or detail closes it, and opening it closes the others.
  @Test func anExclusivePolicyCountsDetailsOpenedApart() throws {
    var list = try outline([
      entry("x", options: .detailApart, hasDetail: true),
      entry("y", options: .detailApart, hasDetail: true),
      entry("z", [entry("z1")]),
    ])
    list.policy = .exclusiveInList
    checked(&list) { $0.toggleDetail("x") }
    checked(&list) { $0.toggleDetail("y") }
    #expect(list.names == ["x", "y", "y+", "z"])
    checked(&list) { $0.toggle("z") }
    #expect(list.names == ["x", "y", "z", "z1"])
    checked(&list) { $0.toggleDetail("x") }
    #expect(list.names == ["x", "x+", "y", "z"])
    #expect(list.expansion.openDetails == ["x"])
    #expect(list.expansion.hasNoExpandedItems)
  }

  /// A zero byte in searched text matches only a zero byte in the query, never a space.
  @Test func aZeroByteMatchesOnlyAZeroByte() throws {
    var list = try outline([entry("a b"), entry("a\u{0}b"), entry("A\u{0}B\u{0}")])
    list.filter(text: "a b")
    #expect(list.names == ["a b"])
    list.filter(text: "a\u{0}b")
    #expect(list.names == ["a\u{0}b", "A\u{0}B\u{0}"])
    list.filter(text: "\u{0}")
    #expect(list.names == ["a\u{0}b", "A\u{0}B\u{0}"])
    list.filter(text: " ")
    #expect(list.names == ["a b"])
    list.filter(text: "b\u{0}")
    #expect(list.names == ["A\u{0}B\u{0}"])
    let index = ListSearchIndex(texts: ["a b", "a\u{0}b"])
    #expect(index.matches(" ") == [0])
    #expect(index.matches("\u{0}") == [1])
  }

  /// The filter's matches stay in list order once children are loaded: a loaded match comes
  /// before the items that follow its parent.
  @Test func filterMatchesFollowListOrderAfterLoading() throws {
    var list = try LoadingWorkedCaseTests.disk()
    list.toggle("Documents")
    let request = try LoadingWorkedCaseTests.request(&list)
    list.filter(text: "m")
    try list.supplyChildren([entry("memo"), entry("cv")], for: request)
    let filter = try #require(list.filter)
    #expect(filter.matches.map { list.snapshot.nodes[$0].id } == ["Documents", "memo", "Music"])
    #expect(list.names == ["Documents", "memo", "Music"])
    for node in list.snapshot.nodes.indices {
      let id = list.snapshot.nodes[node].id
      #expect(filter.isMatch(node) == ["Documents", "memo", "Music"].contains(id), "\(id)")
    }
    list.filter(text: "")
    #expect(
      list.filter?.matches.map { list.snapshot.nodes[$0].id }
        == ["Documents", "memo", "cv", "Music", "Pictures"])
    list.filter(where: { $0.contains("m") || $0.contains("v") })
    #expect(
      list.filter?.matches.map { list.snapshot.nodes[$0].id } == ["Documents", "memo", "cv"])
  }
}

extension ListController where ItemID == String, SectionID == String {
  /// Every section's rows as names, as ``names`` gives section 0's.
  var modelNames: [[String]] {
    (0..<numberOfSections).map { section in
      (0..<numberOfRows(inSection: section)).map { row in
        let visible = self.row(at: ListIndexPath(section: section, row: row))
        let id = visible.itemID ?? "?"
        switch visible.kind {
        case .detail: return id + "+"
        case .status: return id + "…"
        default: return id
        }
      }
    }
  }

  /// The node index of the item `id`.
  func node(_ id: String) -> Int? { snapshot.nodeIndex(of: id) }
}
