public import FoldKit

/// Moves the screens add to the list controller's navigation.
public enum ScreenNavigation {
  /// The position of the row that owns the indented row at `position` (a sub-term under its main
  /// term), for ← when the row has no parent in the item tree, or `nil` for any other element.
  ///
  /// The owner is the nearest row above in the same section with a smaller ``ScreenItem/indent``.
  ///
  /// - Precondition: `position` is in the visible sequence.
  /// - Complexity: O(*k* log *n*) for *k* rows walked back.
  public static func owner(
    ofPosition position: Int, in controller: ListController<String, String, ScreenItem>
  ) -> Int? {
    let element = controller.rows.elements[position]
    guard element.kind == .row else { return nil }
    let node = controller.snapshot.nodes[element.index]
    guard node.parent == nil, node.content.indent > 0 else { return nil }
    var candidate = position - 1
    while candidate >= 0 {
      let above = controller.rows.elements[candidate]
      if above.kind == .header { return nil }
      if above.kind == .row {
        let aboveNode = controller.snapshot.nodes[above.index]
        guard aboveNode.section == node.section else { return nil }
        if aboveNode.depth == 0 && aboveNode.content.indent < node.content.indent {
          return candidate
        }
      }
      candidate -= 1
    }
    return nil
  }
}
