import FoldKit
import Foundation
import Testing

@Suite struct CheckStateTests {
  typealias Node = CheckTree<String>.Node

  static func tree(_ propagation: CheckPropagation = .tristate) throws -> CheckTree<String> {
    try CheckTree(
      roots: [
        Node("age", isMandatory: true),
        Node("payment", children: [Node("thirdParty"), Node("history")]),
        Node("marketing", isDisabled: true),
      ], propagation: propagation)
  }

  @Test func stateListsStoredMarksInTreeOrder() throws {
    var tree = try Self.tree()
    _ = tree.toggle("history")
    #expect(
      tree.state == CheckState(checked: ["history"], unchecked: ["age", "thirdParty", "marketing"]))
    let independent = try Self.tree(.independent)
    #expect(
      independent.state.unchecked == ["age", "payment", "thirdParty", "history", "marketing"])
  }

  @Test func jsonRoundTripRestoresEveryMark() throws {
    var saved = try Self.tree()
    _ = saved.toggle("age")
    _ = saved.toggle("thirdParty")
    let data = try JSONEncoder().encode(saved.state)
    let text = try #require(String(data: data, encoding: .utf8))
    #expect(text.contains("\"checked\":[\"age\",\"thirdParty\"]"))
    let decoded = try JSONDecoder().decode(CheckState<String>.self, from: data)
    #expect(decoded == saved.state)
    var restored = try Self.tree()
    let change = try restored.restore(decoded)
    #expect(change.changed == ["age", "payment", "thirdParty"])
    #expect(change.allMarkChanged && change.canConfirmChanged)
    #expect(restored.ids.map(restored.mark(of:)) == saved.ids.map(saved.mark(of:)))
    #expect(restored.canConfirm)
    restored.checkInvariants()
  }

  @Test func restoreSetsDisabledItemsAndKeepsUnlistedOnes() throws {
    var tree = try Self.tree()
    _ = tree.toggle("age")
    let change = try tree.restore(CheckState(checked: ["marketing"]))
    #expect(change.changed == ["marketing"])
    #expect(tree.mark(of: "age") == .checked)
    #expect(tree.mark(of: "marketing") == .checked)
    tree.checkInvariants()
  }

  @Test func unknownIDInDecodedStateThrowsAndChangesNothing() throws {
    let json = #"{"checked":["age","refund"],"unchecked":[]}"#
    let state = try JSONDecoder().decode(CheckState<String>.self, from: Data(json.utf8))
    var tree = try Self.tree()
    let error = #expect(throws: CheckTreeError<String>.self) { try tree.restore(state) }
    #expect(error == .unknownID("refund"))
    #expect(error?.description == "check state names ID refund, which is not in the tree")
    #expect(tree.mark(of: "age") == .unchecked, "nothing is half-applied")
  }

  @Test func repeatedAndDerivedIDsThrow() throws {
    var tree = try Self.tree()
    #expect(throws: CheckTreeError.repeatedID("age")) {
      try tree.restore(CheckState(checked: ["age"], unchecked: ["age"]))
    }
    #expect(throws: CheckTreeError.derivedMark("payment")) {
      try tree.restore(CheckState(checked: ["payment"]))
    }
    var independent = try Self.tree(.independent)
    let change = try independent.restore(CheckState(checked: ["payment"]))
    #expect(change.changed == ["payment"])
  }

  @Test func marksEncodeAsStrings() throws {
    let data = try JSONEncoder().encode([CheckMark.checked, .unchecked, .mixed])
    #expect(String(data: data, encoding: .utf8) == #"["checked","unchecked","mixed"]"#)
  }
}
