import FoldKitTestSupport
import Testing

/// A JSON value as a random list file is built, before it is written out as text.
indirect enum RandomJSON {
  case object([(key: String, value: RandomJSON)])
  case array([RandomJSON])
  case string(String)
  case bool(Bool)
  /// A number, written as given (`7`, `-3`, `7.0`, `7e0`).
  case number(String)
}

/// Small random list files in the shapes of `scripts/generate-list-file.py --shape`, and a mix of
/// everything the format allows, written as JSON text with random white space and escapes.
struct RandomListFile {
  /// The shape of a file.
  enum Shape: String, CaseIterable, Sendable {
    /// Collapsible sections, Korean and English titles, details, some items with five children.
    case generated
    /// Pretty-printed trees, each item with two children down to a random depth.
    case outline
    /// A check list with an agree-all row and a policy; mandatory, disabled and checked items.
    case checklist
    /// Titles and details of escapes only: every non-ASCII scalar as `\uXXXX` or a pair.
    case escapes
    /// One section of short items with integer IDs, one per line.
    case tiny
    /// Any key in any order, present or not, empty sections and children, any white space.
    case mixed
  }

  var random: SplitMix64
  var nextID = 0
  /// Whether IDs are now and then used again (a file the format rejects, most of the time).
  var duplicates = false
  var usedIDs: [RandomJSON] = []

  /// Pieces titles are made of: Korean, accents (composed and combining), emoji with modifiers,
  /// flags and joiners, characters JSON must escape, controls, a line separator, the last
  /// scalars of the planes.
  static let pieces: [String] = [
    "Item", "부산역", "자갈치 시장", "café", "e\u{301}", "😀", "👍🏽", "🇰🇷", "👨‍👩‍👧", "\"", "\\",
    "\n", "\t", "\r", "/", "\u{1}", "\u{8}", "\u{C}", "\u{1F}", "\u{7F}", " ", "a", "0", "Ω",
    "\u{2028}", "\u{FFFD}", "\u{FFFF}", "\u{10FFFF}", "\u{E000}", "한",
  ]

  mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }

  mutating func count(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  /// A random text of 0 to `most` pieces.
  mutating func text(most: Int = 4) -> String {
    (0..<count(0...most)).map { _ in Self.pieces[count(0...(Self.pieces.count - 1))] }.joined()
  }

  /// A fresh item ID: a string, or an integer written in one of the ways JSON allows.
  mutating func id(integer: Bool? = nil) -> RandomJSON {
    if duplicates && !usedIDs.isEmpty && chance(8) {
      return usedIDs[count(0...(usedIDs.count - 1))]
    }
    let fresh = newID(integer: integer)
    usedIDs.append(fresh)
    return fresh
  }

  mutating func newID(integer: Bool?) -> RandomJSON {
    nextID += 1
    let asInteger = integer ?? chance(2)
    guard asInteger else { return .string("n\(nextID)" + (chance(4) ? "-" + text(most: 2) : "")) }
    switch count(0...7) {
    case 0: return .number("-\(nextID)")
    case 1: return .number("\(nextID).0")
    case 2: return .number("\(nextID)e0")
    default: return .number("\(nextID)")
    }
  }

  /// A list file of `shape`, as text, built from `random`.
  static func file(_ shape: Shape, random: inout SplitMix64, duplicates: Bool = false) -> String {
    var maker = RandomListFile(random: random, duplicates: duplicates)
    let value = maker.list(shape)
    var writer = RandomJSONWriter(random: maker.random, shape: shape)
    let text = writer.write(value, indent: 0) + (writer.chance(2) ? "\n" : "")
    random = writer.random
    return text
  }

  mutating func list(_ shape: Shape) -> RandomJSON {
    switch shape {
    case .generated:
      let sections = (0..<count(1...3)).map { index -> RandomJSON in
        let items = (0..<count(0...12)).map { top -> RandomJSON in
          var item = plainItem(detail: top % 2 == 0, integer: true)
          if chance(4) {
            item.append(
              (
                key: "children",
                value: .array(
                  (0..<5).map { _ in
                    .object(plainItem(detail: chance(2), integer: true))
                  })
              ))
          }
          return .object(item)
        }
        return .object([
          (key: "id", value: .string("s\(index)")),
          (key: "header", value: .string("\(index + 1)번 묶음 · Group \(text(most: 1))")),
          (key: "collapsible", value: .bool(true)), (key: "items", value: .array(items)),
        ])
      }
      return .object([
        (key: "title", value: .string("큰 목록 · Large list")),
        (key: "sections", value: .array(sections)),
      ])
    case .outline:
      let sections = (0..<count(1...2)).map { index -> RandomJSON in
        let depth = count(1...5)
        return .object([
          (key: "id", value: .string("s\(index)")),
          (key: "header", value: .string("Part \(index)")),
          (key: "collapsible", value: .bool(true)),
          (key: "items", value: .array((0..<count(1...3)).map { _ in tree(depth: depth) })),
        ])
      }
      return .object([
        (key: "title", value: .string("Outline")), (key: "sections", value: .array(sections)),
      ])
    case .checklist:
      let sections = (0..<count(1...3)).map { index -> RandomJSON in
        let items = (0..<count(0...10)).map { top -> RandomJSON in
          var item = checkItem()
          if top % 5 == 4 || chance(6) {
            item.append((key: "children", value: .array((0..<3).map { _ in .object(checkItem()) })))
          }
          return .object(item)
        }
        return .object([
          (key: "id", value: .string("c\(index)")),
          (key: "header", value: .string("Terms \(index + 1)")),
          (key: "items", value: .array(items)),
        ])
      }
      return .object([
        (key: "title", value: .string("Checks")), (key: "checks", value: .bool(true)),
        (key: "agreeAll", value: .string("Agree to all")),
        (
          key: "policy",
          value: .string(["independent", "exclusiveInSection", "exclusiveInList"][count(0...2)])
        ),
        (key: "sections", value: .array(sections)),
      ])
    case .escapes:
      let sections = (0..<count(1...3)).map { index -> RandomJSON in
        let items = (0..<count(0...10)).map { _ -> RandomJSON in
          var item: [(key: String, value: RandomJSON)] = [
            (key: "id", value: id(integer: true)), (key: "title", value: .string(text(most: 8))),
          ]
          if chance(2) { item.append((key: "detail", value: .string(text(most: 8)))) }
          return .object(item)
        }
        return .object([
          (key: "id", value: .string("e\(index)")),
          (key: "header", value: .string("Line\none \(text())")),
          (key: "items", value: .array(items)),
        ])
      }
      return .object([
        (key: "title", value: .string("Escapes \"quoted\" é \(text())")),
        (key: "sections", value: .array(sections)),
      ])
    case .tiny:
      let items = (0..<count(0...40)).map { _ -> RandomJSON in
        nextID += 1
        let id = duplicates && nextID > 1 && chance(8) ? nextID - 1 : nextID
        return .object([
          (key: "id", value: .number("\(id)")), (key: "title", value: .string("a\(nextID)")),
        ])
      }
      return .object([
        (key: "title", value: .string("Tiny")),
        (
          key: "sections",
          value: .array([
            .object([(key: "id", value: .string("all")), (key: "items", value: .array(items))])
          ])
        ),
      ])
    case .mixed:
      return mixedList()
    }
  }

  mutating func plainItem(detail: Bool, integer: Bool? = nil) -> [(key: String, value: RandomJSON)]
  {
    var item: [(key: String, value: RandomJSON)] = [
      (key: "id", value: id(integer: integer)), (key: "title", value: .string(text())),
    ]
    if detail { item.append((key: "detail", value: .string(text()))) }
    return item
  }

  mutating func tree(depth: Int) -> RandomJSON {
    var item = plainItem(detail: false, integer: false)
    if depth > 0 {
      item.append(
        (key: "children", value: .array([tree(depth: depth - 1), tree(depth: depth - 1)])))
    }
    return .object(item)
  }

  mutating func checkItem() -> [(key: String, value: RandomJSON)] {
    var item: [(key: String, value: RandomJSON)] = [
      (key: "id", value: id(integer: true)),
      (key: "title", value: .string("I accept \(text(most: 2))")),
    ]
    switch count(0...9) {
    case 0: item.append((key: "mandatory", value: .bool(true)))
    case 1: item.append((key: "disabled", value: .bool(true)))
    case 2...4: item.append((key: "checked", value: .bool(true)))
    default: break
    }
    return item
  }

  /// Keys in a random order, each optional one present or not.
  mutating func shuffled(_ members: [(key: String, value: RandomJSON)]) -> RandomJSON {
    .object(chance(3) ? members : members.shuffled(using: &random))
  }

  mutating func mixedItem(depth: Int) -> RandomJSON {
    var item: [(key: String, value: RandomJSON)] = [
      (key: "id", value: id()), (key: "title", value: .string(text())),
    ]
    let hasDetail = chance(2)
    if hasDetail { item.append((key: "detail", value: .string(text()))) }
    if depth < 4 && chance(3) {
      let children = (0..<count(0...3)).map { _ in mixedItem(depth: depth + 1) }
      item.append((key: "children", value: .array(children)))
    }
    for key in ["expanded", "mandatory", "disabled", "checked"] where chance(4) {
      item.append((key: key, value: .bool(chance(2))))
    }
    // `detailApart` needs a detail when true; false is allowed without one.
    if chance(4) { item.append((key: "detailApart", value: .bool(hasDetail && chance(2)))) }
    return shuffled(item)
  }

  mutating func mixedList() -> RandomJSON {
    let sections = (0..<count(0...4)).map { index -> RandomJSON in
      var section: [(key: String, value: RandomJSON)] = [
        (key: "items", value: .array((0..<count(0...6)).map { _ in mixedItem(depth: 0) }))
      ]
      // A default ID is `section-N`; a given one never takes it.
      if duplicates && chance(3) {
        // The default ID of the first section, or a given one used again.
        section.append((key: "id", value: .string("section-1")))
      } else if chance(2) {
        section.append((key: "id", value: .string("m\(index)" + text(most: 1))))
      }
      if chance(2) { section.append((key: "header", value: .string(text()))) }
      if chance(3) { section.append((key: "footer", value: .string(text()))) }
      if chance(3) { section.append((key: "collapsible", value: .bool(chance(2)))) }
      if chance(4) { section.append((key: "collapsed", value: .bool(chance(2)))) }
      return shuffled(section)
    }
    var list: [(key: String, value: RandomJSON)] = [(key: "sections", value: .array(sections))]
    if chance(2) { list.append((key: "title", value: .string(text()))) }
    if chance(3) {
      let policy = ["independent", "exclusiveInSection", "exclusiveInList"][count(0...2)]
      list.append((key: "policy", value: .string(policy)))
    }
    if chance(2) { list.append((key: "checks", value: .bool(!chance(4)))) }
    if chance(2) { list.append((key: "agreeAll", value: .string(text()))) }
    return shuffled(list)
  }
}

