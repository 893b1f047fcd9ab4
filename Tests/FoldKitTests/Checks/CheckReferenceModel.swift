import FoldKit

/// A deliberately naive check tree for model tests: it stores marks in plain arrays and derives
/// every mark from scratch by walking the tree, so it shares no code or shortcut with
/// `CheckTree`.
struct CheckReferenceModel {
  let tristate: Bool
  /// IDs in pre-order.
  private(set) var ids: [Int] = []
  private var parent: [Int] = []
  private var children: [[Int]] = []
  private var ownDisabled: [Bool] = []
  private var mandatory: [Bool] = []
  /// The stored mark of each node (unused for tri-state parents).
  private var stored: [Bool] = []

  init(roots: [CheckTree<Int>.Node], propagation: CheckPropagation) {
    tristate = propagation == .tristate
    for root in roots { add(root, parent: -1, inheritedChecked: false) }
  }

  private mutating func add(_ node: CheckTree<Int>.Node, parent: Int, inheritedChecked: Bool) {
    let index = ids.count
    ids.append(node.id)
    self.parent.append(parent)
    children.append([])
    ownDisabled.append(node.isDisabled)
    mandatory.append(node.isMandatory)
    let checked = tristate ? node.isChecked || inheritedChecked : node.isChecked
    stored.append(checked && (!tristate || node.children.isEmpty))
    if parent >= 0 { children[parent].append(index) }
    for child in node.children { add(child, parent: index, inheritedChecked: checked) }
  }

  var count: Int { ids.count }

  func index(of id: Int) -> Int? { ids.firstIndex(of: id) }

  func isLeaf(_ index: Int) -> Bool { children[index].isEmpty }

  func storesMark(_ index: Int) -> Bool { !tristate || isLeaf(index) }

  func isDisabled(_ index: Int) -> Bool {
    if ownDisabled[index] { return true }
    guard tristate else { return false }
    var node = parent[index]
    while node >= 0 {
      if ownDisabled[node] { return true }
      node = parent[node]
    }
    return false
  }

  /// The node and all its descendants, in pre-order.
  func subtree(_ index: Int) -> [Int] {
    [index] + children[index].flatMap { subtree($0) }
  }

  /// The nodes that store marks in the subtree.
  func units(_ index: Int) -> [Int] { subtree(index).filter(storesMark) }

  func rule(_ nodes: [Int]) -> CheckMark {
    rule(checked: nodes.filter { stored[$0] }.count, total: nodes.count)
  }

  func rule(checked: Int, total: Int) -> CheckMark {
    if checked == 0 { return .unchecked }
    return checked == total ? .checked : .mixed
  }

  var allMark: CheckMark { rule((0..<count).filter(storesMark)) }

  /// The (checked, total) counts of mark-storing nodes in every subtree, recounted by one
  /// walk from the leaves up.
  private var subtreeCounts: [(checked: Int, total: Int)] {
    var counts = [(checked: Int, total: Int)](repeating: (0, 0), count: count)
    func visit(_ index: Int) {
      var checked = 0
      var total = 0
      if storesMark(index) {
        total = 1
        checked = stored[index] ? 1 : 0
      }
      for child in children[index] {
        visit(child)
        checked += counts[child].checked
        total += counts[child].total
      }
      counts[index] = (checked, total)
    }
    for root in 0..<count where parent[root] < 0 { visit(root) }
    return counts
  }

  /// Every node's mark, derived from scratch.
  var marks: [CheckMark] {
    let counts = subtreeCounts
    return (0..<count).map { index in
      storesMark(index)
        ? (stored[index] ? .checked : .unchecked)
        : rule(checked: counts[index].checked, total: counts[index].total)
    }
  }

  /// Every node's subtree mark, derived from scratch.
  var subtreeMarks: [CheckMark] {
    subtreeCounts.map { rule(checked: $0.checked, total: $0.total) }
  }

  /// Every node's disabled flag.
  var disabled: [Bool] { (0..<count).map(isDisabled) }

  var canConfirm: Bool { uncheckedMandatory.isEmpty }

  var uncheckedMandatory: [Int] {
    let marks = marks
    return (0..<count).filter { mandatory[$0] && marks[$0] != .checked }.map { ids[$0] }
  }

  /// Sets every enabled mark-storing node among `nodes` to `target`.
  private mutating func setEnabled(_ nodes: [Int], to target: Bool) {
    for node in nodes where storesMark(node) && !isDisabled(node) { stored[node] = target }
  }

  /// Toggles the enabled mark-storing nodes among `nodes` by the agree-all rule.
  private mutating func toggleEnabled(_ nodes: [Int]) {
    let enabled = nodes.filter { storesMark($0) && !isDisabled($0) }
    guard !enabled.isEmpty else { return }
    let target = !enabled.allSatisfy { stored[$0] }
    setEnabled(enabled, to: target)
  }

  mutating func toggle(_ index: Int) {
    if tristate {
      toggleEnabled(subtree(index))
    } else if !isDisabled(index) {
      stored[index].toggle()
    }
  }

  mutating func set(_ index: Int, checked: Bool) {
    setEnabled(tristate ? subtree(index) : [index], to: checked)
  }

  mutating func toggleSubtree(_ index: Int) { toggleEnabled(subtree(index)) }

  mutating func setSubtree(_ index: Int, checked: Bool) {
    setEnabled(subtree(index), to: checked)
  }

  mutating func toggleAll() { toggleEnabled(Array(0..<count)) }

  mutating func setAll(_ checked: Bool) { setEnabled(Array(0..<count), to: checked) }

  /// Sets stored marks directly, disabled ones included, as a restore does.
  mutating func restore(_ marks: [Int: Bool]) {
    for (index, mark) in marks { stored[index] = mark }
  }
}
