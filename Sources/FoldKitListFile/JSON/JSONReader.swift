/// A pull reader of JSON (RFC 8259) over UTF-8 bytes that knows the line and column of every
/// value and every error, and builds no tree.
///
/// The reader is driven by what the caller expects next (an object's members, an array's
/// elements, a string, a boolean), so a document is checked against its schema as it is read and
/// only the values the caller keeps are ever built. Strings are made from validated runs of the
/// input's bytes. Lines are counted where they can occur (between tokens; a raw line break inside
/// a string is an error); columns are counted only when a position is asked for, forward from the
/// last one on the same line, so asking for positions in order costs O(*n*) in all.
struct JSONReader {
  /// Malformed JSON: what was expected and where.
  struct SyntaxError: Error, Hashable, Sendable {
    /// What is wrong.
    var message: String
    /// Where.
    var position: JSONPosition
  }

  /// The kind of a value, from its first byte.
  enum Kind {
    case object, array, string, number, boolean, null

    /// The kind in words for error messages, such as "a string".
    var name: String {
      switch self {
      case .object: "an object"
      case .array: "an array"
      case .string: "a string"
      case .number: "a number"
      case .boolean: "a boolean"
      case .null: "null"
      }
    }
  }

  /// Where a reader is inside one object or array.
  struct Container {
    var isFirst = true
  }

  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 256

  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  private(set) var offset = 0
  private var line = 1
  private var lineStart = 0
  private var knownOffset = 0
  private var knownColumn = 1
  private var depth = 0

