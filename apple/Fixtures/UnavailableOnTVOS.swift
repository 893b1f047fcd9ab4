// The detail button accessory does not exist on tvOS.
// platform: tvos
// expect: 'detailButton' is unavailable in tvOS
import UIKit

@MainActor func style(_ cell: UITableViewCell) {
  cell.accessoryType = .detailButton
}
