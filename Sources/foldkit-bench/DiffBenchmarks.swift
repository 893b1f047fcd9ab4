import FoldKit
import Foundation

/// A row for the diff benchmarks: a UUID-like string ID and a version (its content).
struct DiffBenchRow: Diffable, Equatable {
  var id: String
  var version = 0

  var diffID: String { id }
}

/// A section model for the diff benchmarks.
struct DiffBenchSection: Diffable, Equatable {
  var id: String

  var diffID: String { id }
}

/// Deterministic UUID-like strings (36 characters, version-4 layout) from a SplitMix64 stream.
struct UUIDLikeStrings {
  private var random: BenchmarkRandom

  init(seed: UInt64) { random = BenchmarkRandom(seed: seed) }

  private mutating func nextWord() -> UInt64 { random.next() }

  mutating func next() -> String {
    let hex = Array("0123456789abcdef".utf8)
    var bits = nextWord()
    var more = nextWord()
    var bytes: [UInt8] = []
    bytes.reserveCapacity(36)
    for position in 0..<36 {
      if [8, 13, 18, 23].contains(position) {
        bytes.append(UInt8(ascii: "-"))
        continue
      }
      if position == 14 {
        bytes.append(UInt8(ascii: "4"))
        continue
      }
      bytes.append(hex[Int(bits & 15)])
      bits >>= 4
      if bits == 0 {
        bits = more
        more = nextWord()
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  mutating func index(below bound: Int) -> Int {
    Int(nextWord() % UInt64(bound))
  }

  /// Shuffles `rows[range]` in place (Fisher–Yates).
  mutating func shuffle<T>(_ rows: inout [T], _ range: Range<Int>) {
    for i in range.reversed() where i > range.lowerBound {
      rows.swapAt(i, range.lowerBound + index(below: i - range.lowerBound + 1))
    }
  }
}

/// DifferenceKit's published flat workload: `n` rows; `changed` deleted at `2·changed..<3·changed`,
/// `changed` inserted at `3·changed`; the first `shuffled` rows shuffled.
func flatDiffWorkload(n: Int, changed: Int, shuffled: Int) -> ([DiffBenchRow], [DiffBenchRow]) {
  var strings = UUIDLikeStrings(seed: 0xD1FF)
  let old = (0..<n).map { _ in DiffBenchRow(id: strings.next()) }
  var new = old
  new.removeSubrange((2 * changed)..<(3 * changed))
  new.insert(
    contentsOf: (0..<changed).map { _ in DiffBenchRow(id: strings.next()) }, at: 3 * changed)
  strings.shuffle(&new, 0..<shuffled)
  return (old, new)
}

/// `sections` sections of `n / sections` rows; in each, a tenth deleted at `2/10..<3/10` and as
/// many inserted at `3/10` (so a tenth of all rows each); the first fiftieth of the rows (flat
/// order) shuffled across their sections; and four sections moved.
func sectionedDiffWorkload(n: Int, sections: Int) -> (
  [DiffSection<DiffBenchSection, DiffBenchRow>], [DiffSection<DiffBenchSection, DiffBenchRow>]
) {
  var strings = UUIDLikeStrings(seed: 0x5EC7)
  let perSection = n / sections
  let old = (0..<sections).map { _ in
    DiffSection(
      model: DiffBenchSection(id: strings.next()),
      rows: (0..<perSection).map { _ in DiffBenchRow(id: strings.next()) })
  }
  var new = old
  let changed = perSection / 10
  for s in new.indices {
    new[s].rows.removeSubrange((2 * changed)..<(3 * changed))
    let inserted = (0..<changed).map { _ in DiffBenchRow(id: strings.next()) }
    new[s].rows.insert(contentsOf: inserted, at: 3 * changed)
  }
  var flat = new.flatMap(\.rows)
  strings.shuffle(&flat, 0..<(n / 50))
  var offset = 0
  for s in new.indices {
    let count = new[s].rows.count
    new[s].rows = Array(flat[offset..<(offset + count)])
    offset += count
  }
  for target in stride(from: 0, to: sections, by: max(1, sections / 4)).prefix(4) {
    new.insert(new.removeLast(), at: target)
  }
  return (old, new)
}

/// 100 sections of `n / 100` rows, with no row in its old place: ten sections deleted, ten
/// inserted, the rest shuffled, and every section's rows shuffled with a tenth of them moved to
/// other sections.
func reshuffledSectionsWorkload(n: Int) -> (
  [DiffSection<DiffBenchSection, DiffBenchRow>], [DiffSection<DiffBenchSection, DiffBenchRow>]
) {
  var strings = UUIDLikeStrings(seed: 0x5EC8)
  let sections = 100
  let perSection = n / sections
  let old = (0..<sections).map { _ in
    DiffSection(
      model: DiffBenchSection(id: strings.next()),
      rows: (0..<perSection).map { _ in DiffBenchRow(id: strings.next()) })
  }
  var new = Array(old[10...])
  for _ in 0..<10 {
    let rows = (0..<perSection).map { _ in DiffBenchRow(id: strings.next()) }
    new.append(DiffSection(model: DiffBenchSection(id: strings.next()), rows: rows))
  }
  strings.shuffle(&new, 0..<new.count)
  var strays: [DiffBenchRow] = []
  for s in new.indices {
    let moving = new[s].rows.count / 10
    strays.append(contentsOf: new[s].rows.suffix(moving))
    new[s].rows.removeLast(moving)
  }
  for row in strays {
    new[strings.index(below: new.count)].rows.append(row)
  }
  for s in new.indices { strings.shuffle(&new[s].rows, 0..<new[s].rows.count) }
  return (old, new)
}

/// A UUID-like 16-byte ID, hashed as two words (as Foundation's `UUID` is hashed as 16 bytes).
struct DiffBenchUUID: Hashable {
  var high: UInt64
  var low: UInt64

  /// The ID whose 32 hex digits `text` spells (a `UUIDLikeStrings` string), so that distinct
  /// strings give distinct IDs.
  init(_ text: String) {
    var words: (UInt64, UInt64) = (0, 0)
    var digits = 0
    for byte in text.utf8 where byte != UInt8(ascii: "-") {
      let value = UInt64(byte <= UInt8(ascii: "9") ? byte - UInt8(ascii: "0") : byte - 87)
      if digits < 16 {
        words.0 = words.0 << 4 | value
      } else {
        words.1 = words.1 << 4 | value
      }
      digits += 1
    }
    high = words.0
    low = words.1
  }
}

/// A row for the diff benchmarks with a 16-byte ID and a version (its content).
struct DiffBenchUUIDRow: Diffable, Equatable {
  var id: DiffBenchUUID
  var version = 0

  var diffID: DiffBenchUUID { id }

  init(_ row: DiffBenchRow) {
    id = DiffBenchUUID(row.id)
    version = row.version
  }
}

/// A section model for the diff benchmarks with a 16-byte ID.
struct DiffBenchUUIDSection: Diffable, Equatable {
  var id: DiffBenchUUID

  var diffID: DiffBenchUUID { id }
}

/// The same snapshot with 16-byte IDs in place of the strings.
func withUUIDs(_ sections: [DiffSection<DiffBenchSection, DiffBenchRow>]) -> [DiffSection<
  DiffBenchUUIDSection, DiffBenchUUIDRow
>] {
  sections.map {
    DiffSection(
      model: DiffBenchUUIDSection(id: DiffBenchUUID($0.model.id)),
      rows: $0.rows.map(DiffBenchUUIDRow.init))
  }
}

/// The least hashing work a diff of `old` and `new` needs: a dictionary with reserved capacity
/// takes every old ID and is asked for every new one.
func dictionaryFloor<ID: Hashable>(_ old: [ID], _ new: [ID]) -> Int {
  var positions = [ID: Int](minimumCapacity: old.count)
  for (index, id) in old.enumerated() { positions[id] = index }
  var found = 0
  for id in new { found &+= positions[id] ?? -1 }
  return found
}

/// Times `work` and `floor` alternately, `rounds` times each, and returns the median time of each
/// in milliseconds and the ratio of the medians: side by side in one run, so that a busy machine
/// slows both alike.
func sideBySide(rounds: Int, _ work: () -> Void, floor: () -> Void) -> [(String, Double)] {
  let clock = ContinuousClock()
  func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
  }
  work()
  floor()
  var workTimes: [Double] = []
  var floorTimes: [Double] = []
  for _ in 0..<rounds {
    workTimes.append(milliseconds(clock.measure(work)))
    floorTimes.append(milliseconds(clock.measure(floor)))
  }
  workTimes.sort()
  floorTimes.sort()
  let workMedian = workTimes[rounds / 2]
  let floorMedian = floorTimes[rounds / 2]
  return [
    ("diff_ms", workMedian), ("floor_ms", floorMedian),
    ("ratio_to_floor", workMedian / floorMedian),
  ]
}

/// Registers `name` (FoldKit's diff of the snapshots `make` builds, with the ratio to the floor
/// measured side by side) and its `floor` variant: a reserved-capacity dictionary doing the same
/// inserts of the old row IDs and look-ups of the new ones.
func registerFloorComparison<Section: Diffable, Row: Diffable>(
  _ suite: inout BenchmarkSuite, _ name: String, sizes: [Int], quick: [Int],
  _ make: @escaping (Int) -> ([DiffSection<Section, Row>], [DiffSection<Section, Row>])
) {
  suite.add(name, sizes: sizes, quickSizes: quick) { n in
    let (old, new) = make(n)
    let oldIDs = old.flatMap { $0.rows.map(\.diffID) }
    let newIDs = new.flatMap { $0.rows.map(\.diffID) }
    let stages = (try? ListDiff.staged(from: old, to: new))?.count ?? -1
    let rounds = n >= 1_000_000 ? 5 : 11
    let ratio = sideBySide(
      rounds: rounds, { blackHole(try? ListDiff.staged(from: old, to: new)) },
      floor: { blackHole(dictionaryFloor(oldIDs, newIDs)) })
    return BenchmarkBody(metrics: [("stages", Double(stages))] + ratio) {
      blackHole(try? ListDiff.staged(from: old, to: new))
    }
  }
  suite.add(name, variant: "floor", sizes: sizes, quickSizes: quick) { n in
    let (old, new) = make(n)
    let oldIDs = old.flatMap { $0.rows.map(\.diffID) }
    let newIDs = new.flatMap { $0.rows.map(\.diffID) }
    return BenchmarkBody { blackHole(dictionaryFloor(oldIDs, newIDs)) }
  }
}

/// The peak memory, in MB, that `work` adds to the process (Linux `/proc` high-water mark).
func peakExtraMegabytes(_ work: () -> Void) -> Double? {
  func status(_ key: String) -> Double? {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in text.split(separator: "\n") where line.hasPrefix(key) {
      let digits = line.split(separator: " ").dropFirst().first.flatMap { Double($0) }
      return digits.map { $0 / 1024 }
    }
    return nil
  }
  guard FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs"),
    (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil,
    let before = status("VmRSS:")
  else { return nil }
  work()
  return status("VmHWM:").map { $0 - before }
}

/// Registers the `diff.` benchmarks, each beside the standard library's
/// `difference(from:).inferringMoves()` on the same (flattened) IDs.
func registerDiffBenchmarks(_ suite: inout BenchmarkSuite) {
  func flat(
    _ name: String, sizes: [Int], quick: [Int],
    _ make:
      @escaping (Int) -> (
        [DiffBenchRow], [DiffBenchRow]
      )
  ) {
    suite.add(name, sizes: sizes, quickSizes: quick) { n in
      let (old, new) = make(n)
      var stages = 0
      let peak = peakExtraMegabytes {
        stages = (try? ListDiff.staged(from: old, to: new))?.count ?? -1
      }
      var metrics = [("stages", Double(stages))]
      if let peak { metrics.append(("peak_extra_mb", peak)) }
      return BenchmarkBody(metrics: metrics) { blackHole(try? ListDiff.staged(from: old, to: new)) }
    }
    suite.add(name, variant: "stdlib", sizes: sizes, quickSizes: quick) { n in
      let (old, new) = make(n)
      let oldIDs = old.map(\.id)
      let newIDs = new.map(\.id)
      return BenchmarkBody { blackHole(newIDs.difference(from: oldIDs).inferringMoves()) }
    }
  }
  flat("diff.5k", sizes: [5_000], quick: [1_000]) { n in
    flatDiffWorkload(n: n, changed: n / 5, shuffled: n / 25)
  }
  flat("diff.100k", sizes: [100_000], quick: [5_000]) { n in
    flatDiffWorkload(n: n, changed: n / 10, shuffled: n / 50)
  }
  flat("diff.one-insert", sizes: [100_000], quick: [10_000]) { n in
    var strings = UUIDLikeStrings(seed: 0x0AE)
    let old = (0..<n).map { _ in DiffBenchRow(id: strings.next()) }
    var new = old
    new.insert(DiffBenchRow(id: strings.next()), at: n / 2)
    return (old, new)
  }
  suite.add("diff.sections", sizes: [100_000], quickSizes: [5_000]) { n in
    let (old, new) = sectionedDiffWorkload(n: n, sections: 100)
    var stages = 0
    let peak = peakExtraMegabytes {
      stages = (try? ListDiff.staged(from: old, to: new))?.count ?? -1
    }
    var metrics = [("stages", Double(stages))]
    if let peak { metrics.append(("peak_extra_mb", peak)) }
    return BenchmarkBody(metrics: metrics) { blackHole(try? ListDiff.staged(from: old, to: new)) }
  }
  // Workloads with no equal rows at either end, beside the floor of one dictionary: a list
  // shuffled whole, and 100 sections deleted, inserted and shuffled with rows moved across them;
  // with DifferenceKit's string IDs and with 16-byte ones.
  func shuffled(_ n: Int) -> [DiffSection<DiffBenchSection, DiffBenchRow>] {
    let (old, new) = flatDiffWorkload(n: n, changed: 0, shuffled: n)
    return [DiffSection(model: DiffBenchSection(id: ""), rows: old)]
      + [DiffSection(model: DiffBenchSection(id: ""), rows: new)]
  }
  registerFloorComparison(&suite, "diff.shuffled", sizes: [100_000], quick: [5_000]) { n in
    let pair = shuffled(n)
    return ([pair[0]], [pair[1]])
  }
  registerFloorComparison(
    &suite, "diff.shuffled-uuid", sizes: [10_000, 100_000, 1_000_000], quick: [5_000]
  ) { n in
    let pair = withUUIDs(shuffled(n))
    return ([pair[0]], [pair[1]])
  }
  registerFloorComparison(
    &suite, "diff.sections-reshuffled", sizes: [100_000], quick: [5_000],
    reshuffledSectionsWorkload(n:))
  registerFloorComparison(
    &suite, "diff.sections-reshuffled-uuid", sizes: [100_000, 1_000_000], quick: [5_000]
  ) { n in
    let (old, new) = reshuffledSectionsWorkload(n: n)
    return (withUUIDs(old), withUUIDs(new))
  }
  suite.add("diff.sections", variant: "stdlib", sizes: [100_000], quickSizes: [5_000]) { n in
    let (old, new) = sectionedDiffWorkload(n: n, sections: 100)
    let oldIDs = old.flatMap { $0.rows.map(\.id) }
    let newIDs = new.flatMap { $0.rows.map(\.id) }
    return BenchmarkBody { blackHole(newIDs.difference(from: oldIDs).inferringMoves()) }
  }
}
