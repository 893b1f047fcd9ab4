import FoldKit
import FoldKitListFile
import FoldKitScreens
import FoldKitTestSupport
import Foundation
import Testing

/// Every shape of list file loads exactly as a plain reference reader built on
/// `JSONSerialization` says it should, whole, giving pages back, streamed in parts and mapped;
/// and broken files fail with a position, as `JSONSerialization` agrees they are broken.
@Suite struct ListFileReferenceTests {
  /// Files per shape, of six shapes: the generator's five and a mix.
  ///
  /// The default runs in a few seconds in a debug build; CI sets 1000.
  static let filesPerShape = scaledStepCount("FOLDKIT_LISTFILE_STEPS", default: 200)

  /// The seed of file `index` of `shape`.
  static func seed(_ shape: RandomListFile.Shape, _ index: Int) -> UInt64 {
    UInt64(RandomListFile.Shape.allCases.firstIndex(of: shape) ?? 0) << 32 | UInt64(index)
  }

  /// Differences between a loaded document and the reference, in words (none when equal).
  ///
  /// Texts and IDs are compared scalar by scalar: Swift's `==` on strings would take a
  /// combining accent for the composed letter.
  static func differences(_ document: ListDocument, _ expected: ListFileReference) -> [String] {
    var found: [String] = []
    func same(_ a: String?, _ b: String?) -> Bool {
      a.map { Array($0.unicodeScalars) } == b.map { Array($0.unicodeScalars) }
    }
    func same(_ a: ScreenItem?, _ b: ScreenItem?) -> Bool {
      a == b && same(a?.text, b?.text) && same(a?.detail, b?.detail)
    }
    if !same(document.title, expected.title) { found.append("title \(document.title)") }
    if document.policy != expected.policy { found.append("policy \(document.policy)") }
    let sections = document.snapshot.sections
    if sections.count != expected.sections.count {
      found.append("\(sections.count) sections, expected \(expected.sections.count)")
    }
    for (section, wanted) in zip(sections, expected.sections)
    where !same(section.id, wanted.id) || !same(section.header, wanted.header)
      || !same(section.footer, wanted.footer) || section.isCollapsible != wanted.isCollapsible
    {
      found.append("section \(section.id): \(section), expected \(wanted)")
    }
    let nodes = document.snapshot.nodes
    if nodes.count != expected.nodes.count {
      found.append("\(nodes.count) items, expected \(expected.nodes.count)")
    }
    for (node, wanted) in zip(nodes, expected.nodes) {
      let loaded = ListFileReference.Node(
        id: node.id, content: node.content, section: node.section, parent: node.parent,
        depth: node.depth, hasDetail: node.hasDetail, behavior: node.behavior,
        options: node.options)
      if loaded != wanted || !same(node.id, wanted.id) || !same(node.content, wanted.content) {
        found.append("item \(node.id): \(loaded), expected \(wanted)")
      }
    }
    // Sections' node lists and top-level counts agree with the pre-order list.
    for (index, section) in sections.enumerated() {
      let inSection = expected.nodes.filter { $0.section == index }
      let held = section.nodes.map { nodes[$0].id }
      if held != inSection.map(\.id)
        || section.topLevelCount != inSection.filter({ $0.depth == 0 }).count
      {
        found.append("section \(section.id) holds \(held)")
      }
    }
    // Each node's place among its siblings, its children and its subtree's end, as the
    // pre-order list says them.
    var siblings: [String: [Int]] = [:]
    for (index, node) in expected.nodes.enumerated() {
      siblings["\(node.section)/\(node.parent ?? -1)", default: []].append(index)
    }
    for (index, node) in zip(nodes.indices, nodes) where index < expected.nodes.count {
      let wanted = expected.nodes[index]
      let group = siblings["\(wanted.section)/\(wanted.parent ?? -1)"] ?? []
      var end = index + 1
      while end < expected.nodes.count && expected.nodes[end].section == wanted.section
        && expected.nodes[end].depth > wanted.depth
      {
        end += 1
      }
      let children = siblings["\(wanted.section)/\(index)"]?.count ?? 0
      if node.siblingIndex != group.firstIndex(of: index)
        || document.snapshot.siblingCount(ofNode: index) != group.count
        || node.childCount != children || node.subtreeEnd != end
      {
        found.append(
          "item \(node.id): sibling \(node.siblingIndex) of "
            + "\(document.snapshot.siblingCount(ofNode: index)), "
            + "\(node.childCount) children, subtree to \(node.subtreeEnd); expected sibling "
            + "\(group.firstIndex(of: index) ?? -1) of \(group.count), \(children) children, "
            + "subtree to \(end)")
      }
    }
    if document.expansion.expandedIDs.sorted() != expected.expanded.sorted() {
      found.append("expanded \(document.expansion.expandedIDs)")
    }
    if document.expansion.collapsedSections != Set(expected.collapsed) {
      found.append("collapsed \(document.expansion.collapsedSections)")
    }
    switch (document.checks, expected.checkRoots) {
    case (nil, nil): break
    case (let checks?, let roots?):
      guard let wanted = try? CheckTree(roots: roots) else {
        found.append("the reference's check tree is malformed")
        break
      }
      if checks.ids != wanted.ids || checks.state != wanted.state
        || checks.canConfirm != wanted.canConfirm || checks.allMark != wanted.allMark
      {
        found.append("check tree \(checks.ids) \(checks.state), expected \(wanted.state)")
      }
      for id in wanted.ids
      where checks.mark(of: id) != wanted.mark(of: id)
        || checks.isMandatory(id) != wanted.isMandatory(id)
        || checks.isEnabled(id) != wanted.isEnabled(id)
      {
        found.append("check mark of \(id)")
      }
      checks.checkInvariants()
    default:
      found.append("check tree: \(document.checks == nil ? "none" : "one"), expected the other")
    }
    return found
  }

