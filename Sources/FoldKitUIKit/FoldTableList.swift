#if ((os(iOS) || os(tvOS) || os(visionOS)) && canImport(SwiftUI)) || os(Linux)
import FoldKit

#if os(Linux)
import UIKitStandIn
#else
import UIKit
#endif
#if os(Linux)
public import SwiftUIStandIn
#else
public import SwiftUI
#endif

/// A sectioned, expandable list for SwiftUI, backed by a `UITableView` and FoldKit's engine.
///
/// It shows a ``FoldListModel`` (the engine's snapshot, detail rows, check marks); for an outline
/// of `Identifiable` items in the shape of SwiftUI's `List(_:children:)`, see ``FoldList``.
///
/// SwiftUI's own hierarchical `List` re-diffs the whole tree on every change; this view keeps
/// UIKit's table, with the ``ListTableAdapter`` turning each change into a batch update, and
/// hosts each row's SwiftUI content in a cell through `UIHostingConfiguration`.
///
/// Every update of the view reaches the rows: new data in the model becomes batches, a new
/// model replaces the list, and new row content reconfigures the rows on screen. Rows are not
/// accessibility elements of their own: VoiceOver reaches the controls inside them, and the row
/// carries its state (value and the expand action) as a container.
///
/// ```swift
/// FoldTableList(model) { row in
///   Text(row.kind == .detail ? row.content.phone : row.content.name)
/// }
/// ```
@available(iOS 17, tvOS 17, *)
public struct FoldTableList<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable,
  RowContent: View, HeaderContent: View, FooterContent: View
