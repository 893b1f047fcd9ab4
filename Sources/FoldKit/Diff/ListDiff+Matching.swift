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
  @inlinable
  static func match<Section: Diffable, Row: Diffable>(
    _ old: [DiffSection<Section, Row>], _ new: [DiffSection<Section, Row>]
  ) throws(DiffError) -> DiffMatching {
    var matching = DiffMatching(oldSectionCount: old.count, newSectionCount: new.count)
    try matchSections(old, new, into: &matching)
    skipEqualRuns(old, new, into: &matching)
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

  /// Packed paths of the middle rows, in middle order.
  @inlinable
  static func middlePaths(lower: [Int], offsets: [Int]) -> [UInt64] {
    var paths = [UInt64]()
    paths.reserveCapacity(offsets[offsets.count - 1])
    for section in 0..<(offsets.count - 1) {
      let first = lower[section]
      for row in first..<(first + offsets[section + 1] - offsets[section]) {
        paths.append(DiffPath.pack(section, row))
      }
    }
    return paths
  }

  /// Matches middle rows by ID through one open-addressing table holding both snapshots, and
  /// compares the contents of matched rows.
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
    let oldPaths = middlePaths(lower: matching.oldMiddleLower, offsets: matching.oldMiddleOffsets)
    let newPaths = middlePaths(lower: matching.newMiddleLower, offsets: matching.newMiddleOffsets)
    var oldMatches = [Int](repeating: -1, count: oldCount)
    var newMatches = [Int](repeating: -1, count: newCount)
    var capacity = 16
    while capacity < 2 * (oldCount + newCount) { capacity <<= 1 }
    let mask = capacity - 1
    var slots = [DiffSlot](repeating: .empty, count: capacity)
    try slots.withUnsafeMutableBufferPointer { (slots) throws(DiffError) in
      // Old rows first: each ID gets a slot; a second old row with it is a duplicate.
      for k in 0..<oldCount {
        let path = oldPaths[k]
        let id = old[DiffPath.section(path)].rows[DiffPath.row(path)].diffID
        let hash = id.hashValue
        var slot = hash & mask
        while slots[slot].old >= 0 {
          if slots[slot].hash == hash {
            let other = oldPaths[Int(slots[slot].old)]
            if old[DiffPath.section(other)].rows[DiffPath.row(other)].diffID == id {
              throw DiffError.duplicateRow(id, side: .old, other, path)
            }
          }
          slot = (slot &+ 1) & mask
        }
        slots[slot] = DiffSlot(hash: hash, old: Int32(truncatingIfNeeded: k), new: -1)
      }
      // New rows: claim the old row's slot, or take a free slot of their own.
      for k in 0..<newCount {
        let path = newPaths[k]
        let row = new[DiffPath.section(path)].rows[DiffPath.row(path)]
        let id = row.diffID
        let hash = id.hashValue
        var slot = hash & mask
        while true {
          let entry = slots[slot]
          if entry.old < 0 && entry.new < 0 {
            slots[slot] = DiffSlot(hash: hash, old: -1, new: Int32(truncatingIfNeeded: k))
            break
          }
          if entry.hash == hash {
            if entry.old >= 0 {
              let oldK = Int(entry.old)
              let oldPath = oldPaths[oldK]
              let oldRow = old[DiffPath.section(oldPath)].rows[DiffPath.row(oldPath)]
              if oldRow.diffID == id {
                if entry.new >= 0 {
                  throw DiffError.duplicateRow(id, side: .new, newPaths[Int(entry.new)], path)
                }
                slots[slot].new = Int32(truncatingIfNeeded: k)
                oldMatches[oldK] = k
                newMatches[k] = oldK
                if !oldRow.isContentEqual(to: row) { matching.updatedMiddleRows.append(oldK) }
                break
              }
            } else {
              let other = newPaths[Int(entry.new)]
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
