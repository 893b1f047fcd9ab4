import FoldKit
import FoldKitGallery
import FoldKitTerminal
import Testing

@Suite struct TermsScreenTests {
  @Test("Terms: the Agree button starts disabled")
  func agreeStartsDisabled() throws {
    let (app, text) = try journey("terms", "", columns: 60, rows: 16)
    #expect(app.screen.table.selectedItem == "agree-all")
    #expect(app.screen.checks?.canConfirm == false)
    #expect(text.contains("[ Agree ]  (disabled)"))
    #expect(text.contains("  [ ] I am 14 or older  mandatory"))
    #expect(text.contains("  [ ] Marketing messages  optional"))
  }

  @Test("Terms: agree to all checks every term and enables Agree")
  func agreeToAllChecksEverything() throws {
    let (app, text) = try journey("terms", "space", columns: 60, rows: 16)
    // The Agree button sits at the bottom of the list's area.
    #expect(
      listLines(text) == [
        "› [x] Agree to all",
        "  [x] I am 14 or older  mandatory                         ⌄",
        "  [x] Service terms  mandatory                            ⌄",
        "  [x] Location-based service terms  mandatory             ⌄",
        "  [x] App payment terms  optional                         ⌄",
        "      [x] Third-party data sharing  optional              ⌄",
        "      [x] Payment history sharing  optional               ⌄",
        "  [x] Marketing messages  optional                        ⌄",
        "", "", "",
        "                         [ Agree ]",
      ])
    #expect(app.screen.checks?.canConfirm == true)
  }

  @Test("Terms: a main term checks its sub-terms; partly checked sub-terms show mixed")
  func mainTermAndSubTerms() throws {
    let (_, text) = try journey("terms", "down down down down space down space", columns: 60)
    #expect(text.contains("  [-] App payment terms  optional"))
    #expect(text.contains("›     [ ] Third-party data sharing  optional"))
    #expect(text.contains("      [x] Payment history sharing  optional"))
    #expect(text.contains("  [-] Agree to all"))
    let (all, allText) = try journey("terms", "down down down down down space down space")
    #expect(allText.contains("  [x] App payment terms  optional"))
    #expect(all.screen.checks?.canConfirm == false)
  }

  @Test("Terms: Agree is enabled only when every mandatory term is accepted")
  func mandatoryGating() throws {
    let (partly, _) = try journey("terms", "down space down space", columns: 60)
    #expect(partly.screen.checks?.canConfirm == false)
    let (app, text) = try journey("terms", "down space down space down space", columns: 60)
    #expect(app.screen.checks?.canConfirm == true)
    #expect(text.contains("[ Agree ]"))
    #expect(!text.contains("(disabled)"))
    let (agreed, agreedText) = try journey(
      "terms", "down space down space down space end enter", columns: 60)
    #expect(agreed.screen.status == "Agreed. Thank you.")
    #expect(agreedText.contains("Agreed. Thank you."))
  }

  @Test("Terms: a term's content opens to read and closes")
  func contentOpensToRead() throws {
    let (app, text) = try journey("terms", "down down right", columns: 60, rows: 20)
    #expect(text.contains("1. These terms govern your use of the service."))
    #expect(
      app.screen.table.controller.expansion.expandedItems.keys.sorted() == ["payment", "service"])
    let (closed, _) = try journey("terms", "down down right left", columns: 60, rows: 20)
    #expect(closed.screen.table.controller.expansion.expandedItems.keys.sorted() == ["payment"])
  }

  @Test("Terms: d opens the payment term's text without its sub-terms; → opens the sub-terms")
  func paymentTextAndSubTermsOpenApart() throws {
    // The sub-terms show from the start; ← closes them and leaves the text closed.
    let (start, startText) = try journey("terms", "down down down down", columns: 60, rows: 20)
    #expect(start.screen.table.selectedItem == "payment")
    #expect(startText.contains("      [ ] Third-party data sharing  optional"))
    let (closed, closedText) = try journey(
      "terms", "down down down down left", columns: 60, rows: 20)
    #expect(!closedText.contains("Third-party data sharing"))
    #expect(!closedText.contains("Payments in the app"))
    #expect(closed.screen.table.controller.expansion.expandedItems.isEmpty)
    // d opens the text alone: the sub-terms stay closed.
    let (text, textText) = try journey(
      "terms", "down down down down left d", columns: 60, rows: 20)
    #expect(textText.contains("Payments in the app are processed by our payment"))
    #expect(!textText.contains("Third-party data sharing"))
    #expect(text.screen.table.controller.expansion.openDetails == ["payment"])
    #expect(text.screen.table.selectedItem == "payment")
    #expect(text.screen.status.hasSuffix("collapsed, text open"))
    #expect(
      listLines(textText).contains("› [ ] App payment terms  optional                         ⌃"))
    // → then opens the sub-terms beneath the text; ← closes them and keeps the text.
    let (both, bothText) = try journey(
      "terms", "down down down down left d right", columns: 60, rows: 20)
    #expect(bothText.contains("Payments in the app"))
    #expect(bothText.contains("Third-party data sharing"))
    #expect(both.screen.status.contains("expanded, 2 items, text open"))
    let (back, backText) = try journey(
      "terms", "down down down down left d right left", columns: 60, rows: 20)
    #expect(backText.contains("Payments in the app"))
    #expect(!backText.contains("Third-party data sharing"))
    #expect(back.screen.table.controller.expansion.openDetails == ["payment"])
    // With the sub-terms closed, ← closes the text too.
    let (none, noneText) = try journey(
      "terms", "down down down down left d left", columns: 60, rows: 20)
    #expect(!noneText.contains("Payments in the app"))
    #expect(none.screen.table.controller.expansion.openDetails.isEmpty)
    // Checking the payment term still checks its sub-terms, whether they show or not.
    let (checked, _) = try journey(
      "terms", "down down down down left space", columns: 60, rows: 20)
    #expect(checked.screen.checks?.mark(of: "third-party") == .checked)
    #expect(checked.screen.checks?.mark(of: "payment-history") == .checked)
  }
}

@Suite struct TermsNavigationTests {
  @Test("Terms: ← on a sub-term goes to its main term; on an open sub-term it closes it first")
  func leftFromASubTermGoesToItsMainTerm() throws {
    let (app, _) = try journey("terms", "down down down down down left", columns: 60, rows: 20)
    #expect(app.screen.table.selectedItem == "payment")
    let (open, _) = try journey(
      "terms", "down down down down down right left", columns: 60, rows: 20)
    #expect(open.screen.table.selectedItem == "third-party")
    #expect(open.screen.table.controller.expansion.expandedItems.keys.sorted() == ["payment"])
    let (twice, _) = try journey(
      "terms", "down down down down down down right left left", columns: 60, rows: 20)
    #expect(twice.screen.table.selectedItem == "payment")
  }
}
