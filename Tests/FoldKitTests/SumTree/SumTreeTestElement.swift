import FoldKit

/// A test element: an identifier and a weight, summarised by count, total weight, highest
/// identifier and the first and last identifiers (which make the summary non-commutative, so an
/// out-of-order combination shows).
struct Weighted: SumTreeElement, Equatable, CustomStringConvertible {
  var id: Int
  var weight: Int

  var summary: WeightSummary {
    WeightSummary(count: 1, weight: weight, maxID: id, first: id, last: id)
  }

  var description: String { "\(id):\(weight)" }
}

/// The summary of a run of ``Weighted`` elements.
struct WeightSummary: SumTreeSummary {
  var count: Int
  var weight: Int
  var maxID: Int
  var first: Int?
  var last: Int?

  static var zero: WeightSummary {
    WeightSummary(count: 0, weight: 0, maxID: .min, first: nil, last: nil)
  }

  mutating func add(_ other: WeightSummary) {
    count += other.count
    weight += other.weight
    maxID = Swift.max(maxID, other.maxID)
    if first == nil { first = other.first }
    if other.last != nil { last = other.last }
  }

  /// The summary of `elements`, computed directly.
  static func of<S: Sequence>(_ elements: S) -> WeightSummary where S.Element == Weighted {
    var total = WeightSummary.zero
    for element in elements { total.add(element.summary) }
    return total
  }
}
