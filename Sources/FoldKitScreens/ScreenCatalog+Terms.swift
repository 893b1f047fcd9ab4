public import FoldKit

extension ScreenCatalog {
  /// One term of the terms screen's data.
  struct Term {
    var id: String
    var title: (english: String, korean: String)
    var isMandatory: Bool
    var content: (english: String, korean: String)
    var subterms: [Term] = []
  }

  /// The terms of the example data.
  static let sampleTerms: [Term] = [
    Term(
      id: "age", title: ("I am 14 or older", "만 14세 이상입니다"), isMandatory: true,
      content: (
        "You confirm that you are at least 14 years old. 만 14세 미만은 보호자 동의가 필요합니다.",
        "만 14세 이상임을 확인합니다. 만 14세 미만은 보호자 동의가 필요합니다."
      )),
    Term(
      id: "service", title: ("Service terms", "서비스 이용약관"), isMandatory: true,
      content: (
        "1. These terms govern your use of the service. 2. Keep your account details safe. "
          + "3. We may update these terms and will tell you seven days in advance.",
        "1. 이 약관은 서비스 이용에 적용됩니다. 2. 계정 정보를 안전하게 보관하세요. "
          + "3. 약관을 바꿀 때는 7일 전에 알려 드립니다."
      )),
    Term(
      id: "location", title: ("Location-based service terms", "위치 기반 서비스 이용약관"),
      isMandatory: true,
      content: (
        "We use your location only to show venues near you. 위치 정보는 서비스 제공 후 즉시 파기됩니다.",
        "가까운 장소를 보여 드리는 데에만 위치 정보를 씁니다. 위치 정보는 서비스 제공 후 즉시 파기됩니다."
      )),
    Term(
      id: "payment", title: ("App payment terms", "앱 결제 약관"), isMandatory: false,
      content: (
        "Payments in the app are processed by our payment partner.",
        "앱 안의 결제는 결제 대행사가 처리합니다."
      ),
      subterms: [
        Term(
          id: "third-party", title: ("Third-party data sharing", "제3자 정보 제공"),
          isMandatory: false,
          content: (
            "We share your name and order with the payment partner to complete payments.",
            "결제를 마치려고 이름과 주문 내역을 결제 대행사에 제공합니다."
          )),
        Term(
          id: "payment-history", title: ("Payment history sharing", "결제 내역 공유"),
          isMandatory: false,
          content: (
            "We share your payment history with the card issuer for refunds.",
            "환불을 위해 결제 내역을 카드사와 공유합니다."
          )),
      ]),
    Term(
      id: "marketing", title: ("Marketing messages", "마케팅 정보 수신"), isMandatory: false,
      content: (
        "News and offers by text message and email. 언제든지 수신을 거부할 수 있습니다.",
        "문자와 이메일로 소식과 혜택을 보내 드립니다. 언제든지 수신을 거부할 수 있습니다."
      )),
  ]

  /// The check tree of the terms screen: each main term with its sub-terms.
  public static var termRoots: [CheckTree<String>.Node] {
    sampleTerms.map { term in
      CheckTree<String>.Node(
        term.id, isMandatory: term.isMandatory,
        children: term.subterms.map { CheckTree<String>.Node($0.id, isMandatory: $0.isMandatory) })
    }
  }

  /// Grouped terms with agree-all, tri-state main terms and the gated Agree button.
  ///
  /// A main term with sub-terms carries them as its children and opens its text apart from
  /// them (``ItemOptions/detailApart``): → shows or goes to the sub-terms, the row's ⌄ or the
  /// detail key opens the text. The sub-terms show when the screen opens; the text does not.
  ///
  /// - Complexity: O(*n*) for *n* terms.
  public static func terms(_ language: ScreenLanguage) -> ScreenModel {
    let korean = language == .korean
    let strings = ScreenStrings(language)
    func item(_ term: Term, indent: Int) -> ListItem<String, ScreenItem> {
      ListItem(
        id: term.id,
        content: ScreenItem(
          korean ? term.title.korean : term.title.english,
          detail: korean ? term.content.korean : term.content.english,
          role: .term(isMandatory: term.isMandatory), indent: indent,
          tag: term.isMandatory ? strings.mandatory : strings.optional),
        // A sub-term sits one level deeper than its main term and one indent step further.
        children: term.subterms.map { item($0, indent: indent + 1) },
        hasDetail: true, behavior: .toggleCheck,
        options: term.subterms.isEmpty ? [] : .detailApart)
    }
    var sections = [
      ScreenModel.Section(
        id: "all",
        items: [
          ListItem(
            id: "agree-all",
            content: ScreenItem(korean ? "전체 동의" : "Agree to all", role: .agreeAll),
            behavior: .toggleAll)
        ])
    ]
    for term in sampleTerms {
      sections.append(ScreenModel.Section(id: "section-\(term.id)", items: [item(term, indent: 0)]))
    }
    sections.append(
      ScreenModel.Section(
        id: "confirm",
        items: [
          ListItem(
            id: "agree-button", content: ScreenItem(korean ? "동의하기" : "Agree", role: .agreeButton),
            behavior: .flash)
        ]))
    return ScreenModel(
      name: "terms", title: korean ? "약관" : "Terms", sections: sections, policy: .independent,
      checkRoots: termRoots,
      status: korean
        ? "Space로 약관에 체크하고, →로 내용을 엽니다. 하위 약관이 있는 약관은 d로 내용을 엽니다."
        : "Space checks a term; → opens it to read (d for a term with sub-terms).",
      strings: strings, openItems: sampleTerms.filter { !$0.subterms.isEmpty }.map { $0.id })
  }
}
