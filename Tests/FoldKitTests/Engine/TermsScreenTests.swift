import FoldKit
import Testing

/// The terms screen of SCREENS.md through the list controller: agree-all, sub-terms, gating.
@Suite struct TermsScreenTests {
  /// Sections: "Agree to all", then one section per main term with its sub-terms beneath it.
  static func terms() throws -> ListController<String, String, String> {
    func term(_ id: String, children: [ListItem<String, String>] = []) -> ListItem<String, String> {
      ListItem(id: id, content: id, children: children, hasDetail: true, behavior: .toggleCheck)
    }
    let snapshot = try Snapshot<String, String, String>(sections: [
      ListSection(
        id: "all", items: [ListItem(id: "all", content: "Agree to all", behavior: .toggleAll)]),
      ListSection(id: "age", items: [term("age")]),
      ListSection(id: "service", items: [term("service")]),
      ListSection(id: "location", items: [term("location")]),
      ListSection(
        id: "payment", items: [term("payment", children: [term("third-party"), term("history")])]),
      ListSection(id: "marketing", items: [term("marketing")]),
    ])
    var list = ListController(snapshot: snapshot)
    list.checks = try CheckTree(
      snapshot: snapshot, mandatory: ["age", "service", "location"])
    list.toggle("payment")  // sub-terms shown; the term's own content row opens with it
    return list
  }

  @Test("Terms: agree to all checks every term and shows checked")
  func agreeToAllChecksEveryTerm() throws {
    var list = try Self.terms()
    let outcome = list.select(at: ListIndexPath(section: 0, row: 0))
    guard case .checked(let changed) = outcome.action else {
      Issue.record("expected a check change, got \(outcome.action)")
      return
    }
    #expect(
      Set(changed) == [
        "age", "service", "location", "payment", "third-party", "history", "marketing",
      ])
    #expect(list.checkMark(at: ListIndexPath(section: 0, row: 0)) == .checked)
    #expect(list.checks?.canConfirm == true)
    // Every visible row whose mark changed is reloaded, and the agree-all row with them.
    #expect(outcome.changeset.reloadedRows.contains(ListIndexPath(section: 0, row: 0)))
    #expect(outcome.changeset.reloadedRows.contains(ListIndexPath(section: 4, row: 2)))
    let again = list.select(at: ListIndexPath(section: 0, row: 0))
    #expect(list.checkMark(at: ListIndexPath(section: 0, row: 0)) == .unchecked)
    #expect(list.checks?.canConfirm == false)
    #expect(!again.changeset.reloadedRows.isEmpty)
  }

  @Test("Terms: checking a main term checks its sub-terms; partly checked shows mixed")
  func mainTermsAndSubTerms() throws {
    var list = try Self.terms()
    // Section 4: payment (row 0), its content (row 1), third-party (row 2), history (row 3).
    _ = list.select(at: ListIndexPath(section: 4, row: 0))
    #expect(list.checkMark(at: ListIndexPath(section: 4, row: 2)) == .checked)
    #expect(list.checkMark(at: ListIndexPath(section: 4, row: 3)) == .checked)
    let uncheckOne = list.select(at: ListIndexPath(section: 4, row: 3))
    #expect(list.checkMark(at: ListIndexPath(section: 4, row: 0)) == .mixed)
    #expect(
      uncheckOne.changeset.reloadedRows == [
        ListIndexPath(section: 4, row: 0), ListIndexPath(section: 4, row: 3),
      ])
    _ = list.select(at: ListIndexPath(section: 4, row: 3))
    #expect(list.checkMark(at: ListIndexPath(section: 4, row: 0)) == .checked)
  }

  @Test("Terms: a main term's text and its sub-terms open apart, with the checks unchanged")
  func textAndSubTermsOpenApart() throws {
    let payment = ListItem(
      id: "payment", content: "payment",
      children: ["third-party", "history"].map {
        ListItem(id: $0, content: $0, hasDetail: true, behavior: .toggleCheck)
      },
      hasDetail: true, behavior: .toggleCheck, options: .detailApart)
    let snapshot = try Snapshot<String, String, String>(sections: [
      ListSection(
        id: "all", items: [ListItem(id: "all", content: "Agree to all", behavior: .toggleAll)]),
      ListSection(id: "payment", items: [payment]),
    ])
    var list = ListController(snapshot: snapshot)
    list.checks = try CheckTree(snapshot: snapshot, mandatory: [])
    let paymentRow = ListIndexPath(section: 1, row: 0)
    // The text alone: one detail row, no sub-terms, the row reloaded for its new state.
    let text = list.toggleDetail("payment")
    #expect(text.insertedRows == [ListIndexPath(section: 1, row: 1)])
    #expect(text.reloadedRows == [paymentRow])
    #expect(list.numberOfRows(inSection: 1) == 2)
    #expect(list.indexPath(of: "third-party") == nil)
    #expect(list.accessibility(at: paymentRow).isDetailOpen == true)
    #expect(list.accessibility(at: paymentRow).detailActionName == "Hide details")
    // → opens the sub-terms beneath the text, and closing them keeps the text.
    _ = list.moveRight(fromPosition: list.rows.position(of: paymentRow))
    #expect(list.indexPath(of: "third-party") == ListIndexPath(section: 1, row: 2))
    list.toggle("payment")
    #expect(list.indexPath(ofDetailOf: "payment") == ListIndexPath(section: 1, row: 1))
    #expect(list.indexPath(of: "history") == nil)
    // The sub-terms alone: closing the text leaves them.
    list.toggle("payment")
    list.toggleDetail("payment")
    #expect(list.indexPath(ofDetailOf: "payment") == nil)
    #expect(list.indexPath(of: "third-party") == ListIndexPath(section: 1, row: 1))
    #expect(list.accessibility(at: paymentRow).isExpanded)
    #expect(list.accessibility(at: paymentRow).detailActionName == "Show details")
    // Selecting the row checks the term and its sub-terms; nothing opens or closes.
    let checked = list.select(at: paymentRow)
    #expect(checked.changeset.insertedRows.isEmpty && checked.changeset.deletedRows.isEmpty)
    #expect(list.checkMark(at: ListIndexPath(section: 1, row: 1)) == .checked)
    #expect(list.checkMark(at: ListIndexPath(section: 0, row: 0)) == .checked)
    _ = list.select(at: ListIndexPath(section: 1, row: 2))
    #expect(list.checkMark(at: paymentRow) == .mixed)
  }

  @Test("Terms: the Agree button is enabled only when every mandatory term is accepted")
  func agreeNeedsEveryMandatoryTerm() throws {
    var list = try Self.terms()
    #expect(list.checks?.uncheckedMandatory == ["age", "service", "location"])
    _ = list.select(at: ListIndexPath(section: 1, row: 0))
    _ = list.select(at: ListIndexPath(section: 2, row: 0))
    #expect(list.checks?.canConfirm == false)
    _ = list.select(at: ListIndexPath(section: 3, row: 0))
    #expect(list.checks?.canConfirm == true)
    #expect(list.checkMark(at: ListIndexPath(section: 0, row: 0)) == .mixed)
  }
}
