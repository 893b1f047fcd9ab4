/// The diff between two snapshots of a sectioned list, as the stages a table view applies.
///
/// Sections and rows are matched by ``Diffable/diffID``; a matched item whose
/// ``Diffable/isContentEqual(to:)`` is `false` is *updated*. Rows are matched across sections, so
/// a row may move from one section to another; sections move too.
///
/// ## Algorithm
/// 1. Sections are matched through a dictionary (they are few).
/// 2. In each section present in both snapshots, the leading and trailing runs of rows with equal
///    IDs position for position are compared directly and never hashed: one insert into 100,000
///    rows costs a comparison per row, like the standard library's `difference(from:)`.
/// 3. The remaining rows of all sections are matched through one open-addressing hash table
///    (expected linear time).
/// 4. Moves are minimal: the matched sections, and in each section the rows that stay in it,
///    that form a longest increasing subsequence (patience sorting) keep their place; only the
///    others move. Moving the first of 100,000 rows to the end is one move.
///
/// ## Stages
/// UIKit cannot reload in a batch that moves (G2), nor move a row out of a deleted or into an
/// inserted section (R14, R16), nor move a section whose rows change (G4, R27). The diff emits at
/// most **two** stages, and one whenever it can:
/// - **No move:** one stage with every delete, insert and reload (reloads at old indexes). A
///   section whose model changed is reloaded and its row changes ride on that reload.
/// - **Moves, and something updated in place** (a row that keeps its place, or a section that
///   does not move): stage 1 only reloads, at old indexes, every updated section and every
///   updated row that survives as itself (moving or not); its data is the old snapshot with
///   those items refreshed. Stage 2 holds every delete, insert and move, and no reload; its data
///   is the new snapshot. A moved row whose content changed is thus reloaded, then moved.
/// - **Moves, and every updated item moves:** one stage; each moved and updated row is deleted
///   and inserted instead of moved, each moved and updated section likewise.
///
/// In every stage that moves, a moved section has no row operation: a section that moves and
/// whose rows change is deleted and inserted instead (G4). A row whose old section is deleted or
/// whose new section is inserted leaves or arrives with its section, as a delete plus an insert.
/// Within these rules, no stage mixes reloads with moves, no row operation touches a deleted,
/// inserted or reloaded section, and every index follows UIKit's index spaces (G1–G5); the tests
/// replay every stage as UIKit applies it.
///
/// The diff is inlined into the caller (`@inlinable`) so that hashing and comparing IDs
/// specialize on their types; the planning after matching works on integers and is compiled once.
public enum ListDiff: Sendable {
  /// The stages that turn sectioned snapshot `old` into `new`.
  ///
  /// - Parameters:
  ///   - old: The snapshot the view shows.
  ///   - new: The snapshot to show.
  /// - Returns: The stages, in order; empty when the snapshots are the same. The last stage's data
  ///   is `new`.
  /// - Throws: ``DiffError`` when a section ID, or a row ID outside the equal runs, appears twice
  ///   in one snapshot.
  /// - Complexity: Expected O(*n* + *m* log *m*) for *n* rows and sections, *m* of them outside
  ///   the equal leading and trailing runs of each section; O(*n* + *m*) when the rows that stay
  ///   in a section mostly keep their order.
  @inlinable
  public static func staged<Section: Diffable, Row: Diffable>(
    from old: [DiffSection<Section, Row>], to new: [DiffSection<Section, Row>]
  ) throws(DiffError) -> StagedChangeset<[DiffSection<Section, Row>]> {
    try staged(from: old, to: new, uniqueRowIDs: false)
  }

  /// The stages that turn `old` into `new`, whose row IDs the caller guarantees unique.
  ///
  /// The result is the one ``staged(from:to:)-([DiffSection<Section,Row>],_)`` returns; rows
  /// that keep their order within a section are paired by direct comparison before the rest are
  /// hashed, so a nearly equal pair costs little more than reading both. Duplicate row IDs are
  /// not detected and give an unspecified (but memory-safe) result; sections are still checked.
  ///
  /// - Complexity: Expected O(*n* + *d* log *d*) for *n* rows and sections, *d* of them out of
  ///   step (inserted, deleted, moved or in shuffled runs).
  @inlinable
  package static func staged<Section: Diffable, Row: Diffable>(
    from old: [DiffSection<Section, Row>], to new: [DiffSection<Section, Row>],
    uniqueRowIDs: Bool
  ) throws(DiffError) -> StagedChangeset<[DiffSection<Section, Row>]> {
    let matching = try match(old, new, uniqueRowIDs: uniqueRowIDs)
    let plan = DiffPlanner.plan(matching)
    guard plan.hasReloadStage else {
      return StagedChangeset(plan.changesets.map { ChangesetStage(changeset: $0, data: new) })
    }
    // The reload stage's data: the old list with the updated sections and rows as they are new.
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

  /// The stages that turn the rows `old` of a single-section list into `new`.
  ///
  /// Every path in the changesets is in section 0; no section operation appears.
  ///
  /// - Parameters:
  ///   - old: The rows the view shows.
  ///   - new: The rows to show.
  /// - Returns: The stages, in order; empty when the lists are the same.
  /// - Throws: ``DiffError`` when a row ID outside the equal leading and trailing runs appears
  ///   twice in one list.
  /// - Complexity: Expected O(*n* + *m* log *m*) for *n* rows, *m* of them outside the equal
  ///   leading and trailing runs; O(*n* + *m*) when the rows mostly keep their order.
  @inlinable
  public static func staged<Row: Diffable>(from old: [Row], to new: [Row]) throws(DiffError)
    -> StagedChangeset<[Row]>
  {
    let sections = try staged(
      from: [DiffSection(model: SingleSection(), rows: old)],
      to: [DiffSection(model: SingleSection(), rows: new)])
    return StagedChangeset(
      sections.stages.map { ChangesetStage(changeset: $0.changeset, data: $0.data[0].rows) })
  }
}

/// The model of the one section of a flat list.
@usableFromInline
struct SingleSection: Diffable, Hashable {
  @inlinable
  init() {}

  @inlinable
  var diffID: Int { 0 }
}
