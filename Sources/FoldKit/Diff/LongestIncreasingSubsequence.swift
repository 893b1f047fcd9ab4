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
    let count = values.count
    // One uninitialized allocation for three arrays of `count` integers, each written before it
    // is read: tails[l] is the position of the smallest tail of a run of length l + 1 and
    // tailValues[l] its value, so that the binary search reads one short array, in cache, rather
    // than jumping through `tails` into `values`; previous[p] is the position before p in its
    // run. The runs rarely grow long, so most of `tails` is never touched.
    let scratch = UnsafeMutablePointer<Int>.allocate(capacity: 3 * count)
    defer { scratch.deallocate() }
    let tails = scratch
    let tailValues = scratch + count
    let previous = scratch + 2 * count
    // Middle numbers and section indexes are never negative, and the search compares those
    // more cheaply.
    let nonNegative = values.allSatisfy { $0 >= 0 }
    let length = values.withUnsafeBufferPointer { values in
      nonNegative
        ? placeAll(values, tails, tailValues, previous, NonNegativeLess.self)
        : placeAll(values, tails, tailValues, previous, AnyLess.self)
    }
    var position = tails[length - 1]
    while position >= 0 {
      isMember[position] = true
      position = previous[position]
    }
    return isMember
  }

  /// Runs patience sorting over `values`, filling `tails`, `tailValues` and `previous` (see
  /// ``members(of:)``), and returns the length of the longest run.
  @inline(__always)
  static func placeAll<Less: LessMask>(
    _ values: UnsafeBufferPointer<Int>, _ tails: UnsafeMutablePointer<Int>,
    _ tailValues: UnsafeMutablePointer<Int>, _ previous: UnsafeMutablePointer<Int>,
    _: Less.Type
  ) -> Int {
    let count = values.count
    var length = 0
    // Makes the value at `position` the tail of the runs of length `low + 1`, where `low` is the
    // number of tails less than it.
    @inline(__always)
    func place(_ position: Int, _ value: Int, at low: Int) {
      previous[position] = low > 0 ? tails[low - 1] : -1
      tails[low] = position
      tailValues[low] = value
      if low == length { length += 1 }
    }
    var position = 0
    // Four values at a time: each search is a chain of dependent loads, so four searches of the
    // same tails, interleaved, take about as long as one. Each value's place among the tails
    // before the group's first three are placed is then corrected for them in turn: placing `v`
    // at `p` (where every earlier tail is less than `v`) adds one tail less than `w` exactly
    // when `w`'s place was `p` and `v < w`.
    while count - position >= 4 {
      let v0 = values[position]
      let v1 = values[position + 1]
      let v2 = values[position + 2]
      let v3 = values[position + 3]
      if (length == 0 || tailValues[length - 1] < v0) && v0 < v1 && v1 < v2 && v2 < v3 {
        // An increasing group beyond every tail extends the longest run four times.
        place(position, v0, at: length)
        place(position + 1, v1, at: length)
        place(position + 2, v2, at: length)
        place(position + 3, v3, at: length)
        position += 4
        continue
      }
      var l0 = 0
      var l1 = 0
      var l2 = 0
      var l3 = 0
      if length > 0 {
        var window = length
        while window > 1 {
          let half = window / 2
          l0 &+= half & Less.mask(tailValues[l0 &+ half], v0)
          l1 &+= half & Less.mask(tailValues[l1 &+ half], v1)
          l2 &+= half & Less.mask(tailValues[l2 &+ half], v2)
          l3 &+= half & Less.mask(tailValues[l3 &+ half], v3)
          window -= half
        }
        l0 &-= Less.mask(tailValues[l0], v0)
        l1 &-= Less.mask(tailValues[l1], v1)
        l2 &-= Less.mask(tailValues[l2], v2)
        l3 &-= Less.mask(tailValues[l3], v3)
      }
      place(position, v0, at: l0)
      if l1 == l0 && v0 < v1 { l1 += 1 }
      place(position + 1, v1, at: l1)
      if l2 == l0 && v0 < v2 { l2 += 1 }
      if l2 == l1 && v1 < v2 { l2 += 1 }
      place(position + 2, v2, at: l2)
      if l3 == l0 && v0 < v3 { l3 += 1 }
      if l3 == l1 && v1 < v3 { l3 += 1 }
      if l3 == l2 && v2 < v3 { l3 += 1 }
      place(position + 3, v3, at: l3)
      position += 4
    }
    while position < count {
      let value = values[position]
      if length > 0 && tailValues[length - 1] >= value {
        place(position, value, at: lowerBound(of: value, in: tailValues, count: length, Less.self))
      } else {
        place(position, value, at: length)
      }
      position += 1
    }
    return length
  }

  /// The first index of the `count` (at least 1) elements at `sorted` (strictly increasing,
  /// the last at least `value`) whose element is at least `value`.
  ///
  /// The search halves a window without branching on the comparison (it masks the step), so a
  /// shuffled input costs no mispredicted branch per step.
  ///
  /// - Complexity: O(log *n*) for *n* elements.
  @inline(__always)
  static func lowerBound<Less: LessMask>(
    of value: Int, in sorted: UnsafeMutablePointer<Int>, count: Int, _: Less.Type
  ) -> Int {
    var base = 0
    var count = count
    while count > 1 {
      let half = count / 2
      base &+= half & Less.mask(sorted[base &+ half], value)
      count -= half
    }
    return sorted[base] < value ? base + 1 : base
  }
}

/// Whether an integer is less than another, as all ones (less) or zero, computed without a
/// branch: a comparison, however written, compiles to a branch in the search loops, which a
/// shuffled input mispredicts half the time.
protocol LessMask {
  /// All ones when `element` is less than `value`, else zero.
  static func mask(_ element: Int, _ value: Int) -> Int
}

/// ``LessMask`` for any integers: the sign of the difference, corrected for overflow (Hacker's
/// Delight 2-12).
enum AnyLess: LessMask {
  @inline(__always)
  static func mask(_ element: Int, _ value: Int) -> Int {
    let difference = element &- value
    return (difference ^ ((element ^ value) & (difference ^ element))) >> (Int.bitWidth - 1)
  }
}

/// ``LessMask`` for integers that are not negative, whose difference cannot overflow: its sign.
enum NonNegativeLess: LessMask {
  @inline(__always)
  static func mask(_ element: Int, _ value: Int) -> Int {
    (element &- value) >> (Int.bitWidth - 1)
  }
}
