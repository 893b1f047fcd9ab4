public import FoldKit

/// A list controller drawn in a terminal: selection, scrolling and row animations.
///
/// The table view holds no list logic: it asks its ``controller`` what to draw and forwards
/// input to it (`ListController.select(at:)`, `ListController.selectHeader(ofSection:)`,
/// `ListController.moveLeft(fromPosition:)`, `ListController.moveRight(fromPosition:)`). It
/// adds what belongs to a view: which element carries the selection, which lines are in view,
/// and how inserted and removed rows fade.
///
/// Geometry comes from the core's `ListLayout`: element frames, the viewport, scroll targets
/// and the anchor that keeps the first visible element still when rows appear, disappear or
/// re-wrap. One layout unit is one terminal line; rows are measured by the renderer when they
/// first come into view.
///
/// It is a pure value: ``handle(_:now:)`` applies an input event and ``render(into:at:now:)``
/// draws into a ``CellBuffer``, so tests drive it without a terminal. Time is passed in as a
/// `Duration` since any fixed origin; only animations read it.
public struct TableView<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: Sendable {
  /// The controller type the table view draws.
  public typealias Controller = ListController<SectionID, ItemID, Content>
  /// The renderer type the table view draws with.
  public typealias Renderer = TableRowRenderer<SectionID, ItemID, Content>

  /// The layout type that places the rows.
  public typealias Layout = ListLayout<SectionID, ItemID, Content>

  /// The geometry: the controller's rows with their heights, and the viewport.
  public internal(set) var layout: Layout {
    _read { yield _layout }
    _modify { yield &_layout }
  }
  /// The storage of ``layout``, which inlinable code changes in place.
  @usableFromInline var _layout: Layout
  /// Draws each element and says how tall it is.
  public private(set) var renderer: Renderer
  /// The size of the table's area, in columns and lines.
  public internal(set) var size: TerminalSize

  /// The position (in the visible sequence) of the element with the selection, if any.
  public internal(set) var selection: Int?
  /// How many lines the selection keeps from the top and bottom edges, when the list is taller
  /// than the view.
  public var scrollMargin: Int = 2
  /// Whether inserted rows fade in and removed rows fade out; off for plain output and tests of
  /// final states.
  public var animationsEnabled: Bool = true
  /// Lines the mouse wheel scrolls per notch.
  public var wheelStep: Int = 3

  /// How long a fade takes.
  public static var animationDuration: Duration { .milliseconds(150) }

  /// Rows fading in: their identity and when they appeared.
  var fadingIn: [TableElementID: Duration] = [:]
  /// Rows fading out, drawn from their last content until their fade ends.
  var ghosts: [TableGhost<SectionID, ItemID, Content>] = []
  /// The row flashing after a selection that changes nothing else, and when it started.
  var flash: (id: TableElementID, start: Duration)?
  /// The items drawn as being moved (``TableRowContext/isMoving``).
  public var movingItems: Set<ItemID> = []
  /// The most ancestor rows of the top row pinned at the top of the area while scrolling, under
  /// the header of the section they are in (`ListLayout.stickyAncestors(atOffset:limit:)`); 0
  /// pins none.
  ///
  /// Pinned rows cover the rows beneath them, above the selected row only (the selection is
  /// never hidden), and a click on one selects that ancestor.
  public var stickyAncestorLimit: Int = 0

  /// The list: data, expansion and visible rows.
  @inlinable public var controller: Controller { layout.controller }

  /// Creates a table view of `controller` in an area of `size`, with the selection on the first
  /// selectable element.
  ///
  /// The controller's height function is replaced by the layout's: headers and footers from the
  /// renderer's line counts, rows measured by `renderer.rowHeight` as they come into view.
  ///
  /// - Complexity: O(*v*) for *v* visible elements.
  public init(controller: Controller, renderer: Renderer, size: TerminalSize) {
    self.renderer = renderer
    self.size = size
    _layout = Self.makeLayout(controller, renderer: renderer, size: size)
    _ = layout.layoutViewport()
    selection = firstSelectable(from: 0, step: 1)
  }

