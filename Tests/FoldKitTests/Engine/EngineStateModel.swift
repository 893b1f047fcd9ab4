import FoldKit

/// A reference model of the list controller's state, written from its documentation: what is
/// expanded and by whom, what a filter opened and what was closed under it, which sections are
/// collapsed, which detail rows are open apart, where loading stands, and the check marks.
///
/// It derives the rows (and what each shows) from that state alone, so a test can compare the
/// controller's state, rows and row contents with it after every operation.
struct EngineStateModel {
  /// One item of the tree as the model looks it up.
  struct Info {
    var sectionID: Int
    var parent: Int?
    var children: [Int]
    var content: String
    var hasDetail: Bool
    var options: ItemOptions
    var behavior: RowBehavior
    var depth: Int

    var needsChildren: Bool { children.isEmpty && options.contains(.childrenOnDemand) }
    var isExpandable: Bool { hasDetail || !children.isEmpty || needsChildren }
    var opensDetailApart: Bool { options.contains(.detailApart) }

    var resolvedBehavior: RowBehavior {
      guard behavior == .automatic else { return behavior }
      if hasDetail { return .toggleDetail }
      if !children.isEmpty || needsChildren { return .toggleChildren }
      return .flash
    }
  }

  /// What one row shows.
  struct Display: Equatable, CustomStringConvertible {
    var row: ModelRow
    var content: String
    var depth: Int
    var isExpandable: Bool
    var isExpanded: Bool
    var isDetailOpen: Bool
    var checkMark: CheckMark?
    var failure: String?

    var description: String {
      "\(row)(\(depth)\(isExpandable ? "e" : "")\(isExpanded ? "o" : "")"
        + "\(isDetailOpen ? "d" : "")\(checkMark.map { "\($0)" } ?? "")\(failure ?? ""))"
    }
  }

  private(set) var sections: [EngineSection]
  private(set) var info: [Int: Info] = [:]
  /// Items open by a person or by code.
  var own: [Int: ExpansionOrigin] = [:]
  /// Items open only for the filter.
  var filterOpened: Set<Int> = []
  var collapsed: Set<Int> = []
  var filterShown: Set<Int> = []
  var details: Set<Int> = []
  /// Items waiting for children with a request out, and items whose load failed.
  var loading: Set<Int> = []
  var failed: [Int: String] = [:]
  /// The active filter's test, and what was closed or collapsed under it.
  var predicate: (@Sendable (String) -> Bool)?
  var closedWhileFiltered: Set<Int> = []
  var collapsedWhileFiltered: Set<Int> = []
  var policy = ExpansionPolicy.independent
  var checks: CheckTree<Int>?

  init(sections: [EngineSection]) {
    self.sections = sections
    index()
  }

  // MARK: Looking things up

  private mutating func index() {
    info = [:]
    func visit(_ item: EngineItem, section: Int, parent: Int?, depth: Int) {
      info[item.id] = Info(
        sectionID: section, parent: parent, children: item.children.map(\.id),
        content: item.content, hasDetail: item.hasDetail, options: item.options,
        behavior: item.behavior, depth: depth)
      for child in item.children {
        visit(child, section: section, parent: item.id, depth: depth + 1)
      }
    }
    for section in sections {
      for item in section.items { visit(item, section: section.id, parent: nil, depth: 0) }
    }
  }

  func isExpanded(_ id: Int) -> Bool { own[id] != nil || filterOpened.contains(id) }
  func isCollapsed(_ section: Int) -> Bool {
    collapsed.contains(section) && !filterShown.contains(section)
  }
  var isFiltered: Bool { predicate != nil }

  func ancestors(of id: Int) -> Set<Int> {
    var result = Set<Int>()
    var current = info[id]?.parent
    while let parent = current {
      result.insert(parent)
      current = info[parent]?.parent
    }
    return result
  }

