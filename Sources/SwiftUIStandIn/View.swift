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

  /// Follows <https://developer.apple.com/documentation/swiftui/state/projectedvalue>.
  public var projectedValue: Binding<Value> {
    let box = self.box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

/// Follows <https://developer.apple.com/documentation/swiftui/binding>.
@MainActor @propertyWrapper public struct Binding<Value> {
  let get: () -> Value
  let set: (Value) -> Void

  /// Follows <https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5>.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// Follows <https://developer.apple.com/documentation/swiftui/binding/wrappedvalue>.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  /// Follows <https://developer.apple.com/documentation/swiftui/binding/projectedvalue>.
  public var projectedValue: Binding<Value> { self }
}
#endif

#if os(Linux)
extension ViewBuilder {
  /// Follows <https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)>.
  @MainActor public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  )
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(standInStorage: .trueContent(first))
  }

  /// Follows <https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)>.
  @MainActor public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  )
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(standInStorage: .falseContent(second))
  }
}

/// Follows <https://developer.apple.com/documentation/swiftui/_conditionalcontent>.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  /// Not SwiftUI: which branch was built.
  public enum StandInStorage {
    /// The `if` branch.
    case trueContent(TrueContent)
    /// The `else` branch.
    case falseContent(FalseContent)
  }
  /// Not SwiftUI: the branch built, for tests.
  public let standInStorage: StandInStorage
  /// A conditional view has no body of its own.
  public var body: Never { fatalError("_ConditionalContent has no body") }
}

/// Follows <https://developer.apple.com/documentation/swiftui/modifiedcontent>.
public struct ModifiedContent<Content, Modifier> {
  /// Follows <https://developer.apple.com/documentation/swiftui/modifiedcontent/content>.
  public var content: Content
  /// Follows <https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier>.
  public var modifier: Modifier
}

extension ModifiedContent: View where Content: View {
  /// A modified view has no body of its own.
  public var body: Never { fatalError("ModifiedContent has no body") }
}

/// Follows <https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier>.
///
/// (the stand-in records what was attached, for tests).
public struct AccessibilityAttachmentModifier {
  /// Not SwiftUI: how children are exposed, for `accessibilityElement(children:)`.
  public var standInChildren: AccessibilityChildBehavior?
  /// Not SwiftUI: the value set.
  public var standInValue: Text?
  /// Not SwiftUI: the name of the action added.
  public var standInActionName: Text?
  /// Not SwiftUI: the action added.
  public var standInAction: (() -> Void)?
}

/// Follows <https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior>.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let kind: Int
  /// Follows <https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore>.
  public static let ignore = AccessibilityChildBehavior(kind: 0)
  /// Follows <https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/contain>.
  public static let contain = AccessibilityChildBehavior(kind: 1)
  /// Follows <https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine>.
  public static let combine = AccessibilityChildBehavior(kind: 2)
}

extension View {
  /// Follows <https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:)>.
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    ModifiedContent(
      content: self, modifier: AccessibilityAttachmentModifier(standInChildren: children))
  }

  /// Follows <https://developer.apple.com/documentation/swiftui/view/accessibilityvalue(_:)-9gqz4>.
  public func accessibilityValue(_ valueDescription: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    ModifiedContent(
      content: self, modifier: AccessibilityAttachmentModifier(standInValue: valueDescription))
  }

  /// Follows <https://developer.apple.com/documentation/swiftui/view/accessibilityaction(named:_:)-6dr26>.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    ModifiedContent(
      content: self,
      modifier: AccessibilityAttachmentModifier(standInActionName: name, standInAction: handler))
  }
}
#endif
