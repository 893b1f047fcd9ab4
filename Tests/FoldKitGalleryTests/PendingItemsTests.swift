import FoldKit
import FoldKitScreens
import Testing

@testable import FoldKitListFile

@Suite struct PendingItemsTests {
  /// An item whose key and title are too long to be stored inline, so that a copy too many or
  /// a release too many shows as a wrong or freed string.
  static func item(_ number: Int, size: Int = 1) -> ListFileReader.PendingItem {
    let long = String(repeating: "x", count: 40)
    return (
      key: "item:\(number) \(long)", content: ScreenItem("title \(number) \(long)"),
      hasDetail: number % 2 == 0, behavior: .automatic, options: [], size: size,
      hash: UInt32(number)
    )
  }

  static func drained(_ items: PendingItems) -> [Int] {
    var numbers: [Int] = []
    items.drain { item in
      let (key, content, hasDetail, _, _, _, hash) = item
      let number = Int(hash)
      #expect(key.hasPrefix("item:\(number) "))
      #expect(content.text.hasPrefix("title \(number) "))
      #expect(hasDetail == (number % 2 == 0))
      numbers.append(number)
    }
    return numbers
  }

  @Test func drainHandsOverInOrderAndEmpties() {
    let items = PendingItems()
    // Past the first capacity, so that the buffer grows and moves its items.
    for number in 0..<100 { items.append(Self.item(number)) }
    #expect(items.count == 100)
    #expect(Self.drained(items) == Array(0..<100))
    #expect(items.isEmpty)
    // Reused after draining.
    items.append(Self.item(7))
    #expect(Self.drained(items) == [7])
  }

  @Test func replaceFillsAPlaceHeldForAParent() {
    let items = PendingItems()
    items.append(Self.item(0))
    items.append(Self.item(1))
    items.append(Self.item(2))
    items.replace(at: 0, with: Self.item(10, size: 3))
    var sizes: [Int] = []
    var numbers: [Int] = []
    items.drain { item in
      sizes.append(item.size)
      numbers.append(Int(item.hash))
    }
    #expect(numbers == [10, 1, 2])
    #expect(sizes == [3, 1, 1])
  }

  @Test func appendMovingFromTakesEveryItem() {
    let first = PendingItems()
    let second = PendingItems()
    for number in 0..<5 { first.append(Self.item(number)) }
    for number in 5..<40 { second.append(Self.item(number)) }
    first.append(movingFrom: second)
    #expect(second.isEmpty)
    #expect(first.count == 40)
    // The emptied buffer still works.
    second.append(Self.item(99))
    #expect(Self.drained(first) == Array(0..<40))
    #expect(Self.drained(second) == [99])
  }

  @Test func removeAllFromAnIndexKeepsTheItemsBefore() {
    let items = PendingItems()
    for number in 0..<20 { items.append(Self.item(number)) }
    items.removeAll(from: 12)
    #expect(items.count == 12)
    items.removeAll(from: 12)
    #expect(items.count == 12)
    items.append(Self.item(50))
    #expect(Self.drained(items) == Array(0..<12) + [50])
    for number in 0..<3 { items.append(Self.item(number)) }
    items.removeAll()
    #expect(items.isEmpty)
  }
}
