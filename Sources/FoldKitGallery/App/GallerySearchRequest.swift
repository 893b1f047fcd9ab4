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

  /// Items indexed between two checks that the search is still wanted, while the index is
  /// built: a first screen can show after the first piece.
  static let indexingPiece = 16_384

  /// Works the search out.
  ///
  /// Without a search index of the list, the index is built here piece by piece, each piece
  /// searched as soon as it is indexed: the first screen of matches then comes after the first
  /// pieces, not after the whole index. A search superseded meanwhile leaves the part built in
  /// `index`, and the next search goes on from there.
  ///
  /// - Parameters:
  ///   - index: A search index built earlier for the same screen, whole or in part, if any; the
  ///     one used (or the part built) is left here for the next search.
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
    if table.controller.builtSearchIndex == nil, let index, index.screen == screen,
      index.index.count == nodeCount
    {
      table.updateController { $0.setSearchIndex(index.index) }
    }
    guard let built = table.controller.builtSearchIndex else {
      var part = index.flatMap { $0.screen == screen && $0.index.count < nodeCount ? $0 : nil }
      index = nil
      searchWhileIndexing(&table, part: &part, isWanted: isWanted, send: send)
      index = part
      return
    }
    index = GallerySearchIndex(screen: screen, index: built)
    guard !query.isEmpty, isWanted() else { return }
    table.setDrawing(renderer)
    // Narrowing: a longer query keeps only the current matches that still match (never from a
    // first screen, which holds only some of them). When they are most of the list, one pass
    // over the whole index is quicker than looking at each.
    var candidates: [Int]?
    if let filter = table.controller.filter, !filter.holdsFirstMatchesOnly,
      let previous = filter.query,
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
    if from < total { sendPreview(table, matches: matches, send: send) }
    while from < total {
      guard isWanted() else { return }
      let end = min(total, from + Self.chunk)
      matches.append(contentsOf: scan(from..<end, limit: Int.max).nodes)
      from = end
    }
    finish(table, matches: matches, send: send, isWanted: isWanted)
  }

  /// Builds the search index of `table` in pieces and searches each piece as it is indexed.
  ///
  /// It goes on from `part` (the part built by an earlier search), and leaves there what was
  /// built. It sends a first screen of matches after the first piece (again when a screen of
  /// them is found), and the whole result once the index is built.
  private func searchWhileIndexing(
    _ table: inout GalleryScreen.Table, part: inout GallerySearchIndex?, isWanted: () -> Bool,
    send: (GallerySearchResult) -> Void
  ) {
    guard let searchText = table.controller.searchText else { return }
    let snapshot = table.controller.snapshot
    let nodeCount = snapshot.nodes.count
    var built = part?.index ?? ListSearchIndex(texts: [String]())
    part = nil
    defer { part = GallerySearchIndex(screen: screen, index: built) }
    var matches: [Int] = []
    // How far the query was looked for, and how many matches the last first screen showed.
    var searched = 0
    var shown: Int?
    while built.count < nodeCount {
      guard isWanted() else { return }
      let end = min(nodeCount, built.count + Self.indexingPiece)
      for node in built.count..<end { built.append(searchText(snapshot.nodes[node].content)) }
      guard !query.isEmpty else { continue }
      // The part an earlier search built is searched with the first piece: first only as far
      // as a screen of matches, which shows at once when more is to be searched.
      if shown == nil {
        let head = built.matches(query, inNodes: searched..<end, limit: previewLimit)
        matches = head.nodes
        searched = head.end
        if searched < nodeCount {
          shown = matches.count
          sendPreview(table, matches: matches, send: send)
        }
      }
      matches.append(
        contentsOf: built.matches(query, inNodes: searched..<end, limit: Int.max).nodes)
      searched = end
      guard end < nodeCount else { break }
      // The first screen again once it fills up.
      if (shown ?? 0) < previewLimit && matches.count >= previewLimit {
        let preview = Array(matches.prefix(previewLimit))
        shown = preview.count
        sendPreview(table, matches: preview, send: send)
      }
    }
    table.updateController { $0.setSearchIndex(built) }
    guard !query.isEmpty else { return }
    // A first screen before the whole result, as a search of a built index sends.
    if (shown ?? 0) < previewLimit && matches.count > previewLimit {
      sendPreview(table, matches: Array(matches.prefix(previewLimit)), send: send)
    }
    finish(table, matches: matches, send: send, isWanted: isWanted)
  }

  /// Sends `table` filtered to `matches`, the first of them, as a first screen.
  private func sendPreview(
    _ table: GalleryScreen.Table, matches: [Int], send: (GallerySearchResult) -> Void
  ) {
    sendFiltered(table, matches: matches, isComplete: false, send: send)
  }

  /// Filters `table` to all of `matches` and sends it.
  private func finish(
    _ table: GalleryScreen.Table, matches: [Int], send: (GallerySearchResult) -> Void,
    isWanted: () -> Bool
  ) {
    guard isWanted() else { return }
    sendFiltered(table, matches: matches, isComplete: true, send: send)
  }

  /// Sends a copy of `table` filtered to `matches`: every match when `isComplete`, else a first
  /// screen of them.
  private func sendFiltered(
    _ table: GalleryScreen.Table, matches: [Int], isComplete: Bool,
    send: (GallerySearchResult) -> Void
  ) {
    var filtered = table
    filtered.search(
      query, found: matches, isPartial: !isComplete, now: now,
      selectingFirstMatch: selectingFirstMatch)
    send(
      GallerySearchResult(
        generation: generation, screen: screen, table: filtered, matchCount: matches.count,
        isComplete: isComplete))
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
