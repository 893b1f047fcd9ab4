import FoldKit
import FoldKitTestSupport
import Testing

/// The search index scanned in pieces, and clearing a filter by the rows kept from before it.
@Suite struct SearchScanTests {
  /// Random texts of a few words, some sharing prefixes, some empty.
  static func texts(_ count: Int, seed: UInt64) -> [String] {
    let words = ["", "a", "ab", "abc", "Hello", "WORLD", "김민준", "x\u{0}y", "aaaa", "b a"]
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      (0..<Int(rng.next() % 4)).map { _ in words[Int(rng.next() % UInt64(words.count))] }
        .joined(separator: " ")
    }
  }

  @Test func scanningInPiecesFindsWhatOneScanFinds() {
    let queries = ["a", "ab", "aa", "b a", "WORLD", "민", "x\u{0}y", " ", "hello world", "zz"]
    for seed: UInt64 in [1, 2, 3] {
      let texts = Self.texts(2_000, seed: seed)
      let index = ListSearchIndex(texts: texts)
      var rng = SplitMix64(seed: seed &+ 100)
      for query in queries {
        let expected = texts.indices.filter { texts[$0].lowercased().contains(query.lowercased()) }
        #expect(index.matches(query) == expected, "seed \(seed), '\(query)'")
        // In pieces of random size and limit, each starting where the last stopped.
        var found: [Int] = []
        var from = 0
        while from < texts.count {
          let to = min(texts.count, from + Int(rng.next() % 300) + 1)
          let limit = Int(rng.next() % 20) + 1
          let piece = index.matches(query, inNodes: from..<to, limit: limit)
          #expect(piece.nodes.count <= limit)
          #expect(piece.end > from && piece.end <= to, "seed \(seed), '\(query)'")
          found += piece.nodes
          from = piece.end
        }
        #expect(found == expected, "seed \(seed), '\(query)'")
      }
    }
  }

  @Test func clearingShowsTheRowsFromBeforeTheFiltersAgain() throws {
    var list = try outline([
      entry("docs", [entry("readme"), entry("guide", [entry("intro"), entry("setup")])]),
      entry("src", [entry("main"), entry("util")]), entry("notes", hasDetail: true),
    ])
    list.setExpanded(true, "src")
    let before = list.rows.elements.map { "\($0.kind) \($0.index) \($0.height)" }
    checked(&list) { $0.filter(text: "s") }
    checked(&list) { $0.filter(text: "se") }
    checked(&list) { $0.clearFilter() }
    #expect(list.rows.elements.map { "\($0.kind) \($0.index) \($0.height)" } == before)
    #expect(list.names == ["docs", "src", "main", "util", "notes"])
    // A person's change while filtered is kept: the rows are worked out again.
    checked(&list) { $0.filter(text: "intro") }
    list.setExpanded(false, "src")
    checked(&list) { $0.clearFilter() }
    #expect(list.names == ["docs", "src", "notes"])
    list.rows.checkInvariants()
  }

  @Test func aFirstScreenOfMatchesNeverNarrowsALongerQuery() throws {
    var list = try outline([entry("ab1"), entry("ab2"), entry("ab3"), entry("ab4")])
    list.prepareSearchIndex()
    let index = try #require(list.builtSearchIndex)
    let first = index.matches("ab", inNodes: 0..<4, limit: 1)
    #expect(first.nodes == [0] && first.end == 1)
    // The first match only, as a first screen; "ab3" must still be found by the longer query.
    var partial = list
    _ = partial.filter(text: "ab", found: first.nodes, isPartial: true, changeLimit: Int.max)
    #expect(partial.names == ["ab1"])
    partial.filter(text: "ab3")
    #expect(partial.names == ["ab3"])
    // A whole result narrows.
    var whole = list
    whole.filter(text: "ab")
    #expect(whole.names == ["ab1", "ab2", "ab3", "ab4"])
    whole.filter(text: "ab3")
    #expect(whole.names == ["ab3"])
  }
}
