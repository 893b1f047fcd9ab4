// UITableView is main-actor isolated (NS_SWIFT_UI_ACTOR): a nonisolated function may not call it.
// expect: call to main actor-isolated instance method 'reloadData()' in a synchronous nonisolated context
import UIKit

func refresh(_ tableView: UITableView) {
  tableView.reloadData()
}
