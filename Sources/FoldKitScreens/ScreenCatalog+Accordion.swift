import FoldKit

extension ScreenCatalog {
  /// The facility categories and their items, in English and Korean.
  static let categories: [(english: String, korean: String, items: [(String, String)])] = [
    (
      "Mobility", "이동 편의",
      [
        ("Parking", "주차장"), ("Public transport", "대중교통"), ("Ramps", "경사로"),
        ("Ticket office", "매표소"), ("Wheelchair", "휠체어"), ("Elevator", "엘리베이터"),
        ("Toilets", "화장실"), ("Seating", "좌석"),
      ]
    ),
    (
      "Vision", "시각",
      [
        ("Braille blocks", "점자 블록"), ("Guides", "안내 요원"), ("Audio guides", "음성 안내기"),
        ("Braille signs", "점자 안내판"),
      ]
    ),
    ("Hearing", "청각", [("Sign language", "수어 통역"), ("Captions", "자막")]),
    ("Families with infants", "영유아 가족", [("Stroller rental", "유모차 대여")]),
    ("Seniors", "어르신", [("Wheelchair and walking-aid rental", "휠체어·보행 보조기 대여")]),
  ]

  /// Accessibility facilities by category, one title row each with its items.
  ///
  /// - Complexity: O(*n*) for *n* facilities.
  public static func accordion(_ language: ScreenLanguage) -> ScreenModel {
    let korean = language == .korean
    let sections = categories.enumerated().map { index, category in
      ScreenModel.Section(
        id: "category-\(index)",
        items: [
          ListItem(
            id: "category-\(index)-title",
            content: ScreenItem(korean ? category.korean : category.english, role: .title),
            children: category.items.enumerated().map { itemIndex, name in
              ListItem(
                id: "category-\(index)-item-\(itemIndex)",
                content: ScreenItem(korean ? name.1 : name.0), behavior: .flash)
            }, behavior: .toggleChildren)
        ])
    }
    return ScreenModel(
      name: "accordion", title: korean ? "아코디언" : "Accordion", sections: sections,
      policy: .independent,
      status: korean
        ? "분류를 선택하면 편의 시설이 보입니다." : "Select a category to show its facilities.",
      offersExclusiveMode: true, strings: ScreenStrings(language))
  }
}
