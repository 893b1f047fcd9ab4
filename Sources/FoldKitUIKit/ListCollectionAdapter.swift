#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
public import FoldKit

#if os(Linux)
public import UIKitStandIn
#else
public import UIKit
#endif

/// Shows a FoldKit ``ListLayout`` in a `UICollectionView` with a list layout
/// (`UICollectionViewCompositionalLayout.list(using:)`): list cells indented by depth, the
/// outline disclosure accessory on expandable rows, supplementary headers and footers, swipe
/// actions and separators per row.
///
/// It shares its engine, queue and batches with ``ListTableAdapter`` (``ListAdapting``): every
/// change, including a tap on a disclosure accessory, goes to the engine, never to a section
/// snapshot, and comes back as one changeset applied with `performBatchUpdates`, the data source
/// switched to the new state inside the update closure. List cells size themselves; the adapter's
/// cells (``ListCollectionCell``) and headers prefer the engine's heights, so the collection
/// view's offsets are the layout's and nothing jumps.
@available(iOS 15, tvOS 15, *)
@MainActor
public final class ListCollectionAdapter<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: ListAdapting {
  /// The reuse identifier of the adapter's default cell kind.
  public static var cellIdentifier: String { "FoldKitListRow" }
  /// The reuse identifier of the adapter's header and footer views.
  public static var supplementaryIdentifier: String { "FoldKitListSupplementary" }

