/// The iOS 16.4+ rendering (N1) of a count failure.
extension BatchUpdateEngine {
  /// The N1 text for this batch: the counts before and after, and the update list after reload
  /// decomposition (deletes descending, then moves, then inserts ascending).
  ///
  /// The first lines and the row format are as reported; how section operations and moves are
  /// written, the indentation and the view's address (`0x0`) are FoldKit's choices.
  var n1Message: String {
    let noun = BatchUpdateViolation.noun(kind)
    func counts(_ counts: [Int]) -> String {
      let sections = counts.count == 1 ? "1 section" : "\(counts.count) sections"
      let list = counts.map(String.init).joined(separator: ", ")
      return "{ \(sections) with \(noun) counts: [\(list)] }"
    }
    func describe(_ item: BatchUpdateItem, _ verb: String) -> String {
      item.path.map { "\(verb) \(noun) (\($0))" } ?? "\(verb) section (\(item.section))"
    }
    let updates =
      deletes.map { describe($0, "Delete") }
      + sectionMoves.map { "Move section (\($0.from)) to (\($0.to))" }
      + rowMoves.map { "Move \(noun) (\($0.from)) to (\($0.to))" }
      + inserts.map { describe($0, "Insert") }
    let view =
      kind == .table ? "Table view: <UITableView: 0x0>" : "Collection view: <UICollectionView: 0x0>"
    return
      ([
        "Invalid batch updates detected: the number of sections and/or \(noun)s returned by the "
          + "data source before and/or after performing the batch updates are inconsistent with "
          + "the updates.",
        "Data source before updates = \(counts(oldCounts))",
        "Data source after updates = \(counts(newCounts))",
        "Updates = [",
      ] + updates.enumerated().map { "    \($1)\($0 < updates.count - 1 ? "," : "")" }
      + ["]", view]).joined(separator: "\n")
  }
}
