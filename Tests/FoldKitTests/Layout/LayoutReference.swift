import FoldKit

/// An element of the reference layout, by identity.
enum ReferenceIdentity: Hashable, CustomStringConvertible {
  case header(Int)
  case footer(Int)
  case row(Int)
  case detail(Int)

  var isRow: Bool {
    switch self {
    case .row, .detail: return true
    case .header, .footer: return false
    }
  }

  var description: String {
    switch self {
    case .header(let id): return "h\(id)"
    case .footer(let id): return "f\(id)"
    case .row(let id): return "r\(id)"
    case .detail(let id): return "d\(id)"
    }
  }
}

/// The layout done the plain way: an array of element heights and its prefix sums, rebuilt from
/// the data after every change, with the same rules as `ListLayout` written out directly.
struct LayoutReference {
  struct Element {
    var identity: ReferenceIdentity
    var height: Double
  }

  struct Anchor {
    var identity: ReferenceIdentity
    var distance: Double
    var isAtTop: Bool
  }

  struct CacheEntry {
    var content: String
    /// Most recent first, at most two.
    var heights: [(width: Double, height: Double)]
  }

  struct CacheKey: Hashable {
    var id: Int
    var isDetail: Bool
  }

  var metrics: LayoutMetrics
  var sectionMetrics: [Int: SectionMetrics]
  var rowHeights: [Int: RowHeight]
  var width: Double
  var viewportHeight: Double
  var offset: Double
  var sections: [LayoutTestSection] = []
  var elements: [Element] = []
  var cache: [CacheKey: CacheEntry] = [:]
  /// Per item: content, section ID.
  var items: [Int: (content: String, section: Int)] = [:]
  /// Every element the data could show, in list order.
  var order: [ReferenceIdentity: Int] = [:]
  var sectionIndex: [Int: Int] = [:]

  // MARK: Sizes

  /// The text measure: one unit per character, text width = width − 2, at most 5 lines, plus 1
  /// above and below.
  static func measure(_ text: String, width: Double) -> Double {
    let perLine = max(1, Int(max(0, width - 2)))
    let lines = min(5, max(1, (text.count + perLine - 1) / perLine))
    return 1 + Double(lines) + 1
  }

  static var sizing: TextRowSizing {
    TextRowSizing(
      measurer: FixedWidthMeasurer(), leadingPadding: 1, trailingPadding: 1, topPadding: 1,
      bottomPadding: 1, maximumLines: 5)
  }

  func supplementary(_ height: SupplementaryHeight, hasContent: Bool, automatic: Double)
    -> Double
  {
    switch height {
    case .zero: return 0
    case .fixed(let value): return value
    case .automatic: return hasContent ? automatic : 0
    }
  }

  func headerHeight(_ section: Int) -> Double {
    let record = sections[section]
    return supplementary(
      sectionMetrics[record.id]?.header ?? metrics.header, hasContent: record.header != nil,
      automatic: metrics.automaticHeaderHeight)
  }

  func footerHeight(_ section: Int) -> Double {
    let record = sections[section]
    return supplementary(
      sectionMetrics[record.id]?.footer ?? metrics.footer, hasContent: record.footer != nil,
      automatic: metrics.automaticFooterHeight)
  }

  func lead(_ section: Int) -> Double {
    var lead = section > 0 ? metrics.sectionSpacing : 0
    if headerHeight(section) > 0 {
      lead += sectionMetrics[sections[section].id]?.headerTopPadding ?? metrics.headerTopPadding
    }
    return lead
  }

  func rowHeight(_ identity: ReferenceIdentity) -> RowHeight? {
    switch identity {
    case .row(let id):
      let section = items[id]?.section ?? -1
      return rowHeights[id] ?? sectionMetrics[section]?.rowHeight ?? metrics.rowHeight
    case .detail(let id):
      let section = items[id]?.section ?? -1
      return sectionMetrics[section]?.detailRowHeight ?? metrics.detailRowHeight
    case .header, .footer:
      return nil
    }
  }

  func cacheKey(_ identity: ReferenceIdentity) -> CacheKey? {
    switch identity {
    case .row(let id): return CacheKey(id: id, isDetail: false)
    case .detail(let id): return CacheKey(id: id, isDetail: true)
    case .header, .footer: return nil
    }
  }

  func cached(_ identity: ReferenceIdentity) -> Double? {
    guard let key = cacheKey(identity), let entry = cache[key],
      let content = items[key.id]?.content, entry.content == content
    else { return nil }
    return entry.heights.first { $0.width == width }?.height
  }

