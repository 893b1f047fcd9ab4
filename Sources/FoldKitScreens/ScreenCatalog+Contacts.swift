import FoldKit

extension ScreenCatalog {
  /// The people of the contacts screen: group (0 family, 1 friend, 2 coworker), name, phone.
  static let people: [(group: Int, name: String, phone: String)] = [
    (0, "김영수", "010-2384-1957"), (1, "이민호", "010-4417-2290"),
    (0, "박미경", "010-5521-0834"), (2, "강다은", "010-3309-7718"),
    (1, "최서연", "010-7712-4409"), (0, "김지은", "010-9046-3351"),
    (2, "윤태호", "010-6628-0192"), (1, "정하늘", "010-2275-8863"),
    (2, "한소희", "010-8834-5526"), (1, "오준우", "010-1190-6647"),
  ]

  /// A phone book grouped by relationship, with a detail row for the number that moves.
  ///
  /// - Complexity: O(*n*) for *n* people.
  public static func contacts(_ language: ScreenLanguage) -> ScreenModel {
    let korean = language == .korean
    let groups =
      korean
      ? [("family", "가족"), ("friend", "친구"), ("coworker", "직장 동료")]
      : [("family", "Family"), ("friend", "Friend"), ("coworker", "Coworker")]
    let sections = groups.enumerated().map { group, names in
      ScreenModel.Section(
        id: names.0, header: ScreenItem(names.1, role: .header),
        footer: ScreenItem("", role: .band),
        items: people.enumerated().filter { $0.element.group == group }.map { index, person in
          ListItem(
            id: "person-\(index)", content: ScreenItem(person.name, detail: person.phone),
            hasDetail: true, behavior: .toggleDetail)
        })
    }
    return ScreenModel(
      name: "contacts", title: korean ? "연락처" : "Contacts", sections: sections,
      policy: .exclusiveInList,
      status: korean ? "사람을 선택하면 전화번호가 보입니다." : "Select a person to show their number.",
      strings: ScreenStrings(language))
  }

  /// Five sections of five rows whose headers hide and show them.
  ///
  /// - Complexity: O(1).
  public static func sections(_ language: ScreenLanguage) -> ScreenModel {
    let korean = language == .korean
    let sections = (1...5).map { section in
      ScreenModel.Section(
        id: "section-\(section)",
        header: ScreenItem(korean ? "섹션 \(section)" : "Section \(section)", role: .buttonHeader),
        isCollapsible: true,
        items: (1...5).map { row in
          ListItem(
            id: "section-\(section)-row-\(row)", content: ScreenItem("\(row)"), behavior: .flash)
        })
    }
    return ScreenModel(
      name: "sections", title: korean ? "섹션" : "Sections", sections: sections,
      policy: .independent,
      status: korean
        ? "머리글을 선택하면 그 섹션의 행을 숨기거나 보여 줍니다."
        : "Select a header to hide or show its rows.",
      strings: ScreenStrings(language))
  }
}
