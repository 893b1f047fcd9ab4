#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit
public import FoldKitScreens
import FoldKitText
public import FoldKitUIKit

#if os(iOS) || os(tvOS) || os(visionOS)
public import UIKit
#elseif os(Linux)
public import UIKitStandIn
#endif

/// One screen of the gallery: a table over the screen's list, and for the terms screen an
/// Agree button at the bottom, enabled once every mandatory term is accepted.
@available(iOS 15, tvOS 15, *)
public final class ScreenViewController: UIViewController {
  /// The screen shown.
  public let screen: ExampleScreen
  /// The table.
  public let tableView = ListTableView(frame: .zero, style: .plain)
  /// The Agree button of the terms screen.
  public private(set) var agreeButton: UIButton?
  /// The adapter between the engine and the table.
  public private(set) var adapter: ListTableAdapter<String, String, ExampleItem>?

  /// Creates the screen's view controller.
  public init(screen: ExampleScreen) {
    self.screen = screen
    super.init(nibName: nil, bundle: nil)
    title = screen.title
    tabBarItem = UITabBarItem(title: screen.title, image: nil, tag: 0)
  }

  /// Not supported: the gallery builds its screens in code.
  required init?(coder: NSCoder) {
    fatalError("ScreenViewController is made in code")
  }

  override public func viewDidLoad() {
    super.viewDidLoad()
    let bounds = view.bounds
    let hasChecks = screen.agreeTitle != nil
    let buttonHeight: CGFloat = hasChecks ? 60 : 0
    tableView.frame = CGRect(
      x: 0, y: 0, width: bounds.width, height: bounds.height - buttonHeight)
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)
    let layout = ListLayout(
      controller: screen.controller, metrics: Self.metrics(for: screen.name),
      width: Double(bounds.width), viewportHeight: Double(bounds.height - buttonHeight),
      measure: screen.name == "messages" ? Self.messageMeasure : nil)
    let strings = screen.strings
    let adapter = ListTableAdapter(tableView: tableView, layout: layout) { cell, row in
      Self.configure(cell, row, strings: strings)
    }
    adapter.configureHeader = { header, context in
      var content = header.defaultContentConfiguration()
      content.text = context.content?.text
      header.contentConfiguration = content
    }
    if hasChecks {
      let title = screen.agreeTitle ?? ""
      let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in })
      button.setTitle(title, for: .normal)
      button.frame = CGRect(
        x: 16, y: bounds.height - buttonHeight + 8, width: bounds.width - 32, height: 44)
      button.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
      view.addSubview(button)
      adapter.confirmControl = button
      agreeButton = button
    }
    self.adapter = adapter
  }

  /// Takes ← and → from a hardware keyboard.
  override public func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    tableView.becomeFirstResponder()
  }

  /// Sizes from SCREENS.md: 60 pt headers and 18 pt footers for contacts, 45 pt rows; message
  /// rows fit their text.
  static func metrics(for name: String) -> LayoutMetrics {
    switch name {
    case "contacts":
      LayoutMetrics(style: .plain, rowHeight: .fixed(45), header: .fixed(60), footer: .fixed(18))
    case "sections":
      LayoutMetrics(style: .plain, rowHeight: .fixed(44), header: .fixed(44), footer: .zero)
    case "messages":
      LayoutMetrics(
        style: .plain, rowHeight: .measured(estimate: 60), header: .zero, footer: .zero)
    default:
      LayoutMetrics(style: .plain, rowHeight: .fixed(44), header: .zero, footer: .zero)
    }
  }

  /// A message's height: its wrapped text plus 16 pt above and below.
  ///
  /// The text is wrapped to the row width minus 16 pt each side, at most five lines. It is
  /// measured by FoldKitText as monospace cells of
  /// 8 × 20 pt, an approximation of the system font that works on every platform.
  static let messageMeasure: ListLayout<String, String, ExampleItem>.RowMeasure = {
    content, _, width in
    let sizing = TextRowSizing(
      measurer: MonospaceTextMeasurer(lineHeight: 20), topPadding: 16, bottomPadding: 16,
      maximumLines: 5)
    return sizing.height(of: content.text, rowWidth: max(0, width - 32) / 8)
  }

  /// Fills a cell from a row: the name or the number, titles, check marks and chevrons.
  static func configure(
    _ cell: UITableViewCell, _ row: ListTableAdapter<String, String, ExampleItem>.RowContext,
    strings: ScreenStrings
  ) {
    var content = cell.defaultContentConfiguration()
    content.text = row.kind == .detail ? row.content.detail : row.content.text
    cell.indentationLevel = row.depth + row.content.indent
    switch row.content.role {
    case .message(let isDone):
      cell.accessoryType = isDone ? .checkmark : .none
    case .term(let isMandatory):
      let mark =
        switch row.checkMark {
        case .checked: "☑"
        case .mixed: "◪"
        default: "☐"
        }
      content.text = row.kind == .detail ? row.content.detail : "\(mark) \(row.content.text)"
      content.secondaryText = isMandatory ? strings.mandatory : strings.optional
      // The detail button opens the term's text; a tap on the row checks it.
      cell.accessoryType = row.kind == .row ? .detailButton : .none
    case .agreeAll:
      cell.accessoryType = row.checkMark == .checked ? .checkmark : .none
    default:
      cell.accessoryType = row.isExpandable && row.kind == .row ? .disclosureIndicator : .none
    }
    if row.kind == .detail { content.secondaryText = nil }
    cell.contentConfiguration = content
  }
}
#endif
