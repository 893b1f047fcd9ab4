/// The stages a diff emits, before the generic phase attaches the data to show with each.
@usableFromInline
struct DiffPlan {
  /// The changesets, in order; empty when nothing changed.
  @usableFromInline var changesets: [Changeset] = []
  /// Whether the first changeset only reloads, so its data is the old snapshot with the reloaded
  /// sections and rows refreshed (``refreshedSections``, ``refreshedRows``).
  @usableFromInline var hasReloadStage = false
  /// Old indexes of the sections whose model the reload stage refreshes from the new snapshot.
  @usableFromInline var refreshedSections: [Int] = []
  /// Rows the reload stage refreshes: packed old path, packed new path of the same row.
  @usableFromInline var refreshedRows: [(old: UInt64, new: UInt64)] = []
  /// For each old section, the new section with its ID, or -1.
  @usableFromInline var sectionTargets: [Int] = []

  /// Creates an empty plan.
  @usableFromInline
  init() {}
}

extension DiffPlan {
  /// The new index of refreshed old section `section`.
  @usableFromInline
  func refreshedSectionTarget(_ section: Int) -> Int {
    sectionTargets[section]
  }
}