  /// The file loaded each way the gallery and the command load one: whole, giving read pages
  /// back at every item (with the second pass a late `"checks"` needs), streamed in parts from
  /// the first item and from a few, and from memory read in place as a mapped file is.
  static func loads(_ bytes: [UInt8]) -> [(
    name: String, result: Result<ListDocument, ListFileError>
  )] {
    func attempt(_ load: () throws(ListFileError) -> ListDocument) -> Result<
      ListDocument, ListFileError
    > {
      do throws(ListFileError) { return .success(try load()) } catch { return .failure(error) }
    }
    return [
      (
        "whole",
        attempt { () throws(ListFileError) in try ListDocument.load(bytes, file: "r.json") }
      ),
      (
        "releasing",
        attempt { () throws(ListFileError) in
          try ListDocument.load(bytes, file: "r.json", reread: { bytes }, releaseStep: 1)
        }
      ),
      (
        "streamed 1",
        attempt { () throws(ListFileError) in
          try ListDocument.load(bytes, file: "r.json", firstItems: 1, delivering: { _ in })
        }
      ),
      (
        "streamed 5",
        attempt { () throws(ListFileError) in
          try ListDocument.load(bytes, file: "r.json", firstItems: 5, delivering: { _ in })
        }
      ),
      // Items read ahead on a second thread, in chunks small enough that a file has many,
      // whole and streamed in parts.
      (
        "read ahead",
        attempt { () throws(ListFileError) in
          try ListDocument.load(
            bytes, file: "r.json", reread: nil, releaseStep: 1 << 22, readAheadChunk: 64)
        }
      ),
      (
        "read ahead, streamed",
        attempt { () throws(ListFileError) in
          try ListDocument.load(
            bytes, file: "r.json", reread: { bytes }, releaseStep: 1,
            parts: ListDocument.Parts(firstItems: 2, deliver: { _ in }), readAheadChunk: 24)
        }
      ),
      // Files this small are under the step at which read pages go back (4 MiB), so memory
      // of our own stands for the mapping: nothing is given back from it.
      (
        "mapped",
        attempt { () throws(ListFileError) in
          try bytes.withUnsafeBufferPointer { (buffer) throws(ListFileError) in
            try ListDocument.load(
              mapped: buffer, file: "r.json", firstItems: 3, delivering: { _ in })
          }
        }
      ),
    ]
  }

  @Test(arguments: RandomListFile.Shape.allCases)
  func everyShapeLoadsAsTheReferenceReads(_ shape: RandomListFile.Shape) throws {
    var items = 0
    var readAhead: [String: Int] = [:]
    defer {
      #expect(items > Self.filesPerShape, "\(shape): \(items) items in all")
      // The second thread's items are taken, in every shape, both ways.
      #expect(readAhead.count == 2 && readAhead.values.allSatisfy { $0 > 0 }, "\(readAhead)")
    }
    for index in 0..<Self.filesPerShape {
      let seed = Self.seed(shape, index)
      var random = SplitMix64(seed: seed)
      let bytes = Array(RandomListFile.file(shape, random: &random).utf8)
      guard case .list(let expected) = ListFileReference.read(bytes) else {
        Issue.record(
          "seed \(seed): the reference cannot read \(String(decoding: bytes, as: UTF8.self))")
        continue
      }
      items += expected.nodes.count
      for (name, result) in Self.loads(bytes) {
        switch result {
        case .success(let document):
          if name.hasPrefix("read ahead") { readAhead[name, default: 0] += document.itemsReadAhead }
          let differences = Self.differences(document, expected)
          #expect(differences.isEmpty, "seed \(seed), \(name): \(differences.prefix(3))")
        case .failure(let error):
          Issue.record("seed \(seed), \(name): \(error)\n\(String(decoding: bytes, as: UTF8.self))")
        }
      }
    }
  }