>: UIViewRepresentable {
  /// The model type the list shows.
  public typealias Model = FoldListModel<SectionID, ItemID, Content>
  /// The context each row's content is built from.
  public typealias Row = ListRowContext<ItemID, Content>
  /// The context a section header's or footer's content is built from.
  public typealias Section = ListHeaderContext<SectionID, Content>

  /// The state shown.
  public let model: Model
  /// Builds a row's SwiftUI content.
  public let rowContent: (Row) -> RowContent
  /// The words of an item or header: section header titles, VoiceOver labels, announcements.
  public let text: @Sendable (Content) -> String
  /// The words given to VoiceOver.
  public let accessibilityStrings: ListAccessibilityStrings
  /// Builds a section header's SwiftUI content; `nil` shows the header's text.
  public let headerContent: ((Section) -> HeaderContent)?
  /// Builds a section footer's SwiftUI content, for sections with footer content.
  public let footerContent: ((Section) -> FooterContent)?
  /// The item whose row was selected last; setting it scrolls its row into view.
  public let selection: Binding<ItemID?>?
  /// The open items; setting it opens and closes items.
  public let expanded: Binding<Set<ItemID>>?

  /// Creates a list of `model` whose rows show `row`'s views and whose headers and footers show
  /// `header`'s and `footer`'s.
  ///
  /// - Parameters:
  ///   - model: The state shown.
  ///   - selection: The item whose row was selected last, both ways.
  ///   - expanded: The open items, both ways.
  ///   - text: The words of an item or header, for VoiceOver.
  ///   - accessibilityStrings: The words given to VoiceOver.
  ///   - row: Builds a row's SwiftUI content.
  ///   - header: Builds a section header's SwiftUI content.
  ///   - footer: Builds a section footer's SwiftUI content.
  /// - Complexity: O(1).
  public init(
    _ model: Model, selection: Binding<ItemID?>? = nil, expanded: Binding<Set<ItemID>>? = nil,
    text: @escaping @Sendable (Content) -> String = { String(describing: $0) },
    accessibilityStrings: ListAccessibilityStrings = .english,
    @ViewBuilder row: @escaping (Row) -> RowContent,
    @ViewBuilder header: @escaping (Section) -> HeaderContent,
    @ViewBuilder footer: @escaping (Section) -> FooterContent
  ) {
    self.model = model
    self.selection = selection
    self.expanded = expanded
    self.text = text
    self.accessibilityStrings = accessibilityStrings
    self.rowContent = row
    self.headerContent = header
    self.footerContent = footer
  }

  /// Creates a list of `model` whose rows show `row`'s views and whose headers show their text.
  ///
  /// - Parameters:
  ///   - model: The state shown.
  ///   - selection: The item whose row was selected last, both ways.
  ///   - expanded: The open items, both ways.
  ///   - text: The words of an item or header, for header titles and VoiceOver.
  ///   - accessibilityStrings: The words given to VoiceOver.
  ///   - row: Builds a row's SwiftUI content.
  /// - Complexity: O(1).
  public init(
    _ model: Model, selection: Binding<ItemID?>? = nil, expanded: Binding<Set<ItemID>>? = nil,
    text: @escaping @Sendable (Content) -> String = { String(describing: $0) },
    accessibilityStrings: ListAccessibilityStrings = .english,
    @ViewBuilder row: @escaping (Row) -> RowContent
  ) where HeaderContent == EmptyView, FooterContent == EmptyView {
    self.model = model
    self.selection = selection
    self.expanded = expanded
    self.text = text
    self.accessibilityStrings = accessibilityStrings
    self.rowContent = row
    self.headerContent = nil
    self.footerContent = nil
  }

  /// Keeps the adapter, the model it shows and the revision of the data it applied.
  @MainActor public final class Coordinator {
    /// The adapter between the engine and the table.
    public internal(set) var adapter: ListTableAdapter<SectionID, ItemID, Content>?
    var model: Model?
    var revision = 0
    var selection: Binding<ItemID?>?
    var expanded: Binding<Set<ItemID>>?
    var lastSelection: ItemID?
    var lastExpanded: Set<ItemID> = []
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
    let adapter = ListTableAdapter(
      tableView: table, layout: makeLayout(),
      configureCell: Self.configure(rowContent, strings: accessibilityStrings))
    adapter.cellsAreAccessibilityElements = false
    configureSections(of: adapter)
    context.coordinator.adapter = adapter
    context.coordinator.selection = selection
    context.coordinator.expanded = expanded
    bind(adapter, to: context.coordinator)
    return table
  }

  /// Applies what changed: a new model replaces the list, new data in the model becomes
  /// batches, and the rows on screen take the latest row content.
  ///
  /// - Complexity: O(*k*) for *k* rows on screen when the data is unchanged; else that of
  ///   `ListTableAdapter.update(to:checks:)` (or a reload for a new model).
  public func updateUIView(_ uiView: ListTableView, context: Context) {
    let coordinator = context.coordinator
    guard let adapter = coordinator.adapter else { return }
    adapter.configureCell = Self.configure(rowContent, strings: accessibilityStrings)
    adapter.accessibilityStrings = accessibilityStrings
    configureSections(of: adapter)
    coordinator.selection = selection
    coordinator.expanded = expanded
    if coordinator.model !== model {
      adapter.replace(with: makeLayout())
      bind(adapter, to: coordinator)
      return
    }
    let revision = model.revision
    if revision != coordinator.revision {
      coordinator.revision = revision
      adapter.update(to: model.snapshot, checks: model.checks)
    } else {
      adapter.reconfigureVisibleRows()
    }
    applyBindings(to: adapter, coordinator: coordinator)
  }

  /// Opens and closes what the app changed in `expanded`, and scrolls to a new `selection`.
  func applyBindings(
    to adapter: ListTableAdapter<SectionID, ItemID, Content>, coordinator: Coordinator
  ) {
    if let expanded {
      let wanted = expanded.wrappedValue
      if wanted != coordinator.lastExpanded {
        let open = Set(adapter.controller.expansion.expandedIDs)
        for id in wanted.subtracting(open) where adapter.controller.snapshot.contains(item: id) {
          adapter.expand(id)
        }
        for id in open.subtracting(wanted) { adapter.collapse(id) }
        coordinator.lastExpanded = wanted
      }
    }
    if let selection, selection.wrappedValue != coordinator.lastSelection {
      coordinator.lastSelection = selection.wrappedValue
      if let id = selection.wrappedValue { adapter.reveal(id) }
    }
  }

  /// Header and footer views: the app's SwiftUI content, or the header's text.
  func configureSections(of adapter: ListTableAdapter<SectionID, ItemID, Content>) {
    if let headerContent {
      adapter.configureHeader = { header, context in
        header.contentConfiguration = UIHostingConfiguration { headerContent(context) }
      }
    } else {
      let text = self.text
      adapter.configureHeader = { header, context in
        var content = header.defaultContentConfiguration()
        content.text = context.content.map(text)
        header.contentConfiguration = content
      }
    }
    if let footerContent {
      adapter.configureFooter = { footer, context in
        footer.contentConfiguration = UIHostingConfiguration { footerContent(context) }
      }
    }
  }

  /// A layout over the model's data and sizes.
  func makeLayout() -> ListLayout<SectionID, ItemID, Content> {
    var controller = ListController(snapshot: model.snapshot, policy: model.policy)
    controller.checks = model.checks
    controller.accessibilityLabel = text
    return ListLayout(
      controller: controller, metrics: model.metrics, width: 0, viewportHeight: 0,
      measure: model.measure)
  }

  /// Points the adapter's reports at the model.
  func bind(_ adapter: ListTableAdapter<SectionID, ItemID, Content>, to coordinator: Coordinator) {
    let model = self.model
    coordinator.model = model
    coordinator.revision = model.revision
    adapter.accessibilityStrings = accessibilityStrings
    adapter.onSelection = { outcome in model.record(outcome) }
    adapter.onRowSelected = { [weak coordinator] id in
      guard let coordinator, let selection = coordinator.selection else { return }
      coordinator.lastSelection = id
      if selection.wrappedValue != id { selection.wrappedValue = id }
    }
    adapter.onExpansionChange = { [weak coordinator] open in
      guard let coordinator, let expanded = coordinator.expanded else { return }
      coordinator.lastExpanded = open
      if expanded.wrappedValue != open { expanded.wrappedValue = open }
    }
    adapter.onCanConfirmChange = { canConfirm in
      if model.canConfirm != canConfirm { model.canConfirm = canConfirm }
    }
    adapter.onCanConfirmChange?(adapter.controller.checks?.canConfirm ?? true)
  }

  static func configure(
    _ content: @escaping (Row) -> RowContent, strings: ListAccessibilityStrings
  ) -> (UITableViewCell, Row) -> Void {
    { cell, row in
      cell.contentConfiguration = UIHostingConfiguration {
        FoldListRow(row: row, content: content(row), strings: strings)
      }
    }
  }
}

/// One row of a ``FoldTableList`` or a ``FoldList``: the app's content as an accessibility container (its controls stay
/// reachable), with the row's state as its value.
@available(iOS 16, tvOS 16, *)
public struct FoldListRow<
  ItemID: Hashable & Sendable, Content: Equatable & Sendable, RowContent: View
>:
  View
{
  /// The row.
  public let row: ListRowContext<ItemID, Content>
  /// The app's content for it.
  public let content: RowContent
  /// The words of the row's value.
  public let strings: ListAccessibilityStrings

  /// The content, containing its elements, valued with the row's state and position.
  public var body: some View {
    content
      .accessibilityElement(children: .contain)
      .accessibilityValue(
        Text(
          ListAccessibility.value(
            for: row.accessibility, checkMark: row.checkMark, includesState: true,
            strings: strings)))
  }
}
#endif
