extension ListLayout {
  /// The height of all the content (insets excluded): measured heights so far plus estimates for
  /// the rest, as `contentSize.height`.
  ///
  /// - Complexity: O(1).
  @inlinable
  public var contentHeight: Double { controller.rows.totalHeight }

  /// The frame of the element at `position` of the visible sequence; for a header, without the
  /// spacing and padding above it.
  ///
  /// - Precondition: `position` is in `0..<controller.rows.elements.count`.
  /// - Complexity: O(log *n*) for *n* visible elements.
  @inlinable
  public func frame(atPosition position: Int) -> LayoutFrame {
    let elements = controller.rows.elements
    precondition(
      position >= 0 && position < elements.count,
      "position \(position) not in 0..<\(elements.count)")
    let element = elements[position]
    let minY = elements.summary(upTo: position).height
    return frame(of: element, slotMinY: minY)
  }

  /// The frame of the row at `indexPath`.
  ///
  /// - Precondition: `indexPath` names an existing row.
  /// - Complexity: O(log *n*) for *n* visible elements.
  @inlinable
  public func frame(at indexPath: ListIndexPath) -> LayoutFrame {
    let (position, before) = seekRow(at: indexPath)
    return LayoutFrame(minY: before.height, height: controller.rows.elements[position].height)
  }

  /// The frame of section `section`'s header (zero height when it has none).
  ///
  /// - Precondition: `section` is in `0..<controller.numberOfSections`.
  /// - Complexity: O(log *n*) for *n* visible elements.
  @inlinable
  public func frame(ofHeaderInSection section: Int) -> LayoutFrame {
    checkSection(section)
    return frame(atPosition: controller.rows.headerPosition(ofSection: section))
  }

  /// The frame of section `section`'s footer (zero height when it has none).
  ///
  /// - Precondition: `section` is in `0..<controller.numberOfSections`.
  /// - Complexity: O(log *n*) for *n* visible elements.
  @inlinable
  public func frame(ofFooterInSection section: Int) -> LayoutFrame {
    checkSection(section)
    return frame(atPosition: controller.rows.footerPosition(ofSection: section))
  }

  /// The extent of section `section`, from the top of its header slot (spacing and padding
  /// included) to the bottom of its footer.
  ///
  /// - Precondition: `section` is in `0..<controller.numberOfSections`.
  /// - Complexity: O(log *n*) for *n* visible elements.
  public func frame(ofSection section: Int) -> LayoutFrame {
    checkSection(section)
    let rows = controller.rows
    let start = rows.elements.summary(upTo: rows.headerPosition(ofSection: section)).height
    let end = rows.elements.summary(upTo: rows.footerPosition(ofSection: section) + 1).height
    return LayoutFrame(minY: start, height: end - start)
  }

  /// The element whose frame contains offset `y`, or `nil` in the space above a header, outside
  /// the content, or on a zero-height element.
  ///
  /// - Complexity: O(log *n*) for *n* visible elements.
  @inlinable
  public func element(atOffset y: Double) -> LayoutElement? {
    let elements = controller.rows.elements
    guard y >= 0 else { return nil }
    let (position, before) = elements.seek { $0.height > y }
    guard position < elements.count else { return nil }
    let element = elements[position]
    let frame = frame(of: element, slotMinY: before.height)
    guard y >= frame.minY else { return nil }
    let section = before.sections - (element.kind == .header ? 0 : 1)
    var indexPath: ListIndexPath?
    if element.isRow {
      let header = controller.rows.headerPosition(ofSection: section)
      indexPath = ListIndexPath(section: section, row: position - header - 1)
    }
    return LayoutElement(
      position: position, element: element, section: section, indexPath: indexPath, frame: frame)
  }

  /// The elements whose frames intersect the band from `minY` up to `minY + height`, in order.
  ///
  /// An element intersects when its frame's top is below `minY + height` and its bottom above
  /// `minY` (the slot of a header counts, so the space above a header lists it). Zero-height
  /// elements strictly inside the band are listed too.
  ///
  /// - Complexity: O(log *n* + *k*) for *n* visible elements and *k* listed.
  @inlinable
  public func elements(inBandFrom minY: Double, height: Double) -> [LayoutElement] {
    let rows = controller.rows
    let elements = rows.elements
    guard height > 0 else { return [] }
    let end = minY + height
    let (start, before) = elements.seek { $0.height > minY }
    guard start < elements.count else { return [] }
    var result: [LayoutElement] = []
    var slotMinY = before.height
    var section = before.sections - 1
    var row = 0
    if elements[start].kind != .header {
      row = start - rows.headerPosition(ofSection: section) - 1
    }
    var position = start
    for element in elements.elements(in: start..<elements.count) {
      if slotMinY >= end { break }
      var indexPath: ListIndexPath?
      switch element.kind {
      case .header:
        section += 1
        row = 0
      case .row, .detail, .status:
        indexPath = ListIndexPath(section: section, row: row)
        row += 1
      case .footer:
        break
      }
      result.append(
        LayoutElement(
          position: position, element: element, section: section, indexPath: indexPath,
          frame: frame(of: element, slotMinY: slotMinY)))
      slotMinY += element.height
      position += 1
    }
    return result
  }

  /// The elements that intersect the viewport, with heights as they stand.
  ///
  /// The viewport is the band from ``contentOffset`` of ``viewportHeight``;
  /// ``layoutViewport()`` measures its rows first.
  ///
  /// - Complexity: O(log *n* + *k*) for *n* visible elements and *k* listed.
  @inlinable
  public var elementsInViewport: [LayoutElement] {
    elements(inBandFrom: contentOffset, height: viewportHeight)
  }

  /// The frame of `element` whose slot starts at `slotMinY`.
  @inlinable
  func frame(of element: VisibleElement, slotMinY: Double) -> LayoutFrame {
    guard element.kind == .header else {
      return LayoutFrame(minY: slotMinY, height: element.height)
    }
    let lead = Swift.min(
      element.height, resolver.headerLead(ofSection: element.index, in: controller.snapshot))
    return LayoutFrame(minY: slotMinY + lead, height: element.height - lead)
  }

  /// The position of the row at `indexPath` and the summary of the elements before it: one seek
  /// for the section's header, one for the row.
  @inlinable
  internal func seekRow(at indexPath: ListIndexPath) -> (position: Int, before: VisibleSummary) {
    let elements = controller.rows.elements
    checkSection(indexPath.section)
    let section = indexPath.section
    let rowsBefore = elements.seek { $0.sections > section }.before.rows
    let target = rowsBefore + indexPath.row
    let found = elements.seek { $0.rows > target }
    // The row lies in the section when exactly `section + 1` headers precede it.
    guard indexPath.row >= 0, found.position < elements.count, found.before.sections == section + 1
    else {
      preconditionFailure(
        "row \(indexPath.row) not in 0..<\(controller.rows.rowCount(inSection: section)), "
          + "section \(section)")
    }
    return found
  }

  @inlinable
  internal func checkSection(_ section: Int) {
    precondition(
      section >= 0 && section < controller.rows.sectionCount,
      "section \(section) not in 0..<\(controller.rows.sectionCount)")
  }
}
