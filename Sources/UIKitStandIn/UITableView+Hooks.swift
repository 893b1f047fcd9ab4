#if os(Linux)
public import Foundation

/// Follows <https://developer.apple.com/documentation/uikit/uicontextualaction>.
@MainActor open class UIContextualAction: NSObject {
  /// Follows <https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum>.
  public enum Style: Int, Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum/normal>.
    case normal = 0
    /// Follows <https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum/destructive>.
    case destructive = 1
  }
  /// Follows <https://developer.apple.com/documentation/uikit/uicontextualaction/handler>.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// Follows <https://developer.apple.com/documentation/uikit/uicontextualaction/title>.
  open var title: String?
  /// Follows <https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.property>.
  public let style: Style
  let handler: Handler

  /// Follows <https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:)>.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    super.init()
  }

  /// Not UIKit: the person taps the action.
  public func standInPerform(in view: UIView) { handler(self, view) { _ in } }
}

/// Follows <https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration>.
@MainActor open class UISwipeActionsConfiguration: NSObject {
  /// Follows <https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/actions>.
  public let actions: [UIContextualAction]

  /// Follows <https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)>.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}

/// Follows <https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration>.
///
/// (without identifiers, previews or menus: the stand-in shows no menu).
@MainActor open class UIContextMenuConfiguration: NSObject {}

extension UITableViewCell {
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum>.
  public enum EditingStyle: Int, Sendable {
    /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum/none>.
    case none = 0
    /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum/delete>.
    case delete = 1
    /// Follows <https://developer.apple.com/documentation/uikit/uitableviewcell/editingstyle-swift.enum/insert>.
    case insert = 2
  }
}

/// Follows <https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching>.
@MainActor public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
  /// Follows <https://developer.apple.com/documentation/uikit/uitableviewdatasourceprefetching/tableview(_:prefetchrowsat:)>.
  func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
}

extension UITableView {
  /// Not UIKit: the person swipes a row from its leading edge; returns what the delegate offers.
  public func standInLeadingSwipe(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// Not UIKit: the person swipes a row from its trailing edge; returns what the delegate offers.
  public func standInTrailingSwipe(at indexPath: IndexPath) -> UISwipeActionsConfiguration? {
    delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
  }

  /// Not UIKit: the person long-presses a row; returns the delegate's menu.
  public func standInContextMenu(at indexPath: IndexPath) -> UIContextMenuConfiguration? {
    delegate?.tableView(
      self, contextMenuConfigurationForRowAt: indexPath, point: rectForRow(at: indexPath).origin)
  }

  /// Not UIKit: the person deletes a row in editing mode (or by swiping), if its editing style
  /// allows it.
  public func standInCommitDelete(at indexPath: IndexPath) {
    guard delegate?.tableView(self, editingStyleForRowAt: indexPath) == .delete else { return }
    dataSource?.tableView(self, commit: .delete, forRowAt: indexPath)
  }

  /// Not UIKit: the table expects to show these rows soon and tells its prefetching data source.
  public func standInPrefetch(_ indexPaths: [IndexPath]) {
    prefetchDataSource?.tableView(self, prefetchRowsAt: indexPaths)
  }
}
#endif
