/// Turns a ``DiffMatching`` into the fewest valid stages: the non-generic heart of ``ListDiff``.
///
/// Vocabulary: a *pair* is an old section and the new section with its ID. A row is *kept* when
/// it stays in its pair and belongs to the pair's longest increasing subsequence; the other rows
/// matched within the pair *move within*, rows matched into another section *cross*. A pair is
/// *dirty* when any row is deleted from, inserted into, or moved within, into or out of it. A
/// section outside the longest increasing subsequence of matched sections *moves*; a moving
/// dirty section is *recreated* (deleted and inserted, rule G4), and a recreated, deleted or
/// inserted section is *dead*: rows never move out of or into it (R14, R16), they are deleted and
/// inserted with it.
///
/// See ``ListDiff`` for the stage rules and why each stage is valid.
@usableFromInline
struct DiffPlanner {
  /// Row states, per old middle row.
  enum State: UInt8 {
    /// No row in the new snapshot has the ID.
    case unmatched
    /// Stays in place within its pair.
    case kept
    /// Matched within its pair, outside the longest increasing subsequence.
    case movedWithin
    /// Matched to a row of another section.
    case crossed
    /// Matched, but deleted and inserted rather than moved (a moved row whose content changed,
    /// when that saves a stage).
    case reinserted
  }

  let matching: DiffMatching
  /// The section of each old middle row.
  var oldMiddleSection: [Int32] = []
  /// The section of each new middle row.
  var newMiddleSection: [Int32] = []
  /// Per old section: outside the sections' longest increasing subsequence.
  var sectionMoves: [Bool] = []
  /// Per old section: some row operation touches its pair.
  var dirty: [Bool] = []
  /// Per old section: matched and not recreated.
  var oldAlive: [Bool] = []
  /// Per new section: matched and not recreated.
  var newAlive: [Bool] = []
  /// Per old middle row.
  var states: [State] = []
  /// Per old section: its model content changed.
  var sectionUpdated: [Bool] = []
  /// Per old middle row: matched and its content changed.
  var rowUpdated: [Bool] = []

  /// Plans the stages for `matching`.
  ///
  /// - Complexity: O(*n* log *n*) for *n* middle rows and sections; O(*n*) when the rows that
  ///   stay in a section mostly keep their order.
  @usableFromInline
  static func plan(_ matching: DiffMatching) -> DiffPlan {
    var planner = DiffPlanner(matching: matching)
    planner.classifySections()
    planner.classifyRows()
    return planner.makePlan()
  }

  init(matching: DiffMatching) {
    self.matching = matching
  }

  static func sectionsOfMiddleRows(_ offsets: [Int]) -> [Int32] {
    var sections = [Int32](repeating: 0, count: offsets[offsets.count - 1])
    for section in 0..<(offsets.count - 1) {
      for k in offsets[section]..<offsets[section + 1] {
        sections[k] = Int32(truncatingIfNeeded: section)
      }
    }
    return sections
  }

  mutating func classifySections() {
    let oldCount = matching.oldTargets.count
    oldMiddleSection = Self.sectionsOfMiddleRows(matching.oldMiddleOffsets)
    newMiddleSection = Self.sectionsOfMiddleRows(matching.newMiddleOffsets)
    let order = matching.newSources.filter { $0 >= 0 }
    let kept = LongestIncreasingSubsequence.members(of: order)
    sectionMoves = [Bool](repeating: false, count: oldCount)
    for (position, section) in order.enumerated() where !kept[position] {
      sectionMoves[section] = true
    }
    sectionUpdated = [Bool](repeating: false, count: oldCount)
    for section in matching.updatedSections { sectionUpdated[section] = true }
  }

  mutating func classifyRows() {
    let m = matching
    states = m.oldMatches.map { $0 >= 0 ? State.crossed : State.unmatched }
    rowUpdated = [Bool](repeating: false, count: m.oldMatches.count)
    for k in m.updatedMiddleRows { rowUpdated[k] = true }
    dirty = [Bool](repeating: false, count: m.oldTargets.count)
    var candidates: [Int] = []
    var largest = 0
    for new in m.newSources.indices where m.newSources[new] >= 0 {
      largest = Swift.max(largest, m.newMiddleOffsets[new + 1] - m.newMiddleOffsets[new])
    }
    candidates.reserveCapacity(largest)
    for new in m.newSources.indices {
      let old = m.newSources[new]
      guard old >= 0 else { continue }
      candidates.removeAll(keepingCapacity: true)
      for nk in m.newMiddleOffsets[new]..<m.newMiddleOffsets[new + 1] {
        let ok = m.newMatches[nk]
        if ok >= 0 && Int(oldMiddleSection[ok]) == old { candidates.append(ok) }
      }
      let members = LongestIncreasingSubsequence.members(of: candidates)
      var keptCount = 0
      for (position, ok) in candidates.enumerated() {
        if members[position] {
          states[ok] = .kept
          keptCount += 1
        } else {
          states[ok] = .movedWithin
        }
      }
      let oldMiddle = m.oldMiddleOffsets[old + 1] - m.oldMiddleOffsets[old]
      let newMiddle = m.newMiddleOffsets[new + 1] - m.newMiddleOffsets[new]
      dirty[old] = keptCount != oldMiddle || keptCount != newMiddle
    }
    oldAlive = m.oldTargets.indices.map {
      m.oldTargets[$0] >= 0 && !(sectionMoves[$0] && dirty[$0])
    }
    newAlive = m.newSources.map { $0 >= 0 && oldAlive[$0] }
  }

  /// Whether old middle row `k` is a row move in the structural stage.
  func isMove(_ k: Int) -> Bool {
    switch states[k] {
    case .movedWithin: oldAlive[Int(oldMiddleSection[k])]
    case .crossed:
      oldAlive[Int(oldMiddleSection[k])] && newAlive[Int(newMiddleSection[matching.oldMatches[k]])]
    case .unmatched, .kept, .reinserted: false
    }
  }

  /// The packed new path of the row matched to old middle row `k`.
  func newPath(ofMiddleRow k: Int) -> UInt64 {
    let nk = matching.oldMatches[k]
    let section = Int(newMiddleSection[nk])
    return DiffPath.pack(
      section, matching.newMiddleLower[section] + nk - matching.newMiddleOffsets[section])
  }

  /// The packed old path of old middle row `k`.
  func oldPath(ofMiddleRow k: Int) -> UInt64 {
    let section = Int(oldMiddleSection[k])
    return DiffPath.pack(
      section, matching.oldMiddleLower[section] + k - matching.oldMiddleOffsets[section])
  }

  /// The packed new path of a row of an equal run, given its packed old path.
  func newPath(ofRunRow path: UInt64) -> UInt64 {
    let old = DiffPath.section(path)
    let row = DiffPath.row(path)
    let new = matching.oldTargets[old]
    let newRow =
      row < matching.oldMiddleLower[old]
      ? row : row - matching.oldRowCounts[old] + matching.newRowCounts[new]
    return DiffPath.pack(new, newRow)
  }
}
