import FoldKit
import FoldKitTestSupport
import Testing

/// A row ID whose hash takes only eight values, so that in the diff's table most IDs share their
/// tag with others and every probe walks past rows with other IDs.
private struct CollidingID: Hashable, CustomStringConvertible {
  var value: Int

  func hash(into hasher: inout Hasher) { hasher.combine(value & 7) }
  var description: String { "\(value)" }
}

/// A test row with a colliding ID.
private struct CollidingRow: Diffable, Hashable {
  var id: CollidingID
  var content: Int

  var diffID: CollidingID { id }
}

private typealias CollidingSnapshot = [DiffSection<TestSection, CollidingRow>]

/// `snapshot` with colliding row IDs.
private func colliding(_ snapshot: TestSnapshot) -> CollidingSnapshot {
  snapshot.map { section in
    DiffSection(
      model: section.model,
      rows: section.rows.map { CollidingRow(id: CollidingID(value: $0.id), content: $0.content) })
  }
}

/// The diff's hash table (rows outside the equal runs, matched by ID) held to a dictionary: on
/// shuffled lists, with duplicates, empty lists, all rows equal and all different, and with IDs
/// whose hashes collide, the result depends only on which rows have equal IDs.
@Suite struct ListDiffTableTests {
  /// Random distinct IDs below 10,000 with no equal rows at either end of `old` and `new`: `old`
  /// of `oldCount` rows, `new` keeping about `kept` of them in shuffled order, with new IDs and
  /// some contents changed.
  static func pair(
    oldCount: Int, kept: Double, using random: inout SplitMix64
  ) -> ([TestRow], [TestRow]) {
    var ids = Array(1...10_000)
    ids.shuffle(using: &random)
    let old = ids.prefix(oldCount).map { TestRow(id: $0) }
    var new = old.filter { _ in Double.random(in: 0..<1, using: &random) < kept }
    let fresh = Int.random(in: 0...(oldCount / 2 + 1), using: &random)
    new += ids[oldCount..<(oldCount + fresh)].map { TestRow(id: $0) }
    new.shuffle(using: &random)
    for index in new.indices where Int.random(in: 0..<10, using: &random) == 0 {
      new[index].content = 1
    }
    return (old, new)
  }

