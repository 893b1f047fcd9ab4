/// A value that summarises a run of ``SumTree`` elements and combines with the summary of the run
/// that follows it.
///
/// A summary type is a monoid: ``zero`` is the identity and ``add(_:)`` is associative, so the
/// tree can cache the summary of every subtree and combine cached summaries in any grouping. The
/// operation need not be commutative: `a.add(b)` always means "the run summarised by `a`, followed
/// by the run summarised by `b`".
///
/// A summary usually holds several dimensions at once (a count of rows, a total height, the highest
/// key), and ``SumTree/seek(where:)`` can search along any of them.
public protocol SumTreeSummary: Sendable, Equatable {
  /// The summary of an empty run; adding it changes nothing.
  static var zero: Self { get }

  /// Extends this summary by the summary of the run that directly follows it.
  ///
  /// - Parameter other: The summary of the following run.
  /// - Complexity: Should be O(1); the tree calls it O(log *n*) times per operation.
  mutating func add(_ other: Self)
}

/// A value that a ``SumTree`` can hold: it knows its own summary.
///
/// The summary must depend only on the element's value, so that a tree can cache it.
public protocol SumTreeElement: Sendable {
  /// The monoid that summarises runs of elements.
  associatedtype Summary: SumTreeSummary

  /// The summary of this element alone.
  var summary: Summary { get }
}
