extension ListDiff {
  /// Matches sections by ID, skips the equal runs of each matched section, then matches the
  /// remaining rows by ID through an open-addressing hash table.
  ///
  /// This is the only generic part of the diff, so it is inlined into callers and specializes
  /// on the ID and content types; it hands integers to ``DiffPlanner``. It throws ``DiffError``,
  /// typed: Embedded Swift has no untyped throws, and on Swift 6.3.1 the typed form costs
  /// nothing (an earlier toolchain stopped specializing it and ran three times slower; now
  /// `foldkit-bench --filter diff.100k` in release executes 1,311.56 M instructions typed and
  /// 1,311.59 M untyped under callgrind, and the timings match within noise).
  ///
  /// With `uniqueRowIDs`, the caller guarantees that no row ID appears twice on either side (the
  /// engine's visible rows, built from a snapshot that rejects duplicates). Then any two rows with
  /// equal IDs are each other's match, however they were found, and the middle of each matched
  /// section is first walked in step on both sides (``pairInStep(_:_:into:)``): a nearly equal
  /// pair of lists matches by direct comparison, and only the rows left over are hashed.
  @inlinable
  static func match<Section: Diffable, Row: Diffable>(
    _ old: [DiffSection<Section, Row>], _ new: [DiffSection<Section, Row>],
    uniqueRowIDs: Bool = false
  ) throws(DiffError) -> DiffMatching {
    var matching = DiffMatching(oldSectionCount: old.count, newSectionCount: new.count)
    try matchSections(old, new, into: &matching)
    skipEqualRuns(old, new, into: &matching)
    if uniqueRowIDs {
      pairInStep(old, new, into: &matching)
    } else {
      matching.oldMatches = [Int](repeating: -1, count: matching.oldMiddleCount)
      matching.newMatches = [Int](repeating: -1, count: matching.newMiddleCount)
    }
    try matchMiddleRows(old, new, into: &matching)
    return matching
  }

  /// Matches sections by ID, rejecting duplicates; sections are few, so a dictionary will do.
  @inlinable
  static func matchSections<Section: Diffable, Row: Diffable>(
    _ old: [DiffSection<Section, Row>], _ new: [DiffSection<Section, Row>],
    into matching: inout DiffMatching
  ) throws(DiffError) {
    var oldIndexes = [Section.DiffID: Int](minimumCapacity: old.count)
    for i in old.indices {
      let id = old[i].model.diffID
      if let previous = oldIndexes.updateValue(i, forKey: id) {
        throw DiffError.duplicateSection(id, side: .old, previous, i)
      }
    }
    var newIndexes = [Section.DiffID: Int](minimumCapacity: new.count)
    for j in new.indices {
      let id = new[j].model.diffID
      if let previous = newIndexes.updateValue(j, forKey: id) {
        throw DiffError.duplicateSection(id, side: .new, previous, j)
      }
      if let i = oldIndexes[id] {
        matching.oldTargets[i] = j
        matching.newSources[j] = i
        if !old[i].model.isContentEqual(to: new[j].model) { matching.updatedSections.append(i) }
      }
    }
  }

  /// Finds, for each section in both snapshots, the leading and trailing runs of rows equal in ID
  /// position for position, comparing directly without hashing, and numbers the middle rows.
  @inlinable
  static func skipEqualRuns<Section: Diffable, Row: Diffable>(
    _ old: [DiffSection<Section, Row>], _ new: [DiffSection<Section, Row>],
    into matching: inout DiffMatching
  ) {
    var newUpper = [Int](repeating: 0, count: new.count)
    for j in new.indices {
      matching.newRowCounts[j] = new[j].rows.count
      newUpper[j] = new[j].rows.count
    }
    var oldTotal = 0
    for i in old.indices {
      let rows = old[i].rows
      matching.oldRowCounts[i] = rows.count
      var lower = 0
      var upper = rows.count
      let j = matching.oldTargets[i]
      if j >= 0 {
        let newRows = new[j].rows
        let limit = Swift.min(rows.count, newRows.count)
        while lower < limit, rows[lower].diffID == newRows[lower].diffID {
          if !rows[lower].isContentEqual(to: newRows[lower]) {
            matching.updatedRunRows.append(DiffPath.pack(i, lower))
          }
          lower += 1
        }
        var newEnd = newRows.count
        while upper > lower, newEnd > lower, rows[upper - 1].diffID == newRows[newEnd - 1].diffID {
          if !rows[upper - 1].isContentEqual(to: newRows[newEnd - 1]) {
            matching.updatedRunRows.append(DiffPath.pack(i, upper - 1))
          }
          upper -= 1
          newEnd -= 1
        }
        matching.newMiddleLower[j] = lower
        newUpper[j] = newEnd
      }
      matching.oldMiddleLower[i] = lower
      matching.oldMiddleOffsets[i] = oldTotal
      oldTotal += upper - lower
    }
    matching.oldMiddleOffsets[old.count] = oldTotal
    var newTotal = 0
    for j in new.indices {
      matching.newMiddleOffsets[j] = newTotal
      newTotal += newUpper[j] - matching.newMiddleLower[j]
    }
    matching.newMiddleOffsets[new.count] = newTotal
  }

