// The Objective-C selector's name is not the Swift name of a data source method.
// expect: 'tableView(_:cellForRowAtIndexPath:)' has been renamed to 'tableView(_:cellForRowAt:)'
import UIKit

@MainActor final class Source: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  func tableView(_ tableView: UITableView, cellForRowAtIndexPath indexPath: IndexPath)
    -> UITableViewCell
  {
    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
  }
}
