/// Where a row dragged in a table's reorder may drop, as the engine allows it.
///
/// A table asks for it while the row moves (`tableView(_:targetIndexPathForMoveFromRowAt:
/// toProposedIndexPath:)`): ``indexPath`` is the path to return. In a tree, one place between two
/// rows can mean several parents; ``depth`` is the indentation level chosen (from the horizontal
/// offset of the touch, as tree views do).
public struct ReorderProposal<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Hashable, Sendable
{
  /// The path the dragged row takes, in the table's index space during the drag (the rows with
  /// the dragged one taken out and put back at this path); the source path when the drop goes
  /// nowhere else.
  public var indexPath: ListIndexPath
  /// The indentation level the dragged item takes there.
  public var depth: Int
  /// The move the drop carries out, or `nil` when the row goes back to its place.
  public var destination: MoveDestination<SectionID, ItemID>?
  /// Why the proposed place was refused, when the row goes back to its place.
  public var refusal: MoveRefusal?

  /// Creates a proposal.
  ///
  /// - Complexity: O(1).
  public init(
    indexPath: ListIndexPath, depth: Int, destination: MoveDestination<SectionID, ItemID>?,
    refusal: MoveRefusal?
  ) {
    self.indexPath = indexPath
    self.depth = depth
    self.destination = destination
    self.refusal = refusal
  }

  /// The indentation level under a horizontal offset: one level per `indentation` points.
  ///
  /// - Parameters:
  ///   - offset: The touch's distance from the row's leading edge.
  ///   - indentation: The width of one level.
  /// - Returns: A level of at least 0.
  /// - Complexity: O(1).
  public static func depth(forHorizontalOffset offset: Double, indentation: Double) -> Int {
    guard indentation > 0, offset > 0, offset.isFinite else { return 0 }
    let levels = offset / indentation
    return levels < Double(Int.max / 2) ? Int(levels) : Int.max / 2
  }
}

/// What a table's interactive reorder did once the dragged row was dropped.
public struct ReorderOutcome<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Sendable
{
  /// The batch that remains after the table moved the dragged row itself: valid from the
  /// table's state after its own move (the dragged item's visible descendants and detail row
  /// following it, or the dragged row going back when the drop is refused).
  public var changeset: Changeset
  /// The move carried out, with its rows to refresh and its undo; `nil` when refused.
  public var move: MoveOutcome<SectionID, ItemID>?
  /// Why the drop was refused, if it was.
  public var refusal: MoveRefusal?

  /// Creates an outcome.
  ///
  /// - Complexity: O(1).
  public init(
    changeset: Changeset, move: MoveOutcome<SectionID, ItemID>?, refusal: MoveRefusal?
  ) {
    self.changeset = changeset
    self.move = move
    self.refusal = refusal
  }
}
