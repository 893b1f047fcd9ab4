/// What a change made through a ``ListLayout`` did: the batch update and where the view goes.
public struct LayoutUpdate: Sendable, Hashable {
  /// The batch update for the table view.
  public var changeset: Changeset
  /// The content offset that keeps the anchor still (already stored in the layout): set it
  /// without animation together with the batch update.
  public var contentOffset: Double

  /// Creates an update.
  ///
  /// - Complexity: O(1).
  public init(changeset: Changeset, contentOffset: Double) {
    self.changeset = changeset
    self.contentOffset = contentOffset
  }
}

/// The outcome of showing new data: the staged batch updates and the content offset after them.
public struct LayoutDataUpdate<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: Sendable {
  /// The batch updates to apply in order, each with the data to show while it applies.
  public var stages: StagedChangeset<ListController<SectionID, ItemID, Content>.VisibleModel>
  /// The content offset that keeps the first visible row in place.
  public var contentOffset: Double

  @inlinable
  init(
    stages: StagedChangeset<ListController<SectionID, ItemID, Content>.VisibleModel>,
    contentOffset: Double
  ) {
    self.stages = stages
    self.contentOffset = contentOffset
  }
}

/// What selecting through a ``ListLayout`` did: the controller's outcome plus the offsets.
public struct LayoutSelection<ItemID: Hashable & Sendable>: Sendable {
  /// What the list controller decided: the action, batch update, scroll request, announcement.
  public var outcome: SelectionOutcome<ItemID>
  /// The content offset that keeps the selected row (or the first visible element) still.
  public var contentOffset: Double
  /// Where to scroll afterwards when ``SelectionOutcome/scroll`` asks for it, else `nil`.
  public var targetOffset: Double?

  /// Creates a selection result.
  ///
  /// - Complexity: O(1).
  public init(outcome: SelectionOutcome<ItemID>, contentOffset: Double, targetOffset: Double?) {
    self.outcome = outcome
    self.contentOffset = contentOffset
    self.targetOffset = targetOffset
  }
}

extension ListLayout {
  /// Makes a change to the controller and keeps `anchor` (by default the first visible element)
  /// still on screen.
  ///
  /// Rows that appear get their cached height when they were measured before at this width with
  /// the same content, else their estimate. A changeset that replaces sections (a new snapshot)
  /// rebuilds every height from the cache.
  ///
  /// ```swift
  /// let update = layout.perform { $0.toggle(id) }
  /// ```
  ///
  /// - Parameters:
  ///   - anchor: The element to hold still, taken before the change; `nil` takes the first
  ///     visible element.
  ///   - body: The change; returns its batch update.
  /// - Returns: The batch update and the anchored content offset.
  /// - Complexity: The cost of `body`, plus O(*k* log *n*) for *k* rows inserted (O(*v*) for a
  ///   new snapshot).
  @discardableResult
  public mutating func perform(
    anchor: Anchor? = nil, _ body: (inout Controller) -> Changeset
  ) -> LayoutUpdate {
    let anchor = anchor ?? self.anchor()
    let changeset = body(&controller)
    applyCachedHeights(after: changeset)
    contentOffset = contentOffset(restoring: anchor)
    return LayoutUpdate(changeset: changeset, contentOffset: contentOffset)
  }

  /// Toggles the item with `id`; see ``ListController/toggle(_:origin:)``.
  ///
  /// - Complexity: O(log *n* + *k* log *n*) for *k* rows shown or hidden.
  @discardableResult
  public mutating func toggle(_ id: ItemID, origin: ExpansionOrigin = .user) -> LayoutUpdate {
    perform { $0.toggle(id, origin: origin) }
  }

  /// Hides or shows section `section`'s rows; see ``ListController/setCollapsed(_:section:)``.
  ///
  /// - Complexity: O(log *n* + *k* log *n*) for *k* rows shown or hidden.
  @discardableResult
  public mutating func setCollapsed(_ collapsed: Bool, section: Int) -> LayoutUpdate {
    perform { $0.setCollapsed(collapsed, section: section) }
  }

  /// Shows a new snapshot; see ``ListController/update(to:)``.
  ///
  /// Cached heights stay valid for items whose content is unchanged, and the first visible row
  /// keeps its place on screen.
  ///
  /// - Returns: The staged batch updates, and the content offset after the last stage.
  /// - Complexity: Expected O(*v* + *m* log *m*) for *v* visible elements (see
  ///   ``ListController/update(to:)``).
  @inlinable @discardableResult
  public mutating func update(to snapshot: Controller.ListSnapshot) -> LayoutDataUpdate<
    SectionID, ItemID, Content
  > {
    let update = specializedUpdate
    return update(&self, snapshot)
  }

