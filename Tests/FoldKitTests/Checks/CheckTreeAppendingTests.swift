import FoldKit
import FoldKitTestSupport
import Testing

/// Growing a check tree by its top-level items, and cutting it back to its first ones, as a list
/// read part by part does: the tree is the one built from those items at once.
@Suite struct CheckTreeAppendingTests {
  typealias Node = CheckTree<String>.Node

  /// A random forest of `count` top-level items with random flags, IDs from `next` on.
  static func forest(
    _ count: Int, next: inout Int, depth: Int = 0, _ random: inout SplitMix64
  ) -> [Node] {
    (0..<count).map { _ in
      next += 1
      let id = "n\(next)"
      let flags = random.next()
      let children =
        depth < 3 && flags % 3 == 0
        ? forest(Int((flags >> 8) % 4), next: &next, depth: depth + 1, &random) : []
      return Node(
        id, isChecked: flags & 16 != 0, isMandatory: flags & 32 != 0,
        isDisabled: flags & 0x1C0 == 0x40, children: children)
    }
  }

  /// Everything a tree shows: its IDs and, for each, its marks and flags; its totals.
  static func summary(_ tree: CheckTree<String>) -> String {
    var lines = tree.ids.map { id in
      "\(id) \(tree.mark(of: id)) \(tree.mark(ofSubtree: id)) \(tree.isEnabled(id))"
        + " \(tree.isMandatory(id))"
    }
    lines.append("all \(tree.allMark) \(tree.canConfirm) \(tree.uncheckedMandatory)")
    return lines.joined(separator: "\n")
  }

  /// Toggles random items of `tree` and of `built`, a tree that should be the same: each toggle
  /// must change both alike.
  static func expectSameToggles(
    _ tree: inout CheckTree<String>, _ built: CheckTree<String>, seed: UInt64,
    _ random: inout SplitMix64
  ) {
    var built = built
    for id in tree.ids where random.next() % 3 == 0 {
      #expect(tree.toggle(id) == built.toggle(id), "seed \(seed)")
    }
    #expect(Self.summary(tree) == Self.summary(built), "seed \(seed)")
  }

