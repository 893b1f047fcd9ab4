import FoldKit
import FoldKitScreens
import Foundation

/// What a list file should load into, worked out from Foundation's `JSONSerialization` and
/// docs/json-format.md alone, in the plainest way: parse the whole file into a tree, then walk
/// it.
struct ListFileReference {
  /// A section as the snapshot should hold it.
  struct Section: Equatable {
    var id: String
    var header: ScreenItem?
    var footer: ScreenItem?
    var isCollapsible: Bool
  }

  /// An item as the snapshot should hold it, with its place in the tree.
  struct Node: Equatable {
    var id: String
    var content: ScreenItem
    var section: Int
    var parent: Int?
    var depth: Int
    var hasDetail: Bool
    var behavior: RowBehavior
    var options: ItemOptions
  }

  /// The title; empty when the file gives none (the gallery then shows its own word for a list,
  /// "List" in English, in the reader's language).
  var title = ""
  var policy = ExpansionPolicy.independent
  var sections: [Section] = []
  var nodes: [Node] = []
  var expanded: [String] = []
  var collapsed: [String] = []
  /// The check tree's roots, for a check list.
  var checkRoots: [CheckTree<String>.Node]?

  /// How a file reads by the reference.
  enum Outcome {
    /// `JSONSerialization` rejects the bytes.
    case notJSON
    /// Well-formed JSON that does not follow the format: why.
    case notAList(String)
    /// The list.
    case list(ListFileReference)
  }

  static func read(_ bytes: [UInt8]) -> Outcome {
    guard let tree = try? JSONSerialization.jsonObject(with: Data(bytes), options: []) else {
      return .notJSON
    }
    var reference = ListFileReference()
    do {
      try reference.list(tree)
      return .list(reference)
    } catch {
      return .notAList(error.reason)
    }
  }

  struct Invalid: Error {
    var reason: String
  }

  // MARK: Types (Foundation gives booleans and numbers both as NSNumber; a boolean's type is "c")

  static func isBool(_ value: Any) -> Bool {
    guard let number = value as? NSNumber else { return false }
    return String(cString: number.objCType) == "c"
  }

  func object(_ value: Any, keys: Set<String>, _ what: String) throws(Invalid) -> [String: Any] {
    guard let object = value as? [String: Any] else {
      throw Invalid(reason: "\(what) not an object")
    }
    if let unknown = object.keys.first(where: { !keys.contains($0) }) {
      throw Invalid(reason: "unknown key \(unknown) in \(what)")
    }
    return object
  }

  func string(_ object: [String: Any], _ key: String) throws(Invalid) -> String? {
    guard let value = object[key] else { return nil }
    guard let text = value as? String else { throw Invalid(reason: "\(key) not a string") }
    return text
  }

  func bool(_ object: [String: Any], _ key: String) throws(Invalid) -> Bool {
    guard let value = object[key] else { return false }
    guard Self.isBool(value), let flag = value as? NSNumber else {
      throw Invalid(reason: "\(key) not a boolean")
    }
    return flag.boolValue
  }

  func array(_ object: [String: Any], _ key: String) throws(Invalid) -> [Any]? {
    guard let value = object[key] else { return nil }
    guard let array = value as? [Any] else { throw Invalid(reason: "\(key) not an array") }
    return array
  }

  // MARK: The list

