/// What a visible row shows beside its item's ID and content: the item's node, the kind of row,
/// its disclosure and check state and its indentation, in 12 bytes of plain data.
///
/// ``VisibleRowModel`` is made from these parts and the item's ID and content; the controller's
/// own diff compares rows as ``VisibleRowRef``, these parts and the snapshot they index.
@usableFromInline
struct VisibleRowParts {
  /// The item's node in its snapshot.
  @usableFromInline var index: Int32
  /// ``rowKind``, ``detailKind`` or ``statusKind``.
  @usableFromInline var kind: UInt8
  /// ``expandedBit``, ``expandableBit`` and ``detailOpenBit``.
  @usableFromInline var flags: UInt8
  /// 0 for no check mark, otherwise 1 plus the mark's place in `CheckMark.allCases`.
  @usableFromInline var mark: UInt8
  /// The indentation level.
  @usableFromInline var depth: Int32

  @inlinable
  init(index: Int32, kind: UInt8, flags: UInt8, mark: UInt8, depth: Int32) {
    self.index = index
    self.kind = kind
    self.flags = flags
    self.mark = mark
    self.depth = depth
  }

  @inlinable static var rowKind: UInt8 { 0 }
  @inlinable static var detailKind: UInt8 { 1 }
  @inlinable static var statusKind: UInt8 { 2 }

  @inlinable static var expandedBit: UInt8 { 1 }
  @inlinable static var expandableBit: UInt8 { 2 }
  @inlinable static var detailOpenBit: UInt8 { 4 }

  /// The code of `mark` in ``mark``.
  @inlinable
  static func markCode(_ mark: CheckMark?) -> UInt8 {
    switch mark {
    case nil: 0
    case .unchecked: 1
    case .checked: 2
    case .mixed: 3
    }
  }
}

extension VisibleRowKey {
  /// The key of `id`'s row of the kind that `kindCode` (a kind code of ``VisibleRowParts``)
  /// names.
  @inlinable
  init(kindCode: UInt8, id: ItemID) {
    switch kindCode {
    case VisibleRowParts.rowKind: self = .row(id)
    case VisibleRowParts.detailKind: self = .detail(id)
    default: self = .status(id)
    }
  }
}

/// A visible row as the controller's diff reads it: its parts, and the nodes of the snapshot
/// whose item it shows, read in place for the item's ID and content.
///
/// A model of these is plain data: built without copying an ID or a content, freed without
/// visiting a row. It is valid only while `nodes` is, inside the update that makes it.
@usableFromInline
struct VisibleRowRef<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>:
  Diffable
{
  @usableFromInline let nodes: UnsafePointer<Snapshot<SectionID, ItemID, Content>.Node>
  @usableFromInline let parts: VisibleRowParts

  @inlinable
  init(nodes: UnsafePointer<Snapshot<SectionID, ItemID, Content>.Node>, parts: VisibleRowParts) {
    self.nodes = nodes
    self.parts = parts
  }

  /// The row's key, as ``VisibleRowModel/diffID`` has it.
  @inlinable
  var diffID: VisibleRowKey<ItemID> {
    VisibleRowKey(kindCode: parts.kind, id: nodes[Int(parts.index)].id)
  }

  @inlinable
  func hasSameDiffID(as other: Self) -> Bool {
    parts.kind == other.parts.kind
      && nodes[Int(parts.index)].id == other.nodes[Int(other.parts.index)].id
  }

  /// As ``VisibleRowModel/isContentEqual(to:)`` for rows without a load failure.
  @inlinable
  func isContentEqual(to other: Self) -> Bool {
    parts.flags == other.parts.flags && parts.depth == other.parts.depth
      && parts.mark == other.parts.mark
      && nodes[Int(parts.index)].content == other.nodes[Int(other.parts.index)].content
  }
}

/// Makes the rows of a visible model from their parts: ``ListController/visibleSections(_:)``
/// is specialized for each maker, so making a row costs no call.
@usableFromInline
protocol VisibleRowMaker {
  /// The snapshot's node type.
  associatedtype Node
  /// The rows made.
  associatedtype Row: Diffable
  /// The nodes of the snapshot whose items the rows show.
  var nodes: UnsafeBufferPointer<Node> { get }
  /// The row that `parts` describe.
  func row(_ parts: VisibleRowParts) -> Row
}

/// Makes the rows of ``ListController/visibleModel``, copying each item's ID and content.
@usableFromInline
struct VisibleRowModelMaker<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: VisibleRowMaker {
  @usableFromInline let nodes: UnsafeBufferPointer<Snapshot<SectionID, ItemID, Content>.Node>
  /// The controller's loads, for the failures its status rows show.
  @usableFromInline let loads: [ItemID: LoadState<ItemID>]

  @inlinable
  init(
    nodes: UnsafeBufferPointer<Snapshot<SectionID, ItemID, Content>.Node>,
    loads: [ItemID: LoadState<ItemID>]
  ) {
    self.nodes = nodes
    self.loads = loads
  }

  @inlinable
  func row(_ parts: VisibleRowParts) -> VisibleRowModel<ItemID, Content> {
    let index = Int(parts.index)
    var failure: String? = nil
    if parts.kind == VisibleRowParts.statusKind,
      case .failed(let message) = loads[nodes[index].id]
    {
      failure = message
    }
    return VisibleRowModel(
      parts: parts, id: nodes[index].id, content: nodes[index].content, failure: failure)
  }
}

/// Makes the rows the diff of ``ListController/update(to:)`` reads: plain data, each naming its
/// node in `nodes`.
@usableFromInline
struct VisibleRowRefMaker<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: VisibleRowMaker {
  @usableFromInline let nodes: UnsafeBufferPointer<Snapshot<SectionID, ItemID, Content>.Node>

  @inlinable
  init(nodes: UnsafeBufferPointer<Snapshot<SectionID, ItemID, Content>.Node>) {
    self.nodes = nodes
  }

  @inlinable
  func row(_ parts: VisibleRowParts) -> VisibleRowRef<SectionID, ItemID, Content> {
    // A row exists only where there are nodes, so the base address is never nil here.
    VisibleRowRef(nodes: nodes.baseAddress.unsafelyUnwrapped, parts: parts)
  }
}
