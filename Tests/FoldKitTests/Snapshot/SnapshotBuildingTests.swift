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
    #expect(snapshot.siblingCount(ofNode: grandchild) == 10)
    #expect(node.subtreeEnd == 222)
    #expect(node.parent == snapshot.nodeIndex(of: "t1.9"))
    #expect(snapshot.nodes[111].parent == nil)
    #expect(snapshot.nodes[111].childCount == 10)
    #expect(snapshot.nodes[111].subtreeEnd == 222)
    #expect(snapshot.ancestors(of: grandchild) == [211, 111])
    #expect(snapshot.children(of: 111).count == 10)
  }
}

@Suite struct SnapshotBuilderTests {
  typealias Item = ListItem<Int, Int>
  typealias Section = ListSection<Int, Int, Int>

  /// Random sections of random trees, IDs unique.
  static func randomSections(_ rng: inout SplitMix64) -> [Section] {
    var next = 0
    func items(depth: Int) -> [Item] {
      let count =
        depth == 0 ? Int.random(in: 0...6, using: &rng) : Int.random(in: 0...3, using: &rng)
      return (0..<count).map { _ in
        next += 1
        let id = next
        return Item(
          id: id, content: id * 7,
          children: depth < 3 && Bool.random(using: &rng) ? items(depth: depth + 1) : [],
          hasDetail: Bool.random(using: &rng),
          behavior: Int.random(in: 0..<10, using: &rng) == 0 ? .toggleAll : .automatic)
      }
    }
    return (0..<Int.random(in: 0...4, using: &rng)).map { section in
      Section(
        id: section, header: Bool.random(using: &rng) ? section : nil,
        isCollapsible: Bool.random(using: &rng), items: items(depth: 0))
    }
  }

  static func assertSame(_ a: Snapshot<Int, Int, Int>, _ b: Snapshot<Int, Int, Int>, seed: UInt64) {
    #expect(a.itemCount == b.itemCount, "seed \(seed)")
    #expect(a.toggleAllNodes == b.toggleAllNodes, "seed \(seed)")
    #expect(a.sections.map(\.id) == b.sections.map(\.id), "seed \(seed)")
    #expect(a.sections.map(\.nodes) == b.sections.map(\.nodes), "seed \(seed)")
    #expect(a.sections.map(\.topLevelCount) == b.sections.map(\.topLevelCount), "seed \(seed)")
    #expect(a.sections.map(\.header) == b.sections.map(\.header), "seed \(seed)")
    #expect(a.sections.map(\.isCollapsible) == b.sections.map(\.isCollapsible), "seed \(seed)")
    for (index, (x, y)) in zip(a.nodes, b.nodes).enumerated() {
      #expect(
        x.id == y.id && x.content == y.content && x.hasDetail == y.hasDetail
          && x.options == y.options
          && a.siblingCount(ofNode: index) == b.siblingCount(ofNode: index)
          && x.behavior == y.behavior && x.section == y.section && x.parent == y.parent
          && x.depth == y.depth && x.subtreeEnd == y.subtreeEnd && x.childCount == y.childCount
          && x.siblingIndex == y.siblingIndex,
        "seed \(seed): node \(x.id)")
      #expect(a.nodeIndex(of: x.id) == b.nodeIndex(of: y.id), "seed \(seed)")
    }
  }

  @Test func itemByItemEqualsFromSections() throws {
    for seed in UInt64(1)...300 {
      var rng = SplitMix64(seed: seed)
      let sections = Self.randomSections(&rng)
      let expected = try Snapshot(sections: sections)
      var builder = Snapshot<Int, Int, Int>.Builder()
      var byAppend = Snapshot<Int, Int, Int>.Builder()
      func add(_ item: Item) throws(SnapshotError) {
        try builder.beginItem(
          id: item.id, content: item.content, hasDetail: item.hasDetail, behavior: item.behavior)
        for child in item.children { try add(child) }
        builder.endItem()
      }
      for section in sections {
        try builder.beginSection(
          id: section.id, header: section.header, footer: section.footer,
          isCollapsible: section.isCollapsible)
        try byAppend.beginSection(
          id: section.id, header: section.header, footer: section.footer,
          isCollapsible: section.isCollapsible)
        for item in section.items {
          try add(item)
          try byAppend.append(item)
        }
        builder.endSection()
        byAppend.endSection()
      }
      Self.assertSame(builder.snapshot(), expected, seed: seed)
      Self.assertSame(byAppend.snapshot(), expected, seed: seed)
    }
  }

  @Test func itemOptionsSurviveEveryWayOfBuilding() throws {
    let item = ListItem<Int, Int>(id: 1, content: 0, hasDetail: true, options: .detailApart)
    var builder = Snapshot<Int, Int, Int>.Builder()
    try builder.beginSection(id: 0)
    try builder.append(item)
    try builder.beginItem(id: 2, content: 0, options: .childrenOnDemand)
    builder.endItem()
    builder.endSection()
    let built = builder.snapshot()
    #expect(built.hasItemOptions)
    #expect(built.nodes.map(\.options) == [.detailApart, .childrenOnDemand])
    let fromSections = try Snapshot(sections: [ListSection(id: 0, items: [item])])
    #expect(fromSections.nodes.map(\.options) == [.detailApart])
  }

  @Test func duplicatesNameBothPlacesAndAddNothing() throws {
    var builder = Snapshot<String, String, Int>.Builder()
    try builder.beginSection(id: "a")
    try builder.beginItem(id: "x", content: 1)
    try builder.beginItem(id: "y", content: 2)
    builder.endItem()
    let error = #expect(throws: SnapshotError.self) {
      try builder.beginItem(id: "x", content: 3)
    }
    #expect(error?.firstPlace == [0, 0])
    #expect(error?.secondPlace == [0, 0, 1])
    #expect(builder.itemCount == 2)
    #expect(builder.nodeIndex(of: "x") == 0)
    builder.endItem()
    builder.endSection()
    let section = #expect(throws: SnapshotError.self) { try builder.beginSection(id: "a") }
    #expect(section?.kind == .duplicateSectionID)
    let snapshot = builder.snapshot()
    #expect(snapshot.sections.count == 1)
    #expect(snapshot.nodes.map(\.id) == ["x", "y"])
  }

  @Test func endingAnItemThatIsNotOpenTraps() async {
    await #expect(processExitsWith: .failure) {
      var builder = Snapshot<Int, Int, Int>.Builder()
      builder.endItem()
    }
  }
}

