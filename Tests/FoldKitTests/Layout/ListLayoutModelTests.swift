import FoldKit
import FoldKitTestSupport
import Testing

/// Random sequences of toggles, section collapses, selections, scrolls, width and height changes
/// and new snapshots, checked after every step against `LayoutReference` (plain arrays of
/// heights and prefix sums): every height, the content height and offset, and queries of every
/// kind (frames, element at offset, elements in a band, scroll targets, anchors).
@Suite struct ListLayoutModelTests {
  @Test func randomOperationsMatchThePrefixSumReference() throws {
    let totalSteps = scaledStepCount("FOLDKIT_LAYOUT_STEPS", default: 3_000)
    let seeds: [UInt64] = [11, 12, 13, 14, 15, 16]
    let stepsPerSeed = max(1, totalSteps / seeds.count)
    for seed in seeds {
      try run(seed: seed, steps: stepsPerSeed)
    }
  }

  // MARK: Setup

  static func randomText(_ rng: inout SplitMix64) -> String {
    String(repeating: "a", count: Int.random(in: 0...60, using: &rng))
  }

  static func retext(_ items: [LayoutTestItem], _ rng: inout SplitMix64, fraction: Int)
    -> [LayoutTestItem]
  {
    items.map { item in
      var item = item
      if Int.random(in: 0..<100, using: &rng) < fraction { item.content = randomText(&rng) }
      item.children = retext(item.children, &rng, fraction: fraction)
      return item
    }
  }

  static func retext(_ sections: [LayoutTestSection], _ rng: inout SplitMix64, fraction: Int)
    -> [LayoutTestSection]
  {
    sections.map { section in
      var section = section
      section.items = retext(section.items, &rng, fraction: fraction)
      return section
    }
  }

  static func supplementary(_ rng: inout SplitMix64) -> SupplementaryHeight {
    switch Int.random(in: 0..<3, using: &rng) {
    case 0: return .zero
    case 1: return .fixed(Double(Int.random(in: 0...4, using: &rng)))
    default: return .automatic
    }
  }

  static func rowHeight(_ rng: inout SplitMix64) -> RowHeight {
    Int.random(in: 0..<3, using: &rng) == 0
      ? .fixed(Double(Int.random(in: 0...5, using: &rng)))
      : .measured(estimate: Double(Int.random(in: 1...4, using: &rng)))
  }

  static func metrics(_ rng: inout SplitMix64) -> LayoutMetrics {
    LayoutMetrics(
      style: Bool.random(using: &rng) ? .plain : .grouped, rowHeight: rowHeight(&rng),
      detailRowHeight: rowHeight(&rng), header: supplementary(&rng),
      footer: supplementary(&rng),
      automaticHeaderHeight: Double(Int.random(in: 0...4, using: &rng)),
      automaticFooterHeight: Double(Int.random(in: 0...3, using: &rng)),
      headerTopPadding: Double(Int.random(in: 0...3, using: &rng)),
      sectionSpacing: Double(Int.random(in: 0...3, using: &rng)),
      contentInsets: LayoutInsets(
        top: Double(Int.random(in: 0...5, using: &rng)),
        bottom: Double(Int.random(in: 0...5, using: &rng))),
      scrollOptions: ScrollOptions(
        revealsHeaderForFirstRow: Bool.random(using: &rng),
        revealsFooterForLastRow: Bool.random(using: &rng),
        avoidsPinnedHeader: Bool.random(using: &rng)))
  }

  // MARK: Run

