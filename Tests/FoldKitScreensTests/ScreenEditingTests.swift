import FoldKit
import FoldKitScreens
import Testing

/// Where the editing screens move picked-up rows: gathered, a step up or down, into the row
/// above, and the data left after a delete.
@Suite struct ScreenEditingTests {
  typealias Snap = Snapshot<String, String, ScreenItem>

  /// Section "a": p (children p1, p2), q, r; section "b" (hidden in some tests): s; section
  /// "c": t, u.
  static let snapshot = Snap(uncheckedSections: [
    ListSection(
      id: "a", header: ScreenItem("A"),
      items: [
        ListItem(
          id: "p", content: ScreenItem("p"),
          children: [
            ListItem(id: "p1", content: ScreenItem("p1")),
            ListItem(id: "p2", content: ScreenItem("p2")),
          ]),
        ListItem(id: "q", content: ScreenItem("q")),
        ListItem(id: "r", content: ScreenItem("r")),
      ]),
    ListSection(
      id: "b", header: ScreenItem("B"), items: [ListItem(id: "s", content: ScreenItem("s"))]),
    ListSection(
      id: "c", header: ScreenItem("C"),
      items: [
        ListItem(id: "t", content: ScreenItem("t")), ListItem(id: "u", content: ScreenItem("u")),
      ]),
  ])

  @Test func pickedUpRowsGatherWhereTheFirstIsAmongItsSiblings() throws {
    let snapshot = Self.snapshot
    // r is first; q (before r among the same siblings) leaves a place, t does not.
    let target = try #require(snapshot.gatheringTarget(of: ["r", "q", "t"]))
    #expect(target == ScreenTarget(section: 0, index: 1))
    #expect(snapshot.destination(of: target) == .section("a", at: 1))
    let child = try #require(snapshot.gatheringTarget(of: ["p2"]))
    #expect(child.parent == snapshot.nodeIndex(of: "p"))
    #expect(snapshot.destination(of: child) == .child(of: "p", at: 1))
    #expect(snapshot.gatheringTarget(of: []) == nil)
    #expect(snapshot.gatheringTarget(of: ["nope"]) == nil)
  }

  @Test func aStepPastTheEndOfASectionSkipsHiddenSections() throws {
    let snapshot = Self.snapshot
    let bHidden = { (section: Int) in section == 1 }
    let shown = { (_: Int) in false }
    // r, last in "a", goes down to the top of the next shown section.
    let r = try #require(snapshot.place(of: ["r"]))
    #expect(
      snapshot.steppedTarget(from: r, by: 1, moving: ["r"], isHidden: bHidden)
        == ScreenTarget(section: 2, index: 0))
    #expect(
      snapshot.steppedTarget(from: r, by: 1, moving: ["r"], isHidden: shown)
        == ScreenTarget(section: 1, index: 0))
    #expect(
      snapshot.steppedTarget(from: r, by: -1, moving: ["r"], isHidden: shown)
        == ScreenTarget(section: 0, index: 1))
    // t, first in "c", goes up to the end of "a" (past hidden "b"), after the rows that stay.
    let t = try #require(snapshot.place(of: ["t"]))
    #expect(
      snapshot.steppedTarget(from: t, by: -1, moving: ["t"], isHidden: bHidden)
        == ScreenTarget(section: 0, index: 3))
    // u, last of the last section, has nowhere further down.
    let u = try #require(snapshot.place(of: ["u"]))
    #expect(snapshot.steppedTarget(from: u, by: 1, moving: ["u"], isHidden: shown) == nil)
    // Children stay among their siblings.
    let p2 = try #require(snapshot.place(of: ["p2"]))
    let p = snapshot.nodeIndex(of: "p")
    #expect(
      snapshot.steppedTarget(from: p2, by: -1, moving: ["p2"], isHidden: shown)
        == ScreenTarget(section: 0, parent: p, index: 0))
    #expect(snapshot.steppedTarget(from: p2, by: 1, moving: ["p2"], isHidden: shown) == nil)
  }

  @Test func rowsNestIntoTheRowAboveAmongTheirSiblings() throws {
    let snapshot = Self.snapshot
    #expect(snapshot.itemAbove(try #require(snapshot.place(of: ["q"]))) == "p")
    #expect(snapshot.itemAbove(try #require(snapshot.place(of: ["p2"]))) == "p1")
    #expect(snapshot.itemAbove(try #require(snapshot.place(of: ["p"]))) == nil)
    #expect(snapshot.itemAbove(try #require(snapshot.place(of: ["t"]))) == nil)
  }

  @Test func removingItemsTakesTheirChildrenWithThem() {
    let sections = Self.snapshot.sections(removing: ["p", "t"])
    #expect(sections.map { $0.items.map(\.id) } == [["q", "r"], ["s"], ["u"]])
    let kept = Self.snapshot.sections(removing: ["p1"])
    #expect(kept[0].items[0].children.map(\.id) == ["p2"])
  }
}
