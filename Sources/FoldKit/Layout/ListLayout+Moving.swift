/// What a move made through a ``ListLayout`` did: the controller's outcome and the content
/// offset that keeps the first visible row still.
public struct LayoutMove<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
  /// The batch update, rows to refresh and undo.
  public var outcome: MoveOutcome<SectionID, ItemID>
  /// The content offset after the move (already stored in the layout).
  public var contentOffset: Double

  /// Creates a result.
  ///
  /// - Complexity: O(1).
  public init(outcome: MoveOutcome<SectionID, ItemID>, contentOffset: Double) {
    self.outcome = outcome
    self.contentOffset = contentOffset
  }
}

extension ListLayout {
  /// Moves items, keeping measured heights and the first visible row in place.
  ///
  /// See ``ListController/move(_:to:rule:)``.
  ///
  /// - Throws: ``MoveRefusal``; nothing changes then.
  /// - Complexity: As ``ListController/move(_:to:rule:)``, plus O(*v*) for *v* visible rows
  ///   when the rows are rebuilt (measured heights are then looked up again).
  @discardableResult
  public mutating func move(
    _ ids: [ItemID], to destination: MoveDestination<SectionID, ItemID>,
    rule: Controller.MoveRule? = nil
  ) throws(MoveRefusal) -> LayoutMove<SectionID, ItemID> {
    let anchor = anchor()
    let outcome = try controller.move(ids, to: destination, rule: rule)
    finish(outcome, restoring: anchor)
    return LayoutMove(outcome: outcome, contentOffset: contentOffset)
  }

  /// Undoes a move; see ``ListController/undoMove(_:)``.
  ///
  /// - Throws: ``MoveRefusal``; nothing changes then.
  /// - Complexity: O(*n* + *v*) for *n* items and *v* visible rows.
  @discardableResult
  public mutating func undoMove(_ undo: MoveUndo<SectionID, ItemID>) throws(MoveRefusal)
    -> LayoutMove<SectionID, ItemID>
  {
    let anchor = anchor()
    let outcome = try controller.undoMove(undo)
    finish(outcome, restoring: anchor)
    return LayoutMove(outcome: outcome, contentOffset: contentOffset)
  }

  /// Carries out a table's interactive reorder, keeping measured heights.
  ///
  /// See ``ListController/reorder(movingRowAt:to:depth:rule:)``.
  ///
  /// - Returns: The remaining batch, the move or why it was refused, and the content offset.
  /// - Complexity: O(*n* + *v*) for *n* items and *v* visible rows.
  public mutating func reorder(
    movingRowAt source: ListIndexPath, to destination: ListIndexPath, depth: Int? = nil,
    rule: Controller.MoveRule? = nil
  ) -> (outcome: ReorderOutcome<SectionID, ItemID>, contentOffset: Double) {
    let anchor = anchor()
    let outcome = controller.reorder(
      movingRowAt: source, to: destination, depth: depth, rule: rule)
    if let move = outcome.move { finish(move, restoring: anchor) }
    return (outcome, contentOffset)
  }

  /// Gives rebuilt rows their cached heights (rows moved in place keep theirs) and keeps
  /// `anchor` still.
  mutating func finish(_ outcome: MoveOutcome<SectionID, ItemID>, restoring anchor: Anchor?) {
    if outcome.rebuiltRows {
      finishDataUpdate(restoring: anchor)
    } else {
      contentOffset = contentOffset(restoring: anchor)
    }
  }

  /// Reveals an item; see ``ListController/reveal(_:ancestors:position:select:)``.
  ///
  /// - Returns: The controller's outcome, the content offset that keeps the first visible row
  ///   still, and the offset to scroll to (after measuring around the target), if any.
  /// - Complexity: As the controller's reveal, plus O(*k* log *n*) for *k* rows shown.
  public mutating func reveal(
    _ id: ItemID, ancestors: [ItemID]? = nil, position: ScrollPosition = .nearest,
    select: Bool = false
  ) -> (outcome: RevealOutcome<ItemID>, contentOffset: Double, targetOffset: Double?) {
    var outcome: RevealOutcome<ItemID>?
    perform { controller in
      let result = controller.reveal(id, ancestors: ancestors, position: position, select: select)
      outcome = result
      return result.changeset
    }
    guard let outcome else { preconditionFailure("the reveal produced no outcome") }
    var target: Double?
    if let request = outcome.scroll {
      let anchor = self.anchor()
      measureAround(controller.rows.position(of: request.indexPath))
      contentOffset = contentOffset(restoring: anchor)
      target = contentOffset(scrolling: request.indexPath, to: request.position)
    }
    return (outcome, contentOffset, target)
  }
}
