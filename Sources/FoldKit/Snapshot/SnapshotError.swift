/// A snapshot that cannot be built: an ID used twice.
///
/// The error names the duplicated ID and both places it occurs, as a path of positions: the
/// section index, then the item's position among its siblings at each level.
public struct SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of ID is duplicated.
  public enum Kind: Sendable, Hashable {
    /// Two sections share an ID.
    case duplicateSectionID
    /// Two items share an ID (anywhere in the snapshot).
    case duplicateItemID
  }

  /// What kind of ID is duplicated.
  public var kind: Kind
  /// The duplicated ID, as `String(describing:)` prints it (a placeholder under Embedded Swift).
  public var id: String
  /// Where the ID first occurs: section index, then positions among siblings.
  public var firstPlace: [Int]
  /// Where the ID occurs again.
  public var secondPlace: [Int]

  /// Creates an error.
  ///
  /// - Complexity: O(1).
  public init(kind: Kind, id: String, firstPlace: [Int], secondPlace: [Int]) {
    self.kind = kind
    self.id = id
    self.firstPlace = firstPlace
    self.secondPlace = secondPlace
  }

  /// A sentence naming the ID and both places.
  public var description: String {
    switch kind {
    case .duplicateSectionID:
      return "duplicate section ID \(id): sections \(firstPlace[0]) and \(secondPlace[0])"
    case .duplicateItemID:
      return
        "duplicate item ID \(id): at \(Self.place(firstPlace)) and at \(Self.place(secondPlace))"
    }
  }

  private static func place(_ path: [Int]) -> String {
    let items = path.dropFirst().map(String.init).joined(separator: ".")
    return "section \(path[0]), item \(items)"
  }
}
