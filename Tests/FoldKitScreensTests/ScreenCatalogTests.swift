import FoldKit
import FoldKitScreens
import Testing

@Suite struct ScreenCatalogTests {
  @Test("Every screen builds in both languages, with the same names, IDs and shape")
  func screensMatchAcrossLanguages() throws {
    let english = ScreenCatalog.all(language: .english)
    let korean = ScreenCatalog.all(language: .korean)
    #expect(english.map(\.name) == ScreenCatalog.names)
    #expect(korean.map(\.name) == ScreenCatalog.names)
    for (en, ko) in zip(english, korean) {
      #expect(en.sections.map(\.id) == ko.sections.map(\.id), "\(en.name)")
      #expect(
        en.sections.flatMap { $0.items.map(\.id) } == ko.sections.flatMap { $0.items.map(\.id) },
        "\(en.name)")
      #expect(en.policy == ko.policy)
      #expect(en.title != ko.title, "\(en.name) has no Korean title")
      let controller = en.makeController()
      #expect(controller.numberOfSections == en.sections.count)
    }
  }

  @Test("Names are found in any case")
  func namesIgnoreCase() {
    #expect(ScreenCatalog.canonicalName("Contacts") == "contacts")
    #expect(ScreenCatalog.canonicalName("TERMS") == "terms")
    #expect(ScreenCatalog.canonicalName("files") == nil)
    #expect(ScreenCatalog.screen(named: "Accordion", language: .korean)?.title == "아코디언")
  }

  @Test("Contacts: three groups in order, ten people with their numbers")
  func contacts() {
    let english = ScreenCatalog.contacts(.english)
    #expect(english.sections.compactMap { $0.header?.text } == ["Family", "Friend", "Coworker"])
    let korean = ScreenCatalog.contacts(.korean)
    #expect(korean.sections.compactMap { $0.header?.text } == ["가족", "친구", "직장 동료"])
    let people = english.sections.flatMap(\.items)
    #expect(people.count == 10)
    #expect(people.allSatisfy { $0.hasDetail && $0.content.detail?.hasPrefix("010-") == true })
    #expect(english.policy == .exclusiveInList)
  }

  @Test("Terms: Korean labels and tags, mandatory gating in the check tree")
  func terms() throws {
    let korean = ScreenCatalog.terms(.korean)
    let items = korean.sections.flatMap(\.items).map(\.content)
    #expect(items.first?.text == "전체 동의")
    #expect(items.last?.text == "동의하기")
    #expect(items.contains { $0.text == "만 14세 이상입니다" && $0.tag == "필수" })
    #expect(items.contains { $0.text == "마케팅 정보 수신" && $0.tag == "선택" })
    var controller = korean.makeController()
    let checks = try #require(controller.checks)
    #expect(!checks.canConfirm)
    for id in ["age", "service", "location"] { _ = controller.checks?.toggle(id) }
    #expect(controller.checks?.canConfirm == true)
  }

  @Test("Terms: the payment term's text and its sub-terms open apart")
  func paymentTextAndSubTermsOpenApart() throws {
    let model = ScreenCatalog.terms(.english)
    let payment = try #require(
      model.sections.first { $0.id == "section-payment" }?.items.first)
    #expect(payment.options.contains(.detailApart))
    #expect(payment.children.map(\.id) == ["third-party", "payment-history"])
    #expect(model.openItems == ["payment"])
    var controller = model.makeController()
    func rows() -> [String] {
      (0..<controller.rows.elements.count).compactMap { position in
        let row = controller.element(atPosition: position)
        switch row.kind {
        case .row: return row.itemID
        case .detail: return row.itemID.map { $0 + " text" }
        default: return nil
        }
      }
    }
    // The sub-terms show at the start; the text does not.
    #expect(rows().contains("third-party") && !rows().contains("payment text"))
    // Opening the text leaves the sub-terms as they are; closing the sub-terms leaves the text.
    controller.toggleDetail("payment")
    #expect(rows().contains("payment text") && rows().contains("payment-history"))
    controller.toggle("payment")
    #expect(rows().contains("payment text") && !rows().contains("third-party"))
    let access = try controller.accessibility(at: #require(controller.indexPath(of: "payment")))
    #expect(access.isDetailOpen == true && !access.isExpanded)
    controller.toggleDetail("payment")
    #expect(!rows().contains("payment text") && !rows().contains("third-party"))
    controller.toggle("payment")
    #expect(!rows().contains("payment text") && rows().contains("third-party"))
    // Checking the main term still checks both sub-terms.
    _ = controller.checks?.toggle("payment")
    #expect(controller.checks?.mark(of: "third-party") == .checked)
    #expect(controller.checks?.mark(of: "payment-history") == .checked)
  }

  @Test("The locale: Korean from LC_ALL, LC_MESSAGES or LANG starting with ko")
  func language() {
    #expect(ScreenLanguage(all: nil, lang: "ko_KR.UTF-8") == .korean)
    #expect(ScreenLanguage(all: "en_US.UTF-8", lang: "ko_KR.UTF-8") == .english)
    #expect(ScreenLanguage(all: "", messages: "ko", lang: "C") == .korean)
    #expect(ScreenLanguage(all: nil, lang: nil) == .english)
    #expect(ScreenLanguage(all: nil, lang: "C.UTF-8") == .english)
  }
}
