import Testing

@testable import FoldKitListFile

/// The estimate of a file's items that sizes a streamed load's storage and bounds its parts.
@Suite struct ItemEstimateTests {
  /// One section of `count` short items whose titles grow longer along the file, as the IDs
  /// and titles of a list of millions of lines do.
  static func growingItems(_ count: Int) -> [UInt8] {
    var text = "{\"title\": \"Tiny\", \"sections\": [ { \"id\": \"all\", \"items\": [\n"
    for item in 0..<count {
      text += item == 0 ? "" : ",\n"
      text += "{\"id\":\(item),\"title\":\"a\(String(repeating: "b", count: item / 4_000))\"}"
    }
    return Array((text + "\n] } ] }\n").utf8)
  }

  @Test func theEstimateComesWithinAFewPercentOverOfItemsThatGrowLonger() {
    let count = 150_000
    let bytes = Self.growingItems(count)
    #expect(bytes.count > 4 << 20)
    let estimate = bytes.withUnsafeBufferPointer { ListFileReader.estimatedItemCount($0) }
    // Over the items, and by no more than the margin and three percent: the first mebibyte alone
    // holds the shortest items and would count far too many.
    #expect(estimate >= count, "\(estimate)")
    #expect(Double(estimate) <= Double(count) * (ListFileReader.estimateMargin + 0.03))
    let firstMebibyte = bytes.withUnsafeBufferPointer {
      ListFileReader.itemBound(UnsafeBufferPointer(rebasing: $0[..<(1 << 20)]))
    }
    #expect(Double(firstMebibyte) * Double(bytes.count) / Double(1 << 20) > Double(count) * 1.1)
  }

  @Test func aSmallFileIsCountedWhole() {
    let bytes = Self.growingItems(1_000)
    #expect(bytes.count < 1 << 20)
    // Every `"id"` is counted: the items' and the section's.
    #expect(bytes.withUnsafeBufferPointer { ListFileReader.estimatedItemCount($0) } == 1_001)
  }
}
