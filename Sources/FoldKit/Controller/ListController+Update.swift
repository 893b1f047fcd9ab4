/// The identity of a visible row: an item's own row or its detail row.
public enum VisibleRowKey<ItemID: Hashable & Sendable>: Hashable, Sendable {
  /// The item's own row.
  case row(ItemID)
  /// The detail row beneath the item.
  case detail(ItemID)
}

/// What a data source shows in one row while a stage of ``ListController/update(to:)`` is applied.
public struct VisibleRowModel<ItemID: Hashable & Sendable, Content: Equatable & Sendable>:
  Diffable, Equatable, Sendable
{
  /// The row's identity.
  public var key: VisibleRowKey<ItemID>
  /// The item's content.
  public var content: Content
  /// The indentation level.
  public var depth: Int
  /// Whether the item is expanded (its disclosure indicator).
  public var isExpanded: Bool

  /// The row's identity, as the diff matches it.
  public var diffID: VisibleRowKey<ItemID> { key }
}

/// What a data source shows for one section while a stage of ``ListController/update(to:)`` is applied.
public struct VisibleSectionModel<
  SectionID: Hashable & Sendable, Content: Equatable & Sendable
>: Diffable, Equatable, Sendable {
  /// The section's ID.
  public var id: SectionID
  /// The header's content, if any.
  public var header: Content?
  /// The footer's content, if any.
  public var footer: Content?

  /// The section's identity, as the diff matches it.
  public var diffID: SectionID { id }
}

extension ListController {
  /// The visible list as the diff sees it: sections with their visible rows.
  public typealias VisibleModel = [DiffSection<
    VisibleSectionModel<SectionID, Content>, VisibleRowModel<ItemID, Content>
  >]

  /// The visible sections and rows, as a data source shows them.
  ///
  /// - Complexity: O(*v*) for *v* visible elements.
  public var visibleModel: VisibleModel {
    var result: VisibleModel = []
    result.reserveCapacity(numberOfSections)
    var current: [VisibleRowModel<ItemID, Content>] = []
    for element in rows.elements {
      switch element.kind {
      case .header:
        current = []
        current.reserveCapacity(rows.rowCount(inSection: element.index))
      case .row, .detail:
        let node = snapshot.nodes[element.index]
        let isRow = element.kind == .row
        current.append(
          VisibleRowModel(
            key: isRow ? .row(node.id) : .detail(node.id), content: node.content,
            depth: isRow ? node.depth : node.depth + 1,
            isExpanded: isRow && node.isExpandable && expansion.isExpanded(node.id)))
      case .footer:
        let section = snapshot.sections[element.index]
        result.append(
          DiffSection(
            model: VisibleSectionModel(
              id: section.id, header: section.header, footer: section.footer),
            rows: current))
      }
    }
    return result
  }

  /// Shows a new snapshot and returns the staged batch updates that lead there.
  ///
  /// Expansion is kept by ID; IDs that no longer exist are dropped. The visible rows before and
  /// after are diffed: rows and sections are matched by ID, rows whose content changed are
  /// reloaded, and moves are minimal. Apply the stages in order, each inside its own batch update,
  /// showing each stage's `data` while it applies (see ``ListDiff``). Set ``checks`` again if
  /// the checkable items changed.
  ///
  /// - Returns: The stages, empty if nothing visible changed.
  /// - Complexity: Expected O(*v* + *m* log *m*) for *v* visible rows before and after, *m* of
  ///   them outside the equal leading and trailing runs of each section.
  public mutating func update(to newSnapshot: ListSnapshot) -> StagedChangeset<VisibleModel> {
    let old = visibleModel
    snapshot = newSnapshot
    expansion = expansion.pruned(to: newSnapshot)
    rebuildRows()
    do {
      return try ListDiff.staged(from: old, to: visibleModel)
    } catch {
      // Snapshots reject duplicate IDs, so visible rows are unique by construction.
      preconditionFailure("visible rows must have unique IDs: \(error)")
    }
  }
}