  var expandedItems: [Int: ExpansionOrigin] {
    var result = own
    for id in filterOpened { result[id] = .filter }
    return result
  }

  /// The matching items' IDs in list order, or `nil` without a filter.
  var matches: [Int]? {
    predicate.map { test in NaiveFlattening.matches(sections) { test($0.content) } }
  }

  var kept: Set<Int>? { matches.map { NaiveFlattening.kept(sections, matches: Set($0)) } }

  /// The rows of every section.
  var rows: [[ModelRow]] {
    let kept = self.kept
    return sections.map { section in
      var out: [ModelRow] = []
      if !isCollapsed(section.id) {
        for item in section.items { append(item, kept, &out) }
      }
      return out
    }
  }

  private func append(_ item: EngineItem, _ kept: Set<Int>?, _ out: inout [ModelRow]) {
    if let kept, !kept.contains(item.id) { return }
    out.append(.row(item.id))
    if detailShows(item.id) { out.append(.detail(item.id)) }
    guard isExpanded(item.id) else { return }
    if info[item.id]?.needsChildren == true,
      loading.contains(item.id) || failed[item.id] != nil
    {
      out.append(.status(item.id))
    }
    for child in item.children { append(child, kept, &out) }
  }

  func detailIsOpen(_ id: Int) -> Bool {
    guard let item = info[id] else { return false }
    return item.opensDetailApart ? details.contains(id) : isExpanded(id)
  }

  func detailShows(_ id: Int) -> Bool { info[id]?.hasDetail == true && detailIsOpen(id) }

  func checkMark(_ id: Int) -> CheckMark? {
    guard let checks, let item = info[id] else { return nil }
    switch item.behavior {
    case .toggleAll: return checks.allMark
    case .toggleCheck: return checks.contains(id) ? checks.mark(of: id) : nil
    default: return nil
    }
  }

  /// What each row of every section shows.
  var displays: [[Display]] {
    rows.map { section in
      section.map { row in
        switch row {
        case .row(let id):
          let item = info[id]
          return Display(
            row: row, content: item?.content ?? "", depth: item?.depth ?? -1,
            isExpandable: item?.isExpandable ?? false, isExpanded: isExpanded(id),
            isDetailOpen: detailShows(id), checkMark: checkMark(id), failure: nil)
        case .detail(let id), .status(let id):
          let item = info[id]
          return Display(
            row: row, content: item?.content ?? "", depth: (item?.depth ?? -2) + 1,
            isExpandable: false, isExpanded: isExpanded(id),
            isDetailOpen: detailShows(id), checkMark: nil,
            failure: row == .status(id) ? failed[id] : nil)
        }
      }
    }
  }

  /// The visible sequence: each section's header, rows and footer.
  var elements: [Element] {
    var result: [Element] = []
    for (index, section) in rows.enumerated() {
      result.append(.header(index))
      result += section.map { .row($0) }
      result.append(.footer(index))
    }
    return result
  }

  enum Element: Equatable {
    case header(Int)
    case row(ModelRow)
    case footer(Int)
  }

  func position(of row: ModelRow) -> Int? { elements.firstIndex(of: .row(row)) }

  func headerPosition(_ section: Int) -> Int? { elements.firstIndex(of: .header(section)) }

  // MARK: Expansion

  private func inScope(_ other: Int, of id: Int, ancestors: Set<Int>) -> Bool {
    guard other != id, !ancestors.contains(other) else { return false }
    switch policy {
    case .independent: return false
    case .exclusiveInList: return true
    case .exclusiveInSection: return info[other]?.sectionID == info[id]?.sectionID
    }
  }

  /// Closes what an exclusive policy closes when `id` (or its detail) opens.
  private mutating func closeOthers(opening id: Int) {
    let ancestors = self.ancestors(of: id)
    for other in expandedItems.keys where inScope(other, of: id, ancestors: ancestors) {
      close(other)
    }
    for other in details where inScope(other, of: id, ancestors: ancestors) {
      if let item = info[other], item.opensDetailApart && item.hasDetail { details.remove(other) }
    }
  }