  /// The furthest ahead on either side that ``pairInStep(_:_:into:)`` looks for a row that lost
  /// its step.
  @inlinable
  static var stepWindow: Int { 8 }

  /// Pairs the middle rows of each matched section that keep their order, walking both sides in
  /// step and comparing IDs directly; a row that does not pair is left for the hash table.
  ///
  /// At a mismatch the walk looks up to ``stepWindow`` rows ahead on each side for the other
  /// side's current row (an insert, a delete or the end of a move) and skips to it; where neither
  /// is found, both rows are left over and the walk goes on. A section whose rows keep losing step
  /// (shuffled) is left to the table after a few misses, so the walk costs at most a few
  /// comparisons per row. Only valid when IDs are unique on each side.
  ///
  /// - Complexity: O(*m* · w) for *m* middle rows and window *w*, in sequential reads.
  @inlinable
  static func pairInStep<Section: Diffable, Row: Diffable>(
    _ old: [DiffSection<Section, Row>], _ new: [DiffSection<Section, Row>],
    into matching: inout DiffMatching
  ) {
    var oldMatches = [Int](repeating: -1, count: matching.oldMiddleCount)
    var newMatches = [Int](repeating: -1, count: matching.newMiddleCount)
    let window = stepWindow
    for i in old.indices {
      let j = matching.oldTargets[i]
      guard j >= 0 else { continue }
      let oldRows = old[i].rows
      let newRows = new[j].rows
      let oldLower = matching.oldMiddleLower[i]
      let newLower = matching.newMiddleLower[j]
      let oldBase = matching.oldMiddleOffsets[i]
      let newBase = matching.newMiddleOffsets[j]
      let oldUpper = oldLower + matching.oldMiddleOffsets[i + 1] - oldBase
      let newUpper = newLower + matching.newMiddleOffsets[j + 1] - newBase
      var a = oldLower
      var b = newLower
      var misses = 0
      var pairs = 0
      while a < oldUpper, b < newUpper, misses <= 4 * window || misses &* 8 <= pairs {
        if oldRows[a].diffID == newRows[b].diffID {
          let oldK = oldBase + a - oldLower
          let newK = newBase + b - newLower
          oldMatches[oldK] = newK
          newMatches[newK] = oldK
          if !oldRows[a].isContentEqual(to: newRows[b]) {
            matching.updatedMiddleRows.append(oldK)
          }
          a += 1
          b += 1
          pairs += 1
          continue
        }
        misses += 1
        var skipped = false
        var k = 1
        while k <= window {
          if b + k < newUpper, oldRows[a].diffID == newRows[b + k].diffID {
            b += k
            skipped = true
            break
          }
          if a + k < oldUpper, oldRows[a + k].diffID == newRows[b].diffID {
            a += k
            skipped = true
            break
          }
          k += 1
        }
        if !skipped {
          a += 1
          b += 1
        }
      }
    }
    matching.oldMatches = oldMatches
    matching.newMatches = newMatches
  }

  /// The middle numbers and packed paths of the middle rows still without a match, in middle
  /// order.
  @inlinable
  static func openRows(lower: [Int], offsets: [Int], matches: [Int]) -> [DiffOpenRow] {
    var open = [DiffOpenRow]()
    for section in 0..<(offsets.count - 1) {
      let first = lower[section]
      let base = offsets[section]
      for k in base..<offsets[section + 1] where matches[k] < 0 {
        open.append(
          DiffOpenRow(
            number: Int32(truncatingIfNeeded: k), path: DiffPath.pack(section, first + k - base)))
      }
    }
    return open
  }

