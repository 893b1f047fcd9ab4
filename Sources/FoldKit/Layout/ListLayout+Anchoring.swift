extension ListLayout {
  /// An element held still on screen across a change: which element, and how far its top sat
  /// from the top of the viewport.
  ///
  /// Capture an anchor before a change (``anchor(atOffset:)`` or ``anchor(at:)``), make the
  /// change, then ask ``contentOffset(restoring:)`` for the offset that puts the element back.
  /// The layout's own editing methods do this for you.
  public struct Anchor: Sendable, Hashable {
    /// What the anchor is, by identity, so it survives index changes and new snapshots.
    public enum Target: Sendable, Hashable {
      /// A section's header.
      case header(SectionID)
      /// A section's footer.
      case footer(SectionID)
      /// An item's row.
      case row(ItemID)
      /// An item's detail row.
      case detail(ItemID)
      /// The loading or error row beneath an item.
      case status(ItemID)
    }

    /// The element held still.
    public var target: Target
    /// The top of the element's slot minus the content offset (negative when it starts above
    /// the viewport's top).
    public var distance: Double
    /// Whether the view was at the top of its content; it then stays at the top.
    public var isAtTop: Bool
    /// The element's ordering key, to find where it was if it disappears.
    @usableFromInline var key: VisibleKey

    @usableFromInline
    init(target: Target, distance: Double, isAtTop: Bool, key: VisibleKey) {
      self.target = target
      self.distance = distance
      self.isAtTop = isAtTop
      self.key = key
    }
  }

  /// The anchor at the first element visible from `offset` (by default ``contentOffset``), or
  /// `nil` if the content ends above it.
  ///
  /// The first visible element is the first whose slot ends below `offset` (zero-height elements
  /// are skipped unless nothing taller precedes them).
  ///
  /// - Complexity: O(log *n*) for *n* visible elements.
  @inlinable
  public func anchor(atOffset offset: Double? = nil) -> Anchor? {
    let offset = offset ?? contentOffset
    let elements = controller.rows.elements
    let (position, before) = elements.seek { $0.height > offset }
    guard position < elements.count else { return nil }
    return makeAnchor(
      elements[position], slotMinY: before.height, offset: offset,
      isAtTop: offset <= -metrics.contentInsets.top)
  }

  /// The anchor at the row at `indexPath`, seen from ``contentOffset``.
  ///
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: O(log *n*) for *n* visible elements.
  public func anchor(at indexPath: ListIndexPath) -> Anchor {
    anchor(atPosition: controller.rows.position(of: indexPath))
  }

  /// The anchor at the element at `position`, seen from ``contentOffset``.
  ///
  /// - Complexity: O(log *n*) for *n* visible elements.
  public func anchor(atPosition position: Int) -> Anchor {
    let elements = controller.rows.elements
    return makeAnchor(
      elements[position], slotMinY: elements.summary(upTo: position).height,
      offset: contentOffset, isAtTop: contentOffset <= -metrics.contentInsets.top)
  }

  /// The content offset that puts `anchor`'s element back where it was on screen, clamped.
  ///
  /// The new offset is the element's new slot top minus the anchor's distance: every height
  /// change above the element (rows shown or hidden, rows measured, a new width) moves the
  /// offset by the same amount, and changes below it move nothing. A view that was at the top
  /// stays at the top. If the element is gone (its rows were hidden), the element that now
  /// follows the place it had is put at the top of the viewport. The result is clamped as in
  /// ``clampedContentOffset(_:)``.
  ///
  /// - Parameter anchor: The anchor taken before the change; `nil` keeps ``contentOffset``.
  /// - Returns: The content offset to show.
  /// - Complexity: O(log *n*) for *n* visible elements.
  @inlinable
  public func contentOffset(restoring anchor: Anchor?) -> Double {
    guard let anchor else { return clampedContentOffset(contentOffset) }
    if anchor.isAtTop { return -metrics.contentInsets.top }
    let elements = controller.rows.elements
    let offset: Double
    if let position = position(of: anchor.target) {
      offset = elements.summary(upTo: position).height - anchor.distance
    } else {
      let key = successorKey(of: anchor)
      offset = elements.seek { $0.maxFullKey >= key }.before.height
    }
    return clampedContentOffset(offset)
  }

  /// `offset` clamped to the scrollable range, as `UIScrollView` clamps: from `-inset.top` to
  /// `contentHeight + inset.bottom - viewportHeight`, or `-inset.top` when the content is shorter.
  ///
  /// - Complexity: O(1).
  @inlinable
  public func clampedContentOffset(_ offset: Double) -> Double {
    let insets = metrics.contentInsets
    let lowest = -insets.top
    let highest = Swift.max(lowest, contentHeight + insets.bottom - viewportHeight)
    return Swift.min(Swift.max(offset, lowest), highest)
  }

  // MARK: Finding anchors

  @inlinable
  func makeAnchor(_ element: VisibleElement, slotMinY: Double, offset: Double, isAtTop: Bool)
    -> Anchor
  {
    let snapshot = controller.snapshot
    let target: Anchor.Target
    switch element.kind {
    case .header: target = .header(snapshot.sections[element.index].id)
    case .footer: target = .footer(snapshot.sections[element.index].id)
    case .row: target = .row(snapshot.nodes[element.index].id)
    case .detail: target = .detail(snapshot.nodes[element.index].id)
    case .status: target = .status(snapshot.nodes[element.index].id)
    }
    return Anchor(
      target: target, distance: slotMinY - offset, isAtTop: isAtTop, key: element.fullKey)
  }

  /// The position of `target` in the visible sequence, or `nil` if it is not visible.
  @inlinable
  func position(of target: Anchor.Target) -> Int? {
    let snapshot = controller.snapshot
    let rows = controller.rows
    switch target {
    case .header(let id):
      return snapshot.sectionIndex(of: id).map { rows.headerPosition(ofSection: $0) }
    case .footer(let id):
      return snapshot.sectionIndex(of: id).map { rows.footerPosition(ofSection: $0) }
    case .row(let id):
      return snapshot.nodeIndex(of: id).flatMap { rows.position(ofNode: $0, in: snapshot) }
    case .detail(let id):
      return snapshot.nodeIndex(of: id).flatMap {
        rows.position(ofNode: $0, kind: .detail, in: snapshot)
      }
    case .status(let id):
      return snapshot.nodeIndex(of: id).flatMap {
        rows.position(ofNode: $0, kind: .status, in: snapshot)
      }
    }
  }

  /// The ordering key the anchor's element has now (or had, if its item is gone): the first
  /// visible element with a key at least this one follows the place the anchor had.
  @inlinable
  func successorKey(of anchor: Anchor) -> VisibleKey {
    let snapshot = controller.snapshot
    let node: Int?
    let kind: VisibleElement.Kind
    switch anchor.target {
    case .row(let id):
      node = snapshot.nodeIndex(of: id)
      kind = .row
    case .detail(let id):
      node = snapshot.nodeIndex(of: id)
      kind = .detail
    case .status(let id):
      node = snapshot.nodeIndex(of: id)
      kind = .status
    case .header, .footer:
      return anchor.key
    }
    guard let node else { return anchor.key }
    return snapshot.elementKey(kind, node: node)
  }
}
