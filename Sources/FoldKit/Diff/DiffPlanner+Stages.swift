extension DiffPlanner {
  /// Chooses the stages and builds their changesets (see ``ListDiff`` for the rules).
  mutating func makePlan() -> DiffPlan {
    let m = matching
    var hasMoves = m.oldTargets.indices.contains { oldAlive[$0] && sectionMoves[$0] }
    if !hasMoves { hasMoves = states.indices.contains { isMove($0) } }
    var plan = DiffPlan()
    if !hasMoves {
      // One stage: no move anywhere, so reloads may join deletes and inserts (G2).
      var changeset = structuralChangeset(absorbing: updatedAliveSections())
      addReloads(to: &changeset)
      if !changeset.isEmpty { plan.changesets = [changeset] }
      return plan
    }
    if !needsReloadInPlace() {
      // Every updated item also moves: delete and insert it instead of reloading, one stage.
      for k in states.indices where rowUpdated[k] && isMove(k) { states[k] = .reinserted }
      for old in m.oldTargets.indices where oldAlive[old] && sectionUpdated[old] {
        oldAlive[old] = false
        newAlive[m.oldTargets[old]] = false
      }
      plan.changesets = [structuralChangeset(absorbing: [])]
      return plan
    }
    // Two stages: reload everything updated at its old position, then change the structure.
    var reloads = Changeset()
    addReloads(to: &reloads)
    plan.changesets = [reloads, structuralChangeset(absorbing: [])]
    plan.hasReloadStage = true
    plan.sectionTargets = m.oldTargets
    plan.refreshedSections = reloads.reloadedSections
    plan.refreshedRows = refreshedRows(reloadedSections: reloads.reloadedSections)
    return plan
  }

  /// Old indexes, ascending, of sections that survive as themselves and whose model changed.
  func updatedAliveSections() -> [Int] {
    matching.oldTargets.indices.filter { oldAlive[$0] && sectionUpdated[$0] }
  }

  /// Whether some updated row or section stays in place, so only a reload can refresh it.
  func needsReloadInPlace() -> Bool {
    let m = matching
    for old in m.oldTargets.indices
    where oldAlive[old] && sectionUpdated[old] && !sectionMoves[old] {
      return true
    }
    for path in m.updatedRunRows where oldAlive[DiffPath.section(path)] { return true }
    for k in m.updatedMiddleRows where states[k] == .kept && oldAlive[Int(oldMiddleSection[k])] {
      return true
    }
    return false
  }

  /// Adds the reloads of updated sections and rows that survive as themselves, at old indexes;
  /// rows of a reloaded section are left to the section reload (R26).
  func addReloads(to changeset: inout Changeset) {
    let m = matching
    let sections = updatedAliveSections()
    var reloaded = [Bool](repeating: false, count: m.oldTargets.count)
    for section in sections { reloaded[section] = true }
    var rows: [ListIndexPath] = []
    for path in m.updatedRunRows {
      let section = DiffPath.section(path)
      if oldAlive[section] && !reloaded[section] { rows.append(DiffPath.unpack(path)) }
    }
    for k in m.updatedMiddleRows {
      let section = Int(oldMiddleSection[k])
      guard oldAlive[section] && !reloaded[section] else { continue }
      if states[k] == .kept || isMove(k) { rows.append(DiffPath.unpack(oldPath(ofMiddleRow: k))) }
    }
    rows.sort()
    changeset.reloadedSections = sections
    changeset.reloadedRows = rows
  }

  /// The rows whose value the reload stage's data takes from the new snapshot: the reloaded rows
  /// and every updated row of a reloaded section.
  func refreshedRows(reloadedSections: [Int]) -> [(old: UInt64, new: UInt64)] {
    let m = matching
    var reloaded = [Bool](repeating: false, count: m.oldTargets.count)
    for section in reloadedSections { reloaded[section] = true }
    var rows: [(old: UInt64, new: UInt64)] = []
    for path in m.updatedRunRows where oldAlive[DiffPath.section(path)] {
      rows.append((path, newPath(ofRunRow: path)))
    }
    for k in m.updatedMiddleRows {
      let section = Int(oldMiddleSection[k])
      if reloaded[section] || (oldAlive[section] && (states[k] == .kept || isMove(k))) {
        rows.append((oldPath(ofMiddleRow: k), newPath(ofMiddleRow: k)))
      }
    }
    return rows
  }

  /// The deletes, inserts and moves of sections and rows.
  ///
  /// Sections in `absorbing` (old indexes) are reloaded in the same batch, so their row
  /// operations are left out (R13, R15).
  func structuralChangeset(absorbing: [Int]) -> Changeset {
    let m = matching
    var absorbed = [Bool](repeating: false, count: m.oldTargets.count)
    for section in absorbing { absorbed[section] = true }
    var changeset = Changeset()
    for old in m.oldTargets.indices {
      guard oldAlive[old] else {
        changeset.deletedSections.append(old)
        continue
      }
      if sectionMoves[old] {
        changeset.movedSections.append(.init(from: old, to: m.oldTargets[old]))
      }
      if absorbed[old] { continue }
      let lower = m.oldMiddleLower[old]
      let first = m.oldMiddleOffsets[old]
      for k in first..<m.oldMiddleOffsets[old + 1] {
        let path = ListIndexPath(section: old, row: lower + k - first)
        switch states[k] {
        case .kept: break
        case .unmatched, .reinserted: changeset.deletedRows.append(path)
        case .movedWithin, .crossed:
          if isMove(k) {
            changeset.movedRows.append(
              .init(from: path, to: DiffPath.unpack(newPath(ofMiddleRow: k))))
          } else {
            changeset.deletedRows.append(path)
          }
        }
      }
    }
    for new in m.newSources.indices {
      guard newAlive[new] else {
        changeset.insertedSections.append(new)
        continue
      }
      if absorbed[m.newSources[new]] { continue }
      let lower = m.newMiddleLower[new]
      let first = m.newMiddleOffsets[new]
      for nk in first..<m.newMiddleOffsets[new + 1] {
        let k = m.newMatches[nk]
        if k < 0 || states[k] == .reinserted || !isMove(k) && states[k] != .kept {
          changeset.insertedRows.append(ListIndexPath(section: new, row: lower + nk - first))
        }
      }
    }
    return changeset
  }
}
