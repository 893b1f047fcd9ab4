import FoldKit
import FoldKitTestSupport
import Testing

/// Worked cases of moving items: places, rules, refusals, undo and the batch each gives.
@Suite struct MoveTests {
  typealias List = ListController<String, String, String>

  /// Section "a": p (children p1, p2 with child p2a; detail), q, r; section "b": s, t.
  static func outline() -> List { editingOutline() }

  static func check(
    _ changeset: Changeset, from old: [[VisibleRowKey<String>]], to list: List,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let report = BatchUpdateValidator.checkContract(changeset, old: old, new: keys(list))
    #expect(report.isClean, "\(report)", sourceLocation: sourceLocation)
  }

  static func keys(_ list: List) -> [[VisibleRowKey<String>]] {
    list.rowCounts.indices.map { section in
      (0..<list.numberOfRows(inSection: section)).map { row -> VisibleRowKey<String> in
        let shown = list.row(at: ListIndexPath(section: section, row: row))
        switch shown.kind {
        case .detail: return .detail(shown.itemID ?? "")
        case .status: return .status(shown.itemID ?? "")
        default: return .row(shown.itemID ?? "")
        }
      }
    }
  }

  static func order(_ list: List) -> [String] {
    list.snapshot.nodes.map { String(repeating: ".", count: $0.depth) + "\($0.id)" }
  }

