import FoldKit
import Foundation
import Testing

/// A term with its text (a detail row) and its sub-terms (children), opened apart.
@Suite struct DetailApartTests {
  static func terms() throws -> Outline {
    try outline([
      entry(
        "Privacy", [entry("Cookies"), entry("Sharing")], options: .detailApart, hasDetail: true)
    ])
  }

  @Test func detailAndChildrenOpenEachOnTheirOwn() throws {
    var list = try Self.terms()
    checked(&list) { $0.toggle("Privacy") }
    #expect(list.names == ["Privacy", "Cookies", "Sharing"])
    checked(&list) { $0.toggleDetail("Privacy") }
    #expect(list.names == ["Privacy", "Privacy+", "Cookies", "Sharing"])
    checked(&list) { $0.toggle("Privacy") }
    #expect(list.names == ["Privacy", "Privacy+"])
    #expect(list.expansion.isDetailOpen("Privacy"))
    #expect(!list.expansion.isExpanded("Privacy"))
    checked(&list) { $0.toggle("Privacy") }
    checked(&list) { $0.toggleDetail("Privacy") }
    #expect(list.names == ["Privacy", "Cookies", "Sharing"])
  }

  @Test func selectionOpensTheDetailAndTheRightKeyTheChildren() throws {
    var list = try Self.terms()
    let outcome = list.select(at: ListIndexPath(section: 0, row: 0))
    #expect(outcome.action == .toggledDetail("Privacy", isExpanded: true))
    #expect(list.names == ["Privacy", "Privacy+"])
    _ = list.moveRight(fromPosition: 1)
    #expect(list.names == ["Privacy", "Privacy+", "Cookies", "Sharing"])
    let access = list.accessibility(at: ListIndexPath(section: 0, row: 0))
    #expect(access.isExpanded && access.isDetailOpen == true)
    #expect(access.detailActionName == "Hide details")
  }

  @Test func theDetailFlagIsSavedWithTheExpansion() throws {
    var list = try Self.terms()
    list.toggleDetail("Privacy")
    let data = try JSONEncoder().encode(list.expansion)
    let decoded = try JSONDecoder().decode(ExpansionState<String, String>.self, from: data)
    #expect(decoded.openDetails == ["Privacy"])
    #expect(decoded == list.expansion)
  }
}