  /// Creates a table view of `snapshot` in an area of `size`, with the selection on the first
  /// selectable element, building the controller and its layout in one pass.
  ///
  /// Equivalent to making a `ListController` and passing it to
  /// ``init(controller:renderer:size:)``, but the visible rows are built once, with the
  /// layout's heights, and the build is inlinable, so it runs specialized for the caller's types.
  ///
  /// - Parameters:
  ///   - snapshot: The data.
  ///   - expansion: The initial expansion state; IDs missing from `snapshot` are dropped.
  ///   - policy: How many items may be open at once.
  ///   - checks: The check marks, for a list with check boxes.
  ///   - renderer: Draws each element and says how tall it is.
  ///   - size: The table's area.
  /// - Complexity: O(*v*) for *v* visible elements.
  @inlinable
  public init(
    snapshot: Controller.ListSnapshot, expansion: Controller.Expansion = Controller.Expansion(),
    policy: ExpansionPolicy = .independent, checks: CheckTree<ItemID>? = nil,
    renderer: Renderer, size: TerminalSize
  ) {
    let layout = Layout(
      snapshot: snapshot, expansion: expansion, policy: policy,
      metrics: Self.metrics(for: renderer),
      width: Double(size.columns), viewportHeight: Double(size.rows),
      measure: Self.measure(for: renderer))
    self.init(laidOut: layout, checks: checks, renderer: renderer, size: size)
  }

  /// Takes a layout built with ``metrics(for:)`` and ``measure(for:)`` of `renderer`.
  @usableFromInline
  init(laidOut layout: Layout, checks: CheckTree<ItemID>?, renderer: Renderer, size: TerminalSize) {
    self.renderer = renderer
    self.size = size
    _layout = layout
    if let checks {
      self.layout.perform { controller in
        controller.checks = checks
        return Changeset()
      }
    }
    _ = self.layout.layoutViewport()
    selection = firstSelectable(from: 0, step: 1)
  }

  /// The metrics of a terminal list: one unit per line, no spacing, no floating headers.
  @usableFromInline
  static func metrics(for renderer: Renderer) -> LayoutMetrics {
    LayoutMetrics(
      style: .grouped, rowHeight: .measured(estimate: 1), detailRowHeight: .measured(estimate: 1),
      header: .automatic, footer: .automatic,
      automaticHeaderHeight: Double(max(0, renderer.headerHeight)),
      automaticFooterHeight: Double(max(0, renderer.footerHeight)), headerTopPadding: 0,
      sectionSpacing: 0)
  }

  /// A layout of `controller` measuring rows with `renderer` in an area of `size`.
  static func makeLayout(_ controller: Controller, renderer: Renderer, size: TerminalSize)
    -> Layout
  {
    Layout(
      controller: controller, metrics: metrics(for: renderer), width: Double(size.columns),
      viewportHeight: Double(size.rows), measure: measure(for: renderer))
  }

  /// The layout's row measure: the renderer's line count, one line for loading and error rows.
  @usableFromInline
  static func measure(for renderer: Renderer) -> Layout.RowMeasure {
    let rowHeight = renderer.rowHeight
    return { content, kind, width in
      kind == .status ? 1 : Double(max(0, rowHeight(content, kind, Int(width))))
    }
  }

  /// Replaces the renderer (for example because what rows show changed) and measures the rows
  /// in view again, keeping the first visible element in place unless that would hide the
  /// selection.
  ///
  /// - Complexity: O(*v*) for *v* visible elements.
  public mutating func setRenderer(_ renderer: Renderer) {
    let anchor = layout.anchor()
    let offset = layout.contentOffset
    self.renderer = renderer
    layout = Self.makeLayout(layout.controller, renderer: renderer, size: size)
    layout.contentOffset = offset
    layout.contentOffset = layout.contentOffset(restoring: anchor)
    _ = layout.layoutViewport()
    keepSelectionInView(useMargin: false)
  }

  /// Replaces the renderer with one that draws differently but measures every row as the
  /// current one does (a search highlight, say), so that no row is measured again.
  ///
  /// - Precondition: `renderer` gives every row the height the current renderer gives it.
  /// - Complexity: O(1).
  public mutating func setDrawing(_ renderer: Renderer) {
    self.renderer = renderer
  }

  /// Replaces the data with `snapshot` (no animation), keeping expansion, the first visible row
  /// in place and, when the selected item is still visible, the selection.
  ///
  /// - Complexity: O(*v*) for *v* visible elements.
  public mutating func apply(_ snapshot: Controller.ListSnapshot) {
    let selected = selection.map { controller.rows.elements[$0] }
    let selectedID =
      selected.map { element -> ItemID? in
        element.isRow ? controller.snapshot.nodes[element.index].id : nil
      } ?? nil
    fadingIn = [:]
    ghosts = []
    flash = nil
    layout.update(to: snapshot)
    if let id = selectedID, let path = controller.indexPath(of: id) {
      selection = controller.rows.position(of: path)
    } else {
      selection = firstSelectable(from: 0, step: 1)
    }
    keepSelectionInView()
  }

