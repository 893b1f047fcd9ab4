import FoldKit
import Testing

@Suite struct SumTreeTests {
  private func items(_ range: Range<Int>) -> [Weighted] {
    range.map { Weighted(id: $0, weight: $0 % 7 + 1) }
  }

  @Test func emptyTreeAnswersEveryQuery() {
    let tree = SumTree<Weighted>()
    tree.checkInvariants()
    #expect(tree.isEmpty)
    #expect(tree.count == 0)
    #expect(tree.summary == .zero)
    #expect(tree.summary(upTo: 0) == .zero)
    #expect(tree.summary(of: 0..<0) == .zero)
    #expect(tree.seek { $0.count > 0 } == (0, .zero))
    #expect(Array(tree).isEmpty)
    #expect(Array(tree.elements(in: 0..<0)).isEmpty)
    let (left, right) = tree.split(at: 0)
    #expect(left.isEmpty && right.isEmpty)
  }

  @Test func bulkBuildKeepsOrderAtEverySize() {
    for factor in [4, 5, 7, 32] {
      for size in [0, 1, 2, 3, 4, 5, 8, 9, 17, 63, 64, 65, 300, 1_000] {
        let elements = items(0..<size)
        let tree = SumTree(elements, branchingFactor: factor)
        tree.checkInvariants()
        #expect(Array(tree) == elements, "factor \(factor), size \(size)")
        #expect(tree.summary == WeightSummary.of(elements), "factor \(factor), size \(size)")
        for position in [0, size / 3, size - 1] where position >= 0 && position < size {
          #expect(tree[position] == elements[position], "factor \(factor), size \(size)")
        }
      }
    }
  }

  @Test func seekFindsTheKthElementAndTheWeightOffset() {
    let elements = items(0..<500)
    let tree = SumTree(elements, branchingFactor: 4)
    for k in [0, 1, 17, 250, 499] {
      let (position, before) = tree.seek { $0.count > k }
      #expect(position == k)
      #expect(before == WeightSummary.of(elements[..<k]))
    }
    #expect(tree.seek { $0.count > 500 }.position == 500)
    let total = tree.summary.weight
    var prefix = 0
    for (index, element) in elements.enumerated() {
      // Every offset inside this element's weight lands on it.
      for y in [prefix, prefix + element.weight - 1] {
        #expect(tree.seek { $0.weight > y }.position == index, "offset \(y)")
      }
      prefix += element.weight
    }
    #expect(tree.seek { $0.weight > total }.position == 500)
    #expect(tree.seek { $0.maxID >= 321 }.position == 321)
  }

  @Test func copiesShareUntilMutated() {
    let elements = items(0..<1_000)
    let original = SumTree(elements, branchingFactor: 8)
    var copy = original
    copy.replace(at: 500, with: Weighted(id: -1, weight: 100))
    copy.update(at: 10) { $0.weight += 1 }
    copy.insert(contentsOf: items(2_000..<2_010), at: 3)
    copy.removeSubrange(700..<800)
    original.checkInvariants()
    copy.checkInvariants()
    #expect(Array(original) == elements)
    #expect(original.summary == WeightSummary.of(elements))
    #expect(copy[500 + 10] == Weighted(id: -1, weight: 100))
    #expect(copy.count == 910)
  }

  @Test func splitAndConcatenateRoundTrip() {
    let elements = items(0..<200)
    for factor in [4, 6, 32] {
      let tree = SumTree(elements, branchingFactor: factor)
      for position in [0, 1, 3, 4, 5, 63, 64, 100, 199, 200] {
        var (left, right) = tree.split(at: position)
        left.checkInvariants()
        right.checkInvariants()
        #expect(Array(left) == Array(elements[..<position]), "factor \(factor) at \(position)")
        #expect(Array(right) == Array(elements[position...]), "factor \(factor) at \(position)")
        left.append(contentsOf: right)
        left.checkInvariants()
        #expect(left == tree, "factor \(factor) at \(position)")
      }
    }
  }

  @Test func concatenatesTreesOfVeryDifferentHeights() {
    for factor in [4, 5, 32] {
      for (small, large) in [(1, 1_000), (3, 1_000), (40, 5_000), (1_000, 1)] {
        var left = SumTree(items(0..<small), branchingFactor: factor)
        let right = SumTree(items(small..<(small + large)), branchingFactor: factor)
        left.append(contentsOf: right)
        left.checkInvariants()
        #expect(Array(left) == items(0..<(small + large)), "factor \(factor), \(small)+\(large)")
        var reversed = right
        reversed.append(contentsOf: SumTree(items(0..<small), branchingFactor: factor))
        reversed.checkInvariants()
        #expect(reversed.count == small + large)
      }
    }
  }

  @Test func equalityIgnoresShape() {
    let elements = items(0..<300)
    var grown = SumTree<Weighted>()
    for element in elements { grown.append(element) }
    grown.checkInvariants()
    #expect(grown == SumTree(elements))
    #expect(grown != SumTree(items(0..<299)))
    var changed = grown
    changed.update(at: 299) { $0.weight += 1 }
    #expect(changed != grown)
  }

  @Test func removeReturnsTheElement() {
    var tree = SumTree(items(0..<50), branchingFactor: 4)
    #expect(tree.remove(at: 10) == Weighted(id: 10, weight: 4))
    #expect(tree.count == 49)
    #expect(tree[10].id == 11)
    tree.checkInvariants()
  }

  @Test func descriptionListsTheElements() {
    let tree = SumTree(items(0..<3))
    #expect(tree.description == "SumTree([0:1, 1:2, 2:3])")
  }

  @Test func branchingFactorBelowFourTraps() async {
    await #expect(processExitsWith: .failure) {
      _ = SumTree([Weighted(id: 0, weight: 1)], branchingFactor: 3)
    }
  }
}
