import FoldKit
import FoldKitScreens

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a list file's bytes against the format, building sections and items as it goes.
///
/// Problems are reported in file order: the first malformed byte, wrongly typed value, unknown
/// key or missing key, each at its line and column.
struct ListFileReader {
  let file: String
  var reader: JSONReader
  let progress: ((ListDocument.Progress) -> Void)?
  var nextReport: Int
  var contents = ListFileContents()
  var checks = false
  /// Whether the snapshot's storage is sized from a count of the items first.
  let sizing: Bool
  /// The items expected: the count, or an estimate without ``sizing``.
  var expectedItems = 0
  /// Whether the pages of bytes already read go back to the system as reading goes on (the
  /// reader then never goes back; a second pass reads the file again).
  let releasesReadBytes: Bool
  /// The bytes before this offset have been given back.
  var releasedUpTo = 0
  /// Bytes between giving read pages back.
  let releaseStep: Int
  /// The offset after which the next pages are given back.
  var nextRelease: Int
  /// The items of the section being read, in pre-order, until the section ends (its ID may
  /// follow its items); each with the size of its subtree, itself included.
  var pending = PendingItems()
  /// Scratch storage for ``addPending()``, kept between calls.
  var pendingEnds: [Int] = []
  /// The check items read since they last joined ``checkTree``, whole subtrees in pre-order
  /// with their sizes, in a check list (they join when a part is taken, and at the end): flat,
  /// so that reading an item makes no tree of arrays to take apart again.
  var checkItems: [CheckTree<String>.PreorderItem] = []
  /// The check marks of the items before ``checkItems``, in a check list: grown part by part
  /// rather than built again for each, without an index of its own (the snapshot indexes the
  /// same IDs, and finds any used twice; the tree shares the snapshot's index once it is handed
  /// out, see ``ListFileContents/document()``).
  var checkTree = ListFileReader.emptyCheckTree()
  /// Takes each part of the list as it arrives (see ``ListDocument/Part``), or `nil`.
  var deliver: ((ListDocument.Part) -> Void)?
  /// Items in the first part delivered.
  var firstPart = ListDocument.firstPartItems
  /// Items in the last part delivered.
  var deliveredItems = 0
  /// The most items a part after the first holds: an eighth of the items expected, and at
  /// least ``partCapFloor`` (see ``deliverPart(at:open:)``); no bound without an estimate.
  var lastPartItems: Int {
    expectedItems == 0 ? .max : max(partCapFloor, expectedItems / Self.lastPartShare)
  }
  /// Items a part may always hold (``ListDocument/partCapFloor`` but in tests).
  var partCapFloor = ListDocument.partCapFloor
  /// The share of the items expected that bounds a part: the part on screen, a copy of the
  /// items so far, is held beside the list being read until it ends.
  static let lastPartShare = 8
  /// What the sections read whole hold: their check nodes and open items, counted (the part
  /// left when reading fails).
  var whole = (checkNodes: 0, expanded: 0)
  /// Whether a section is being added to the snapshot (an ID used twice stops it half-added).
  var addingSection = false
  /// The items before this node have their IDs indexed; those after it were added by
  /// ``addPending()`` and wait for ``indexAddedItems()``.
  var indexedItems = 0
  /// Whether ``item(depth:)`` adds a top-level item without children to the snapshot itself,
  /// rather than to `pending` (in a section open in the snapshot builder).
  var addsLeavesAtOnce = false
  /// Items added but not indexed after which ``addPending()`` indexes them.
  static let indexBatch = 64
  /// The items read ahead on another thread while this reader is in a section's items, if any.
  var readAhead: ReadAhead?
  /// Bytes per chunk read ahead, or `nil` for ``ReadAhead``'s default (and no reading ahead in
  /// a small file).
  var readAheadChunk: Int?
  /// The nesting depth of a top-level item's object: the list, `"sections"`, the section and
  /// its `"items"` hold it.
  static let itemDepth = 4
  /// The item (counted in pre-order over the file's sections) whose ID's position this reader
  /// looks for, stopping there, or `nil` for a reader that reads the list.
  var locating: Int?
  /// The position of item ``locating``'s ID, once read.
  var located: JSONPosition?

