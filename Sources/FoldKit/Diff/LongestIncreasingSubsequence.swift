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
        let low = lowerBound(of: value, in: tailValues)
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

  /// The first index of `sorted` (strictly increasing, its last element at least `value`) whose
  /// element is at least `value`.
  ///
  /// The search halves a window without branching on the comparison (it masks the step), so a
  /// shuffled input costs no mispredicted branch per step.
  ///
  /// - Complexity: O(log *n*) for *n* elements.
  static func lowerBound(of value: Int, in sorted: [Int]) -> Int {
    sorted.withUnsafeBufferPointer { elements in
      var base = 0
      var count = elements.count
      while count > 1 {
        let half = count / 2
        // All ones when the element is less than `value`, else zero: the sign of the difference,
        // corrected for overflow (Hacker's Delight 2-12). A comparison here, however written,
        // compiles to a branch.
        let element = elements[base &+ half]
        let difference = element &- value
        let less = (difference ^ ((element ^ value) & (difference ^ element))) >> (Int.bitWidth - 1)
        base &+= half & less
        count -= half
      }
      return elements[base] < value ? base + 1 : base
    }
  }
}