@Suite struct StorageSizeTests {
  /// Content of three words, as the gallery's items are.
  struct ThreeWords: Hashable, Sendable {
    var a = 0
    var b = 0
    var c = 0
  }

  @Test func nodesAndVisibleElementsStayCompact() {
    // A node is its ID and content plus 24 bytes of place and flags; a visible element is 24.
    #expect(MemoryLayout<Snapshot<Int, Int, Int>.Node>.stride == 40)
    #expect(MemoryLayout<Snapshot<String, String, String>.Node>.stride == 56)
    #expect(MemoryLayout<Snapshot<String, String, ThreeWords>.Node>.stride == 64)
    #expect(MemoryLayout<VisibleElement>.stride == 24)
  }

  @Test func detailAndOptionsShareAByteWithoutTouchingEachOther() throws {
    var builder = Snapshot<Int, Int, Int>.Builder()
    try builder.beginSection(id: 0)
    try builder.beginItem(id: 1, content: 1, hasDetail: true, options: [.detailApart])
    builder.endItem()
    try builder.beginItem(id: 2, content: 2, options: [.childrenOnDemand])
    builder.endItem()
    try builder.beginItem(id: 3, content: 3, hasDetail: true)
    builder.endItem()
    builder.endSection()
    var nodes = builder.snapshot().nodes
    #expect(nodes.map(\.hasDetail) == [true, false, true])
    #expect(nodes.map(\.options) == [[.detailApart], [.childrenOnDemand], []])
    nodes[0].hasDetail = false
    nodes[1].hasDetail = true
    nodes[2].options = [.detailApart, .childrenOnDemand]
    #expect(nodes.map(\.hasDetail) == [false, true, true])
    #expect(
      nodes.map(\.options) == [
        [.detailApart], [.childrenOnDemand], [.detailApart, .childrenOnDemand],
      ])
  }

  @Test func siblingCountsComeFromTheParentOrTheSection() throws {
    let snapshot = try Snapshot<String, String, String>(sections: [
      ListSection(
        id: "a",
        items: [
          ListItem(
            id: "x", content: "x",
            children: [
              ListItem(id: "x1", content: ""), ListItem(id: "x2", content: ""),
              ListItem(id: "x3", content: ""),
            ]),
          ListItem(id: "y", content: "y"),
        ]),
      ListSection(id: "b", items: [ListItem(id: "z", content: "z")]),
    ])
    let counts = snapshot.nodes.indices.map { snapshot.siblingCount(ofNode: $0) }
    #expect(counts == [2, 3, 3, 3, 2, 1])
  }

  @Test func nestingDeeperThanTheMaximumTraps() async {
    await #expect(processExitsWith: .failure) {
      var builder = Snapshot<Int, Int, Int>.Builder()
      try? builder.beginSection(id: 0)
      for id in 0...(Snapshot<Int, Int, Int>.Node.maximumDepth + 1) {
        try? builder.beginItem(id: id, content: id)
      }
    }
  }
}
