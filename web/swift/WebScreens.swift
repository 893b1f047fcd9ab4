import FoldKit

// The five screens' data for the web gallery (SCREENS.md), the same people, sections,
// facilities, messages and terms as the terminal gallery's samples.

/// How a web gallery item is drawn; the page maps each role to a CSS class.
enum WebRole: Equatable, Sendable {
  case header, buttonHeader, band, row, title, message, term, agreeAll, agreeButton

  /// The name the page's CSS and scripts use.
  var name: String {
    switch self {
    case .header: "header"
    case .buttonHeader: "button-header"
    case .band: "band"
    case .row: "row"
    case .title: "title"
    case .message: "message"
    case .term: "term"
    case .agreeAll: "agree-all"
    case .agreeButton: "agree-button"
    }
  }
}

/// What one row, header or footer of a web gallery list shows.
struct WebItem: Equatable, Sendable {
  var text: String
  var detail: String = ""
  var role: WebRole = .row
  var indent = 0
  var isMandatory = false
  var isDone = false
}

/// The five screens: titles, lists, policies and check trees.
enum WebScreens {
  typealias Section = ListSection<String, String, WebItem>

  static let titles = ["Contacts", "Sections", "Accordion", "Messages", "Terms"]

  static let statuses = [
    "Select a person to show their number.",
    "Select a header to hide or show its rows.",
    "Select a category to show its facilities.",
    "Rows fit their text; resize the window to re-wrap.",
    "Check the terms; Agree needs every mandatory one.",
  ]

  static func sections(of screen: Int) -> [Section] {
    switch screen {
    case 0: contacts()
    case 1: collapsible()
    case 2: accordion()
    case 3: messages()
    default: terms()
    }
  }

  static func policy(of screen: Int) -> ExpansionPolicy {
    screen == 0 ? .exclusiveInList : .independent
  }

  static func contacts() -> [Section] {
    let people: [(group: String, name: String, phone: String)] = [
      ("Family", "김영수", "010-2384-1957"), ("Friend", "이민호", "010-4417-2290"),
      ("Family", "박미경", "010-5521-0834"), ("Coworker", "강다은", "010-3309-7718"),
      ("Friend", "최서연", "010-7712-4409"), ("Family", "김지은", "010-9046-3351"),
      ("Coworker", "윤태호", "010-6628-0192"), ("Friend", "정하늘", "010-2275-8863"),
      ("Coworker", "한소희", "010-8834-5526"), ("Friend", "오준우", "010-1190-6647"),
    ]
    return ["Family", "Friend", "Coworker"].map { group in
      var items: [ListItem<String, WebItem>] = []
      for (index, person) in people.enumerated() where person.group == group {
        items.append(
          ListItem(
            id: "person-\(index)", content: WebItem(text: person.name, detail: person.phone),
            hasDetail: true, behavior: .toggleDetail))
      }
      return Section(
        id: group, header: WebItem(text: group, role: .header),
        footer: WebItem(text: "", role: .band), items: items)
    }
  }

  static func collapsible() -> [Section] {
    (1...5).map { section in
      Section(
        id: "section-\(section)",
        header: WebItem(text: "Section \(section)", role: .buttonHeader), isCollapsible: true,
        items: (1...5).map { row in
          ListItem(
            id: "section-\(section)-row-\(row)", content: WebItem(text: "\(row)"),
            behavior: .flash)
        })
    }
  }

  static func accordion() -> [Section] {
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
    return categories.enumerated().map { index, category in
      Section(
        id: "category-\(index)",
        items: [
          ListItem(
            id: "category-\(index)-title", content: WebItem(text: category.0, role: .title),
            children: category.1.enumerated().map { itemIndex, name in
              ListItem(
                id: "category-\(index)-item-\(itemIndex)", content: WebItem(text: name),
                behavior: .flash)
            }, behavior: .toggleChildren)
        ])
    }
  }

  static let messageTexts: [(text: String, isDone: Bool)] = [
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

  static func messages() -> [Section] {
    let items = messageTexts.enumerated().map { index, message in
      ListItem(
        id: "message-\(index)",
        content: WebItem(text: message.text, role: .message, isDone: message.isDone),
        behavior: .flash)
    }
    return [Section(id: "messages", items: items)]
  }

  struct Term {
    var id: String
    var title: String
    var isMandatory: Bool
    var content: String
    var subterms: [Term] = []
  }

  static let termData: [Term] = [
    Term(
      id: "age", title: "I am 14 or older", isMandatory: true,
      content: "You confirm that you are at least 14 years old. 만 14세 미만은 보호자 동의가 필요합니다."),
    Term(
      id: "service", title: "Service terms", isMandatory: true,
      content:
        "1. These terms govern your use of the service. 2. Keep your account details safe. "
        + "3. We may update these terms and will tell you seven days in advance."),
    Term(
      id: "location", title: "Location-based service terms", isMandatory: true,
      content:
        "We use your location only to show venues near you. 위치 정보는 서비스 제공 후 즉시 파기됩니다."),
    Term(
      id: "payment", title: "App payment terms", isMandatory: false,
      content: "Payments in the app are processed by our payment partner.",
      subterms: [
        Term(
          id: "third-party", title: "Third-party data sharing", isMandatory: false,
          content: "We share your name and order with the payment partner to complete payments."),
        Term(
          id: "payment-history", title: "Payment history sharing", isMandatory: false,
          content: "We share your payment history with the card issuer for refunds."),
      ]),
    Term(
      id: "marketing", title: "Marketing messages", isMandatory: false,
      content: "News and offers by text message and email. 언제든지 수신을 거부할 수 있습니다."),
  ]

  static func terms() -> [Section] {
    func item(_ term: Term, indent: Int) -> ListItem<String, WebItem> {
      ListItem(
        id: term.id,
        content: WebItem(
          text: term.title, detail: term.content, role: .term, indent: indent,
          isMandatory: term.isMandatory),
        hasDetail: true, behavior: .toggleCheck)
    }
    var sections = [
      Section(
        id: "all",
        items: [
          ListItem(
            id: "agree-all", content: WebItem(text: "Agree to all", role: .agreeAll),
            behavior: .toggleAll)
        ])
    ]
    for term in termData {
      sections.append(
        Section(
          id: "section-\(term.id)",
          items: [item(term, indent: 0)] + term.subterms.map { item($0, indent: 1) }))
    }
    return sections
  }

  static func checks() -> CheckTree<String>? {
    let roots = termData.map { term in
      CheckTree<String>.Node(
        term.id, isMandatory: term.isMandatory,
        children: term.subterms.map { CheckTree<String>.Node($0.id, isMandatory: $0.isMandatory) })
    }
    do {
      return try CheckTree(roots: roots)
    } catch {
      return nil
    }
  }
}
