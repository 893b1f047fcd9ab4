public import FoldKit

/// One row as a view shows it: its identity and the content it last fetched.
public struct ShownRow: Hashable, Sendable {
  /// The row's identity.
  public var id: Int
  /// The content the view fetched for it.
  public var content: Int

  /// Creates a shown row.
  ///
  /// - Complexity: O(1).
  public init(id: Int, content: Int) {
    self.id = id
    self.content = content
  }
}

/// Replays one stage of a change through ``BatchUpdateSimulator`` and the validator, as UIKit
/// would apply it to a table view, and counts what goes wrong.
public enum StageReplay {
  /// What a view shows after `changeset`, and the number of violations found on the way.
  ///
  /// A row the batch keeps or moves keeps the content it showed; an inserted or reloaded row
  /// fetches its content from `data`. A violation is a validator error, a simulator error, or a
  /// row whose identity differs from `data` at its place.
  ///
  /// - Parameters:
  ///   - changeset: The batch.
  ///   - shown: What the view shows before it.
  ///   - data: What the data source holds while the batch is applied.
  /// - Returns: What the view shows after it, and the violations.
  /// - Complexity: O(*n* log *n* + *R*) for *n* operations and *R* rows.
  public static func apply(_ changeset: Changeset, to shown: [[ShownRow]], data: [[ShownRow]])
    -> (shown: [[ShownRow]], violations: Int)
  {
    var violations = 0
    let report = BatchUpdateValidator.validate(
      oldCounts: shown.map { $0.count }, changeset: changeset, newCounts: data.map { $0.count })
    violations += report.errors.count
    var contentByID: [Int: Int] = [:]
    for section in shown {
      for row in section { contentByID[row.id] = row.content }
    }
    let simulated: [[BatchUpdateSimulator.Row<Int>]]
    do {
      simulated = try BatchUpdateSimulator.apply(
        changeset, to: shown.map { section in section.map { $0.id } },
        newCounts: data.map { $0.count })
    } catch {
      return (data, violations + 1)
    }
    guard simulated.count == data.count else { return (data, violations + 1) }
    var result: [[ShownRow]] = []
    result.reserveCapacity(data.count)
    for (section, rows) in simulated.enumerated() {
      guard rows.count == data[section].count else {
        violations += 1
        result.append(data[section])
        continue
      }
      var shownSection: [ShownRow] = []
      shownSection.reserveCapacity(rows.count)
      for (index, row) in rows.enumerated() {
        let expected = data[section][index]
        switch row {
        case .kept(let id):
          if id != expected.id { violations += 1 }
          shownSection.append(ShownRow(id: id, content: contentByID[id] ?? -1))
        case .reloaded(let id):
          if id != expected.id { violations += 1 }
          shownSection.append(expected)
        case .inserted:
          shownSection.append(expected)
        }
      }
      result.append(shownSection)
    }
    return (result, violations)
  }
}
