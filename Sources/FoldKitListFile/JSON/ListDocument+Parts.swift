extension ListDocument {
  /// The list read so far from a file still being read, to show before the rest arrives.
  ///
  /// A part holds every section read whole and, when a section's ID comes before its items,
  /// the complete top-level items of the section being read (a huge section shows from its
  /// first items). Each part holds the one before it as a prefix of its sections and items.
  public struct Part: Sendable {
    /// The list so far: its snapshot, expansion and (for a check list) check marks.
    public var document: ListDocument
    /// The bytes of the file read when the part was taken.
    public var bytesRead: Int
    /// The size of the file in bytes.
    public var byteCount: Int
    /// Whether every section of the part is whole (none is still being read).
    public var isWhole: Bool

    /// Creates a part.
    ///
    /// - Complexity: O(1).
    public init(document: ListDocument, bytesRead: Int, byteCount: Int, isWhole: Bool) {
      self.document = document
      self.bytesRead = bytesRead
      self.byteCount = byteCount
      self.isWhole = isWhole
    }
  }

  /// How a load hands out parts of the list as they are read.
  package struct Parts {
    /// Items in the first part (the first part comes at the first section end, or the first
    /// top-level item end of a section whose ID is known, with at least this many items).
    var firstItems: Int
    /// Takes each part.
    var deliver: (Part) -> Void
    /// Items a part may hold whatever the estimate of the file's items (see
    /// ``ListFileReader/lastPartItems``).
    var capFloor: Int

    /// Parts of at least `firstItems` items at first, each given to `deliver`; no part after
    /// the first holds more than an eighth of the items expected, or `capFloor` items.
    package init(
      firstItems: Int, capFloor: Int = ListDocument.partCapFloor,
      deliver: @escaping (Part) -> Void
    ) {
      self.firstItems = firstItems
      self.capFloor = capFloor
      self.deliver = deliver
    }
  }

  /// Items a part of a streamed load may hold whatever the file's size: a list of up to eight
  /// times as many items arrives in parts from start to end.
  package static let partCapFloor = 1 << 16

  /// Items in the first part of a streamed load, by default: more than a screen, read in
  /// well under a millisecond.
  public static let firstPartItems = 256

  /// Loads a document from the bytes of `file`, handing out parts of the list as they are read.
  ///
  /// As ``load(_:file:progress:reread:)``, and besides: once at least `firstItems` items are
  /// read, at the end of a section or (in a section whose `"id"` comes before its `"items"`) of a
  /// top-level item, `deliver` gets the list so far (see ``Part``); then again each time the
  /// items read reach four times those of the last part, up to about an eighth of the items the
  /// file's size suggests (and at least 65,536 items): each part is a copy of the list so far,
  /// held beside the list being read, so memory peaks at the list plus the last part. Building
  /// parts costs O(*n*) in all.
  ///
  /// When reading fails after a part was delivered, `deliver` gets a last part before the error
  /// is thrown: the sections read whole before the problem. A section the problem cuts off is
  /// left out, never shown in half.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents, UTF-8.
  ///   - file: The file's name, for error messages.
  ///   - progress: Called about every mebibyte read and once before building.
  ///   - reread: Reads the file again (see ``load(_:file:progress:reread:)``).
  ///   - firstItems: Items in the first part, at least.
  ///   - deliver: Takes each part, on the thread that loads.
  /// - Returns: The whole document.
  /// - Throws: ``ListFileError`` for the first syntax or schema problem in file order.
  /// - Complexity: O(*n*) for *n* bytes.
  public static func load(
    _ bytes: consuming [UInt8], file: String, progress: ((Progress) -> Void)? = nil,
    reread: (() -> [UInt8]?)? = nil, firstItems: Int = firstPartItems,
    delivering deliver: @escaping (Part) -> Void
  ) throws(ListFileError) -> ListDocument {
    try load(
      bytes, file: file, progress: progress, reread: reread,
      releaseStep: ListFileReader.releaseStep,
      parts: Parts(firstItems: firstItems, deliver: deliver))
  }

  /// Loads a document from a file mapped into memory, handing out parts as they are read.
  ///
  /// As ``load(_:file:progress:reread:firstItems:delivering:)``, reading `bytes` in place: the
  /// pages read go back to the system as reading goes on, and a file that says `"checks"` or
  /// `"agreeAll"` only after its sections is read a second time from the same memory.
  ///
  /// - Parameters:
  ///   - bytes: The file's contents: a private, read-only mapping of the file (pages given back
  ///     come back from the file when read again), which the caller unmaps after the load.
  ///   - file: The file's name, for error messages.
  ///   - progress: Called about every mebibyte read and once before building.
  ///   - firstItems: Items in the first part, at least.
  ///   - deliver: Takes each part, on the thread that loads.
  /// - Returns: The whole document.
  /// - Throws: ``ListFileError`` for the first syntax or schema problem in file order.
  /// - Complexity: O(*n*) for *n* bytes.
  public static func load(
    mapped bytes: UnsafeBufferPointer<UInt8>, file: String,
    progress: ((Progress) -> Void)? = nil, firstItems: Int = firstPartItems,
    delivering deliver: @escaping (Part) -> Void
  ) throws(ListFileError) -> ListDocument {
    let parts = Parts(firstItems: firstItems, deliver: deliver)
    var (contents, known) = try read(
      buffer: bytes, file: file, progress: progress, releasing: true,
      releaseStep: ListFileReader.releaseStep, parts: parts, known: nil, mapped: true)
    if let known {
      contents = try secondPass(
        read(
          buffer: bytes, file: file, progress: progress, releasing: true,
          releaseStep: ListFileReader.releaseStep, parts: parts, known: known, mapped: true),
        file: file)
    }
    progress?(.building(items: contents.itemCount))
    return contents.document()
  }
}
