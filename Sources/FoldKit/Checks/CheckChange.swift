/// What one check-tree operation changed: the items whose mark differs, in tree order, and
/// whether the agree-all mark and the "can confirm" answer changed.
///
/// A view reloads exactly the rows of ``changed`` (plus the agree-all row when
/// ``allMarkChanged`` is set, and the confirm button when ``canConfirmChanged`` is set).
public struct CheckChange<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The items whose mark (as ``CheckTree/mark(of:)`` reports it) differs from before, in the
  /// tree's pre-order, each once.
  public var changed: [ID]
  /// Whether ``CheckTree/allMark`` differs from before.
  public var allMarkChanged: Bool
  /// Whether ``CheckTree/canConfirm`` differs from before.
  public var canConfirmChanged: Bool

  /// Creates a change from its parts.
  ///
  /// - Parameters:
  ///   - changed: The items whose mark changed, in tree order.
  ///   - allMarkChanged: Whether the agree-all mark changed.
  ///   - canConfirmChanged: Whether the "can confirm" answer changed.
  /// - Complexity: O(1).
  public init(changed: [ID] = [], allMarkChanged: Bool = false, canConfirmChanged: Bool = false) {
    self.changed = changed
    self.allMarkChanged = allMarkChanged
    self.canConfirmChanged = canConfirmChanged
  }

  /// Whether nothing changed at all.
  ///
  /// - Complexity: O(1).
  public var isEmpty: Bool { changed.isEmpty && !allMarkChanged && !canConfirmChanged }
}
