/// The searchable text of every item of a snapshot, lowercased and kept in one buffer.
///
/// A text filter (``ListController/filter(text:)``) scans this buffer instead of asking each
/// item for its text: one pass over contiguous bytes finds every item whose lowercased text
/// contains the lowercased query. The index is built once per snapshot and follows node indexes,
/// so it can also search just a given set of items (narrowing a filter).
///
/// Matching compares the UTF-8 bytes of `text.lowercased()` and `query.lowercased()`, byte for
/// byte: a zero byte matches only a zero byte (never a space), and a match never runs from one
/// text into the next.
public struct ListSearchIndex: Sendable {
  /// The lowercased texts, each followed by a zero byte; a zero byte of a text is stored as
  /// ``zeroByte``.
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
      Self.appendFolded(text, to: &bytes)
      bytes.append(0)
    }
    starts.append(bytes.count)
  }

  /// Appends the text of the next node index.
  ///
  /// - Complexity: O(*t*) for *t* bytes of text, amortized.
  public mutating func append(_ text: String) {
    Self.appendFolded(text, to: &bytes)
    bytes.append(0)
    starts.append(bytes.count)
  }

  /// The byte that stands for a zero byte of a text or query: 0xFF never occurs in UTF-8, so it
  /// matches only itself, and the zero bytes that end each text stay apart.
  @usableFromInline static let zeroByte: UInt8 = 0xFF

  /// Appends the UTF-8 bytes of `text.lowercased()` to `bytes`, zero bytes as ``zeroByte``.
  ///
  /// A text made only of ASCII and of scripts without case (Hangul, kana, CJK ideographs, most
  /// symbols) is lowercased byte by byte, in one pass over its UTF-8; any other text goes through
  /// `lowercased()`. Both give the same bytes (a test checks every scalar ``isCaseless(_:)``
  /// accepts).
  @usableFromInline
  static func appendFolded(_ text: String, to bytes: inout [UInt8]) {
    let start = bytes.count
    bytes.append(contentsOf: text.utf8)
    // Fold the copy in place; give up at the first scalar that has a case of its own.
    let folded = bytes.withUnsafeMutableBufferPointer { buffer -> Bool in
      var index = start
      let end = buffer.count
      while index < end {
        let byte = buffer[index]
        if byte < 0x80 {
          buffer[index] = byte == 0 ? zeroByte : byte &+ (byte &- 0x41 < 26 ? 0x20 : 0)
          index &+= 1
          continue
        }
        // The text is valid UTF-8: the lead byte gives the length.
        let length = byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
        var scalar = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { scalar = scalar << 6 | UInt32(buffer[index + offset] & 0x3F) }
        guard isCaseless(scalar) else { return false }
        index &+= length
      }
      return true
    }
    guard !folded else { return }
    bytes.removeSubrange(start...)
    bytes.append(contentsOf: text.lowercased().utf8.lazy.map { $0 == 0 ? zeroByte : $0 })
  }

  /// Whether the non-ASCII scalar `value` is its own lowercase, for the scripts and symbols
  /// a list's text mostly holds (others answer `false` and go through `lowercased()`).
  @inlinable
  package static func isCaseless(_ value: UInt32) -> Bool {
    switch value {
    case 0x0080...0x00BF,  // Latin-1 punctuation and symbols
      0x00D7,  // multiplication sign
      0x00DF...0x00FF,  // Latin-1 lowercase letters and the division sign
      0x1100...0x11FF,  // Hangul Jamo
      0x2000...0x206F,  // general punctuation
      0x2190...0x21FF,  // arrows
      0x2500...0x27BF,  // box drawing, blocks, shapes, symbols, dingbats
      0x3000...0x30FF,  // CJK punctuation, hiragana, katakana
      0x3130...0x318F,  // Hangul compatibility Jamo
      0x3400...0x4DBF,  // CJK ideographs, extension A
      0x4E00...0x9FFF,  // CJK ideographs
      0xA960...0xA97F,  // Hangul Jamo extended A
      0xAC00...0xD7FF,  // Hangul syllables, Jamo extended B
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0x1F000...0x1FAFF:  // emoji and pictographs
      return true
    default:
      return false
    }
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
    matches(query, inNodes: 0..<count, limit: Int.max).nodes
  }

  /// The node indexes in `nodes`, ascending, whose text contains `query`, up to `limit` of them;
  /// and the node the scan stopped before (`nodes.upperBound` unless the limit was reached).
  ///
  /// A long scan can go in pieces: each call starts where the last one stopped, so a caller can
  /// show the first matches, or check whether the search is still wanted, between pieces.
  ///
  /// - Precondition: `nodes` is within `0..<count` and `limit` is positive.
  /// - Complexity: O(*t*) for *t* bytes of text in the nodes scanned.
  public func matches(_ query: String, inNodes nodes: Range<Int>, limit: Int) -> (
    nodes: [Int], end: Int
  ) {
    precondition(
      nodes.lowerBound >= 0 && nodes.upperBound <= count,
      "nodes \(nodes) not within 0..<\(count)")
    precondition(limit > 0, "limit \(limit) is not positive")
    let needle = Self.needle(query)
    guard !needle.isEmpty else {
      let end = nodes.count > limit ? nodes.lowerBound + limit : nodes.upperBound
      return (Array(nodes.lowerBound..<end), end)
    }
    var result: [Int] = []
    var end = nodes.upperBound
    bytes.withUnsafeBufferPointer { haystack in
      starts.withUnsafeBufferPointer { starts in
        needle.withUnsafeBufferPointer { needle in
          var from = starts[nodes.lowerBound]
          let to = starts[nodes.upperBound]
          var node = nodes.lowerBound
          while let hit = Self.find(needle, in: haystack, from: from, to: to) {
            node = Self.node(containing: hit, from: node, starts: starts)
            result.append(node)
            from = starts[node + 1]
            if result.count == limit {
              end = node + 1
              return
            }
          }
        }
      }
    }
    return (result, end)
  }

  /// The nodes of `candidates` (node indexes, in any order), in their order, whose text contains
  /// `query`.
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

  /// The query's lowercased bytes, with zero bytes as ``zeroByte`` (as in the texts).
  @usableFromInline
  package static func needle(_ query: String) -> [UInt8] {
    var bytes: [UInt8] = []
    appendFolded(query, to: &bytes)
    return bytes
  }

  /// The node whose text holds byte `offset`, at or after node `node`: a few steps forward,
  /// then a binary search, so that walking the hits of a scan in order costs O(1) each when
  /// they are dense and O(log *n*) when they are sparse.
  static func node(containing offset: Int, from node: Int, starts: UnsafeBufferPointer<Int>)
    -> Int
  {
    var low = node
    for _ in 0..<8 {
      if starts[low + 1] > offset { return low }
      low += 1
    }
    var high = starts.count - 1
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if starts[middle] <= offset { low = middle } else { high = middle }
    }
    return low
  }

  /// The first offset in `from..<to` where `needle` starts, not crossing a text's end.
  ///
  /// The needle's first two bytes are looked for eight places at a time (a word compared with
  /// the first byte repeated and the word one byte on with the second, zero bytes of the
  /// differences found by arithmetic), and each place found is then compared with the whole
  /// needle. The arithmetic flags every zero byte and at worst some bytes above one, so the
  /// lowest place flagged is never past a match.
  static func find(
    _ needle: UnsafeBufferPointer<UInt8>, in haystack: UnsafeBufferPointer<UInt8>, from: Int,
    to: Int
  ) -> Int? {
    let first = needle[0]
    let last = to - needle.count
    guard from <= last, let base = haystack.baseAddress else { return nil }
    let raw = UnsafeRawPointer(base)
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let pattern = UInt64(first) &* ones
    let pairs = needle.count > 1
    let secondPattern = UInt64(pairs ? needle[1] : first) &* ones
    // The bytes each step reads: eight, and one more for the second byte.
    let span = pairs ? 9 : 8
    var index = from
    while index <= last {
      // Eight places at a time while every byte read lies within the range searched.
      if index &+ span <= to {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let difference = word ^ pattern
        var zeros = (difference &- ones) & ~difference & highs
        if pairs && zeros != 0 {
          let next = UInt64(
            littleEndian: raw.loadUnaligned(fromByteOffset: index &+ 1, as: UInt64.self))
          let secondDifference = next ^ secondPattern
          zeros &= (secondDifference &- ones) & ~secondDifference & highs
        }
        if zeros == 0 {
          index &+= 8
          continue
        }
        index &+= zeros.trailingZeroBitCount >> 3
        if index > last { return nil }
      } else if haystack[index] != first {
        index &+= 1
        continue
      }
      // A place flagged by both bytes may be one the arithmetic flagged falsely: compare the
      // first byte too.
      var matched = 0
      while matched < needle.count && haystack[index &+ matched] == needle[matched] {
        matched &+= 1
      }
      if matched == needle.count { return index }
      index &+= 1
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
