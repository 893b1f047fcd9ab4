/// A section of a snapshot for ``ListDiff``: the section's own model and its rows.
///
/// The section is matched by `model.diffID` and updated (its header reloaded) when
/// `model.isContentEqual(to:)` is `false`; its rows are matched by their own IDs across all
/// sections, so a row may move from one section to another.
public struct DiffSection<Section: Diffable, Row: Diffable> {
  /// The section's model: its identity and the content of its header and footer.
  public var model: Section
  /// The rows of the section, in display order.
  public var rows: [Row]

  /// Creates a section from its model and rows.
  ///
  /// - Parameters:
  ///   - model: The section's model.
  ///   - rows: The section's rows, in display order.
  /// - Complexity: O(1).
  @inlinable
  public init(model: Section, rows: [Row]) {
    self.model = model
    self.rows = rows
  }
}

extension DiffSection: Sendable where Section: Sendable, Row: Sendable {}

extension DiffSection: Equatable where Section: Equatable, Row: Equatable {}

extension DiffSection: Hashable where Section: Hashable, Row: Hashable {}