  mutating func store(_ height: Double, for identity: ReferenceIdentity) {
    guard let key = cacheKey(identity), let content = items[key.id]?.content else { return }
    var entry = cache[key] ?? CacheEntry(content: content, heights: [])
    if entry.content != content { entry = CacheEntry(content: content, heights: []) }
    if let first = entry.heights.first, first.width == width {
      entry.heights[0].height = height
    } else {
      entry.heights.insert((width, height), at: 0)
      if entry.heights.count > 2 { entry.heights.removeLast() }
    }
    cache[key] = entry
  }

  func initialHeight(_ identity: ReferenceIdentity) -> Double {
    switch identity {
    case .header(let id):
      let section = sectionIndex[id] ?? 0
      return lead(section) + headerHeight(section)
    case .footer(let id):
      return footerHeight(sectionIndex[id] ?? 0)
    case .row, .detail:
      guard let kind = rowHeight(identity) else { return 0 }
      switch kind {
      case .fixed(let value): return value
      case .measured(let estimate): return cached(identity) ?? estimate
      }
    }
  }

  // MARK: Data

  /// Takes new data: item contents and the full order of elements.
  mutating func setSections(_ newSections: [LayoutTestSection]) {
    sections = newSections
    items = [:]
    order = [:]
    sectionIndex = [:]
    var next = 0
    func visit(_ item: LayoutTestItem, section: Int) {
      items[item.id] = (item.content, section)
      order[.row(item.id)] = next
      next += 1
      if item.hasDetail {
        order[.detail(item.id)] = next
        next += 1
      }
      for child in item.children { visit(child, section: section) }
    }
    for (index, section) in newSections.enumerated() {
      sectionIndex[section.id] = index
      order[.header(section.id)] = next
      next += 1
      for item in section.items { visit(item, section: section.id) }
      order[.footer(section.id)] = next
      next += 1
    }
  }

  /// Rebuilds the element list for `expansion`; surviving elements keep their heights unless
  /// `rebuild` (a new snapshot rebuilds every height).
  mutating func sync(_ expansion: ExpansionState<Int, Int>, rebuild: Bool) {
    var old: [ReferenceIdentity: Double] = [:]
    if !rebuild { for element in elements { old[element.identity] = element.height } }
    let rows = NaiveFlattening.rows(sections, expansion)
    var next: [Element] = []
    for (index, section) in sections.enumerated() {
      for identity in [ReferenceIdentity.header(section.id)]
        + rows[index].map({ row -> ReferenceIdentity in
          switch row {
          // The layout model's lists load nothing on demand, so they have no status rows.
          case .row(let id), .status(let id): return .row(id)
          case .detail(let id): return .detail(id)
          }
        }) + [.footer(section.id)]
      {
        next.append(Element(identity: identity, height: old[identity] ?? initialHeight(identity)))
      }
    }
    elements = next
  }

  // MARK: Geometry

  var starts: [Double] {
    var result: [Double] = []
    result.reserveCapacity(elements.count)
    var sum = 0.0
    for element in elements {
      result.append(sum)
      sum += element.height
    }
    return result
  }

  var total: Double { elements.reduce(0) { $0 + $1.height } }

  func frame(_ index: Int, starts: [Double]) -> LayoutFrame {
    let element = elements[index]
    if case .header(let id) = element.identity {
      let lead = min(element.height, lead(sectionIndex[id] ?? 0))
      return LayoutFrame(minY: starts[index] + lead, height: element.height - lead)
    }
    return LayoutFrame(minY: starts[index], height: element.height)
  }

  func clamp(_ y: Double) -> Double {
    let lowest = -metrics.contentInsets.top
    let highest = max(lowest, total + metrics.contentInsets.bottom - viewportHeight)
    return min(max(y, lowest), highest)
  }

  /// Positions of the elements in the band from `y` of `height`.
  func band(_ y: Double, _ height: Double) -> [Int] {
    guard height > 0 else { return [] }
    let starts = self.starts
    return elements.indices.filter {
      starts[$0] < y + height && starts[$0] + elements[$0].height > y
    }
  }

  func element(atOffset y: Double) -> Int? {
    guard y >= 0 else { return nil }
    let starts = self.starts
    guard let index = elements.indices.first(where: { starts[$0] + elements[$0].height > y })
    else { return nil }
    return y >= frame(index, starts: starts).minY ? index : nil
  }

