import FoldKit

extension ScreenCatalog {
  /// The sample messages: Korean, English, mixed and emoji, short and long; the same in every
  /// language, as a person's messages are.
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
  ///
  /// - Complexity: O(*n*) for *n* messages.
  public static func messages(_ language: ScreenLanguage) -> ScreenModel {
    let korean = language == .korean
    let items = sampleMessages.enumerated().map { index, message in
      ListItem(
        id: "message-\(index)",
        content: ScreenItem(message.text, role: .message(isDone: message.isDone)),
        behavior: .flash)
    }
    return ScreenModel(
      name: "messages", title: korean ? "메시지" : "Messages",
      sections: [ScreenModel.Section(id: "messages", items: items)], policy: .independent,
      status: korean
        ? "행 높이는 글에 맞춰집니다. 창 크기를 바꾸면 다시 줄바꿈합니다."
        : "Rows fit their text; resize the window to re-wrap.",
      strings: ScreenStrings(language))
  }
}
