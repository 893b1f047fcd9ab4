#if os(Linux)
public import UIKitStandIn
import Observation

/// Follows <https://developer.apple.com/documentation/swiftui/uiviewrepresentable>.
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
  /// Follows <https://developer.apple.com/documentation/swiftui/uiviewrepresentable/uiviewtype>.
  associatedtype UIViewType: UIView
  /// Follows <https://developer.apple.com/documentation/swiftui/uiviewrepresentable/coordinator>.
  associatedtype Coordinator = Void
  /// Follows <https://developer.apple.com/documentation/swiftui/uiviewrepresentable/context>.
  typealias Context = UIViewRepresentableContext<Self>

  /// Follows <https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)>.
  func makeUIView(context: Context) -> UIViewType
  /// Follows <https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)>.
  func updateUIView(_ uiView: UIViewType, context: Context)
  /// Follows <https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()>.
  func makeCoordinator() -> Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
  /// Follows <https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()-32trb>.
  public func makeCoordinator() {}
}

extension UIViewRepresentable {
  /// A representable has no body.
  public var body: Never { fatalError("UIViewRepresentable has no body") }
}

/// Follows <https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext>.
@MainActor public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  /// Follows <https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator>.
  public let coordinator: Representable.Coordinator
}

/// Follows <https://developer.apple.com/documentation/swiftui/uihostingconfiguration>.
public struct UIHostingConfiguration<Content: View, Background: View>: UIContentConfiguration {
  /// Not SwiftUI: the view the configuration hosts, for tests.
  public let standInContent: Content

  /// Follows <https://developer.apple.com/documentation/swiftui/uihostingconfiguration/init(content:)>.
  public init(@ViewBuilder content: () -> Content) where Background == EmptyView {
    standInContent = content()
  }
}

/// Not SwiftUI: hosts a representable as SwiftUI does, for tests.
///
/// It makes the coordinator and the view, and calls `updateUIView` first and again after any observable value read in the
/// last update changes (``runPendingUpdates()``), as SwiftUI's graph does.
@MainActor public final class StandInHost<Representable: UIViewRepresentable> {
  /// The representable, as the latest body produced it.
  public var representable: Representable
  /// The view `makeUIView` made.
  public let view: Representable.UIViewType
  let context: UIViewRepresentableContext<Representable>
  /// Whether an observed value changed since the last update.
  public private(set) var needsUpdate = false
  /// How many times `updateUIView` ran.
  public private(set) var updateCount = 0

  /// Hosts `representable` in a frame of `size`.
  public init(_ representable: Representable, frame: CGRect) {
    self.representable = representable
    context = UIViewRepresentableContext(coordinator: representable.makeCoordinator())
    view = representable.makeUIView(context: context)
    view.frame = frame
    update()
  }

  /// Runs `updateUIView` if an observed value changed.
  public func runPendingUpdates() {
    guard needsUpdate else { return }
    update()
  }

  func update() {
    needsUpdate = false
    updateCount += 1
    withObservationTracking {
      representable.updateUIView(view, context: context)
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.needsUpdate = true }
    }
  }
}
#endif
