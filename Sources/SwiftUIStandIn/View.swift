#if os(Linux)
/// Follows <https://developer.apple.com/documentation/swiftui/view>.
@MainActor @preconcurrency public protocol View {
  /// Follows <https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype>.
  associatedtype Body: View
  /// Follows <https://developer.apple.com/documentation/swiftui/view/body-swift.property>.
  @ViewBuilder var body: Body { get }
}

/// Follows <https://developer.apple.com/documentation/swiftui/viewbuilder>.
///
/// (Only the one-view and empty blocks: the adapters build nothing bigger.)
@resultBuilder public enum ViewBuilder {
  /// Follows <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()>.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// Follows <https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)>.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// Follows <https://developer.apple.com/documentation/swiftui/never>.
extension Never: View {
  /// `Never` has no body.
  public var body: Never { fatalError("Never has no body") }
}

/// Follows <https://developer.apple.com/documentation/swiftui/emptyview>.
public struct EmptyView: View {
  /// Follows <https://developer.apple.com/documentation/swiftui/emptyview/init()>.
  nonisolated public init() {}
  /// An empty view has no body.
  public var body: Never { fatalError("EmptyView has no body") }
}

/// Follows <https://developer.apple.com/documentation/swiftui/text>.
public struct Text: View, Equatable {
  /// Not SwiftUI: the string the text shows, for tests.
  public let standInString: String

  /// Follows <https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4>.
  nonisolated public init<S: StringProtocol>(_ content: S) { standInString = String(content) }
  /// Follows <https://developer.apple.com/documentation/swiftui/text/init(verbatim:)>.
  nonisolated public init(verbatim content: String) { standInString = content }
  /// A text has no body.
  public var body: Never { fatalError("Text has no body") }
}
#endif

#if os(Linux)
/// Follows <https://developer.apple.com/documentation/swiftui/state>.
@MainActor @propertyWrapper public struct State<Value> {
  private final class Box {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
  private let box: Box

  /// Follows <https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)>.
  public init(wrappedValue value: Value) { box = Box(value) }

  /// Follows <https://developer.apple.com/documentation/swiftui/state/wrappedvalue>.
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
}
#endif