  /// An item read but not yet added to the snapshot.
  ///
  /// A tuple, so that taking it apart moves its content into the snapshot rather than copying it.
  typealias PendingItem = (
    key: String, content: ScreenItem, hasDetail: Bool, behavior: RowBehavior,
    options: ItemOptions, size: Int, hash: UInt32
  )

  /// The ID index's hash of each item added since ``indexedItems`` (see
  /// ``indexAddedItems()``): worked out as the item is read, on whichever thread reads it.
  var addedHashes: [UInt32] = []

  /// How many times the items of the last part the next part holds, at least: each part costs
  /// a copy of the items so far, so the parts' copies add up to a third of the items.
  static let partGrowth = 4

  /// Bytes between progress reports.
  static let reportStep = 1 << 20

  /// The keys of the list object; each case's raw value is its place in ``listKeys``.
  enum ListKey: Int { case title, policy, checks, agreeAll, sections }
  static let listKeys = JSONReader.Keys(["title", "policy", "checks", "agreeAll", "sections"])
  /// The keys of a section object, in the order of ``sectionKeys``.
  enum SectionKey: Int { case id, header, footer, collapsible, collapsed, items }
  static let sectionKeys = JSONReader.Keys([
    "id", "header", "footer", "collapsible", "collapsed", "items",
  ])
  /// The keys of an item object, in the order of ``itemKeys``.
  enum ItemKey: Int {
    case id, title, detail, children, mandatory, disabled, checked, expanded, detailApart
  }
  static let itemKeys = JSONReader.Keys([
    "id", "title", "detail", "children", "mandatory", "disabled", "checked", "expanded",
    "detailApart",
  ])

  /// ``listKeys``, ``sectionKeys`` and ``itemKeys``, copied once rather than looked up (a
  /// global's lazy start checked) for every member read.
  let keys = (list: Self.listKeys, section: Self.sectionKeys, item: Self.itemKeys)

  /// Bytes between giving read pages back, by default.
  static let releaseStep = 4 << 20

  /// A reader of `bytes`; with `releasingReadBytes`, `bytes` must be memory the caller owns
  /// alone and never reads again, as the pages read are given back to the system.
  ///
  /// With `sizing`, the snapshot's storage is sized from a count of the file's items first (a
  /// pass over every byte); a streamed load, which must show its first part at once and whose
  /// parts share the storage anyway, goes without.
  init(
    file: String, bytes: UnsafeBufferPointer<UInt8>,
    progress: ((ListDocument.Progress) -> Void)?, releasingReadBytes: Bool = false,
    releaseStep: Int = Self.releaseStep, sizing: Bool = true, estimating: Bool = true
  ) {
    self.sizing = sizing
    self.releasesReadBytes = releasingReadBytes
    self.releaseStep = max(1, releaseStep)
    self.nextRelease = max(1, releaseStep)
    self.file = file
    self.reader = JSONReader(bytes)
    expectedItems =
      sizing ? Self.itemBound(bytes) : estimating ? Self.estimatedItemCount(bytes) : 0
    contents.builder = Self.builder(expectedItems: expectedItems, sizing: sizing)
    self.progress = progress
    self.nextReport = Self.reportStep
  }

  /// Items the ID index of a streamed load has room for at first.
  static let streamedIndexCapacity = 1 << 16

  /// A builder for `expectedItems` items: its ID index at that size when they were counted,
  /// otherwise (an estimate, in a streamed load) small until the first part is out (see
  /// ``deliverPart(at:open:)``), so that the first part does not wait for an index the size of
  /// the whole file to be written (for a 1 GB file, 130 MB before the first screen).
  static func builder(expectedItems: Int, sizing: Bool) -> ListFileContents.Builder {
    sizing
      ? ListFileContents.Builder(expectedItemCount: expectedItems)
      : ListFileContents.Builder(
        expectedItemCount: expectedItems, indexCapacity: streamedIndexCapacity)
  }

