/// The searchable text of every item of a snapshot, lowercased and kept in one buffer.
///
/// A text filter (``ListController/filter(text:)``) scans this buffer instead of asking each
/// item for its text: one pass over contiguous bytes finds every item whose lowercased text
/// contains the lowercased query. The index is built once per snapshot and follows node indexes,
/// so it can also search just a given set of items (narrowing a filter).
///
/// Matching compares the UTF-8 bytes of `text.lowercased()` and `query.lowercased()`.
public struct ListSearchIndex: Sendable {
  /// The lowercased texts, each followed by a zero byte.
  @usableFromInline var bytes: [UInt8]
  /// Where each node's text starts in ``bytes``; one extra entry marks the end.
  @usableFromInline var starts: [Int]

  /// Creates an index of `texts`, one per node index.
  ///
  /// - Complexity: O(*t*) for *t* bytes of text.
  public init(texts: some Sequence<String>) {
    bytes = []
    starts = []
    for text in texts {
      starts.append(bytes.count)
      bytes.append(contentsOf: text.lowercased().utf8.lazy.map { $0 == 0 ? 0x20 : $0 })
      bytes.append(0)
    }
    starts.append(bytes.count)
  }

  /// Appends the text of the next node index.
  ///
  /// - Complexity: O(*t*) for *t* bytes of text, amortized.
  public mutating func append(_ text: String) {
    bytes.append(contentsOf: text.lowercased().utf8.lazy.map { $0 == 0 ? 0x20 : $0 })
    bytes.append(0)
    starts.append(bytes.count)
  }

  /// How many texts the index holds.
  ///
  /// - Complexity: O(1).
  public var count: Int { starts.count - 1 }

  /// The node indexes, ascending, whose text contains `query`.
  ///
  /// An empty query matches every text.
  ///
  /// - Complexity: O(*t*) for *t* bytes of text in the index.
  public func matches(_ query: String) -> [Int] {
    let needle = Self.needle(query)
    guard !needle.isEmpty else { return Array(0..<count) }
    var result: [Int] = []
    bytes.withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { needle in
        var from = 0
        while let hit = Self.find(needle, in: haystack, from: from, to: haystack.count) {
          let node = nodeIndex(containingByte: hit)
          result.append(node)
          from = starts[node + 1]
        }
      }
    }
    return result
  }

  /// The nodes of `candidates` (ascending node indexes), in order, whose text contains `query`.
  ///
  /// - Complexity: O(*t*) for *t* bytes of the candidates' texts.
  public func matches(_ query: String, among candidates: [Int]) -> [Int] {
    let needle = Self.needle(query)
    guard !needle.isEmpty else { return candidates }
    return bytes.withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { needle in
        candidates.filter {
          Self.find(needle, in: haystack, from: starts[$0], to: starts[$0 + 1]) != nil
        }
      }
    }
  }

  /// Whether the text of node `node` contains `query`.
  ///
  /// - Complexity: O(*t* + *q*) for the node's text and the query.
  public func contains(_ query: String, inNode node: Int) -> Bool {
    !matches(query, among: [node]).isEmpty
  }

  /// Whether `needle` occurs in `haystack` (an empty needle occurs everywhere).
  @usableFromInline
  static func contains(_ needle: [UInt8], in haystack: [UInt8]) -> Bool {
    guard !needle.isEmpty else { return true }
    return haystack.withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { needle in
        find(needle, in: haystack, from: 0, to: haystack.count) != nil
      }
    }
  }

  /// The query's lowercased bytes, with zero bytes as spaces (as in the texts).
  @usableFromInline
  static func needle(_ query: String) -> [UInt8] {
    query.lowercased().utf8.map { $0 == 0 ? 0x20 : $0 }
  }

  /// The index of the text that holds byte `offset`.
  func nodeIndex(containingByte offset: Int) -> Int {
    var low = 0
    var high = count
    while high - low > 1 {
      let middle = (low + high) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return low
  }

  /// The first offset in `from..<to` where `needle` starts, not crossing a text's end.
  static func find(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from: Int,
    to: Int
  ) -> Int? {
    let first = needle[0]
    let last = to - needle.count
    var index = from
    while index <= last {
      if haystack[index] == first {
        var matched = 1
        while matched < needle.count && haystack[index + matched] == needle[matched] {
          matched += 1
        }
        if matched == needle.count { return index }
      }
      index += 1
    }
    return nil
  }

  /// The range of the first match of `query` in `text`, compared character by character after
  /// lowercasing, for highlighting a match; `nil` if there is none.
  ///
  /// - Complexity: O(*t* · *q*) for *t* characters of text and *q* of the query.
  public static func matchRange(of query: String, in text: String) -> Range<String.Index>? {
    let target = query.lowercased()
    guard !target.isEmpty else { return nil }
    var start = text.startIndex
    while start < text.endIndex {
      var folded = ""
      var end = start
      while end < text.endIndex && folded.utf8.count < target.utf8.count {
        folded += String(text[end]).lowercased()
        end = text.index(after: end)
      }
      if folded.hasPrefix(target) { return start..<end }
      start = text.index(after: start)
    }
    return nil
  }
}