  /// The body of ``update(to:)``, inlined into the closure each initializer stores.
  @inlinable
  mutating func performDataUpdate(to snapshot: Controller.ListSnapshot) -> LayoutDataUpdate<
    SectionID, ItemID, Content
  > {
    let anchor = anchor()
    // Inlined into the caller, the controller's update (and its diff) runs specialized.
    let stages = modifyController { $0.update(to: snapshot) }
    finishDataUpdate(restoring: anchor)
    return LayoutDataUpdate(stages: stages, contentOffset: contentOffset)
  }

  /// Runs `body` on the controller.
  @usableFromInline
  mutating func modifyController<Result>(_ body: (inout Controller) -> Result) -> Result {
    body(&controller)
  }

  /// Gives measured rows their cached heights again and keeps `anchor` still.
  @inlinable
  mutating func finishDataUpdate(restoring anchor: Anchor?) {
    rebuildWithCachedHeights()
    contentOffset = contentOffset(restoring: anchor)
  }

  /// Selects the row at `indexPath`; see ``ListController/select(at:)``.
  ///
  /// The selected row stays still on screen when it is in the viewport (else the first visible
  /// element does). When the outcome asks to scroll, ``LayoutSelection/targetOffset`` is the
  /// offset to scroll to, found after measuring around the target (``prepareScroll(to:)``).
  ///
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: As ``ListController/select(at:)`` plus O(*k* log *n*) for *k* rows shown.
  public mutating func select(at indexPath: ListIndexPath) -> LayoutSelection<ItemID> {
    let anchor = anchorPreferring(controller.rows.position(of: indexPath))
    var outcome: SelectionOutcome<ItemID>?
    perform(anchor: anchor) { controller in
      let result = controller.select(at: indexPath)
      outcome = result
      return result.changeset
    }
    return finishSelection(outcome, anchor: anchor)
  }

  /// Selects section `section`'s header; see ``ListController/selectHeader(ofSection:)``.
  ///
  /// - Precondition: `section` is in `0..<controller.numberOfSections`.
  /// - Complexity: As ``ListController/selectHeader(ofSection:)`` plus O(*k* log *n*).
  public mutating func selectHeader(ofSection section: Int) -> LayoutSelection<ItemID> {
    checkSection(section)
    let anchor = anchorPreferring(controller.rows.headerPosition(ofSection: section))
    var outcome: SelectionOutcome<ItemID>?
    perform(anchor: anchor) { controller in
      let result = controller.selectHeader(ofSection: section)
      outcome = result
      return result.changeset
    }
    return finishSelection(outcome, anchor: anchor)
  }

  // MARK: Helpers

  /// The anchor at `position` when its element intersects the viewport, else the first visible.
  func anchorPreferring(_ position: Int) -> Anchor? {
    let elements = controller.rows.elements
    let minY = elements.summary(upTo: position).height
    let maxY = minY + elements[position].height
    if minY < contentOffset + viewportHeight && maxY > contentOffset && viewportHeight > 0 {
      return anchor(atPosition: position)
    }
    return anchor()
  }

  mutating func finishSelection(_ outcome: SelectionOutcome<ItemID>?, anchor: Anchor?)
    -> LayoutSelection<ItemID>
  {
    guard let outcome else { preconditionFailure("the selection produced no outcome") }
    var target: Double?
    if let request = outcome.scroll {
      measureAround(controller.rows.position(of: request.indexPath))
      contentOffset = contentOffset(restoring: anchor)
      target = contentOffset(scrolling: request.indexPath, to: request.position)
    }
    return LayoutSelection(outcome: outcome, contentOffset: contentOffset, targetOffset: target)
  }

  /// Gives rows that appeared in `changeset` their cached heights.
  mutating func applyCachedHeights(after changeset: Changeset) {
    if !changeset.insertedSections.isEmpty || !changeset.deletedSections.isEmpty {
      rebuildWithCachedHeights()
      return
    }
    guard !cache.entries.isEmpty else { return }
    for path in changeset.insertedRows {
      let position = controller.rows.position(of: path)
      let element = controller.rows.elements[position]
      if let height = cachedHeight(of: element), height != element.height {
        controller.rows.setHeight(height, atPosition: position)
      }
    }
  }
}
