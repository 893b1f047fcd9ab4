import FoldKit
import Testing

/// Screen 5 of SCREENS.md, "Terms: grouped items with agree-all and mandatory gating", driven as
/// a person would: each test reads like a line of the screen's description.
@Suite("Terms screen check marks") struct TermsScreenCheckTests {
  /// The example terms: one section per main term, sub-terms under app payment terms.
  static func terms() throws -> CheckTree<String> {
    try CheckTree(roots: [
      .init("I am 14 or older", isMandatory: true),
      .init("Service terms", isMandatory: true),
      .init("Location-based service terms", isMandatory: true),
      .init(
        "App payment terms",
        children: [
          .init("Third-party data sharing"),
          .init("Payment history sharing"),
        ]),
      .init("Marketing messages"),
    ])
  }

  static let everyTerm = [
    "I am 14 or older", "Service terms", "Location-based service terms", "App payment terms",
    "Third-party data sharing", "Payment history sharing", "Marketing messages",
  ]

  static let mandatoryTerms = [
    "I am 14 or older", "Service terms", "Location-based service terms",
  ]

  @Test("Every term starts unaccepted and the Agree button starts disabled")
  func startsUnaccepted() throws {
    let terms = try Self.terms()
    #expect(Self.everyTerm.map { terms.mark(of: $0) } == Array(repeating: .unchecked, count: 7))
    #expect(terms.allMark == .unchecked)
    #expect(!terms.canConfirm)
    #expect(terms.uncheckedMandatory == Self.mandatoryTerms)
    #expect(Self.mandatoryTerms.allSatisfy(terms.isMandatory))
    #expect(!terms.isMandatory("Third-party data sharing"))
  }

  @Test("Agree to all checks every term and then shows checked")
  func agreeToAllChecksEveryTerm() throws {
    var terms = try Self.terms()
    let change = terms.toggleAll()
    #expect(change.changed == Self.everyTerm)
    #expect(change.allMarkChanged)
    #expect(change.canConfirmChanged)
    #expect(Self.everyTerm.allSatisfy { terms.mark(of: $0) == .checked })
    #expect(terms.allMark == .checked)
    #expect(terms.canConfirm)
    terms.checkInvariants()
  }

  @Test("Agree to all again unchecks every term")
  func agreeToAllAgainUnchecksEveryTerm() throws {
    var terms = try Self.terms()
    _ = terms.toggleAll()
    let change = terms.toggleAll()
    #expect(change.changed == Self.everyTerm)
    #expect(change.allMarkChanged && change.canConfirmChanged)
    #expect(Self.everyTerm.allSatisfy { terms.mark(of: $0) == .unchecked })
    #expect(terms.allMark == .unchecked)
    #expect(!terms.canConfirm)
  }

  @Test("Agree to all with some terms accepted checks the rest")
  func agreeToAllFromPartlyAccepted() throws {
    var terms = try Self.terms()
    _ = terms.toggle("Service terms")
    _ = terms.toggle("Third-party data sharing")
    #expect(terms.allMark == .mixed)
    let change = terms.toggleAll()
    #expect(
      change.changed == [
        "I am 14 or older", "Location-based service terms", "App payment terms",
        "Payment history sharing", "Marketing messages",
      ])
    #expect(terms.allMark == .checked)
  }

  @Test("Agree to all shows checked once every term is accepted one by one")
  func acceptingEveryTermChecksAgreeToAll() throws {
    var terms = try Self.terms()
    let mainTerms = [
      "I am 14 or older", "Service terms", "Location-based service terms", "App payment terms",
      "Marketing messages",
    ]
    for term in mainTerms.dropLast() {
      _ = terms.toggle(term)
      #expect(terms.allMark == .mixed, "after accepting \(term)")
    }
    let last = terms.toggle("Marketing messages")
    #expect(last.changed == ["Marketing messages"])
    #expect(last.allMarkChanged)
    #expect(terms.allMark == .checked)
  }

  @Test("Checking a main term checks all its sub-terms")
  func checkingMainTermChecksSubTerms() throws {
    var terms = try Self.terms()
    let change = terms.toggle("App payment terms")
    #expect(
      change.changed == [
        "App payment terms", "Third-party data sharing", "Payment history sharing",
      ])
    #expect(terms.mark(of: "Third-party data sharing") == .checked)
    #expect(terms.mark(of: "Payment history sharing") == .checked)
    #expect(terms.mark(of: "App payment terms") == .checked)
    #expect(!change.canConfirmChanged)
  }

  @Test("Unchecking a main term unchecks its sub-terms")
  func uncheckingMainTermUnchecksSubTerms() throws {
    var terms = try Self.terms()
    _ = terms.toggle("App payment terms")
    let change = terms.toggle("App payment terms")
    #expect(
      change.changed == [
        "App payment terms", "Third-party data sharing", "Payment history sharing",
      ])
    #expect(terms.mark(of: "Third-party data sharing") == .unchecked)
    #expect(terms.mark(of: "Payment history sharing") == .unchecked)
    #expect(terms.mark(of: "App payment terms") == .unchecked)
  }

  @Test("Checking all sub-terms checks the main term")
  func checkingAllSubTermsChecksMainTerm() throws {
    var terms = try Self.terms()
    _ = terms.toggle("Third-party data sharing")
    let change = terms.toggle("Payment history sharing")
    #expect(change.changed == ["App payment terms", "Payment history sharing"])
    #expect(terms.mark(of: "App payment terms") == .checked)
  }

  @Test("A main term whose sub-terms are partly checked shows mixed")
  func partlyCheckedSubTermsShowMixed() throws {
    var terms = try Self.terms()
    let change = terms.toggle("Third-party data sharing")
    #expect(change.changed == ["App payment terms", "Third-party data sharing"])
    #expect(change.allMarkChanged)
    #expect(terms.mark(of: "App payment terms") == .mixed)
    #expect(terms.allMark == .mixed)
    // Tapping the mixed main term accepts the rest of its sub-terms.
    let tap = terms.toggle("App payment terms")
    #expect(tap.changed == ["App payment terms", "Payment history sharing"])
    #expect(terms.mark(of: "App payment terms") == .checked)
  }

  @Test("The Agree button is enabled only when every mandatory term is accepted")
  func agreeButtonNeedsEveryMandatoryTerm() throws {
    var terms = try Self.terms()
    _ = terms.toggle("App payment terms")
    _ = terms.toggle("Marketing messages")
    #expect(!terms.canConfirm, "optional terms alone do not enable Agree")
    _ = terms.toggle("I am 14 or older")
    _ = terms.toggle("Service terms")
    #expect(!terms.canConfirm)
    #expect(terms.uncheckedMandatory == ["Location-based service terms"])
    let enabling = terms.toggle("Location-based service terms")
    #expect(enabling.canConfirmChanged)
    #expect(terms.canConfirm)
    #expect(terms.uncheckedMandatory.isEmpty)
    let disabling = terms.toggle("Service terms")
    #expect(disabling.canConfirmChanged)
    #expect(!terms.canConfirm)
    #expect(terms.uncheckedMandatory == ["Service terms"])
  }

  @Test("Optional terms do not matter to the Agree button")
  func optionalTermsCanStayUnchecked() throws {
    var terms = try Self.terms()
    for term in Self.mandatoryTerms { _ = terms.toggle(term) }
    #expect(terms.canConfirm)
    #expect(terms.mark(of: "App payment terms") == .unchecked)
    #expect(terms.mark(of: "Marketing messages") == .unchecked)
    #expect(terms.allMark == .mixed)
  }
}
