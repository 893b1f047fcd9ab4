import FoldKit
public import FoldKitTerminal

extension GalleryScreen {
  /// The names of the five screens, in tab order, as `--screen` accepts them.
  public static let names = ["contacts", "sections", "accordion", "messages", "terms"]

  /// The screen named `name` (one of ``names``) in an area of `size`, or `nil`.
  ///
  /// - Complexity: O(*n*) for *n* items of the screen's data.
  public static func named(_ name: String, size: TerminalSize) -> GalleryScreen? {
    switch name {
    case "contacts": contacts(size: size)
    case "sections": sections(size: size)
    case "accordion": accordion(size: size)
    case "messages": messages(size: size)
    case "terms": terms(size: size)
    default: nil
    }
  }

  static func table(
    _ sections: [ListSection<String, String, GalleryItem>], policy: ExpansionPolicy,
    size: TerminalSize, checks: CheckTree<String>? = nil
  ) -> Table {
    var controller = ListController(
      snapshot: Snapshot(uncheckedSections: sections), policy: policy)
    controller.checks = checks
    return Table(
      controller: controller,
      renderer: GalleryRenderer.make(canConfirm: checks?.canConfirm ?? true), size: size)
  }

  /// A phone book grouped by relationship, with a detail row for the number that moves.
  public static func contacts(size: TerminalSize) -> GalleryScreen {
    let people: [(group: String, name: String, phone: String)] = [
      ("Family", "김영수", "010-2384-1957"), ("Friend", "이민호", "010-4417-2290"),
      ("Family", "박미경", "010-5521-0834"), ("Coworker", "강다은", "010-3309-7718"),
      ("Friend", "최서연", "010-7712-4409"), ("Family", "김지은", "010-9046-3351"),
      ("Coworker", "윤태호", "010-6628-0192"), ("Friend", "정하늘", "010-2275-8863"),
      ("Coworker", "한소희", "010-8834-5526"), ("Friend", "오준우", "010-1190-6647"),
    ]
    let sections = ["Family", "Friend", "Coworker"].map { group in
      ListSection(
        id: group, header: GalleryItem(group, role: .header),
        footer: GalleryItem("", role: .band),
        items: people.enumerated().filter { $0.element.group == group }.map { index, person in
          ListItem(
            id: "person-\(index)", content: GalleryItem(person.name, detail: person.phone),
            hasDetail: true, behavior: .toggleDetail)
        })
    }
    return GalleryScreen(
      title: "Contacts", table: table(sections, policy: .exclusiveInList, size: size),
      status: "Select a person to show their number.")
  }

  /// Five sections of five rows whose headers hide and show them.
  public static func sections(size: TerminalSize) -> GalleryScreen {
    let sections = (1...5).map { section in
      ListSection(
        id: "section-\(section)", header: GalleryItem("Section \(section)", role: .buttonHeader),
        isCollapsible: true,
        items: (1...5).map { row in
          ListItem(
            id: "section-\(section)-row-\(row)", content: GalleryItem("\(row)"), behavior: .flash)
        })
    }
    return GalleryScreen(
      title: "Sections", table: table(sections, policy: .independent, size: size),
      status: "Select a header to hide or show its rows.")
  }

  /// Accessibility facilities by category, one title row each with its items.
  public static func accordion(size: TerminalSize) -> GalleryScreen {
    let categories: [(String, [String])] = [
      (
        "Mobility",
        [
          "Parking", "Public transport", "Ramps", "Ticket office", "Wheelchair", "Elevator",
          "Toilets", "Seating",
        ]
      ),
      ("Vision", ["Braille blocks", "Guides", "Audio guides", "Braille signs"]),
      ("Hearing", ["Sign language", "Captions"]),
      ("Families with infants", ["Stroller rental"]),
      ("Seniors", ["Wheelchair and walking-aid rental"]),
    ]
    let sections = categories.enumerated().map { index, category in
      ListSection(
        id: "category-\(index)",
        items: [
          ListItem(
            id: "category-\(index)-title", content: GalleryItem(category.0, role: .title),
            children: category.1.enumerated().map { itemIndex, name in
              ListItem(
                id: "category-\(index)-item-\(itemIndex)", content: GalleryItem(name),
                behavior: .flash)
            }, behavior: .toggleChildren)
        ])
    }
    return GalleryScreen(
      title: "Accordion", table: table(sections, policy: .independent, size: size),
      status: "Select a category to show its facilities.", help: "x exclusive",
      offersExclusiveMode: true)
  }

  /// The sample messages: Korean, English, mixed and emoji, short and long.
  public static let sampleMessages: [(text: String, isDone: Bool)] = [
    ("내일 회의는 10시에 시작합니다.", true),
    ("Lunch? 🍜", false),
    (
      "Reminder: the quarterly review moves to Thursday afternoon. Please bring the updated "
        + "figures for the Seoul and Busan offices, the notes from last week's planning session, "
        + "and any questions you want the team to discuss before we lock the schedule.",
      false
    ),
    ("배송이 시작되었습니다 📦 오늘 저녁 도착 예정이에요.", true),
    ("ok", true),
    (
      "이번 주말에 시간 괜찮으면 같이 한강 공원에 가서 자전거 타고 치킨도 먹자. 날씨가 좋다고 하던데 "
        + "사진도 많이 찍고 저녁에는 야시장에도 들러 보자. 다른 친구들한테도 물어볼게!",
      false
    ),
    ("The build is green again ✅ thanks for the quick fix on the release branch.", true),
    ("Meeting notes 회의록 are in the shared folder, 확인 부탁드려요 🙏", false),
    (
      "Long one: 오늘 발표 정말 잘 봤어요. The part about accessibility and screen readers was "
        + "especially useful, and I think we should apply the same checklist to the new onboarding "
        + "flow before launch. 다음 주에 같이 검토해요. 👍 Let me know which day works best "
        + "for you and I will book a room on the fourth floor.",
      false
    ),
    ("👋", false),
    ("택배 왔어요", true),
    ("Can you send me the 010 number of the venue manager? I lost it.", false),
  ]

  /// Messages of very different lengths whose rows fit their wrapped text.
  public static func messages(size: TerminalSize) -> GalleryScreen {
    let items = sampleMessages.enumerated().map { index, message in
      ListItem(
        id: "message-\(index)",
        content: GalleryItem(message.text, role: .message(isDone: message.isDone)),
        behavior: .flash)
    }
    return GalleryScreen(
      title: "Messages",
      table: table([ListSection(id: "messages", items: items)], policy: .independent, size: size),
      status: "Rows fit their text; resize the window to re-wrap.")
  }
}