  private func run(seed: UInt64, steps: Int) throws {
    var builder = RandomListBuilder(seed: seed)
    var rng = SplitMix64(seed: seed &* 0x5851_F42D)
    var sections = Self.retext(builder.sections(maxSections: 4), &rng, fraction: 100)
    let metrics = Self.metrics(&rng)
    var sectionMetrics: [Int: SectionMetrics] = [:]
    for index in 0..<4 where Bool.random(using: &rng) {
      sectionMetrics[1_000_000 + index] = SectionMetrics(
        header: Bool.random(using: &rng) ? Self.supplementary(&rng) : nil,
        footer: Bool.random(using: &rng) ? Self.supplementary(&rng) : nil,
        headerTopPadding: Bool.random(using: &rng)
          ? Double(Int.random(in: 0...3, using: &rng)) : nil,
        rowHeight: Bool.random(using: &rng) ? Self.rowHeight(&rng) : nil,
        detailRowHeight: Bool.random(using: &rng) ? Self.rowHeight(&rng) : nil)
    }
    var rowHeights: [Int: RowHeight] = [:]
    for id in 1...400 where Int.random(in: 0..<8, using: &rng) == 0 {
      rowHeights[id] = Self.rowHeight(&rng)
    }
    let width = Double(Int.random(in: 4...40, using: &rng))
    let viewportHeight = Double(Int.random(in: 0...40, using: &rng))
    let policy =
      [ExpansionPolicy.independent, .exclusiveInSection, .exclusiveInList].randomElement(
        using: &rng) ?? .independent
    var layout = TestLayout(
      controller: LayoutTestController(
        snapshot: try LayoutTestSnapshot(sections: sections), policy: policy),
      metrics: metrics, width: width, viewportHeight: viewportHeight,
      sectionMetrics: sectionMetrics, rowHeights: rowHeights,
      measure: TestLayout.textMeasure(LayoutReference.sizing) { content, _ in content })
    var reference = LayoutReference(
      metrics: metrics, sectionMetrics: sectionMetrics, rowHeights: rowHeights, width: width,
      viewportHeight: viewportHeight, offset: -metrics.contentInsets.top)
    reference.setSections(sections)
    reference.sync(layout.controller.expansion, rebuild: true)
    check(layout, reference, &rng, "seed \(seed), start")

    for step in 0..<steps {
      let choice = Int.random(in: 0..<100, using: &rng)
      let context = "seed \(seed), step \(step), choice \(choice)"
      let rowCount = layout.controller.rows.rowCount
      let sectionCount = layout.controller.numberOfSections
      switch choice {
      case 0..<15 where !reference.items.isEmpty:
        let id = reference.items.keys.sorted()[
          Int.random(in: 0..<reference.items.count, using: &rng)]
        let anchor = reference.anchor(at: reference.offset)
        let update = layout.toggle(id)
        reference.sync(layout.controller.expansion, rebuild: false)
        reference.offset = reference.restore(anchor) ?? layout.contentOffset
        #expect(update.contentOffset == reference.offset, "\(context)")
      case 15..<22 where sectionCount > 0:
        let section = Int.random(in: 0..<sectionCount, using: &rng)
        let anchor = reference.anchor(at: reference.offset)
        layout.setCollapsed(Bool.random(using: &rng), section: section)
        reference.sync(layout.controller.expansion, rebuild: false)
        reference.offset = reference.restore(anchor) ?? layout.contentOffset
      case 22..<34 where rowCount > 0:
        let path = randomPath(layout, &rng)
        let anchor = preferredAnchor(reference, reference.position(of: path))
        let selection = layout.select(at: path)
        try finishSelection(selection, anchor: anchor, &reference, layout, context)
      case 34..<38 where sectionCount > 0:
        let section = Int.random(in: 0..<sectionCount, using: &rng)
        let anchor = preferredAnchor(reference, reference.headerIndex(section))
        let selection = layout.selectHeader(ofSection: section)
        try finishSelection(selection, anchor: anchor, &reference, layout, context)
      case 38..<55:
        let y = Double(
          Int.random(
            in: -Int(metrics.contentInsets.top) - 3...Int(reference.total) + 3, using: &rng))
        layout.contentOffset = y
        reference.offset = y
        let laid = layout.layoutViewport()
        let expected = reference.layoutViewport()
        #expect(laid.map(\.position) == expected, "\(context)")
      case 55..<63:
        let newWidth = Double(Int.random(in: 4...40, using: &rng))
        layout.setWidth(newWidth)
        reference.width = newWidth
        _ = reference.layoutViewport()
      case 63..<70 where rowCount > 0:
        let path = randomPath(layout, &rng)
        let height = Double(Int.random(in: 0...12, using: &rng))
        let anchor = reference.anchor(at: reference.offset)
        layout.setHeight(height, forRowAt: path)
        let position = reference.position(of: path)
        if case .measured = reference.rowHeight(reference.elements[position].identity) {
          reference.store(height, for: reference.elements[position].identity)
        }
        reference.elements[position].height = height
        reference.offset = reference.restore(anchor) ?? layout.contentOffset
      case 70..<78 where rowCount > 0:
        let path = randomPath(layout, &rng)
        let position = allScrollPositions.randomElement(using: &rng) ?? .top
        let target = layout.prepareScroll(to: ScrollRequest(indexPath: path, position: position))
        let anchor = reference.anchor(at: reference.offset)
        reference.measureAround(reference.position(of: path))
        reference.offset = reference.restore(anchor) ?? layout.contentOffset
        #expect(
          target == reference.scrollTarget(path, position, from: reference.offset), "\(context)")
      case 78..<84:
        let fresh = Int.random(in: 0..<4, using: &rng) == 0
        sections =
          fresh
          ? Self.retext(builder.sections(maxSections: 4), &rng, fraction: 100)
          : Self.retext(sections, &rng, fraction: 20)
        let anchor = reference.anchor(at: reference.offset)
        layout.update(to: try LayoutTestSnapshot(sections: sections))
        reference.setSections(sections)
        reference.sync(layout.controller.expansion, rebuild: true)
        reference.offset = reference.restore(anchor) ?? layout.contentOffset
      case 84..<88:
        let height = Double(Int.random(in: 0...40, using: &rng))
        layout.viewportHeight = height
        reference.viewportHeight = height
      case 88..<90:
        let expand = Bool.random(using: &rng)
        let anchor = reference.anchor(at: reference.offset)
        let update = layout.perform { expand ? $0.expandAll() : $0.collapseAll() }
        reference.sync(layout.controller.expansion, rebuild: false)
        reference.offset = reference.restore(anchor) ?? layout.contentOffset
        #expect(update.contentOffset == reference.offset, "\(context)")
      case 90..<95 where layout.controller.rows.elements.count > 0:
        let position = Int.random(in: 0..<layout.controller.rows.elements.count, using: &rng)
        let left = Bool.random(using: &rng)
        let anchor = reference.anchor(at: reference.offset)
        var focus = -1
        layout.perform { controller in
          let outcome =
            left
            ? controller.moveLeft(fromPosition: position)
            : controller.moveRight(fromPosition: position)
          focus = outcome.focus
          return outcome.changeset
        }
        reference.sync(layout.controller.expansion, rebuild: false)
        reference.offset = reference.restore(anchor) ?? layout.contentOffset
        // Keeping the focus visible: the element's nearest target, on the arrays.
        let target = layout.contentOffset(scrollingElementAt: focus, to: .nearest)
        #expect(target == referenceNearest(reference, focus), "\(context)")
      case 95..<98:
        let y = Double(Int.random(in: -10...Int(reference.total) + 10, using: &rng))
        checkFloatingHeader(layout, reference, y, context)
      default:
        continue
      }
      check(layout, reference, &rng, context)
    }
  }

  /// The nearest scroll target of any element: rows as `scrollTarget`, headers and footers by
  /// their frames.
  private func referenceNearest(_ reference: LayoutReference, _ position: Int) -> Double {
    let starts = reference.starts
    switch reference.elements[position].identity {
    case .row, .detail:
      var section = -1
      for index in 0...position {
        if case .header = reference.elements[index].identity { section += 1 }
      }
      let row = position - reference.headerIndex(section) - 1
      return reference.scrollTarget(
        ListIndexPath(section: section, row: row), .nearest, from: reference.offset)
    case .header, .footer:
      let frame = reference.frame(position, starts: starts)
      let insets = reference.metrics.contentInsets
      let current = reference.offset
      let height = reference.viewportHeight
      if frame.minY >= current + insets.top && frame.maxY <= current + height - insets.bottom {
        return current
      }
      let top = frame.minY - insets.top
      let bottom = frame.maxY - height + insets.bottom
      return reference.clamp(abs(top - current) <= abs(bottom - current) ? top : bottom)
    }
  }

  /// The plain style's floating header on the arrays: the section under the visible top, its
  /// header pinned there, pushed up by the section's end.
  private func checkFloatingHeader(
    _ layout: TestLayout, _ reference: LayoutReference, _ offset: Double, _ context: String
  ) {
    let actual = layout.floatingHeader(atOffset: offset)
    let top = offset + reference.metrics.contentInsets.top
    guard reference.metrics.style == .plain, top < reference.total, !reference.sections.isEmpty
    else {
      #expect(actual == nil, "floating at \(offset), \(context)")
      return
    }
    let starts = reference.starts
    var section = 0
    if top >= 0,
      let index = reference.elements.indices.first(where: {
        starts[$0] + reference.elements[$0].height > top
      })
    {
      section = -1
      for earlier in 0...index {
        if case .header = reference.elements[earlier].identity { section += 1 }
      }
    }
    let header = reference.headerIndex(section)
    let footer = reference.footerIndex(section)
    let natural = reference.frame(header, starts: starts)
    guard natural.height > 0 else {
      #expect(actual == nil, "floating at \(offset), \(context)")
      return
    }
    let end = starts[footer] + reference.elements[footer].height
    let minY = max(natural.minY, min(top, end - natural.height))
    #expect(actual?.position == header, "floating at \(offset), \(context)")
    #expect(actual?.frame == LayoutFrame(minY: minY, height: natural.height), "\(context)")
  }

  private func preferredAnchor(_ reference: LayoutReference, _ position: Int)
    -> LayoutReference.Anchor?
  {
    let starts = reference.starts
    let minY = starts[position]
    let maxY = minY + reference.elements[position].height
    let y = reference.offset
    if minY < y + reference.viewportHeight && maxY > y && reference.viewportHeight > 0 {
      return reference.anchor(position, from: y)
    }
    return reference.anchor(at: y)
  }

  private func finishSelection(
    _ selection: LayoutSelection<Int>, anchor: LayoutReference.Anchor?,
    _ reference: inout LayoutReference, _ layout: TestLayout, _ context: String
  ) throws {
    reference.sync(layout.controller.expansion, rebuild: false)
    reference.offset = reference.restore(anchor) ?? layout.contentOffset
    var target: Double?
    if let request = selection.outcome.scroll {
      reference.measureAround(reference.position(of: request.indexPath))
      reference.offset = reference.restore(anchor) ?? layout.contentOffset
      target = reference.scrollTarget(request.indexPath, request.position, from: reference.offset)
    }
    #expect(selection.contentOffset == reference.offset, "\(context)")
    #expect(selection.targetOffset == target, "\(context)")
  }

  private func randomPath(_ layout: TestLayout, _ rng: inout SplitMix64) -> ListIndexPath {
    let rows = layout.controller.rows
    let row = Int.random(in: 0..<rows.rowCount, using: &rng)
    let position = rows.elements.seek { $0.rows > row }.position
    return rows.indexPath(atPosition: position) ?? ListIndexPath(section: 0, row: 0)
  }

  // MARK: Checks

  private func identity(_ element: VisibleElement, _ layout: TestLayout) -> ReferenceIdentity {
    let snapshot = layout.controller.snapshot
    switch element.kind {
    case .header: return .header(snapshot.sections[element.index].id)
    case .footer: return .footer(snapshot.sections[element.index].id)
    // The layout model's lists load nothing on demand, so they have no status rows.
    case .row, .status: return .row(snapshot.nodes[element.index].id)
    case .detail: return .detail(snapshot.nodes[element.index].id)
    }
  }

  private func check(
    _ layout: TestLayout, _ reference: LayoutReference, _ rng: inout SplitMix64,
    _ context: String
  ) {
    layout.controller.rows.checkInvariants()
    let actual = Array(layout.controller.rows.elements)
    let expected = reference.elements
    guard actual.count == expected.count else {
      Issue.record("\(actual.count) elements, expected \(expected.count), \(context)")
      return
    }
    for (index, element) in actual.enumerated() {
      let want = expected[index]
      guard identity(element, layout) == want.identity, element.height == want.height else {
        let got = "\(identity(element, layout)) \(element.height)"
        Issue.record(
          "element \(index): \(got), expected \(want.identity) \(want.height), \(context)")
        return
      }
    }
    #expect(layout.contentHeight == reference.total, "\(context)")
    #expect(layout.contentOffset == reference.offset, "offset, \(context)")

    let starts = reference.starts
    for index in expected.indices {
      #expect(
        layout.frame(atPosition: index) == reference.frame(index, starts: starts), "\(context)")
    }
    let sectionCount = layout.controller.numberOfSections
    if sectionCount > 0 {
      let section = Int.random(in: 0..<sectionCount, using: &rng)
      #expect(
        layout.frame(ofHeaderInSection: section)
          == reference.frame(reference.headerIndex(section), starts: starts), "\(context)")
      #expect(
        layout.frame(ofFooterInSection: section)
          == reference.frame(reference.footerIndex(section), starts: starts), "\(context)")
    }

    // Element at offset: random points, element edges, outside the content.
    var points = (0..<4).map { _ in
      Double(Int.random(in: -3...Int(reference.total) + 3, using: &rng))
    }
    if !starts.isEmpty { points.append(starts[Int.random(in: 0..<starts.count, using: &rng)]) }
    points.append(reference.total)
    for y in points {
      let hit = layout.element(atOffset: y)
      let want = reference.element(atOffset: y)
      #expect(hit?.position == want, "element at \(y), \(context)")
      if let hit, let want {
        #expect(hit.frame == reference.frame(want, starts: starts), "\(context)")
        if hit.element.isRow {
          #expect(layout.controller.rows.indexPath(atPosition: want) == hit.indexPath, "\(context)")
        }
      }
    }

    // Elements in a band.
    let y = Double(Int.random(in: -5...Int(reference.total) + 5, using: &rng))
    let height = Double(Int.random(in: 0...30, using: &rng))
    let band = layout.elements(inBandFrom: y, height: height)
    #expect(band.map(\.position) == reference.band(y, height), "band \(y) \(height), \(context)")
    for laid in band {
      #expect(laid.frame == reference.frame(laid.position, starts: starts), "\(context)")
      if laid.element.isRow {
        #expect(
          layout.controller.rows.indexPath(atPosition: laid.position) == laid.indexPath,
          "\(context)")
      }
      #expect(layout.controller.rows.section(atPosition: laid.position) == laid.section)
    }

    // Scroll targets of every kind from a random offset.
    if layout.controller.rows.rowCount > 0 {
      let path = randomPath(layout, &rng)
      let from = Double(Int.random(in: -5...Int(reference.total) + 5, using: &rng))
      for position in allScrollPositions {
        #expect(
          layout.contentOffset(scrolling: path, to: position, from: from)
            == reference.scrollTarget(path, position, from: from),
          "scroll \(path) \(position) from \(from), \(context)")
      }
    }

    // An anchor taken and restored with no change in between keeps the offset (clamped).
    let anchor = layout.anchor()
    #expect(
      layout.contentOffset(restoring: anchor) == reference.clamp(layout.contentOffset)
        || (anchor?.isAtTop ?? false), "\(context)")
  }
}

let allScrollPositions: [ScrollPosition] = [.nearest, .top, .middle, .bottom]
