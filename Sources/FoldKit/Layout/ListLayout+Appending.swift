extension ListLayout {
  /// Shows `snapshot`, which adds sections and items at the end of the current data; see
  /// ``ListController/append(extending:)``.
  ///
  /// The first visible row keeps its place on screen. The new rows take estimated heights:
  /// their items are new, so none has a cached height.
  ///
  /// - Returns: The batch update and the content offset after it, or `nil` when `snapshot`
  ///   cannot be appended (nothing changed then: use ``update(to:)``).
  /// - Complexity: O(*s* + *k* + log *n*) for *s* sections and *k* new visible elements.
  @inlinable
  public mutating func append(extending snapshot: Controller.ListSnapshot) -> LayoutUpdate? {
    let anchor = anchor()
    guard let changeset = modifyController({ $0.append(extending: snapshot) }) else {
      return nil
    }
    contentOffset = contentOffset(restoring: anchor)
    return LayoutUpdate(changeset: changeset, contentOffset: contentOffset)
  }
}