  /// Adds the sections and items `snapshot` holds beyond the current data at its end (no
  /// animation), leaving the rows shown, the expansion and the selection as they are (see
  /// ``ListLayout/append(extending:listingRows:)``).
  ///
  /// - Returns: Whether `snapshot` could be appended; when not, nothing changed: use
  ///   ``apply(_:)``.
  /// - Complexity: O(*s* + *k* + log *n*) for *s* sections and *k* new visible elements.
  @inlinable
  public mutating func append(extending snapshot: Controller.ListSnapshot) -> Bool {
    // A terminal redraws what it shows: the batch update's list of new rows is not needed.
    _layout.append(extending: snapshot, listingRows: false) != nil
  }

  /// Changes the controller directly (for example the expansion policy) without animation.
  ///
  /// - Complexity: That of `body`, plus O(log *n*).
  public mutating func updateController(_ body: (inout Controller) -> Void) {
    _ = layout.perform { controller in
      body(&controller)
      return Changeset()
    }
    if let selected = selection, selected >= controller.rows.elements.count {
      selection = firstSelectable(from: 0, step: 1)
    }
    keepSelectionInView()
  }

  /// Changes the controller directly without animation, keeping the selection on the element it
  /// was on (on the nearest selectable element when that one goes) and in view.
  ///
  /// - Complexity: That of `body`, plus O(log *n*).
  public mutating func updateKeepingSelection(_ body: (inout Controller) -> Void) {
    _ = perform(now: .zero) { controller in
      body(&controller)
      return Changeset()
    }
    keepSelectionInView()
  }

  /// Moves the selection to `position` and scrolls it into view.
  ///
  /// - Precondition: `position` is a selectable element (see ``isSelectable(_:)``).
  /// - Complexity: O(log *n*).
  public mutating func select(position: Int) {
    precondition(isSelectable(position), "element \(position) is not selectable")
    selection = position
    keepSelectionInView()
  }

  /// Whether the element at `position` can carry the selection: item rows that react to
  /// selection and headers of collapsible sections, when they are drawn (height above zero).
  ///
  /// - Complexity: O(log *n*).
  public func isSelectable(_ position: Int) -> Bool {
    guard position >= 0 && position < controller.rows.elements.count else { return false }
    let element = controller.rows.elements[position]
    guard element.height > 0 else { return false }
    switch element.kind {
    case .header: return controller.snapshot.sections[element.index].isCollapsible
    case .row: return controller.snapshot.nodes[element.index].behavior != .none
    case .status:
      return controller.loadFailure(of: controller.snapshot.nodes[element.index].id) != nil
    case .detail, .footer: return false
    }
  }

  /// The first selectable position at or after `start` walking by `step` (±1), or `nil`.
  ///
  /// - Complexity: O(*k* log *n*) for *k* elements walked.
  public func firstSelectable(from start: Int, step: Int) -> Int? {
    var position = start
    let count = controller.rows.elements.count
    while position >= 0 && position < count {
      if isSelectable(position) { return position }
      position += step
    }
    return nil
  }

  /// The item of the selected row, or `nil` when the selection is on a header or absent.
  ///
  /// - Complexity: O(log *n*).
  public var selectedItem: ItemID? {
    guard let selection else { return nil }
    let element = controller.rows.elements[selection]
    return element.isRow ? controller.snapshot.nodes[element.index].id : nil
  }

  /// Whether a fade or flash is running at `now`, so the host should draw again soon.
  ///
  /// - Complexity: O(*a*) for *a* running animations.
  public func isAnimating(at now: Duration) -> Bool {
    nextAnimationEnd(after: now) != nil
  }

  /// The earliest time after `now` at which a running fade or flash ends, or `nil` when none is
  /// running at `now`.
  ///
  /// A fade or flash looks the same from its start to its end, so a frame drawn at `now` stays
  /// right until then; a host that draws again at that time (and again while this returns a
  /// time) always shows each animation's final state.
  ///
  /// - Complexity: O(*a*) for *a* running animations.
  public func nextAnimationEnd(after now: Duration) -> Duration? {
    let length = Self.animationDuration
    var earliest: Duration?
    func consider(_ start: Duration) {
      let end = start + length
      if end > now, earliest.map({ end < $0 }) ?? true { earliest = end }
    }
    for ghost in ghosts { consider(ghost.start) }
    for start in fadingIn.values { consider(start) }
    if let flash { consider(flash.start) }
    return earliest
  }
}

extension TableView {
  /// Removes the selection (for static output).
  ///
  /// - Complexity: O(1).
  public mutating func clearSelection() {
    selection = nil
  }
}
