#if ((os(iOS) || os(tvOS) || os(visionOS)) && canImport(SwiftUI)) || os(Linux)
public import FoldKit

#if os(Linux)
import UIKitStandIn
public import SwiftUIStandIn
#else
import UIKit
public import SwiftUI
#endif

@available(iOS 16, tvOS 16, *)
extension FoldList {
  /// Keeps the adapter, the data it shows and the bindings' last values.
  @MainActor public final class Coordinator {
    /// The adapter between the engine and the collection view.
    public internal(set) var adapter: Adapter?
    /// How many times the list built a snapshot from the data: once at first, then once per
    /// update whose data is new (not the same storage).
    public internal(set) var snapshotBuildCount = 0
    /// Why the last new data was not shown (a repeated item or section ID), or `nil`.
    public internal(set) var dataError: SnapshotError?
    /// The list as the last update gave it (its closures and bindings).
    var list: FoldList?
    /// The data last given, kept so its storage cannot change in place while it is shown.
    var shownSections: Sections?
    var shownIdentity: FoldListDataIdentity?
    var lastSingle: ItemID?
    var lastExpanded: Set<ItemID> = []
    /// Whether `updateUIView` is running (bindings are then written after it).
    var isUpdating = false
    /// The open items to write to the binding once the update is over.
    var deferredExpansion: Set<ItemID>?

    /// Whether the row of `id` shows as selected.
    func isSelected(_ id: ItemID) -> Bool {
      switch list?.selection {
      case .single(let binding): binding.wrappedValue == id
      case .multiple(let binding): binding.wrappedValue.contains(id)
      case .absent, nil: false
      }
    }
  }

  /// Makes the coordinator.
  ///
  /// - Complexity: O(1).
  public func makeCoordinator() -> Coordinator { Coordinator() }

  /// Makes the collection view and its adapter over the data, with the binding's open items
  /// open.
  ///
  /// - Complexity: O(*n*) for *n* items (the snapshot), plus O(*v*) for the visible rows.
  public func makeUIView(context: Context) -> ListCollectionView {
    let coordinator = context.coordinator
    coordinator.list = self
    let configuration = UICollectionLayoutListConfiguration(appearance: appearance)
    let view = ListCollectionView(
      frame: .zero,
      collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
    let snapshot = makeSnapshot(coordinator) ?? Snapshot(uncheckedSections: [])
    coordinator.shownSections = sections
    coordinator.shownIdentity = identity
    let open = expansion?.wrappedValue ?? []
    let controller = ListController(
      snapshot: snapshot, expansion: ExpansionState(expanded: open), policy: policy)
    coordinator.lastExpanded = open
    let layout = ListLayout(controller: controller, metrics: metrics, width: 0, viewportHeight: 0)
    let adapter = Adapter(
      collectionView: view, layout: layout, listConfiguration: configuration
    ) { [weak coordinator] cell, row in
      coordinator?.configure(cell, row)
    }
    adapter.cellsAreAccessibilityElements = false
    adapter.configureHeader = { [weak coordinator] cell, header in
      coordinator?.configureSupplementary(cell, header, isHeader: true)
    }
    adapter.configureFooter = { [weak coordinator] cell, footer in
      coordinator?.configureSupplementary(cell, footer, isHeader: false)
    }
    adapter.onRowSelected = { [weak coordinator] id in coordinator?.rowSelected(id) }
    adapter.onExpansionChange = { [weak coordinator] open in coordinator?.expansionChanged(open) }
    coordinator.adapter = adapter
    installActions(on: adapter, coordinator: coordinator, replacing: nil)
    if case .single(let binding) = selection { coordinator.lastSingle = binding.wrappedValue }
    return view
  }

  /// Applies what changed: new data (another storage) becomes one diff and its batches, changed
  /// bindings open, close and reveal rows, and the rows on screen take the latest content.
  ///
  /// - Complexity: O(*k*) for *k* rows on screen when the data is the same storage, plus the
  ///   items whose expansion the app changed; for new data, O(*n*) to build its snapshot plus
  ///   that of `ListAdapting.update(to:checks:)`.
  public func updateUIView(_ uiView: ListCollectionView, context: Context) {
    let coordinator = context.coordinator
    guard let adapter = coordinator.adapter else { return }
    let previous = coordinator.list
    coordinator.list = self
    coordinator.isUpdating = true
    defer { coordinator.isUpdating = false }
    installActions(on: adapter, coordinator: coordinator, replacing: previous)
    if previous?.appearance != appearance {
      adapter.listConfiguration = UICollectionLayoutListConfiguration(appearance: appearance)
    }
    if identity == nil || identity != coordinator.shownIdentity {
      // Data with a repeated ID is remembered too, so it is not built again until it changes.
      coordinator.shownSections = sections
      coordinator.shownIdentity = identity
      if let snapshot = makeSnapshot(coordinator) {
        adapter.apply(snapshot) { [weak adapter] in adapter?.reconfigureVisibleRows() }
      }
    }
    applyBindings(to: adapter, coordinator: coordinator)
    adapter.reconfigureVisibleRows()
  }

  /// The engine's snapshot of the data, or `nil` (with the coordinator's error set) when an ID
  /// repeats; nothing is shown of it then.
  func makeSnapshot(_ coordinator: Coordinator) -> Snapshot<SectionID, ItemID, Entry>? {
    coordinator.snapshotBuildCount += 1
    var builder = Snapshot<SectionID, ItemID, Entry>.Builder()
    do throws(SnapshotError) {
      for section in sections {
        try builder.beginSection(
          id: section.id, header: headerContent == nil ? nil : Entry(section: section),
          footer: footerContent == nil ? nil : Entry(section: section))
        try add(section[keyPath: items], to: &builder)
        builder.endSection()
      }
    } catch {
      coordinator.dataError = error
      return nil
    }
    coordinator.dataError = nil
    return builder.snapshot()
  }

  /// Adds `data` and its descendants, in pre-order.
  func add(_ data: Data, to builder: inout Snapshot<SectionID, ItemID, Entry>.Builder)
    throws(SnapshotError)
  {
    for item in data {
      try builder.beginItem(id: item.id, content: Entry(item: item))
      if let children, let descendants = item[keyPath: children] {
        try add(descendants, to: &builder)
      }
      builder.endItem()
    }
  }

  /// Gives the adapter the swipe and context menu providers whose presence changed (a provider
  /// set again reinstalls the list layout, so an unchanged one is left alone); each calls the
  /// list's latest closure.
  func installActions(on adapter: Adapter, coordinator: Coordinator, replacing previous: FoldList?)
  {
    #if !os(tvOS)
    let first = previous == nil
    if first || (leadingSwipeActions == nil) != (previous?.leadingSwipeActions == nil) {
      adapter.leadingSwipeActions =
        leadingSwipeActions == nil
        ? nil
        : { [weak coordinator] row in
          guard let item = row.content.item else { return nil }
          return coordinator?.list?.leadingSwipeActions?(item)
        }
    }
    if first || (trailingSwipeActions == nil) != (previous?.trailingSwipeActions == nil) {
      adapter.trailingSwipeActions =
        trailingSwipeActions == nil
        ? nil
        : { [weak coordinator] row in
          guard let item = row.content.item else { return nil }
          return coordinator?.list?.trailingSwipeActions?(item)
        }
    }
    if first || (contextMenu == nil) != (previous?.contextMenu == nil) {
      adapter.contextMenu =
        contextMenu == nil
        ? nil
        : { [weak coordinator] row, _ in
          guard let item = row.content.item else { return nil }
          return coordinator?.list?.contextMenu?(item)
        }
    }
    #endif
  }
}
#endif
