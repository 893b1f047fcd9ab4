public import FoldKit

/// A list described by a JSON file (see docs/json-format.md), checked and ready to show.
public struct ListDocument: Sendable {
  /// The list's title.
  public var title: String
  /// The sections, in the gallery's content type.
  public var sections: [ListSection<String, String, GalleryItem>]
  /// The expansion policy.
  public var policy: ExpansionPolicy
  /// The items and sections open or collapsed at start.
  public var expansion: ExpansionState<String, String>
  /// For a check list, the check tree's roots; `nil` otherwise.
  public var checkRoots: [CheckTree<String>.Node]?

  /// The prefix of item IDs from the file, keeping them apart from the list's own rows.
  static let itemPrefix = "item:"

  /// Loads a document from the bytes of `file`.
  ///
  /// - Throws: ``ListFileError`` for the first syntax or schema problem, with its position.
  /// - Complexity: O(*n*) for *n* bytes.
  public static func load(_ bytes: [UInt8], file: String) throws(ListFileError) -> ListDocument {
    let root: JSONNode
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw ListFileError(
        kind: .syntax, file: file, position: error.position, message: error.message)
    }
    var reader = ListDocumentReader(file: file)
    return try reader.document(root)
  }
}

/// Checks a parsed JSON tree against the list format and builds the document.
struct ListDocumentReader {
  let file: String
  var itemPlaces: [String: JSONPosition] = [:]
  var sectionPlaces: [String: JSONPosition] = [:]
  var checks = false
  var expanded: [String] = []
  var collapsed: [String] = []

  init(file: String) {
    self.file = file
  }

  func fail(_ kind: ListFileError.Kind, _ position: JSONPosition, _ message: String)
    -> ListFileError
  {
    ListFileError(kind: kind, file: file, position: position, message: message)
  }

  func members(
    of node: JSONNode, what: String, allowed: [String]
  ) throws(ListFileError) -> [String: JSONNode] {
    guard case .object(let members) = node.value else {
      throw fail(.wrongType, node.position, "\(what) must be an object, found \(node.kindName)")
    }
    var result: [String: JSONNode] = [:]
    for member in members {
      guard allowed.contains(member.key) else {
        throw fail(
          .unknownKey, member.keyPosition,
          "unknown key \"\(member.key)\" in \(what) (expected one of: "
            + allowed.joined(separator: ", ") + ")")
      }
      result[member.key] = member.value
    }
    return result
  }

  func string(_ node: JSONNode?, key: String) throws(ListFileError) -> String? {
    guard let node else { return nil }
    guard case .string(let text) = node.value else {
      throw fail(.wrongType, node.position, "\"\(key)\" must be a string, found \(node.kindName)")
    }
    return text
  }

  func bool(_ node: JSONNode?, key: String) throws(ListFileError) -> Bool? {
    guard let node else { return nil }
    guard case .bool(let value) = node.value else {
      throw fail(
        .wrongType, node.position, "\"\(key)\" must be true or false, found \(node.kindName)")
    }
    return value
  }

  func array(_ node: JSONNode?, key: String) throws(ListFileError) -> [JSONNode]? {
    guard let node else { return nil }
    guard case .array(let elements) = node.value else {
      throw fail(.wrongType, node.position, "\"\(key)\" must be an array, found \(node.kindName)")
    }
    return elements
  }

  mutating func document(_ root: JSONNode) throws(ListFileError) -> ListDocument {
    let fields = try members(
      of: root, what: "the list", allowed: ["title", "policy", "checks", "agreeAll", "sections"])
    let title = try string(fields["title"], key: "title") ?? ""
    var policy = ExpansionPolicy.independent
    if let node = fields["policy"], let name = try string(node, key: "policy") {
      switch name {
      case "independent": policy = .independent
      case "exclusiveInSection": policy = .exclusiveInSection
      case "exclusiveInList": policy = .exclusiveInList
      default:
        throw fail(
          .invalidValue, node.position,
          "unknown policy \"\(name)\" (expected independent, exclusiveInSection or exclusiveInList)"
        )
      }
    }
    checks = try bool(fields["checks"], key: "checks") ?? false
    let agreeAll = try string(fields["agreeAll"], key: "agreeAll")
    guard let sectionNodes = try array(fields["sections"], key: "sections") else {
      throw fail(.missingKey, root.position, "the list has no \"sections\" array")
    }
    var sections: [ListSection<String, String, GalleryItem>] = []
    var roots: [CheckTree<String>.Node] = []
    if checks, let agreeAll {
      sections.append(
        ListSection(
          id: "agree-all-section",
          items: [
            ListItem(
              id: "agree-all", content: GalleryItem(agreeAll, role: .agreeAll),
              behavior: .toggleAll)
          ]))
    }
    for (index, node) in sectionNodes.enumerated() {
      let (section, sectionRoots) = try self.section(node, index: index)
      sections.append(section)
      roots += sectionRoots
    }
    return ListDocument(
      title: title, sections: sections, policy: policy,
      expansion: ExpansionState(expanded: expanded, collapsed: collapsed),
      checkRoots: checks ? roots : nil)
  }

