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
        // Rows are read in place through pointers: a subscript of the array (or of a buffer)
        // copies each row whole to read its ID.
        let newEnd = rows.withUnsafeBufferPointer { oldBuffer in
          new[j].rows.withUnsafeBufferPointer { newBuffer in
            guard let rows = oldBuffer.baseAddress, let newRows = newBuffer.baseAddress else {
              return newBuffer.count
            }
            let limit = Swift.min(oldBuffer.count, newBuffer.count)
            while lower < limit, rows[lower].hasSameDiffID(as: newRows[lower]) {
              if !rows[lower].isContentEqual(to: newRows[lower]) {
                matching.updatedRunRows.append(DiffPath.pack(i, lower))
              }
              lower += 1
            }
            var newEnd = newBuffer.count
            while upper > lower, newEnd > lower,
              rows[upper - 1].hasSameDiffID(as: newRows[newEnd - 1])
            {
              if !rows[upper - 1].isContentEqual(to: newRows[newEnd - 1]) {
                matching.updatedRunRows.append(DiffPath.pack(i, upper - 1))
              }
              upper -= 1
              newEnd -= 1
            }
            return newEnd
          }
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
      let oldLower = matching.oldMiddleLower[i]
      let newLower = matching.newMiddleLower[j]
      let oldBase = matching.oldMiddleOffsets[i]
      let newBase = matching.newMiddleOffsets[j]
      let oldUpper = oldLower + matching.oldMiddleOffsets[i + 1] - oldBase
      let newUpper = newLower + matching.newMiddleOffsets[j + 1] - newBase
      // Rows are read in place, as in skipEqualRuns(_:_:into:).
      old[i].rows.withUnsafeBufferPointer { oldBuffer in
        new[j].rows.withUnsafeBufferPointer { newBuffer in
          guard let oldRows = oldBuffer.baseAddress, let newRows = newBuffer.baseAddress else {
            return
          }
          var a = oldLower
          var b = newLower
          var misses = 0
          var pairs = 0
          while a < oldUpper, b < newUpper, misses <= 4 * window || misses &* 8 <= pairs {
            if oldRows[a].hasSameDiffID(as: newRows[b]) {
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
              if b + k < newUpper, oldRows[a].hasSameDiffID(as: newRows[b + k]) {
                b += k
                skipped = true
                break
              }
              if a + k < oldUpper, oldRows[a + k].hasSameDiffID(as: newRows[b]) {
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
      }
    }
    matching.oldMatches = oldMatches
    matching.newMatches = newMatches
  }

  /// The middle numbers and packed paths of the middle rows still without a match, in middle
  /// order.
  ///
  /// When every middle row is open and all are in one section (a flat list without pairs found
  /// in step, or one section shuffled whole), nothing is stored: the open rows are that
  /// section's middle, and open row *i* is middle row *i*.
  @inlinable
  static func openRows(lower: [Int], offsets: [Int], matches: [Int]) -> DiffOpenRows {
    let sectionCount = offsets.count - 1
    // Counted first, so that a list is allocated once and at its size.
    var count = 0
    for match in matches where match < 0 { count += 1 }
    if count == matches.count && count > 0 {
      for section in 0..<sectionCount where offsets[section + 1] - offsets[section] == count {
        return DiffOpenRows(wholeSection: section, lower: lower[section], count: count)
      }
    }
    var open = [DiffOpenRow]()
    open.reserveCapacity(count)
    for section in 0..<sectionCount {
      let first = lower[section]
      let base = offsets[section]
      for k in base..<offsets[section + 1] where matches[k] < 0 {
        open.append(
          DiffOpenRow(
            number: Int32(truncatingIfNeeded: k), path: DiffPath.pack(section, first + k - base)))
      }
    }
    return DiffOpenRows(rows: open)
  }

  /// The packed path of middle row `k` (numbered as in ``DiffMatching``).
  ///
  /// - Complexity: O(*s*) for *s* sections; only errors need it.
  @inlinable
  static func middlePath(_ k: Int, lower: [Int], offsets: [Int]) -> UInt64 {
    var section = 0
    while offsets[section + 1] <= k { section += 1 }
    return DiffPath.pack(section, lower[section] + k - offsets[section])
  }

  /// The hash of the ID of each row in `open`, in order.
  @inlinable
  static func hashes<Section: Diffable, Row: Diffable>(
    of open: DiffOpenRows, in sections: [DiffSection<Section, Row>]
  ) -> [Int] {
    var hashes = [Int](repeating: 0, count: open.count)
    if open.wholeSection >= 0 {
      let lower = open.lower
      sections[open.wholeSection].rows.withUnsafeBufferPointer { rows in
        for index in open.indices { hashes[index] = rows[lower + index].diffID.hashValue }
      }
      return hashes
    }
    for index in open.indices {
      let path = open[index].path
      hashes[index] = sections[DiffPath.section(path)].rows[DiffPath.row(path)].diffID.hashValue
    }
    return hashes
  }

  /// Matches the middle rows not yet paired by ID through an open-addressing table of the old
  /// ones, and compares the contents of matched rows.
  ///
  /// `matching.oldMatches` and `newMatches` come in sized, holding the pairs already found (or
  /// none); only rows without a match are hashed, so after ``pairInStep(_:_:into:)`` the work is
  /// as small as the change. The table holds the old rows only, 8 bytes a slot (32 bits of the
  /// hash and a position), at most half full: 2 MB for 100,000 rows where a dictionary of the
  /// same IDs takes about twice that. A new row whose ID is in it claims its old row (a second
  /// claim is a duplicate); new rows left over go through a second, smaller table of their own,
  /// which finds duplicates among them.
  ///
  /// Each ID is hashed once, in a pass of its own, and the table is then read in short loops
  /// whose iterations do not depend on each other: first every new row's first slot whose tag
  /// matches (a *candidate*); then each candidate's ID and content are compared with the new
  /// row's, in a loop that only reads; then the matches are recorded. A table larger than the
  /// cache misses on almost every read, and so does each old row read in new order; the
  /// processor overlaps the misses of many iterations of a short loop, where hashing in the same
  /// loop, or recording the match right after reading, would leave one miss at a time.
  @inlinable
  static func matchMiddleRows<Section: Diffable, Row: Diffable>(
    _ old: [DiffSection<Section, Row>], _ new: [DiffSection<Section, Row>],
    into matching: inout DiffMatching
  ) throws(DiffError) {
    let oldCount = matching.oldMiddleCount
    let newCount = matching.newMiddleCount
    // Row numbers are Int32, and a candidate of content changed is stored as -3 - its number.
    precondition(
      oldCount < Int(Int32.max) - 2 && newCount < Int(Int32.max),
      "diff of \(oldCount) and \(newCount) rows exceeds the table limit")
    var oldMatches = matching.oldMatches
    var newMatches = matching.newMatches
    matching.oldMatches = []
    matching.newMatches = []
    let oldOpen = openRows(
      lower: matching.oldMiddleLower, offsets: matching.oldMiddleOffsets, matches: oldMatches)
    let newOpen = openRows(
      lower: matching.newMiddleLower, offsets: matching.newMiddleOffsets, matches: newMatches)
    let oldHashes = hashes(of: oldOpen, in: old)
    let newHashes = hashes(of: newOpen, in: new)
    // Old rows: each ID gets a slot; a second old row with it is a duplicate.
    var table = DiffTable(count: oldOpen.count)
    for o in oldOpen.indices {
      var probe = table.probe(oldHashes[o])
      while let other = table.next(&probe) {
        let path = oldOpen[o].path
        let otherPath = oldOpen[other].path
        let id = old[DiffPath.section(path)].rows[DiffPath.row(path)].diffID
        if old[DiffPath.section(otherPath)].rows[DiffPath.row(otherPath)].diffID == id {
          throw DiffError.duplicateRow(id, side: .old, otherPath, path)
        }
      }
      table.insert(o, at: probe)
    }
    // Each new row's candidate: the first old row whose tag matches, or -1.
    var candidates = [Int32](repeating: -1, count: newOpen.count)
    for n in newOpen.indices {
      var probe = table.probe(newHashes[n])
      if let o = table.next(&probe) { candidates[n] = Int32(truncatingIfNeeded: o) }
    }
    // Candidates checked, in a loop that only reads: a candidate becomes its old row's middle
    // number, or -3 - that number when the contents differ, or -2 when the IDs differ (equal
    // tags). When the old open rows are a whole section's middle, open row o is that section's
    // row `lower + o` and its middle number is o: the old row is then read directly.
    let oldSection = oldOpen.wholeSection
    if oldSection >= 0 {
      let lower = oldOpen.lower
      old[oldSection].rows.withUnsafeBufferPointer { oldRows in
        for n in newOpen.indices {
          let o = Int(candidates[n])
          guard o >= 0 else { continue }
          let path = newOpen[n].path
          let row = new[DiffPath.section(path)].rows[DiffPath.row(path)]
          if !oldRows[lower + o].hasSameDiffID(as: row) {
            candidates[n] = -2
          } else if oldRows[lower + o].isContentEqual(to: row) {
            candidates[n] = Int32(truncatingIfNeeded: o)
          } else {
            candidates[n] = -3 - Int32(truncatingIfNeeded: o)
          }
        }
      }
    } else {
      for n in newOpen.indices {
        let o = Int(candidates[n])
        guard o >= 0 else { continue }
        let path = newOpen[n].path
        let oldOpenRow = oldOpen[o]
        let oldPath = oldOpenRow.path
        let row = new[DiffPath.section(path)].rows[DiffPath.row(path)]
        if !old[DiffPath.section(oldPath)].rows[DiffPath.row(oldPath)].hasSameDiffID(as: row) {
          candidates[n] = -2
        } else if old[DiffPath.section(oldPath)].rows[DiffPath.row(oldPath)].isContentEqual(
          to: row)
        {
          candidates[n] = oldOpenRow.number
        } else {
          candidates[n] = -3 - oldOpenRow.number
        }
      }
    }
    // New rows claim the old row with their ID; a claimed row claimed again is a duplicate.
    // The matches are written through pointers, so that no write checks the array's uniqueness;
    // the first duplicate stops the loop and is thrown after it.
    var leftOver: [(open: Int, hash: Int)] = []
    var duplicate: (claimer: Int, open: Int)?
    oldMatches.withUnsafeMutableBufferPointer { oldMatches in
      newMatches.withUnsafeMutableBufferPointer { newMatches in
        for n in newOpen.indices {
          var entry = Int(candidates[n])
          if entry == -2 {
            // The ID may still be further along the probe sequence.
            entry = -1
            let path = newOpen[n].path
            let row = new[DiffPath.section(path)].rows[DiffPath.row(path)]
            var probe = table.probe(newHashes[n])
            while let o = table.next(&probe) {
              let oldPath = oldOpen[o].path
              let oldRow = old[DiffPath.section(oldPath)].rows[DiffPath.row(oldPath)]
              if oldRow.hasSameDiffID(as: row) {
                let number = Int(oldOpen[o].number)
                entry = oldRow.isContentEqual(to: row) ? number : -3 - number
                break
              }
            }
          }
          guard entry != -1 else {
            leftOver.append((n, newHashes[n]))
            continue
          }
          let oldK = entry >= 0 ? entry : -3 - entry
          let newK = Int(newOpen[n].number)
          // Rows in the table had no match before, so a match here is an earlier claim.
          let claimer = oldMatches[oldK]
          if claimer >= 0 {
            duplicate = (claimer, n)
            return
          }
          oldMatches[oldK] = newK
          newMatches[newK] = oldK
          if entry < 0 { matching.updatedMiddleRows.append(oldK) }
        }
      }
    }
    if let duplicate {
      let path = newOpen[duplicate.open].path
      throw DiffError.duplicateRow(
        new[DiffPath.section(path)].rows[DiffPath.row(path)].diffID, side: .new,
        middlePath(
          duplicate.claimer, lower: matching.newMiddleLower, offsets: matching.newMiddleOffsets),
        path)
    }
    // New rows with IDs the old rows lack: only duplicates among themselves remain to find.
    if leftOver.count > 1 {
      var inserted = DiffTable(count: leftOver.count)
      for (position, entry) in leftOver.enumerated() {
        let path = newOpen[entry.open].path
        var probe = inserted.probe(entry.hash)
        while let other = inserted.next(&probe) {
          let otherPath = newOpen[leftOver[other].open].path
          let id = new[DiffPath.section(path)].rows[DiffPath.row(path)].diffID
          if new[DiffPath.section(otherPath)].rows[DiffPath.row(otherPath)].diffID == id {
            throw DiffError.duplicateRow(id, side: .new, otherPath, path)
          }
        }
        inserted.insert(position, at: probe)
      }
    }
    matching.oldMatches = oldMatches
    matching.newMatches = newMatches
  }
}
