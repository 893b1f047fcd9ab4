import FoldKit
import Testing

/// The selection behaviours of SCREENS.md, driven as a person would.
@Suite struct ScreenBehaviorTests {
  // MARK: Contacts

  static let people: [(name: String, category: String, phone: String)] = [
    ("김민준", "Family", "010-1234-5678"), ("이서연", "Friend", "010-2345-6789"),
    ("박지훈", "Friend", "010-3456-7890"), ("최수아", "Coworker", "010-4567-8901"),
    ("정하준", "Family", "010-5678-9012"), ("강지우", "Friend", "010-6789-0123"),
  ]

  static func contacts() throws -> ListController<String, String, String> {
    let sections = ["Family", "Friend", "Coworker"].map { category in
      ListSection(
        id: category, header: category, footer: "", isCollapsible: false,
        items: people.filter { $0.category == category }.map {
          ListItem<String, String>(id: $0.name, content: $0.name, hasDetail: true)
        })
    }
    return ListController(
      snapshot: try Snapshot(sections: sections), policy: .exclusiveInList)
  }

  @Test("Contacts: selecting a row opens its detail row directly beneath it")
  func selectingARowOpensItsDetail() throws {
    var contacts = try Self.contacts()
    let secondFriend = ListIndexPath(section: 1, row: 1)
    #expect(contacts.item(at: secondFriend) == "박지훈")
    let outcome = contacts.select(at: secondFriend)
    #expect(outcome.action == .toggledDetail("박지훈", isExpanded: true))
    #expect(outcome.changeset.insertedRows == [ListIndexPath(section: 1, row: 2)])
    #expect(outcome.changeset.reloadedRows == [secondFriend])
    #expect(contacts.row(at: ListIndexPath(section: 1, row: 2)).kind == .detail)
    #expect(contacts.indexPath(ofDetailOf: "박지훈") == ListIndexPath(section: 1, row: 2))
    #expect(contacts.row(at: secondFriend).isExpanded)  // the chevron points up
    // Index paths below the detail shift by one, and map back to the right person.
    #expect(contacts.item(at: ListIndexPath(section: 1, row: 3)) == "강지우")
    #expect(contacts.indexPath(of: "강지우") == ListIndexPath(section: 1, row: 3))
    #expect(outcome.announcement == "박지훈, expanded, details shown")
  }

  @Test("Contacts: selecting the open row closes it")
  func selectingTheOpenRowClosesIt() throws {
    var contacts = try Self.contacts()
    let path = ListIndexPath(section: 0, row: 0)
    _ = contacts.select(at: path)
    let outcome = contacts.select(at: path)
    #expect(outcome.action == .toggledDetail("김민준", isExpanded: false))
    #expect(outcome.changeset.deletedRows == [ListIndexPath(section: 0, row: 1)])
    #expect(contacts.numberOfRows(inSection: 0) == 2)
    #expect(!contacts.row(at: path).isExpanded)
  }

