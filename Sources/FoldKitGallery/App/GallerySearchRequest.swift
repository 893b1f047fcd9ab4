import FoldKit
import FoldKitTerminal

/// A search to work out away from the screen: the query and a copy of the list to filter.
///
/// ``run(index:isWanted:send:)`` sends the first screen of matches as soon as they are found,
/// then the whole result; the app shows each (``GalleryApp/receive(_:)``) while it is still the
/// newest search.
public struct GallerySearchRequest: Sendable {
  /// The serial of the search; a newer one supersedes it.
  public let generation: Int
  /// The index of the screen searched.
  public let screen: Int
  /// The text to find; empty for building the search index only.
  public let query: String
  /// The list to filter, as it was before the search.
  let table: GalleryScreen.Table
  /// The drawing of rows with the query highlighted.
  let renderer: GalleryScreen.Table.Renderer
  /// Whether the selection goes to the first match.
  let selectingFirstMatch: Bool
  /// The time of the keystroke.
  let now: Duration

  /// How many matches the first answer shows: a few screens of them.
  var previewLimit: Int { max(64, 3 * table.size.rows) }

  /// Items whose text is searched between two checks that the search is still wanted.
  static let chunk = 65_536

  /// Works the search out.
  ///
  /// - Parameters:
  ///   - index: A search index built earlier for the same screen, if any; the one used is
  ///     left here for the next search.
  ///   - isWanted: Whether the search is still the newest; the work stops when it is not.
  ///   - send: Takes each answer: the first screen of matches (unless that is all of them),
  ///     then the whole result.
  /// - Complexity: O(*t*) for *t* bytes of text searched (O(*t*) more to build the index the
  ///   first time), plus O(*s* + *p*) for the first answer and O(*m* + *k*) for the whole one,
  ///   for *s* sections, *p* matches shown first, *m* matches and *k* kept items.
  public func run(
    index: inout GallerySearchIndex?, isWanted: () -> Bool, send: (GallerySearchResult) -> Void
  ) {
    var table = self.table
    let nodeCount = table.controller.snapshot.nodes.count
    if table.controller.builtSearchIndex == nil {
      if let index, index.screen == screen, index.index.count == nodeCount {
        table.updateController { $0.setSearchIndex(index.index) }
      } else {
        table.updateController { $0.prepareSearchIndex() }
      }
    }
    guard let built = table.controller.builtSearchIndex else { return }
    index = GallerySearchIndex(screen: screen, index: built)
    guard !query.isEmpty, isWanted() else { return }
    table.setDrawing(renderer)
    // Narrowing: a longer query keeps only the current matches that still match (the list
    // searched from is always a whole result, never a first screen). When they are most of the
    // list, one pass over the whole index is quicker than looking at each.
    var candidates: [Int]?
    if let filter = table.controller.filter, let previous = filter.query,
      query.lowercased().contains(previous), filter.matchCount < nodeCount / 4
    {
      candidates = filter.matches
    }
    let total = candidates?.count ?? nodeCount
    // The matches among `range` of the candidates (or of the nodes), up to `limit`, and where
    // the scan stopped.
    func scan(_ range: Range<Int>, limit: Int) -> (nodes: [Int], end: Int) {
      guard let candidates else { return built.matches(query, inNodes: range, limit: limit) }
      var found: [Int] = []
      var position = range.lowerBound
      while position < range.upperBound && found.count < limit {
        let end = min(range.upperBound, position + 256)
        found += built.matches(query, among: Array(candidates[position..<end]))
        position = end
      }
      return (found, position)
    }
    // The first screen of matches, then the rest in pieces.
    let first = scan(0..<total, limit: previewLimit)
    var matches = first.nodes
    var from = first.end
    if from < total {
      var preview = table
      preview.search(
        query, found: matches, isPartial: true, now: now,
        selectingFirstMatch: selectingFirstMatch)
      send(
        GallerySearchResult(
          generation: generation, screen: screen, table: preview, matchCount: matches.count,
          isComplete: false))
    }
    while from < total {
      guard isWanted() else { return }
      let end = min(total, from + Self.chunk)
      matches.append(contentsOf: scan(from..<end, limit: Int.max).nodes)
      from = end
    }
    finish(table, matches: matches, send: send, isWanted: isWanted)
  }

  /// Filters `table` to all of `matches` and sends it.
  private func finish(
    _ table: GalleryScreen.Table, matches: [Int], send: (GallerySearchResult) -> Void,
    isWanted: () -> Bool
  ) {
    guard isWanted() else { return }
    var table = table
    table.search(
      query, found: matches, isPartial: false, now: now, selectingFirstMatch: selectingFirstMatch)
    send(
      GallerySearchResult(
        generation: generation, screen: screen, table: table, matchCount: matches.count,
        isComplete: true))
  }
}

/// A search index built by a search, kept for the next one on the same screen.
public struct GallerySearchIndex: Sendable {
  /// The screen whose list it indexes.
  let screen: Int
  /// The index.
  let index: ListSearchIndex
}

/// An answer to a ``GallerySearchRequest``: the list filtered to the first matches or to all.
public struct GallerySearchResult: Sendable {
  /// The serial of the search answered.
  public let generation: Int
  /// The index of the screen searched.
  let screen: Int
  /// The filtered list.
  let table: GalleryScreen.Table
  /// The matches found so far (all of them when complete).
  let matchCount: Int
  /// Whether this is the whole result.
  public let isComplete: Bool
}
