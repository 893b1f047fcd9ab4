import FoldKit

/// Random toggles on random check trees, each followed by the tree's invariant walk and a
/// comparison with marks recomputed from the leaves.
public enum CheckTreeCheck {
  /// Runs `steps` random toggles from `seed` over fresh trees and returns one line summarising
  /// them.
  ///
  /// - Complexity: O(*steps* · *n*) for trees of *n* items.
  public static func run(seed: UInt64, steps: Int) -> String {
    var random = PortableRandom(seed: seed)
    var digest = PortableDigest()
    var violations = 0
    var (tree, shape) = makeTree(&random)
    for step in 0..<steps {
      if step % 50 == 49 { (tree, shape) = makeTree(&random) }
      let ids = tree.ids
      let change: CheckChange<Int>
      switch random.below(6) {
      case 0: change = tree.toggleAll()
      case 1: change = tree.toggleSubtree(ids[random.below(ids.count)])
      default: change = tree.toggle(ids[random.below(ids.count)])
      }
      tree.checkInvariants()
      digest.add(change.changed.count)
      for id in change.changed { digest.add(id) }
      for id in ids {
        let mark = tree.mark(of: id)
        digest.add(mark == .checked ? 2 : mark == .mixed ? 1 : 0)
      }
      digest.add(tree.canConfirm ? 1 : 0)
      violations += disagreements(tree, shape)
    }
    return "checks seed \(seed): steps \(steps) digest \(digest.hex) violations \(violations)"
  }

  /// Each item's ID and its children's IDs.
  typealias Shape = [(id: Int, children: [Int])]

  /// In a tri-state tree, the number of parents shown mixed whose children all agree, or not
  /// mixed whose children differ.
  static func disagreements(_ tree: CheckTree<Int>, _ shape: Shape) -> Int {
    guard tree.propagation == .tristate else { return 0 }
    var count = 0
    for node in shape {
      guard !node.children.isEmpty else { continue }
      let marks = node.children.map { tree.mark(of: $0) }
      let expected: CheckMark =
        marks.allSatisfy { $0 == .checked }
        ? .checked : marks.allSatisfy { $0 == .unchecked } ? .unchecked : .mixed
      if (expected == .mixed) != (tree.mark(of: node.id) == .mixed) { count += 1 }
    }
    return count
  }

  /// A random forest of up to 12 items, some mandatory, some disabled.
  static func makeTree(_ random: inout PortableRandom) -> (CheckTree<Int>, Shape) {
    var nextID = 0
    var pairs: Shape = []
    func makeNode(_ random: inout PortableRandom, depth: Int) -> CheckTree<Int>.Node {
      let id = nextID
      nextID += 1
      let children =
        depth < 2 && random.oneIn(2)
        ? (0..<(1 + random.below(3))).map { _ in makeNode(&random, depth: depth + 1) } : []
      pairs.append((id, children.map { $0.id }))
      return CheckTree<Int>.Node(
        id, isChecked: random.oneIn(3), isMandatory: random.oneIn(3), isDisabled: random.oneIn(8),
        children: children)
    }
    let roots = (0..<(1 + random.below(4))).map { _ in makeNode(&random, depth: 0) }
    let propagation: CheckPropagation = random.oneIn(4) ? .independent : .tristate
    do {
      return (try CheckTree(roots: roots, propagation: propagation), pairs)
    } catch {
      preconditionFailure("check tree IDs are unique by construction")
    }
  }
}
