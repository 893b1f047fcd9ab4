// A generic class may not conform to an Objective-C protocol in an extension.
// expect: conformance of generic class 'Adapter<Item>' to '@objc' protocol 'UITableViewDataSource' cannot be in an extension
import UIKit

@MainActor final class Adapter<Item>: NSObject {}

extension Adapter: UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
}