  /// The collection view.
  public private(set) weak var collectionView: UICollectionView?
  /// The collection view's data source and delegate (it holds them weakly; the adapter keeps it).
  public let proxy: ListCollectionProxy
  /// The engine, the queue and the batches, shared with the table adapter's kind.
  public let listCore: ListAdapterCore<SectionID, ItemID, Content>
  /// The list configuration the layout is made from.
  ///
  /// The adapter sets its footer mode (supplementary), its header mode (supplementary, unless
  /// it is `.firstItemInSection`: then each section's header is the section's first item, a list
  /// cell styled as a header) and its swipe and separator providers.
  public var listConfiguration: UICollectionLayoutListConfiguration {
    didSet {
      installLayout()
      collectionView?.reloadData()
    }
  }
  /// Configures a cell for a row; called after the adapter set its accessibility, indentation
  /// and accessories.
  public var configureCell: (UICollectionViewListCell, RowContext) -> Void
  /// Configures a section header; collapsible headers carry a full-size toggle button above it.
  public var configureHeader: ((UICollectionViewListCell, HeaderContext) -> Void)?
  /// Configures a section footer (its context's content is the footer's).
  public var configureFooter: ((UICollectionViewListCell, HeaderContext) -> Void)?
  /// The reuse identifier of the cell kind for a row (registered with
  /// ``register(_:forCellKind:)``); by default ``cellIdentifier`` for every row.
  public var cellKind: (RowContext) -> String = { _ in ListCollectionAdapter.cellIdentifier }
  /// Accessories a row shows beside the adapter's own (`.reorder()`, `.delete()`,
  /// `.multiselect()`, …).
  public var accessories: ((RowContext) -> [UICellAccessory])? {
    didSet { reconfigureVisibleRows() }
  }
  /// Whether checked rows show the `.checkmark()` accessory.
  public var showsCheckmarks = true
  /// Whether item rows show the `.reorder` accessory in editing mode, wired to the engine's
  /// interactive reorder (``moveRule``, ``canMoveItem``) as the table's reorder controls are.
  public var reordersRows = false {
    didSet {
      proxy.answersReorder = reordersRows
      reconfigureVisibleRows()
    }
  }
  #if !os(tvOS)
  /// Whether a two-finger pan over the items selects them (turning editing on), when the
  /// collection view allows multiple selection during editing.
  public var allowsTwoFingerSelection = false {
    didSet { proxy.answersMultipleSelection = allowsTwoFingerSelection }
  }
  #endif
  /// Whether each cell is one accessibility element (UIKit content); `false` for cells hosting
  /// controls VoiceOver must reach one by one (SwiftUI rows).
  public var cellsAreAccessibilityElements = true
  /// Called before a row's cell appears.
  public var willDisplay: ((UICollectionViewCell, RowContext) -> Void)? {
    didSet { installHooks() }
  }
  /// Called after a row's cell left the screen, with its item's index path in the collection
  /// view as shown when it left (its row may be gone).
  public var didEndDisplaying: ((UICollectionViewCell, IndexPath) -> Void)? {
    didSet { proxy.didEndDisplaying = didEndDisplaying }
  }
  #if !os(tvOS)
  /// The swipe actions on a row's leading edge (the list configuration's provider).
  public var leadingSwipeActions: ((RowContext) -> UISwipeActionsConfiguration?)? {
    didSet { installLayout() }
  }
  /// The swipe actions on a row's trailing edge (the list configuration's provider).
  public var trailingSwipeActions: ((RowContext) -> UISwipeActionsConfiguration?)? {
    didSet { installLayout() }
  }
  /// The separators of a row (the list configuration's item separator handler), given the
  /// section's.
  public var separators:
    ((RowContext, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration)?
  {
    didSet { installLayout() }
  }
  /// The context menu of a row, at a point of the collection view.
  public var contextMenu: ((RowContext, CGPoint) -> UIContextMenuConfiguration?)? {
    didSet { installHooks() }
  }
  #endif

  /// Makes the cell that sizes rows of a kind for ``useAutoLayoutHeights()`` (configured as on
  /// screen, then asked for its fitting size); by default a ``ListCollectionCell``.
  public var makeSizingCell: (_ kind: String) -> UICollectionViewListCell = { _ in
    ListCollectionCell(frame: .zero)
  }
  /// Sizing cells for Auto Layout heights, by cell kind.
  var sizingCells: [String: UICollectionViewListCell] = [:]

  /// Creates the adapter, gives `collectionView` a list layout made from `listConfiguration`,
  /// makes its proxy the data source and delegate, and registers its cell and supplementary
  /// classes.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view (a ``ListCollectionView`` adds keys, insets, text
  ///     size and width changes).
  ///   - layout: The engine; its width, viewport and insets follow the view from now on.
  ///   - listConfiguration: The list's appearance and options.
  ///   - configureCell: Fills a cell for a row.
  /// - Complexity: O(1), plus O(*v*) once if the view's insets differ from the layout's.
  public init(
    collectionView: UICollectionView, layout: Layout,
    listConfiguration: UICollectionLayoutListConfiguration = .init(appearance: .plain),
    configureCell: @escaping (UICollectionViewListCell, RowContext) -> Void
  ) {
    self.collectionView = collectionView
    self.listCore = ListAdapterCore(layout: layout)
    self.listConfiguration = listConfiguration
    self.configureCell = configureCell
    self.proxy = ListCollectionProxy()
    proxy.target = self
    collectionView.register(
      ListCollectionCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
    for kind in [
      UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter,
    ] {
      collectionView.register(
        ListCollectionCell.self, forSupplementaryViewOfKind: kind,
        withReuseIdentifier: Self.supplementaryIdentifier)
    }
    collectionView.dataSource = proxy
    collectionView.delegate = proxy
    if let view = collectionView as? ListCollectionView { view.listAdapter = self }
    listCore.view = self
    listCore.measuredSizeCategory = collectionView.traitCollection.preferredContentSizeCategory
    installLayout()
    listCore.syncViewport()
  }

  /// Creates the adapter over a controller, with a layout at the view's size.
  ///
  /// - Complexity: O(*v*) for the rows in the viewport.
  public convenience init(
    collectionView: UICollectionView, controller: Controller, metrics: LayoutMetrics,
    listConfiguration: UICollectionLayoutListConfiguration = .init(appearance: .plain),
    configureCell: @escaping (UICollectionViewListCell, RowContext) -> Void
  ) {
    let layout = Layout(
      controller: controller, metrics: metrics, width: Double(collectionView.bounds.width),
      viewportHeight: Double(collectionView.bounds.height))
    self.init(
      collectionView: collectionView, layout: layout, listConfiguration: listConfiguration,
      configureCell: configureCell)
  }

  /// Creates the adapter with a content configuration per row (a `UIListContentConfiguration`,
  /// or a `UIHostingConfiguration` for SwiftUI rows).
  ///
  /// - Complexity: As ``init(collectionView:layout:listConfiguration:configureCell:)``.
  public convenience init(
    collectionView: UICollectionView, layout: Layout,
    listConfiguration: UICollectionLayoutListConfiguration = .init(appearance: .plain),
    contentConfiguration: @escaping (RowContext) -> any UIContentConfiguration
  ) {
    self.init(
      collectionView: collectionView, layout: layout, listConfiguration: listConfiguration
    ) { cell, row in
      cell.contentConfiguration = contentConfiguration(row)
    }
  }

  /// Registers a cell class for a kind of row: rows for which ``cellKind`` returns `identifier`
  /// are dequeued with it.
  ///
  /// - Complexity: O(1).
  public func register(_ cellClass: ListCollectionCell.Type, forCellKind identifier: String) {
    collectionView?.register(cellClass, forCellWithReuseIdentifier: identifier)
    sizingCells[identifier] = nil
  }

  /// Gives the collection view a list layout from ``listConfiguration``, with supplementary
  /// headers and footers and the adapter's swipe and separator providers.
  func installLayout() {
    guard let collectionView else { return }
    var configuration = listConfiguration
    if configuration.headerMode != .firstItemInSection { configuration.headerMode = .supplementary }
    configuration.footerMode = .supplementary
    configuration.headerTopPadding = 0
    #if !os(tvOS)
    configuration.leadingSwipeActionsConfigurationProvider = leadingSwipeActions.map { hook in
      { [weak self] item in
        guard let self, let row = self.row(ofItem: item) else { return nil }
        return hook(self.listCore.rowContext(at: row))
      }
    }
    configuration.trailingSwipeActionsConfigurationProvider = trailingSwipeActions.map { hook in
      { [weak self] item in
        guard let self, let row = self.row(ofItem: item) else { return nil }
        return hook(self.listCore.rowContext(at: row))
      }
    }
    if let separators {
      configuration.itemSeparatorHandler = { [weak self] item, section in
        guard let self, let row = self.row(ofItem: item) else { return section }
        return separators(self.listCore.rowContext(at: row), section)
      }
    }
    #endif
    collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(
      using: configuration)
  }

  /// Gives the proxy the hooks, turning index paths into row contexts.
  func installHooks() {
    proxy.willDisplay = willDisplay.map { hook in
      { [weak self] cell, item in
        guard let self, let row = self.row(ofItem: item) else { return }
        hook(cell, self.listCore.rowContext(at: row))
      }
    }
    #if !os(tvOS)
    proxy.contextMenu = contextMenu.map { hook in
      { [weak self] item, point in
        guard let self, let row = self.row(ofItem: item) else { return nil }
        return hook(self.listCore.rowContext(at: row), point)
      }
    }
    #endif
  }
}

@available(iOS 15, tvOS 15, *)
extension ListCollectionAdapter {
  /// Whether each section's header is its first item (`.firstItemInSection`).
  var headersAreItems: Bool { listConfiguration.headerMode == .firstItemInSection }

  /// The engine's row for a collection view item shown now, or `nil` for a header item or an
  /// item the data source no longer shows.
  func row(ofItem item: IndexPath) -> IndexPath? {
    let row = headersAreItems ? IndexPath(row: item.row - 1, section: item.section) : item
    guard row.row >= 0, listCore.contains(row) else { return nil }
    return row
  }

  /// The collection view item of one of the engine's rows.
  func item(ofRow row: IndexPath) -> IndexPath {
    headersAreItems ? IndexPath(row: row.row + 1, section: row.section) : row
  }
}

/// The adapter's list cell: it prefers the height the adapter gives it (the engine's), so the
/// list layout's self-sizing agrees with the engine's layout.
@available(iOS 15, tvOS 15, *)
open class ListCollectionCell: UICollectionViewListCell {
  /// The height the cell asks the layout for; `nil` keeps the layout's proposal.
  public var preferredHeight: CGFloat?

  /// Answers ``preferredHeight`` for the proposed width
  /// (<https://developer.apple.com/documentation/uikit/uicollectionreusableview/preferredlayoutattributesfitting(_:)>).
  override open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    if let preferredHeight {
      attributes.size = CGSize(width: attributes.size.width, height: preferredHeight)
    }
    return attributes
  }
}
#endif
