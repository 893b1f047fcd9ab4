extension ListLayout {
  /// Shows `snapshot`, which adds sections and items at the end of the current data; see
  /// ``ListController/append(extending:listingRows:)``.
  ///
  /// The first visible row keeps its place on screen. The new rows take estimated heights:
  /// their items are new, so none has a cached height.
  ///
  /// - Parameters:
  ///   - snapshot: The snapshot to show.
  ///   - listingRows: Whether the batch update lists the new rows of the last current section
  ///     (see ``ListController/append(extending:listingRows:)``).
  /// - Returns: The batch update and the content offset after it, or `nil` when `snapshot`
  ///   cannot be appended (nothing changed then: use ``update(to:)``).
  /// - Complexity: O(*s* + *k* + log *n*) for *s* sections and *k* new visible elements.
  @inlinable
  public mutating func append(
    extending snapshot: Controller.ListSnapshot, listingRows: Bool = true
  ) -> LayoutUpdate? {
    let anchor = anchor()
    guard
      let changeset = modifyController({
        $0.append(extending: snapshot, listingRows: listingRows)
      })
    else {
      return nil
    }
    contentOffset = contentOffset(restoring: anchor)
    return LayoutUpdate(changeset: changeset, contentOffset: contentOffset)
  }
}
