import FoldKit
import FoldKitTestSupport
import Testing

/// The packed row positions the diff uses internally keep both halves at every `Int` width.
@Suite struct DiffPathTests {
  @Test func packedPathsKeepSectionAndRow() {
    let cases = [(0, 0), (2, 1), (1, 0), (0, 1), (65_535, 65_535), (2_000_000_000, 2_000_000_000)]
    for (section, row) in cases {
      let packed: UInt64 = DiffPath.pack(section, row)
      #expect(DiffPath.section(packed) == section, "section of \(section)-\(row)")
      #expect(DiffPath.row(packed) == row, "row of \(section)-\(row)")
      #expect(DiffPath.unpack(packed) == ListIndexPath(section: section, row: row))
    }
  }

  @Test func packedPathsOrderAsIndexPaths() {
    let seed: UInt64 = 0x32
    var random = SplitMix64(seed: seed)
    for step in 0..<1_000 {
      let a = ListIndexPath(
        section: Int.random(in: 0..<40_000, using: &random),
        row: Int.random(in: 0..<40_000, using: &random))
      let b = ListIndexPath(
        section: Int.random(in: 0..<3, using: &random) == 0
          ? a.section : Int.random(in: 0..<40_000, using: &random),
        row: Int.random(in: 0..<40_000, using: &random))
      #expect(
        (DiffPath.pack(a.section, a.row) < DiffPath.pack(b.section, b.row)) == (a < b),
        "seed \(seed) step \(step): \(a) and \(b)")
    }
  }

  /// The case a 32-bit build got wrong when paths were packed into `Int`.
  @Test func contentChangeBeyondTheFirstSectionIsReloadedInPlace() throws {
    let old = snapshot([(1, [1, 2]), (2, [3, 4]), (3, [5, 6])])
    var new = old
    new[2].rows[1].content = 1
    let staged = try ListDiff.staged(from: old, to: new)
    #expect(staged.map(\.changeset) == [Changeset(reloadedRows: [path(2, 1)])])
    try BatchReplay.replay(staged, from: old, to: new)
  }
}
