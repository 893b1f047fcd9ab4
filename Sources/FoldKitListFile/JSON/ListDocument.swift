public import FoldKit
public import FoldKitScreens

/// A list described by a JSON file (see docs/json-format.md), checked and ready to show.
///
/// Loading reads the file's bytes once, checking them against the format as it goes and
/// building only the list's own items (no JSON tree), then builds the snapshot, the expansion
/// state and, for a check list, the check tree.
public struct ListDocument: Sendable {
  /// The list's title.
  public var title: String
  /// The list's data, in the gallery's content type.
  public var snapshot: Snapshot<String, String, ScreenItem>
  /// The expansion policy.
  public var policy: ExpansionPolicy
  /// The items and sections open or collapsed at start.
  public var expansion: ExpansionState<String, String>
  /// For a check list, its check marks; `nil` otherwise.
  public var checks: CheckTree<String>?
  /// Bytes of the file given back to the system while it was read (see
  /// ``load(_:file:progress:reread:)``).
  package var releasedByteCount = 0
  /// Items read ahead on another thread (see ``ReadAhead``) and taken by the reader.
  package var itemsReadAhead = 0

  /// The prefix of item IDs from the file, keeping them apart from the list's own rows.
  static let itemPrefix = "item:"
  /// ``itemPrefix``, for building keys from bytes.
  static let itemKeyPrefix: StaticString = "item:"
  /// The prefix of section IDs from the file.
  static let sectionPrefix = "section:"

  /// How far a load has come, for a progress line.
  public enum Progress: Sendable, Equatable {
    /// Reading the file: `done` of `total` bytes.
    case reading(done: Int, total: Int)
    /// Building the list from `items` items read.
    case building(items: Int)
  }

  /// Loads a document from the bytes of `file`.
  ///
  /// The bytes are released as soon as they are read, before the list is built, so memory peaks
  /// at the items plus the file, then at the items plus the list. With `reread`, memory peaks
  /// lower still: the pages of bytes already read go back to the system while reading goes on,
  /// so the file and the items are never held whole at once; a file that says `"checks"` or
  /// `"agreeAll"` only after its sections, which needs a second pass, is then read again with
  /// `reread`.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents, UTF-8.
  ///   - file: The file's name, for error messages.
  ///   - progress: Called about every mebibyte read and once before building.
  ///   - reread: Reads the file again, or returns `nil` if it cannot; `nil` keeps every byte
  ///     until reading ends.
  /// - Returns: The document.
  /// - Throws: ``ListFileError`` for the first syntax or schema problem in file order, with its
  ///   line and column; a duplicated ID is found when the top-level item holding its second use
  ///   ends, in a section whose ID comes before its items, else when that section ends.
  ///   A file that cannot be read again when a second pass needs it is `unreadable`.
  /// - Complexity: O(*n*) for *n* bytes.
  public static func load(
    _ bytes: consuming [UInt8], file: String,
    progress: ((Progress) -> Void)? = nil, reread: (() -> [UInt8]?)? = nil
  ) throws(ListFileError) -> ListDocument {
    try load(
      bytes, file: file, progress: progress, reread: reread,
      releaseStep: ListFileReader.releaseStep)
  }

  /// ``load(_:file:progress:reread:)``, giving read pages back about every `releaseStep` bytes
  /// (tests and the fuzz target use small steps).
  ///
  /// With `readAheadChunk`, items are read ahead on another thread in chunks of that many bytes
  /// whatever the file's size (tests use small chunks); by default only in a large file.
  package static func load(
    _ bytes: consuming [UInt8], file: String, progress: ((Progress) -> Void)? = nil,
    reread: (() -> [UInt8]?)?, releaseStep: Int, parts: Parts? = nil,
    readAheadChunk: Int? = nil
  ) throws(ListFileError) -> ListDocument {
    do throws(ListFileError) {
      return try loadOnce(
        bytes, file: file, progress: progress, reread: reread, releaseStep: releaseStep,
        parts: parts, readAheadChunk: readAheadChunk)
    } catch {
      // Bytes given back read as zeros: an earlier item's place comes from the file read again.
      var failure = error
      if failure.firstUseToPlace != nil {
        if let again = reread?() {
          again.withUnsafeBufferPointer { ListFileReader.placeFirstUse(of: &failure, in: $0) }
        } else {
          ListFileReader.placeFirstUse(of: &failure, in: nil)
        }
      }
      throw failure
    }
  }

