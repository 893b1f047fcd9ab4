// A misspelled optional delegate method compiles, and is never called; Apple's compiler warns.
// expect: nearly matches optional requirement 'tableView(_:didSelectRowAt:)'
import UIKit

@MainActor final class Delegate: NSObject, UITableViewDelegate {
  func tableView(_ tableView: UITableView, didSelectRowsAt indexPath: IndexPath) {}
}
