#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit
public import FoldKitScreens
import FoldKitText
public import FoldKitUIKit

#if os(Linux)
public import UIKitStandIn
#else
public import UIKit
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
  /// The Sections screen's Edit, Delete and Undo buttons.
  public internal(set) var editingBar: EditingBar?

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
    // The table fills the view; UIKit insets its content by the bars (adjustedContentInset),
    // and the adapter keeps rows and scroll targets clear of them.
    tableView.frame = bounds
    tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(tableView)
    let layout = ListLayout(
      controller: screen.controller, metrics: Self.metrics(for: screen.name),
      width: Double(bounds.width), viewportHeight: Double(bounds.height),
      measure: screen.name == "messages" ? Self.messageMeasure : nil)
    let strings = screen.strings
    let adapter = ListTableAdapter(tableView: tableView, layout: layout) { cell, row in
      Self.configure(cell, row, strings: strings)
    }
    adapter.accessibilityStrings = screen.accessibilityStrings
    adapter.configureHeader = { header, context in
      var content = header.defaultContentConfiguration()
      content.text = context.content?.text
      header.contentConfiguration = content
    }
    #if !os(tvOS)
    if screen.name == "contacts" {
      // SCREENS.md: a shaded band half the footer's height separates the groups (tvOS has no
      // secondary background color: its footers stay blank).
      adapter.configureFooter = { footer, _ in Self.configureFooterBand(footer) }
    }
    #endif
    if let title = screen.agreeTitle {
      let button = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in })
      button.setTitle(title, for: .normal)
      view.addSubview(button)
      adapter.confirmControl = button
      agreeButton = button
    }
    self.adapter = adapter
    if screen.name == "sections" { installEditing(adapter) }
    layoutAgreeButton()
  }

  /// Keeps the Agree button above the tab bar and the home indicator (the safe area) and the
  /// table's last row above the button.
  override public func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutAgreeButton()
  }

  /// Places the Agree button at the bottom of the safe area, and gives the table a bottom inset
  /// so its last rows scroll above the button.
  func layoutAgreeButton() {
    if let editingBar {
      let inset = editingBar.place(in: view)
      if tableView.contentInset.bottom != inset { tableView.contentInset.bottom = inset }
    }
    guard let button = agreeButton else { return }
    let inset = Self.placeAgreeButton(button, in: view)
    if tableView.contentInset.bottom != inset { tableView.contentInset.bottom = inset }
  }

  /// Places an Agree button at the bottom of `view`'s safe area; returns the bottom inset that
  /// keeps a list's last rows above it.
  static func placeAgreeButton(_ button: UIButton, in view: UIView) -> CGFloat {
    let bounds = view.bounds
    let safe = view.safeAreaInsets
    let height: CGFloat = 44
    let margin: CGFloat = 8
    button.frame = CGRect(
      x: safe.left + 16, y: bounds.height - safe.bottom - margin - height,
      width: bounds.width - safe.left - safe.right - 32, height: height)
    return height + 2 * margin
  }

  #if !os(tvOS)
  /// A footer whose upper half is a shaded band.
  static func configureFooterBand(_ footer: UITableViewHeaderFooterView) {
    let band =
      footer.contentView.subviews.first
      ?? {
        let view = UIView(frame: .zero)
        view.backgroundColor = .secondarySystemBackground
        view.autoresizingMask = [.flexibleWidth]
        footer.contentView.addSubview(view)
        return view
      }()
    band.frame = CGRect(
      x: 0, y: 0, width: footer.contentView.bounds.width,
      height: footer.contentView.bounds.height / 2)
  }
  #endif

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
    var accessory: UIView?
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
      // The detail button opens the term's text; a tap on the row checks it (tvOS has no detail
      // button: the term's text opens from VoiceOver's action there).
      #if os(tvOS)
      cell.accessoryType = .none
      #else
      cell.accessoryType = row.kind == .row ? .detailButton : .none
      #endif
    case .agreeAll:
      cell.accessoryType = row.checkMark == .checked ? .checkmark : .none
    default:
      // An expandable row shows a chevron that points down (closed) or up (open), not the
      // disclosure indicator, which means "opens another screen".
      cell.accessoryType = .none
      if row.isExpandable && row.kind == .row { accessory = expandAccessory(for: row) }
    }
    cell.accessoryView = accessory
    if row.kind == .detail { content.secondaryText = nil }
    cell.contentConfiguration = content
  }

  /// A chevron pointing down for a closed row and up for an open one.
  static func expandAccessory(
    for row: ListTableAdapter<String, String, ExampleItem>.RowContext
  ) -> UIView {
    UIImageView(image: UIImage(systemName: row.isExpanded ? "chevron.up" : "chevron.down"))
  }
}
#endif