  mutating func list(_ tree: Any) throws(Invalid) {
    let list = try object(
      tree, keys: ["title", "policy", "checks", "agreeAll", "sections"], "the list")
    title = try string(list, "title") ?? ""
    switch try string(list, "policy") {
    case nil, "independent": policy = .independent
    case "exclusiveInSection": policy = .exclusiveInSection
    case "exclusiveInList": policy = .exclusiveInList
    case let name?: throw Invalid(reason: "unknown policy \(name)")
    }
    let checks = try bool(list, "checks")
    let agreeAll = try string(list, "agreeAll")
    guard let fileSections = try array(list, "sections") else {
      throw Invalid(reason: "no sections")
    }
    if checks { checkRoots = [] }
    // With check boxes, an agree-all title adds a section of one row before the file's.
    if checks, let agreeAll {
      sections.append(Section(id: "agree-all-section", isCollapsible: false))
      nodes.append(
        Node(
          id: "agree-all", content: ScreenItem(agreeAll, role: .agreeAll), section: 0,
          depth: 0, hasDetail: false, behavior: .toggleAll, options: []))
    }
    var sectionIDs: Set<String> = []
    var itemIDs: Set<String> = []
    for (index, value) in fileSections.enumerated() {
      let section = try object(
        value, keys: ["id", "header", "footer", "collapsible", "collapsed", "items"], "a section")
      let id = "section:" + (try string(section, "id") ?? "section-\(index + 1)")
      guard sectionIDs.insert(id).inserted else { throw Invalid(reason: "duplicate \(id)") }
      let collapsible = try bool(section, "collapsible")
      if try bool(section, "collapsed") { collapsed.append(id) }
      sections.append(
        Section(
          id: id,
          header: try string(section, "header").map {
            ScreenItem($0, role: collapsible ? .buttonHeader : .header)
          },
          footer: try string(section, "footer").map { ScreenItem($0, role: .footnote) },
          isCollapsible: collapsible))
      guard let items = try array(section, "items") else { throw Invalid(reason: "no items") }
      for item in items {
        let root = try self.item(
          item, section: sections.count - 1, parent: nil, depth: 0, checks: checks, ids: &itemIDs)
        checkRoots?.append(root)
      }
    }
  }

  /// Adds an item and its subtree, in pre-order; returns its check node.
  mutating func item(
    _ value: Any, section: Int, parent: Int?, depth: Int, checks: Bool, ids: inout Set<String>
  ) throws(Invalid) -> CheckTree<String>.Node {
    let item = try object(
      value,
      keys: [
        "id", "title", "detail", "children", "mandatory", "disabled", "checked", "expanded",
        "detailApart",
      ], "an item")
    // An ID is a string, or a number equal to an integer below 10^15 in size, written in decimal.
    let id: String
    switch item["id"] {
    case let text as String: id = "item:" + text
    case let number as NSNumber where !Self.isBool(number):
      let value = number.doubleValue
      guard value == value.rounded(), abs(value) < 1e15 else {
        throw Invalid(reason: "id \(value) not an integer")
      }
      id = "item:\(Int(value))"
    case nil: throw Invalid(reason: "no id")
    default: throw Invalid(reason: "id of the wrong type")
    }
    guard let title = try string(item, "title") else { throw Invalid(reason: "no title") }
    let detail = try string(item, "detail")
    let mandatory = try bool(item, "mandatory")
    let disabled = try bool(item, "disabled")
    let detailApart = try bool(item, "detailApart")
    if detailApart && detail == nil { throw Invalid(reason: "detailApart without a detail") }
    let checked = try bool(item, "checked")
    if try bool(item, "expanded") { expanded.append(id) }
    guard ids.insert(id).inserted else { throw Invalid(reason: "duplicate \(id)") }
    let index = nodes.count
    nodes.append(
      Node(
        id: id,
        content: ScreenItem(
          title, detail: detail,
          role: checks ? .checkRow(isMandatory: mandatory, isDisabled: disabled) : .row),
        section: section, parent: parent, depth: depth, hasDetail: detail != nil,
        behavior: checks ? .toggleCheck : .automatic, options: detailApart ? .detailApart : []))
    var children: [CheckTree<String>.Node] = []
    for child in try array(item, "children") ?? [] {
      children.append(
        try self.item(
          child, section: section, parent: index, depth: depth + 1, checks: checks, ids: &ids))
    }
    return CheckTree<String>.Node(
      id, isChecked: checked, isMandatory: mandatory, isDisabled: disabled, children: children)
  }
}