  func anchor(at y: Double) -> Anchor? {
    let starts = self.starts
    guard let index = elements.indices.first(where: { starts[$0] + elements[$0].height > y })
    else { return nil }
    return anchor(index, from: y)
  }

  func anchor(_ index: Int, from y: Double) -> Anchor {
    Anchor(
      identity: elements[index].identity, distance: starts[index] - y,
      isAtTop: y <= -metrics.contentInsets.top)
  }

  /// The restored offset, or `nil` when the anchor's item left the data (the layout then falls
  /// back on a key the reference does not model).
  func restore(_ anchor: Anchor?) -> Double? {
    guard let anchor else { return clamp(offset) }
    if anchor.isAtTop { return -metrics.contentInsets.top }
    let starts = self.starts
    if let index = elements.firstIndex(where: { $0.identity == anchor.identity }) {
      return clamp(starts[index] - anchor.distance)
    }
    guard let place = order[anchor.identity] else { return nil }
    let successor = elements.indices.first { (order[elements[$0].identity] ?? -1) >= place }
    return clamp(successor.map { starts[$0] } ?? total)
  }

  // MARK: Measuring

  mutating func resolve(_ index: Int) -> Bool {
    let identity = elements[index].identity
    guard case .measured = rowHeight(identity) else { return false }
    let height: Double
    if let cached = cached(identity) {
      height = cached
    } else {
      guard let key = cacheKey(identity), let content = items[key.id]?.content else { return false }
      height = Self.measure(content, width: width)
      store(height, for: identity)
    }
    guard height != elements[index].height else { return false }
    elements[index].height = height
    return true
  }

  mutating func layoutViewport() -> [Int] {
    while true {
      let anchor = anchor(at: offset)
      var changed = false
      for index in band(offset, viewportHeight) where elements[index].identity.isRow {
        if resolve(index) { changed = true }
      }
      guard changed else { break }
      offset = restore(anchor) ?? offset
    }
    return band(offset, viewportHeight)
  }

  mutating func measureAround(_ position: Int) {
    _ = resolve(position)
    var above = 0.0
    var index = position - 1
    while index >= 0 && above < viewportHeight {
      _ = resolve(index)
      above += elements[index].height
      index -= 1
    }
    var below = 0.0
    index = position + 1
    while index < elements.count && below < viewportHeight {
      _ = resolve(index)
      below += elements[index].height
      index += 1
    }
  }

  // MARK: Paths

  func headerIndex(_ section: Int) -> Int {
    let id = sections[section].id
    return elements.firstIndex { $0.identity == .header(id) } ?? -1
  }

  func footerIndex(_ section: Int) -> Int {
    let id = sections[section].id
    return elements.firstIndex { $0.identity == .footer(id) } ?? -1
  }

  func position(of path: ListIndexPath) -> Int { headerIndex(path.section) + 1 + path.row }

  func rowCount(_ section: Int) -> Int { footerIndex(section) - headerIndex(section) - 1 }

  /// UIKIT-RULES §8.1, on the arrays.
  func scrollTarget(_ path: ListIndexPath, _ position: ScrollPosition, from current: Double)
    -> Double
  {
    let starts = self.starts
    let insets = metrics.contentInsets
    let options = metrics.scrollOptions
    let height = viewportHeight
    let index = self.position(of: path)
    let minY = starts[index]
    let maxY = minY + elements[index].height
    let count = rowCount(path.section)
    let pinned =
      metrics.style == .plain && options.avoidsPinnedHeader ? headerHeight(path.section) : 0
    var top = minY - insets.top - pinned
    if path.row == 0 && options.revealsHeaderForFirstRow {
      let header = headerIndex(path.section)
      top = frame(header, starts: starts).minY - insets.top
    }
    var bottom = maxY - height + insets.bottom
    if path.row == count - 1 && options.revealsFooterForLastRow {
      let footer = footerIndex(path.section)
      bottom = starts[footer] + elements[footer].height - height + insets.bottom
    }
    switch position {
    case .top: return clamp(top)
    case .bottom: return clamp(bottom)
    case .middle:
      let visible: Double = height - insets.top - insets.bottom
      let mid: Double = (minY + maxY) / 2
      return clamp(mid - visible / 2 - insets.top)
    case .nearest:
      if minY >= current + insets.top + pinned && maxY <= current + height - insets.bottom {
        return current
      }
      return clamp(abs(top - current) <= abs(bottom - current) ? top : bottom)
    }
  }
}