  /// At least the number of items in a list file.
  ///
  /// Every item has an `"id"` key, and those four bytes occur nowhere else but as a key of a
  /// section or as a string value "id". Sizing the snapshot's storage from the count saves growing
  /// (and, at the end, doubling) it as items arrive.
  static func itemBound(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard bytes.count >= 4, let base = bytes.baseAddress else { return 0 }
    // Every byte offset compared as a 32-bit word, without branches: about one cycle a byte,
    // where a byte-by-byte test mispredicts on every quote.
    let raw = UnsafeRawPointer(base)
    let quoteIDQuote: (UInt8, UInt8, UInt8, UInt8) = (0x22, 0x69, 0x64, 0x22)  // "id"
    let pattern = withUnsafeBytes(of: quoteIDQuote) { $0.loadUnaligned(as: UInt32.self) }
    var count = 0
    for offset in 0...(bytes.count - 4) {
      count &+= raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self) == pattern ? 1 : 0
    }
    return count
  }

  /// About the number of items in a list file, from the items in ``estimateSamples`` stretches
  /// spread evenly over it (the whole of a file under a mebibyte), a little over rather than
  /// under.
  ///
  /// A streamed load sizes the snapshot's storage and its ID index with it, without reading the
  /// whole file before its first part: the items' storage then grows (and is copied) rarely,
  /// and its room not filled costs address space, not memory; the index is written whole, so
  /// its room not filled costs memory. Stretches from the whole file follow items that grow
  /// longer along it (IDs with more digits), which the first mebibyte alone over-counts (by
  /// 13% on four million short items).
  ///
  /// - Complexity: O(1): a mebibyte read at most.
  static func estimatedItemCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let stretch = (1 << 20) / estimateSamples
    guard bytes.count > estimateSamples * stretch else { return itemBound(bytes) }
    var counted = 0
    for sample in 0..<estimateSamples {
      let start = (bytes.count - stretch) / (estimateSamples - 1) * sample
      counted += itemBound(UnsafeBufferPointer(rebasing: bytes[start..<start + stretch]))
    }
    let scaled =
      Double(counted) * Double(bytes.count) / Double(estimateSamples * stretch) * estimateMargin
    // An item takes at least 16 bytes (`{"id":1,"title":""}` takes 19).
    return min(Int(scaled) + 64, bytes.count / 16)
  }

  /// Stretches of the file that ``estimatedItemCount(_:)`` counts items in.
  static let estimateSamples = 16
  /// How far over the items counted ``estimatedItemCount(_:)`` estimates: files of each shape
  /// came within 1% of their items.
  static let estimateMargin = 1.04

  // MARK: Errors and values

  func fail(_ kind: ListFileError.Kind, _ position: JSONPosition, _ message: String)
    -> ListFileError
  {
    ListFileError(kind: kind, file: file, position: position, message: message)
  }

  func syntax(_ error: JSONReader.SyntaxError) -> ListFileError {
    ListFileError(kind: .syntax, file: file, position: error.position, message: error.message)
  }

  /// The kind of the next value, or the syntax error where none starts.
  mutating func kind() throws(ListFileError) -> JSONReader.Kind {
    do { return try reader.peekKind() } catch { throw syntax(error) }
  }

  /// Enters the object that must come next (`what` names it in the error otherwise).
  mutating func enterObject(_ what: String) throws(ListFileError) -> (
    JSONReader.Container, JSONPosition
  ) {
    let found = try kind()
    let position = reader.position()
    guard found == .object else {
      throw fail(.wrongType, position, "\(what) must be an object, found \(found.name)")
    }
    do { return (try reader.enter(), position) } catch { throw syntax(error) }
  }

  /// Enters the array that must be the value of `key`.
  mutating func enterArray(key: String) throws(ListFileError) -> JSONReader.Container {
    let found = try kind()
    guard found == .array else {
      throw fail(
        .wrongType, reader.position(), "\"\(key)\" must be an array, found \(found.name)")
    }
    do { return try reader.enter() } catch { throw syntax(error) }
  }

  /// The next member's key, the case of `Key` at its index among `allowed`, which must not have
  /// been seen before in this object (`seen` holds one bit per allowed key); `nil` at the
  /// object's end.
  mutating func nextMember<Key: RawRepresentable<Int>>(
    _ object: inout JSONReader.Container, allowed: JSONReader.Keys, what: String,
    seen: inout UInt16
  ) throws(ListFileError) -> Key? {
    let member: JSONReader.Member?
    do { member = try reader.nextMember(&object, keys: allowed) } catch { throw syntax(error) }
    guard let member else { return nil }
    guard let index = member.index else {
      throw fail(
        .unknownKey, reader.position(of: member.place),
        "unknown key \"\(reader.key(at: member.place))\" in \(what) (expected one of: "
          + allowed.names.joined(separator: ", ") + ")")
    }
    let bit = UInt16(1) << UInt16(index)
    if seen & bit != 0 {
      throw fail(
        .syntax, reader.position(of: member.place), "duplicate key \"\(allowed.names[index])\"")
    }
    seen |= bit
    guard let key = Key(rawValue: index) else {
      preconditionFailure("nextMember: key \(index) has no case")
    }
    return key
  }

  /// Whether the array entered as `array` has another element.
  mutating func nextElement(_ array: inout JSONReader.Container) throws(ListFileError) -> Bool {
    do { return try reader.nextElement(&array) } catch { throw syntax(error) }
  }

  mutating func string(key: String) throws(ListFileError) -> String {
    let found = try kind()
    guard found == .string else {
      throw fail(.wrongType, reader.position(), "\"\(key)\" must be a string, found \(found.name)")
    }
    do { return try reader.readString() } catch { throw syntax(error) }
  }

  mutating func bool(key: String) throws(ListFileError) -> Bool {
    let found = try kind()
    guard found == .boolean else {
      throw fail(
        .wrongType, reader.position(), "\"\(key)\" must be true or false, found \(found.name)")
    }
    do { return try reader.readBool() } catch { throw syntax(error) }
  }

  // MARK: The list

  /// Reads the whole file.
  ///
  /// Items are built differently in a check list, and the agree-all row comes before the
  /// file's sections, so a file that says `"checks"` or `"agreeAll"` only after its sections is
  /// read a second time knowing them.
  ///
  /// - Parameter known: What an earlier pass found out (`checks`, `agreeAll`), or `nil`.
  /// - Returns: `nil` when done (the result is in ``contents``); otherwise what a second pass
  ///   must know, when this reader gives read bytes back and so cannot go over them again.
  /// - Throws: ``ListFileError`` for the first problem in file order.
  mutating func read(known: Known? = nil) throws(ListFileError) -> Known? {
    let start = reader.mark
    guard let again = try readPass(known: known) else { return nil }
    if releasesReadBytes { return again }
    reader.reset(to: start)
    contents = ListFileContents()
    contents.builder = Self.builder(expectedItems: expectedItems, sizing: sizing)
    indexedItems = 0
    addedHashes.removeAll()
    nextReport = Self.reportStep
    deliveredItems = 0
    _ = try readPass(known: again)
    return nil
  }

  /// What a second pass must know: whether the list has check boxes, and its agree-all title.
  typealias Known = (checks: Bool, agreeAll: String?)

  /// Gives back to the system the whole pages of bytes the reader will not look at again.
  mutating func releaseReadBytes() {
    nextRelease = reader.offset + releaseStep
    #if canImport(Glibc) || canImport(Darwin)
    guard releasesReadBytes, let base = reader.bytes.baseAddress else { return }
    let page = Int(getpagesize())
    let address = UInt(bitPattern: base)
    // Whole pages only, from the first page boundary at or after what was released before.
    let from = (Int(address) + releasedUpTo + page - 1) / page * page
    let to = (Int(address) + reader.firstNeededOffset) / page * page
    guard to > from, let start = UnsafeMutableRawPointer(bitPattern: from) else { return }
    _ = madvise(start, to - from, Int32(MADV_DONTNEED))
    releasedUpTo = to - Int(address)
    contents.releasedByteCount += to - from
    #endif
    // Elsewhere (Embedded Swift in WebAssembly) memory is not given back: nothing to do.
  }

  /// One pass over the file; returns what a second pass must know, or `nil` when done.
  mutating func readPass(known: Known?) throws(ListFileError) -> Known? {
    var (object, rootPosition) = try enterObject("the list")
    var seen: UInt16 = 0
    var agreeAll: String?
    var used: (checks: Bool, agreeAll: Bool)?
    checkItems = []
    checkTree = Self.emptyCheckTree()
    whole = (0, 0)
    checks = false
    while let member: ListKey = try nextMember(
      &object, allowed: keys.list, what: "the list", seen: &seen)
    {
      switch member {
      case .title: contents.title = try string(key: "title")
      case .policy:
        _ = try kind()
        let position = reader.position()
        let name = try string(key: "policy")
        switch name {
        case "independent": contents.policy = .independent
        case "exclusiveInSection": contents.policy = .exclusiveInSection
        case "exclusiveInList": contents.policy = .exclusiveInList
        default:
          throw fail(
            .invalidValue, position,
            "unknown policy \"\(name)\" (expected independent, exclusiveInSection or exclusiveInList)"
          )
        }
      case .checks: checks = try bool(key: "checks")
      case .agreeAll: agreeAll = try string(key: "agreeAll")
      case .sections:
        let sectionChecks = known?.checks ?? checks
        let sectionAgreeAll = known.map { $0.agreeAll } ?? agreeAll
        let savedChecks = checks
        checks = sectionChecks
        if sectionChecks { checkTree.reserveCapacity(expectedItems) }
        if sectionChecks, let sectionAgreeAll {
          addAgreeAll(sectionAgreeAll)
        }
        used = (sectionChecks, sectionChecks && sectionAgreeAll != nil)
        try sections()
        checks = savedChecks
      }
    }
    guard let used else {
      throw fail(.missingKey, rootPosition, "the list has no \"sections\" array")
    }
    do { try reader.expectEnd() } catch { throw syntax(error) }
    if used.checks != checks || used.agreeAll != (checks && agreeAll != nil) {
      return (checks, agreeAll)
    }
    if checks { joinChecks() }
    contents.checks = checks ? checkTree : nil
    return nil
  }

  /// Adds the agree-all section, before the file's sections.
  mutating func addAgreeAll(_ title: String) {
    contents.hasAgreeAll = true
    do {
      try contents.builder.beginSection(id: "agree-all-section")
      try contents.builder.beginItem(
        id: "agree-all", content: ScreenItem(title, role: .agreeAll), behavior: .toggleAll)
    } catch {
      preconditionFailure("the agree-all row is the first of its list")
    }
    contents.builder.endItem()
    contents.builder.endSection()
    indexedItems = contents.builder.itemCount
  }

  /// Reads the sections, delivering parts of the list as they arrive.
  mutating func sections() throws(ListFileError) {
    var array = try enterArray(key: "sections")
    readAhead =
      locating != nil
      ? nil
      : ReadAhead.start(
        bytes: reader.bytes, from: reader.offset, checks: checks, chunkSize: readAheadChunk)
    defer {
      readAhead?.stop()
      readAhead = nil
    }
    var index = 0
    while try nextElement(&array) {
      try section(index: index)
      // The check nodes read: those joined to the tree and those waiting to.
      whole = (checkTree.count + checkItems.count, contents.expanded.count)
      index += 1
      try deliverPart(at: contents.itemCount, open: nil)
    }
  }

  /// Reads one section and adds it and its items to the snapshot.
  ///
  /// When the section's ID comes before its items, the section opens in the snapshot builder
  /// then and each top-level item joins it as soon as it is read whole (so a part can show the
  /// section's items so far); otherwise the items are held until the section ends (its ID may
  /// follow them).
  mutating func section(index: Int) throws(ListFileError) {
    var (object, position) = try enterObject("a section")
    var seen: UInt16 = 0
    var id = "section-\(index + 1)"
    var idPosition = position
    var header: String?
    var footer: String?
    var collapsible = false
    var collapsed = false
    var hasItems = false
    var isOpen = false
    pending.removeAll()
    while let member: SectionKey = try nextMember(
      &object, allowed: keys.section, what: "a section", seen: &seen)
    {
      switch member {
      case .id:
        _ = try kind()
        idPosition = reader.position()
        id = try string(key: "id")
      case .header: header = try string(key: "header")
      case .footer: footer = try string(key: "footer")
      case .collapsible: collapsible = try bool(key: "collapsible")
      case .collapsed: collapsed = try bool(key: "collapsed")
      case .items:
        var array = try enterArray(key: "items")
        // With its ID known, the section can show before it ends, its items as they arrive.
        let open =
          seen & 1 << SectionKey.id.rawValue != 0
          ? OpenSection(
            id: ListDocument.sectionPrefix + id, header: header, footer: footer,
            collapsible: collapsible, collapsed: collapsed) : nil
        if open != nil {
          try beginSection(id: id, idPosition: idPosition, header, footer, collapsible)
          isOpen = true
        }
        // (A reader looking for a place builds nothing: see `addPending()`.)
        addsLeavesAtOnce = isOpen && locating == nil
        defer { addsLeavesAtOnce = false }
        while try nextElement(&array) {
          if !adoptRunReadAhead() { try self.item(depth: 0) }
          if locating != nil { forgetReadItems() }
          // `isOpen` rather than `if let open`, which would copy the section's strings for
          // every item.
          if isOpen {
            addPending()
            if contents.itemCount - indexedItems >= Self.indexBatch { try indexAddedItems() }
            try deliverPart(at: contents.itemCount, open: open)
          }
        }
        hasItems = true
      }
    }
    guard hasItems else {
      throw fail(.missingKey, position, "section \(index + 1) has no \"items\" array")
    }
    if collapsed { contents.collapsed.append(ListDocument.sectionPrefix + id) }
    if !isOpen {
      try beginSection(id: id, idPosition: idPosition, header, footer, collapsible)
      addPending()
    }
    try indexAddedItems()
    if isOpen {
      // What came after the items.
      contents.builder.updateOpenSection(
        header: Self.header(header, collapsible), footer: Self.footer(footer),
        isCollapsible: collapsible)
    }
    contents.builder.endSection()
    addingSection = false
  }

  static func header(_ text: String?, _ collapsible: Bool) -> ScreenItem? {
    text.map { ScreenItem($0, role: collapsible ? .buttonHeader : .header) }
  }

  static func footer(_ text: String?) -> ScreenItem? {
    text.map { ScreenItem($0, role: .footnote) }
  }

  /// Opens section `id` in the snapshot builder.
  mutating func beginSection(
    id: String, idPosition: JSONPosition, _ header: String?, _ footer: String?,
    _ collapsible: Bool
  ) throws(ListFileError) {
    contents.sectionPositions.append(CompactPosition(idPosition))
    do {
      try contents.builder.beginSection(
        id: ListDocument.sectionPrefix + id, header: Self.header(header, collapsible),
        footer: Self.footer(footer), isCollapsible: collapsible)
    } catch {
      throw contents.duplicate(error, at: idPosition, file: file)
    }
    // Only once it is open: a section refused for its ID has nothing to discard.
    addingSection = true
  }

  /// Adds the items held in `pending` (whole subtrees, in pre-order) to the open section.
  ///
  /// Moved out one by one, first to last, so that the builder takes each item's content
  /// without copying it (see ``PendingItems``). `ends` holds, for each open item, the count of items added when its
  /// subtree is complete.
  ///
  /// Their IDs are indexed later, in batches, by ``indexAddedItems()``: once ``indexBatch`` items
  /// wait, and before anything that needs them indexed (a part, the section's end, an error).
  /// The items waiting are whole top-level items, read before anything read after them, so an
  /// ID used twice among them is still the first problem in file order.
  mutating func addPending() {
    if locating != nil {
      // A reader looking for a place builds nothing.
      pending.removeAll()
      return
    }
    var added = 0
    var ends = pendingEnds
    pendingEnds = []
    defer { pendingEnds = ends }
    ends.removeAll(keepingCapacity: true)
    pending.drain { item in
      let (key, content, hasDetail, behavior, options, size, hash) = item
      if size == 1 {
        // A leaf: it ends at once, and so may the items it closes.
        contents.builder.appendLeafIndexedLater(
          id: key, content: content, hasDetail: hasDetail, behavior: behavior, options: options)
      } else {
        contents.builder.beginItemIndexedLater(
          id: key, content: content, hasDetail: hasDetail, behavior: behavior, options: options)
      }
      addedHashes.append(hash)
      added += 1
      if size > 1 { ends.append(added - 1 + size) }
      while let end = ends.last, end == added {
        contents.builder.endItem()
        ends.removeLast()
      }
    }
  }

  /// Indexes the IDs of the items ``addPending()`` added since the last call.
  ///
  /// - Throws: ``ListFileError`` for the first of them whose ID an earlier item has, at its ID.
  mutating func indexAddedItems() throws(ListFileError) {
    let start = indexedItems
    guard start < contents.builder.itemCount else { return }
    indexedItems = contents.builder.itemCount
    let duplicate = contents.builder.indexItems(from: start, hashes: addedHashes)
    addedHashes.removeAll(keepingCapacity: true)
    if let (node, error) = duplicate {
      let failing = node - (contents.hasAgreeAll ? 1 : 0)
      guard let position = contents.position(ofItem: failing) else {
        preconditionFailure("indexAddedItems: the place of item \(failing) was dropped")
      }
      throw contents.duplicate(error, at: position, file: file)
    }
    contents.dropPositions(before: indexedItems - (contents.hasAgreeAll ? 1 : 0))
  }

  // MARK: Items

  /// Reads one item and its children into `pending`, and into ``checkItems`` in a check list.
  mutating func item(depth: Int) throws(ListFileError) {
    var (object, position) = try enterObject("an item")
    // The item's ID position goes into its pre-order slot now, before its children's, and so
    // does the item when it has children: it is filled in once its keys are read.
    let slot = contents.itemPositions.count
    contents.itemPositions.append(CompactPosition(position))
    var pendingSlot: Int?
    var checkSlot: Int?
    var seen: UInt16 = 0
    var key: String?
    var title: String?
    var detail: String?
    var mandatory = false
    var disabled = false
    var checked = false
    var expanded = false
    var detailApart: JSONPosition?
    while let member: ItemKey = try nextMember(
      &object, allowed: keys.item, what: "an item", seen: &seen)
    {
      switch member {
      case .id:
        key = try itemKey(slot: slot)
        if contents.positionBase + slot == locating {
          // Found: reading stops here (see `placeFirstUse(of:in:)`).
          let found = contents.itemPositions[slot].position
          located = found
          throw fail(.syntax, found, "located")
        }
      case .title: title = try string(key: "title")
      case .detail: detail = try string(key: "detail")
      case .children:
        pendingSlot = pending.count
        pending.append(
          (
            key: "", content: ScreenItem(""), hasDetail: false, behavior: .automatic,
            options: [], size: 1, hash: 0
          ))
        if checks {
          // The item's check place, before its children's, filled in once its keys are read.
          checkSlot = checkItems.count
          checkItems.append(
            CheckTree.PreorderItem(
              id: "", hash: 0, size: 1, isChecked: false, isMandatory: false, isDisabled: false))
        }
        var array = try enterArray(key: "children")
        while try nextElement(&array) { try item(depth: depth + 1) }
      case .mandatory: mandatory = try bool(key: "mandatory")
      case .disabled: disabled = try bool(key: "disabled")
      case .checked: checked = try bool(key: "checked")
      case .detailApart:
        _ = try kind()  // past the white space, so that the position is the value's
        let at = reader.position()
        if try bool(key: "detailApart") { detailApart = at }
      case .expanded: expanded = try bool(key: "expanded")
      }
    }
    guard let key else { throw fail(.missingKey, position, "item has no \"id\"") }
    guard let title else {
      throw fail(.missingKey, position, "item \"\(Self.id(of: key))\" has no \"title\"")
    }
    if let detailApart, detail == nil {
      throw fail(
        .invalidValue, detailApart,
        "item \"\(Self.id(of: key))\" opens its detail apart but has no \"detail\"")
    }
    if expanded { contents.expanded.append(key) }
    reportProgressAndReleaseReadBytes()
    let role: ScreenItem.Role =
      checks ? .checkRow(isMandatory: mandatory, isDisabled: disabled) : .row
    let behavior: RowBehavior = checks ? .toggleCheck : .automatic
    let options: ItemOptions = detailApart != nil ? .detailApart : []
    let hash = ListFileContents.Builder.indexHash(of: key)
    if pendingSlot == nil && depth == 0 && addsLeavesAtOnce {
      // A top-level item without children, in a section already open, is whole: it joins the
      // snapshot at once, as it would through `pending` (only the copies are saved).
      contents.builder.appendLeafIndexedLater(
        id: key, content: ScreenItem(title, detail: detail, role: role),
        hasDetail: detail != nil, behavior: behavior, options: options)
      addedHashes.append(hash)
    } else {
      // Made where it goes: a tuple held in a variable first is copied into place, through
      // the runtime's generic tuple copy.
      let content = ScreenItem(title, detail: detail, role: role)
      if let pendingSlot {
        pending.replace(
          at: pendingSlot,
          with: (
            key: key, content: content, hasDetail: detail != nil, behavior: behavior,
            options: options, size: pending.count - pendingSlot, hash: hash
          ))
      } else {
        // Without children, the item is the last read: it goes at the end.
        pending.append(
          (
            key: key, content: content, hasDetail: detail != nil, behavior: behavior,
            options: options, size: 1, hash: hash
          ))
      }
    }
    guard checks else { return }
    let size = checkSlot.map { checkItems.count - $0 } ?? 1
    let check = CheckTree.PreorderItem(
      id: key, hash: hash, size: Int32(truncatingIfNeeded: size), isChecked: checked,
      isMandatory: mandatory, isDisabled: disabled)
    if let checkSlot {
      checkItems[checkSlot] = check
    } else {
      checkItems.append(check)
    }
  }

  /// The item ID in the file of the item whose key in the snapshot is `key`.
  static func id(of key: String) -> Substring {
    Substring(key.utf8.dropFirst(ListDocument.itemPrefix.utf8.count))
  }

  /// What a reader looking for a place (see ``placeFirstUse(of:in:)``) drops after each
  /// top-level item: the item's check nodes and positions.
  mutating func forgetReadItems() {
    checkItems.removeAll(keepingCapacity: true)
    contents.dropPositions(before: contents.positionBase + contents.itemPositions.count)
  }

  /// Says in `error`'s message where the item that first used its ID is (see
  /// ``ListFileError/firstUseToPlace``), reading `bytes` again up to that item without building
  /// anything; `nil` when the bytes cannot be read again.
  ///
  /// - Complexity: O(*n*) for the *n* bytes before that item.
  static func placeFirstUse(of error: inout ListFileError, in bytes: UnsafeBufferPointer<UInt8>?) {
    guard let item = error.firstUseToPlace else { return }
    error.firstUseToPlace = nil
    var position: JSONPosition?
    if let bytes {
      var reader = ListFileReader(
        file: error.file, bytes: bytes, progress: nil, sizing: false, estimating: false)
      reader.locating = item
      do { _ = try reader.read() } catch {}
      position = reader.located
    }
    error.message +=
      position.map { " (first used at \($0))" } ?? " (first used earlier in the file)"
  }

  /// Reports progress and gives read pages back when the reader has come far enough since the
  /// last time (after each item, read here or taken from a run read ahead).
  mutating func reportProgressAndReleaseReadBytes() {
    if reader.offset >= nextReport, let progress {
      progress(.reading(done: reader.offset, total: reader.count))
      nextReport = reader.offset + Self.reportStep
    }
    if reader.offset >= nextRelease { releaseReadBytes() }
  }

  /// Reads an item's ID (a string or an integer), records where it is in `slot`, and returns
  /// the item's key in the snapshot (the ID after ``ListDocument/itemPrefix``).
  mutating func itemKey(slot: Int) throws(ListFileError) -> String {
    let found = try kind()
    let position = reader.position()
    contents.itemPositions[slot] = CompactPosition(position)
    switch found {
    case .string:
      do { return try reader.readString(prefix: ListDocument.itemKeyPrefix) } catch {
        throw syntax(error)
      }
    case .number:
      if let key = reader.readPlainInteger(prefix: ListDocument.itemKeyPrefix) { return key }
      let number: Double
      do { number = try reader.readNumber() } catch { throw syntax(error) }
      if number == number.rounded() && abs(number) < 1e15 {
        return ListDocument.itemPrefix + String(Int(number))
      }
      fallthrough
    default:
      throw fail(
        .wrongType, position,
        "\"id\" must be a string or an integer, found \(found == .number ? "a number" : found.name)"
      )
    }
  }
}
