import FoldKit
import FoldKitTestSupport
import Testing

/// A random old list, a new list and a changeset between them built by a simple, correct
/// construction, with the rows UIKit must lay out.
struct RandomBatch {
  var old: [[Int]] = []
  var new: [[Int]] = []
  var changeset = Changeset()
  var expected: [[BatchUpdateSimulator.Row<Int>]] = []

  /// Builds a batch: some sections deleted, inserted or (with `moves`) moved; in the remaining
  /// sections some rows deleted, inserted, and either reloaded or (with `moves`) moved, possibly
  /// to another section.
  init(using rng: inout SplitMix64, moves: Bool) {
    var nextID = 0
    func fresh() -> Int {
      nextID += 1
      return nextID
    }
    func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }

    old = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
      (0..<Int.random(in: 0...6, using: &rng)).map { _ in fresh() }
    }
    enum Fate { case deleted, moved, kept }
    let fates: [Fate] = old.indices.map { _ in
      chance(15) ? .deleted : (moves && chance(20) ? .moved : .kept)
    }
    // New section order: kept sections in their order, moved and inserted ones anywhere.
    enum Slot {
      case old(Int)
      case inserted
    }
    var slots: [Slot] = old.indices.filter { fates[$0] == .kept }.map { .old($0) }
    for section in old.indices where fates[section] == .moved {
      slots.insert(.old(section), at: Int.random(in: 0...slots.count, using: &rng))
    }
    for _ in 0..<Int.random(in: 0...2, using: &rng) {
      slots.insert(.inserted, at: Int.random(in: 0...slots.count, using: &rng))
    }
    var newIndex: [Int: Int] = [:]
    for (index, slot) in slots.enumerated() {
      if case .old(let section) = slot { newIndex[section] = index }
    }

    // Rows of kept sections: survivors in order, with a pool of rows to move anywhere.
    var rows: [[BatchUpdateSimulator.Row<Int>]] = slots.map { _ in [] }
    var pool: [(from: ListIndexPath, id: Int)] = []
    for (section, fate) in fates.enumerated() {
      switch fate {
      case .deleted: changeset.deletedSections.append(section)
      case .moved:
        let target = newIndex[section] ?? 0
        changeset.movedSections.append(.init(from: section, to: target))
        rows[target] = old[section].map { .kept($0) }
      case .kept:
        let target = newIndex[section] ?? 0
        for (row, id) in old[section].enumerated() {
          let here = ListIndexPath(section: section, row: row)
          if chance(20) {
            changeset.deletedRows.append(here)
          } else if moves && chance(20) {
            pool.append((here, id))
          } else if !moves && chance(15) {
            changeset.reloadedRows.append(here)
            rows[target].append(.reloaded(id))
          } else {
            rows[target].append(.kept(id))
          }
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
          rows[target].insert(.inserted, at: Int.random(in: 0...rows[target].count, using: &rng))
        }
      }
    }
    let keptTargets = fates.indices.filter { fates[$0] == .kept }.compactMap { newIndex[$0] }
    var moved: [Int: ListIndexPath] = [:]
    for (from, id) in pool {
      let target = keptTargets[Int.random(in: 0..<keptTargets.count, using: &rng)]
      rows[target].insert(.kept(id), at: Int.random(in: 0...rows[target].count, using: &rng))
      moved[id] = from
    }
    for (index, slot) in slots.enumerated()
    where {
      if case .inserted = slot { return true } else { return false }
    }() {
      changeset.insertedSections.append(index)
      rows[index] = (0..<Int.random(in: 0...3, using: &rng)).map { _ in .inserted }
    }
    // Identities and the remaining operations, read off the final layout.
    for (section, sectionRows) in rows.enumerated() {
      var identities: [Int] = []
      for (row, value) in sectionRows.enumerated() {
        let here = ListIndexPath(section: section, row: row)
        switch value {
        case .inserted:
          identities.append(fresh())
          if case .old = slots[section] { changeset.insertedRows.append(here) }
        case .kept(let id), .reloaded(let id):
          identities.append(id)
          if let from = moved[id] { changeset.movedRows.append(.init(from: from, to: here)) }
        }
      }
      new.append(identities)
    }
    expected = rows
  }

  var newCounts: [Int] { new.map(\.count) }
}

/// The seed, step and batch of a randomized case, rendered only when a failure message needs it.
struct Context: CustomStringConvertible {
  var seed: UInt64
  var step: Int
  var batch: RandomBatch

  var description: String {
    "seed \(seed) step \(step): old \(batch.old) new \(batch.new) \(batch.changeset)"
  }
}

@Suite struct BatchUpdatePropertyTests {
  static let steps = scaledStepCount("FOLDKIT_VALIDATOR_STEPS", default: 200)
  static let seeds: [UInt64] = [1, 0xF01D, 0xBA7C_4_0DD]

