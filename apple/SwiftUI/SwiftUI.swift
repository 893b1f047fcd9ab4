// A stand-in of the SwiftUI declarations FoldKit uses, with SwiftUI's signatures, isolation and
// availability, for type-checking only (the bodies never run).
// Facts: https://developer.apple.com/documentation/swiftui/view (@MainActor @preconcurrency),
// https://developer.apple.com/documentation/swiftui/viewbuilder,
// https://developer.apple.com/documentation/swiftui/uiviewrepresentable (iOS 13, tvOS 13,
//   visionOS; not macOS, not watchOS),
// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext,
// https://developer.apple.com/documentation/swiftui/uihostingconfiguration (iOS 16, tvOS 16,
//   visionOS 1; not macOS, not watchOS),
// https://developer.apple.com/documentation/swiftui/binding, https://developer.apple.com/documentation/swiftui/state.

#if canImport(UIKit)
public import UIKit
#endif

/// A piece of user interface.
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("type-check only") }
}

/// Builds views from closures.
@resultBuilder public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  @MainActor public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  { TupleView((repeat each content)) }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError("type-check only") }
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  { fatalError("type-check only") }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    fatalError("type-check only")
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("type-check only") }
}

/// A view of both branches of an `if`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
  public var body: Never { fatalError("type-check only") }
}

/// A view of several views.
public struct TupleView<T>: View {
  public let value: T
  public init(_ value: T) { self.value = value }
  public var body: Never { fatalError("type-check only") }
}

/// A type-erased view.
public struct AnyView: View {
  nonisolated public init<V: View>(_ view: V) {}
  public var body: Never { fatalError("type-check only") }
}

/// A view that shows nothing.
public struct EmptyView: View {
  nonisolated public init() {}
  public var body: Never { fatalError("type-check only") }
}

/// Text.
public struct Text: View, Equatable, Sendable {
  let content: String
  nonisolated public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  nonisolated public init(verbatim content: String) { self.content = content }
  public var body: Never { fatalError("type-check only") }
}

/// An edge on the horizontal axis
/// (https://developer.apple.com/documentation/swiftui/horizontaledge; iOS 13, tvOS 13).
@frozen public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
  case leading
  case trailing
}

/// A two-way connection to a value stored elsewhere.
@frozen @propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  public var transaction: Transaction
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    fatalError("type-check only")
  }
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    fatalError("type-check only")
  }
  public static func constant(_ value: Value) -> Binding<Value> { fatalError("type-check only") }
  public var wrappedValue: Value {
    get { fatalError("type-check only") }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { self }
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError("type-check only") }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

/// A value SwiftUI stores for a view.
@frozen @propertyWrapper
public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) { fatalError("type-check only") }
  public init(initialValue value: Value) { fatalError("type-check only") }
  public var wrappedValue: Value {
    get { fatalError("type-check only") }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value> { fatalError("type-check only") }
}

/// A stored property of a view that SwiftUI updates.
public protocol DynamicProperty {}

/// The context of the current state-processing update.
public struct Transaction {
  public init() {}
  public var disablesAnimations: Bool = false
}

/// A collection of environment values.
public struct EnvironmentValues {
  public init() {}
}

/// A proposal for the size of a view.
public struct ProposedViewSize: Equatable, Sendable {
  public var width: Double?
  public var height: Double?
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }
}

/// A modifier applied to a view.
public protocol ViewModifier {}

/// A view with a modifier applied
/// (https://developer.apple.com/documentation/swiftui/modifiedcontent).
@frozen public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError("type-check only") }
}

/// The modifier of the accessibility modifiers
/// (https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier).
@frozen public struct AccessibilityAttachmentModifier: ViewModifier {}

/// How an accessibility element that contains others treats them
/// (https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let kind: Int
  public static let ignore = AccessibilityChildBehavior(kind: 0)
  public static let contain = AccessibilityChildBehavior(kind: 1)
  public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// Accessibility traits (https://developer.apple.com/documentation/swiftui/accessibilitytraits).
