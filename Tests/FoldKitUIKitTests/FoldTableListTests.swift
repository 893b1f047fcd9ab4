#if os(Linux)
import FoldKit
import FoldKitScreens
import FoldKitUIKit
import SwiftUIStandIn
import Testing
import UIKitStandIn

/// The SwiftUI view, hosted as SwiftUI hosts a representable: rows as SwiftUI views in
/// `UIHostingConfiguration`, state in an `@Observable` model, new data applied on update.
@MainActor @Suite struct FoldTableListTests {
  typealias Model = FoldListModel<String, String, ScreenItem>

  /// The string of the `Text` a hosting configuration shows in a row.
  static func text(in configuration: (any UIContentConfiguration)?) -> String? {
    (configuration as? any HostedTextRow)?.hostedText
  }

  func contactsModel() throws -> Model {
    let screen = try #require(ScreenCatalog.screen(named: "contacts"))
    return Model(
      snapshot: screen.makeController().snapshot, policy: .exclusiveInList,
      metrics: LayoutMetrics(style: .plain, rowHeight: .fixed(45), header: .fixed(60)))
  }

  @Test func rowsAreSwiftUIViewsAndTapsReachTheModel() throws {
    let model = try contactsModel()
    let list = FoldTableList(model) { row in
      Text(row.kind == .detail ? row.content.detail ?? "" : row.content.text)
    }
    let host = StandInHost(list, frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    let table = host.view
    table.layoutIfNeeded()
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(Self.text(in: first.contentConfiguration) == "김영수")
    table.standInTapRow(at: IndexPath(row: 0, section: 0))
    table.standInFinishAnimations()
    table.layoutIfNeeded()
    #expect(model.lastAction == .toggledDetail("person-0", isExpanded: true))
    #expect(model.announcement == "김영수, expanded, details shown")
    let detail = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(Self.text(in: detail.contentConfiguration) == "010-2384-1957")
  }

  @Test func newDataInTheModelBecomesStagedBatches() throws {
    let model = try contactsModel()
    let host = StandInHost(
      FoldTableList(model) { row in Text(row.content.text) },
      frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    let table = host.view
    table.layoutIfNeeded()
    #expect(!host.needsUpdate)
    var sections = model.snapshot.sections.indices.map { index in
      let section = model.snapshot.sections[index]
      return ListSection(
        id: section.id, header: section.header, footer: section.footer,
        items: model.snapshot.topLevelNodes(ofSection: index).map { node in
          let record = model.snapshot.nodes[node]
          return ListItem(
            id: record.id, content: record.content, hasDetail: record.hasDetail,
            behavior: record.behavior)
        })
    }
    sections[0].items.removeFirst()
    sections.reverse()
    model.show(try Snapshot(sections: sections))
    #expect(host.needsUpdate)
    host.runPendingUpdates()
    table.standInFinishAnimations()
    table.layoutIfNeeded()
    let batches = table.standInBatches
    #expect(!batches.isEmpty)
    for batch in batches {
      let report = BatchUpdateValidator.validate(
        oldCounts: batch.oldCounts, changeset: AdapterHarness.changeset(batch),
        newCounts: batch.newCounts)
      #expect(report.isClean, "\(report)")
    }
    #expect((0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) } == [3, 4, 2])
    let top = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(Self.text(in: top.contentConfiguration) == "강다은")
  }
}

/// Selection and expansion as bindings, headers and footers as SwiftUI views.
@MainActor @Suite struct FoldTableListBindingTests {
  @Test func selectionAndExpansionGoBothWays() throws {
    let model = try FoldTableListTests().contactsModel()
    let selection = State<String?>(wrappedValue: nil)
    let expanded = State<Set<String>>(wrappedValue: [])
    let host = StandInHost(
      FoldTableList(model, selection: selection.projectedValue, expanded: expanded.projectedValue) {
        row in Text(row.content.text)
      }, frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    let table = host.view
    table.layoutIfNeeded()
    table.standInTapRow(at: IndexPath(row: 0, section: 0))
    table.standInFinishAnimations()
    #expect(selection.wrappedValue == "person-0")
    #expect(expanded.wrappedValue == ["person-0"])
    // The app opens the last person and selects it: the list opens it and scrolls to it.
    let last = try #require(model.snapshot.nodes.last?.id)
    expanded.wrappedValue = [last]
    selection.wrappedValue = last
    host.standInUpdate(host.representable)
    table.standInFinishAnimations()
    table.layoutIfNeeded()
    let adapter = try #require(host.context.coordinator.adapter)
    #expect(adapter.controller.expansion.isExpanded(last))
    #expect(!adapter.controller.expansion.isExpanded("person-0"))
    let path = try #require(adapter.controller.indexPath(of: last))
    #expect(table.cellForRow(at: IndexPath(row: path.row, section: path.section)) != nil)
  }

  @Test func headersAndFootersAreSwiftUIViews() throws {
    let model = try FoldTableListTests().contactsModel()
    let host = StandInHost(
      FoldTableList(model) { row in
        Text(row.content.text)
      } header: { section in
        Text("Header " + (section.content?.text ?? ""))
      } footer: { _ in
        EmptyView()
      },
      frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    host.view.layoutIfNeeded()
    let header = try #require(host.view.headerView(forSection: 0))
    let hosted = header.contentConfiguration as? UIHostingConfiguration<Text, EmptyView>
    #expect(hosted?.standInContent.standInString.hasPrefix("Header ") == true)
    let footer = host.view.delegate?.tableView(host.view, viewForFooterInSection: 0)
    #expect(
      (footer as? UITableViewHeaderFooterView)?.contentConfiguration
        is UIHostingConfiguration<EmptyView, EmptyView>)
  }
}

/// At 100,000 rows a header tap is one batch of the rows it hides, not a reload of the list.
@MainActor @Suite struct FoldTableListLargeTests {
  @Test func hundredThousandRowsCollapseInOneBatch() throws {
    let sections = (0..<100).map { s in
      ListSection(
        id: "s\(s)", header: "Section \(s)", isCollapsible: true,
        items: (0..<1000).map { ListItem(id: "s\(s)-\($0)", content: "Row \($0)") })
    }
    let model = FoldListModel(
      snapshot: try Snapshot<String, String, String>(sections: sections),
      metrics: LayoutMetrics(style: .plain, rowHeight: .fixed(44), header: .fixed(44)))
    let host = StandInHost(
      FoldTableList(model) { row in Text(row.content) },
      frame: CGRect(x: 0, y: 0, width: 390, height: 800))
    let table = host.view
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 1000)
    let header = try #require(table.headerView(forSection: 0))
    let button = try #require(AdapterHarness.button(in: header))
    button.standInTap()
    table.standInFinishAnimations()
    let batch = try #require(table.standInBatches.last)
    #expect(table.standInBatches.count == 1)
    #expect(batch.deletedRows.count == 1000 && batch.insertedRows.isEmpty)
    #expect(!table.standInLog.contains(.reloadData))
    let report = BatchUpdateValidator.validate(
      oldCounts: batch.oldCounts, changeset: AdapterHarness.changeset(batch),
      newCounts: batch.newCounts)
    #expect(report.isClean)
    #expect(model.lastAction == .toggledSection(0, isCollapsed: true))
  }
}

/// A hosting configuration whose row shows a `Text`.
@MainActor protocol HostedTextRow {
  var hostedText: String? { get }
}

extension UIHostingConfiguration: HostedTextRow {
  var hostedText: String? {
    (standInContent as? any TextRow)?.text
  }
}

/// A FoldTableList row whose content is a `Text`.
@MainActor protocol TextRow {
  var text: String { get }
}

extension FoldListRow: TextRow where RowContent == Text {
  var text: String { content.standInString }
}
#endif