  @Test func constructedBatchesAreValidAndReproduceTheNewList() throws {
    for seed in Self.seeds {
      var rng = SplitMix64(seed: seed)
      for step in 0..<Self.steps {
        let moves = step % 2 == 1
        let batch = RandomBatch(using: &rng, moves: moves)
        let context = Context(seed: seed, step: step, batch: batch)
        for kind in [BatchUpdateViewKind.table, .collection] {
          let report = BatchUpdateValidator.validate(
            oldCounts: batch.old.map(\.count), changeset: batch.changeset,
            newCounts: batch.newCounts, kind: kind)
          #expect(report.isClean, "\(context)\n\(report)")
          let rows = try BatchUpdateSimulator.apply(
            batch.changeset, to: batch.old, newCounts: batch.newCounts, kind: kind)
          #expect(rows == batch.expected, "\(context)")
          let contract = BatchUpdateValidator.checkContract(
            batch.changeset, old: batch.old, new: batch.new, kind: kind)
          // A random move may land where the row would have gone anyway: a no-op move (G5),
          // which can also leave the lists identical (G7).
          let allowed: Set<BatchUpdateRule> = moves ? [.g5, .g7] : []
          #expect(
            contract.errors.allSatisfy { allowed.contains($0.rule) } && contract.warnings.isEmpty,
            "\(context)\n\(contract)")
          if !moves {
            #expect(contract.isClean, "\(context)\n\(contract)")
          }
        }
        if batch.changeset.insertedSections.isEmpty {
          let derived = try BatchUpdateSimulator.apply(batch.changeset, to: batch.old)
          #expect(derived == batch.expected, "\(context)")
        }
      }
    }
  }

  @Test func mutatedBatchesAreRejected() {
    for seed in Self.seeds {
      var rng = SplitMix64(seed: seed ^ 0x5EED)
      var mutations = 0
      for step in 0..<Self.steps {
        let batch = RandomBatch(using: &rng, moves: step % 2 == 1)
        let context = Context(seed: seed, step: step, batch: batch)
        var broken: [(String, Changeset)] = []
        if !batch.changeset.insertedRows.isEmpty {
          var changeset = batch.changeset
          changeset.insertedRows.remove(
            at: Int.random(in: 0..<changeset.insertedRows.count, using: &rng))
          broken.append(("dropped insert", changeset))
        }
        if !batch.changeset.deletedRows.isEmpty {
          var duplicated = batch.changeset
          duplicated.deletedRows.append(
            duplicated.deletedRows[Int.random(in: 0..<duplicated.deletedRows.count, using: &rng)])
          broken.append(("duplicated delete", duplicated))
          var dropped = batch.changeset
          dropped.deletedRows.remove(at: Int.random(in: 0..<dropped.deletedRows.count, using: &rng))
          broken.append(("dropped delete", dropped))
        }
        if !batch.changeset.insertedSections.isEmpty {
          var changeset = batch.changeset
          changeset.insertedSections.removeLast()
          broken.append(("dropped section insert", changeset))
        }
        for (name, changeset) in broken {
          mutations += 1
          for kind in [BatchUpdateViewKind.table, .collection] {
            let report = BatchUpdateValidator.validate(
              oldCounts: batch.old.map(\.count), changeset: changeset, newCounts: batch.newCounts,
              kind: kind)
            #expect(!report.isValid, "\(name), \(kind), \(context)")
            #expect(throws: BatchUpdateViolation.self, "\(name), \(kind), \(context)") {
              try BatchUpdateSimulator.apply(
                changeset, to: batch.old, newCounts: batch.newCounts, kind: kind)
            }
          }
        }
        // Two kept rows swapped in the new data: counts still balance, only G8 sees it.
        if let (section, row) = adjacentKeptRows(in: batch.expected) {
          var new = batch.new
          new[section].swapAt(row, row + 1)
          let contract = BatchUpdateValidator.checkContract(
            batch.changeset, old: batch.old, new: new)
          #expect(contract.errorRules.contains(.g8), "swapped rows, \(context)")
          mutations += 1
        }
      }
      #expect(mutations > Self.steps / 2, "seed \(seed): too few mutations exercised")
    }
  }

  /// A section and row whose row and the next are both kept old rows.
  private func adjacentKeptRows(in rows: [[BatchUpdateSimulator.Row<Int>]]) -> (Int, Int)? {
    for (section, sectionRows) in rows.enumerated() {
      for row in sectionRows.indices.dropLast() {
        if case .kept = sectionRows[row], case .kept = sectionRows[row + 1] {
          return (section, row)
        }
      }
    }
    return nil
  }
}
