/// The geometry of a list: where every header, row and footer sits, for a list controller.
///
/// A list layout wraps a ``ListController`` and gives its visible elements heights, so the
/// visible-rows tree that answers index questions also answers geometric ones: content height,
/// the frame of any element, the elements in a viewport, the element at a point, scroll targets
/// and the offset that keeps an anchor still across a change, each in O(log *n*).
///
/// Heights come from ``LayoutMetrics`` (with per-section and per-row overrides). A row whose
/// height is ``RowHeight/measured(estimate:)`` keeps its estimate until it is first laid out by
/// ``layoutViewport()`` (or faulted in by a scroll), then gets the height the row measure gives
/// at the current ``width``; measured heights are cached per item and width, and forgotten when
/// the item's content changes. After ``setWidth(_:)`` only the viewport is re-measured; the other
/// rows keep their heights as estimates until they are laid out.
///
/// The layout also holds the viewport (``contentOffset`` and ``viewportHeight``, as a scroll
/// view's `contentOffset.y` and `bounds.height`). Every change made through the layout keeps the
/// first visible element (or the selected row) still on screen, as UIKit's table view does.
public struct ListLayout<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: Sendable {
  /// The controller type the layout wraps.
  public typealias Controller = ListController<SectionID, ItemID, Content>
  /// Measures a row of `kind` (`.row` or `.detail`) showing `content` at `width`.
  public typealias RowMeasure =
    @Sendable (_ content: Content, _ kind: VisibleElement.Kind, _ width: Double) -> Double

  /// The list controller: data, expansion and the visible rows, with their heights.
  public internal(set) var controller: Controller
  /// The list's sizes.
  public private(set) var metrics: LayoutMetrics
  /// Per-section overrides, by section ID.
  public internal(set) var sectionMetrics: [SectionID: SectionMetrics]
  /// Per-row height overrides for item rows (not their detail rows), by item ID.
  public private(set) var rowHeights: [ItemID: RowHeight]
  /// The width rows are measured at.
  public internal(set) var width: Double
  /// The height of the scroll view's bounds.
  public var viewportHeight: Double
  /// The scroll view's `contentOffset.y`: `-contentInsets.top` at rest at the top.
  public var contentOffset: Double
  /// Measures rows whose height is ``RowHeight/measured(estimate:)``; without it they keep their
  /// estimates until ``setHeight(_:forRowAt:)`` gives them a height.
  public let measure: RowMeasure?
  /// Measured heights, by item, kind and width.
  @usableFromInline var cache: RowHeightCache<ItemID, Content>
  /// The data update as compiled where the layout was created: both initializers are inlinable,
  /// so an app's layout carries an update specialized for its types, and generic code holding
  /// the layout (an adapter) runs it at that speed.
  @usableFromInline let specializedUpdate: DataUpdate
  /// The type of ``specializedUpdate``.
  @usableFromInline typealias DataUpdate =
    @Sendable (inout Self, Controller.ListSnapshot) -> LayoutDataUpdate<SectionID, ItemID, Content>

  /// Creates a layout for `controller`, at the top of its content.
  ///
  /// - Parameters:
  ///   - controller: The list; its height function is replaced by the layout's.
  ///   - metrics: The sizes.
  ///   - width: The width rows are measured at.
  ///   - viewportHeight: The visible height.
  ///   - sectionMetrics: Overrides by section ID.
  ///   - rowHeights: Overrides for item rows, by item ID.
  ///   - measure: Measures self-sizing rows (see ``textMeasure(_:text:)``).
  /// This rebuilds the controller's visible rows with the layout's heights; to build a list
  /// from data, ``init(snapshot:expansion:policy:metrics:width:viewportHeight:sectionMetrics:rowHeights:measure:)``
  /// builds them once.
  ///
  /// - Complexity: O(*v*) for *v* visible elements.
  @inlinable
  public init(
    controller: Controller, metrics: LayoutMetrics, width: Double, viewportHeight: Double,
    sectionMetrics: [SectionID: SectionMetrics] = [:], rowHeights: [ItemID: RowHeight] = [:],
    measure: RowMeasure? = nil
  ) {
    self.init(
      storing: controller, metrics: metrics, width: width, viewportHeight: viewportHeight,
      sectionMetrics: sectionMetrics, rowHeights: rowHeights, measure: measure,
      update: { $0.performDataUpdate(to: $1) })
    installHeightFunction()
  }

