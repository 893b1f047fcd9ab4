public import FoldKit

/// The identity of one visible element across changes: its kind and its section or node index.
///
/// Headers and footers are named by their section index, rows and detail rows by their snapshot
/// node index, so the identity survives rows appearing and disappearing around it.
public struct TableElementID: Sendable, Hashable {
  /// Header, row, detail row or footer.
  public var kind: VisibleElement.Kind
  /// The section index (headers, footers) or the node index (rows, detail rows).
  public var index: Int

  /// Creates an identity.
  ///
  /// - Complexity: O(1).
  public init(kind: VisibleElement.Kind, index: Int) {
    self.kind = kind
    self.index = index
  }

  /// The identity of `element`.
  ///
  /// - Complexity: O(1).
  public init(_ element: VisibleElement) {
    self.init(kind: element.kind, index: element.index)
  }
}

extension VisibleRows {
  /// The position of the element named `id`, or `nil` when it is not visible.
  ///
  /// - Complexity: O(log *n*).
  func position<S, I, C>(of id: TableElementID, in snapshot: Snapshot<S, I, C>) -> Int? {
    switch id.kind {
    case .header, .footer:
      guard id.index < sectionCount else { return nil }
      return id.kind == .header
        ? headerPosition(ofSection: id.index)
        : footerPosition(ofSection: id.index)
    case .row, .detail, .status:
      guard id.index < snapshot.nodes.count else { return nil }
      return position(ofNode: id.index, kind: id.kind, in: snapshot)
    }
  }
}
