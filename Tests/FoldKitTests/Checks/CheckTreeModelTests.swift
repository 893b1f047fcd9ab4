import FoldKit
import FoldKitTestSupport
import Testing

/// Random trees and random operation sequences, checked after every step against
/// `CheckReferenceModel`.
///
/// `FOLDKIT_CHECK_STEPS` sets the steps per propagation mode (default 4,000); CI sets 50,000.
@Suite struct CheckTreeModelTests {
  /// Steps on one random tree before the next tree is drawn.
  static let stepsPerTree = 250

  @Test(arguments: [CheckPropagation.tristate, .independent])
  func randomOperationsMatchTheReferenceModel(_ propagation: CheckPropagation) throws {
    let steps = scaledStepCount("FOLDKIT_CHECK_STEPS", default: 4_000)
    let trees = max(1, (steps + Self.stepsPerTree - 1) / Self.stepsPerTree)
    for treeNumber in 0..<trees {
      let seed = 0xC4EC_0000 &+ UInt64(treeNumber)
      try run(seed: seed, steps: min(Self.stepsPerTree, steps), propagation: propagation)
    }
  }

  private func run(seed: UInt64, steps: Int, propagation: CheckPropagation) throws {
    var rng = SplitMix64(seed: seed)
    let roots = Self.randomForest(&rng)
    var tree = try CheckTree(roots: roots, propagation: propagation)
    var model = CheckReferenceModel(roots: roots, propagation: propagation)
    tree.checkInvariants()
    try #require(tree.ids == model.ids, "seed \(seed)")
    compare(tree, model, seed: seed, step: -1)
    guard model.count > 0 else { return }
    for step in 0..<steps {
      let before = tree
      let oldMarks = model.marks
      let oldAll = model.allMark
      let oldConfirm = model.canConfirm
      let node = Int.random(in: 0..<model.count, using: &rng)
      let id = model.ids[node]
      let flip = Bool.random(using: &rng)
      let change: CheckChange<Int>
      var restored = false
      switch Int.random(in: 0..<100, using: &rng) {
      case 0..<55:
        change = tree.toggle(id)
        model.toggle(node)
      case 55..<65:
        change = tree.set(id, checked: flip)
        model.set(node, checked: flip)
      case 65..<77:
        change = tree.toggleSubtree(id)
        model.toggleSubtree(node)
      case 77..<82:
        change = tree.setSubtree(id, checked: flip)
        model.setSubtree(node, checked: flip)
      case 82..<92:
        change = tree.toggleAll()
        model.toggleAll()
      case 92..<97:
        change = tree.setAll(flip)
        model.setAll(flip)
      default:
        restored = true
        var marks: [Int: Bool] = [:]
        var state = CheckState<Int>()
        for index in 0..<model.count where model.storesMark(index) && Bool.random(using: &rng) {
          let checked = Bool.random(using: &rng)
          marks[index] = checked
          if checked {
            state.checked.append(model.ids[index])
          } else {
            state.unchecked.append(model.ids[index])
          }
        }
        change = try tree.restore(state)
        model.restore(marks)
      }
      tree.checkInvariants()
      let context = "seed \(seed), step \(step)"
      compare(tree, model, seed: seed, step: step)
      let newMarks = model.marks
      let expected = (0..<model.count).filter { oldMarks[$0] != newMarks[$0] }.map {
        model.ids[$0]
      }
      #expect(change.changed == expected, "\(context): reported changes")
      #expect(change.allMarkChanged == (oldAll != model.allMark), "\(context): all mark flag")
      #expect(
        change.canConfirmChanged == (oldConfirm != model.canConfirm), "\(context): confirm flag")
      if !restored {
        let disabledIDs = model.ids.filter { !tree.isEnabled($0) }
        #expect(
          disabledIDs.map { tree.mark(of: $0) } == disabledIDs.map { before.mark(of: $0) },
          "\(context): a disabled item changed")
      }
    }
  }

  private func compare(
    _ tree: CheckTree<Int>, _ model: CheckReferenceModel, seed: UInt64, step: Int
  ) {
    let context = "seed \(seed), step \(step)"
    #expect(model.ids.map { tree.mark(of: $0) } == model.marks, "\(context): marks")
    #expect(
      model.ids.map { tree.mark(ofSubtree: $0) } == model.subtreeMarks, "\(context): subtree marks")
    #expect(model.ids.map { !tree.isEnabled($0) } == model.disabled, "\(context): disabled flags")
    #expect(tree.allMark == model.allMark, "\(context): all mark")
    #expect(tree.canConfirm == model.canConfirm, "\(context): can confirm")
    #expect(tree.uncheckedMandatory == model.uncheckedMandatory, "\(context): unchecked mandatory")
  }

  /// A random forest: depth up to 6, fan-out up to 8, at most about 150 items, with random
  /// disabled, mandatory and initially checked flags.
  static func randomForest(_ rng: inout SplitMix64) -> [CheckTree<Int>.Node] {
    var budget = Int.random(in: 1...150, using: &rng)
    var nextID = 0
    func node(depth: Int) -> CheckTree<Int>.Node {
      budget -= 1
      nextID += 1
      var result = CheckTree<Int>.Node(
        nextID * 7 + 3,
        isChecked: Int.random(in: 0..<10, using: &rng) < 3,
        isMandatory: Int.random(in: 0..<10, using: &rng) < 3,
        isDisabled: Int.random(in: 0..<10, using: &rng) == 0)
      if depth < 6 && Int.random(in: 0..<10, using: &rng) < 6 {
        let fanOut = Int.random(in: 1...8, using: &rng)
        for _ in 0..<fanOut where budget > 0 {
          result.children.append(node(depth: depth + 1))
        }
      }
      return result
    }
    var roots: [CheckTree<Int>.Node] = []
    let rootCount = Int.random(in: 0...6, using: &rng)
    for _ in 0..<rootCount where budget > 0 { roots.append(node(depth: 0)) }
    return roots
  }
}
