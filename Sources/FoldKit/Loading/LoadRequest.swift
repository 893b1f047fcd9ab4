/// A request for the children of an item whose children load on demand.
///
/// The list controller makes one when such an item opens; the app loads the children and hands
/// them back with the request (``ListController/supplyChildren(_:for:)``), or reports a failure
/// (``ListController/supplyFailure(_:for:)``). A request that is no longer current (the item
/// closed or vanished, or a newer request replaced it) is dropped when it comes back.
public struct LoadRequest<ItemID: Hashable & Sendable>: Hashable, Sendable {
  /// The item whose children are wanted.
  public var item: ItemID
  /// A number unique among the controller's requests, telling a retry from the first attempt.
  public var serial: UInt64

  /// Creates a request.
  ///
  /// - Complexity: O(1).
  public init(item: ItemID, serial: UInt64) {
    self.item = item
    self.serial = serial
  }
}

/// Where loading an item's children stands.
public enum LoadState<ItemID: Hashable & Sendable>: Hashable, Sendable {
  /// The request is out; the item shows a loading row.
  case loading(LoadRequest<ItemID>)
  /// The last request failed with this message; the item shows an error row that retries when
  /// selected.
  case failed(String)
}

/// What the app must do about loading: start a request, or cancel one.
public enum LoadEvent<ItemID: Hashable & Sendable>: Hashable, Sendable {
  /// Load the children and hand them back with the request.
  case request(LoadRequest<ItemID>)
  /// The item closed before its children arrived: the request may be abandoned.
  case cancel(LoadRequest<ItemID>)
}
