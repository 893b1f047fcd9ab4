extension ListDiff {
  /// The stages that turn `old` into `new`, as ``staged(from:to:uniqueRowIDs:)`` returns them,
  /// taking `old`: when the stages need the list with only the reloads applied, it is `old`
  /// changed in place.
  ///
  /// A caller that passes the only reference to `old` (a model it built for this diff and needs
  /// no more) saves copying every row of it and freeing the copy later.
  ///
  /// - Complexity: As ``staged(from:to:uniqueRowIDs:)``.
  @inlinable
  package static func staged<Section: Diffable, Row: Diffable>(
    consuming old: consuming [DiffSection<Section, Row>], to new: [DiffSection<Section, Row>],
    uniqueRowIDs: Bool
  ) throws(DiffError) -> StagedChangeset<[DiffSection<Section, Row>]> {
    let matching = try match(old, new, uniqueRowIDs: uniqueRowIDs)
    let plan = DiffPlanner.plan(matching)
    guard plan.hasReloadStage else {
      return StagedChangeset(plan.changesets.map { ChangesetStage(changeset: $0, data: new) })
    }
    var intermediate = old
    for section in plan.refreshedSections {
      intermediate[section].model = new[plan.refreshedSectionTarget(section)].model
    }
    for (oldPath, newPath) in plan.refreshedRows {
      intermediate[DiffPath.section(oldPath)].rows[DiffPath.row(oldPath)] =
        new[DiffPath.section(newPath)].rows[DiffPath.row(newPath)]
    }
    return StagedChangeset([
      ChangesetStage(changeset: plan.changesets[0], data: intermediate),
      ChangesetStage(changeset: plan.changesets[1], data: new),
    ])
  }
}
