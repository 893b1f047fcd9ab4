extension VisibleRows {
  /// The batch update that leads from `old` to `new`, two visible sequences of the same sections.
  ///
  /// Both sequences are ordered by element key, so one merge walk finds the change: a row only in
  /// `old` is deleted (old path), a row only in `new` is inserted (new path), and a row in both is
  /// reloaded (old path) when `reload` says so. Nothing moves, so the result meets the batch
  /// contract whenever the sections are the same.
  ///
  /// - Complexity: O(*a* + *b*) for *a* and *b* elements in the two sequences.
  @usableFromInline static func transition(
    from old: VisibleRows, to new: VisibleRows, reload: (VisibleElement) -> Bool
  ) -> Changeset {
    // Gathered in local arrays (not in the changeset's) so that appending stays cheap.
    var deleted: [ListIndexPath] = []
    var inserted: [ListIndexPath] = []
    var reloaded: [ListIndexPath] = []
    deleted.reserveCapacity(old.rowCount)
    inserted.reserveCapacity(new.rowCount)
    var oldElements = old.elements.makeIterator()
    var newElements = new.elements.makeIterator()
    var oldElement = oldElements.next()
    var newElement = newElements.next()
    var oldSection = -1
    var newSection = -1
    var oldRow = 0
    var newRow = 0
    while let a = oldElement, let b = newElement {
      if a.fullKey == b.fullKey {
        switch a.kind {
        case .header:
          oldSection += 1
          newSection += 1
          oldRow = 0
          newRow = 0
        case .footer:
          break
        case .row, .detail, .status:
          if reload(b) {
            reloaded.append(ListIndexPath(section: oldSection, row: oldRow))
          }
          oldRow += 1
          newRow += 1
        }
        oldElement = oldElements.next()
        newElement = newElements.next()
      } else if a.fullKey < b.fullKey {
        precondition(a.isRow, "section \(oldSection) is missing from the new rows")
        deleted.append(ListIndexPath(section: oldSection, row: oldRow))
        oldRow += 1
        oldElement = oldElements.next()
      } else {
        precondition(b.isRow, "section \(newSection) is missing from the old rows")
        inserted.append(ListIndexPath(section: newSection, row: newRow))
        newRow += 1
        newElement = newElements.next()
      }
    }
    precondition(oldElement == nil && newElement == nil, "the sequences end apart")
    var changeset = Changeset()
    changeset.deletedRows = deleted
    changeset.insertedRows = inserted
    changeset.reloadedRows = reloaded
    return changeset
  }
}
