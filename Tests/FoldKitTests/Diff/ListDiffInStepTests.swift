import FoldKit
import FoldKitTestSupport
import Testing

/// The diff of rows whose IDs are known unique pairs rows in step before hashing the rest; these
/// tests hold it to the result of hashing every row, on long nearly equal lists where the walk
/// loses and regains its step many times, and on shuffled ones where it gives up.
@Suite struct ListDiffInStepTests {
  /// `sections` sections of `rows` rows with IDs numbered from 1.
  static func base(sections: Int, rows: Int) -> TestSnapshot {
    (0..<sections).map { s in
      DiffSection(
        model: TestSection(id: s + 1),
        rows: (0..<rows).map { TestRow(id: 1_000_000 + s * rows + $0) })
    }
  }

  /// `old` with `edits` random edits: inserts, deletes, content changes, moves within and across
  /// sections, and the occasional shuffled run.
  static func edited(
    _ old: TestSnapshot, edits: Int, using random: inout SplitMix64
  ) -> TestSnapshot {
    var new = old
    var nextID = 1
    for _ in 0..<edits {
      let s = Int.random(in: 0..<new.count, using: &random)
      let count = new[s].rows.count
      switch Int.random(in: 0..<6, using: &random) {
      case 0:
        new[s].rows.insert(TestRow(id: nextID), at: Int.random(in: 0...count, using: &random))
        nextID += 1
      case 1 where count > 0:
        new[s].rows.remove(at: Int.random(in: 0..<count, using: &random))
      case 2 where count > 0:
        new[s].rows[Int.random(in: 0..<count, using: &random)].content += 1
      case 3 where count > 1:
        let row = new[s].rows.remove(at: Int.random(in: 0..<count, using: &random))
        new[s].rows.insert(row, at: Int.random(in: 0..<count, using: &random))
      case 4 where count > 0:
        let row = new[s].rows.remove(at: Int.random(in: 0..<count, using: &random))
        let t = Int.random(in: 0..<new.count, using: &random)
        new[t].rows.insert(row, at: Int.random(in: 0...new[t].rows.count, using: &random))
      case 5 where count > 20:
        let start = Int.random(in: 0..<(count - 20), using: &random)
        new[s].rows[start..<(start + 20)].shuffle(using: &random)
      default:
        break
      }
    }
    return new
  }

  @Test func nearlyEqualListsMatchAsHashingDoes() throws {
    let rounds = scaledStepCount("FOLDKIT_DIFF_PAIRS", default: 3_000) / 100
    for seed: UInt64 in [0xD1FF_0001, 0xD1FF_0002] {
      var random = SplitMix64(seed: seed)
      for round in 0..<max(rounds, 4) {
        let old = Self.base(
          sections: Int.random(in: 1...6, using: &random),
          rows: Int.random(in: 50...600, using: &random))
        let edits = [1, 5, 30, 200][round % 4]
        let new = Self.edited(old, edits: edits, using: &random)
        let hashed = try ListDiff.staged(from: old, to: new)
        let inStep = try ListDiff.staged(from: old, to: new, uniqueRowIDs: true)
        #expect(inStep == hashed, "seed \(seed) round \(round), \(edits) edits")
        try BatchReplay.replay(inStep, from: old, to: new)
      }
    }
  }

  @Test func shuffledListsMatchAsHashingDoes() throws {
    var random = SplitMix64(seed: 0x5_4FF1E)
    let old = Self.base(sections: 3, rows: 2_000)
    var new = old
    for s in new.indices { new[s].rows.shuffle(using: &random) }
    new.shuffle(using: &random)
    let hashed = try ListDiff.staged(from: old, to: new)
    let inStep = try ListDiff.staged(from: old, to: new, uniqueRowIDs: true)
    #expect(inStep == hashed)
    try BatchReplay.replay(inStep, from: old, to: new)
  }
}
