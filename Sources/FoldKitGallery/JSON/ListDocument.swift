public import FoldKit

/// A list described by a JSON file (see docs/json-format.md), checked and ready to show.
///
/// Loading reads the file's bytes once, checking them against the format as it goes and
/// building only the list's own items (no JSON tree), then builds the snapshot, the expansion
/// state and, for a check list, the check tree.
public struct ListDocument: Sendable {
  /// The list's title.
  public var title: String
  /// The list's data, in the gallery's content type.
  public var snapshot: Snapshot<String, String, GalleryItem>
  /// The expansion policy.
  public var policy: ExpansionPolicy
  /// The items and sections open or collapsed at start.
  public var expansion: ExpansionState<String, String>
  /// For a check list, its check marks; `nil` otherwise.
  public var checks: CheckTree<String>?

  /// The prefix of item IDs from the file, keeping them apart from the list's own rows.
  static let itemPrefix = "item:"
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
  /// at the items plus the file, then at the items plus the list.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents, UTF-8.
  ///   - file: The file's name, for error messages.
  ///   - progress: Called about every mebibyte read and once before building.
  /// - Returns: The document.
  /// - Throws: ``ListFileError`` for the first syntax or schema problem in file order, with its
  ///   line and column; a duplicated ID is found after the whole file is read.
  /// - Complexity: O(*n*) for *n* bytes.
  public static func load(
    _ bytes: consuming [UInt8], file: String,
    progress: ((Progress) -> Void)? = nil
  ) throws(ListFileError) -> ListDocument {
    let contents: ListFileContents
    do {
      contents = try bytes.withUnsafeBufferPointer {
        (buffer) throws(ListFileError) -> ListFileContents in
        var reader = ListFileReader(file: file, bytes: buffer, progress: progress)
        return try reader.read()
      }
    }
    _ = consume bytes
    progress?(.building(items: contents.itemPositions.count))
    return try contents.document(file: file)
  }
}

/// What a list file says, read and checked but not yet built into a snapshot.
struct ListFileContents {
  var title = ""
  var policy = ExpansionPolicy.independent
  var sections: [ListSection<String, String, GalleryItem>] = []
  var checkRoots: [CheckTree<String>.Node]?
  var expanded: [String] = []
  var collapsed: [String] = []
  /// Whether `sections[0]` is the agree-all section the format adds (it is not in the file).
  var hasAgreeAll = false
  /// Where each file section's ID is (or the section itself, for a section without one).
  var sectionPositions: [JSONPosition] = []
  /// Where each item's ID is, in pre-order over the file's sections.
  var itemPositions: [JSONPosition] = []

  /// Builds the snapshot, the expansion state and the check tree.
  ///
  /// - Throws: ``ListFileError`` for an ID used twice, at its second place.
  func document(file: String) throws(ListFileError) -> ListDocument {
    let snapshot: Snapshot<String, String, GalleryItem>
    do {
      snapshot = try Snapshot(sections: sections)
    } catch {
      throw duplicate(error, file: file)
    }
    var checks: CheckTree<String>?
    if let checkRoots {
      // The snapshot has accepted every ID, so the check tree (the same IDs) cannot fail.
      checks = try? CheckTree(roots: checkRoots)
    }
    return ListDocument(
      title: title, snapshot: snapshot, policy: policy,
      expansion: ExpansionState(expanded: expanded, collapsed: collapsed), checks: checks)
  }

  /// The file error for a duplicate the snapshot found.
  private func duplicate(_ error: SnapshotError, file: String) -> ListFileError {
    let offset = hasAgreeAll ? 1 : 0
    switch error.kind {
    case .duplicateSectionID:
      let first = sectionPositions[error.firstPlace[0] - offset]
      let second = sectionPositions[error.secondPlace[0] - offset]
      let id = sections[error.firstPlace[0]].id.dropFirst(ListDocument.sectionPrefix.count)
      return ListFileError(
        kind: .duplicateID, file: file, position: second,
        message: "duplicate section id \"\(id)\" (first used at \(first))")
    case .duplicateItemID:
      let (firstIndex, id) = node(at: error.firstPlace)
      let (secondIndex, _) = node(at: error.secondPlace)
      let first = itemPositions[firstIndex - offset]
      let second = itemPositions[secondIndex - offset]
      return ListFileError(
        kind: .duplicateID, file: file, position: second,
        message:
          "duplicate item id \"\(id.dropFirst(ListDocument.itemPrefix.count))\" (first used at \(first))"
      )
    }
  }

  /// The pre-order index and ID of the item at `place` (section, then sibling positions).
  private func node(at place: [Int]) -> (index: Int, id: String) {
    var index = 0
    for section in sections[..<place[0]] {
      index += section.items.reduce(0) { $0 + 1 + Self.descendantCount($1) }
    }
    var level = sections[place[0]].items
    var id = ""
    for (depth, position) in place.dropFirst().enumerated() {
      for sibling in level[..<position] { index += 1 + Self.descendantCount(sibling) }
      id = level[position].id
      if depth < place.count - 2 {
        index += 1
        level = level[position].children
      }
    }
    return (index, id)
  }

  private static func descendantCount(_ item: ListItem<String, GalleryItem>) -> Int {
    item.children.reduce(0) { $0 + 1 + descendantCount($1) }
  }
}
