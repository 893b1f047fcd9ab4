#if os(Linux)
import FoldKitTestSupport
import Foundation
import Testing

@testable import UIKitStandIn

/// The stand-in views' height store against a flat array of heights and marks: random runs
/// inserted and removed, rows measured, marks cleared, and every answer compared.
@Suite struct StandInHeightsTests {
  /// The model: one height and one mark per row.
  struct Model {
    var heights: [CGFloat]
    var marks: [Bool]

    func offset(of row: Int) -> CGFloat { heights[..<row].reduce(0, +) }

    func row(below y: CGFloat) -> (row: Int, top: CGFloat) {
      var top: CGFloat = 0
      for (row, height) in heights.enumerated() {
        if top + height > y { return (row, top) }
        top += height
      }
      return (heights.count, top)
    }
  }

  @Test func randomEditsMatchAFlatArray() {
    for seed in [UInt64(1), 2, 3, 4] {
      var random = SplitMix64(seed: seed)
      let start = Int(random.next() % 2_000)
      var store = StandInHeights(count: start, height: 44)
      var model = Model(
        heights: Array(repeating: 44, count: start), marks: Array(repeating: false, count: start))
      for step in 0..<250 {
        let context = "seed \(seed), step \(step)"
        switch random.next() % 6 {
        case 0:
          // A run inserted at one place, heights 0 to 90 (some marked).
          let at = Int(random.next() % UInt64(model.heights.count + 1))
          let length = 1 + Int(random.next() % 400)
          let values = (0..<length).map { _ in
            (CGFloat(random.next() % 10) * 10, random.next() % 3 == 0)
          }
          #expect(store.insert(Array(at..<at + length)) { values[$0 - at] }, "\(context)")
          model.heights.insert(contentsOf: values.map(\.0), at: at)
          model.marks.insert(contentsOf: values.map(\.1), at: at)
        case 1 where !model.heights.isEmpty:
          // Scattered rows removed.
          let rows = Set(
            (0..<(1 + random.next() % 200)).map { _ in
              Int(random.next() % UInt64(model.heights.count))
            }
          ).sorted()
          store.remove(rows)
          for row in rows.reversed() {
            model.heights.remove(at: row)
            model.marks.remove(at: row)
          }
        case 2 where !model.heights.isEmpty, 3 where !model.heights.isEmpty:
          let row = Int(random.next() % UInt64(model.heights.count))
          let height = CGFloat(random.next() % 100)
          store.setMarked(row, height: height)
          model.heights[row] = height
          model.marks[row] = true
        case 4 where random.next() % 4 == 0:
          store.clearMarks()
          model.marks = Array(repeating: false, count: model.heights.count)
        default:
          break
        }
        #expect(store.count == model.heights.count, "\(context)")
        #expect(store.total == model.heights.reduce(0, +), "\(context)")
        guard !model.heights.isEmpty else { continue }
        for _ in 0..<8 {
          let row = Int(random.next() % UInt64(model.heights.count))
          #expect(store.height(at: row) == model.heights[row], "\(context), row \(row)")
          #expect(store.isMarked(row) == model.marks[row], "\(context), row \(row)")
          #expect(store.offset(of: row) == model.offset(of: row), "\(context), row \(row)")
          let y = CGFloat(random.next() % UInt64(max(1, Int(store.total) + 50)))
          let found = store.row(below: y)
          let expected = model.row(below: y)
          #expect(found.row == expected.row && found.top == expected.top, "\(context), y \(y)")
        }
      }
    }
  }
}
#endif
