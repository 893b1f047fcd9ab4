/// Where moved items go: beside an item, inside an item, or at an index of a section.
///
/// Indexes count the destination's children as they are once the moved items are taken out, so
/// `.section(id, at: 0)` always makes the first moved item the section's first top-level item.
public enum MoveDestination<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Hashable, Sendable
{
  /// Right before the item, as its sibling.
  case before(ItemID)
  /// Right after the item (and its descendants), as its sibling.
  case after(ItemID)
  /// The item's first child.
  case firstChild(of: ItemID)
  /// The item's last child.
  case lastChild(of: ItemID)
  /// The item's child at an index, counted among its children that do not move.
  case child(of: ItemID, at: Int)
  /// A top-level item of the section at an index, counted among its items that do not move.
  case section(SectionID, at: Int)
}

/// A move an app's rule is asked about: which items, and the parent and index they would land at.
public struct MoveProposal<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>:
  Hashable, Sendable
{
  /// The items that move, in list order (an item whose ancestor also moves is left out: it moves
  /// with that ancestor).
  public var items: [ItemID]
  /// The section they land in.
  public var section: SectionID
  /// The item they become children of, or `nil` for top-level items.
  public var parent: ItemID?
  /// The index of the first of them among the parent's (or section's) children that do not move.
  public var index: Int

  /// Creates a proposal.
  ///
  /// - Complexity: O(1).
  public init(items: [ItemID], section: SectionID, parent: ItemID?, index: Int) {
    self.items = items
    self.section = section
    self.parent = parent
    self.index = index
  }
}

/// Why the engine refused a move; a refused move changes nothing.
public enum MoveRefusal: Error, Hashable, Sendable {
  /// No item was given.
  case noItems
  /// An item or section named by the move is not in the snapshot.
  case unknownItem
  /// The destination names a section that is not in the snapshot.
  case unknownSection
  /// The row is a detail row, a loading or error row, or a header: only items move.
  case notAnItem
  /// The drop is inside a moved item's own subtree (or onto an item that moves).
  case intoOwnSubtree
  /// The destination index is outside the destination's children.
  case indexOutOfRange
  /// The destination item's children load on demand and have not arrived.
  case childrenNotLoaded
  /// The app's rule rejected the move.
  case rejectedByRule
}

/// How to put moved items back: each item with the parent and index it had.
///
/// ``ListController/undoMove(_:)`` applies it as one move and returns the undo of that (a redo).
public struct MoveUndo<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Hashable,
  Sendable
{
  /// One item's former place.
  public struct Place: Hashable, Sendable {
    /// The item.
    public var item: ItemID
    /// Its former section.
    public var section: SectionID
    /// Its former parent, or `nil` for a top-level item.
    public var parent: ItemID?
    /// Its former index among its siblings.
    public var index: Int
  }

  /// The places, in the order they are restored (list order before the move).
  public var places: [Place]

  /// Whether there is nothing to restore.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool { places.isEmpty }
}

/// What a move did: the batch update, the rows to refresh after it, and how to undo it.
public struct MoveOutcome<SectionID: Hashable & Sendable, ItemID: Hashable & Sendable>: Sendable {
  /// The batch update that moves the rows.
  ///
  /// It holds a move for every row that changes place, a delete for a row that hides (moved
  /// into a collapsed parent) and an insert for one that appears; no reload, so that it can carry
  /// moves (UIKit rule G2).
  public var changeset: Changeset
  /// Rows to redraw after the batch, as paths after it (a `reconfigureRows` call): moved rows
  /// whose indentation changed and parents that gained their first or lost their last child.
  public var refreshedRows: [ListIndexPath]
  /// The items that moved, in their new list order.
  public var items: [ItemID]
  /// How to put them back.
  public var undo: MoveUndo<SectionID, ItemID>
  /// Whether the visible rows were rebuilt (their heights taken from the height function).
  var rebuiltRows = true

  /// Creates an outcome.
  ///
  /// - Complexity: O(1).
  public init(
    changeset: Changeset, refreshedRows: [ListIndexPath], items: [ItemID],
    undo: MoveUndo<SectionID, ItemID>
  ) {
    self.changeset = changeset
    self.refreshedRows = refreshedRows
    self.items = items
    self.undo = undo
  }
}