/// Writes a ``RandomJSON`` as text: white space compact, spaced, pretty-printed or random at
/// every gap (spaces, tabs, line feeds, carriage returns), and each string's scalars escaped the
/// least JSON needs, all as ASCII (`\uXXXX`, surrogate pairs), or at random (named escapes or
/// `\u00XX` for controls, `\/`, either case of hex digits).
struct RandomJSONWriter {
  enum Spacing: CaseIterable { case compact, spaced, pretty, random }
  enum Escaping: CaseIterable { case least, ascii, random }

  var random: SplitMix64
  var spacing: Spacing
  var escaping: Escaping

  init(random: SplitMix64, shape: RandomListFile.Shape) {
    self.random = random
    switch shape {
    case .outline: (spacing, escaping) = (.pretty, .least)
    case .escapes: (spacing, escaping) = (.spaced, .ascii)
    case .tiny: (spacing, escaping) = (.compact, .least)
    default:
      spacing = Spacing.allCases[Int.random(in: 0..<4, using: &self.random)]
      escaping = Escaping.allCases[Int.random(in: 0..<3, using: &self.random)]
    }
  }

  mutating func chance(_ oneIn: Int) -> Bool { Int.random(in: 0..<oneIn, using: &random) == 0 }

  /// White space between tokens, before a member or element at `indent` when `line`.
  mutating func gap(indent: Int, line: Bool) -> String {
    switch spacing {
    case .compact: return ""
    case .spaced: return line ? " " : ""
    case .pretty: return line ? "\n" + String(repeating: "  ", count: indent) : ""
    case .random:
      return ["", " ", "\t", "\n", "\r\n", "  \n    ", "\r"][Int.random(in: 0..<7, using: &random)]
    }
  }

  mutating func write(_ value: RandomJSON, indent: Int) -> String {
    switch value {
    case .string(let text): return quoted(text)
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let text): return text
    case .array(let elements):
      if elements.isEmpty { return "[" + gap(indent: indent, line: false) + "]" }
      var out = "["
      for (index, element) in elements.enumerated() {
        out += (index == 0 ? "" : ",") + gap(indent: indent + 1, line: true)
        out += write(element, indent: indent + 1)
      }
      return out + gap(indent: indent, line: true) + "]"
    case .object(let members):
      if members.isEmpty { return "{" + gap(indent: indent, line: false) + "}" }
      var out = "{"
      for (index, member) in members.enumerated() {
        out += (index == 0 ? "" : ",") + gap(indent: indent + 1, line: true)
        out += quoted(member.key) + gap(indent: indent, line: false) + ":"
        out += (spacing == .compact ? "" : " ") + write(member.value, indent: indent + 1)
      }
      return out + gap(indent: indent, line: true) + "}"
    }
  }

  /// `\uXXXX` for one UTF-16 unit, the hex digits in either case.
  mutating func unit(_ value: UInt16) -> String {
    let hex = String(value, radix: 16)
    let padded = String(repeating: "0", count: 4 - hex.count) + hex
    return "\\u" + (escaping == .random && chance(2) ? padded.uppercased() : padded)
  }

  mutating func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      let value = scalar.value
      let named: [UInt32: String] = [
        0x22: "\\\"", 0x5C: "\\\\", 0x0A: "\\n", 0x09: "\\t", 0x0D: "\\r", 0x08: "\\b", 0x0C: "\\f",
      ]
      let escapeAll = escaping == .ascii && value > 0x7F || escaping == .random && chance(4)
      if (value < 0x20 || value == 0x22 || value == 0x5C)
        && !(escapeAll && value != 0x22 && value != 0x5C)
      {
        out += named[value] ?? unit(UInt16(value))
      } else if escapeAll {
        if value > 0xFFFF {
          let offset = value - 0x10000
          out += unit(UInt16(0xD800 + (offset >> 10))) + unit(UInt16(0xDC00 + (offset & 0x3FF)))
        } else {
          out += unit(UInt16(value))
        }
      } else if value == 0x2F && escaping == .random && chance(2) {
        out += "\\/"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}

extension RandomListFile.Shape: CustomTestStringConvertible {
  var testDescription: String { rawValue }
}
