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
            while lower < limit, rows[lower].diffID == newRows[lower].diffID {
              if !rows[lower].isContentEqual(to: newRows[lower]) {
                matching.updatedRunRows.append(DiffPath.pack(i, lower))
              }
              lower += 1
            }
            var newEnd = newBuffer.count
            while upper > lower, newEnd > lower,
              rows[upper - 1].diffID == newRows[newEnd - 1].diffID
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
    // Old rows: each ID gets a slot; a second old row with it is a duplicate.
    var table = DiffTable(count: oldOpen.count)
    for o in oldOpen.indices {
      let path = oldOpen[o].path
      let id = old[DiffPath.section(path)].rows[DiffPath.row(path)].diffID
      var probe = table.probe(id.hashValue)
      while let other = table.next(&probe) {
        let otherPath = oldOpen[other].path
        if old[DiffPath.section(otherPath)].rows[DiffPath.row(otherPath)].diffID == id {
          throw DiffError.duplicateRow(id, side: .old, otherPath, path)
        }
      }
      table.insert(o, at: probe)
    }
    // New rows claim the old row with their ID; a claimed row claimed again is a duplicate.
    var claimedBy = [Int32](repeating: -1, count: oldOpen.count)
    var leftOver: [(open: Int, hash: Int)] = []
    for n in newOpen.indices {
      let path = newOpen[n].path
      let row = new[DiffPath.section(path)].rows[DiffPath.row(path)]
      let id = row.diffID
      let hash = id.hashValue
      var probe = table.probe(hash)
      var found = -1
      while let o = table.next(&probe) {
        let oldPath = oldOpen[o].path
        if old[DiffPath.section(oldPath)].rows[DiffPath.row(oldPath)].diffID == id {
          found = o
          break
        }
      }
      guard found >= 0 else {
        leftOver.append((n, hash))
        continue
      }
      if claimedBy[found] >= 0 {
        throw DiffError.duplicateRow(id, side: .new, newOpen[Int(claimedBy[found])].path, path)
      }
      claimedBy[found] = Int32(truncatingIfNeeded: n)
      let oldPath = oldOpen[found].path
      let oldK = Int(oldOpen[found].number)
      let newK = Int(newOpen[n].number)
      oldMatches[oldK] = newK
      newMatches[newK] = oldK
      if !old[DiffPath.section(oldPath)].rows[DiffPath.row(oldPath)].isContentEqual(to: row) {
        matching.updatedMiddleRows.append(oldK)
      }
    }
    // New rows with IDs the old rows lack: only duplicates among themselves remain to find.
    if leftOver.count > 1 {
      var inserted = DiffTable(count: leftOver.count)
      for (position, entry) in leftOver.enumerated() {
        let path = newOpen[entry.open].path
        let id = new[DiffPath.section(path)].rows[DiffPath.row(path)].diffID
        var probe = inserted.probe(entry.hash)
        while let other = inserted.next(&probe) {
          let otherPath = newOpen[leftOver[other].open].path
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
