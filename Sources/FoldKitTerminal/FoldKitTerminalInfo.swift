/// The version of FoldKit's terminal layer.
public enum FoldKitTerminalInfo {
  /// The package version string.
  public static let version = "0.1.0"
}