  /// A reader at the start of `bytes`, past a byte-order mark if there is one.
  init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
    if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
      offset = 3
      lineStart = 3
      knownOffset = 3
    }
  }

  /// The number of bytes.
  var count: Int { bytes.count }

  /// The first byte the reader may still look at.
  ///
  /// It never goes back before the current line's start, nor before the last position it worked
  /// out (columns are counted forward from one of them). Only ``reset(to:)`` goes back further.
  var firstNeededOffset: Int { min(lineStart, knownOffset) }

  // MARK: Positions

  /// The position of byte `target`, which must lie on the current line.
  mutating func position(at target: Int) -> JSONPosition {
    if knownOffset < lineStart || knownOffset > target {
      knownOffset = lineStart
      knownColumn = 1
    }
    var column = knownColumn
    var index = knownOffset
    while index < target {
      column &+= bytes[index] & 0xC0 != 0x80 ? 1 : 0
      index &+= 1
    }
    knownOffset = target
    knownColumn = column
    return JSONPosition(line: line, column: column)
  }

  /// The position of the next byte.
  mutating func position() -> JSONPosition { position(at: offset) }

  /// A syntax error at the next byte.
  mutating func error(_ message: String) -> SyntaxError {
    SyntaxError(message: message, position: position())
  }

  /// The next byte in words: `'x'`, `byte 0xNN` or `end of input`.
  func describeCurrent() -> String {
    guard offset < bytes.count else { return "end of input" }
    let byte = bytes[offset]
    if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  // MARK: Tokens

  /// Skips spaces, tabs and line breaks, counting lines.
  mutating func skipWhitespace() {
    while offset < bytes.count {
      switch bytes[offset] {
      case 0x20, 0x09, 0x0D: offset &+= 1
      case 0x0A:
        offset &+= 1
        line &+= 1
        lineStart = offset
      default: return
      }
    }
  }

  /// Skips white space, then the kind of the value that starts there.
  ///
  /// - Throws: ``SyntaxError`` when no value starts there.
  mutating func peekKind() throws(SyntaxError) -> Kind {
    skipWhitespace()
    guard offset < bytes.count else { throw error("unexpected end of input, expected a value") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return .object
    case UInt8(ascii: "["): return .array
    case UInt8(ascii: "\""): return .string
    case UInt8(ascii: "t"), UInt8(ascii: "f"): return .boolean
    case UInt8(ascii: "n"): return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
    default: throw error("unexpected \(describeCurrent()), expected a value")
    }
  }

  /// Checks that nothing but white space follows the document.
  mutating func expectEnd() throws(SyntaxError) {
    skipWhitespace()
    if offset < bytes.count {
      throw error("unexpected \(describeCurrent()) after the end of the document")
    }
  }

  /// Enters the object or array whose opening bracket is the next byte.
  mutating func enter() throws(SyntaxError) -> Container {
    depth += 1
    if depth > Self.maximumDepth { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    offset &+= 1
    return Container()
  }

  /// Moves to the next member of the object entered as `object`, and reads its key and the `:`
  /// after it; `nil` after the closing brace.
  ///
  /// - Returns: The key and the position of its opening quote.
  mutating func nextMember(
    _ object: inout Container
  ) throws(SyntaxError) -> (key: String, position: JSONPosition)? {
    skipWhitespace()
    if object.isFirst {
      object.isFirst = false
      if offset < bytes.count && bytes[offset] == UInt8(ascii: "}") {
        offset &+= 1
        depth -= 1
        return nil
      }
    } else {
      guard offset < bytes.count else {
        throw error("unexpected end of input, expected ',' or '}'")
      }
      switch bytes[offset] {
      case UInt8(ascii: ","):
        offset &+= 1
        skipWhitespace()
      case UInt8(ascii: "}"):
        offset &+= 1
        depth -= 1
        return nil
      default: throw error("unexpected \(describeCurrent()), expected ',' or '}'")
      }
    }
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
      throw error("unexpected \(describeCurrent()), expected a key in double quotes")
    }
    let keyPosition = position()
    let key = try readString(at: keyPosition)
    skipWhitespace()
    guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else {
      throw error("unexpected \(describeCurrent()), expected ':' after the key")
    }
    offset &+= 1
    return (key, keyPosition)
  }

  /// Moves to the next element of the array entered as `array`; `false` after the closing
  /// bracket.
  mutating func nextElement(_ array: inout Container) throws(SyntaxError) -> Bool {
    skipWhitespace()
    if array.isFirst {
      array.isFirst = false
      if offset < bytes.count && bytes[offset] == UInt8(ascii: "]") {
        offset &+= 1
        depth -= 1
        return false
      }
      return true
    }
    guard offset < bytes.count else { throw error("unexpected end of input, expected ',' or ']'") }
    switch bytes[offset] {
    case UInt8(ascii: ","):
      offset &+= 1
      return true
    case UInt8(ascii: "]"):
      offset &+= 1
      depth -= 1
      return false
    default: throw error("unexpected \(describeCurrent()), expected ',' or ']'")
    }
  }

  // MARK: Values

  /// Reads the string whose opening quote is the next byte.
  mutating func readString() throws(SyntaxError) -> String {
    let start = position()
    return try readString(at: start)
  }

  /// Reads the string whose opening quote is the next byte, at `start`.
  private mutating func readString(at start: JSONPosition) throws(SyntaxError) -> String {
    offset &+= 1  // opening quote
    let first = offset
    // Fast path: a run of plain bytes up to the closing quote.
    var high: UInt8 = 0
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        let run = UnsafeBufferPointer(rebasing: bytes[first..<offset])
        offset &+= 1
        guard high < 0x80 || Self.isValidUTF8(run) else {
          throw SyntaxError(message: "invalid UTF-8 in string", position: start)
        }
        return String(decoding: run, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      high |= byte
      offset &+= 1
    }
    return try readEscapedString(from: first, at: start)
  }

  /// Whether `run` is well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing
  /// above U+10FFFF), so decoding it replaces nothing.
  static func isValidUTF8(_ run: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = run.count
    while index < count {
      let lead = run[index]
      if lead < 0x80 {
        index &+= 1
        continue
      }
      let length: Int
      var low: UInt8 = 0x80
      var high: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        low = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        high = 0x9F
      case 0xF0:
        length = 4
        low = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        high = 0x8F
      default: return false
      }
      guard index + length <= count else { return false }
      let second = run[index + 1]
      guard second >= low && second <= high else { return false }
      for next in (index + 2)..<(index + length) where run[next] & 0xC0 != 0x80 { return false }
      index &+= length
    }
    return true
  }

  /// Reads the rest of a string that has escapes (or ends badly), from its first byte `first`.
  private mutating func readEscapedString(
    from first: Int, at start: JSONPosition
  ) throws(SyntaxError) -> String {
    var decoded: [UInt8] = Array(UnsafeBufferPointer(rebasing: bytes[first..<offset]))
    while true {
      guard offset < bytes.count else {
        throw SyntaxError(message: "unterminated string", position: start)
      }
      let byte = bytes[offset]
      switch byte {
      case UInt8(ascii: "\""):
        offset &+= 1
        let valid = decoded.withUnsafeBufferPointer { Self.isValidUTF8($0) }
        guard valid else {
          throw SyntaxError(message: "invalid UTF-8 in string", position: start)
        }
        return String(decoding: decoded, as: UTF8.self)
      case UInt8(ascii: "\\"):
        let escape = position()
        offset &+= 1
        guard offset < bytes.count else {
          throw SyntaxError(message: "unterminated string", position: start)
        }
        let escaped = bytes[offset]
        offset &+= 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escaped)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "u"): decoded.append(contentsOf: try unicodeEscape(at: escape).utf8)
        default: throw SyntaxError(message: "invalid escape in string", position: escape)
        }
      case 0x0A, 0x0D:
        // A string broken by a line break: it never closes on its own line.
        throw SyntaxError(message: "unterminated string", position: start)
      case 0x00..<0x20:
        throw error("control character in string (escape it, for example \\n)")
      default:
        decoded.append(byte)
        offset &+= 1
      }
    }
  }

  private mutating func hex4(at escape: JSONPosition) throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard offset < bytes.count else {
        throw SyntaxError(message: "incomplete \\u escape", position: escape)
      }
      let byte = bytes[offset]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw SyntaxError(message: "invalid \\u escape", position: escape)
      }
      value = value << 4 | digit
      offset &+= 1
    }
    return value
  }

  /// The scalar of a `\u` escape (a surrogate pair takes two), as a string.
  private mutating func unicodeEscape(at escape: JSONPosition) throws(SyntaxError) -> String {
    let first = try hex4(at: escape)
    var value = first
    if (0xD800..<0xDC00).contains(first) {
      guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
        bytes[offset + 1] == UInt8(ascii: "u")
      else { throw SyntaxError(message: "unpaired surrogate in \\u escape", position: escape) }
      offset &+= 2
      let second = try hex4(at: escape)
      guard (0xDC00..<0xE000).contains(second) else {
        throw SyntaxError(message: "unpaired surrogate in \\u escape", position: escape)
      }
      value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw SyntaxError(message: "unpaired surrogate in \\u escape", position: escape)
    }
    return String(Character(scalar))
  }

  /// Reads `true` or `false`, whose first byte is next.
  mutating func readBool() throws(SyntaxError) -> Bool {
    if bytes[offset] == UInt8(ascii: "t") {
      try expectWord("true")
      return true
    }
    try expectWord("false")
    return false
  }

  private mutating func expectWord(_ word: StaticString) throws(SyntaxError) {
    let start = word.utf8Start
    for index in 0..<word.utf8CodeUnitCount {
      guard offset < bytes.count, bytes[offset] == start[index] else {
        throw error("unexpected \(describeCurrent()), expected '\(word)'")
      }
      offset &+= 1
    }
  }

  /// Reads the number whose first byte is next.
  mutating func readNumber() throws(SyntaxError) -> Double {
    let start = offset
    let startPosition = position()
    func digits(_ reader: inout JSONReader) -> Int {
      var count = 0
      while reader.offset < reader.bytes.count
        && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.offset])
      {
        reader.offset &+= 1
        count += 1
      }
      return count
    }
    if bytes[offset] == UInt8(ascii: "-") { offset &+= 1 }
    if offset < bytes.count && bytes[offset] == UInt8(ascii: "0") {
      offset &+= 1
    } else if digits(&self) == 0 {
      throw error("unexpected \(describeCurrent()), expected a digit")
    }
    if offset < bytes.count && bytes[offset] == UInt8(ascii: ".") {
      offset &+= 1
      if digits(&self) == 0 { throw error("unexpected \(describeCurrent()), expected a digit") }
    }
    if offset < bytes.count && (bytes[offset] | 0x20) == UInt8(ascii: "e") {
      offset &+= 1
      if offset < bytes.count
        && (bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-"))
      {
        offset &+= 1
      }
      if digits(&self) == 0 { throw error("unexpected \(describeCurrent()), expected a digit") }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
    guard let value = Double(text) else {
      throw SyntaxError(message: "number out of range", position: startPosition)
    }
    return value
  }

  /// The reader's place, to come back to for a second pass.
  struct Mark {
    fileprivate var offset, line, lineStart, depth: Int
  }

  /// The current place.
  var mark: Mark { Mark(offset: offset, line: line, lineStart: lineStart, depth: depth) }

  /// Goes back to `mark`.
  mutating func reset(to mark: Mark) {
    offset = mark.offset
    line = mark.line
    lineStart = mark.lineStart
    depth = mark.depth
    knownOffset = lineStart
    knownColumn = 1
  }
}
