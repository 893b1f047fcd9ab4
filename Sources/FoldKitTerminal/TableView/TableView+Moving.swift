public import FoldKit

extension TableView {
  /// Moves items through the layout (see `ListController.move(_:to:rule:)`), then puts the
  /// selection on the first moved item's row and scrolls it into view.
  ///
  /// The move is drawn at once, without fades: the rows are the same rows in new places.
  ///
  /// - Parameters:
  ///   - ids: The items to move.
  ///   - destination: Where they go.
  ///   - rule: The app's rule.
  /// - Returns: The controller's outcome.
  /// - Throws: `MoveRefusal` saying why the move is refused; nothing changes then.
  /// - Complexity: O(*n* + *v*) for *n* items and *v* visible rows.
  @discardableResult
  public mutating func move(
    _ ids: [ItemID], to destination: MoveDestination<SectionID, ItemID>,
    rule: Controller.MoveRule? = nil
  ) throws(MoveRefusal) -> MoveOutcome<SectionID, ItemID> {
    let outcome = try layout.move(ids, to: destination, rule: rule).outcome
    finishMove(focusing: outcome.items.first)
    return outcome
  }

  /// Puts moved items back (see `ListController.undoMove(_:)`), then selects the first of them.
  ///
  /// - Parameter undo: The undo of a move.
  /// - Returns: The controller's outcome, whose undo redoes the move.
  /// - Throws: `MoveRefusal` when new data removed an item it needs; nothing changes then.
  /// - Complexity: O(*n* + *v*) for *n* items and *v* visible rows.
  @discardableResult
  public mutating func undoMove(_ undo: MoveUndo<SectionID, ItemID>) throws(MoveRefusal)
    -> MoveOutcome<SectionID, ItemID>
  {
    let outcome = try layout.undoMove(undo).outcome
    finishMove(focusing: outcome.items.first)
    return outcome
  }

  /// Changes the controller's multiple selection (the marks) without touching rows or the
  /// cursor.
  ///
  /// - Returns: What `body` returns.
  /// - Complexity: That of `body`.
  @discardableResult
  public mutating func changeMarks<Result>(_ body: (inout Controller) -> Result) -> Result {
    var result: Result?
    _ = layout.perform { controller in
      result = body(&controller)
      return Changeset()
    }
    guard let result else { preconditionFailure("the body produced no result") }
    return result
  }

  /// Drops the animations of the rows before a move and selects the row of `id`.
  private mutating func finishMove(focusing id: ItemID?) {
    fadingIn = [:]
    ghosts = []
    flash = nil
    if let id, let path = controller.indexPath(of: id) {
      selection = controller.rows.position(of: path)
    } else if selection.map({ !isSelectable($0) }) ?? true {
      let old = min(selection ?? 0, max(0, controller.rows.elements.count - 1))
      selection = firstSelectable(from: old, step: -1) ?? firstSelectable(from: old, step: 1)
    }
    keepSelectionInView()
  }
}
