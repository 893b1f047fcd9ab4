import FoldKit
import FoldKitTestSupport

/// A row for diff tests: an ID and a content number (a changed number means "updated").
struct TestRow: Diffable, Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var content: Int = 0

  var diffID: Int { id }
  var description: String { content == 0 ? "\(id)" : "\(id)′\(content)" }
}

/// A section model for diff tests.
struct TestSection: Diffable, Hashable, Sendable, CustomStringConvertible {
  var id: Int
  var content: Int = 0

  var diffID: Int { id }
  var description: String { content == 0 ? "S\(id)" : "S\(id)′\(content)" }
}

typealias TestSnapshot = [DiffSection<TestSection, TestRow>]

/// A snapshot as `S1[1 2′3] S2[]`, for failure messages.
func describe(_ snapshot: TestSnapshot) -> String {
  snapshot.map { "\($0.model)[\($0.rows.map(\.description).joined(separator: " "))]" }
    .joined(separator: " ")
}

/// Builds a snapshot from `(section ID, row IDs)` pairs, contents 0.
func snapshot(_ sections: [(Int, [Int])]) -> TestSnapshot {
  sections.map { id, rows in
    DiffSection(model: TestSection(id: id), rows: rows.map { TestRow(id: $0) })
  }
}

/// Random snapshot pairs covering section and row inserts, deletes, updates and moves.
struct SnapshotPairGenerator {
  var random: SplitMix64
  private var nextID = 1

  init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  private mutating func freshID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  private mutating func chance(_ rate: Double) -> Bool {
    rate > 0 && Double.random(in: 0..<1, using: &random) < rate
  }

  /// A rate that is often zero, so that many pairs exercise one kind of change only.
  private mutating func rate(_ maximum: Double) -> Double {
    Int.random(in: 0..<3, using: &random) == 0 ? 0 : Double.random(in: 0...maximum, using: &random)
  }

  /// An old snapshot of 0 to 12 sections and 0 to 300 rows, and a new one derived from it.
  mutating func makePair() -> (old: TestSnapshot, new: TestSnapshot) {
    nextID = 1
    let sectionCount = Int.random(in: 0...12, using: &random)
    let rowBudget = Int.random(in: 0...(Bool.random(using: &random) ? 300 : 20), using: &random)
    var old: TestSnapshot = (0..<sectionCount).map { _ in
      DiffSection(model: TestSection(id: freshID()), rows: [])
    }
    if sectionCount > 0 {
      for _ in 0..<rowBudget {
        old[Int.random(in: 0..<sectionCount, using: &random)].rows.append(TestRow(id: freshID()))
      }
    }
    let deleteSection = rate(0.3)
    let updateSection = rate(0.3)
    let insertSection = rate(0.3)
    let moveSection = rate(0.3)
    let deleteRow = rate(0.3)
    let updateRow = rate(0.3)
    let moveRow = rate(0.2)
    let crossRow = rate(0.2)
    let insertRow = rate(0.3)
    // Sections: delete, update, move, insert.
    var new: TestSnapshot = []
    for section in old where !chance(deleteSection) {
      var copy = section
      copy.rows = []
      if chance(updateSection) { copy.model.content = Int.random(in: 1...9, using: &random) }
      new.append(copy)
    }
    for index in new.indices where chance(moveSection) {
      let target = Int.random(in: 0..<new.count, using: &random)
      new.insert(new.remove(at: index), at: target)
    }
    let insertCount = insertSection > 0 ? Int.random(in: 0...3, using: &random) : 0
    for _ in 0..<insertCount {
      let section = DiffSection<TestSection, TestRow>(model: TestSection(id: freshID()), rows: [])
      new.insert(section, at: Int.random(in: 0...new.count, using: &random))
    }
    // Rows: keep in order, delete, update, move within or across sections.
    var newIndexOfOld: [Int: Int] = [:]
    for (index, section) in new.enumerated() { newIndexOfOld[section.model.id] = index }
    var strays: [TestRow] = []
    for section in old {
      for var row in section.rows {
        if chance(deleteRow) { continue }
        if chance(updateRow) { row.content = Int.random(in: 1...9, using: &random) }
        if let target = newIndexOfOld[section.model.id], !chance(crossRow) {
          new[target].rows.append(row)
        } else {
          strays.append(row)
        }
      }
    }
    guard !new.isEmpty else { return (old, new) }
    for row in strays {
      let target = Int.random(in: 0..<new.count, using: &random)
      new[target].rows.insert(row, at: Int.random(in: 0...new[target].rows.count, using: &random))
    }
    for index in new.indices {
      for position in new[index].rows.indices where chance(moveRow) {
        let target = Int.random(in: 0..<new[index].rows.count, using: &random)
        new[index].rows.insert(new[index].rows.remove(at: position), at: target)
      }
    }
    let rowInserts = insertRow > 0 ? Int.random(in: 0...20, using: &random) : 0
    for _ in 0..<rowInserts {
      let target = Int.random(in: 0..<new.count, using: &random)
      let row = TestRow(id: freshID())
      new[target].rows.insert(row, at: Int.random(in: 0...new[target].rows.count, using: &random))
    }
    return (old, new)
  }

  /// Copies one ID onto another row or section of `snapshot`, if it has two of them.
  mutating func injectDuplicate(into snapshot: inout TestSnapshot) -> Bool {
    let paths = snapshot.indices.flatMap { s in snapshot[s].rows.indices.map { (s, $0) } }
    if Bool.random(using: &random), snapshot.count >= 2 {
      let a = Int.random(in: 0..<snapshot.count, using: &random)
      var b = Int.random(in: 0..<snapshot.count, using: &random)
      if a == b { b = (a + 1) % snapshot.count }
      snapshot[b].model.id = snapshot[a].model.id
      return true
    }
    guard paths.count >= 2 else { return false }
    let a = paths[Int.random(in: 0..<paths.count, using: &random)]
    var b = paths[Int.random(in: 0..<paths.count, using: &random)]
    if a == b { b = paths[(paths.firstIndex { $0 == a }.map { $0 + 1 } ?? 0) % paths.count] }
    snapshot[b.0].rows[b.1].id = snapshot[a.0].rows[a.1].id
    return true
  }
}