  private mutating func open(_ id: Int, origin: ExpansionOrigin) {
    own[id] = origin
    filterOpened.remove(id)
    closedWhileFiltered.remove(id)
    if info[id]?.needsChildren == true && !loading.contains(id) && failed[id] == nil {
      loading.insert(id)
    }
  }

  private mutating func close(_ id: Int) {
    own[id] = nil
    filterOpened.remove(id)
    if isFiltered { closedWhileFiltered.insert(id) }
    loading.remove(id)
    failed[id] = nil
  }

  mutating func setExpanded(_ expanded: Bool, _ id: Int, origin: ExpansionOrigin) {
    if expanded {
      closeOthers(opening: id)
      if filterOpened.contains(id) {
        filterOpened.remove(id)
        own[id] = origin
      }
    }
    guard isExpanded(id) != expanded else { return }
    if expanded { open(id, origin: origin) } else { close(id) }
  }

  mutating func toggle(_ id: Int, origin: ExpansionOrigin) {
    setExpanded(!isExpanded(id), id, origin: origin)
  }

  mutating func toggleDetail(_ id: Int) {
    guard let item = info[id] else { return }
    guard item.opensDetailApart else { return toggle(id, origin: .user) }
    if details.contains(id) {
      details.remove(id)
    } else {
      closeOthers(opening: id)
      details.insert(id)
    }
  }

  mutating func expandAll() {
    for id in filterOpened {
      own[id] = .programmatic
    }
    filterOpened = []
    for (id, item) in info where item.isExpandable && !item.needsChildren && !isExpanded(id) {
      open(id, origin: .programmatic)
    }
  }

  mutating func collapseAll() {
    for id in expandedItems.keys { close(id) }
    details = []
  }

  mutating func toggleSection(_ index: Int) {
    let id = sections[index].id
    if isCollapsed(id) {
      collapsed.remove(id)
      filterShown.remove(id)
      if isFiltered { collapsedWhileFiltered.remove(id) }
    } else {
      filterShown.remove(id)
      collapsed.insert(id)
      if isFiltered { collapsedWhileFiltered.insert(id) }
    }
  }

  /// What selecting `row` does.
  mutating func select(_ row: ModelRow) {
    switch row {
    case .status(let id):
      if failed[id] != nil {
        failed[id] = nil
        loading.insert(id)
      }
    case .detail:
      return
    case .row(let id):
      guard let item = info[id] else { return }
      switch item.resolvedBehavior {
      case .toggleDetail, .toggleChildren:
        guard item.isExpandable else { return }
        if item.opensDetailApart && item.hasDetail && item.resolvedBehavior == .toggleDetail {
          toggleDetail(id)
        } else {
          toggle(id, origin: .user)
        }
      case .toggleCheck:
        if var tree = checks, tree.contains(id), tree.isEnabled(id) {
          _ = tree.toggle(id)
          checks = tree
        }
      case .toggleAll:
        if var tree = checks {
          _ = tree.toggleAll()
          checks = tree
        }
      default:
        return
      }
    }
  }

  // MARK: Filters

  /// Applies a new filter: every match's ancestors open, every section holding one shows.
  mutating func applyFilter(_ test: @escaping @Sendable (String) -> Bool) {
    predicate = test
    closedWhileFiltered = []
    collapsedWhileFiltered = []
    reapplyFilter()
  }

  /// Applies the active filter again, leaving closed what was closed under it.
  mutating func reapplyFilter() {
    guard let matches, let kept else { return }
    var parents = NaiveFlattening.parentsOfKept(sections, kept: kept)
    parents.subtract(own.keys)
    parents.subtract(closedWhileFiltered)
    filterOpened = parents
    let holding = Set(matches.compactMap { info[$0]?.sectionID })
    filterShown = holding.intersection(collapsed).subtracting(collapsedWhileFiltered)
  }