  /// ``load(_:file:progress:reread:releaseStep:parts:readAheadChunk:)``, with an item ID used
  /// twice possibly still to be placed (see ``ListFileError/firstUseToPlace``).
  static func loadOnce(
    _ bytes: consuming [UInt8], file: String, progress: ((Progress) -> Void)?,
    reread: (() -> [UInt8]?)?, releaseStep: Int, parts: Parts?, readAheadChunk: Int?
  ) throws(ListFileError) -> ListDocument {
    var (contents, known) = try read(
      bytes, file: file, progress: progress, releasing: reread != nil, releaseStep: releaseStep,
      parts: parts, readAheadChunk: readAheadChunk)
    if let known {
      contents = ListFileContents()  // the first pass's items go before the second pass
      guard let again = reread?() else {
        throw ListFileError(
          kind: .unreadable, file: file, position: nil,
          message: "cannot read the file again (it says \"checks\" after its sections)")
      }
      contents = try secondPass(
        read(
          again, file: file, progress: progress, releasing: true, releaseStep: releaseStep,
          parts: parts, known: known, readAheadChunk: readAheadChunk),
        file: file)
    }
    progress?(.building(items: contents.itemCount))
    return contents.document()
  }

  /// The contents a second pass read, which must have found everything the first pass left to
  /// it.
  ///
  /// - Throws: ``ListFileError`` when the second pass left work again: the file changed between
  ///   the passes.
  /// - Complexity: O(1).
  static func secondPass(
    _ second: (contents: ListFileContents, known: ListFileReader.Known?), file: String
  ) throws(ListFileError) -> ListFileContents {
    guard second.known == nil else {
      throw ListFileError(
        kind: .unreadable, file: file, position: nil,
        message: "the file changed while it was read")
    }
    return second.contents
  }

  /// One reading of `bytes`; the contents, and what a second pass must know if one is needed
  /// (only when `releasing`: otherwise the reader makes the second pass itself).
  static func read(
    _ bytes: consuming [UInt8], file: String, progress: ((Progress) -> Void)?, releasing: Bool,
    releaseStep: Int, parts: Parts? = nil, known: ListFileReader.Known? = nil,
    readAheadChunk: Int? = nil
  ) throws(ListFileError) -> (contents: ListFileContents, known: ListFileReader.Known?) {
    var bytes = bytes
    let read = { (buffer: UnsafeBufferPointer<UInt8>) throws(ListFileError) in
      try Self.read(
        buffer: buffer, file: file, progress: progress, releasing: releasing,
        releaseStep: releaseStep, parts: parts, known: known, readAheadChunk: readAheadChunk)
    }
    // Pages go back only from storage this function holds alone: mutable access makes it so
    // (copying bytes a caller still shares). Without releasing, shared storage is read as it is.
    let result =
      releasing
      ? try bytes.withUnsafeMutableBufferPointer { (buffer) throws(ListFileError) in
        try read(UnsafeBufferPointer(buffer))
      }
      : try bytes.withUnsafeBufferPointer { (buffer) throws(ListFileError) in try read(buffer) }
    bytes = []
    return result
  }

  /// One reading of the bytes in `buffer` (see ``read(_:file:progress:releasing:releaseStep:parts:known:)``).
  ///
  /// An item ID used twice is placed here when the bytes can be read again: when none are given
  /// back, or when they are `mapped` from the file (pages given back come back from it).
  static func read(
    buffer: UnsafeBufferPointer<UInt8>, file: String, progress: ((Progress) -> Void)?,
    releasing: Bool, releaseStep: Int, parts: Parts?, known: ListFileReader.Known?,
    readAheadChunk: Int? = nil, mapped: Bool = false
  ) throws(ListFileError) -> (contents: ListFileContents, known: ListFileReader.Known?) {
    var reader = ListFileReader(
      file: file, bytes: buffer, progress: progress, releasingReadBytes: releasing,
      releaseStep: releaseStep, sizing: parts == nil)
    reader.readAheadChunk = readAheadChunk
    if let parts {
      reader.deliver = parts.deliver
      reader.firstPart = max(1, parts.firstItems)
      reader.partCapFloor = parts.capFloor
    }
    do throws(ListFileError) {
      let again = try reader.read(known: known)
      return (reader.contents, again)
    } catch {
      // Items added but not indexed yet were read whole before the problem: an ID used twice
      // among them comes first.
      var failure = error
      do { try reader.indexAddedItems() } catch { failure = error }
      if let part = reader.partBeforeFailure() { parts?.deliver(part) }
      if !releasing || mapped { ListFileReader.placeFirstUse(of: &failure, in: buffer) }
      throw failure
    }
  }
}

