/// Resolves the metrics and overrides into the heights of single elements.
///
/// A header's slot in the visible rows holds, from the top, the section spacing (every section
/// but the first), the header top padding (only when the header has a height) and the header;
/// the layout subtracts the first two (the header's *lead*) to find the header's own frame.
@usableFromInline
struct LayoutResolver<
  SectionID: Hashable & Sendable, ItemID: Hashable & Sendable, Content: Equatable & Sendable
>: Sendable {
  @usableFromInline typealias ListSnapshot = Snapshot<SectionID, ItemID, Content>

  @usableFromInline var metrics: LayoutMetrics
  @usableFromInline var sectionMetrics: [SectionID: SectionMetrics]
  @usableFromInline var rowHeights: [ItemID: RowHeight]

  @usableFromInline
  init(
    metrics: LayoutMetrics, sectionMetrics: [SectionID: SectionMetrics],
    rowHeights: [ItemID: RowHeight]
  ) {
    self.metrics = metrics
    self.sectionMetrics = sectionMetrics
    self.rowHeights = rowHeights
  }

  /// The height of section `section`'s header itself (no spacing, no padding).
  @inlinable
  func headerHeight(ofSection section: Int, in snapshot: ListSnapshot) -> Double {
    let record = snapshot.sections[section]
    let height = sectionMetrics[record.id]?.header ?? metrics.header
    return Self.resolve(
      height, hasContent: record.header != nil, automatic: metrics.automaticHeaderHeight)
  }

  /// The height of section `section`'s footer.
  @inlinable
  func footerHeight(ofSection section: Int, in snapshot: ListSnapshot) -> Double {
    let record = snapshot.sections[section]
    let height = sectionMetrics[record.id]?.footer ?? metrics.footer
    return Self.resolve(
      height, hasContent: record.footer != nil, automatic: metrics.automaticFooterHeight)
  }

  /// The space in section `section`'s header slot above the header: spacing, then top padding.
  @inlinable
  func headerLead(ofSection section: Int, in snapshot: ListSnapshot) -> Double {
    let spacing = section > 0 ? metrics.sectionSpacing : 0
    guard headerHeight(ofSection: section, in: snapshot) > 0 else { return spacing }
    let padding =
      sectionMetrics[snapshot.sections[section].id]?.headerTopPadding ?? metrics.headerTopPadding
    return spacing + padding
  }

  /// How the height of a row or detail element is found.
  @inlinable
  func rowHeight(of element: VisibleElement, in snapshot: ListSnapshot) -> RowHeight {
    if sectionMetrics.isEmpty && rowHeights.isEmpty {
      return element.kind == .detail ? metrics.detailRowHeight : metrics.rowHeight
    }
    // Single fields are read in place: a copy of the node would copy its content too.
    let (section, id) = snapshot._nodes.withUnsafeBufferPointer { nodes in
      (Int(nodes[element.index]._section), nodes[element.index].id)
    }
    let overrides = sectionMetrics[snapshot._sections[section].id]
    if element.kind == .detail {
      return overrides?.detailRowHeight ?? metrics.detailRowHeight
    }
    if element.kind == .status {
      // A loading or error row is one line of the item's row height, never measured: its
      // text is not the item's content.
      return .fixed((overrides?.rowHeight ?? metrics.rowHeight).estimate)
    }
    return rowHeights[id] ?? overrides?.rowHeight ?? metrics.rowHeight
  }

  /// The height an element gets when it becomes visible: its slot for headers and footers, the
  /// fixed height or the estimate for rows.
  @inlinable
  func estimatedHeight(of element: VisibleElement, in snapshot: ListSnapshot) -> Double {
    switch element.kind {
    case .header:
      return headerLead(ofSection: element.index, in: snapshot)
        + headerHeight(ofSection: element.index, in: snapshot)
    case .footer:
      return footerHeight(ofSection: element.index, in: snapshot)
    case .row, .detail, .status:
      return rowHeight(of: element, in: snapshot).estimate
    }
  }

  @inlinable
  static func resolve(_ height: SupplementaryHeight, hasContent: Bool, automatic: Double) -> Double
  {
    switch height {
    case .zero: return 0
    case .fixed(let value): return value
    case .automatic: return hasContent ? automatic : 0
    }
  }
}
