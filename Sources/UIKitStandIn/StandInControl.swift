#if os(Linux)
public import Foundation

// Not UIKit: what tests need to drive and observe the stand-in. Every member here is marked
// `standIn` so no adapter code can mistake it for UIKit API.

/// One call the stand-in table made or received, in order.
public enum StandInCall: Equatable, Sendable {
  /// `numberOfSections(in:)` was asked.
  case numberOfSections
  /// `tableView(_:numberOfRowsInSection:)` was asked.
  case numberOfRows(Int)
  /// `tableView(_:cellForRowAt:)` was asked.
  case cellForRow(IndexPath)
  /// `tableView(_:estimatedHeightForRowAt:)` was asked.
  case estimatedHeightForRow(IndexPath)
  /// `tableView(_:heightForRowAt:)` was asked.
  case heightForRow(IndexPath)
  /// `tableView(_:heightForHeaderInSection:)` was asked.
  case heightForHeader(Int)
  /// `tableView(_:heightForFooterInSection:)` was asked.
  case heightForFooter(Int)
  /// `tableView(_:viewForHeaderInSection:)` was asked.
  case viewForHeader(Int)
  /// `reloadData()` was called.
  case reloadData
  /// A batch passed UIKit's checks and was applied.
  case batch(StandInBatch)
  /// The content offset changed and the delegate was told.
  case didScroll(CGFloat)
  /// `deselectRow(at:animated:)` was called.
  case deselectRow(IndexPath)
  /// A person tapped a row.
  case tap(IndexPath)
  /// A row's cell was reconfigured (`reconfigureRows(at:)`).
  case reconfigure(IndexPath)
}

/// One applied batch: the counts before and after and its operations as the adapter made them.
public struct StandInBatch: Equatable, Sendable {
  /// A section move.
  public struct SectionMove: Equatable, Sendable {
    /// Old index.
    public var from: Int
    /// New index.
    public var to: Int
  }
  /// A row move.
  public struct RowMove: Equatable, Sendable {
    /// Old path.
    public var from: IndexPath
    /// New path.
    public var to: IndexPath
  }
  /// Row counts the table had cached before the batch.
  public var oldCounts: [Int]
  /// Row counts the data source reported at its end.
  public var newCounts: [Int]
  /// Sections deleted (old indexes).
  public var deletedSections: [Int]
  /// Sections inserted (new indexes).
  public var insertedSections: [Int]
  /// Sections reloaded (old indexes).
  public var reloadedSections: [Int]
  /// Sections moved.
  public var movedSections: [SectionMove]
  /// Rows deleted (old paths).
  public var deletedRows: [IndexPath]
  /// Rows inserted (new paths).
  public var insertedRows: [IndexPath]
  /// Rows reloaded (old paths).
  public var reloadedRows: [IndexPath]
  /// Rows moved.
  public var movedRows: [RowMove]
  /// Rows reconfigured inside the batch, at their new paths.
  public var reconfiguredRows: [IndexPath] = []
}

/// Not UIKit: UIKit's exception text reduced to its stable part: runs of white space become one
/// space and object addresses (`0x…`) are dropped, so tests match the rule and the counts, not
/// spacing or pointers.
public func standInStableExceptionText(_ text: String) -> String {
  var result = ""
  var lastWasSpace = false
  var characters = text.trimmingCharacters(in: .whitespacesAndNewlines)[...]
  while let character = characters.first {
    characters = characters.dropFirst()
    if character == "0", characters.first == "x" {
      characters = characters.dropFirst().drop { $0.isHexDigit }
      result += "0x"
      lastWasSpace = false
      continue
    }
    if character.isWhitespace {
      if !lastWasSpace { result.append(" ") }
      lastWasSpace = true
    } else {
      result.append(character)
      lastWasSpace = false
    }
  }
  return result
}

/// What the stand-in does when UIKit would raise an exception: by default it traps with UIKit's
/// log line; tests may record instead.
@MainActor public var standInExceptionHandler: (_ name: String, _ reason: String) -> Void = {
  name, reason in
  fatalError("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
}

extension UITableView {
  /// Every call made or received, in order.
  public var standInLog: [StandInCall] {
    get { log }
    set { log = newValue }
  }

  /// Whether a batch's animation is running (its completion has not run yet).
  public var standInIsAnimating: Bool { !pendingCompletions.isEmpty }

  /// Ends every running animation: runs completions in order, including those of batches that
  /// completions start, until none is left.
  public func standInFinishAnimations() {
    while !pendingCompletions.isEmpty {
      let completion = pendingCompletions.removeFirst()
      completion?(true)
    }
  }

  /// Ends the oldest running animation only.
  public func standInFinishOneAnimation() {
    guard !pendingCompletions.isEmpty else { return }
    let completion = pendingCompletions.removeFirst()
    completion?(true)
  }

  /// A person's tap on the row at `indexPath`, which must be on screen: UIKit selects it and
  /// tells the delegate.
  public func standInTapRow(at indexPath: IndexPath) {
    layoutIfNeeded()
    precondition(visibleCells[indexPath] != nil, "row \(indexPath) is not on screen")
    log.append(.tap(indexPath))
    if isEditing && !allowsSelectionDuringEditing && !allowsMultipleSelectionDuringEditing {
      return
    }
    if standInSelectsMultipleRows {
      if selectedRows.contains(indexPath) {
        selectedRows.remove(indexPath)
        delegate?.tableView(self, didDeselectRowAt: indexPath)
      } else {
        selectedRows.insert(indexPath)
        delegate?.tableView(self, didSelectRowAt: indexPath)
      }
      return
    }
    let previous = selectedRows.subtracting([indexPath])
    selectedRows = [indexPath]
    for path in previous.sorted() { delegate?.tableView(self, didDeselectRowAt: path) }
    delegate?.tableView(self, didSelectRowAt: indexPath)
  }

  /// A person's tap on the accessory button of the row at `indexPath`, which must be on screen.
  public func standInTapAccessory(at indexPath: IndexPath) {
    layoutIfNeeded()
    precondition(visibleCells[indexPath] != nil, "row \(indexPath) is not on screen")
    delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
  }

  /// The focus moving to the row at `indexPath` (arrow keys or a pointer on iPad).
  public func standInFocusRow(at indexPath: IndexPath) {
    delegate?.tableView(
      self,
      didUpdateFocusIn: UITableViewFocusUpdateContext(standInNextFocusedIndexPath: indexPath),
      with: UIFocusAnimationCoordinator())
  }

  /// The sections whose headers are on screen.
  public var standInVisibleHeaderSections: [Int] { visibleHeaders.keys.sorted() }

  func raise(_ name: String, _ reason: String) {
    standInExceptionHandler(name, reason)
  }
}

extension UIScrollView {
  /// Not UIKit: forgets what the stand-in recorded so far (the offset changes, and a table's
  /// call log and a table's or collection view's applied batches), so that a long run, such as
  /// a benchmark, does not keep every record.
  public func standInForgetRecords() {
    standInOffsetChanges = []
    if let table = self as? UITableView {
      table.log = []
      table.standInBatches = []
    }
    if let collection = self as? UICollectionView { collection.standInBatches = [] }
  }
}
#endif
