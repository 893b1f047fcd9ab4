/// The error ``ListDiff`` throws when a snapshot holds the same ID twice.
///
/// Identity is what the diff follows, so two sections (or two rows) with one ID make the change
/// ambiguous. The error names the ID, the snapshot and both positions, `first` before `second`.
///
/// Row IDs are checked where the diff matches rows by ID: everywhere except the leading and
/// trailing runs of rows that are equal, position for position, in a section present in both
/// snapshots. Those runs are compared directly and never hashed (that is what makes a small edit
/// to a large list cheap), so a duplicate lying entirely inside them goes unreported; the diff is
/// still correct for it. Section IDs are always checked.
public struct DiffError: Error, Hashable, Sendable {
  /// Which snapshot holds the duplicate.
  public enum Side: Hashable, Sendable {
    /// The snapshot the diff starts from.
    case old
    /// The snapshot the diff leads to.
    case new
  }

  /// Where a duplicated ID sits.
  public enum Position: Hashable, Sendable {
    /// A section, by index.
    case section(Int)
    /// A row, by section and row index.
    case row(ListIndexPath)
  }

  /// The duplicated ID, as `String(describing:)` prints it (a placeholder under Embedded Swift).
  public var id: String
  /// The snapshot that holds it twice.
  public var side: Side
  /// The first position holding the ID.
  public var first: Position
  /// The second position holding the ID.
  public var second: Position

  /// Creates an error for `id` found at `first` and `second` in the `side` snapshot.
  ///
  /// - Parameters:
  ///   - id: The duplicated ID, printed.
  ///   - side: The snapshot holding it twice.
  ///   - first: The earlier position.
  ///   - second: The later position.
  /// - Complexity: O(1).
  public init(id: String, side: Side, first: Position, second: Position) {
    self.id = id
    self.side = side
    self.first = first
    self.second = second
  }

  /// Whether the duplicate is a section ID (rather than a row ID).
  ///
  /// - Complexity: O(1).
  public var isSectionDuplicate: Bool {
    if case .section = first { return true }
    return false
  }
}

extension DiffError: CustomStringConvertible {
  /// A sentence naming the ID and both positions.
  public var description: String {
    let what = isSectionDuplicate ? "section" : "row"
    let snapshot = side == .old ? "old" : "new"
    return "duplicate \(what) ID \(id) in the \(snapshot) snapshot at \(first) and \(second)"
  }
}

extension DiffError.Position: CustomStringConvertible {
  /// `section 3` or `row 1 - 4`.
  public var description: String {
    switch self {
    case .section(let index): "section \(index)"
    case .row(let path): "row \(path)"
    }
  }
}

extension DiffError {
  /// Builds the error for a duplicated section ID.
  @usableFromInline
  static func duplicateSection(_ id: some Hashable, side: Side, _ first: Int, _ second: Int)
    -> DiffError
  {
    DiffError(
      id: describing(id), side: side, first: .section(first), second: .section(second))
  }

  /// Builds the error for a duplicated row ID; `first` and `second` are packed paths.
  @usableFromInline
  static func duplicateRow(_ id: some Hashable, side: Side, _ first: UInt64, _ second: UInt64)
    -> DiffError
  {
    let a = DiffPath.unpack(min(first, second))
    let b = DiffPath.unpack(max(first, second))
    return DiffError(id: describing(id), side: side, first: .row(a), second: .row(b))
  }
}
