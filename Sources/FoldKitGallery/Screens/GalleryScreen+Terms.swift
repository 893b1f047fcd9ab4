import FoldKit
public import FoldKitTerminal

extension GalleryScreen {
  /// One term of the terms screen's data.
  struct Term {
    var id: String
    var title: String
    var isMandatory: Bool
    var content: String
    var subterms: [Term] = []
  }

  /// The terms of the example data.
  static let sampleTerms: [Term] = [
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

  /// Grouped terms with agree-all, tri-state main terms and the gated Agree button.
  public static func terms(size: TerminalSize) -> GalleryScreen {
    func item(_ term: Term, indent: Int) -> ListItem<String, GalleryItem> {
      ListItem(
        id: term.id,
        content: GalleryItem(
          term.title, detail: term.content, role: .term(isMandatory: term.isMandatory),
          indent: indent),
        hasDetail: true, behavior: .toggleCheck)
    }
    var sections = [
      ListSection(
        id: "all",
        items: [
          ListItem(
            id: "agree-all", content: GalleryItem("Agree to all", role: .agreeAll),
            behavior: .toggleAll)
        ])
    ]
    for term in sampleTerms {
      sections.append(
        ListSection(
          id: "section-\(term.id)",
          items: [item(term, indent: 0)] + term.subterms.map { item($0, indent: 2) }))
    }
    sections.append(
      ListSection(
        id: "confirm",
        items: [
          ListItem(
            id: "agree-button", content: GalleryItem("Agree", role: .agreeButton),
            behavior: .flash)
        ]))
    let roots = sampleTerms.map { term in
      CheckTree<String>.Node(
        term.id, isMandatory: term.isMandatory,
        children: term.subterms.map { CheckTree<String>.Node($0.id, isMandatory: $0.isMandatory) })
    }
    // The sample IDs are unique, so building the tree cannot fail.
    let checks = try? CheckTree(roots: roots)
    return GalleryScreen(
      title: "Terms", table: table(sections, policy: .independent, size: size, checks: checks),
      status: "Space checks a term; → opens it to read.")
  }
}