  mutating func section(_ node: JSONNode, index: Int) throws(ListFileError) -> (
    ListSection<String, String, GalleryItem>, [CheckTree<String>.Node]
  ) {
    let fields = try members(
      of: node, what: "a section",
      allowed: ["id", "header", "footer", "collapsible", "collapsed", "items"])
    var id = "section-\(index + 1)"
    if let idNode = fields["id"], let given = try string(idNode, key: "id") {
      if let first = sectionPlaces[given] {
        throw fail(
          .duplicateID, idNode.position,
          "duplicate section id \"\(given)\" (first used at \(first))")
      }
      sectionPlaces[given] = idNode.position
      id = given
    }
    let header = try string(fields["header"], key: "header")
    let footer = try string(fields["footer"], key: "footer")
    let collapsible = try bool(fields["collapsible"], key: "collapsible") ?? false
    if try bool(fields["collapsed"], key: "collapsed") == true {
      collapsed.append("section:" + id)
    }
    guard let itemNodes = try array(fields["items"], key: "items") else {
      throw fail(.missingKey, node.position, "section \(index + 1) has no \"items\" array")
    }
    var items: [ListItem<String, GalleryItem>] = []
    var roots: [CheckTree<String>.Node] = []
    for itemNode in itemNodes {
      let (item, root) = try self.item(itemNode, depth: 0)
      items.append(item)
      roots.append(root)
    }
    let section = ListSection(
      id: "section:" + id,
      header: header.map { GalleryItem($0, role: collapsible ? .buttonHeader : .header) },
      footer: footer.map { GalleryItem($0, role: .footnote) }, isCollapsible: collapsible,
      items: items)
    return (section, roots)
  }

  mutating func item(_ node: JSONNode, depth: Int) throws(ListFileError) -> (
    ListItem<String, GalleryItem>, CheckTree<String>.Node
  ) {
    let fields = try members(
      of: node, what: "an item",
      allowed: [
        "id", "title", "detail", "children", "mandatory", "disabled", "checked", "expanded",
      ])
    guard let idNode = fields["id"] else {
      throw fail(.missingKey, node.position, "item has no \"id\"")
    }
    let id: String
    switch idNode.value {
    case .string(let text): id = text
    case .number(let number) where number == number.rounded() && abs(number) < 1e15:
      id = String(Int(number))
    default:
      throw fail(
        .wrongType, idNode.position,
        "\"id\" must be a string or an integer, found \(idNode.kindName)")
    }
    if let first = itemPlaces[id] {
      throw fail(
        .duplicateID, idNode.position, "duplicate item id \"\(id)\" (first used at \(first))")
    }
    itemPlaces[id] = idNode.position
    guard let title = try string(fields["title"], key: "title") else {
      throw fail(.missingKey, node.position, "item \"\(id)\" has no \"title\"")
    }
    let detail = try string(fields["detail"], key: "detail")
    let mandatory = try bool(fields["mandatory"], key: "mandatory") ?? false
    let disabled = try bool(fields["disabled"], key: "disabled") ?? false
    let checked = try bool(fields["checked"], key: "checked") ?? false
    let key = ListDocument.itemPrefix + id
    if try bool(fields["expanded"], key: "expanded") == true { expanded.append(key) }
    var children: [ListItem<String, GalleryItem>] = []
    var childRoots: [CheckTree<String>.Node] = []
    for child in try array(fields["children"], key: "children") ?? [] {
      let (item, root) = try self.item(child, depth: depth + 1)
      children.append(item)
      childRoots.append(root)
    }
    let role: GalleryItem.Role =
      checks ? .checkRow(isMandatory: mandatory, isDisabled: disabled) : .row
    let item = ListItem(
      id: key, content: GalleryItem(title, detail: detail, role: role), children: children,
      hasDetail: detail != nil, behavior: checks ? .toggleCheck : .automatic)
    let root = CheckTree<String>.Node(
      key, isChecked: checked, isMandatory: mandatory, isDisabled: disabled, children: childRoots)
    return (item, root)
  }
}
