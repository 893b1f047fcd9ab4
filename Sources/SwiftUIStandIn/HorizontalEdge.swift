#if os(Linux)
/// Follows <https://developer.apple.com/documentation/swiftui/horizontaledge>.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  /// Follows <https://developer.apple.com/documentation/swiftui/horizontaledge/leading>.
  case leading
  /// Follows <https://developer.apple.com/documentation/swiftui/horizontaledge/trailing>.
  case trailing
}
#endif
