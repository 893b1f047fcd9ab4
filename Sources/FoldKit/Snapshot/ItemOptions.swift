/// Optional behaviors of an item, beyond its content, children and detail row.
public struct ItemOptions: OptionSet, Sendable, Hashable {
  /// The bits of the set: the low seven (a snapshot's node keeps a flag of its own in the
  /// eighth, beside them).
  public var rawValue: UInt8

  /// Creates a set from its bits.
  ///
  /// - Complexity: O(1).
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// The item's detail row and its children open apart, each with its own flag.
  ///
  /// Expanding such an item shows its children only; its detail row opens and closes through
  /// ``ListController/setDetailOpen(_:_:)`` and is kept in ``ExpansionState/openDetails``.
  /// Without this option, expanding an item shows its detail row and its children together.
  public static let detailApart = ItemOptions(rawValue: 1 << 0)

  /// The item has children that are not loaded yet.
  ///
  /// Opening it shows a loading row and asks the app for the children (see
  /// ``ListController/supplyChildren(_:for:)``). An item that already has children ignores this
  /// option.
  public static let childrenOnDemand = ItemOptions(rawValue: 1 << 1)
}

#if !hasFeature(Embedded)
extension ItemOptions: Codable {}
#endif
