/// Check marks over a tree of items: tri-state parents, an agree-all control, mandatory items,
/// disabled items, and exact change reports.
///
/// A check tree is built once from a tree of ``Node`` values and then changed by toggles. Every
/// operation that changes marks returns a ``CheckChange`` naming exactly the items whose mark
/// differs afterwards, so a view reloads only those rows.
///
/// ## Marks
/// With ``CheckPropagation/tristate`` (the default) only leaves store a mark. A parent's mark is
/// derived from the leaves of its subtree: checked when all are checked, unchecked when none is,
/// mixed otherwise. (This equals the rule applied to its children level by level.) With
/// ``CheckPropagation/independent`` every item stores its own mark and parents do not follow
/// their children. ``allMark`` summarises every stored mark with the same tri-state rule; it is
/// the mark of an "Agree to all" control.
///
/// ## Disabled items
/// A disabled item cannot be toggled and keeps its mark under every operation except
/// ``restore(_:)``: agree-all and parent toggles skip it. In a tri-state tree a disabled node
/// disables its whole subtree (otherwise toggling an enabled descendant would change the disabled
/// node's derived mark), and a disabled leaf still counts toward its ancestors' marks. So a
/// parent with a disabled unchecked leaf is never fully checked (it shows mixed at best), and one
/// with a disabled checked leaf is never fully unchecked. Toggling a parent, a subtree or the whole
/// list targets its *enabled* stored marks: it checks all of them, unless all of them are already
/// checked, in which case it unchecks all of them. An item with nothing enabled to change is left
/// alone and the toggle reports no change.
///
/// ## Mandatory items
/// ``canConfirm`` is true exactly when every mandatory item's mark is ``CheckMark/checked``. For
/// a mandatory parent in a tri-state tree that means every leaf below it is checked; when only
/// some sub-items are required, mark those sub-items mandatory and leave the parent optional.
/// A mandatory item that is disabled and unchecked keeps ``canConfirm`` false.
///
/// ## Storage
/// Nodes live in flat arrays in pre-order, indexed by a dense node index, with a hash index from
/// ID to node index that stores no ID (8 bytes a slot; IDs are read back from the ID array, or,
/// for the check tree of a list file, from the items of the snapshot it shares the index with).
/// Each node keeps the counts of stored marks in its subtree (total, enabled,
/// disabled-and-checked, checked), so any mark is O(1) to derive and a toggle only walks the
/// toggled subtree and the path to the top. A node's record takes 24 bytes beside its ID, and a
/// tree holds at most 268,435,455 items.
public struct CheckTree<ID: Hashable & Sendable>: Sendable {
  /// How parents relate to their descendants in this tree.
  public let propagation: CheckPropagation

  /// The ID of each node, in pre-order; empty when the IDs are read from a snapshot
  /// (``_sharedIDs``), or not known yet (see ``append(unindexed:)``).
  @usableFromInline var _ids: [ID]
  /// The ID of each node read from the snapshot whose index the tree shares, rather than kept
  /// (see ``shareIndex(of:from:)``); `nil` when the tree keeps its IDs.
  @usableFromInline var _sharedIDs: (@Sendable (Int) -> ID)?
  /// The structure, flags and counts of each node, in pre-order.
  @usableFromInline var _nodes: [CheckTreeRecord]
  /// The pre-order index of each ID, found through the IDs in ``_ids``, numbered from
  /// ``_indexShift``.
  @usableFromInline var _index: NodeIndexTable
  /// The node number in ``_index`` of the tree's first node: 0 for an index of the tree's own;
  /// more for a snapshot's index the tree shares, whose items before the tree's (an agree-all
  /// row) have entries that no ID of the tree matches (see ``shareIndex(of:from:)``); `nil`
  /// while the tree has no index and finds no ID (see ``append(unindexed:)``).
  @usableFromInline var _indexShift: Int? = 0
  /// The pre-order indexes of the mandatory nodes, ascending.
  @usableFromInline var _mandatory: [Int]
  /// How many mandatory nodes are not checked.
  @usableFromInline var _uncheckedMandatoryCount: Int
  /// The counts over the whole tree, as if every root hung under one invisible node.
  @usableFromInline var _all: CheckTreeCounts

