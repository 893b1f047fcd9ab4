public import FoldKit

/// The check marks of a list, kept beside its controller until the controller owns a check tree.
///
/// The terms screen and users' check lists talk to this small type only, so moving the marks
/// into the list controller later changes this file and nothing else.
public struct CheckAdapter: Sendable {
  /// The marks.
  public private(set) var tree: CheckTree<String>

  /// Creates marks over `roots`, a tri-state tree.
  ///
  /// - Throws: The check tree's error for a duplicated ID.
  /// - Complexity: O(*n*) for *n* items.
  public init(roots: [CheckTree<String>.Node]) throws(CheckTreeError<String>) {
    tree = try CheckTree(roots: roots, propagation: .tristate)
  }

  /// Toggles the item `id`, as selecting its row does, and returns the items whose mark changed.
  ///
  /// - Complexity: As `CheckTree.toggle(_:)`.
  public mutating func toggle(_ id: String) -> [String] {
    tree.toggle(id).changed
  }

  /// Checks every item, or unchecks every item when all are checked; returns what changed.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public mutating func toggleAll() -> [String] {
    tree.toggleAll().changed
  }

  /// Whether every mandatory item is checked.
  ///
  /// - Complexity: O(1).
  public var canConfirm: Bool { tree.canConfirm }

  /// The marks as the renderer draws them.
  ///
  /// - Complexity: O(*n*) for *n* items.
  public var marks: GalleryMarks {
    var marks: [String: CheckMark] = [:]
    for id in tree.ids { marks[id] = tree.mark(of: id) }
    return GalleryMarks(marks: marks, allMark: tree.allMark, canConfirm: tree.canConfirm)
  }
}
