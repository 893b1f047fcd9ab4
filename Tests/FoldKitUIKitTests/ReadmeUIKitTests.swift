#if os(Linux)
import FoldKit
import FoldKitUIKit
import Foundation
import SwiftUIStandIn
import Testing
import UIKitStandIn

/// A person in the README's Contacts examples.
struct Person: Equatable, Sendable {
  var name: String
  var phone: String
}

/// The data of the README's Contacts examples.
let contacts = Snapshot<String, String, Person>(uncheckedSections: [
  ListSection(
    id: "family", header: Person(name: "Family", phone: ""),
    items: [
      ListItem(id: "kim", content: Person(name: "김민준", phone: "010-1234-5678"), hasDetail: true)
    ]),
  ListSection(
    id: "friend", header: Person(name: "Friend", phone: ""),
    items: [
      ListItem(id: "lee", content: Person(name: "이서연", phone: "010-2345-6789"), hasDetail: true),
      ListItem(id: "park", content: Person(name: "박지훈", phone: "010-3456-7890"), hasDetail: true),
    ]),
])

// README: UIKit begin
final class ContactsViewController: UIViewController, UITableViewDelegate {
  let tableView = ListTableView(frame: .zero, style: .plain)
  var adapter: ListTableAdapter<String, String, Person>?
  var isScrolling = false

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.frame = view.bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)
    let layout = ListLayout(
      controller: ListController(snapshot: contacts, policy: .exclusiveInList),
      metrics: LayoutMetrics(style: .plain, rowHeight: .fixed(45), header: .fixed(60)),
      width: view.bounds.width, viewportHeight: view.bounds.height)
    let adapter = ListTableAdapter(tableView: tableView, layout: layout) { cell, row in
      var content = cell.defaultContentConfiguration()
      content.text = row.kind == .detail ? row.content.phone : row.content.name
      cell.contentConfiguration = content
    }
    // The app keeps a delegate of its own: FoldKit answers what it needs and passes on the rest.
    adapter.proxy.appDelegate = self
    adapter.trailingSwipeActions = { row in
      UISwipeActionsConfiguration(actions: [
        UIContextualAction(style: .normal, title: "Call") { _, _, done in done(true) }
      ])
    }
    self.adapter = adapter
  }

  /// Opens a person's number from elsewhere in the app (a search result, a notification).
  func showNumber(of id: String) {
    adapter?.reveal(id, at: .middle, select: true)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { isScrolling = true }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    isScrolling = decelerate
  }
}
// README: UIKit end

// README: SwiftUI begin
struct ContactsView: View {
  @State private var model = FoldListModel(
    snapshot: contacts, policy: .exclusiveInList,
    metrics: LayoutMetrics(style: .plain, rowHeight: .fixed(45), header: .fixed(60)))

  var body: some View {
    FoldTableList(model, text: \.name) { row in
      Text(row.kind == .detail ? row.content.phone : row.content.name)
    }
  }
}
// README: SwiftUI end

/// The README's UIKit and SwiftUI sections, kept compiling and true.
@MainActor @Suite struct ReadmeUIKitTests {
  @Test func uikitSectionOpensANumber() throws {
    let controller = ContactsViewController(nibName: nil, bundle: nil)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(controller.view)
    let table = controller.tableView
    table.layoutIfNeeded()
    table.standInTapRow(at: IndexPath(row: 0, section: 1))
    table.standInFinishAnimations()
    table.layoutIfNeeded()
    let number = table.cellForRow(at: IndexPath(row: 1, section: 1))
    #expect((number?.contentConfiguration as? UIListContentConfiguration)?.text == "010-2345-6789")
  }

  @Test func uikitSectionKeepsTheAppsDelegateAndReveals() throws {
    let controller = ContactsViewController(nibName: nil, bundle: nil)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(controller.view)
    let table = controller.tableView
    table.layoutIfNeeded()
    // The app's delegate hears the scroll calls FoldKit also follows.
    table.standInBeginDragging()
    #expect(controller.isScrolling)
    table.standInEndDragging()
    #expect(!controller.isScrolling)
    let swipe = table.standInTrailingSwipe(at: IndexPath(row: 0, section: 0))
    #expect(swipe?.actions.map(\.title) == ["Call"])
    controller.showNumber(of: "park")
    table.standInFinishAnimations()
    table.layoutIfNeeded()
    let adapter = try #require(controller.adapter)
    let detail = try #require(adapter.controller.indexPath(ofDetailOf: "park"))
    let cell = table.cellForRow(at: IndexPath(row: detail.row, section: detail.section))
    #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.text == "010-3456-7890")
  }

  @Test func swiftUISectionOpensANumber() throws {
    let (host, table) = hostedView(ContactsView().body)
    defer { withExtendedLifetime(host) {} }
    table.layoutIfNeeded()
    let tableView = try #require(table as? UITableView)
    tableView.standInTapRow(at: IndexPath(row: 0, section: 0))
    tableView.standInFinishAnimations()
    tableView.layoutIfNeeded()
    let number = tableView.cellForRow(at: IndexPath(row: 1, section: 0))
    #expect(FoldTableListTests.text(in: number?.contentConfiguration) == "010-1234-5678")
    let header = tableView.headerView(forSection: 1)?.contentConfiguration
    #expect((header as? UIListContentConfiguration)?.text == "Friend")
    #expect(
      UIAccessibility.standInPosted.contains {
        $0.argument as? String == "김민준, expanded, details shown"
      })
  }

  /// The README shows each section's code exactly as this file compiles it.
  @Test(arguments: ["UIKit", "SwiftUI"])
  func readmeShowsTheCompiledCode(_ section: String) throws {
    try expectReadmeShows(section: section)
  }

  func hostedView<V: View>(_ view: V) -> (host: AnyObject, view: UIView) {
    guard let representable = view as? any UIViewRepresentable else {
      preconditionFailure("\(V.self) is not a representable")
    }
    return host(representable)
  }

  func host<R: UIViewRepresentable>(_ representable: R) -> (host: AnyObject, view: UIView) {
    let host = StandInHost(representable, frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    return (host, host.view)
  }
}
#endif
