/// Patience sorting: one longest strictly increasing subsequence of a sequence of integers.
///
/// The diff keeps the rows of a longest increasing subsequence where they are and moves the rest,
/// which is the fewest moves that reorder a list.
package enum LongestIncreasingSubsequence {
  /// Marks the members of one longest strictly increasing subsequence of `values`.
  ///
  /// A value larger than the current longest run's tail extends it in O(1), so mostly ordered
  /// input (the usual case for a diff) runs in linear time.
  ///
  /// - Parameter values: The sequence; values need not be distinct, but only strictly increasing
  ///   runs count.
  /// - Returns: For each position of `values`, whether it belongs to the chosen subsequence.
  /// - Complexity: O(*n* log *n*) for *n* values; O(*n*) when they are mostly increasing.
  package static func members(of values: [Int]) -> [Bool] {
    var isMember = [Bool](repeating: false, count: values.count)
    guard !values.isEmpty else { return isMember }
    var tails: [Int] = []  // tails[l]: position of the smallest tail of a run of length l + 1
    // tailValues[l] == values[tails[l]]: the binary search reads one short array, in cache,
    // rather than jumping through `tails` into `values`.
    var tailValues: [Int] = []
    var previous = [Int](repeating: -1, count: values.count)
    for position in values.indices {
      let value = values[position]
      if let last = tailValues.last, last >= value {
        var low = 0
        var high = tailValues.count - 1
        while low < high {
          let middle = (low + high) / 2
          if tailValues[middle] < value { low = middle + 1 } else { high = middle }
        }
        previous[position] = low > 0 ? tails[low - 1] : -1
        tails[low] = position
        tailValues[low] = value
      } else {
        previous[position] = tails.last ?? -1
        tails.append(position)
        tailValues.append(value)
      }
    }
    var position = tails.last ?? -1
    while position >= 0 {
      isMember[position] = true
      position = previous[position]
    }
    return isMember
  }
}