  /// Matches the middle rows not yet paired by ID through one open-addressing table holding both
  /// snapshots, and compares the contents of matched rows.
  ///
  /// `matching.oldMatches` and `newMatches` come in sized, holding the pairs already found (or
  /// none); only rows without a match enter the table, so after ``pairInStep(_:_:into:)`` the
  /// table is as small as the change.
  @inlinable
  static func matchMiddleRows<Section: Diffable, Row: Diffable>(
    _ old: [DiffSection<Section, Row>], _ new: [DiffSection<Section, Row>],
    into matching: inout DiffMatching
  ) throws(DiffError) {
    let oldCount = matching.oldMiddleCount
    let newCount = matching.newMiddleCount
    precondition(
      oldCount < Int(Int32.max) && newCount < Int(Int32.max),
      "diff of \(oldCount) and \(newCount) rows exceeds the table limit")
    var oldMatches = matching.oldMatches
    var newMatches = matching.newMatches
    matching.oldMatches = []
    matching.newMatches = []
    let oldOpen = openRows(
      lower: matching.oldMiddleLower, offsets: matching.oldMiddleOffsets, matches: oldMatches)
    let newOpen = openRows(
      lower: matching.newMiddleLower, offsets: matching.newMiddleOffsets, matches: newMatches)
    var capacity = 16
    while capacity < 2 * (oldOpen.count + newOpen.count) { capacity <<= 1 }
    let mask = capacity - 1
    var slots = [DiffSlot](repeating: .empty, count: capacity)
    try slots.withUnsafeMutableBufferPointer { (slots) throws(DiffError) in
      // Old rows first: each ID gets a slot; a second old row with it is a duplicate. Slots
      // hold positions in the open lists.
      for o in oldOpen.indices {
        let path = oldOpen[o].path
        let id = old[DiffPath.section(path)].rows[DiffPath.row(path)].diffID
        let hash = id.hashValue
        var slot = hash & mask
        while slots[slot].old >= 0 {
          if slots[slot].hash == hash {
            let other = oldOpen[Int(slots[slot].old)].path
            if old[DiffPath.section(other)].rows[DiffPath.row(other)].diffID == id {
              throw DiffError.duplicateRow(id, side: .old, other, path)
            }
          }
          slot = (slot &+ 1) & mask
        }
        slots[slot] = DiffSlot(hash: hash, old: Int32(truncatingIfNeeded: o), new: -1)
      }
      // New rows: claim the old row's slot, or take a free slot of their own.
      for n in newOpen.indices {
        let path = newOpen[n].path
        let row = new[DiffPath.section(path)].rows[DiffPath.row(path)]
        let id = row.diffID
        let hash = id.hashValue
        var slot = hash & mask
        while true {
          let entry = slots[slot]
          if entry.old < 0 && entry.new < 0 {
            slots[slot] = DiffSlot(hash: hash, old: -1, new: Int32(truncatingIfNeeded: n))
            break
          }
          if entry.hash == hash {
            if entry.old >= 0 {
              let oldEntry = oldOpen[Int(entry.old)]
              let oldRow = old[DiffPath.section(oldEntry.path)].rows[DiffPath.row(oldEntry.path)]
              if oldRow.diffID == id {
                if entry.new >= 0 {
                  throw DiffError.duplicateRow(
                    id, side: .new, newOpen[Int(entry.new)].path, path)
                }
                slots[slot].new = Int32(truncatingIfNeeded: n)
                let oldK = Int(oldEntry.number)
                let newK = Int(newOpen[n].number)
                oldMatches[oldK] = newK
                newMatches[newK] = oldK
                if !oldRow.isContentEqual(to: row) { matching.updatedMiddleRows.append(oldK) }
                break
              }
            } else {
              let other = newOpen[Int(entry.new)].path
              if new[DiffPath.section(other)].rows[DiffPath.row(other)].diffID == id {
                throw DiffError.duplicateRow(id, side: .new, other, path)
              }
            }
          }
          slot = (slot &+ 1) & mask
        }
      }
    }
    matching.oldMatches = oldMatches
    matching.newMatches = newMatches
  }
}
