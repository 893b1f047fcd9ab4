import FoldKit
import FoldKitTestSupport
import Testing

/// The snapshot's index from item IDs to nodes, driven through the public API: IDs whose hashes
/// collide, a builder that grows from nothing, and children loaded on demand.
@Suite struct SnapshotIndexTests {
  /// An ID whose hash is one of only `buckets` values, so that many IDs share their hash bits.
  struct CrowdedID: Hashable, Sendable, CustomStringConvertible {
    var value: Int
    var buckets: Int
    func hash(into hasher: inout Hasher) { hasher.combine(value % buckets) }
    static func == (a: Self, b: Self) -> Bool { a.value == b.value }
    var description: String { "#\(value)" }
  }

  @Test(arguments: [1, 3, 64])
  func collidingHashesStillFindEveryItem(buckets: Int) throws {
    let ids = (0..<3_000).map { CrowdedID(value: $0 * 7, buckets: buckets) }
    let items = ids.map { ListItem<CrowdedID, Int>(id: $0, content: $0.value) }
    let snapshot = try Snapshot(sections: [ListSection(id: 0, items: items)])
    for (index, id) in ids.enumerated() {
      #expect(snapshot.nodeIndex(of: id) == index)
    }
    // Absent IDs, including ones that share hash bits with present ones.
    for value in [1, 2, 20_999, 21_001, -7] {
      #expect(snapshot.nodeIndex(of: CrowdedID(value: value, buckets: buckets)) == nil)
      #expect(!snapshot.contains(item: CrowdedID(value: value, buckets: buckets)))
    }
    // A duplicate among colliding IDs is still found, with both places.
    let again = items + [ListItem(id: ids[1_234], content: 0)]
    #expect(throws: SnapshotError.self) {
      try Snapshot(sections: [ListSection(id: 0, items: again)])
    }
    do {
      _ = try Snapshot(sections: [ListSection(id: 0, items: again)])
    } catch {
      #expect(error.firstPlace == [0, 1_234])
      #expect(error.secondPlace == [0, 3_000])
    }
  }

  @Test func aBuilderWithoutAnEstimateGrowsItsIndex() throws {
    var builder = Snapshot<Int, String, Int>.Builder()
    try builder.beginSection(id: 0)
    var rng = SplitMix64(seed: 12)
    var ids: [String] = []
    for index in 0..<50_000 {
      let id = "item-\(rng.next() % 1_000_000_000)-\(index)"
      ids.append(id)
      try builder.beginItem(id: id, content: index)
      builder.endItem()
      // The builder answers for what it holds so far.
      if index % 997 == 0 { #expect(builder.nodeIndex(of: ids[index / 2]) == index / 2) }
    }
    builder.endSection()
    let snapshot = builder.snapshot()
    for (index, id) in ids.enumerated() { #expect(snapshot.nodeIndex(of: id) == index) }
    #expect(snapshot.nodeIndex(of: "item-missing") == nil)
    #expect(throws: SnapshotError.self) {
      var more = builder
      try more.beginSection(id: 1)
      try more.beginItem(id: ids[40_000], content: 0)
    }
  }

  @Test func loadedChildrenJoinTheIndex() throws {
    var list = ListController(
      snapshot: try Snapshot(sections: [
        ListSection(
          id: "s",
          items: [
            ListItem<String, String>(id: "folder", content: "folder", options: .childrenOnDemand),
            ListItem(id: "file", content: "file"),
          ])
      ]))
    list.toggle("folder")
    guard case .request(let request)? = list.takeLoadEvents().last else {
      Issue.record("no load request")
      return
    }
    let children = (0..<500).map { ListItem<String, String>(id: "child-\($0)", content: "") }
    try list.supplyChildren(children, for: request)
    #expect(list.snapshot.nodeIndex(of: "folder") == 0)
    #expect(list.snapshot.nodeIndex(of: "file") == 1)
    for index in 0..<500 { #expect(list.snapshot.nodeIndex(of: "child-\(index)") == 2 + index) }
    #expect(list.snapshot.nodeIndex(of: "child-500") == nil)
  }
}