  /// Creates a layout and its list controller for `snapshot`, at the top of its content.
  ///
  /// The visible rows are built once, with the layout's heights.
  ///
  /// - Parameters:
  ///   - snapshot: The data.
  ///   - expansion: The initial expansion state; IDs missing from `snapshot` are dropped.
  ///   - policy: How many items may be open at once.
  ///   - metrics: The sizes.
  ///   - width: The width rows are measured at.
  ///   - viewportHeight: The visible height.
  ///   - sectionMetrics: Overrides by section ID.
  ///   - rowHeights: Overrides for item rows, by item ID.
  ///   - measure: Measures self-sizing rows (see ``textMeasure(_:text:)``).
  /// - Complexity: O(*v*) for *v* visible elements. Inlinable, so the build runs specialized for
  ///   the caller's types.
  @inlinable
  public init(
    snapshot: Controller.ListSnapshot, expansion: Controller.Expansion = Controller.Expansion(),
    policy: ExpansionPolicy = .independent, metrics: LayoutMetrics, width: Double,
    viewportHeight: Double, sectionMetrics: [SectionID: SectionMetrics] = [:],
    rowHeights: [ItemID: RowHeight] = [:], measure: RowMeasure? = nil
  ) {
    let resolver = LayoutResolver<SectionID, ItemID, Content>(
      metrics: metrics, sectionMetrics: sectionMetrics, rowHeights: rowHeights)
    let controller = Controller(
      snapshot: snapshot, expansion: expansion, policy: policy,
      height: { element, snapshot in resolver.estimatedHeight(of: element, in: snapshot) })
    self.init(
      storing: controller, metrics: metrics, width: width, viewportHeight: viewportHeight,
      sectionMetrics: sectionMetrics, rowHeights: rowHeights, measure: measure,
      update: { $0.performDataUpdate(to: $1) })
  }

  /// Stores the parts of a layout whose controller already has the layout's heights.
  @usableFromInline
  init(
    storing controller: Controller, metrics: LayoutMetrics, width: Double, viewportHeight: Double,
    sectionMetrics: [SectionID: SectionMetrics], rowHeights: [ItemID: RowHeight],
    measure: RowMeasure?, update: @escaping DataUpdate
  ) {
    self.controller = controller
    self.specializedUpdate = update
    self.metrics = metrics
    self.sectionMetrics = sectionMetrics
    self.rowHeights = rowHeights
    self.width = width
    self.viewportHeight = viewportHeight
    self.contentOffset = -metrics.contentInsets.top
    self.measure = measure
    self.cache = RowHeightCache()
  }

  /// A row measure that computes heights from each row's text.
  ///
  /// - Parameters:
  ///   - sizing: The padding, line limit and measurer.
  ///   - text: The text a row of the given kind shows for its content.
  /// - Returns: A measure for ``init(controller:metrics:width:viewportHeight:sectionMetrics:rowHeights:measure:)``.
  /// - Complexity: O(1); each measurement costs one call of the measurer.
  public static func textMeasure(
    _ sizing: TextRowSizing,
    text: @escaping @Sendable (_ content: Content, _ kind: VisibleElement.Kind) -> String
  ) -> RowMeasure {
    { content, kind, width in sizing.height(of: text(content, kind), rowWidth: width) }
  }

  // MARK: Configuration

  /// Replaces the metrics and overrides, and recomputes every visible element's height (measured
  /// rows keep their cached heights).
  ///
  /// - Complexity: O(*v*) for *v* visible elements.
  public mutating func setMetrics(
    _ metrics: LayoutMetrics, sectionMetrics: [SectionID: SectionMetrics]? = nil,
    rowHeights: [ItemID: RowHeight]? = nil
  ) {
    let anchor = anchor()
    // With no element to anchor to (an empty list), a view at the top still stays at the top.
    let wasAtTop = contentOffset <= -self.metrics.contentInsets.top
    self.metrics = metrics
    if let sectionMetrics { self.sectionMetrics = sectionMetrics }
    if let rowHeights { self.rowHeights = rowHeights }
    installHeightFunction()
    contentOffset =
      anchor == nil && wasAtTop
      ? -metrics.contentInsets.top : contentOffset(restoring: anchor)
  }

