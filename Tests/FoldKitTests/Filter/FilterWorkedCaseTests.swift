import FoldKit
import Testing

/// Filters as people use them, each case told in words.
@Suite struct FilterWorkedCaseTests {
  static func project() throws -> Outline {
    try outline([
      entry(
        "src", [entry("app", [entry("main.swift"), entry("view.swift")]), entry("lib.swift")]),
      entry("docs", [entry("guide.md"), entry("api.md")]),
      entry("README.md"),
    ])
  }

  /// VS Code #69352: a match under collapsed folders is found.
  ///
  /// The filter opens `src` and `app` for it, marks them as opened by the filter (not the person's choice), and clearing closes
  /// them again.
  @Test func matchesUnderCollapsedFoldersAreShownAndHiddenAgain() throws {
    var list = try Self.project()
    #expect(list.names == ["src", "docs", "README.md"])
    checked(&list) { $0.filter(text: "main") }
    #expect(list.names == ["src", "app", "main.swift"])
    #expect(list.expansion.expandedItems == ["src": .filter, "app": .filter])
    #expect(list.expansion.userExpandedItems.isEmpty)
    checked(&list) { $0.clearFilter() }
    #expect(list.names == ["src", "docs", "README.md"])
    #expect(list.expansion.expandedItems.isEmpty)
  }

  /// fancytree #394: "filtering should not reset the user expansion".
  ///
  /// The person had opened `docs`; while filtered they close `app` (opened by the filter), and
  /// close and reopen `src`, which makes it theirs. Clearing restores `docs` open, keeps what they did, and drops only
  /// what the filter opened.
  @Test func clearingKeepsThePersonsExpansionAndTheirChanges() throws {
    var list = try Self.project()
    list.toggle("docs")
    checked(&list) { $0.filter(text: ".swift") }
    #expect(list.names == ["src", "app", "main.swift", "view.swift", "lib.swift"])
    #expect(list.expansion.expandedItems["docs"] == .user)
    checked(&list) { $0.toggle("app") }
    #expect(list.names == ["src", "app", "lib.swift"])
    checked(&list) { $0.toggle("src") }
    checked(&list) { $0.toggle("src") }
    #expect(list.expansion.expandedItems["src"] == .user)
    checked(&list) { $0.clearFilter() }
    #expect(list.expansion.expandedItems == ["docs": .user, "src": .user])
    #expect(list.names == ["src", "app", "lib.swift", "docs", "guide.md", "api.md", "README.md"])
  }

  /// A query typed, refined and cleared: each character narrows from the current matches, and
  /// clearing gives back the list exactly as it was.
  @Test func aQueryTypedRefinedAndCleared() throws {
    var list = try Self.project()
    list.toggle("docs")
    let before = list.names
    checked(&list) { $0.filter(text: "a") }
    #expect(list.filter?.matchCount == 4)  // app, main.swift, api.md, README.md
    checked(&list) { $0.filter(text: "ap") }
    #expect(list.filter?.query == "ap")
    #expect(list.names == ["src", "app", "docs", "api.md"])
    checked(&list) { $0.filter(text: "API") }
    #expect(list.names == ["docs", "api.md"])
    #expect(list.expansion.expandedItems["src"] == nil)
    checked(&list) { $0.filter(text: "nothing") }
    #expect(list.names.isEmpty)
    checked(&list) { $0.clearFilter() }
    #expect(list.names == before)
    #expect(list.expansion.expandedItems == ["docs": .user])
  }

  /// The match ranges a view highlights ignore case and follow characters.
  @Test func matchRangesFollowCharacters() {
    let text = "Über Straße"
    let range = ListSearchIndex.matchRange(of: "STRA", in: text)
    #expect(range.map { String(text[$0]) } == "Stra")
    #expect(ListSearchIndex.matchRange(of: "x", in: text) == nil)
  }

  /// A filter by predicate narrows from its matches only, and new data is filtered again.
  @Test func predicateFiltersNarrowAndFollowNewData() throws {
    var list = try Self.project()
    checked(&list) { $0.filter { $0.hasSuffix(".md") } }
    #expect(list.names == ["docs", "guide.md", "api.md", "README.md"])
    checked(&list) { $0.narrowFilter { $0.first?.isUppercase == true } }
    #expect(list.names == ["README.md"])
    _ = list.update(
      to: try Snapshot(sections: [
        ListSection(id: "s", items: [entry("docs", [entry("CHANGES.md")]), entry("README.md")])
      ]))
    #expect(list.names == ["docs", "CHANGES.md", "README.md"])
    #expect(list.expansion.expandedItems == ["docs": .filter])
  }
}
