/// Items read but not yet added to the snapshot, whole subtrees in pre-order (see
/// ``ListFileReader/pending``).
///
/// A buffer of its own rather than an array, so that items move in and out without being
/// copied: ``drain(_:)`` hands each item over first to last and leaves the buffer empty without
/// destroying what it handed over, where an array would copy each item it lends, or be reversed
/// first to be popped in order (on a list of millions of short items, the reversal alone was a
/// sixth of the reader's time).
///
/// A class, so that a run read ahead hands its items to the reader whole; each buffer has one
/// owner at a time (the thread that filled it, then the reader that takes it), which is what
/// makes it safe to send.
final class PendingItems: @unchecked Sendable {
  typealias Item = ListFileReader.PendingItem

  /// The items held.
  private(set) var count = 0
  private var capacity = PendingItems.firstCapacity
  private var items = UnsafeMutablePointer<Item>.allocate(capacity: PendingItems.firstCapacity)

  static let firstCapacity = 16

  /// An empty buffer.
  ///
  /// - Complexity: O(1).
  init() {}

  deinit {
    items.deinitialize(count: count)
    items.deallocate()
  }

  /// Whether the buffer holds no item.
  var isEmpty: Bool { count == 0 }

  /// Adds `item` after the last.
  ///
  /// - Complexity: O(1) amortized.
  func append(_ item: consuming Item) {
    if count == capacity { grow(to: count + 1) }
    (items + count).initialize(to: item)
    count += 1
  }

  /// Puts `item` in place of item `index`.
  ///
  /// - Precondition: `index` is below ``count``.
  /// - Complexity: O(1).
  func replace(at index: Int, with item: consuming Item) {
    precondition(index >= 0 && index < count, "PendingItems: index \(index) out of range")
    items[index] = item
  }

  /// Moves the items of `other` after the last, leaving `other` empty.
  ///
  /// - Complexity: O(*k*) for *k* items moved.
  func append(movingFrom other: PendingItems) {
    guard other.count > 0 else { return }
    if count + other.count > capacity { grow(to: count + other.count) }
    (items + count).moveInitialize(from: other.items, count: other.count)
    count += other.count
    other.count = 0
  }

  /// Hands the items to `body` one by one, first to last, then leaves the buffer empty (its
  /// storage kept).
  ///
  /// - Complexity: O(*k*) for *k* items, plus `body`'s.
  @inline(__always)
  func drain(_ body: (consuming Item) -> Void) {
    let total = count
    // Counted out first: if `body` traps, nothing is destroyed twice.
    count = 0
    for index in 0..<total { body((items + index).move()) }
  }

  /// Removes the items from `index` on.
  ///
  /// - Complexity: O(*k*) for *k* items removed.
  func removeAll(from index: Int = 0) {
    precondition(index >= 0 && index <= count, "PendingItems: index \(index) out of range")
    guard index < count else { return }
    (items + index).deinitialize(count: count - index)
    count = index
  }

  private func grow(to needed: Int) {
    let newCapacity = max(needed, capacity * 2, 16)
    let newItems = UnsafeMutablePointer<Item>.allocate(capacity: newCapacity)
    newItems.moveInitialize(from: items, count: count)
    items.deallocate()
    items = newItems
    capacity = newCapacity
  }
}
