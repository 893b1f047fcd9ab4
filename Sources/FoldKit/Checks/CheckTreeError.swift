/// Why a ``CheckTree`` could not be built or restored.
///
/// Paths are child positions from the top level down: `[2, 0]` is the first child of the third
/// root.
public enum CheckTreeError<ID: Hashable & Sendable>: Error, Hashable {
  /// Two nodes have the same ID; `firstPath` is where it first appears in pre-order.
  case duplicateID(ID, firstPath: [Int], secondPath: [Int])
  /// A restored ``CheckState`` names an ID that is not in the tree.
  case unknownID(ID)
  /// A restored ``CheckState`` lists an ID as both checked and unchecked, or twice.
  case repeatedID(ID)
  /// A restored ``CheckState`` gives a mark for a parent of a ``CheckPropagation/tristate``
  /// tree, whose mark is derived from its leaves and cannot be stored.
  case derivedMark(ID)
}

extension CheckTreeError: CustomStringConvertible {
  /// A sentence that names the ID and, for duplicates, both places it occurs.
  public var description: String {
    switch self {
    case .duplicateID(let id, let firstPath, let secondPath):
      return "duplicate ID \(id) at path \(firstPath) and at path \(secondPath)"
    case .unknownID(let id):
      return "check state names ID \(id), which is not in the tree"
    case .repeatedID(let id):
      return "check state lists ID \(id) more than once"
    case .derivedMark(let id):
      return "check state gives a mark for \(id), a parent whose mark is derived from its leaves"
    }
  }
}
