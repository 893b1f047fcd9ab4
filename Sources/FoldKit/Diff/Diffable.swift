/// A value that a diff can follow from one snapshot to the next: a stable identity and a content.
///
/// ``ListDiff`` matches the rows (and sections) of two snapshots by ``diffID``: a row whose ID is
/// in both snapshots is the same row, possibly moved. It then asks ``isContentEqual(to:)`` whether
/// the row must be redrawn: a matched row whose content changed is *updated* (reloaded).
///
/// IDs must be unique within one snapshot; see ``DiffError``. Types that are `Equatable` get
/// ``isContentEqual(to:)`` for free, comparing the whole value.
public protocol Diffable {
  /// The type of the identity that stays the same while the content changes.
  associatedtype DiffID: Hashable

  /// The identity of the value; it must be unique among the rows (or sections) of a snapshot.
  var diffID: DiffID { get }

  /// Whether the value shows the same content as `other`, a value with the same ``diffID``.
  ///
  /// - Parameter other: A value with the same ID, from the other snapshot.
  /// - Returns: `false` when the value must be redrawn.
  /// - Complexity: Should be O(1) or close to it; the diff calls it once per matched row.
  func isContentEqual(to other: Self) -> Bool

  /// Whether `other` has this value's ``diffID``.
  ///
  /// The diff asks this of every pair of rows it compares in place. The default compares the
  /// two IDs; a type that stores its ID's parts can compare them without making either ID.
  ///
  /// - Parameter other: A value from the other snapshot.
  /// - Returns: `diffID == other.diffID`.
  /// - Complexity: Should be O(1) or close to it.
  func hasSameDiffID(as other: Self) -> Bool
}

extension Diffable {
  /// Compares the two values' IDs.
  ///
  /// - Parameter other: A value from the other snapshot.
  /// - Returns: `diffID == other.diffID`.
  /// - Complexity: The cost of making and comparing the IDs.
  @inlinable
  public func hasSameDiffID(as other: Self) -> Bool {
    diffID == other.diffID
  }
}

extension Diffable where Self: Equatable {
  /// Compares the whole value with `==`.
  ///
  /// - Parameter other: A value with the same ID, from the other snapshot.
  /// - Returns: `self == other`.
  /// - Complexity: The cost of `==`.
  @inlinable
  public func isContentEqual(to other: Self) -> Bool {
    self == other
  }
}
