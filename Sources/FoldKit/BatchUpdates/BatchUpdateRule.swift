/// A consistency rule of UIKit's batch updates, or of FoldKit's stricter contract for its own
/// changesets.
///
/// The identifiers follow the package's UIKit rules specification. `R4`–`R28` are the rules by
/// which `UITableView` and `UICollectionView` judge a batch: most raise an inconsistency exception,
/// some silently drop an operation, fall back to `reloadData` or corrupt the display. `G1`–`G8` are
/// the stricter contract that every changeset FoldKit emits meets (see
/// ``BatchUpdateValidator/checkContract(_:old:new:kind:)``).
///
/// Rules that no validator can decide from counts and a changeset have no case: R1 (an operation
/// in the wrong index space) and R2/R3 (data and batch out of step) surface as the bounds and count
/// rules they cause; R5 is the reload model itself; R29–R31 concern animation, `reloadData` and
/// performance.
public enum BatchUpdateRule: String, Sendable, CaseIterable {
  /// A path (row or section) is both deleted and reloaded.
  case r4 = "R4"
  /// A section delete (explicit or by reload) lies outside the old sections.
  case r6 = "R6"
  /// A section insert lies outside the new sections.
  case r6b = "R6b"
  /// A row delete or reload names a section outside the old sections.
  case r7 = "R7"
  /// A row insert names a section outside the new sections.
  case r7b = "R7b"
  /// A row delete or reload lies past the old row count of its section.
  case r8 = "R8"
  /// A row insert lies past the new row count of its section.
  case r8b = "R8b"
  /// A move's source lies outside the old state or its destination outside the new state.
  case r9 = "R9"
  /// A row deleted (explicitly or by reload) is also a move source.
  case r10 = "R10"
  /// A section deleted (explicitly or by reload) is also a section-move source.
  case r11 = "R11"
  /// A row insert (explicit or from a reload) lands on a move destination.
  case r12 = "R12"
  /// A section insert (explicit or from a reload) lands on a section-move destination.
  case r12b = "R12b"
  /// A row delete in a deleted section, which UIKit drops silently.
  case r13 = "R13"
  /// A row moves out of a deleted section.
  case r14 = "R14"
  /// A row insert in an inserted section, which UIKit drops silently.
  case r15 = "R15"
  /// A row moves into an inserted section.
  case r16 = "R16"
  /// The same path appears twice among deletes, inserts or reloads.
  case r17 = "R17"
  /// One move source has two destinations.
  case r18 = "R18"
  /// Two move sources share one destination.
  case r19 = "R19"
  /// The same move is given twice; UIKit drops the repeat.
  case r20 = "R20"
  /// The new section count differs from the old one plus inserted minus deleted sections.
  case r21 = "R21"
  /// A surviving section's new row count differs from the count the batch implies.
  case r22 = "R22"
  /// The data source reports a negative row count.
  case r22a = "R22a"
  /// A row reload in a moved section, or one whose section a section move shifts.
  case r23 = "R23"
  /// A reload of a moved row, or of a row whose position the batch's row moves shift.
  case r24 = "R24"
  /// A row reload in a deleted section.
  case r25 = "R25"
  /// A row reload in a reloaded section; both halves are dropped.
  case r26 = "R26"
  /// A section move combined with row operations involving that section.
  case r27 = "R27"
  /// A section move that is a no-op after mapping, plus a row move out of that section.
  case r28 = "R28"
  /// Contract: each operation lies inside the bounds of its own index space.
  case g1 = "G1"
  /// Contract: no reloads in a batch with any row or section move.
  case g2 = "G2"
  /// Contract: no row operations in inserted, deleted or reloaded sections, and no row reloads in
  /// moved sections.
  case g3 = "G3"
  /// Contract: section moves only for sections without row operations.
  case g4 = "G4"
  /// Contract: no duplicates, no shared move ends, no no-op moves, no collisions with moves.
  case g5 = "G5"
  /// Contract: the batch balances the section and row counts (R21, R22).
  case g6 = "G6"
  /// Contract: the old state is the one the view cached; a structural batch between identical
  /// lists betrays a stale old state.
  case g7 = "G7"
  /// Contract: every surviving or moved row lands where the new data holds the same identity.
  case g8 = "G8"
}

#if !hasFeature(Embedded)
extension BatchUpdateRule: Codable {}
#endif
