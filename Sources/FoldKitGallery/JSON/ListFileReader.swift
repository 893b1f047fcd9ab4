import FoldKit

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

  /// Bytes between progress reports.
  static let reportStep = 1 << 20

  static let listKeys = ["title", "policy", "checks", "agreeAll", "sections"]
  static let sectionKeys = ["id", "header", "footer", "collapsible", "collapsed", "items"]
  static let itemKeys = [
    "id", "title", "detail", "children", "mandatory", "disabled", "checked", "expanded",
  ]

  init(
    file: String, bytes: UnsafeBufferPointer<UInt8>,
    progress: ((ListDocument.Progress) -> Void)?
  ) {
    self.file = file
    self.reader = JSONReader(bytes)
    self.progress = progress
    self.nextReport = Self.reportStep
  }

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

  /// The next member's key and position, checked against `allowed` and not seen before in
  /// this object (`seen` holds one bit per allowed key); `nil` at the object's end.
  mutating func nextMember(
    _ object: inout JSONReader.Container, allowed: [String], what: String, seen: inout UInt16
  ) throws(ListFileError) -> (key: String, position: JSONPosition)? {
    let member: (key: String, position: JSONPosition)?
    do { member = try reader.nextMember(&object) } catch { throw syntax(error) }
    guard let member else { return nil }
    guard let index = allowed.firstIndex(of: member.key) else {
      throw fail(
        .unknownKey, member.position,
        "unknown key \"\(member.key)\" in \(what) (expected one of: "
          + allowed.joined(separator: ", ") + ")")
    }
    let bit = UInt16(1) << UInt16(index)
    if seen & bit != 0 {
      throw fail(.syntax, member.position, "duplicate key \"\(member.key)\"")
    }
    seen |= bit
    return member
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
  mutating func read() throws(ListFileError) -> ListFileContents {
    var (object, rootPosition) = try enterObject("the list")
    var seen: UInt16 = 0
    var agreeAll: String?
    var sawSections = false
    var fileSections: [ListSection<String, String, GalleryItem>] = []
    var roots: [CheckTree<String>.Node] = []
    while let member = try nextMember(
      &object, allowed: Self.listKeys, what: "the list", seen: &seen)
    {
      switch member.key {
      case "title": contents.title = try string(key: "title")
      case "policy":
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
      case "checks": checks = try bool(key: "checks")
      case "agreeAll": agreeAll = try string(key: "agreeAll")
      default:  // "sections"
        sawSections = true
        if seen & 0b100 == 0 { checks = lookAheadForChecks() }
        (fileSections, roots) = try sections()
      }
    }
    guard sawSections else {
      throw fail(.missingKey, rootPosition, "the list has no \"sections\" array")
    }
    do { try reader.expectEnd() } catch { throw syntax(error) }
    if checks, let agreeAll {
      contents.hasAgreeAll = true
      contents.sections.append(
        ListSection(
          id: "agree-all-section",
          items: [
            ListItem(
              id: "agree-all", content: GalleryItem(agreeAll, role: .agreeAll),
              behavior: .toggleAll)
          ]))
    }
    contents.sections += fileSections
    contents.checkRoots = checks ? roots : nil
    return contents
  }

  /// Whether a `"checks": true` member follows the `sections` value about to be read.
  ///
  /// Reads ahead without building anything; the reader is back where it was afterwards. Items
  /// are built differently in a check list, so this must be known before they are read.
  mutating func lookAheadForChecks() -> Bool {
    let mark = reader.mark
    defer { reader.reset(to: mark) }
    do {
      try reader.skipValue()
      var object = JSONReader.Container(isFirst: false)
      while let member = try reader.nextMember(&object) {
        if member.key == "checks", try reader.peekKind() == .boolean {
          return try reader.readBool()
        }
        try reader.skipValue()
      }
    } catch {
      // A malformed file: the real read reports the problem where it is.
    }
    return false
  }

  mutating func sections() throws(ListFileError) -> (
    [ListSection<String, String, GalleryItem>], [CheckTree<String>.Node]
  ) {
    var array = try enterArray(key: "sections")
    var sections: [ListSection<String, String, GalleryItem>] = []
    var roots: [CheckTree<String>.Node] = []
    while try nextElement(&array) {
      try section(index: sections.count, into: &sections, roots: &roots)
    }
    return (sections, roots)
  }

  mutating func section(
    index: Int, into sections: inout [ListSection<String, String, GalleryItem>],
    roots: inout [CheckTree<String>.Node]
  ) throws(ListFileError) {
    var (object, position) = try enterObject("a section")
    var seen: UInt16 = 0
    var id = "section-\(index + 1)"
    var idPosition = position
    var header: String?
    var footer: String?
    var collapsible = false
    var collapsed = false
    var items: [ListItem<String, GalleryItem>]?
    while let member = try nextMember(
      &object, allowed: Self.sectionKeys, what: "a section", seen: &seen)
    {
      switch member.key {
      case "id":
        _ = try kind()
        idPosition = reader.position()
        id = try string(key: "id")
      case "header": header = try string(key: "header")
      case "footer": footer = try string(key: "footer")
      case "collapsible": collapsible = try bool(key: "collapsible")
      case "collapsed": collapsed = try bool(key: "collapsed")
      default:  // "items"
        var array = try enterArray(key: "items")
        var list: [ListItem<String, GalleryItem>] = []
        while try nextElement(&array) {
          let (item, root) = try self.item(depth: 0)
          list.append(item)
          if let root { roots.append(root) }
        }
        items = list
      }
    }
    guard let items else {
      throw fail(.missingKey, position, "section \(index + 1) has no \"items\" array")
    }
    let sectionID = ListDocument.sectionPrefix + id
    if collapsed { contents.collapsed.append(sectionID) }
    contents.sectionPositions.append(idPosition)
    sections.append(
      ListSection(
        id: sectionID,
        header: header.map { GalleryItem($0, role: collapsible ? .buttonHeader : .header) },
        footer: footer.map { GalleryItem($0, role: .footnote) }, isCollapsible: collapsible,
        items: items))
  }

  // MARK: Items

  /// Reads one item and its children; the check node is built only for a check list.
  mutating func item(depth: Int) throws(ListFileError) -> (
    ListItem<String, GalleryItem>, CheckTree<String>.Node?
  ) {
    var (object, position) = try enterObject("an item")
    // The item's ID position goes into its pre-order slot now, before its children's.
    let slot = contents.itemPositions.count
    contents.itemPositions.append(position)
    var seen: UInt16 = 0
    var id: String?
    var title: String?
    var detail: String?
    var children: [ListItem<String, GalleryItem>] = []
    var childRoots: [CheckTree<String>.Node] = []
    var mandatory = false
    var disabled = false
    var checked = false
    var expanded = false
    while let member = try nextMember(
      &object, allowed: Self.itemKeys, what: "an item", seen: &seen)
    {
      switch member.key {
      case "id":
        id = try itemID(slot: slot)
      case "title": title = try string(key: "title")
      case "detail": detail = try string(key: "detail")
      case "children":
        var array = try enterArray(key: "children")
        while try nextElement(&array) {
          let (child, root) = try item(depth: depth + 1)
          children.append(child)
          if let root { childRoots.append(root) }
        }
      case "mandatory": mandatory = try bool(key: "mandatory")
      case "disabled": disabled = try bool(key: "disabled")
      case "checked": checked = try bool(key: "checked")
      default: expanded = try bool(key: "expanded")
      }
    }
    guard let id else { throw fail(.missingKey, position, "item has no \"id\"") }
    guard let title else {
      throw fail(.missingKey, position, "item \"\(id)\" has no \"title\"")
    }
    let key = ListDocument.itemPrefix + id
    if expanded { contents.expanded.append(key) }
    if reader.offset >= nextReport, let progress {
      progress(.reading(done: reader.offset, total: reader.count))
      nextReport = reader.offset + Self.reportStep
    }
    let role: GalleryItem.Role =
      checks ? .checkRow(isMandatory: mandatory, isDisabled: disabled) : .row
    let item = ListItem(
      id: key, content: GalleryItem(title, detail: detail, role: role), children: children,
      hasDetail: detail != nil, behavior: checks ? .toggleCheck : .automatic)
    guard checks else { return (item, nil) }
    let root = CheckTree<String>.Node(
      key, isChecked: checked, isMandatory: mandatory, isDisabled: disabled, children: childRoots)
    return (item, root)
  }

  /// Reads an item's ID (a string or an integer) and records where it is in `slot`.
  mutating func itemID(slot: Int) throws(ListFileError) -> String {
    let found = try kind()
    let position = reader.position()
    contents.itemPositions[slot] = position
    switch found {
    case .string:
      do { return try reader.readString() } catch { throw syntax(error) }
    case .number:
      let number: Double
      do { number = try reader.readNumber() } catch { throw syntax(error) }
      if number == number.rounded() && abs(number) < 1e15 { return String(Int(number)) }
      fallthrough
    default:
      throw fail(
        .wrongType, position,
        "\"id\" must be a string or an integer, found \(found == .number ? "a number" : found.name)"
      )
    }
  }
}