  /// Checks one flat pair: the colliding diff equals the plain one, the plain one replays, and
  /// without content changes its one stage deletes, inserts and moves exactly the rows a
  /// dictionary of IDs says.
  static func check(_ old: [TestRow], _ new: [TestRow], _ context: String) throws {
    let oldSnapshot = [DiffSection(model: TestSection(id: 0), rows: old)]
    let newSnapshot = [DiffSection(model: TestSection(id: 0), rows: new)]
    let plain = try ListDiff.staged(from: oldSnapshot, to: newSnapshot)
    let collided = try ListDiff.staged(from: colliding(oldSnapshot), to: colliding(newSnapshot))
    #expect(plain.map(\.changeset) == collided.map(\.changeset), "\(context)")
    try BatchReplay.replay(plain, from: oldSnapshot, to: newSnapshot)
    guard new.allSatisfy({ $0.content == 0 }) else { return }
    var newIndex: [Int: Int] = [:]
    for (index, row) in new.enumerated() { newIndex[row.id] = index }
    var oldIDs = Set<Int>()
    for row in old { oldIDs.insert(row.id) }
    let changeset = plain.last?.changeset ?? Changeset()
    #expect(plain.count <= 1, "\(context)")
    #expect(
      changeset.deletedRows.map(\.row) == old.indices.filter { newIndex[old[$0].id] == nil },
      "\(context)")
    #expect(
      changeset.insertedRows.map(\.row) == new.indices.filter { !oldIDs.contains(new[$0].id) },
      "\(context)")
    for move in changeset.movedRows {
      #expect(newIndex[old[move.from.row].id] == move.to.row, "\(context)")
    }
    let matched = old.filter { newIndex[$0.id] != nil }.count
    #expect(matched - changeset.movedRows.count >= (matched == 0 ? 0 : 1), "\(context)")
  }

  @Test func shuffledListsMatchAsADictionaryDoes() throws {
    let rounds = max(scaledStepCount("FOLDKIT_DIFF_PAIRS", default: 3_000) / 100, 100)
    var random = SplitMix64(seed: 0x7AB1E)
    for round in 0..<rounds {
      let oldCount = [0, 1, 2, 17, 300, Int.random(in: 0...1_200, using: &random)][round % 6]
      let kept = [0, 0.5, 0.9, 1][Int.random(in: 0..<4, using: &random)]
      var (old, new) = Self.pair(oldCount: oldCount, kept: kept, using: &random)
      if round % 7 == 0 {
        for index in new.indices { new[index].content = 0 }
      }
      try Self.check(old, new, "round \(round): \(old.count) → \(new.count), kept \(kept)")
    }
  }

  @Test func edgeCasesMatchAsADictionaryDoes() throws {
    let rows = (1...500).map { TestRow(id: $0) }
    var random = SplitMix64(seed: 0xED6E)
    var shuffled = rows
    shuffled.shuffle(using: &random)
    try Self.check([], [], "empty")
    try Self.check([], rows, "empty to full")
    try Self.check(rows, [], "full to empty")
    try Self.check(rows, rows, "all equal")
    try Self.check(rows, shuffled, "all shuffled")
    try Self.check(rows, Array(rows.reversed()), "reversed")
    try Self.check(rows, (501...1_000).map { TestRow(id: $0) }, "all different")
    try Self.check(
      Array(shuffled.prefix(250)), Array(shuffled.suffix(250)).shuffled(using: &random),
      "disjoint halves")
  }

  @Test func sectionedPairsMatchWithCollidingHashes() throws {
    let rounds = max(scaledStepCount("FOLDKIT_DIFF_PAIRS", default: 3_000) / 30, 100)
    var generator = SnapshotPairGenerator(seed: 0x5EC7_AB1E)
    for round in 0..<rounds {
      var (old, new) = generator.makePair()
      if round % 5 == 4 {
        _ =
          round % 2 == 0
          ? generator.injectDuplicate(into: &old) : generator.injectDuplicate(into: &new)
      }
      var plain: [Changeset]?
      var collided: [Changeset]?
      var plainError: DiffError?
      var collidedError: DiffError?
      do { plain = try ListDiff.staged(from: old, to: new).map(\.changeset) } catch {
        plainError = error
      }
      do {
        collided = try ListDiff.staged(from: colliding(old), to: colliding(new)).map(\.changeset)
      } catch {
        collidedError = error
      }
      #expect(plain == collided, "round \(round)")
      #expect(plainError == collidedError, "round \(round)")
    }
  }

  @Test func duplicatesThrowTheSameErrorWhateverTheHash() {
    var random = SplitMix64(seed: 0xD0_0B1E)
    var thrown = 0
    for round in 0..<200 {
      var (old, new) = Self.pair(
        oldCount: Int.random(in: 2...300, using: &random), kept: 0.8, using: &random)
      // A copy of a row somewhere in old or new (or both), away from the ends.
      if round % 3 != 1, old.count > 2 {
        old.insert(
          old[Int.random(in: 0..<old.count, using: &random)],
          at: Int.random(in: 1..<old.count, using: &random))
      }
      if round % 3 != 0, new.count > 2 {
        new.insert(
          new[Int.random(in: 0..<new.count, using: &random)],
          at: Int.random(in: 1..<new.count, using: &random))
      }
      let oldSnapshot = [DiffSection(model: TestSection(id: 0), rows: old)]
      let newSnapshot = [DiffSection(model: TestSection(id: 0), rows: new)]
      var plainError: DiffError?
      var collidedError: DiffError?
      do { _ = try ListDiff.staged(from: oldSnapshot, to: newSnapshot) } catch {
        plainError = error
      }
      do { _ = try ListDiff.staged(from: colliding(oldSnapshot), to: colliding(newSnapshot)) } catch
      {
        collidedError = error
      }
      #expect(plainError == collidedError, "round \(round)")
      if plainError != nil { thrown += 1 }
    }
    #expect(thrown > 100)
  }
}