  /// Creates a check tree from its top-level nodes.
  ///
  /// A ``CheckPropagation/tristate`` tree checks a leaf initially when the leaf or any of its
  /// ancestors has ``Node/isChecked`` set; an ``CheckPropagation/independent`` tree takes each
  /// node's flag as its own mark.
  ///
  /// - Parameters:
  ///   - roots: The top-level nodes, each with its subtree.
  ///   - propagation: How parents follow their descendants; ``CheckPropagation/tristate`` by
  ///     default.
  /// - Throws: ``CheckTreeError/duplicateID(_:firstPath:secondPath:)`` when two nodes share an
  ///   ID, naming the ID and both paths. Nothing is built then.
  /// - Complexity: O(*n*) for *n* nodes.
  @inlinable
  public init(roots: [Node], propagation: CheckPropagation = .tristate) throws(CheckTreeError<ID>) {
    self.propagation = propagation
    _ids = []
    _sharedIDs = nil
    _nodes = []
    _index = NodeIndexTable()
    _mandatory = []
    _uncheckedMandatoryCount = 0
    _all = CheckTreeCounts()
    try build(roots)
    countBuiltTree()
  }

  /// The number of items in the tree, parents included.
  ///
  /// - Complexity: O(1).
  public var count: Int { _nodes.count }

  /// Every item's ID in pre-order (a parent before its children, siblings in order).
  ///
  /// - Complexity: O(1) when the tree keeps its IDs; O(*n*) for *n* items when it reads them
  ///   from a snapshot it shares an index with (a list file's check tree).
  public var ids: [ID] {
    if let shared = _sharedIDs { return (0..<count).map(shared) }
    precondition(knowsIDs, Self.unknownIDs)
    return _ids
  }

  /// Whether the tree knows its IDs: it keeps them, or reads them from a snapshot (not when it
  /// was grown by ``append(unindexed:)`` without sharing a snapshot's items since).
  ///
  /// - Complexity: O(1).
  @inlinable
  var knowsIDs: Bool { _sharedIDs != nil || _ids.count == count }

  /// What a trap says when the IDs of a tree that does not know them are read.
  @inlinable
  static var unknownIDs: String { "a check tree's IDs are read before a snapshot gives them to it" }

  /// The ID of node `index`.
  ///
  /// - Precondition: The tree knows its IDs (``knowsIDs``).
  /// - Complexity: O(1).
  @inlinable
  func id(at index: Int) -> ID {
    if let shared = _sharedIDs { return shared(index) }
    precondition(index < _ids.count, Self.unknownIDs)
    return _ids[index]
  }

  /// Whether the tree holds an item with this ID.
  ///
  /// - Complexity: O(1) on average.
  public func contains(_ id: ID) -> Bool { storedIndex(of: id) != nil }

  /// The pre-order index of `id`, or `nil` when the tree does not hold it.
  @inlinable
  func storedIndex(of id: ID) -> Int? {
    guard let shift = _indexShift else {
      preconditionFailure("a check tree is looked up before its IDs are indexed")
    }
    // A shared index's entries for the snapshot's other items never match.
    let count = self.count
    return _index.find(id) { node in
      let index = node &- shift
      return index >= 0 && index < count && self.id(at: index) == id
    }.map { $0 &- shift }
  }

  /// The pre-order index of `id`, trapping when the tree does not hold it.
  @inlinable
  func index(of id: ID) -> Int {
    guard let index = storedIndex(of: id) else {
      preconditionFailure("ID \(id) is not in the check tree of \(count) items")
    }
    return index
  }
}

