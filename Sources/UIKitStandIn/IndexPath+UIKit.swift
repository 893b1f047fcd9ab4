#if os(Linux)
@_exported public import Foundation

// UIKit adds these to Foundation's IndexPath; swift-corelibs-foundation lacks them.
extension IndexPath {
  /// Follows <https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)>.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, row])
  }

  /// Follows <https://developer.apple.com/documentation/foundation/indexpath/section>.
  public var section: Int {
    get {
      precondition(
        count == 2,
        "Invalid index path for use with UITableView. Index paths passed to table view "
          + "must contain exactly two indices specifying the section and row.")
      return self[0]
    }
    set {
      precondition(
        count == 2,
        "Invalid index path for use with UITableView. Index paths passed to table view "
          + "must contain exactly two indices specifying the section and row.")
      self[0] = newValue
    }
  }

  /// Follows <https://developer.apple.com/documentation/foundation/indexpath/row>.
  public var row: Int {
    get {
      precondition(
        count == 2,
        "Invalid index path for use with UITableView. Index paths passed to table view "
          + "must contain exactly two indices specifying the section and row.")
      return self[1]
    }
    set {
      precondition(
        count == 2,
        "Invalid index path for use with UITableView. Index paths passed to table view "
          + "must contain exactly two indices specifying the section and row.")
      self[1] = newValue
    }
  }
}
#endif
