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
    let rebuilt = try CheckTree(
      roots: [
        Node("age", isMandatory: true),
        Node("payment", children: [Node("thirdParty"), Node("history")]),
        Node("marketing", isDisabled: true),
      ], restoring: decoded)
    #expect(rebuilt.state == saved.state)
    #expect(rebuilt.mark(of: "payment") == .mixed)
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
    let repeated = #expect(throws: CheckTreeError<String>.self) {
      try tree.restore(CheckState(checked: ["age"], unchecked: ["age"]))
    }
    #expect(repeated == .repeatedID("age"))
    #expect(repeated?.description == "check state lists ID age more than once")
    let derived = #expect(throws: CheckTreeError<String>.self) {
      try tree.restore(CheckState(checked: ["payment"]))
    }
    #expect(derived == .derivedMark("payment"))
    #expect(
      derived?.description
        == "check state gives a mark for payment, a parent whose mark is derived from its leaves")
    #expect(tree.state.checked.isEmpty, "a rejected state changes nothing")
    var independent = try Self.tree(.independent)
    let change = try independent.restore(CheckState(checked: ["payment"]))
    #expect(change.changed == ["payment"])
  }

  @Test func marksEncodeAsStrings() throws {
    let data = try JSONEncoder().encode([CheckMark.checked, .unchecked, .mixed])
    #expect(String(data: data, encoding: .utf8) == #"["checked","unchecked","mixed"]"#)
  }
}
