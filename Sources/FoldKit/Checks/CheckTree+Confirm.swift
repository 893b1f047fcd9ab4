extension CheckTree {
  /// Whether every mandatory item is checked, so the list can be confirmed (an "Agree" button
  /// is enabled).
  ///
  /// The count of unchecked mandatory items is kept up to date by every operation, so this is a
  /// comparison.
  ///
  /// - Complexity: O(1).
  @inlinable public var canConfirm: Bool { _uncheckedMandatoryCount == 0 }

  /// The mandatory items that are not checked, in tree order, for a message next to a disabled
  /// confirm button.
  ///
  /// - Complexity: O(*m*) for *m* mandatory items.
  public var uncheckedMandatory: [ID] {
    guard _uncheckedMandatoryCount > 0 else { return [] }
    var result: [ID] = []
    result.reserveCapacity(_uncheckedMandatoryCount)
    for index in _mandatory where mark(at: index) != .checked {
      result.append(id(at: index))
    }
    return result
  }
}
