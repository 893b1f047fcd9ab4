#if os(iOS) || os(tvOS) || os(visionOS) || os(Linux)
import FoldKit
public import FoldKitScreens
public import FoldKitUIKit

#if os(Linux)
public import UIKitStandIn
#else
public import UIKit
#endif

/// One screen of the gallery in a `UICollectionView` list: the same data, sizes and Agree
/// button as ``ScreenViewController``'s table, through ``ListCollectionAdapter``.
///
/// Expandable rows carry the list's outline disclosure (which goes through the engine), done
/// messages and the agree-all row a checkmark accessory; terms show their mark in their text.
@available(iOS 15, tvOS 15, *)
public final class CollectionScreenViewController: UIViewController {
  /// The screen shown.
  public let screen: ExampleScreen
  /// The collection view.
  public let collectionView = ListCollectionView(
    frame: .zero,
    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
  )
  /// The Agree button of the terms screen.
  public private(set) var agreeButton: UIButton?
  /// The adapter between the engine and the collection view.
  public private(set) var adapter: ListCollectionAdapter<String, String, ExampleItem>?
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
    fatalError("CollectionScreenViewController is made in code")
  }

  override public func viewDidLoad() {
    super.viewDidLoad()
    let bounds = view.bounds
    collectionView.frame = bounds
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
    let layout = ListLayout(
      controller: screen.controller, metrics: ScreenViewController.metrics(for: screen.name),
      width: Double(bounds.width), viewportHeight: Double(bounds.height),
      measure: screen.name == "messages" ? ScreenViewController.messageMeasure : nil)
    let strings = screen.strings
    let adapter = ListCollectionAdapter(collectionView: collectionView, layout: layout) {
      cell, row in
      Self.configure(cell, row, strings: strings)
    }
    adapter.accessibilityStrings = screen.accessibilityStrings
    adapter.showsCheckmarks = false
    adapter.configureHeader = { cell, context in
      var content = cell.defaultContentConfiguration()
      content.text = context.content?.text
      cell.contentConfiguration = content
    }
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

  /// Keeps the Agree button above the tab bar and the list's last row above the button.
  override public func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    layoutAgreeButton()
  }

  /// Places the Agree button at the bottom of the safe area, and insets the list above it.
  func layoutAgreeButton() {
    if let editingBar {
      let inset = editingBar.place(in: view)
      if collectionView.contentInset.bottom != inset { collectionView.contentInset.bottom = inset }
    }
    guard let button = agreeButton else { return }
    let inset = ScreenViewController.placeAgreeButton(button, in: view)
    if collectionView.contentInset.bottom != inset { collectionView.contentInset.bottom = inset }
  }

  /// Takes ← and → from a hardware keyboard.
  override public func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    collectionView.becomeFirstResponder()
  }

  /// Fills a list cell from a row: the name or the number, a term's mark and tag, a checkmark
  /// on done messages and on the agree-all row when everything is accepted.
  static func configure(
    _ cell: UICollectionViewListCell,
    _ row: ListCollectionAdapter<String, String, ExampleItem>.RowContext, strings: ScreenStrings
  ) {
    var content = cell.defaultContentConfiguration()
    content.text = row.kind == .detail ? row.content.detail : row.content.text
    cell.indentationLevel = row.depth + row.content.indent
    var checked = false
    switch row.content.role {
    case .message(let isDone):
      checked = isDone
    case .term(let isMandatory):
      let mark =
        switch row.checkMark {
        case .checked: "☑"
        case .mixed: "◪"
        default: "☐"
        }
      if row.kind == .row {
        content.text = "\(mark) \(row.content.text)"
        content.secondaryText = isMandatory ? strings.mandatory : strings.optional
      }
    case .agreeAll:
      checked = row.checkMark == .checked
    default:
      break
    }
    if checked { cell.accessories.append(.checkmark()) }
    cell.contentConfiguration = content
  }
}
#endif
