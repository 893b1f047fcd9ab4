/// How many items may be expanded at once.
public enum ExpansionPolicy: Sendable, Hashable {
  /// Any number of items may be open.
  case independent
  /// Opening an item closes every other open item of its section, except its own ancestors.
  case exclusiveInSection
  /// Opening an item closes every other open item in the list, except its own ancestors.
  case exclusiveInList
}

/// Who asked for an item to be expanded.
public enum ExpansionOrigin: Sendable, Hashable {
  /// A person's toggle: remembered as their choice.
  case user
  /// Code, such as "expand all": shown, but not remembered as a person's choice.
  case programmatic
  /// A filter, opening an ancestor so that a match is visible: dropped when the filter clears,
  /// and never saved.
  case filter
}

#if !hasFeature(Embedded)
extension ExpansionPolicy: Codable {}
extension ExpansionOrigin: Codable {}
#endif
