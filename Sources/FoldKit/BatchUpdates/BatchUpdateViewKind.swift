/// The UIKit view whose batch-update behaviour a validation reproduces.
///
/// The two views agree on almost every rule. They differ where UIKit's table view is lenient: a
/// row moved out of a deleted section (R14) or into an inserted one (R16) makes a table view fall
/// back to `reloadData`, while a collection view raises; a table view merges duplicate paths
/// (R17), a collection view does not. Messages say "row" for tables and "item" for collections.
public enum BatchUpdateViewKind: Sendable, Hashable {
  /// `UITableView`.
  case table
  /// `UICollectionView`.
  case collection
}