  /// Gives the controller the layout's height function, then rebuilds the visible rows with the
  /// cached heights of measured rows.
  @inlinable
  mutating func installHeightFunction() {
    let resolver = self.resolver
    modifyController {
      $0.setHeightFunction { element, snapshot in
        resolver.estimatedHeight(of: element, in: snapshot)
      }
    }
    rebuildWithCachedHeights()
  }

  /// Rebuilds the visible rows, giving measured rows their cached height at the current width.
  ///
  /// - Complexity: O(*v*) for *v* visible elements.
  @inlinable
  mutating func rebuildWithCachedHeights() {
    guard !cache.entries.isEmpty else { return }
    let layout = self
    // Built through the controller's own rules, so that a filter, status rows and details that
    // open apart are kept.
    modifyController {
      $0.rebuildRows { element, snapshot in
        layout.cachedHeight(of: element)
          ?? layout.resolver.estimatedHeight(of: element, in: snapshot)
      }
    }
  }

  /// The metrics and overrides, as one value that closures can capture.
  @inlinable
  var resolver: LayoutResolver<SectionID, ItemID, Content> {
    LayoutResolver(metrics: metrics, sectionMetrics: sectionMetrics, rowHeights: rowHeights)
  }

  // MARK: Heights of single elements

  /// The cache key of a row or detail element.
  @inlinable
  func cacheKey(of element: VisibleElement) -> RowHeightCache<ItemID, Content>.Key {
    RowHeightCache.Key(
      id: controller.snapshot.nodes[element.index].id, isDetail: element.kind == .detail)
  }

  /// Sets the width rows are measured at.
  @usableFromInline
  mutating func assignWidth(_ newWidth: Double) {
    width = newWidth
  }

  /// Sets the height of the element at `position` in the visible rows.
  ///
  /// - Returns: The element as it was before.
  @usableFromInline @discardableResult
  mutating func setElementHeight(_ height: Double, atPosition position: Int) -> VisibleElement {
    controller.rows.setHeight(height, atPosition: position)
  }

  /// The cached height of a measured row at the current width, or `nil`.
  @inlinable
  func cachedHeight(of element: VisibleElement) -> Double? {
    guard element.isRow,
      case .measured = resolver.rowHeight(of: element, in: controller.snapshot)
    else { return nil }
    let content = controller.snapshot.nodes[element.index].content
    return cache.height(for: cacheKey(of: element), content: content, width: width)
  }

  /// Gives the element at `position` its real height if it is a measured row still on its
  /// estimate (or on a height from another width): from the cache, else from the row measure.
  ///
  /// - Returns: Whether the element's height changed.
  /// - Complexity: O(log *n*) plus at most one measurement.
  @inlinable @discardableResult
  mutating func resolveHeight(atPosition position: Int) -> Bool {
    let element = controller.rows.elements[position]
    guard let height = resolvedHeight(of: element) else { return false }
    guard height != element.height else { return false }
    setElementHeight(height, atPosition: position)
    return true
  }

  /// The real height of `element` when it is a measured row that can be measured, measuring and
  /// caching it if needed; `nil` for every other element.
  @inlinable
  mutating func resolvedHeight(of element: VisibleElement) -> Double? {
    guard element.isRow,
      case .measured = resolver.rowHeight(of: element, in: controller.snapshot)
    else { return nil }
    let content = controller.snapshot.nodes[element.index].content
    let key = cacheKey(of: element)
    if let cached = cache.height(for: key, content: content, width: width) { return cached }
    guard let measure else { return nil }
    let height = measure(content, element.kind, width)
    cache.store(height, for: key, content: content, width: width)
    return height
  }
}
