import FoldKit
import Testing

@Suite struct CheckTreeTests {
  typealias Node = CheckTree<String>.Node

  @Test func duplicateIDNamesTheIDAndBothPaths() {
    let roots: [Node] = [
      Node("a", children: [Node("b"), Node("c", children: [Node("d")])]),
      Node("e", children: [Node("d")]),
    ]
    let error = #expect(throws: CheckTreeError<String>.self) {
      try CheckTree(roots: roots)
    }
    #expect(error == .duplicateID("d", firstPath: [0, 1, 0], secondPath: [1, 0]))
    #expect(error?.description == "duplicate ID d at path [0, 1, 0] and at path [1, 0]")
  }

  @Test func duplicatePathsCountSiblingsWithSubtreesBeforeThem() {
    let roots: [Node] = [
      Node(
        "a",
        children: [Node("b", children: [Node("c")]), Node("d", children: [Node("e"), Node("f")])]),
      Node(
        "g",
        children: [Node("h", children: [Node("i"), Node("j")]), Node("k", children: [Node("f")])]),
    ]
    let error = #expect(throws: CheckTreeError<String>.self) {
      try CheckTree(roots: roots)
    }
    #expect(error == .duplicateID("f", firstPath: [0, 1, 1], secondPath: [1, 1, 0]))
  }

  @Test func emptyTreeIsUncheckedAndConfirmable() throws {
    var tree = try CheckTree<String>(roots: [])
    #expect(tree.count == 0)
    #expect(tree.allMark == .unchecked)
    #expect(tree.canConfirm)
    #expect(tree.toggleAll().isEmpty)
    #expect(tree.setAll(true).isEmpty)
    tree.checkInvariants()
  }

  @Test func initiallyCheckedParentChecksItsLeaves() throws {
    let tree = try CheckTree(roots: [
      Node("p", isChecked: true, children: [Node("a"), Node("b", isDisabled: true)]),
      Node("q", children: [Node("c", isChecked: true), Node("d")]),
    ])
    #expect(tree.ids == ["p", "a", "b", "q", "c", "d"])
    #expect(tree.mark(of: "a") == .checked)
    #expect(tree.mark(of: "b") == .checked)
    #expect(tree.mark(of: "p") == .checked)
    #expect(tree.mark(of: "q") == .mixed)
    #expect(tree.allMark == .mixed)
    tree.checkInvariants()
  }

  @Test func leafToggleReportsOnlyAncestorsWhoseMarkChanged() throws {
    var tree = try CheckTree(roots: [
      Node("root", children: [Node("group", children: [Node("x"), Node("y")]), Node("z")])
    ])
    let first = tree.toggle("x")
    #expect(first.changed == ["root", "group", "x"])
    #expect(tree.mark(of: "root") == .mixed)
    let second = tree.toggle("y")
    #expect(second.changed == ["group", "y"], "root stays mixed, so it is not reported")
    #expect(tree.mark(of: "group") == .checked)
    #expect(!second.allMarkChanged)
    let third = tree.toggle("z")
    #expect(third.changed == ["root", "z"])
    #expect(third.allMarkChanged)
    #expect(tree.allMark == .checked)
  }

  @Test func parentWithDisabledUncheckedLeafTogglesItsEnabledLeaves() throws {
    var tree = try CheckTree(roots: [
      Node("p", children: [Node("locked", isDisabled: true), Node("a"), Node("b")])
    ])
    let check = tree.toggle("p")
    #expect(check.changed == ["p", "a", "b"])
    #expect(tree.mark(of: "locked") == .unchecked)
    #expect(tree.mark(of: "p") == .mixed, "a disabled unchecked leaf keeps the parent mixed")
    // Every enabled leaf is checked, so the next toggle unchecks them.
    let uncheck = tree.toggle("p")
    #expect(uncheck.changed == ["p", "a", "b"])
    #expect(tree.mark(of: "p") == .unchecked)
    #expect(tree.toggleAll().changed == ["p", "a", "b"])
    #expect(tree.allMark == .mixed)
    #expect(tree.toggleAll().changed == ["p", "a", "b"])
    #expect(tree.allMark == .unchecked)
    tree.checkInvariants()
  }

  @Test func parentWithDisabledCheckedLeafIsNeverUnchecked() throws {
    var tree = try CheckTree(roots: [
      Node("p", children: [Node("kept", isChecked: true, isDisabled: true), Node("a")])
    ])
    #expect(tree.mark(of: "p") == .mixed)
    #expect(tree.toggle("p").changed == ["p", "a"])
    #expect(tree.mark(of: "p") == .checked)
    #expect(tree.toggle("p").changed == ["p", "a"])
    #expect(tree.mark(of: "p") == .mixed)
    #expect(tree.mark(of: "kept") == .checked)
  }

  @Test func disabledParentDisablesItsSubtree() throws {
    var tree = try CheckTree(roots: [
      Node("p", isDisabled: true, children: [Node("a"), Node("b", isChecked: true)]),
      Node("c"),
    ])
    #expect(!tree.isEnabled("a"))
    #expect(tree.toggle("a").isEmpty)
    #expect(tree.toggle("p").isEmpty)
    #expect(tree.set("b", checked: false).isEmpty)
    #expect(tree.toggleAll().changed == ["c"])
    #expect(tree.mark(of: "p") == .mixed)
    #expect(tree.mark(of: "a") == .unchecked)
  }

  @Test func mandatoryParentNeedsEveryLeafBelowIt() throws {
    var tree = try CheckTree(roots: [
      Node("p", isMandatory: true, children: [Node("a"), Node("b")]),
      Node("c", isMandatory: true),
    ])
    #expect(tree.uncheckedMandatory == ["p", "c"])
    _ = tree.toggle("a")
    _ = tree.toggle("c")
    #expect(!tree.canConfirm)
    #expect(tree.uncheckedMandatory == ["p"])
    let change = tree.toggle("b")
    #expect(change.canConfirmChanged)
    #expect(tree.canConfirm)
  }

  @Test func disabledUncheckedMandatoryItemBlocksConfirming() throws {
    var tree = try CheckTree(roots: [Node("a", isMandatory: true, isDisabled: true)])
    #expect(tree.toggleAll().isEmpty)
    #expect(!tree.canConfirm)
    #expect(tree.uncheckedMandatory == ["a"])
  }

  @Test func independentItemsToggleAlone() throws {
    var tree = try CheckTree(
      roots: [Node("p", children: [Node("a"), Node("b", isChecked: true)])],
      propagation: .independent)
    #expect(tree.mark(of: "p") == .unchecked)
    #expect(tree.mark(ofSubtree: "p") == .mixed)
    let parent = tree.toggle("p")
    #expect(parent.changed == ["p"])
    #expect(tree.mark(of: "a") == .unchecked)
    let section = tree.toggleSubtree("p")
    #expect(section.changed == ["a"])
    #expect(tree.mark(ofSubtree: "p") == .checked)
    #expect(section.allMarkChanged)
    #expect(tree.toggleSubtree("p").changed == ["p", "a", "b"])
    #expect(tree.allMark == .unchecked)
    tree.checkInvariants()
  }

  @Test func independentDisabledParentLeavesChildrenEnabled() throws {
    var tree = try CheckTree(
      roots: [Node("p", isDisabled: true, children: [Node("a")])], propagation: .independent)
    #expect(tree.toggle("p").isEmpty)
    #expect(tree.isEnabled("a"))
    #expect(tree.toggleSubtree("p").changed == ["a"])
    #expect(tree.mark(of: "p") == .unchecked)
    #expect(tree.mark(ofSubtree: "p") == .mixed)
  }

  @Test func setIsIdempotent() throws {
    var tree = try CheckTree(roots: [Node("p", children: [Node("a"), Node("b")])])
    #expect(tree.set("p", checked: true).changed == ["p", "a", "b"])
    #expect(tree.set("p", checked: true).isEmpty)
    #expect(tree.setAll(true).isEmpty)
    #expect(tree.setSubtree("a", checked: false).changed == ["p", "a"])
  }

  @Test func unknownIDTraps() async {
    await #expect(processExitsWith: .failure) {
      let tree = try? CheckTree(roots: [CheckTree<String>.Node("a")])
      _ = tree?.mark(of: "missing")
    }
  }
}
