public import FoldKit

/// A section or row of the diff check: an identity and a content number.
public struct CheckedItem: Diffable, Hashable, Sendable {
  /// The identity.
  public var id: Int
  /// The content; a change makes the item updated.
  public var content: Int

  /// Creates an item.
  ///
  /// - Complexity: O(1).
  public init(id: Int, content: Int) {
    self.id = id
    self.content = content
  }

  /// The identity the diff follows.
  public var diffID: Int { id }
}

/// Random snapshot pairs diffed by ``ListDiff``, every stage replayed through the simulator.
public enum DiffCheck {
  /// A sectioned snapshot of the check.
  public typealias Sections = [DiffSection<CheckedItem, CheckedItem>]

  /// Diffs `pairs` random pairs drawn from `seed` and returns one line summarising them.
  ///
  /// The line names the seed, the pairs, the stages and moves seen, a digest of every changeset
  /// and the number of violations (a stage UIKit would reject, or a view that does not end
  /// showing the new snapshot, content included).
  ///
  /// - Complexity: O(*pairs* · *n* log *n*) for snapshots of *n* rows.
  public static func run(seed: UInt64, pairs: Int) -> String {
    var random = PortableRandom(seed: seed)
    var digest = PortableDigest()
    var stages = 0
    var moves = 0
    var violations = 0
    for _ in 0..<pairs {
      let old = makeSnapshot(&random)
      let new = mutate(old, &random)
      let staged: StagedChangeset<Sections>
      do {
        staged = try ListDiff.staged(from: old, to: new)
      } catch {
        violations += 1
        continue
      }
      digest.add(staged.count)
      var shown = rows(of: old)
      for stage in staged {
        digest.add(stage.changeset)
        moves += stage.changeset.movedRows.count + stage.changeset.movedSections.count
        let step = StageReplay.apply(stage.changeset, to: shown, data: rows(of: stage.data))
        shown = step.shown
        violations += step.violations
      }
      stages += staged.count
      if shown != rows(of: new) { violations += 1 }
    }
    return "diff seed \(seed): pairs \(pairs) stages \(stages) moves \(moves) digest "
      + "\(digest.hex) violations \(violations)"
  }

  /// The rows of `sections` as a view shows them.
  static func rows(of sections: Sections) -> [[ShownRow]] {
    sections.map { section in section.rows.map { ShownRow(id: $0.id, content: $0.content) } }
  }

  /// A random snapshot: up to 6 sections of up to 8 rows, unique IDs.
  static func makeSnapshot(_ random: inout PortableRandom) -> Sections {
    var sections: Sections = []
    var nextRow = 0
    for section in 0..<random.below(7) {
      var rows: [CheckedItem] = []
      for _ in 0..<random.below(9) {
        rows.append(CheckedItem(id: nextRow, content: random.below(2)))
        nextRow += 1
      }
      sections.append(
        DiffSection(model: CheckedItem(id: section, content: random.below(2)), rows: rows))
    }
    return sections
  }

  /// `old` with random deletes, inserts, moves and content changes of rows and sections.
  static func mutate(_ old: Sections, _ random: inout PortableRandom) -> Sections {
    var new = old
    var nextRow = 1_000
    var nextSection = 100
    for _ in 0..<random.below(6) {
      switch random.below(8) {
      case 0 where !new.isEmpty:
        new.remove(at: random.below(new.count))
      case 1:
        let section = DiffSection(
          model: CheckedItem(id: nextSection, content: 0),
          rows: (0..<random.below(4)).map { k in CheckedItem(id: nextRow + k, content: 0) })
        nextSection += 1
        nextRow += 10
        new.insert(section, at: random.below(new.count + 1))
      case 2 where new.count > 1:
        let section = new.remove(at: random.below(new.count))
        new.insert(section, at: random.below(new.count + 1))
      case 3 where !new.isEmpty:
        new[random.below(new.count)].model.content += 1
      default:
        mutateRows(&new, &random, nextRow: &nextRow)
      }
    }
    return new
  }

  /// One random row edit: a delete, an insert, a move (perhaps across sections) or an update.
  static func mutateRows(_ new: inout Sections, _ random: inout PortableRandom, nextRow: inout Int)
  {
    guard !new.isEmpty else { return }
    let s = random.below(new.count)
    switch random.below(4) {
    case 0 where !new[s].rows.isEmpty:
      new[s].rows.remove(at: random.below(new[s].rows.count))
    case 1:
      new[s].rows.insert(
        CheckedItem(id: nextRow, content: 0), at: random.below(new[s].rows.count + 1))
      nextRow += 1
    case 2 where !new[s].rows.isEmpty:
      let row = new[s].rows.remove(at: random.below(new[s].rows.count))
      let t = random.below(new.count)
      new[t].rows.insert(row, at: random.below(new[t].rows.count + 1))
    default:
      if !new[s].rows.isEmpty { new[s].rows[random.below(new[s].rows.count)].content += 1 }
    }
  }
}