  @Test("Contacts: selecting another row moves the detail in one update")
  func selectingAnotherRowMovesTheDetail() throws {
    var contacts = try Self.contacts()
    _ = contacts.select(at: ListIndexPath(section: 0, row: 0))  // 김민준 open, detail at 0-1
    let outcome = contacts.select(at: ListIndexPath(section: 1, row: 0))  // 이서연
    #expect(outcome.changeset.deletedRows == [ListIndexPath(section: 0, row: 1)])
    #expect(outcome.changeset.insertedRows == [ListIndexPath(section: 1, row: 1)])
    #expect(
      outcome.changeset.reloadedRows == [
        ListIndexPath(section: 0, row: 0), ListIndexPath(section: 1, row: 0),
      ])
    #expect(contacts.expansion.expandedItems.keys.sorted() == ["이서연"])
    // Within one section: the detail moves from an upper row to a lower one.
    let within = contacts.select(at: ListIndexPath(section: 1, row: 3))  // 강지우, below the detail
    #expect(within.changeset.deletedRows == [ListIndexPath(section: 1, row: 1)])
    #expect(within.changeset.insertedRows == [ListIndexPath(section: 1, row: 3)])
    #expect(contacts.item(at: ListIndexPath(section: 1, row: 2)) == "강지우")
    #expect(contacts.row(at: ListIndexPath(section: 1, row: 3)).kind == .detail)
  }

  @Test("Contacts: detail rows are not selectable")
  func detailRowsAreNotSelectable() throws {
    var contacts = try Self.contacts()
    _ = contacts.select(at: ListIndexPath(section: 2, row: 0))
    let outcome = contacts.select(at: ListIndexPath(section: 2, row: 1))
    #expect(outcome.action == .none)
    #expect(outcome.changeset.isEmpty)
  }

  // MARK: Sections that collapse

  static func collapsingSections() throws -> ListController<Int, String, String> {
    let sections = (1...5).map { number in
      ListSection(
        id: number, header: "Section \(number)", isCollapsible: true,
        items: (1...5).map { ListItem<String, String>(id: "\(number).\($0)", content: "\($0)") })
    }
    return ListController(snapshot: try Snapshot(sections: sections))
  }

  @Test("Sections: selecting a header hides all rows of its section")
  func selectingAHeaderHidesItsRows() throws {
    var list = try Self.collapsingSections()
    let outcome = list.selectHeader(ofSection: 2)
    #expect(outcome.action == .toggledSection(2, isCollapsed: true))
    #expect(outcome.changeset.deletedRows == (0..<5).map { ListIndexPath(section: 2, row: $0) })
    #expect(list.numberOfRows(inSection: 2) == 0)
    #expect(list.rowCounts == [5, 5, 0, 5, 5])
    #expect(outcome.scroll == nil)
  }

  @Test("Sections: showing a section scrolls its last row to the bottom")
  func showingASectionRevealsItsLastRow() throws {
    var list = try Self.collapsingSections()
    _ = list.selectHeader(ofSection: 4)
    let outcome = list.selectHeader(ofSection: 4)
    #expect(outcome.changeset.insertedRows == (0..<5).map { ListIndexPath(section: 4, row: $0) })
    #expect(
      outcome.scroll
        == ScrollRequest(indexPath: ListIndexPath(section: 4, row: 4), position: .bottom))
    #expect(list.expansion.collapsedSections.isEmpty)
    #expect(outcome.announcement == "Section 5, expanded, 5 items")
  }

  // MARK: Accordion

  static let facilities: [(String, [String])] = [
    ("Mobility", ["Parking", "Public transport", "Ramps", "Ticket office", "Wheelchair"]),
    ("Vision", ["Braille blocks", "Guides", "Audio guides"]),
    ("Hearing", ["Sign language", "Captions"]),
  ]

  static func accordion(policy: ExpansionPolicy = .independent) throws -> ListController<
    String, String, String
  > {
    let sections = facilities.map { title, items in
      ListSection(
        id: title,
        items: [
          ListItem<String, String>(
            id: title, content: title,
            children: items.map { ListItem(id: "\(title)/\($0)", content: $0) })
        ])
    }
    return ListController(snapshot: try Snapshot(sections: sections), policy: policy)
  }

  @Test("Accordion: all start closed; selecting a title row toggles its section")
  func titleRowTogglesItsItems() throws {
    var accordion = try Self.accordion()
    #expect(accordion.rowCounts == [1, 1, 1])
    let open = accordion.select(at: ListIndexPath(section: 1, row: 0))
    #expect(open.action == .toggledChildren("Vision", isExpanded: true))
    #expect(open.changeset.insertedRows == (1...3).map { ListIndexPath(section: 1, row: $0) })
    #expect(accordion.rowCounts == [1, 4, 1])
    let close = accordion.select(at: ListIndexPath(section: 1, row: 0))
    #expect(close.changeset.deletedRows == (1...3).map { ListIndexPath(section: 1, row: $0) })
    #expect(accordion.rowCounts == [1, 1, 1])
  }

  @Test("Accordion: selecting an item only flashes")
  func selectingAnItemOnlyFlashes() throws {
    var accordion = try Self.accordion()
    _ = accordion.select(at: ListIndexPath(section: 0, row: 0))
    let before = accordion.rowCounts
    let outcome = accordion.select(at: ListIndexPath(section: 0, row: 2))
    #expect(outcome.action == .flashed("Mobility/Public transport"))
    #expect(outcome.changeset.isEmpty)
    #expect(accordion.rowCounts == before)
  }

  @Test("Accordion: in exclusive mode, opening one category closes the open one")
  func exclusiveModeClosesTheOpenCategory() throws {
    var accordion = try Self.accordion(policy: .exclusiveInList)
    _ = accordion.select(at: ListIndexPath(section: 0, row: 0))
    let outcome = accordion.select(at: ListIndexPath(section: 2, row: 0))
    #expect(outcome.changeset.deletedRows == (1...5).map { ListIndexPath(section: 0, row: $0) })
    #expect(outcome.changeset.insertedRows == (1...2).map { ListIndexPath(section: 2, row: $0) })
    #expect(accordion.rowCounts == [1, 1, 3])
  }

  // MARK: Messages

  @Test("Messages: selecting a message only flashes it")
  func selectingAMessageOnlyFlashes() throws {
    let messages = ["내일 회의는 10시", "Lunch? 🍜", "배송이 시작되었습니다 📦"]
    var list = ListController(
      snapshot: try Snapshot<Int, Int, String>(sections: [
        ListSection(
          id: 0,
          items: messages.enumerated().map { ListItem(id: $0.offset, content: $0.element) })
      ]))
    let outcome = list.select(at: ListIndexPath(section: 0, row: 1))
    #expect(outcome.action == .flashed(1))
    #expect(outcome.changeset.isEmpty)
    #expect(outcome.scroll == nil)
    #expect(list.rowCounts == [3])
  }

  // MARK: Keyboard and accessibility

  @Test func rightExpandsAndLeftGoesToTheParent() throws {
    var accordion = try Self.accordion()
    let title = accordion.rows.position(of: ListIndexPath(section: 0, row: 0))
    let opened = accordion.moveRight(fromPosition: title)
    #expect(opened.changeset.insertedRows.count == 5)
    let child = accordion.moveRight(fromPosition: opened.focus)
    #expect(accordion.rows.indexPath(atPosition: child.focus) == ListIndexPath(section: 0, row: 1))
    let back = accordion.moveLeft(fromPosition: child.focus + 2)
    #expect(back.focus == title)
    #expect(back.changeset.isEmpty)
    let closed = accordion.moveLeft(fromPosition: title)
    #expect(closed.changeset.deletedRows.count == 5)
  }

  @Test func rowsKnowTheirLevelAndPosition() throws {
    var accordion = try Self.accordion()
    _ = accordion.toggle("Mobility")
    let third = accordion.accessibility(at: ListIndexPath(section: 0, row: 3))
    #expect(third.level == 2)
    #expect(third.positionDescription == "3 of 5")
    #expect(!third.isExpandable)
    let title = accordion.accessibility(at: ListIndexPath(section: 0, row: 0))
    #expect(title.isExpandable && title.isExpanded)
    #expect(title.value == "Expanded")
    #expect(title.actionName == "Collapse")
    #expect(accordion.announcement(forNode: 0) == "Mobility, expanded, 5 items")
  }

  // MARK: Scale

  @Test func collapsingAndExpandingASectionOf25000Rows() throws {
    let items = (0..<25_000).map { ListItem<Int, String>(id: $0, content: "") }
    let snapshot = try Snapshot<Int, Int, String>(sections: [
      ListSection(id: 0, header: "Head", items: [ListItem(id: -1, content: "")]),
      ListSection(id: 1, header: "Big", isCollapsible: true, items: items),
      ListSection(id: 2, header: "Tail", items: [ListItem(id: -2, content: "")]),
    ])
    var list = ListController(snapshot: snapshot)
    let collapse = list.selectHeader(ofSection: 1)
    #expect(collapse.changeset.deletedRows.count == 25_000)
    #expect(collapse.changeset.deletedRows.first == ListIndexPath(section: 1, row: 0))
    #expect(collapse.changeset.deletedRows.last == ListIndexPath(section: 1, row: 24_999))
    #expect(list.rowCounts == [1, 0, 1])
    let expand = list.selectHeader(ofSection: 1)
    #expect(
      expand.changeset.insertedRows == (0..<25_000).map { ListIndexPath(section: 1, row: $0) })
    #expect(list.rowCounts == [1, 25_000, 1])
    #expect(list.indexPath(of: 12_345) == ListIndexPath(section: 1, row: 12_345))
    #expect(list.indexPath(of: -2) == ListIndexPath(section: 2, row: 0))
  }

  @Test func duplicateIDsAreRejectedWithBothPlaces() {
    let error = #expect(throws: SnapshotError.self) {
      _ = try Snapshot<Int, Int, String>(sections: [
        ListSection(id: 0, items: [ListItem(id: 7, content: "a")]),
        ListSection(
          id: 1, items: [ListItem(id: 8, content: "b", children: [ListItem(id: 7, content: "c")])]),
      ])
    }
    #expect(error?.kind == .duplicateItemID)
    #expect(error?.firstPlace == [0, 0])
    #expect(error?.secondPlace == [1, 0, 0])
    #expect(
      error?.description == "duplicate item ID 7: at section 0, item 0 and at section 1, item 0.0")
  }
}
