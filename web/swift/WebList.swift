import FoldKit
import FoldKitListFile
import FoldKitScreens

/// One list shown by a `<fold-list>` element: its controller, the words it speaks and how its
/// IDs are written for the page.
struct WebList {
  typealias Controller = ListController<String, String, ScreenItem>

  var controller: Controller
  var title: String
  /// The last announcement (the page's live region says it).
  var status: String
  var strings: ScreenStrings
  /// The prefix the list adds to the page's item IDs (a list file's items are kept apart from
  /// rows the format adds, such as the agree-all row).
  var itemPrefix: String
  /// The prefix the list adds to the page's section IDs.
  var sectionPrefix: String
  var width: Double
  var usesCanvas: Bool
  /// Whether the list offers a "one at a time" switch (the accordion).
  var offersExclusiveMode: Bool
  /// The items the page always draws, wherever the viewport is: buttons, which are stops of the
  /// Tab key (the terms' Agree button).
  var pinnedItems: [String] = []
  /// For each section, where its top-level items start in their set and how large the set is.
  ///
  /// A set is a run of headerless, non-collapsible sections. Their rows are siblings
  /// in the page's tree (no group sets them apart), so their positions count across the run.
  var sectionSets: [(before: Int, size: Int)] = []
  /// Whether rows may go into other rows (list files) or stay flat (the screens).
  var nestsRows = false
  /// Whether the page lets rows move and be deleted.
  var reorderable = false
  /// The moves and deletes that undo takes back, the last one last.
  var undoStack: [WebEdit] = []
  /// The rows picked up with the keyboard, if any.
  var pickup: WebPickup?

  /// One of the gallery's five screens (0 contacts, 1 sections, 2 accordion, 3 messages, 4 terms).
  init(screen: Int, language: ScreenLanguage, width: Double) {
    let model = ScreenCatalog.all(language: language)[screen]
    usesCanvas = hostHasCanvas()
    self.width = width
    controller = model.makeController()
    title = model.title
    status = model.status
    strings = model.strings
    itemPrefix = ""
    sectionPrefix = ""
    offersExclusiveMode = model.offersExclusiveMode
    prepare()
    bindHeights()
  }

  /// The list of a list file, already read.
  init(document: ListDocument, language: ScreenLanguage, width: Double) {
    usesCanvas = hostHasCanvas()
    self.width = width
    strings = ScreenStrings(language)
    let context = HeightContext(width: width, usesCanvas: usesCanvas)
    controller = Controller(
      snapshot: document.snapshot, expansion: document.expansion, policy: document.policy,
      height: { element, snapshot in context.height(of: element, in: snapshot) })
    controller.checks = document.checks
    title = document.title.isEmpty ? strings.untitledList : document.title
    status = document.checks == nil ? "" : strings.spaceChecks
    if controller.rows.elements.isEmpty { status = strings.emptyList }
    itemPrefix = "item:"
    sectionPrefix = "section:"
    offersExclusiveMode = false
    nestsRows = true
    prepare()
  }

  /// Sets labels for announcements, text for the filter and the sets of top-level items.
  ///
  /// Embedded Swift cannot describe a value generically, so labels are the items' text.
  /// Groups headerless, non-collapsible sections into runs for ``sectionSets``.
  ///
  /// - Complexity: O(*s*) for *s* sections.
  mutating func measureSectionSets() {
    let sections = controller.snapshot.sections
    sectionSets = []
    var index = 0
    while index < sections.count {
      guard sections[index].header == nil && !sections[index].isCollapsible else {
        sectionSets.append((0, sections[index].topLevelCount))
        index += 1
        continue
      }
      var end = index
      var counts: [Int] = []
      while end < sections.count && sections[end].header == nil && !sections[end].isCollapsible {
        // Buttons and spacers are not items of the tree.
        let items = controller.snapshot.topLevelNodes(ofSection: end).filter { node in
          let role = controller.snapshot.nodes[node].content.role
          return role != .agreeButton && role != .band
        }
        counts.append(items.count)
        end += 1
      }
      let total = counts.reduce(0, +)
      var before = 0
      for count in counts {
        sectionSets.append((before, total))
        before += count
      }
      index = end
    }
  }

  mutating func prepare() {
    measureSectionSets()
    // Nothing is selected until the page turns selection on.
    controller.setSelectionMode(.none)
    pinnedItems = controller.snapshot.nodes.filter { $0.content.role == .agreeButton }.map { $0.id }
    controller.accessibilityLabel = { $0.text }
    controller.searchText = { item in
      guard let detail = item.detail else { return item.text }
      return item.text + " " + detail
    }
  }

  /// Binds the height function to the current width and measurer.
  mutating func bindHeights() {
    let context = HeightContext(width: width, usesCanvas: usesCanvas)
    controller.setHeightFunction { element, snapshot in context.height(of: element, in: snapshot) }
  }

  /// The page's key of a visible element: its kind and its ID as the page knows it.
  func key(of row: VisibleRow<String, String, ScreenItem>) -> String {
    switch row.kind {
    case .header: "h:" + row.sectionID.dropFirst(sectionPrefix.count)
    case .footer: "f:" + row.sectionID.dropFirst(sectionPrefix.count)
    case .row: "r:" + (row.itemID ?? "").dropFirst(itemPrefix.count)
    case .detail: "d:" + (row.itemID ?? "").dropFirst(itemPrefix.count)
    case .status: "s:" + (row.itemID ?? "").dropFirst(itemPrefix.count)
    }
  }

  /// The position of the element with the page's `key`, or `nil` when it is not visible.
  func position(ofKey key: String) -> Int? {
    guard key.utf8.count >= 2 else { return nil }
    let kind = key.prefix(2)
    let id = String(key.dropFirst(2))
    let rows = controller.rows
    switch kind {
    case "h:", "f:":
      guard let section = controller.snapshot.sectionIndex(of: sectionPrefix + id),
        let visible = visibleSection(ofSnapshotSection: section)
      else { return nil }
      return kind == "h:"
        ? rows.headerPosition(ofSection: visible) : rows.footerPosition(ofSection: visible)
    case "r:":
      guard let path = controller.indexPath(of: itemPrefix + id) else { return nil }
      return rows.position(of: path)
    case "d:":
      guard let path = controller.indexPath(ofDetailOf: itemPrefix + id) else { return nil }
      return rows.position(of: path)
    default: return nil
    }
  }

  /// The visible section showing snapshot section `section`, or `nil` when a filter leaves it
  /// out (without a filter every section shows, in order).
  func visibleSection(ofSnapshotSection section: Int) -> Int? {
    let rows = controller.rows
    guard controller.isFiltered else { return section < rows.sectionCount ? section : nil }
    for visible in 0..<rows.sectionCount
    where rows.elements[rows.headerPosition(ofSection: visible)].index == section {
      return visible
    }
    return nil
  }

  /// The node of the page's item `id`, if the list has it.
  func node(ofItem id: String) -> Int? {
    controller.snapshot.nodeIndex(of: itemPrefix + id)
  }

  /// Whether the element is an item of the page's tree (focusable, with a level): rows apart
  /// from spacers and the Agree button, detail rows, and the headers of collapsible sections.
  func isTreeItem(_ row: VisibleRow<String, String, ScreenItem>) -> Bool {
    switch row.kind {
    case .header:
      return controller.snapshot.sections[row.section].isCollapsible
    case .row:
      let role = row.content?.role ?? .row
      return role != .band && role != .agreeButton
    case .detail, .status: return true
    case .footer: return false
    }
  }
}