  /// Why our reader may rightly reject JSON that Foundation accepts, or `nil`.
  ///
  /// Foundation keeps the last of two equal keys and allows a comma before a closing bracket or
  /// brace, which RFC 8259 does not; our reader rejects both as malformed.
  static func foundationLeniency(_ error: ListFileError, in bytes: [UInt8]) -> String? {
    if error.message.hasPrefix("duplicate key") { return "duplicate key" }
    guard let position = error.position, let offset = Self.offset(of: position, in: bytes),
      offset < bytes.count, bytes[offset] == UInt8(ascii: "]") || bytes[offset] == UInt8(ascii: "}")
    else { return nil }
    let before = bytes[..<offset].last { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    return before == UInt8(ascii: ",") ? "trailing comma" : nil
  }

  /// The byte offset of a line and column (columns count UTF-8 lead bytes, from 1).
  static func offset(of position: JSONPosition, in bytes: [UInt8]) -> Int? {
    var offset = 0
    for _ in 1..<position.line {
      guard let newline = bytes[offset...].firstIndex(of: 0x0A) else { return nil }
      offset = newline + 1
    }
    var column = 1
    while offset < bytes.count && (column < position.column || bytes[offset] & 0xC0 == 0x80) {
      if bytes[offset] & 0xC0 != 0x80 { column += 1 }
      if column > position.column { break }
      offset += 1
    }
    return offset
  }

  @Test(arguments: RandomListFile.Shape.allCases)
  func brokenFilesFailWithAPositionWhereTheReferenceRejectsThem(
    _ shape: RandomListFile.Shape
  ) throws {
    var outcomes = (loaded: 0, syntax: 0, format: 0, lenient: 0)
    defer {
      // Both kinds of failure occur, and a corrupt byte sometimes leaves a valid list.
      #expect(outcomes.syntax > 0 && outcomes.format > 0, "\(shape): \(outcomes)")
    }
    let interesting = Array("\"\\,:{}[]0a \nteun-.".utf8) + [0xFF, 0xC3, 0x00, 0x80]
    for index in 0..<Self.filesPerShape {
      let seed = Self.seed(shape, index)
      var random = SplitMix64(seed: seed)
      let good = Array(RandomListFile.file(shape, random: &random).utf8)
      var broken = Array(good.prefix(Int.random(in: 0..<good.count, using: &random)))
      let place = Int.random(in: 0..<good.count, using: &random)
      var corrupt = good
      corrupt[place] =
        Bool.random(using: &random)
        ? interesting[Int.random(in: 0..<interesting.count, using: &random)]
        : UInt8.random(in: 0...255, using: &random)
      // A file cut right after its last `}` is still whole.
      if broken.last == UInt8(ascii: "}") { broken.removeLast() }
      // The same shape with IDs used again: well-formed JSON, not a list (mostly).
      let duplicated = Array(
        RandomListFile.file(shape, random: &random, duplicates: true).utf8)
      let variants = [
        ("cut at \(broken.count)", broken), ("byte \(place)", corrupt), ("IDs again", duplicated),
      ]
      for (what, bytes) in variants {
        let context = "seed \(seed), \(what): \(String(decoding: bytes, as: UTF8.self))"
        let reference = ListFileReference.read(bytes)
        let results = Self.loads(bytes)
        // Every way of loading gives the same outcome: the same list, or the same error.
        for (name, result) in results.dropFirst() {
          switch (result, results[0].result) {
          case (.success(let document), .success(let whole)):
            #expect(document.snapshot.nodes.map(\.id) == whole.snapshot.nodes.map(\.id), "\(name)")
          case (.failure(let error), .failure(let wholeError)):
            #expect(error == wholeError, "\(name): \(context)")
          default: Issue.record("\(name) differs from the whole load: \(context)")
          }
        }
        switch (results[0].result, reference) {
        case (.success(let document), .list(let expected)):
          // Still a list: exactly the reference's.
          outcomes.loaded += 1
          let differences = Self.differences(document, expected)
          #expect(differences.isEmpty, "\(differences.prefix(3)) \(context)")
        case (.success, _):
          Issue.record("loaded what the reference rejects (\(reference)): \(context)")
        case (.failure(let error), _):
          #expect(error.position != nil && error.file == "r.json", "\(error)")
          switch reference {
          case .list:
            // The reference finds a list: only Foundation's leniencies excuse a rejection.
            let leniency = Self.foundationLeniency(error, in: bytes)
            #expect(error.kind == .syntax && leniency != nil, "\(error): \(context)")
            outcomes.lenient += 1
          case .notJSON:
            // Malformed JSON. A problem of the format found earlier in the file comes first
            // (the reader reports the first problem in file order), so any kind may be thrown.
            outcomes.syntax += 1
          case .notAList:
            // Well-formed JSON but not a list. Our syntax error must then be one Foundation
            // lets through; otherwise the problem is one of the format.
            if error.kind == .syntax {
              let leniency = Self.foundationLeniency(error, in: bytes)
              #expect(leniency != nil, "\(error): \(context)")
              outcomes.lenient += 1
            } else {
              outcomes.format += 1
            }
          }
        }
      }
    }
  }
}
