/// A row identity compared by identity alone, so that a diff of two key lists only moves,
/// deletes and inserts.
struct KeyedRow<ItemID: Hashable & Sendable>: Diffable {
  var key: VisibleRowKey<ItemID>
  var diffID: VisibleRowKey<ItemID> { key }
  func isContentEqual(to other: Self) -> Bool { true }
}

/// A section identified by its index, which moves never change.
struct KeyedSection: Diffable {
  var index: Int
  var diffID: Int { index }
  func isContentEqual(to other: Self) -> Bool { true }
}

extension ListController {
  /// The identities of the visible rows, section by section.
  ///
  /// - Complexity: O(*v*) for *v* visible elements.
  package func rowKeys() -> [[VisibleRowKey<ItemID>]] {
    var result: [[VisibleRowKey<ItemID>]] = []
    result.reserveCapacity(rows.sectionCount)
    var current: [VisibleRowKey<ItemID>] = []
    let nodes = snapshot.nodes
    for element in rows.elements {
      switch element.kind {
      case .header: current = []
      case .footer: result.append(current)
      case .row: current.append(.row(nodes[element.index].id))
      case .detail: current.append(.detail(nodes[element.index].id))
      case .status: current.append(.status(nodes[element.index].id))
      }
    }
    return result
  }

  /// The one batch that turns rows `old` into `new` (same sections) with moves, deletes and
  /// inserts only, and minimal moves.
  ///
  /// - Complexity: Expected O(*v* + *m* log *m*) for *v* rows, *m* of them out of place.
  static func movesChangeset(
    from old: [[VisibleRowKey<ItemID>]], to new: [[VisibleRowKey<ItemID>]]
  ) -> Changeset {
    let oldSections = old.indices.map {
      DiffSection(model: KeyedSection(index: $0), rows: old[$0].map { KeyedRow(key: $0) })
    }
    let newSections = new.indices.map {
      DiffSection(model: KeyedSection(index: $0), rows: new[$0].map { KeyedRow(key: $0) })
    }
    do {
      let stages = try ListDiff.staged(from: oldSections, to: newSections, uniqueRowIDs: true)
      assert(stages.count <= 1, "a diff without updates has one stage")
      return stages.stages.first?.changeset ?? Changeset()
    } catch {
      preconditionFailure("visible rows must have unique IDs: \(error)")
    }
  }
}