  mutating func clearFilter() {
    predicate = nil
    filterOpened = []
    filterShown = []
    closedWhileFiltered = []
    collapsedWhileFiltered = []
  }

  // MARK: Data

  /// Keeps the load states of open items that wait for children, and asks for the others.
  private mutating func settleLoads() {
    for id in loading where !(info[id]?.needsChildren == true && isExpanded(id)) {
      loading.remove(id)
    }
    for id in Array(failed.keys) where !(info[id]?.needsChildren == true && isExpanded(id)) {
      failed[id] = nil
    }
    for id in expandedItems.keys where info[id]?.needsChildren == true {
      if !loading.contains(id) && failed[id] == nil { loading.insert(id) }
    }
  }

  mutating func update(to newSections: [EngineSection]) {
    sections = newSections
    index()
    own = own.filter { info[$0.key] != nil }
    filterOpened = filterOpened.filter { info[$0] != nil }
    let sectionIDs = Set(newSections.map(\.id))
    collapsed.formIntersection(sectionIDs)
    filterShown.formIntersection(sectionIDs)
    details = details.filter { info[$0] != nil }
    reapplyFilter()
    settleLoads()
  }

  mutating func supplyChildren(_ children: [EngineItem], of id: Int) {
    sections = NaiveFlattening.setting(children, of: id, in: sections)
    index()
    loading.remove(id)
    failed[id] = nil
    if info[id]?.isExpandable == false {
      own[id] = nil
      filterOpened.remove(id)
    }
    reapplyFilter()
    settleLoads()
  }

  mutating func supplyFailure(_ message: String, of id: Int) {
    loading.remove(id)
    failed[id] = message
  }

  /// Whether `items` (with their descendants) bring an ID that exists or repeats.
  func bringsDuplicate(_ items: [EngineItem]) -> Bool {
    var seen = Set<Int>()
    func visit(_ item: EngineItem) -> Bool {
      if info[item.id] != nil || !seen.insert(item.id).inserted { return true }
      return item.children.contains(where: visit)
    }
    return items.contains(where: visit)
  }

  // MARK: Keys

  /// Where the focus goes after moving right from `position`, and what it changes.
  mutating func moveRight(from position: Int) -> Int {
    switch elements[position] {
    case .header(let index):
      if isCollapsed(sections[index].id) && sections[index].isCollapsible {
        toggleSection(index)
      }
      return position
    case .footer:
      return position
    case .row(let row):
      guard case .row(let id) = row, let item = info[id], item.isExpandable else {
        return position
      }
      if !isExpanded(id) {
        setExpanded(true, id, origin: .user)
        return self.position(of: row) ?? position
      }
      for child in item.children {
        if let childPosition = self.position(of: .row(child)) { return childPosition }
      }
      return position
    }
  }

  /// Where the focus goes after moving left from `position`, and what it changes.
  mutating func moveLeft(from position: Int) -> Int {
    switch elements[position] {
    case .header(let index):
      if !isCollapsed(sections[index].id) && sections[index].isCollapsible {
        toggleSection(index)
      }
      return position
    case .footer:
      return position
    case .row(.detail(let id)), .row(.status(let id)):
      return self.position(of: .row(id)) ?? position
    case .row(.row(let id)):
      guard let item = info[id] else { return position }
      if item.isExpandable && isExpanded(id) {
        setExpanded(false, id, origin: .user)
        return self.position(of: .row(id)) ?? position
      }
      if let parent = item.parent, let parentPosition = self.position(of: .row(parent)) {
        return parentPosition
      }
      if let section = sections.firstIndex(where: { $0.id == item.sectionID }),
        sections[section].isCollapsible
      {
        return headerPosition(section) ?? position
      }
      return position
    }
  }
}