  @Test func expandedParentMovesWithItsSubtreeAndDetail() throws {
    var list = Self.outline()
    let old = Self.keys(list)
    #expect(
      old[0] == [
        .row("p"), .detail("p"), .row("p1"), .row("p2"), .row("p2a"), .row("q"), .row("r"),
      ])
    let outcome = try list.move(["p"], to: .after("r"))
    #expect(
      Self.keys(list)[0] == [
        .row("q"), .row("r"), .row("p"), .detail("p"), .row("p1"), .row("p2"), .row("p2a"),
      ])
    #expect(list.expansion.isExpanded("p") && list.expansion.isExpanded("p2"))
    Self.check(outcome.changeset, from: old, to: list)
    #expect(outcome.changeset.movedRows.count == 2)  // q and r move up: the shorter way
    #expect(outcome.refreshedRows.isEmpty)
    let before = Self.order(list)
    let moved = Self.keys(list)
    let undo = try list.undoMove(outcome.undo)
    Self.check(undo.changeset, from: moved, to: list)
    #expect(Self.keys(list) == old)
    let redo = try list.undoMove(undo.undo)
    #expect(Self.order(list) == before)
    #expect(redo.items == ["p"])
  }

  @Test func intoAnotherParentAndAcrossSections() throws {
    var list = Self.outline()
    var old = Self.keys(list)
    let first = try list.move(["q"], to: .firstChild(of: "p2"))
    Self.check(first.changeset, from: old, to: list)
    #expect(Self.order(list).prefix(6) == ["p", ".p1", ".p2", "..q", "..p2a", "r"])
    // q's indentation changed: it is refreshed after the batch, in new paths.
    #expect(first.refreshedRows == [ListIndexPath(section: 0, row: 4)])
    old = Self.keys(list)
    let second = try list.move(["p2"], to: .section("b", at: 1))
    Self.check(second.changeset, from: old, to: list)
    #expect(Self.keys(list)[1] == [.row("s"), .row("p2"), .row("q"), .row("p2a"), .row("t")])
    #expect(second.changeset.movedRows.count == 3)
  }

  @Test func severalItemsKeepTheirOrderAndNestedOnesFollowTheirAncestor() throws {
    var list = Self.outline()
    let old = Self.keys(list)
    let outcome = try list.move(["t", "p2a", "q", "p2"], to: .lastChild(of: "p"))
    #expect(outcome.items == ["p2", "q", "t"])
    #expect(Self.order(list).prefix(6) == ["p", ".p1", ".p2", "..p2a", ".q", ".t"])
    Self.check(outcome.changeset, from: old, to: list)
    try list.undoMove(outcome.undo)
    #expect(Self.keys(list) == old)
  }

  @Test func refusalsChangeNothing() {
    var list = Self.outline()
    let before = Self.order(list)
    #expect(throws: MoveRefusal.intoOwnSubtree) { try list.move(["p"], to: .lastChild(of: "p2")) }
    #expect(throws: MoveRefusal.intoOwnSubtree) { try list.move(["p"], to: .after("p2a")) }
    #expect(throws: MoveRefusal.intoOwnSubtree) { try list.move(["p2"], to: .firstChild(of: "p2")) }
    #expect(throws: MoveRefusal.indexOutOfRange) { try list.move(["q"], to: .section("b", at: 3)) }
    #expect(throws: MoveRefusal.unknownItem) { try list.move(["zz"], to: .after("q")) }
    #expect(throws: MoveRefusal.unknownSection) { try list.move(["q"], to: .section("zz", at: 0)) }
    #expect(throws: MoveRefusal.noItems) { try list.move([], to: .after("q")) }
    #expect(throws: MoveRefusal.rejectedByRule) {
      try list.move(["s"], to: .section("a", at: 0)) { $0.section == "b" }
    }
    #expect(Self.order(list) == before)
    #expect(list.refusal(moving: ["s"], to: .after("t")) { $0.section == "b" } == nil)
  }

  @Test func theRuleSeesTheResolvedPlace() throws {
    var list = Self.outline()
    let seen = SeenProposals()
    try list.move(["r", "q"], to: .before("p1")) { proposal in
      seen.record(proposal)
      return true
    }
    #expect(seen.all == [MoveProposal(items: ["q", "r"], section: "a", parent: "p", index: 0)])
  }

  @Test func movingIntoACollapsedParentHidesTheRows() throws {
    var list = Self.outline()
    let old = Self.keys(list)
    let outcome = try list.move(["s"], to: .lastChild(of: "q"))
    Self.check(outcome.changeset, from: old, to: list)
    #expect(outcome.changeset.deletedRows == [ListIndexPath(section: 1, row: 0)])
    // q gained a child: its disclosure shows, so its row is refreshed.
    #expect(outcome.refreshedRows == [ListIndexPath(section: 0, row: 5)])
  }

  @Test func interactiveReorderReturnsTheRemainingBatch() throws {
    var list = Self.outline()
    let old = Self.keys(list)
    // UIKit moved p's row alone from (0,0) to the end of section 0.
    let source = ListIndexPath(section: 0, row: 0)
    let destination = ListIndexPath(section: 0, row: 6)
    let post = List.keys(old, movingRowAt: source, to: destination)
    let proposal = list.reorderProposal(movingRowAt: source, to: destination, depth: 0)
    #expect(proposal.destination == .after("r"))
    let outcome = list.reorder(movingRowAt: source, to: destination, depth: 0)
    #expect(outcome.refusal == nil)
    let report = BatchUpdateValidator.checkContract(
      outcome.changeset, old: post, new: Self.keys(list))
    #expect(report.isClean, "\(report)")
    // p's detail row and its three visible descendants follow it; nothing else moves.
    #expect(outcome.changeset.movedRows.map(\.from.row) == [0, 1, 2, 3])
    #expect(outcome.changeset.movedRows.map(\.to.row) == [3, 4, 5, 6])
  }

  @Test func interactiveDropInsideItsOwnSubtreeGoesBack() throws {
    var list = Self.outline()
    let old = Self.keys(list)
    let source = ListIndexPath(section: 0, row: 0)
    let destination = ListIndexPath(section: 0, row: 3)  // between p1 and p2, under p
    let proposal = list.reorderProposal(movingRowAt: source, to: destination)
    #expect(proposal.destination == nil && proposal.indexPath == source)
    #expect(proposal.refusal == .intoOwnSubtree)
    let outcome = list.reorder(movingRowAt: source, to: destination)
    #expect(outcome.refusal == .intoOwnSubtree)
    let post = List.keys(old, movingRowAt: source, to: destination)
    #expect(BatchUpdateValidator.checkContract(outcome.changeset, old: post, new: old).isClean)
    #expect(Self.keys(list) == old)
  }

  @Test func horizontalOffsetChoosesTheLevel() {
    let list = Self.outline()
    // r dragged right below p2a (the slot after p2a, before q).
    let source = ListIndexPath(section: 0, row: 6)
    let slot = ListIndexPath(section: 0, row: 5)
    #expect(
      list.reorderProposal(movingRowAt: source, to: slot, depth: 0).destination == .after("p"))
    #expect(
      list.reorderProposal(movingRowAt: source, to: slot, depth: 1).destination == .after("p2"))
    #expect(
      list.reorderProposal(movingRowAt: source, to: slot, depth: 2).destination == .after("p2a"))
    // p2a is a leaf that is not open: no deeper level.
    #expect(list.reorderProposal(movingRowAt: source, to: slot, depth: 5).depth == 2)
    // A rule that forbids depth 2 gets the nearest allowed level.
    let proposal = list.reorderProposal(movingRowAt: source, to: slot, depth: 2) {
      $0.parent != "p2"
    }
    #expect(proposal.destination == .after("p") || proposal.destination == .after("p2"))
    #expect(proposal.depth == 1 || proposal.depth == 0)
    #expect(ReorderProposal<String, String>.depth(forHorizontalOffset: 45, indentation: 20) == 2)
  }

  @Test func detailAndPlaceholderRowsDoNotMove() {
    let list = Self.outline()
    let proposal = list.reorderProposal(
      movingRowAt: ListIndexPath(section: 0, row: 1), to: ListIndexPath(section: 0, row: 5))
    #expect(proposal.refusal == .notAnItem)
  }
}

/// Proposals a rule saw, for a test to inspect.
final class SeenProposals: @unchecked Sendable {
  // Only touched from the test's own thread, synchronously inside `move`.
  private(set) var all: [MoveProposal<String, String>] = []
  func record(_ proposal: MoveProposal<String, String>) { all.append(proposal) }
}