public struct AccessibilityTraits: SetAlgebra, Sendable {
  var members: Set<Int>
  public init() { members = [] }
  init(_ members: Set<Int>) { self.members = members }
  public static let isButton = AccessibilityTraits([0])
  public static let isHeader = AccessibilityTraits([1])
  public static let isSelected = AccessibilityTraits([2])
  public func contains(_ member: AccessibilityTraits) -> Bool {
    members.isSuperset(of: member.members)
  }
  public func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(members.union(other.members))
  }
  public func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(members.intersection(other.members))
  }
  public func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
    AccessibilityTraits(members.symmetricDifference(other.members))
  }
  public mutating func insert(_ member: AccessibilityTraits)
    -> (inserted: Bool, memberAfterInsert: AccessibilityTraits)
  {
    let inserted = !contains(member)
    members.formUnion(member.members)
    return (inserted, member)
  }
  public mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
    members.subtract(member.members)
    return member
  }
  public mutating func update(with member: AccessibilityTraits) -> AccessibilityTraits? {
    members.formUnion(member.members)
    return member
  }
  public mutating func formUnion(_ other: AccessibilityTraits) { members.formUnion(other.members) }
  public mutating func formIntersection(_ other: AccessibilityTraits) {
    members.formIntersection(other.members)
  }
  public mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
    members.formSymmetricDifference(other.members)
  }
}

// https://developer.apple.com/documentation/swiftui/view/accessibilityelement(children:),
// accessibilityvalue(_:), accessibilitylabel(_:), accessibilityhint(_:),
// accessibilityaddtraits(_:) (iOS 14), accessibilityelement(children:) and
// accessibilityaction(named:_:) (iOS 13).
extension View {
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  @available(iOS 14.0, tvOS 14.0, macOS 11.0, watchOS 7.0, *)
  public func accessibilityLabel(_ label: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  @available(iOS 14.0, tvOS 14.0, macOS 11.0, watchOS 7.0, *)
  public func accessibilityValue(_ valueDescription: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  @available(iOS 14.0, tvOS 14.0, macOS 11.0, watchOS 7.0, *)
  public func accessibilityHint(_ hint: Text)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  @available(iOS 14.0, tvOS 14.0, macOS 11.0, watchOS 7.0, *)
  public func accessibilityAddTraits(_ traits: AccessibilityTraits)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }
}

#if canImport(UIKit)
/// A wrapper for a UIKit view that you use to integrate that view into your SwiftUI view
/// hierarchy.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  @MainActor @preconcurrency static func dismantleUIView(
    _ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  @available(iOS 16.0, tvOS 16.0, *)
  @MainActor @preconcurrency func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
  ) -> CGSize?
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable where Self.Coordinator == Void {
  public func makeCoordinator() {}
}

@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
  @available(iOS 16.0, tvOS 16.0, *)
  public func sizeThatFits(
    _ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context
  ) -> CGSize? { nil }
  public var body: Never { fatalError("type-check only") }
}

/// Contextual information about the state of the system that you use to create and update your
/// UIKit view.
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction { fatalError("type-check only") }
  public var environment: EnvironmentValues { fatalError("type-check only") }
}

/// A content configuration suitable for hosting a hierarchy of SwiftUI views.
@available(iOS 16.0, tvOS 16.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
  public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
    fatalError("type-check only")
  }
  public func background<B: View>(@ViewBuilder content: () -> B)
    -> UIHostingConfiguration<Content, B>
  { fatalError("type-check only") }
  public func minSize(width: CGFloat? = nil, height: CGFloat? = nil) -> UIHostingConfiguration {
    self
  }
  public func makeContentView() -> any UIView & UIContentView { fatalError("type-check only") }
  public func updated(for state: any UIConfigurationState) -> UIHostingConfiguration { self }
}

/// A UIKit view controller that manages a SwiftUI view hierarchy
/// (https://developer.apple.com/documentation/swiftui/uihostingcontroller; iOS 13, tvOS 13).
@available(iOS 13.0, tvOS 13.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
  public var rootView: Content
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }
  @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) {
    fatalError("type-check only")
  }
}
#endif
