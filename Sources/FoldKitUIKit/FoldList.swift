#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit

#if os(iOS) || os(tvOS) || os(visionOS)
import UIKit
#elseif os(Linux)
import UIKitStandIn
#endif
#if os(iOS) || os(tvOS) || os(visionOS)
public import SwiftUI
#elseif os(Linux)
public import SwiftUIStandIn
#endif

/// A sectioned, expandable list for SwiftUI, backed by a `UITableView` and FoldKit's engine.
///
/// SwiftUI's own hierarchical `List` re-diffs the whole tree on every change; this view keeps
/// UIKit's table, with the ``ListTableAdapter`` turning each change into a batch update, and
/// hosts each row's SwiftUI content in a cell through `UIHostingConfiguration`.
///
/// ```swift
/// FoldList(model) { row in
///   Text(row.kind == .detail ? row.content.phone : row.content.name)
/// }
/// ```
@available(iOS 17, tvOS 17, *)
public struct FoldList<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable,
  RowContent: View
>: UIViewRepresentable {
  /// The model type the list shows.
  public typealias Model = FoldListModel<SectionID, ItemID, Content>
  /// The context each row's content is built from.
  public typealias Row = ListRowContext<ItemID, Content>

  /// The state shown.
  public let model: Model
  /// Builds a row's SwiftUI content.
  public let rowContent: (Row) -> RowContent
  /// The words of an item or header: section header titles, VoiceOver labels, announcements.
  public let text: @Sendable (Content) -> String

  /// Creates a list of `model` whose rows show `row`'s views.
  ///
  /// - Parameters:
  ///   - model: The state shown.
  ///   - text: The words of an item or header, for header titles and VoiceOver.
  ///   - row: Builds a row's SwiftUI content.
  /// - Complexity: O(1).
  public init(
    _ model: Model, text: @escaping @Sendable (Content) -> String = { String(describing: $0) },
    @ViewBuilder row: @escaping (Row) -> RowContent
  ) {
    self.model = model
    self.text = text
    self.rowContent = row
  }

  /// Keeps the adapter and the revision of the model it applied.
  @MainActor public final class Coordinator {
    /// The adapter between the engine and the table.
    public internal(set) var adapter: ListTableAdapter<SectionID, ItemID, Content>?
    var revision = 0
  }

  /// Makes the coordinator.
  ///
  /// - Complexity: O(1).
  public func makeCoordinator() -> Coordinator { Coordinator() }

  /// Makes the table and its adapter over the model's data.
  ///
  /// - Complexity: O(*v*) for *v* visible elements.
  public func makeUIView(context: Context) -> ListTableView {
    let table = ListTableView(
      frame: .zero, style: model.metrics.style == .plain ? .plain : .grouped)
    var controller = ListController(snapshot: model.snapshot, policy: model.policy)
    controller.checks = model.checks
    controller.accessibilityLabel = text
    let layout = ListLayout(
      controller: controller, metrics: model.metrics, width: 0, viewportHeight: 0,
      measure: model.measure)
    let adapter = ListTableAdapter(
      tableView: table, layout: layout, configureCell: Self.configure(rowContent))
    let text = self.text
    adapter.configureHeader = { header, context in
      var content = header.defaultContentConfiguration()
      content.text = context.content.map(text)
      header.contentConfiguration = content
    }
    let model = self.model
    adapter.onSelection = { [weak adapter] outcome in
      model.record(outcome, canConfirm: adapter?.controller.checks?.canConfirm ?? true)
    }
    context.coordinator.adapter = adapter
    context.coordinator.revision = model.revision
    return table
  }

  /// Applies new data from the model, and the latest row content.
  ///
  /// - Complexity: O(1) when the data is unchanged; else that of `ListTableAdapter.update(to:checks:)`.
  public func updateUIView(_ uiView: ListTableView, context: Context) {
    let coordinator = context.coordinator
    coordinator.adapter?.configureCell = Self.configure(rowContent)
    let revision = model.revision
    guard revision != coordinator.revision else { return }
    coordinator.revision = revision
    coordinator.adapter?.update(to: model.snapshot, checks: model.checks)
  }

  static func configure(_ content: @escaping (Row) -> RowContent)
    -> (UITableViewCell, Row) -> Void
  {
    { cell, row in
      cell.contentConfiguration = UIHostingConfiguration { content(row) }
    }
  }
}
#endif
