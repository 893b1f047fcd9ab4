import FoldKit
import FoldKitTestSupport
import Testing

@Suite struct SnapshotBuildingTests {
  typealias Item = ListItem<String, String>
  typealias Section = ListSection<String, String, String>

  /// Sections of trees three levels deep (10 children, each with 10 children), `count` top-level
  /// items in all, split into sections of `perSection`.
  static func forest(topLevel count: Int, perSection: Int) -> [Section] {
    stride(from: 0, to: count, by: perSection).map { start in
      Section(
        id: "s\(start / perSection)",
        items: (start..<min(count, start + perSection)).map { top in
          Item(
            id: "t\(top)", content: "",
            children: (0..<10).map { child in
              Item(
                id: "t\(top).\(child)", content: "",
                children: (0..<10).map { Item(id: "t\(top).\(child).\($0)", content: "") })
            })
        })
    }
  }

  @Test func duplicateDeepInAMillionItemsNamesBothPlaces() throws {
    // 9,001 top-level items of 111 items each: 999,111 items, then one more subtree's worth.
    var sections = Self.forest(topLevel: 9_010, perSection: 100)
    // The last section's 7th top-level item's 3rd child's 5th child reuses an ID from section 2.
    let last = sections.count - 1
    sections[last].items[6].children[2].children[4].id = "t245.8.1"
    let error = #expect(throws: SnapshotError.self) {
      try Snapshot(sections: sections)
    }
    #expect(error?.kind == .duplicateItemID)
    #expect(error?.id == "t245.8.1")
    #expect(error?.firstPlace == [2, 45, 8, 1])
    #expect(error?.secondPlace == [last, 6, 2, 4])
    #expect(
      error?.description
        == "duplicate item ID t245.8.1: at section 2, item 45.8.1 and at section \(last), item 6.2.4"
    )
  }

  @Test func duplicateSectionAndTopLevelPlaces() throws {
    let sections = [
      Section(id: "a", items: [Item(id: "x", content: "")]),
      Section(id: "b", items: [Item(id: "y", content: ""), Item(id: "x", content: "")]),
    ]
    let items = #expect(throws: SnapshotError.self) { try Snapshot(sections: sections) }
    #expect(items?.firstPlace == [0, 0])
    #expect(items?.secondPlace == [1, 1])
    let again = sections + [Section(id: "a", items: [])]
    let duplicateSection = #expect(throws: SnapshotError.self) {
      try Snapshot(sections: [again[0], again[2]])
    }
    #expect(duplicateSection?.kind == .duplicateSectionID)
    #expect(duplicateSection?.firstPlace == [0])
    #expect(duplicateSection?.secondPlace == [1])
  }

  @Test func nodesRecordTheirPlaceInTheTree() throws {
    let snapshot = try Snapshot(sections: Self.forest(topLevel: 3, perSection: 2))
    #expect(snapshot.itemCount == 3 * 111)
    #expect(snapshot.sections.map(\.nodes) == [0..<222, 222..<333])
    #expect(snapshot.sections.map(\.topLevelCount) == [2, 1])
    let grandchild = try #require(snapshot.nodeIndex(of: "t1.9.9"))
    let node = snapshot.nodes[grandchild]
    #expect(grandchild == 221)
    #expect(node.depth == 2)
    #expect(node.siblingIndex == 9)
    #expect(node.siblingCount == 10)
    #expect(node.subtreeEnd == 222)
    #expect(node.parent == snapshot.nodeIndex(of: "t1.9"))
    #expect(snapshot.nodes[111].parent == nil)
    #expect(snapshot.nodes[111].childCount == 10)
    #expect(snapshot.nodes[111].subtreeEnd == 222)
    #expect(snapshot.ancestors(of: grandchild) == [211, 111])
    #expect(snapshot.children(of: 111).count == 10)
  }
}
