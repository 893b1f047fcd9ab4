/// The stored marks of a ``CheckTree`` by ID, to save and restore a screen's choices.
///
/// A state lists every item that stores a mark (the leaves of a tri-state tree, every item of an
/// independent tree) as checked or unchecked; parents' marks are derived again on restore. It is
/// `Codable` when the IDs are, and encodes as two arrays of IDs in tree order:
///
/// ```json
/// {"checked": ["age", "service"], "unchecked": ["marketing"]}
/// ```
///
/// Decoding accepts any IDs; ``CheckTree/restore(_:)`` validates them against the tree and
/// throws a ``CheckTreeError`` naming the first unknown, repeated or derived ID.
public struct CheckState<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The items whose stored mark is checked.
  public var checked: [ID]
  /// The items whose stored mark is unchecked.
  public var unchecked: [ID]

  /// Creates a state from the checked and unchecked items.
  ///
  /// - Parameters:
  ///   - checked: The items to check.
  ///   - unchecked: The items to uncheck.
  /// - Complexity: O(1).
  public init(checked: [ID] = [], unchecked: [ID] = []) {
    self.checked = checked
    self.unchecked = unchecked
  }
}

#if !hasFeature(Embedded)
extension CheckState: Codable where ID: Codable {}
#endif

extension CheckTree {
  /// Creates a check tree and restores saved marks into it.
  ///
  /// - Parameters:
  ///   - roots: The top-level nodes, each with its subtree.
  ///   - propagation: How parents follow their descendants.
  ///   - state: The saved marks; items it does not list keep their initial marks.
  /// - Throws: ``CheckTreeError/duplicateID(_:firstPath:secondPath:)`` for a malformed tree, or
  ///   any error of ``restore(_:)`` for a state that does not fit it.
  /// - Complexity: O(*n* + *s*) for *n* items and *s* IDs in the state.
  public init(
    roots: [Node], propagation: CheckPropagation = .tristate, restoring state: CheckState<ID>
  ) throws(CheckTreeError<ID>) {
    try self.init(roots: roots, propagation: propagation)
    _ = try restore(state)
  }

  /// Every stored mark by ID, in tree order.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var state: CheckState<ID> {
    var state = CheckState<ID>()
    for index in 0..<count where hasStoredMark(index) {
      if _nodes[index].isChecked {
        state.checked.append(id(at: index))
      } else {
        state.unchecked.append(id(at: index))
      }
    }
    return state
  }

  /// Restores saved marks and reports what changed.
  ///
  /// Items the state does not list keep their marks, so a state saved before items were added
  /// still restores. Restoring sets data rather than answering a tap, so it also sets disabled
  /// items. Either every mark is restored or, when the state is invalid, nothing changes.
  ///
  /// - Parameter state: The marks to restore.
  /// - Returns: The items whose mark changed, with the agree-all and confirm flags.
  /// - Throws: ``CheckTreeError/unknownID(_:)`` for an ID not in the tree,
  ///   ``CheckTreeError/repeatedID(_:)`` for an ID listed twice, and
  ///   ``CheckTreeError/derivedMark(_:)`` for a parent of a tri-state tree.
  /// - Complexity: O(*n* + *s*) for *n* items and *s* IDs in the state.
  public mutating func restore(_ state: CheckState<ID>) throws(CheckTreeError<ID>)
    -> CheckChange<ID>
  {
    var targets: [Int: Bool] = [:]
    targets.reserveCapacity(state.checked.count + state.unchecked.count)
    for (ids, target) in [(state.checked, true), (state.unchecked, false)] {
      for id in ids {
        guard let index = storedIndex(of: id) else { throw .unknownID(id) }
        guard targets.updateValue(target, forKey: index) == nil else { throw .repeatedID(id) }
        guard hasStoredMark(index) else { throw .derivedMark(id) }
      }
    }
    let oldMarks = (0..<count).map { mark(at: $0) }
    let before = (all: allMark, confirm: canConfirm)
    for (index, target) in targets { _nodes[index].isChecked = target }
    recount()
    let changed = (0..<count).filter { mark(at: $0) != oldMarks[$0] }
    return finish(changed, allMark: before.all, canConfirm: before.confirm)
  }
}
