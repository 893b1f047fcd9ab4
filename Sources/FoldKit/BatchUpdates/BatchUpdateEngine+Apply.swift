/// Phase I: the batch applied to the old row identities.
extension BatchUpdateEngine {
  /// Applies the batch to `old`: removes deletes and move sources, builds the sections of Phase G,
  /// and places insert placeholders, reload targets and moved rows at their final indexes.
  ///
  /// - Precondition: The run found no error, and `old` has the old counts.
  func apply<ID: Hashable>(to old: [[ID]]) -> [[BatchUpdateSimulator.Row<ID>]] {
    typealias Row = BatchUpdateSimulator.Row<ID>
    var removed = Set<ListIndexPath>()
    for delete in rowDeletes { if let path = delete.path { removed.insert(path) } }
    for move in rowMoves { removed.insert(move.from) }
    var placements: [Int: [(row: Int, value: Row)]] = [:]
    for insert in rowInserts {
      guard let row = insert.row else { continue }
      let value: Row
      if case .reloadedRow(let source) = insert.origin {
        value = .reloaded(old[source.section][source.row])
      } else {
        value = .inserted
      }
      placements[insert.section, default: []].append((row, value))
    }
    for move in rowMoves {
      placements[move.to.section, default: []].append(
        (move.to.row, .kept(old[move.from.section][move.from.row])))
    }
    var result: [[Row]] = []
    result.reserveCapacity(newCounts.count)
    for (newSection, oldSection) in oldSectionOfNew.enumerated() {
      guard let oldSection, !insertedSections.contains(newSection) else {
        result.append(Array(repeating: .inserted, count: newCounts[newSection]))
        continue
      }
      var survivors = old[oldSection].indices.lazy.filter {
        !removed.contains(ListIndexPath(section: oldSection, row: $0))
      }.map { Row.kept(old[oldSection][$0]) }.makeIterator()
      var rows: [Row] = []
      rows.reserveCapacity(newCounts[newSection])
      for placement in (placements[newSection] ?? []).sorted(by: { $0.row < $1.row }) {
        while rows.count < placement.row, let next = survivors.next() { rows.append(next) }
        assert(rows.count == placement.row, "placement \(placement.row) past the section's end")
        rows.append(placement.value)
      }
      while let next = survivors.next() { rows.append(next) }
      result.append(rows)
    }
    return result
  }
}