/// What a list file says, read, checked and built.
struct ListFileContents {
  /// Bytes of the file given back to the system while reading.
  var releasedByteCount = 0
  /// Items read ahead on another thread and taken.
  var itemsReadAhead = 0
  var title = ""
  var policy = ExpansionPolicy.independent
  typealias Builder = Snapshot<String, String, ScreenItem>.Builder
  var builder = Builder()
  var checks: CheckTree<String>?
  var expanded: [String] = []
  var collapsed: [String] = []
  /// Whether the snapshot's first section is the agree-all section the format adds.
  var hasAgreeAll = false
  /// Where each file section's ID is (or the section itself, for a section without one).
  var sectionPositions: [CompactPosition] = []
  /// Where the IDs of the items read but not yet indexed are, from item ``positionBase`` on.
  ///
  /// Items count in pre-order over the file's sections. An ID used twice among these items is
  /// reported at its place; the positions of items indexed are dropped, and an earlier item's
  /// place in an error is worked out again from the file (see
  /// ``ListFileReader/placeFirstUse(of:in:)``) rather than kept for every item.
  var itemPositions: [CompactPosition] = []
  /// The item whose position is first in ``itemPositions``.
  var positionBase = 0

  /// Drops the positions of the items before `item`.
  ///
  /// - Complexity: O(*k*) for the *k* positions kept.
  mutating func dropPositions(before item: Int) {
    let drop = min(item - positionBase, itemPositions.count)
    guard drop > 0 else { return }
    itemPositions.removeFirst(drop)
    positionBase += drop
  }

  /// The position of item `item`'s ID, if it is still kept.
  func position(ofItem item: Int) -> JSONPosition? {
    let index = item - positionBase
    guard index >= 0 && index < itemPositions.count else { return nil }
    return itemPositions[index].position
  }

  /// The number of items read.
  var itemCount: Int { builder.itemCount }

  /// Builds the expansion state and the check tree around the snapshot.
  ///
  /// The check tree finds its IDs through the snapshot's index: its items are the snapshot's
  /// after the agree-all row.
  ///
  /// - Complexity: O(*n*) for a check list of *n* items (their IDs compared), else O(1).
  func document() -> ListDocument {
    let snapshot = builder.snapshot()
    var checks = checks
    checks?.shareIndex(of: snapshot, from: hasAgreeAll ? 1 : 0)
    var document = ListDocument(
      title: title, snapshot: snapshot, policy: policy,
      expansion: ExpansionState(expanded: expanded, collapsed: collapsed), checks: checks,
      releasedByteCount: releasedByteCount)
    document.itemsReadAhead = itemsReadAhead
    return document
  }

  /// The file error for an ID the snapshot builder found used twice, at `position`.
  func duplicate(
    _ error: SnapshotError, at position: JSONPosition, file: String
  ) -> ListFileError {
    switch error.kind {
    case .duplicateSectionID:
      let first = sectionPositions[error.firstPlace[0] - (hasAgreeAll ? 1 : 0)]
      return ListFileError(
        kind: .duplicateID, file: file, position: position,
        message:
          "duplicate section id \"\(error.id.dropFirst(ListDocument.sectionPrefix.count))\" "
          + "(first used at \(first.position))")
    case .duplicateItemID:
      let firstItem = (builder.nodeIndex(of: error.id) ?? 0) - (hasAgreeAll ? 1 : 0)
      let message = "duplicate item id \"\(error.id.dropFirst(ListDocument.itemPrefix.count))\""
      guard let first = self.position(ofItem: firstItem) else {
        var failure = ListFileError(
          kind: .duplicateID, file: file, position: position, message: message)
        failure.firstUseToPlace = firstItem
        return failure
      }
      return ListFileError(
        kind: .duplicateID, file: file, position: position,
        message: message + " (first used at \(first))")
    }
  }
}

/// A line and column in 8 bytes, for the many positions a large file's items need.
struct CompactPosition {
  var line: UInt32
  var column: UInt32

  init(_ position: JSONPosition) {
    line = UInt32(truncatingIfNeeded: position.line)
    column = UInt32(truncatingIfNeeded: position.column)
  }

  var position: JSONPosition { JSONPosition(line: Int(line), column: Int(column)) }
}