  @Test(arguments: [CheckPropagation.tristate, .independent])
  func appendingRootsBuildsTheTreeOfAllOfThem(propagation: CheckPropagation) throws {
    for seed in 1...UInt64(200) {
      var random = SplitMix64(seed: seed)
      var next = 0
      let roots = Self.forest(Int(random.next() % 12), next: &next, &random)
      let whole = try CheckTree(roots: roots, propagation: propagation)
      // In three runs of top-level items, each appended to the tree of the ones before.
      let cuts = [
        Int(random.next() % UInt64(roots.count + 1)), Int(random.next() % UInt64(roots.count + 1)),
      ]
      .sorted()
      var tree = try CheckTree(roots: Array(roots[..<cuts[0]]), propagation: propagation)
      let shared = tree
      try tree.append(roots: Array(roots[cuts[0]..<cuts[1]]))
      try tree.append(roots: Array(roots[cuts[1]...]))
      tree.checkInvariants()
      #expect(Self.summary(tree) == Self.summary(whole), "seed \(seed)")
      // The tree appended to is a copy: the one it shared storage with is unchanged.
      #expect(
        Self.summary(shared)
          == Self.summary(try CheckTree(roots: Array(roots[..<cuts[0]]), propagation: propagation)))
      // Toggling then changes the appended tree as it changes the one built at once.
      Self.expectSameToggles(&tree, whole, seed: seed, &random)
    }
  }

  @Test func removingNodesKeepsTheTreeOfTheFirstRoots() throws {
    for seed in 1...UInt64(200) {
      var random = SplitMix64(seed: seed)
      var next = 0
      let roots = Self.forest(Int(random.next() % 12), next: &next, &random)
      let keep = Int(random.next() % UInt64(roots.count + 1))
      var tree = try CheckTree(roots: roots)
      let kept = try CheckTree(roots: Array(roots[..<keep]))
      tree.removeNodes(from: kept.count)
      tree.checkInvariants()
      #expect(Self.summary(tree) == Self.summary(kept), "seed \(seed)")
      // The IDs removed can come back.
      try tree.append(roots: Array(roots[keep...]))
      #expect(Self.summary(tree) == Self.summary(try CheckTree(roots: roots)), "seed \(seed)")
    }
  }

  /// `roots` in pre-order with their subtree sizes, as a reader collects them.
  static func preorder(_ roots: [Node]) -> [CheckTree<String>.PreorderItem] {
    var items: [CheckTree<String>.PreorderItem] = []
    func add(_ node: Node) {
      let slot = items.count
      items.append(
        CheckTree.PreorderItem(
          id: node.id, hash: Snapshot<String, String, Int>.Builder.indexHash(of: node.id), size: 1,
          isChecked: node.isChecked, isMandatory: node.isMandatory, isDisabled: node.isDisabled))
      for child in node.children { add(child) }
      items[slot].size = Int32(items.count - slot)
    }
    for root in roots { add(root) }
    return items
  }

  /// A random forest for `seed`, the tree built from it at once, and a place among its
  /// top-level items to cut it at; with the generator, to go on drawing from.
  static func randomCase(seed: UInt64, _ propagation: CheckPropagation) throws -> (
    random: SplitMix64, roots: [Node], whole: CheckTree<String>, cut: Int
  ) {
    var random = SplitMix64(seed: seed)
    var next = 0
    let roots = Self.forest(Int(random.next() % 12), next: &next, &random)
    let whole = try CheckTree(roots: roots, propagation: propagation)
    let cut = Int(random.next() % UInt64(roots.count + 1))
    return (random, roots, whole, cut)
  }

  @Test(arguments: [CheckPropagation.tristate, .independent])
  func appendingInPreorderBuildsTheSameTreeAsRoots(propagation: CheckPropagation) throws {
    for seed in 1...UInt64(200) {
      var (random, roots, whole, cut) = try Self.randomCase(seed: seed, propagation)
      var tree = try CheckTree(roots: Array(roots[..<cut]), propagation: propagation)
      let shared = tree
      let items = Self.preorder(Array(roots[cut...]))
      try items.withUnsafeBufferPointer { (items) throws(CheckTreeError<String>) in
        try tree.append(preorder: items)
      }
      tree.checkInvariants()
      #expect(Self.summary(tree) == Self.summary(whole), "seed \(seed)")
      #expect(shared.count == Self.preorder(Array(roots[..<cut])).count)
      Self.expectSameToggles(&tree, whole, seed: seed, &random)
    }
  }

  /// A snapshot of one section holding `before` (items that are not in the tree) and then
  /// `roots`' items in pre-order, every item top-level.
  static func snapshot(before: [String], roots: [Node]) throws -> Snapshot<String, String, Int> {
    let ids = before + Self.preorder(roots).map(\.id)
    return try Snapshot(sections: [
      ListSection(id: "s", items: ids.map { ListItem(id: $0, content: 0) })
    ])
  }

  @Test(arguments: [CheckPropagation.tristate, .independent])
  func aTreeBuiltUnindexedFindsItsIDsThroughTheSnapshotsIndex(propagation: CheckPropagation)
    throws
  {
    for seed in 1...UInt64(200) {
      var (random, roots, whole, cut) = try Self.randomCase(seed: seed, propagation)
      // Grown in two batches without an index, as a list file's reader grows it.
      var tree = try CheckTree<String>(roots: [], propagation: propagation)
      for batch in [Array(roots[..<cut]), Array(roots[cut...])] {
        Self.preorder(batch).withUnsafeBufferPointer { tree.append(unindexed: $0) }
      }
      tree.checkInvariants()
      #expect(!tree.sharesIndex && !tree.readsIDsFromSnapshot)
      // The snapshot's first item (an agree-all row) is not the tree's.
      let before = random.next() % 2 == 0 ? ["agree"] : []
      let snapshot = try Self.snapshot(before: before, roots: roots)
      let shares = tree.shareIndex(of: snapshot, from: before.count)
      #expect(shares)
      #expect(tree.sharesIndex == !before.isEmpty)
      // The IDs are read from the snapshot's items, not kept a second time.
      #expect(tree.readsIDsFromSnapshot)
      #expect(tree.ids == Self.preorder(roots).map(\.id), "seed \(seed)")
      tree.checkInvariants()
      #expect(Self.summary(tree) == Self.summary(whole), "seed \(seed)")
      #expect(!tree.contains("agree") && !tree.contains("n0"), "seed \(seed)")
      Self.expectSameToggles(&tree, whole, seed: seed, &random)
      // Changing its items gives the tree an index of its own, numbered as it is.
      var cutBack = tree
      let keep = Int(random.next() % UInt64(roots.count + 1))
      let kept = try CheckTree(roots: Array(roots[..<keep]), propagation: propagation)
      cutBack.removeNodes(from: kept.count)
      cutBack.checkInvariants()
      // Removing nothing leaves the tree as it was.
      #expect(cutBack.sharesIndex == (tree.sharesIndex && kept.count == tree.count))
      // The items kept are the snapshot's first still: their IDs are read from it.
      #expect(cutBack.readsIDsFromSnapshot)
      #expect(cutBack.ids == kept.ids, "seed \(seed)")
      for id in kept.ids { #expect(cutBack.mark(of: id) == tree.mark(of: id), "seed \(seed)") }
      var grown = tree
      try grown.append(roots: [Node("extra")])
      grown.checkInvariants()
      #expect(!grown.readsIDsFromSnapshot)
      #expect(grown.contains("extra") && grown.count == tree.count + 1, "seed \(seed)")
      #expect(grown.ids == tree.ids + ["extra"], "seed \(seed)")
    }
  }

  @Test func aTreeWhoseItemsAreNotTheSnapshotsIndexesThemItself() throws {
    var next = 0
    var random = SplitMix64(seed: 7)
    let roots = Self.forest(6, next: &next, &random)
    let whole = try CheckTree(roots: roots)
    var ids = Self.preorder(roots).map(\.id)
    let same = try Self.snapshot(before: [], roots: roots)
    // One item short, and one ID different.
    let short = try Self.snapshot(before: ["agree"], roots: Array(roots.dropLast()))
    ids[ids.count / 2] = "other"
    let different = try Snapshot<String, String, Int>(sections: [
      ListSection(id: "s", items: ids.map { ListItem(id: $0, content: 0) })
    ])
    // A tree that keeps its IDs keeps its own index; one that reads them from another snapshot
    // takes them and an index of its own.
    var reading = whole
    #expect(reading.shareIndex(of: same, from: 0) && reading.readsIDsFromSnapshot)
    for start in [whole, reading] {
      var first = start
      let firstShares = first.shareIndex(of: short, from: 1)
      var second = start
      let secondShares = second.shareIndex(of: different, from: 0)
      for (tree, shares) in [(first, firstShares), (second, secondShares)] {
        #expect(!shares && !tree.sharesIndex && !tree.readsIDsFromSnapshot)
        tree.checkInvariants()
        #expect(Self.summary(tree) == Self.summary(whole))
      }
    }
  }

  @Test func aRecordTakesTwentyFourBytes() {
    // The flags share the end's word: a million check items take 24 MB of records, not 28.
    #expect(CheckTree<String>.bytesPerRecord == 24)
  }

  @Test func aTreeWithoutIDsTrapsOnASnapshotOfOtherItems() async {
    await #expect(processExitsWith: .failure) {
      var next = 0
      var random = SplitMix64(seed: 7)
      let roots = Self.forest(6, next: &next, &random)
      var tree = try CheckTree<String>(roots: [])
      Self.preorder(roots).withUnsafeBufferPointer { tree.append(unindexed: $0) }
      let short = try Self.snapshot(before: [], roots: Array(roots.dropLast()))
      tree.shareIndex(of: short, from: 0)
    }
  }

  @Test func aTreeWithoutIDsTrapsWhenItsIDsAreRead() async {
    await #expect(processExitsWith: .failure) {
      var tree = try CheckTree<String>(roots: [])
      let items = [
        CheckTree<String>.PreorderItem(
          id: "a", hash: 0, size: 1, isChecked: false, isMandatory: false, isDisabled: false)
      ]
      items.withUnsafeBufferPointer { tree.append(unindexed: $0) }
      _ = tree.ids
    }
  }

  @Test func appendingADuplicateIDInPreorderThrowsAsRootsDo() throws {
    let start = [Node("a", children: [Node("b")]), Node("c")]
    let added = [Node("d", isChecked: true, children: [Node("e"), Node("b")])]
    var byRoots = try CheckTree(roots: start)
    var byItems = byRoots
    let before = Self.summary(byItems)
    let expected = #expect(throws: CheckTreeError<String>.self) {
      try byRoots.append(roots: added)
    }
    let error = #expect(throws: CheckTreeError<String>.self) {
      try Self.preorder(added).withUnsafeBufferPointer { (items) throws(CheckTreeError<String>) in
        try byItems.append(preorder: items)
      }
    }
    #expect(error == expected)
    #expect(error == .duplicateID("b", firstPath: [0, 0], secondPath: [2, 1]))
    #expect(Self.summary(byItems) == before)
    byItems.checkInvariants()
  }

  @Test func appendingADuplicateIDThrowsAndAddsNothing() throws {
    var tree = try CheckTree(roots: [Node("a", children: [Node("b")]), Node("c")])
    let before = Self.summary(tree)
    let error = #expect(throws: CheckTreeError<String>.self) {
      try tree.append(roots: [Node("d", isChecked: true, children: [Node("e"), Node("b")])])
    }
    #expect(error == .duplicateID("b", firstPath: [0, 0], secondPath: [2, 1]))
    #expect(Self.summary(tree) == before)
    tree.checkInvariants()
    try tree.append(roots: [Node("d"), Node("e", isMandatory: true)])
    #expect(tree.ids == ["a", "b", "c", "d", "e"])
    #expect(!tree.canConfirm)
  }
}
