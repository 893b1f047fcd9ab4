/// The position of a row in a sectioned list: a section index and a row index within it.
///
/// `ListIndexPath` is FoldKit's own small value for what UIKit calls an index path with a section
/// and a row. The core cannot use Foundation's `IndexPath`, and a two-field value is cheaper to
/// hash, compare and store. Paths order by section, then by row, the order in which a table view
/// lays rows out.
public struct ListIndexPath: Hashable, Comparable, Sendable {
  /// The section index.
  public var section: Int
  /// The row index within the section.
  public var row: Int

  /// Creates a path to `row` in `section`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// Orders paths by section, then by row.
  ///
  /// - Complexity: O(1).
  @inlinable
  public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
    lhs.section != rhs.section ? lhs.section < rhs.section : lhs.row < rhs.row
  }
}

extension ListIndexPath: CustomStringConvertible {
  /// The path as UIKit prints it, `section - row`.
  public var description: String { "\(section) - \(row)" }
}

#if !hasFeature(Embedded)
extension ListIndexPath: Codable {}
#endif