/// Counts of stored marks in a subtree.
///
/// A stored mark belongs to a leaf in a tri-state tree and to every node in an independent tree.
@usableFromInline
struct CheckTreeCounts: Hashable, Sendable {
  /// Stored marks in the subtree.
  @usableFromInline var total: Int32 = 0
  /// Stored marks that can be toggled.
  @usableFromInline var enabled: Int32 = 0
  /// Stored marks that are disabled and checked; they never change under toggles.
  @usableFromInline var fixedChecked: Int32 = 0
  /// Stored marks that are checked, enabled or not.
  @usableFromInline var checked: Int32 = 0

  @inlinable
  init() {}

  /// The tri-state summary of the subtree.
  @inlinable var mark: CheckMark { CheckMark(checked: Int(checked), of: Int(total)) }

  /// Whether every enabled stored mark is checked.
  @inlinable var allEnabledChecked: Bool { checked - fixedChecked == enabled }

  /// The checked count once every enabled stored mark is set to `target`.
  @inlinable
  func checkedCount(settingEnabledTo target: Bool) -> Int32 {
    target ? enabled + fixedChecked : fixedChecked
  }
}

/// One node's place in the pre-order arrays, its flags and its subtree counts.
///
/// The flags share a word with the subtree's end (its low ``endBits`` bits), so that a record
/// takes 24 bytes rather than 28: a check tree holds at most ``maximumCount`` items.
@usableFromInline
struct CheckTreeRecord: Hashable, Sendable {
  /// The parent's index, or -1 at the top level.
  @usableFromInline var parent: Int32
  /// ``end`` in the low ``endBits`` bits, ``flags`` above them.
  @usableFromInline var _endAndFlags: UInt32
  /// The counts of stored marks in the node's subtree.
  @usableFromInline var counts: CheckTreeCounts

  /// The bits of ``_endAndFlags`` that hold ``end``.
  @inlinable static var endBits: UInt32 { 28 }
  /// The most items a check tree holds.
  @inlinable static var maximumCount: Int { 1 << endBits - 1 }

  @inlinable
  init(parent: Int32, end: Int32, flags: UInt8, counts: CheckTreeCounts) {
    self.parent = parent
    _endAndFlags = UInt32(flags) << Self.endBits | UInt32(truncatingIfNeeded: end)
    self.counts = counts
  }

  /// One past the index of the node's last descendant.
  @inlinable var end: Int32 {
    get { Int32(truncatingIfNeeded: _endAndFlags & (1 << Self.endBits - 1)) }
    set {
      _endAndFlags = _endAndFlags & ~(1 << Self.endBits - 1) | UInt32(truncatingIfNeeded: newValue)
    }
  }

  /// ``CheckTreeRecord`` flag bits.
  @inlinable var flags: UInt8 {
    get { UInt8(truncatingIfNeeded: _endAndFlags >> Self.endBits) }
    set { _endAndFlags = _endAndFlags & (1 << Self.endBits - 1) | UInt32(newValue) << Self.endBits }
  }

  /// The node's own stored mark is checked (always clear on tri-state parents).
  @usableFromInline static let checkedFlag: UInt8 = 1
  /// The node is mandatory.
  @usableFromInline static let mandatoryFlag: UInt8 = 2
  /// The node cannot be toggled (inherited down a tri-state tree).
  @usableFromInline static let disabledFlag: UInt8 = 4
  /// The node itself was declared disabled.
  @usableFromInline static let ownDisabledFlag: UInt8 = 8

  @inlinable var isChecked: Bool {
    get { flags & Self.checkedFlag != 0 }
    set { flags = newValue ? flags | Self.checkedFlag : flags & ~Self.checkedFlag }
  }
  @inlinable var isMandatory: Bool { flags & Self.mandatoryFlag != 0 }
  @inlinable var isDisabled: Bool { flags & Self.disabledFlag != 0 }
  var isOwnDisabled: Bool { flags & Self.ownDisabledFlag != 0 }
}
